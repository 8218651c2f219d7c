import CGIO
import Foundation

/// Converts between ``DBusValue`` and GLib's `GVariant`, the one place that builds and reads
/// GLib values.
///
/// Memory: ``makeVariant(_:)`` returns a *floating* reference, which the GLib call it is passed to
/// (a method reply, a signal, a container's constructor) sinks and owns — the GDBus convention, so
/// no reference is left behind. ``value(of:)`` only reads the variant it is given; it takes no
/// reference, and releases each child it fetches.
enum GVariantBridge {
    /// A floating `GVariant` holding `value`.
    static func makeVariant(_ value: DBusValue) -> OpaquePointer {
        switch value {
        case .boolean(let flag): return g_variant_new_boolean(flag ? 1 : 0)
        case .byte(let byte): return g_variant_new_byte(byte)
        case .int16(let number): return g_variant_new_int16(number)
        case .uint16(let number): return g_variant_new_uint16(number)
        case .int32(let number): return g_variant_new_int32(number)
        case .uint32(let number): return g_variant_new_uint32(number)
        case .int64(let number): return g_variant_new_int64(gint64(number))
        case .uint64(let number): return g_variant_new_uint64(guint64(number))
        case .double(let number): return g_variant_new_double(number)
        case .string(let string): return g_variant_new_string(sanitizedUTF8(string))
        case .objectPath(let path):
            // An invalid path would abort inside GLib; a path Morph builds is always valid, but a
            // malformed one becomes the null object rather than a crash.
            return g_variant_new_object_path(g_variant_is_object_path(path) != 0 ? path : "/org/a11y/atspi/null")
        case .signature(let signature):
            return g_variant_new_signature(g_variant_is_signature(signature) != 0 ? signature : "")
        case .variant(let inner):
            return g_variant_new_variant(makeVariant(inner))
        case .tuple(let values):
            let children = values.map { Optional(makeVariant($0)) }
            return children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        case let .array(element, values):
            return withType(element) { type in
                let children = values.map { Optional(makeVariant($0)) }
                return children.withUnsafeBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
            }
        case let .dictionary(key, valueSignature, pairs):
            return withType("{" + key + valueSignature + "}") { type in
                let entries: [OpaquePointer?] = pairs.map { g_variant_new_dict_entry(makeVariant($0.0), makeVariant($0.1)) }
                return entries.withUnsafeBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
            }
        }
    }

    /// The value `variant` holds, or nil for a type Morph does not read (file descriptors,
    /// maybe types).
    static func value(of variant: OpaquePointer) -> DBusValue? {
        switch Character(UnicodeScalar(UInt8(truncatingIfNeeded: g_variant_classify(variant).rawValue))) {
        case "b": return .boolean(g_variant_get_boolean(variant) != 0)
        case "y": return .byte(g_variant_get_byte(variant))
        case "n": return .int16(g_variant_get_int16(variant))
        case "q": return .uint16(g_variant_get_uint16(variant))
        case "i": return .int32(g_variant_get_int32(variant))
        case "u": return .uint32(g_variant_get_uint32(variant))
        case "x": return .int64(Int64(g_variant_get_int64(variant)))
        case "t": return .uint64(UInt64(g_variant_get_uint64(variant)))
        case "d": return .double(g_variant_get_double(variant))
        case "s": return .string(String(cString: g_variant_get_string(variant, nil)))
        case "o": return .objectPath(String(cString: g_variant_get_string(variant, nil)))
        case "g": return .signature(String(cString: g_variant_get_string(variant, nil)))
        case "v":
            guard let inner = g_variant_get_variant(variant) else { return nil }
            defer { g_variant_unref(inner) }
            return value(of: inner).map(DBusValue.variant)
        case "(":
            guard let children = childValues(of: variant) else { return nil }
            return .tuple(children)
        case "a":
            let signature = String(cString: g_variant_get_type_string(variant))
            let element = String(signature.dropFirst())
            if element.hasPrefix("{") {
                let inner = element.dropFirst().dropLast()
                guard let keySignature = inner.first.map(String.init), let entries = childValues(of: variant) else { return nil }
                var pairs: [(DBusValue, DBusValue)] = []
                for entry in entries {
                    guard case .tuple(let pair) = entry, pair.count == 2 else { return nil }
                    pairs.append((pair[0], pair[1]))
                }
                return .dictionary(key: keySignature, value: String(inner.dropFirst()), pairs)
            }
            guard let children = childValues(of: variant) else { return nil }
            return .array(element: element, children)
        case "{":
            // A dictionary entry, read as a pair.
            guard let children = childValues(of: variant) else { return nil }
            return .tuple(children)
        default:
            return nil
        }
    }

    /// The values of a container's children, or nil when one cannot be read.
    private static func childValues(of variant: OpaquePointer) -> [DBusValue]? {
        let count = Int(g_variant_n_children(variant))
        var result: [DBusValue] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let child = g_variant_get_child_value(variant, gsize(index)) else { return nil }
            defer { g_variant_unref(child) }
            guard let value = value(of: child) else { return nil }
            result.append(value)
        }
        return result
    }

    /// Runs `body` with a `GVariantType` for `signature` (an invalid signature is a string's).
    private static func withType<Result>(_ signature: String, _ body: (OpaquePointer?) -> Result) -> Result {
        let valid = g_variant_type_string_is_valid(signature) != 0 ? signature : "s"
        let type = g_variant_type_new(valid)
        defer { g_variant_type_free(type) }
        return body(type)
    }

    /// `string` as GLib accepts it: valid UTF-8 without NUL characters (a Swift string is valid
    /// UTF-8 already; an embedded NUL would cut it short, so it becomes U+FFFD).
    static func sanitizedUTF8(_ string: String) -> String {
        string.contains("\0") ? string.replacingOccurrences(of: "\0", with: "\u{FFFD}") : string
    }
}
