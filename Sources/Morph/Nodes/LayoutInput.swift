import Foundation
@_spi(MorphInternals) import MorphLayout

/// A value that a node's layout reads: written on the main actor (or anywhere), readable during a
/// measurement on any thread, and watched by Morph so that changing it lays the node out again.
///
/// A node's ``DisplayNode/layoutSpecThatFits(_:)`` and ``DisplayNode/calculateSizeThatFits(_:)``
/// are `nonisolated`: Morph may run them off the main actor while the main actor goes on (an
/// asynchronous transition, `shouldMeasureAsync: true`). The compiler therefore lets them read
/// only what is safe to read from any thread — `let` constants of `Sendable` types and Morph's
/// own layout inputs — and refuses view properties and other main-actor state. State that a
/// layout depends on goes into a `LayoutInput` held in a `let`:
///
/// ```swift
/// final class ToggleNode: DisplayNode {
///     let isExpanded = LayoutInput(false)
///     let details = TextNode("Details")
///
///     override init(name: String? = nil, animator: Animator? = nil) {
///         super.init(name: name, animator: animator)
///         automaticallyManagesSubnodes = true
///     }
///
///     override nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
///         isExpanded.value ? InsetLayoutSpec(insets: EdgeInsets(all: 8), child: details) : LayoutSpec()
///     }
///
///     func toggle() {
///         isExpanded.value.toggle()
///         transitionLayout(animated: true)
///     }
/// }
/// ```
///
/// ## Dependencies are recorded, not declared
///
/// When a measurement reads ``value`` (in a layout spec, a `layoutSpecBlock` or a leaf's size),
/// the input remembers the node being measured — weakly, like SwiftUI's observation. Setting a
/// different value then calls ``DisplayNode/setNeedsLayout()`` on every node whose layout read it,
/// so the next layout pass measures them again and a transition whose measurement read the old
/// value measures again before it installs (the newer state wins). One input may be read by several
/// nodes. Reads outside a measurement (a button handler reading the state) record nothing. Setting
/// the value the input already has changes nothing.
///
/// Reads and writes take a lock, so a measurement always sees a whole value.
///
/// - Complexity: reading is O(r) in the number of nodes that read the input (usually one) during a
///   measurement, O(1) otherwise; setting a new value is O(r · d) for depth d.
public final class LayoutInput<Value: Sendable & Equatable>: Sendable {
    private struct Storage: Sendable {
        var value: Value
        var readers: [WeakNode] = []

        /// Remembers the node of `handle` as a reader (once), dropping readers that no longer
        /// exist.
        mutating func record(_ handle: NodeHandle) {
            if readers.contains(where: { $0.refers(to: handle) }) { return }
            readers.removeAll { $0.node == nil }
            readers.append(WeakNode(handle: handle))
        }
    }

    private let storage: Locked<Storage>

    /// An input holding `initialValue`.
    public init(_ initialValue: Value) {
        storage = Locked(Storage(value: initialValue))
    }

    /// The value. Reading it during a measurement makes the measured node depend on it; setting a
    /// different value invalidates the layout of every node that depends on it (see the type's
    /// discussion). Any thread.
    public var value: Value {
        get {
            // The reader's handle is read outside the input's lock (it takes the node's).
            let reader = MeasurementThreadState.current.measuringNode?.handle
            return storage.withLock { storage in
                if let reader { storage.record(reader) }
                return storage.value
            }
        }
        set {
            let readers = storage.withLock { storage -> [DisplayNode] in
                guard storage.value != newValue else { return [] }
                storage.value = newValue
                return storage.readers.compactMap(\.node)
            }
            for node in readers { node.setNeedsLayout() }
        }
    }
}

extension LayoutInput: CustomStringConvertible {
    /// The value's description.
    public var description: String {
        "LayoutInput(\(storage.withLock { $0.value }))"
    }
}
