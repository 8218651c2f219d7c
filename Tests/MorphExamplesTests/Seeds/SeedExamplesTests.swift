import Foundation
import Testing
import MorphExamples

/// The node seed examples, checked at the start, the middle and the end of their transitions.
@Suite("Seed examples")
@MainActor
struct SeedExamplesTests {
    @Test("the catalog names every example once, and lookup by name finds it")
    func catalog() {
        let names = Examples.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names { #expect(Examples.named(name)?.name == name) }
        #expect(Examples.named("missing") == nil)
    }

    @Test("signup: the age field slides in over 0.4 s while the name field slides out, and back")
    func signup() throws {
        let timeline = try Example.signupForm.sample()
        let start = try #require(timeline.frames.first { $0.layers.contains { $0.name == "age field" } })
        let age = try #require(start.layers.first { $0.name == "age field" }?.attributes)
        let name = try #require(start.layers.first { $0.name == "name field" }?.attributes)
        #expect(age.alpha == 0)
        #expect(age.frame.minX == name.frame.maxX)          // one width to the right
        let middle = try #require(timeline.frame(at: start.time + 0.2))
        #expect(abs((middle.layers.first { $0.name == "age field" }?.attributes.alpha ?? 0) - 0.5) < 0.02)
        let end = try #require(timeline.frame(at: start.time + 0.4))
        #expect(end.layers.first { $0.name == "age field" }?.attributes.frame.minX == 15)
        #expect(!end.layers.contains { $0.name == "name field" })
        let last = try #require(timeline.frames.last)
        #expect(last.layers.map(\.name).contains("name field"))
        #expect(!last.layers.map(\.name).contains("age field"))
    }

    @Test("progress: the bar's width follows the ratio 0 → 0.3 → 0.8 of the 300-point track")
    func progress() throws {
        let timeline = try Example.progressBar.sample()
        func barWidth(_ frame: PresentationTree) -> CGFloat? { frame.layers.first { $0.name == "bar" }?.attributes.frame.width }
        #expect(barWidth(try #require(timeline.frames.first)) == 0)
        let widths = timeline.frames.compactMap(barWidth)
        #expect(widths.contains { $0 > 0 && $0 < 90 })                       // animating to 90
        #expect(widths.contains { abs($0 - 90) < 1e-9 })                     // settled at 0.3
        #expect(barWidth(try #require(timeline.frames.last)) == 240)         // 0.8 × 300
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })  // never shrinks
    }

    @Test("photo: photo 150×150 at (20, 20), icon 40×40 at (150, 0), then the icon moves and back")
    func photo() throws {
        let timeline = try Example.photoWithIcon.sample()
        let first = try #require(timeline.frames.first)
        #expect(first.layers.first { $0.name == "photo" }?.attributes.frame == CGRect(x: 20, y: 20, width: 150, height: 150))
        #expect(first.layers.first { $0.name == "icon" }?.attributes.frame == CGRect(x: 150, y: 0, width: 40, height: 40))
        #expect(first.layers.first { $0.name == "photo with icon" }?.attributes.frame.size == CGSize(width: 190, height: 190))
        let iconFrames = timeline.frames.compactMap { $0.layers.first { $0.name == "icon" }?.attributes.frame }
        #expect(iconFrames.contains(CGRect(x: 0, y: 150, width: 40, height: 40)))
        #expect(iconFrames.last == CGRect(x: 150, y: 0, width: 40, height: 40))
    }

    @Test("photo: the photo is the decoded rocket JPEG, aspect-filled; the icon shows the portrait cropped to a 60-point circle with a border")
    func photoImages() async throws {
        let scene = try Example.photoWithIcon.makeScene()
        let node = try #require(scene.root as? PhotoWithIconNode)
        let photo = try #require(node.photo.decodedImage)
        #expect(photo.format == .jpeg)
        #expect(photo.size == CGSize(width: 640, height: 427))
        #expect(node.photo.contentMode == .aspectFill)
        #expect(node.icon.imageModification == PhotoWithIconNode.iconModification)
        // Shown from the first frame: the initialiser filled the cache.
        let icon = try #require(node.icon.displayedImage)
        #expect(icon.pixelWidth == 120 && icon.pixelHeight == 120 && icon.scale == 2)
        #expect(icon.pixel(x: 0, y: 0) == 0, "outside the circle is transparent")
        let border = try #require(icon.color(x: 60, y: 2))
        #expect(border.red > 0.95 && border.green > 0.95 && border.blue > 0.95 && border.alpha > 0.95, "the ring is white")
        let face = try #require(icon.color(x: 60, y: 60))
        #expect(face.alpha == 1 && !(face.red > 0.95 && face.green > 0.95 && face.blue > 0.95), "the portrait shows inside")
        #expect(await node.icon.waitForImageModification() == icon)
    }

    @Test("progress: the card's percentage follows the ratio, 0 % → 30 % → 80 %")
    func progressPercentage() throws {
        let timeline = try Example.progressBar.sample()
        let texts = timeline.frames.compactMap { frame -> String? in
            guard case let .text(layout, _)? = frame.layers.first(where: { $0.name == "percentage" })?.content else { return nil }
            return layout.lines.map(\.text).joined()
        }
        #expect(texts.first == "0%")
        #expect(texts.contains("30%"))
        #expect(texts.last == "80%")
    }

    @Test("a bad size or frame rate is a typed error")
    func badInput() {
        #expect(throws: ExampleError.self) { try Example.signupForm.sample(size: CGSize(width: -1, height: 10)) }
        #expect(throws: ExampleError.self) { try Example.signupForm.sample(framesPerSecond: 0) }
    }
}
