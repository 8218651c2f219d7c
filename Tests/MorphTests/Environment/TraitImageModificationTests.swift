import Foundation
import Morph
import Testing

@Suite("Image modifications that read the trait collection")
@MainActor
struct TraitImageModificationTests {
    /// A modification that fills the image with white in light mode and black in dark mode.
    static let appearanceFill = ImageModification("appearance fill") { image, traits in
        let pixel: UInt32 = traits.userInterfaceStyle == .dark ? 0xFF00_0000 : 0xFFFF_FFFF
        return try DecodedImage(
            pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale,
            pixels: [UInt32](repeating: pixel, count: image.pixelWidth * image.pixelHeight)
        )
    }

    @Test("the block receives the traits; resolved modifications are told apart by them")
    func receivesTraits() throws {
        let image = try DecodedImage(pixelWidth: 2, pixelHeight: 2, scale: 1, pixels: [UInt32](repeating: 0, count: 4))
        #expect(try Self.appearanceFill.apply(to: image).pixels[0] == 0xFFFF_FFFF)
        #expect(try Self.appearanceFill.apply(to: image, traits: TraitCollection(userInterfaceStyle: .dark)).pixels[0] == 0xFF00_0000)
        let light = Self.appearanceFill.resolved(in: TraitCollection())
        let dark = Self.appearanceFill.resolved(in: TraitCollection(userInterfaceStyle: .dark))
        #expect(light != dark && !light.dependsOnEnvironment)
        #expect(try dark.apply(to: image).pixels[0] == 0xFF00_0000)
        // A modification that takes no traits is its own resolution.
        let plain = ImageModification("plain") { $0 }
        #expect(plain.resolved(in: TraitCollection(userInterfaceStyle: .dark)) == plain)
    }

    @Test("an image node runs the modification with its traits, and again when they change")
    func nodeFollowsTraits() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trait-modification-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try DecodedImage(pixelWidth: 4, pixelHeight: 4, scale: 1, pixels: [UInt32](repeating: 0xFF80_8080, count: 16))
        try source.pngData().write(to: url)
        let node = try ImageNode(contentsOf: url)
        node.imageModification = Self.appearanceFill
        #expect(await node.waitForImageModification()?.pixels[0] == 0xFFFF_FFFF)
        node.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(await node.waitForImageModification()?.pixels[0] == 0xFF00_0000)
    }
}
