import Foundation
import Morph

/// Every example in one window: a menu with a button per example; a tap shows that example,
/// centred under a "‹ Examples" button, and the button (or Escape) brings the menu back — what
/// `morph play` shows without an example's name.
public final class ExampleGalleryNode: DisplayNode {
    /// The window size the gallery is made for: the menu of every example, and the article (the
    /// tallest phone-sized example) under the back button.
    public static let size = CGSize(width: 400, height: 720)

    /// The example shown, or nil for the menu; a layout input.
    public let shownExample = LayoutInput<String?>(nil)
    /// The heading over the menu.
    public let heading = TextNode("Morph examples", style: TextStyle(font: ExampleGalleryNode.headingFont), name: "heading")

    /// The heading's font: 24-point bold, scaled with the text size as a title 2.
    private nonisolated static var headingFont: Font {
        var font = Font(textStyle: .title2)
        font.size = 24
        font.weight = .bold
        return font
    }
    /// One button per example, in the catalogue's order.
    public let menuButtons: [ButtonNode]
    /// The button over an example that goes back to the menu.
    public let backButton: ButtonNode
    /// The scene of the example shown, built when it is chosen.
    private let shownScene = LayoutInput<SceneBox?>(nil)

    /// A reference to a scene's root, compared by identity (a layout input needs equality).
    private struct SceneBox: Equatable, Sendable {
        let root: DisplayNode
        static func == (lhs: SceneBox, rhs: SceneBox) -> Bool { lhs.root === rhs.root }
    }

    /// A gallery of `examples` (every example by default).
    public init(examples: [Example] = Examples.all) {
        let buttonStyle = TextStyle(font: Font(textStyle: .body))
        menuButtons = examples.map { example in
            let button = ButtonNode(
                title: example.title,
                titleStyle: buttonStyle,
                titleColor: .white,
                contentInsets: EdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20),
                name: "open \(example.name)"
            )
            button.backgroundNode.cornerRadius = 10
            button.backgroundNode.setDynamicColor(SignupFormNode.buttonFill, for: .backgroundColor)
            return button
        }
        backButton = ButtonNode(
            title: "‹ Examples",
            titleStyle: buttonStyle,
            contentInsets: EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12),
            name: "back"
        )
        super.init(name: "gallery")
        automaticallyManagesSubnodes = true
        setDynamicColor(DynamicColor(light: Color(white: 0.97), dark: Color(white: 0.05)), for: .backgroundColor)
        heading.dynamicTextColor = .label
        backButton.titleNode.dynamicTextColor = SignupFormNode.buttonFill
        for (button, example) in zip(menuButtons, examples) {
            button.onTap = { [weak self] _ in self?.show(example) }
        }
        backButton.onTap = { [weak self] _ in self?.showMenu() }
        backButton.title = "‹ Examples"
        heading.accessibilityTraits = [.staticText, .header]
        backButton.accessibilityLabel = "Back"
        backButton.accessibilityHint = "Goes back to the list of examples"
    }

    /// The back button's arrow points towards the leading edge: ‹ left to right, › right to left.
    override public func traitCollectionDidChange(previous: TraitCollection) {
        super.traitCollectionDidChange(previous: previous)
        backButton.title = traitCollection.layoutDirection.isRightToLeft ? "› Examples" : "‹ Examples"
    }

    /// Shows `example`, built fresh, with a transition; a build error goes to the error handler.
    public func show(_ example: Example) {
        do {
            let scene = try example.makeScene()
            // In the gallery's traits, as tall as its content needs (larger text is taller).
            scene.root.hostTraitCollection = traitCollection
            scene.root.style.preferredSize = try scene.fittingSize(width: example.size.width, minimumHeight: example.size.height)
            shownScene.value = SceneBox(root: scene.root)
            shownExample.value = example.name
            try transitionLayout(animated: true)
        } catch {
            reportError(error)
        }
    }

    /// Goes back to the menu, with a transition.
    public func showMenu() {
        shownScene.value = nil
        shownExample.value = nil
        do {
            try transitionLayout(animated: true)
        } catch {
            reportError(error)
        }
    }

    /// Escape goes back to the menu.
    override public func keyEvent(_ event: KeyEvent) -> Bool {
        guard event.phase == .down, event.key == .escape, shownExample.value != nil else { return false }
        showMenu()
        return true
    }

    override public func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        if let scene = shownScene.value {
            let centred = CenterLayoutSpec(centeringOptions: .xy, child: scene.root).styled {
                $0.flexGrow = 1
                $0.alignSelf = .stretch
            }
            let column = StackLayoutSpec(direction: .vertical, spacing: 12, alignItems: .start, children: [backButton, centred])
            return InsetLayoutSpec(insets: EdgeInsets(all: 16), child: column)
        }
        let column = StackLayoutSpec(direction: .vertical, spacing: 14, alignItems: .stretch, children: [heading] + menuButtons)
        return InsetLayoutSpec(insets: EdgeInsets(top: 32, left: 32, bottom: 32, right: 32), child: column)
    }
}
