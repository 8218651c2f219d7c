import Foundation
import Morph
import MorphCanvas
@testable import MorphSnapshotTesting
import SnapshotTesting
import Testing

@Suite("Snapshot strategies")
@MainActor
struct SnapshotStrategyTests {
    /// A 60×40 node with a blue box inside, on its own manual clock.
    static func scene() throws -> (node: DisplayNode, box: DisplayNode, clock: ManualClock) {
        let clock = ManualClock()
        return try DisplayNode.withAnimator(Animator(clock: clock)) {
            let node = DisplayNode()
            node.backgroundColor = .white
            node.frame = CGRect(x: 100, y: 100, width: 60, height: 40)
            let box = DisplayNode()
            box.backgroundColor = .blue
            box.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            try node.addSubnode(box)
            return (node, box, clock)
        }
    }

    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("record mode fails the test, and the recorded snapshot then matches")
    func recordThenMatch() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (node, _, _) = try Self.scene()
        let recorded = verifySnapshot(of: node, as: .image(), named: "node", record: .all, snapshotDirectory: folder)
        #expect(recorded?.contains("Record mode is on") == true, "recording must fail: \(recorded ?? "nil")")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files == ["recordThenMatch.node.png"])
        let image = try RasterImage(contentsOfPNG: URL(fileURLWithPath: folder).appendingPathComponent(files[0]))
        #expect(image.width == 120 && image.height == 80, "the node is drawn at its own size, at 2×, from the origin")
        #expect(image.pixel(x: 20, y: 20) == RasterImage.Pixel(red: 0, green: 0, blue: 255))
        #expect(image.pixel(x: 100, y: 70) == RasterImage.Pixel(red: 255, green: 255, blue: 255))
        #expect(verifySnapshot(of: node, as: .image(), named: "node", record: .never, snapshotDirectory: folder) == nil)
    }

    @Test("a missing reference fails the test even as it is recorded")
    func missingReference() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (node, _, _) = try Self.scene()
        let message = verifySnapshot(of: node, as: .image(), named: "new", record: .missing, snapshotDirectory: folder)
        #expect(message?.contains("No reference was found on disk") == true)
    }

    @Test("assertSnapshot in record mode records an issue")
    func assertInRecordMode() throws {
        let (node, _, _) = try Self.scene()
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue("record mode must never pass") {
            withSnapshotTesting(record: .all) {
                assertSnapshot(of: node, as: .image(), named: "recorded")
            }
        }
    }

    @Test("a changed pixel fails with a count, the largest difference and a difference image")
    func mismatch() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (node, box, _) = try Self.scene()
        _ = verifySnapshot(of: node, as: .image(), named: "node", record: .all, snapshotDirectory: folder)
        box.backgroundColor = Color(red: 0, green: 0, blue: 0.9)
        let message = try #require(verifySnapshot(of: node, as: .image(), named: "node", record: .never, snapshotDirectory: folder))
        #expect(message.contains("1600 of 9600 pixels differ by more than 0"), "\(message)")
        #expect(message.contains("the largest difference is 25"), "\(message)")
        let path = try #require(message.components(separatedBy: "Difference image (differing pixels in red): ").last?.components(separatedBy: "\n").first)
        let difference = try RasterImage(contentsOfPNG: URL(fileURLWithPath: path))
        #expect(difference.pixel(x: 30, y: 30)?.red == 153 && difference.pixel(x: 30, y: 30)?.green == 0)
        #expect(difference.pixel(x: 100, y: 70)?.red == difference.pixel(x: 100, y: 70)?.green)
        try? FileManager.default.removeItem(atPath: path)
        // Within a per-pixel tolerance of 25 the same change matches.
        #expect(verifySnapshot(of: node, as: .image(perPixelTolerance: 25), named: "node", record: .never, snapshotDirectory: folder) == nil)
        // Or when a third of the pixels may differ.
        #expect(verifySnapshot(of: node, as: .image(differingPixelFraction: 0.34), named: "node", record: .never, snapshotDirectory: folder) == nil)
    }

    @Test("a size change and an undrawable node fail with what was wrong")
    func sizeAndFailure() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (node, _, _) = try Self.scene()
        _ = verifySnapshot(of: node, as: .image(), named: "node", record: .all, snapshotDirectory: folder)
        node.frame.size.width = 50
        let resized = verifySnapshot(of: node, as: .image(), named: "node", record: .never, snapshotDirectory: folder)
        #expect(resized?.contains("The snapshot is 100×80 pixels, the reference 120×80.") == true, "\(resized ?? "nil")")
        node.frame.size = .zero
        let empty = verifySnapshot(of: node, as: .image(), named: "node", record: .never, snapshotDirectory: folder)
        #expect(empty?.contains("The snapshot could not be drawn: surface size 0.0×0.0 points") == true, "\(empty ?? "nil")")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("sizeAndFailure.corrupt.png"))
        node.frame.size = CGSize(width: 60, height: 40)
        let corrupt = verifySnapshot(of: node, as: .image(), named: "corrupt", record: .never, snapshotDirectory: folder)
        #expect(corrupt?.contains("the reference file is not a readable PNG") == true, "\(corrupt ?? "nil")")
    }

    @Test("a transition is drawn at exact times of its manual clock, alone or as a filmstrip")
    func transitionTimes() throws {
        let (node, box, clock) = try Self.scene()
        DisplayNode.animate(withDuration: 1, curve: .linear) {
            box.alpha = 0
        }
        let (half, _) = try NodeDrawing.tree(of: node, at: (0.5, clock))
        #expect(clock.now == 0.5)
        let image = try Rasterizer.image(of: half, size: CGSize(width: 60, height: 40), scale: 1)
        // Blue at half opacity over white.
        #expect(image.pixel(x: 20, y: 20) == RasterImage.Pixel(red: 127, green: 127, blue: 255))

        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let message = verifySnapshot(of: node, as: .filmstrip(at: [0.6, 0.8, 1], on: clock, scale: 1), named: "fade", record: .all, snapshotDirectory: folder)
        #expect(message != nil)
        #expect(clock.now == 1)
        let strip = try RasterImage(contentsOfPNG: URL(fileURLWithPath: folder).appendingPathComponent("transitionTimes.fade.png"))
        #expect(strip.width == 3 * 60 + 4 * 12)
        // The first cell at 0.6 s: 40 % blue; the last at 1 s: white.
        #expect(strip.pixel(x: 12 + 20, y: 12 + 20) == RasterImage.Pixel(red: 153, green: 153, blue: 255))
        #expect(strip.pixel(x: 12 + 2 * 72 + 20, y: 12 + 20) == RasterImage.Pixel(red: 255, green: 255, blue: 255))
    }

    @Test("presentation trees and raster images have strategies of their own")
    func treesAndImages() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (node, _, _) = try Self.scene()
        let tree = node.presentationTree()
        // The root keeps its position: on a 200×160 canvas it is drawn at (100, 100).
        _ = verifySnapshot(of: tree, as: .image(size: CGSize(width: 200, height: 160), scale: 1), named: "tree", record: .all, snapshotDirectory: folder)
        let image = try RasterImage(contentsOfPNG: URL(fileURLWithPath: folder).appendingPathComponent("treesAndImages.tree.png"))
        #expect(image.pixel(x: 115, y: 115) == RasterImage.Pixel(red: 0, green: 0, blue: 255))
        #expect(image.pixel(x: 50, y: 50) == .clear)
        #expect(verifySnapshot(of: image, as: .png, named: "tree", record: .never, snapshotDirectory: folder) == nil)
        _ = verifySnapshot(of: [tree, tree], as: .filmstrip(canvasSize: CGSize(width: 200, height: 160), scale: 1), named: "strip", record: .all, snapshotDirectory: folder)
        #expect(FileManager.default.fileExists(atPath: URL(fileURLWithPath: folder).appendingPathComponent("treesAndImages.strip.png").path))
    }
}
