import Foundation

/// A stored property of a node that its layout depends on: readable from any thread, and setting
/// a different value calls the node's ``DisplayNode/setNeedsLayout()``.
///
/// A node's ``DisplayNode/layoutSpecThatFits(_:)`` may run off the main actor during an
/// asynchronous transition while the main actor changes the node's state. Keep that state in
/// layout inputs:
///
/// ```
/// final class SignupNode: DisplayNode, @unchecked Sendable {
///     @LayoutInput var fieldState = Field.name
///     …
/// }
/// ```
///
/// Reads and writes take a lock, so a measurement always sees a whole value; the invalidation
/// means a transition that measured with the old value measures again (the newer state wins).
/// Setting the value the property already has changes nothing.
///
/// Only usable on ``DisplayNode`` subclasses (the wrapper reaches its node through Swift's
/// enclosing-instance subscript).
@propertyWrapper
public final class LayoutInput<Value: Sendable & Equatable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A layout input starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The value, as the node reads and sets it.
    public static subscript<Node: DisplayNode>(
        _enclosingInstance node: Node,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Node, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Node, LayoutInput<Value>>
    ) -> Value {
        get {
            node[keyPath: storageKeyPath].read()
        }
        set {
            if node[keyPath: storageKeyPath].write(newValue) {
                node.setNeedsLayout()
            }
        }
    }

    /// Unavailable: a layout input lives in a ``DisplayNode``.
    @available(*, unavailable, message: "@LayoutInput can only be used on properties of DisplayNode subclasses")
    public var wrappedValue: Value {
        get { fatalError("@LayoutInput can only be used on properties of DisplayNode subclasses") }
        set { fatalError("@LayoutInput can only be used on properties of DisplayNode subclasses") }
    }

    private func read() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    /// Stores `newValue`; returns whether it differs from the old value.
    private func write(_ newValue: Value) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard value != newValue else { return false }
        value = newValue
        return true
    }
}
