import Foundation

/// A D-Bus value as Swift sees it: what AT-SPI's methods take and return, built and read without
/// touching GLib, so the AT-SPI logic is plain Swift that tests call directly. ``GVariantBridge``
/// converts to and from GLib's `GVariant` at the edge.
package indirect enum DBusValue: Hashable, Sendable {
    case boolean(Bool)
    case int16(Int16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    case variant(DBusValue)
    /// A structure (`(…)`) of the values.
    case tuple([DBusValue])
    /// An array whose elements have the signature `element` (given so that an empty array has a
    /// type).
    case array(element: String, [DBusValue])
    /// A dictionary (`a{…}`) whose keys and values have the signatures `key` and `value`.
    case dictionary(key: String, value: String, [(DBusValue, DBusValue)])
    /// A byte.
    case byte(UInt8)
    /// An unsigned 16-bit integer.
    case uint16(UInt16)

    /// The D-Bus type signature of the value.
    package var signature: String {
        switch self {
        case .boolean: "b"
        case .byte: "y"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .variant: "v"
        case .tuple(let values): "(" + values.map(\.signature).joined() + ")"
        case .array(let element, _): "a" + element
        case .dictionary(let key, let value, _): "a{" + key + value + "}"
        }
    }

    // MARK: - Reading

    /// The string of a `.string`, `.objectPath` or `.signature`.
    package var stringValue: String? {
        switch self {
        case .string(let value), .objectPath(let value), .signature(let value): value
        case .variant(let inner): inner.stringValue
        default: nil
        }
    }

    /// The integer of any integer case.
    package var intValue: Int? {
        switch self {
        case .byte(let value): Int(value)
        case .int16(let value): Int(value)
        case .uint16(let value): Int(value)
        case .int32(let value): Int(value)
        case .uint32(let value): Int(value)
        case .int64(let value): Int(value)
        case .uint64(let value): value <= UInt64(Int.max) ? Int(value) : nil
        case .variant(let inner): inner.intValue
        default: nil
        }
    }

    /// The number of a `.double` (or an integer).
    package var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .variant(let inner): inner.doubleValue
        default: intValue.map(Double.init)
        }
    }

    /// The boolean of a `.boolean`.
    package var boolValue: Bool? {
        switch self {
        case .boolean(let value): value
        case .variant(let inner): inner.boolValue
        default: nil
        }
    }

    /// The elements of a `.tuple` or an `.array`.
    package var elements: [DBusValue]? {
        switch self {
        case .tuple(let values), .array(_, let values): values
        case .variant(let inner): inner.elements
        default: nil
        }
    }

    // MARK: - Equality (dictionaries compare pairwise, in order)

    package static func == (lhs: DBusValue, rhs: DBusValue) -> Bool {
        switch (lhs, rhs) {
        case let (.boolean(a), .boolean(b)): a == b
        case let (.byte(a), .byte(b)): a == b
        case let (.int16(a), .int16(b)): a == b
        case let (.uint16(a), .uint16(b)): a == b
        case let (.int32(a), .int32(b)): a == b
        case let (.uint32(a), .uint32(b)): a == b
        case let (.int64(a), .int64(b)): a == b
        case let (.uint64(a), .uint64(b)): a == b
        case let (.double(a), .double(b)): a == b
        case let (.string(a), .string(b)), let (.objectPath(a), .objectPath(b)), let (.signature(a), .signature(b)): a == b && lhs.signature == rhs.signature
        case let (.variant(a), .variant(b)): a == b
        case let (.tuple(a), .tuple(b)): a == b
        case let (.array(ea, a), .array(eb, b)): ea == eb && a == b
        case let (.dictionary(ka, va, a), .dictionary(kb, vb, b)):
            ka == kb && va == vb && a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(signature)
        switch self {
        case .boolean(let value): hasher.combine(value)
        case .byte(let value): hasher.combine(value)
        case .int16(let value): hasher.combine(value)
        case .uint16(let value): hasher.combine(value)
        case .int32(let value): hasher.combine(value)
        case .uint32(let value): hasher.combine(value)
        case .int64(let value): hasher.combine(value)
        case .uint64(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value)
        case .string(let value), .objectPath(let value), .signature(let value): hasher.combine(value)
        case .variant(let value): hasher.combine(value)
        case .tuple(let values), .array(_, let values): hasher.combine(values)
        case .dictionary(_, _, let pairs):
            for (key, value) in pairs {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }
}
