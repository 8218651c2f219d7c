import Foundation

/// A node's accessibility state on the main actor: what was set on it, the nodes it lists in its
/// place, and the mark of the last semantics walk that reached it.
struct NodeAccessibilityState {
    /// The properties set on the node (nil fields: the node's defaults).
    var properties = AccessibilityProperties()
    /// ``DisplayNode/accessibilityElements`` as set.
    var elements: [DisplayNode]?
    /// The number of the last semantics walk that visited the node: a walk visits each node once,
    /// whatever `accessibilityElements` lists, without a set of visited nodes.
    var visitMark: UInt64 = 0
}
