import Foundation
import Morph
import Testing

@Suite("ButtonNode")
@MainActor
struct ButtonNodeTests {
    static let style = TextStyle(font: Font(.sans, size: 16))

    @Test("a button is its title plus its content insets, on a background that fills it")
    func layout() throws {
        let environment = MotionEnvironment()
        let button = environment.make {
            ButtonNode(title: "Next", titleStyle: Self.style, backgroundColor: .blue,
                       contentInsets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), name: "next")
        }
        let title = try TextLayout("Next", style: Self.style).size
        let size = CGSize(width: title.width + 32, height: title.height + 16)
        #expect(try button.layoutThatFits(.unconstrained).size == size)
        button.frame = CGRect(origin: .zero, size: size)
        try button.layoutIfNeeded()
        #expect(names(button.subnodes) == ["next.background", "next.title"])
        #expect(button.backgroundNode.frame == CGRect(origin: .zero, size: size))
        #expect(button.titleNode.frame == CGRect(origin: CGPoint(x: 16, y: 8), size: title))
        #expect(button.backgroundNode.backgroundColor == .blue)
        button.assertInvariants()
    }

    @Test("in a larger exact range the title stays centred")
    func centred() throws {
        let button = ButtonNode(title: "OK", titleStyle: Self.style)
        button.frame = rect(0, 0, 200, 60)
        try button.layoutIfNeeded()
        let title = try TextLayout("OK", style: Self.style).size
        #expect(close(button.titleNode.frame, CGRect(x: (200 - title.width) / 2, y: (60 - title.height) / 2, width: title.width, height: title.height), tolerance: 0.5))
        #expect(button.backgroundNode.frame == rect(0, 0, 200, 60))
    }

    @Test("changing the title or the insets invalidates the button's layout")
    func invalidation() throws {
        let button = ButtonNode(title: "Go", titleStyle: Self.style)
        button.frame = rect(0, 0, 100, 40)
        try button.layoutIfNeeded()
        var version = button.layoutVersion
        button.title = "Continue"
        #expect(button.layoutVersion > version)
        version = button.layoutVersion
        button.contentInsets = EdgeInsets(all: 4)
        #expect(button.layoutVersion > version)
        #expect(button.contentInsets == EdgeInsets(all: 4))
        button.contentInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(throws: LayoutError.self) { try button.layoutThatFits(.unconstrained) }
    }
}
