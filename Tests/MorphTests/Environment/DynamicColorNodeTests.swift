import Foundation
import Morph
import Testing

@Suite("Dynamic colours on nodes")
@MainActor
struct DynamicColorNodeTests {
    static let surface = DynamicColor(light: .white, dark: Color(white: 0.1))

    @Test("a dynamic colour resolves in the node's traits and again when they change")
    func resolvesAndFollows() throws {
        let environment = MotionEnvironment()
        let root = environment.make { DisplayNode(name: "root") }
        let card = environment.make { DisplayNode(name: "card") }
        try root.addSubnode(card)
        card.setDynamicColor(Self.surface, for: .backgroundColor)
        #expect(card.backgroundColor == .white)
        #expect(card.dynamicColor(for: .backgroundColor) == Self.surface)
        root.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(card.backgroundColor == Color(white: 0.1))
        // A node added to a dark tree takes the dark colour at once, without animating.
        let newcomer = environment.make { DisplayNode(name: "newcomer") }
        newcomer.setDynamicColor(Self.surface, for: .borderColor)
        #expect(newcomer.borderColor == .white)
        try root.addSubnode(newcomer)
        #expect(newcomer.borderColor == Color(white: 0.1))
        #expect(newcomer.presentation.borderColor == Color(white: 0.1))
    }

    @Test("switching appearance cross-fades dynamic colours with the default transition")
    func crossFades() throws {
        let environment = MotionEnvironment()
        let root = environment.make { DisplayNode(name: "root") }
        root.frame = rect(0, 0, 50, 50)
        try root.layoutIfNeeded()
        root.setDynamicColor(Self.surface, for: .backgroundColor)
        try root.transitionTraitCollection(to: TraitCollection(userInterfaceStyle: .dark))
        #expect(root.backgroundColor == Color(white: 0.1))
        // Halfway through the default 0.2 s ease-in-out, the colour is between the two.
        environment.clock.advance(by: 0.1)
        let halfway = root.presentation.backgroundColor
        #expect(halfway.red < 0.9 && halfway.red > 0.2)
        environment.clock.advance(by: 0.2)
        #expect(root.presentation.backgroundColor == Color(white: 0.1))
        // Without animation the change jumps.
        try root.transitionTraitCollection(to: TraitCollection(), animated: false)
        #expect(root.presentation.backgroundColor == .white)
    }

    @Test("setting a plain colour ends the binding; a text node's colour can follow one too")
    func plainColorWins() throws {
        let node = DisplayNode()
        node.setDynamicColor(Self.surface, for: .backgroundColor)
        node.backgroundColor = .red
        #expect(node.dynamicColor(for: .backgroundColor) == nil)
        node.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(node.backgroundColor == .red)

        let text = TextNode("Hi")
        text.dynamicTextColor = DynamicColor(light: .black, dark: .white)
        #expect(text.textColor == .black)
        text.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(text.textColor == .white)
        text.dynamicTextColor = nil
        text.hostTraitCollection = TraitCollection()
        #expect(text.textColor == .white)
    }
}
