import Foundation
import MorphCases
import MorphElements

/// Field access for reading fixture cases: a missing field reads as `.null`.
extension JSONValue {
    subscript(key: String) -> JSONValue {
        if case .object(let object) = self { return object[key] ?? .null }
        return .null
    }

    subscript(index: Int) -> JSONValue {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return .null
    }

    var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    var double: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    var bool: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    var array: [JSONValue] {
        if case .array(let array) = self { return array }
        return []
    }

    var isNull: Bool { self == .null }

    /// `[x, y, w, h]` as a rectangle.
    var rect: CGRect? {
        let numbers = array.compactMap(\.double)
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `[x, y]` as a point.
    var point: CGPoint? {
        let numbers = array.compactMap(\.double)
        guard numbers.count == 2 else { return nil }
        return CGPoint(x: numbers[0], y: numbers[1])
    }
}
