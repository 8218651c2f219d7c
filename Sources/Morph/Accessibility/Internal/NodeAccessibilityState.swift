import Foundation

/// A node's accessibility state on the main actor: what was set on it, the nodes it lists in its
/// place, and the mark of the last semantics walk that reached it.
///
/// What was set lives in a box made on the first change: most nodes never set anything, and a
/// node stays 16 bytes larger rather than carrying every property inline.
struct NodeAccessibilityState {
    /// What was set on the node.
    private final class Storage {
        var properties = AccessibilityProperties()
        var elements: [DisplayNode]?
    }

    private var storage: Storage?

    /// The number of the last semantics walk that visited the node: a walk visits each node once,
    /// whatever `accessibilityElements` lists, without a set of visited nodes.
    var visitMark: UInt64 = 0

    /// The properties set on the node (nil fields: the node's defaults).
    var properties: AccessibilityProperties {
        get { storage?.properties ?? Self.nothingSet }
        set { storageForWriting.properties = newValue }
    }

    /// ``DisplayNode/accessibilityElements`` as set.
    var elements: [DisplayNode]? {
        get { storage?.elements }
        set { storageForWriting.elements = newValue }
    }

    /// The properties of a node on which nothing was set.
    private static let nothingSet = AccessibilityProperties()

    /// The box, made on first use. It belongs to one node only (the state is never copied out of
    /// it), so changing it in place changes nothing else.
    private var storageForWriting: Storage {
        mutating get {
            if let storage { return storage }
            let made = Storage()
            storage = made
            return made
        }
    }
}
