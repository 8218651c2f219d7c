import ArgumentParser
import Foundation
import Morph
import MorphCanvas
import MorphExamples
import Testing
@testable import MorphCLI

/// `--appearance`, `--layout-direction` and `--text-scale` of `morph render` and `morph play`.
@Suite("morph's environment options")
@MainActor
struct EnvironmentOptionsTests {
    @Test("the options parse into the traits they name")
    func parsing() throws {
        let command = try #require(try MorphCommand.parseAsRoot([
            "render", "signup", "--appearance", "dark", "--layout-direction", "rtl", "--text-scale", "1.5",
        ]) as? RenderCommand)
        let traits = command.environment.applied(to: .default)
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.layoutDirection == .rightToLeft)
        #expect(traits.preferredContentSizeCategory.textScale == 1.5)
        let play = try #require(try MorphCommand.parseAsRoot(["play", "signup", "--appearance", "light"]) as? PlayCommand)
        #expect(play.environment.overrides == TraitOverrides(userInterfaceStyle: .light))
        #expect(try #require(try MorphCommand.parseAsRoot(["render", "signup"]) as? RenderCommand).environment.isEmpty)
    }

    @Test("a text scale of 0, a negative one, NaN or 100, an unknown appearance or direction is a usage error that says what is allowed")
    func badValues() {
        for scale in ["0", "-1", "nan", "100", "inf"] {
            let message = RenderOptionsTests.usageError(["render", "signup", "--text-scale", scale])
            #expect(message?.contains("--text-scale: text scale") == true, "\(scale): \(message ?? "accepted")")
            #expect(message?.contains("0.8235") == true, "\(scale): \(message ?? "accepted")")
        }
        #expect(RenderOptionsTests.usageError(["render", "signup", "--appearance", "purple"]) == "--appearance must be light or dark (got \"purple\")")
        #expect(RenderOptionsTests.usageError(["play", "signup", "--layout-direction", "up"]) == "--layout-direction must be ltr or rtl (got \"up\")")
    }

    @Test("render draws the example in the environment: dark on black, taller with larger text")
    func rendering() throws {
        let directory = RenderOptionsTests.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var dark = ExampleRun(output: { _ in }, errors: { _ in })
        dark.traits = TraitCollection(userInterfaceStyle: .dark)
        #expect(dark.renderPixels(name: "signup", format: .png, framesPerSecond: 30, size: nil, time: 0, scale: 1, path: "\(directory)/dark.png") == .success)
        let image = try DecodedImage(contentsOf: URL(fileURLWithPath: "\(directory)/dark.png"))
        // The form's background in dark mode: a near black.
        #expect(image.pixels[0] & 0xFF < 0x20)
        var large = ExampleRun(output: { _ in }, errors: { _ in })
        large.traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(large.renderPixels(name: "signup", format: .png, framesPerSecond: 30, size: nil, time: 0, scale: 1, path: "\(directory)/large.png") == .success)
        let largeImage = try DecodedImage(contentsOf: URL(fileURLWithPath: "\(directory)/large.png"))
        #expect(largeImage.pixelHeight > 74 * 2)
        #expect(largeImage.pixelWidth == 320)
    }
}
