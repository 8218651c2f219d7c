import Foundation

/// A value that tells apart elements of the same type among the children of one parent, so that
/// an element keeps its node when its siblings change (Blueprint's `AnyHashable` keys).
///
/// Any `Hashable & Sendable` value can be a key; strings and integers can be written as literals:
/// `Label("Title").keyed("title")`. Two keys are equal when their values are equal and of the
/// same type (`ElementKey(1) != ElementKey("1")`).
public struct ElementKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    // `@unchecked`: `AnyHashable` is not `Sendable`, but every initializer only stores `Sendable`
    // values, and they are never mutated.
    private let base: AnyHashable

    /// A key holding `value`. Wrapping a key in a key gives the same key.
    public init<Value: Hashable & Sendable>(_ value: Value) {
        if let key = value as? ElementKey {
            self = key
        } else {
            base = AnyHashable(value)
        }
    }

    /// The key's value.
    public var value: any Hashable & Sendable {
        // Only `Sendable` values are stored (see the initializer).
        base.base as! any Hashable & Sendable
    }

    /// The value, quoted when it is a string: `'title'`, `3`.
    public var description: String {
        if let string = base.base as? String { return "'\(string)'" }
        return String(describing: base.base)
    }
}

extension ElementKey: ExpressibleByStringLiteral {
    /// A string key: `"title"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension ElementKey: ExpressibleByIntegerLiteral {
    /// An integer key: `3`.
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}
