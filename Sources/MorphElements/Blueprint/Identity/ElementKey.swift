import Foundation

/// A value that tells apart elements of the same type among the children of one parent, so that
/// an element keeps its node when its siblings change (Blueprint's `AnyHashable` keys).
///
/// Any `Hashable & Sendable` value can be a key; strings and integers can be written as literals:
/// `Label("Title").keyed("title")`. Two keys are equal when their values are of the same type
/// and equal (`ElementKey(1) != ElementKey("1")`, `ElementKey(1) != ElementKey(1.0)`).
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    /// The key's value.
    public let value: any Hashable & Sendable

    /// A key holding `value`. Wrapping a key in a key gives the same key.
    public init<Value: Hashable & Sendable>(_ value: Value) {
        if let key = value as? ElementKey {
            self = key
        } else {
            self.value = value
        }
    }

    /// Equal when the values have the same type and are equal.
    public static func == (lhs: ElementKey, rhs: ElementKey) -> Bool {
        func equals<Value: Hashable>(_ value: Value, _ other: any Hashable) -> Bool {
            (other as? Value).map { $0 == value } ?? false
        }
        return type(of: lhs.value) == type(of: rhs.value) && equals(lhs.value, rhs.value)
    }

    /// Hashes the value's type and the value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: value)))
        hasher.combine(value)
    }

    /// The value, quoted when it is a string: `'title'`, `3`.
    public var description: String {
        if let string = value as? String { return "'\(string)'" }
        return String(describing: value)
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
