import Foundation
import Morph
@testable import MorphAccessibility

/// A small window's tree as an AT-SPI model: a form with a text field, a button, a heading, an
/// image, a progress indicator and a list of three selectable rows, in a window at (100, 50).
@MainActor
struct ModelFixture {
    let clock = ManualClock()
    let root: DisplayNode
    let field: EditableTextNode
    let button: ButtonNode
    let heading: TextNode
    let image: ImageNode
    let progress: DisplayNode
    let list: FixtureList
    let window = AccessibilityWindow(title: "Form", frame: CGRect(x: 100, y: 50, width: 300, height: 400))

    init() throws {
        let animator = Animator(clock: clock)
        (root, field, button, heading, image, progress, list) = try DisplayNode.withAnimator(animator) {
            let field = EditableTextNode(text: "Hi there. Bye!", placeholder: "Message")
            let button = ButtonNode(title: "Send")
            let heading = TextNode("Compose")
            heading.accessibilityTraits = [.staticText, .header]
            let image = ImageNode(size: CGSize(width: 20, height: 20), fillColor: .black)
            image.accessibilityLabel = "Avatar"
            let progress = DisplayNode(name: "progress")
            progress.isAccessibilityElement = true
            progress.accessibilityRole = .progressIndicator
            progress.accessibilityLabel = "Upload"
            progress.accessibilityValue = "30%"
            progress.accessibilityNumericValue = AccessibilityNumericValue(current: 0.3)
            progress.style.preferredSize = CGSize(width: 100, height: 8)
            let list = FixtureList()
            let root = DisplayNode(name: "root")
            root.automaticallyManagesSubnodes = true
            root.layoutSpecBlock = { _, _ in
                StackLayoutSpec(direction: .vertical, spacing: 10, alignItems: .stretch, children: [heading, image, field, button, progress, list])
            }
            root.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
            try root.layoutIfNeeded()
            return (root, field, button, heading, image, progress, list)
        }
    }

    /// The model of the tree as it is now.
    func model(busName: String = ":1.7", clipboard: String = "") -> AtspiModel {
        Self.model(of: root, in: window, busName: busName, clipboard: clipboard)
    }

    /// The model of `root`'s tree as it is now, in `window`, as the application `name`.
    static func model(of root: DisplayNode, in window: AccessibilityWindow, name: String = "fixture", busName: String = ":1.7", clipboard: String = "") -> AtspiModel {
        AtspiModel(
            snapshot: AtspiSnapshot(tree: root.semanticsTree(), window: window), busName: busName, applicationName: name,
            applicationID: 3, desktop: AtspiReference(name: ":1.1", path: "/org/a11y/atspi/accessible/root"), clipboard: clipboard
        )
    }
}

/// Three rows, one selected.
final class FixtureList: DisplayNode, AccessibilitySelectionContainer {
    let rows = ["One", "Two", "Three"].map { TextNode($0) }
    var selected = 1

    init() {
        super.init(name: "list")
        automaticallyManagesSubnodes = true
    }

    var accessibilitySelectionMode: AccessibilitySelectionMode { .multiple }

    func accessibilityIsSelected(_ item: DisplayNode) -> Bool {
        rows.firstIndex { $0 === item } == selected
    }

    func accessibilitySetSelected(_ selected: Bool, for item: DisplayNode) -> Bool {
        guard let index = rows.firstIndex(where: { $0 === item }) else { return false }
        self.selected = selected ? index : -1
        return true
    }

    override nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        StackLayoutSpec(direction: .vertical, children: rows)
    }
}

extension AtspiReply {
    /// The reply's values, or nil for another kind of reply.
    var values: [DBusValue]? {
        if case .values(let values) = self { return values }
        return nil
    }

    /// The request, or nil.
    var request: AccessibilityRequest? {
        if case .request(let request) = self { return request }
        return nil
    }

    /// The error's name, or nil.
    var errorName: String? {
        if case .error(let name, _) = self { return name }
        return nil
    }
}
