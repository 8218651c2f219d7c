import Foundation
import Morph
import MorphTestSupport
import Testing

/// The code of the "Text and images" article (image and network image nodes) and of the nodes'
/// doc comments, compiled and run (each block verbatim, then checks).
@Suite("Text and images article")
struct TextAndImagesArticleTests {
    @Test("modifying images")
    @MainActor
    func modifyingImages() async throws {
        let imageURL = try ImageFixtures.url("chelsea.png")
        let photo = try ImageNode(contentsOf: imageURL)
        photo.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
        let icon = await photo.waitForImageModification()
        #expect(icon?.size == CGSize(width: 60, height: 60))
        #expect(icon?.pixel(x: 0, y: 0) == 0)
        #expect(photo.intrinsicSize == CGSize(width: 451, height: 300))
    }

    @Test("network images")
    @MainActor
    func networkImages() async throws {
        let server = try LoopbackHTTPServer(routes: ["/avatar.png": .ok(try ImageFixtures.data("chelsea.png"))])
        defer { server.stop() }
        let avatarURL = server.url("/avatar.png")
        let avatar = NetworkImageNode(url: avatarURL, placeholderColor: .white, placeholderSize: CGSize(width: 60, height: 60))
        avatar.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
        avatar.errorHandler = { error in
            if let error = error as? NetworkImageError, case .httpStatus(404) = error.reason {
                print("no avatar at \(error.url)")
            }
        }

        switch await avatar.waitForLoad() {
        case .loaded(let image):
            print("loaded", image.size)
        case .failed(let error):
            print(error)
        case .idle, .loading:
            break
        }
        #expect(avatar.intrinsicSize == CGSize(width: 451, height: 300))
        #expect(await avatar.waitForImageModification()?.size == CGSize(width: 60, height: 60))

        avatar.url = server.url("/missing.png")
        #expect(await avatar.waitForLoad() == .failed(NetworkImageError(url: server.url("/missing.png"), reason: .httpStatus(404))))
        #expect(avatar.intrinsicSize == CGSize(width: 60, height: 60))
    }

    @Test("the image examples in the doc comments")
    @MainActor
    func imageDocCommentExamples() async throws {
        let server = try LoopbackHTTPServer(routes: ["/icon.png": .ok(try ImageFixtures.data("interlaced.png"))])
        defer { server.stop() }
        let iconURL = server.url("/icon.png")
        let photoURL = try ImageFixtures.url("chelsea.png")

        // NetworkImageNode
        let icon = NetworkImageNode(url: iconURL, placeholderColor: .white)
        icon.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
        icon.errorHandler = { error in print(error) }
        guard case .loaded = await icon.waitForLoad() else {
            Issue.record("the icon did not load: \(icon.loadPhase)")
            return
        }
        #expect(await icon.waitForImageModification()?.pixelWidth == 60)

        // ImageNode
        let photo = try ImageNode(contentsOf: photoURL)
        photo.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
        let shown = await photo.waitForImageModification()
        #expect(shown?.size == CGSize(width: 60, height: 60))
    }
}
