import Foundation
import MorphTestSupport
import MorphLayout

/// Reading plain values out of fixture JSON in tests.
enum FixtureValues {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    static func number(_ value: JSONValue?) throws -> CGFloat {
        switch value {
        case .number(let number)?: return CGFloat(number)
        case .string("inf")?: return .infinity
        case .string("CGFLOAT_MAX")?: return .greatestFiniteMagnitude
        default: throw Malformed(description: "not a number: \(String(describing: value))")
        }
    }

    static func size(_ value: JSONValue?) throws -> CGSize {
        guard let pair = value?.array, pair.count == 2 else { throw Malformed(description: "not a size: \(String(describing: value))") }
        return CGSize(width: try number(pair[0]), height: try number(pair[1]))
    }

    static func point(_ value: JSONValue?) throws -> CGPoint {
        let size = try size(value)
        return CGPoint(x: size.width, y: size.height)
    }

    static func sizeRange(_ value: JSONValue?) throws -> SizeRange {
        try SizeRange(min: size(value?["min"]), max: size(value?["max"]))
    }

    /// The members of an object sorted by key, at least one: a case's expectations, each one
    /// check. A missing or empty object is an error, so a case cannot pass without a check.
    static func expectations(_ value: JSONValue?) throws -> [(key: String, value: JSONValue)] {
        guard let members = value?.sortedMembers else { throw Malformed(description: "no expectations (not an object: \(String(describing: value)))") }
        guard !members.isEmpty else { throw Malformed(description: "no expectations (an empty object)") }
        return members
    }

    static func strings(_ value: JSONValue?) throws -> [String] {
        guard let array = value?.array else { throw Malformed(description: "not an array: \(String(describing: value))") }
        return try array.map { element in
            guard let string = element.string else { throw Malformed(description: "not a string: \(element)") }
            return string
        }
    }

    /// `{"points": n}` / `{"fraction": f}` / `"auto"`.
    static func dimension(_ value: JSONValue?) throws -> LayoutDimension {
        if value?.string == "auto" { return .auto }
        if let points = value?["points"]?.number { return .points(CGFloat(points)) }
        if let fraction = value?["fraction"]?.number { return .fraction(CGFloat(fraction)) }
        throw Malformed(description: "not a dimension: \(String(describing: value))")
    }
}
