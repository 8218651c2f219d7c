import Foundation

/// Optional accessors for reading fixture JSON: each answers nil when the member is missing or
/// has another type, so the caller decides what a missing value means (and must not guess it).
/// For case fixtures whose every read must be there, use ``FixtureValue``, which throws.
extension JSONValue {
    /// The member `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The number, or nil.
    public var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The string, or nil.
    public var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The elements, or nil.
    public var array: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The boolean, or nil.
    public var bool: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The members of an object sorted by key, or nil.
    public var sortedMembers: [(key: String, value: JSONValue)]? {
        guard case .object(let members) = self else { return nil }
        return members.sorted { $0.key < $1.key }
    }

    /// A fixture length: a JSON number, or `"inf"`.
    public var length: CGFloat? {
        if let number { return CGFloat(number) }
        if string == "inf" { return .infinity }
        return nil
    }

    /// `[w, h]`.
    public var size: CGSize? {
        guard let values = array, values.count == 2, let width = values[0].length, let height = values[1].length else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `{min: [w, h], max: [w, h]}`, when it is a valid range.
    public var sizeRange: SizeRange? {
        guard let min = self["min"]?.size, let max = self["max"]?.size else { return nil }
        return try? SizeRange(min: min, max: max)
    }

    /// `[x, y, w, h]`, when all four are lengths.
    public var rect: CGRect? {
        guard let values = array, values.count == 4 else { return nil }
        let lengths = values.compactMap(\.length)
        guard lengths.count == 4 else { return nil }
        return CGRect(x: lengths[0], y: lengths[1], width: lengths[2], height: lengths[3])
    }

    /// `["a", "b"]`, when every element is a string.
    public var strings: [String]? {
        guard let values = array else { return nil }
        let strings = values.compactMap(\.string)
        return strings.count == values.count ? strings : nil
    }

    /// `[1, 2]`, when every element is a whole number.
    public var integers: [Int]? {
        guard let values = array else { return nil }
        let integers = values.compactMap { $0.number.flatMap { Int(exactly: $0) } }
        return integers.count == values.count ? integers : nil
    }
}
