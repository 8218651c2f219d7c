import Foundation
import Morph
import Testing

@Suite("TextNode")
@MainActor
struct TextNodeTests {
    static let style = TextStyle(font: Font(.sans, size: 12))

    @Test("a text node is as large as its text laid out for the widest line its parent allows")
    func measuresText() throws {
        let text = "Sign up to get started with Morph today"
        let node = TextNode(text, style: Self.style)
        let unlimited = try TextLayout(text, style: Self.style)
        #expect(try node.layoutThatFits(.unconstrained).size == unlimited.size)
        let wrapped = try TextLayout(text, style: Self.style, maximumWidth: 100)
        #expect(wrapped.lines.count > 1)
        #expect(try node.layoutThatFits(range(0, 0, 100, 1000)).size == wrapped.size)
        // The range still clamps.
        #expect(try node.layoutThatFits(exactly(50, 10)).size == CGSize(width: 50, height: 10))
    }

    @Test("a parent offering a finite width beyond 9e15 points gets the unlimited layout, not a trap", arguments: [
        1e16, 1e300, CGFloat.greatestFiniteMagnitude,
    ])
    func hugeOfferedWidth(width: CGFloat) throws {
        let node = TextNode("Sign up to get started", style: Self.style)
        let unlimited = try TextLayout("Sign up to get started", style: Self.style).size
        let layout = try node.layoutThatFits(SizeRange(min: .zero, max: CGSize(width: width, height: .infinity)))
        #expect(layout.size == unlimited)
        #expect(node.measurementError == nil)
    }

    @Test("the line limit and alignment of its style apply")
    func lineLimit() throws {
        var style = Self.style
        style.lineLimit = 1
        style.alignment = .center
        let node = TextNode("one two three four five six", style: style)
        let size = try node.layoutThatFits(range(0, 0, 60, 1000)).size
        let metrics = try FontMetrics(style.font)
        #expect(size.height == ceil(metrics.lineHeight))
        node.frame = CGRect(origin: .zero, size: CGSize(width: 100, height: size.height))
        let shown = try #require(node.displayedTextLayout)
        #expect(shown.lines.count == 1)
        #expect(shown.lines[0].text.hasSuffix("…"))
        #expect(abs(shown.lines[0].x - (100 - shown.lines[0].width) / 2) < 1e-9)
    }

    @Test("its ascender and descender come from its font, so baseline stacks align text")
    func baselines() throws {
        let small = TextNode("small", style: TextStyle(font: Font(.sans, size: 12)))
        let large = TextNode("Large", style: TextStyle(font: Font(.sans, size: 24)))
        let metrics = try FontMetrics(Font(.sans, size: 12))
        #expect(small.style.ascender == metrics.ascender)
        #expect(small.style.descender == metrics.descender)
        let host = DisplayNode()
        host.layoutSpecBlock = { _, _ in
            StackLayoutSpec(direction: .horizontal, spacing: 4, alignItems: .baselineFirst, children: [small, large])
        }
        let layout = try host.layoutThatFits(.unconstrained)
        let smallFrame = try #require(layout.frame(for: small))
        let largeFrame = try #require(layout.frame(for: large))
        #expect(abs((smallFrame.minY + small.style.ascender) - (largeFrame.minY + large.style.ascender)) <= 0.5)
    }

    @Test("changing the string or the style invalidates the layout")
    func invalidation() throws {
        let node = TextNode("Hi", style: Self.style)
        let first = try node.layoutThatFits(.unconstrained).size
        let version = node.layoutVersion
        node.string = "Hi"
        #expect(node.layoutVersion == version)
        node.string = "Hello there"
        #expect(node.layoutVersion > version)
        #expect(try node.layoutThatFits(.unconstrained).size.width > first.width)
        node.font = Font(.sans, size: 24)
        #expect(try node.layoutThatFits(.unconstrained).size.height > first.height)
        #expect(node.style.ascender == (try FontMetrics(Font(.sans, size: 24))).ascender)
    }

    @Test("a font that cannot be used is a typed layout error, and the text error is kept")
    func badFont() {
        let missing = TextNode("x", style: TextStyle(font: Font(FontFamily("NoSuchFontFamily"), size: 12)), name: "label")
        #expect(throws: LayoutError.self) { try missing.layoutThatFits(.unconstrained) }
        if case .fontNotFound = missing.measurementError {} else {
            Issue.record("measurementError is \(String(describing: missing.measurementError))")
        }
        let tiny = TextNode("x", style: TextStyle(font: Font(.sans, size: 0)), name: "tiny")
        do {
            _ = try tiny.layoutThatFits(.unconstrained)
            Issue.record("a 0 pt font was measured")
        } catch {
            guard case .invalidValue("textStyle", 0, "tiny", _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }
        #expect(tiny.measurementError == .invalidFontSize(0))
        // Fixing the style measures again.
        tiny.font = Font(.sans, size: 10)
        #expect((try? tiny.layoutThatFits(.unconstrained)) != nil)
        #expect(tiny.measurementError == nil)
    }

    @Test("the text colour is an animatable view property")
    func textColor() {
        let environment = MotionEnvironment()
        let node = environment.make { TextNode("x", color: .black) }
        #expect(node.textColor == .black)
        withAnimation(.curve(.linear, duration: 1)) { node.textColor = .white }
        environment.clock.advance(by: 0.5)
        #expect(abs(node.presentationTextColor.red - 0.5) < 1e-6)
        #expect(node.presentationTextColor(at: 1) == .white)
        #expect(node.isAnimating)
        #expect(node.animationEndTime == 1)
        environment.clock.advance(by: 0.5)
        #expect(!node.isAnimating)
    }

    @Test("text is measured off the main actor during an asynchronous transition")
    func measuredInBackground() async throws {
        let environment = MotionEnvironment()
        let (host, label) = environment.make { (DisplayNode(name: "host"), TextNode("Hello", style: Self.style)) }
        host.automaticallyManagesSubnodes = true
        host.layoutSpecBlock = { _, _ in StackLayoutSpec(alignItems: .start, children: [label]) }
        host.frame = rect(0, 0, 200, 50)
        try host.layoutIfNeeded()
        label.string = "Hello, background world"
        #expect(try await host.transitionLayout(animated: false) == .completed)
        #expect(label.frame.size == (try TextLayout("Hello, background world", style: Self.style)).size)
    }
}
