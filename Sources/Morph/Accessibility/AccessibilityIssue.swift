import Foundation

/// Something that keeps assistive technology from describing a node, found by
/// ``SemanticsTree/audit()``.
public struct AccessibilityIssue: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Hashable, Sendable {
        /// A control — a button, link, text field, adjustable control, or any node with actions or
        /// that takes the focus — has no name: a screen reader can only say "button".
        case unnamedControl
        /// An image has no label: a screen reader can only say "image". Label it, or hide a
        /// decorative image (`isAccessibilityElement = false`).
        case unlabelledImage
    }

    /// What is wrong.
    public var kind: Kind
    /// The node at fault, as the tree has it.
    public var node: SemanticsNode

    /// An issue.
    public init(kind: Kind, node: SemanticsNode) {
        self.kind = kind
        self.node = node
    }

    /// A sentence naming the node by role, identifier and frame.
    public var description: String {
        let what = node.identifier.map { "\(node.role.rawValue) \(SemanticsTree.quoted($0))" } ?? node.role.rawValue
        let frame = node.frame
        let place = "at (\(SemanticsTree.format(frame.minX)), \(SemanticsTree.format(frame.minY)), \(SemanticsTree.format(frame.width)), \(SemanticsTree.format(frame.height)))"
        switch kind {
        case .unnamedControl: return "\(what) \(place) has no name: set its accessibilityLabel"
        case .unlabelledImage: return "image \(place) has no label: set its accessibilityLabel, or hide it if it is decorative"
        }
    }
}

extension SemanticsTree {
    /// The nodes assistive technology cannot describe: controls with no name and images with no
    /// label, in tree order. Empty for an accessible tree (Morph's examples pass).
    ///
    /// - Complexity: O(n).
    public func audit() -> [AccessibilityIssue] {
        nodes.compactMap { node in
            guard node.name == nil else { return nil }
            if node.role.isInteractive || !node.actions.isEmpty || node.isFocusable {
                return AccessibilityIssue(kind: .unnamedControl, node: node)
            }
            if node.role == .image {
                return AccessibilityIssue(kind: .unlabelledImage, node: node)
            }
            return nil
        }
    }
}
