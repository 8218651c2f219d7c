import Foundation
import Synchronization
import Testing
@testable import Morph
import MorphTestSupport

/// Counts the runs of a modification and whether any ran on the main actor.
final class ModificationProbe: Sendable {
    private let state = Mutex<(runs: Int, onMainActor: Int)>((0, 0))

    func record() {
        let onMain = MainActorThread.isCurrent
        state.withLock { state in
            state.runs += 1
            if onMain { state.onMainActor += 1 }
        }
    }

    var runs: Int { state.withLock { $0.runs } }
    var runsOnMainActor: Int { state.withLock { $0.onMainActor } }
}

/// A modification that inverts the colour channels (alpha kept), unique per test through `id`.
func invertingModification(_ id: String, probe: ModificationProbe? = nil, gate: Gate? = nil) -> ImageModification {
    ImageModification("invert \(id)") { image in
        probe?.record()
        gate?.wait()
        let pixels = image.pixels.map { pixel -> UInt32 in
            let alpha = pixel >> 24
            // Premultiplied: each channel c becomes alpha - c.
            let red = alpha - (pixel >> 16 & 0xFF), green = alpha - (pixel >> 8 & 0xFF), blue = alpha - (pixel & 0xFF)
            return alpha << 24 | red << 16 | green << 8 | blue
        }
        return try DecodedImage(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: pixels)
    }
}

private struct Refusal: Error, CustomStringConvertible {
    var description: String { "refused on purpose" }
}

@Suite("Image node modification")
@MainActor
struct ImageNodeModificationTests {
    typealias F = ImageFixtures

    @Test("a modification runs off the main actor and the node draws its result")
    func runsOffTheMainActor() async throws {
        _ = MotionEnvironment()
        let probe = ModificationProbe()
        let node = try ImageNode(contentsOf: F.url("chelsea.png"))
        let source = try #require(node.decodedImage)
        #expect(node.displayedImage == source)

        node.imageModification = invertingModification(UUID().uuidString, probe: probe)
        let shown = try #require(await node.waitForImageModification())
        #expect(probe.runs == 1 && probe.runsOnMainActor == 0)
        #expect(shown.pixel(x: 0, y: 0) != source.pixel(x: 0, y: 0))
        #expect(shown.size == source.size)
        #expect(node.decodedImage == source)
        #expect(node.presentationContent(at: nil) == .image(shown, contentMode: .scaleToFill))
        // The layout keeps the decoded image's size.
        #expect(node.intrinsicSize == CGSize(width: 451, height: 300))

        node.imageModification = nil
        #expect(node.displayedImage == source)
    }

    @Test("the modified image is cached: another node with the same file and modification shows it at once")
    func cachedAcrossNodes() async throws {
        let probe = ModificationProbe()
        let modification = invertingModification(UUID().uuidString, probe: probe)
        let first = try ImageNode(contentsOf: F.url("coffee.png"))
        first.imageModification = modification
        let modified = try #require(await first.waitForImageModification())

        let second = try ImageNode(contentsOf: F.url("coffee.png"))
        second.imageModification = modification
        #expect(second.displayedImage == modified)
        #expect(await second.waitForImageModification() == modified)
        #expect(probe.runs == 1)

        // Another file with the same modification is another result.
        let third = try ImageNode(contentsOf: F.url("chelsea.png"))
        third.imageModification = modification
        #expect(await third.waitForImageModification() != modified)
        #expect(probe.runs == 2)
    }

    @Test("while a modification runs the node draws no image, and a newer one wins over an older one still running")
    func newerModificationWins() async throws {
        let gate = Gate()
        let slow = invertingModification(UUID().uuidString, gate: gate)
        let fast = ImageModification("identity \(UUID().uuidString)") { $0 }
        let node = try ImageNode(contentsOf: F.url("chelsea.png"))
        let source = try #require(node.decodedImage)

        node.imageModification = slow
        await gate.arrival()
        #expect(node.displayedImage == nil)
        #expect(node.presentationContent(at: nil) == nil)

        node.imageModification = fast
        #expect(await node.waitForImageModification() == source)
        // The slow one finishes after it was replaced: its result is cached but not shown.
        gate.open()
        let other = try ImageNode(contentsOf: F.url("chelsea.png"))
        other.imageModification = slow
        let slowResult = await other.waitForImageModification()
        #expect(slowResult != nil && slowResult != source)
        #expect(node.displayedImage == source)
    }

    @Test("a failing modification reports a typed error naming the file and the node draws no image")
    func failureIsReported() async throws {
        let url = try F.url("chelsea.png")
        let identifier = "refuse \(UUID().uuidString)"
        let node = try ImageNode(contentsOf: url)
        let reported: ImageError? = await withCheckedContinuation { continuation in
            node.errorHandler = { error in
                node.errorHandler = nil
                continuation.resume(returning: error as? ImageError)
            }
            node.imageModification = ImageModification(identifier) { _ in throw Refusal() }
        }
        #expect(reported == ImageError(path: url.path, reason: .modificationFailed(modification: identifier, message: "refused on purpose")))
        #expect(await node.waitForImageModification() == nil)
        #expect(node.presentationContent(at: nil) == nil)
        #expect(node.decodedImage != nil)
    }
}
