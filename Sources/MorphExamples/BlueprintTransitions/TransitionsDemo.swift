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

    /// The size the demo is laid out for: a phone's width.
    public static let size = CGSize(width: 390, height: 476)

    /// The node kind of the rows' labels: a `TextNode`.
    public static let labelKind = NodeKind("TextNode")

    /// Builds a `TextNode` for the demo's texts (the labels, and the title, subtitle and section
    /// headers, each of its own kind), a plain node for anything else.
    @MainActor
    public static func makeNode(for description: NodeDescription, animator: Animator) -> DisplayNode {
        guard let style = DemoLabel.Style(kind: description.kind) else { return DisplayNode(name: description.name, animator: animator) }
        let node = TextNode(description.name ?? "", style: TextStyle(font: style.font), name: description.name, animator: animator)
        // The text follows the host's traits: its appearance, and its size for the text style.
        node.dynamicTextColor = style.color
        return node
    }

    /// A title, two cards of rows under their section headers, on a grouped-list background.
    public var content: ElementContent {
        let moved = phase == .moved
        let layoutRows: [any Element] = [
            DemoRow(title: ".none", transition: .none, moved: moved, color: Self.red),
            DemoRow(title: ".specific(0.3 s)", transition: .specific(.curve(.easeOut, duration: 0.3)), moved: moved, color: Self.orange),
            DemoRow(title: ".inherited", transition: .inherited, moved: moved, color: Self.green),
            DemoRow(title: ".inheritedWithFallback", transition: .inheritedWithFallback(.curve(.easeInOut, duration: 0.5)), moved: moved, color: Self.blue),
            NestedDemoRow(moved: moved),
        ]
        let children: [any Element] = [
            Header(),
            DemoLabel(text: "LAYOUT TRANSITIONS", style: .section, width: 300, spacingBefore: 14),
            DemoCard(name: "layout transitions card", rows: layoutRows),
            DemoLabel(text: "VISIBILITY TRANSITIONS", style: .section, width: 300, spacingBefore: 14),
            DemoCard(name: "visibility transitions card", rows: [VisibilityDemoRow(shown: !moved)]),
        ]
        // Section headers sit 6 points over their cards and 20 under what precedes them.
        return ElementContent(children: children) { children in
            InsetLayoutSpec(
                insets: EdgeInsets(top: 20, left: 16, bottom: 16, right: 16),
                child: StackLayoutSpec(direction: .vertical, spacing: 6, alignItems: .stretch, children: children)
            )
        }
    }

    /// The grouped-list background.
    public func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { $0.name = "page"; $0.backgroundColor = Self.background.resolved(in: context.traitCollection) }
    }

    /// The title and the line under it.
    struct Header: Element {
        var content: ElementContent {
            let texts: [any Element] = [
                DemoLabel(text: "Blueprint transitions", style: .title, width: 300),
                DemoLabel(text: "Each swatch moves with its own transition.", style: .subtitle, width: 358),
            ]
            return ElementContent(children: texts) { children in
                StackLayoutSpec(direction: .vertical, spacing: 4, children: children)
            }
        }

        func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? { nil }
    }

    // The system palette of a grouped list, in both appearances.
    static let red = DynamicColor.systemRed
    static let orange = DynamicColor.systemOrange
    static let green = DynamicColor.systemGreen
    static let blue = DynamicColor.systemBlue
    static let purple = DynamicColor.systemPurple
    static let lane = DynamicColor(light: Color(red: 233 / 255, green: 233 / 255, blue: 238 / 255), dark: Color(red: 58 / 255, green: 58 / 255, blue: 60 / 255))
    static let background = DynamicColor.systemGroupedBackground
    static let card = DynamicColor.secondarySystemGroupedBackground
    static let label = DynamicColor.label
    static let secondaryLabel = DynamicColor.secondaryLabel
}
