import Foundation
import Morph
import MorphElements

/// The element tree of the Blueprint transitions example: one row per `LayoutTransition` with
/// a swatch that slides across its lane, a nested row whose inner swatches inherit from (or cut
/// off) their container's specific transition, and three swatches that appear and disappear with
/// `VisibilityTransition.fade`, `VisibilityTransition.scale` and
/// `VisibilityTransition.scaleAndFade`.
///
/// Show it in an `ElementHostNode` whose `ElementHostNode.makeNodeForKind` is
/// ``makeNode(for:animator:)`` (for the labels), and change ``phase``.
public struct TransitionsDemo: Element {
    /// What the demo shows.
    public enum Phase: Int, Sendable, CaseIterable {
        /// Swatches on the left; the visibility swatches shown.
        case start
        /// Swatches on the right; the visibility swatches gone.
        case moved
        /// Swatches back on the left; the visibility swatches back.
        case back
    }

    /// The phase shown.
    public var phase: Phase

    /// The demo in `phase`.
    public init(phase: Phase = .start) {
        self.phase = phase
    }

    /// The size the demo is laid out for.
    public static let size = CGSize(width: 360, height: 300)

    /// The node kind of the labels: a `TextNode`.
    public static let labelKind = NodeKind("TextNode")

    /// Builds a `TextNode` for the labels, a plain node for anything else.
    @MainActor
    public static func makeNode(for description: NodeDescription, animator: Animator) -> DisplayNode {
        guard description.kind == labelKind else { return DisplayNode(name: description.name, animator: animator) }
        let style = TextStyle(font: Font(.sans, size: 12))
        return TextNode(description.name ?? "", style: style, color: Color(white: 0.2), name: description.name, animator: animator)
    }

    /// The rows, top to bottom.
    public var content: ElementContent {
        let moved = phase == .moved
        let rows: [any Element] = [
            DemoRow(title: ".none", transition: .none, moved: moved, color: Self.red),
            DemoRow(title: ".specific(0.3 s)", transition: .specific(.curve(.easeOut, duration: 0.3)), moved: moved, color: Self.orange),
            DemoRow(title: ".inherited", transition: .inherited, moved: moved, color: Self.green),
            DemoRow(title: ".inheritedWithFallback", transition: .inheritedWithFallback(.curve(.easeInOut, duration: 0.5)), moved: moved, color: Self.blue),
            NestedDemoRow(moved: moved),
            VisibilityDemoRow(shown: !moved),
        ]
        return ElementContent(children: rows) { children in
            InsetLayoutSpec(insets: EdgeInsets(all: 12), child: StackLayoutSpec(direction: .vertical, spacing: 10, children: children))
        }
    }

    /// A white page.
    public func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { $0.name = "page"; $0.backgroundColor = .white }
    }

    static let red = Color(red: 0.86, green: 0.24, blue: 0.24)
    static let orange = Color(red: 0.95, green: 0.6, blue: 0.15)
    static let green = Color(red: 0.2, green: 0.65, blue: 0.35)
    static let blue = Color(red: 0.2, green: 0.45, blue: 0.85)
    static let purple = Color(red: 0.55, green: 0.3, blue: 0.75)
    static let lane = Color(white: 0.93)
}
