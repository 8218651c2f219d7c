import CGIO
import Foundation
@testable import MorphAccessibility
import Testing

/// Values through GLib's GVariant and back, as every D-Bus message carries them.
@Suite("D-Bus values through GVariant")
struct GVariantBridgeTests {
    /// `value` to a GVariant and back (the floating reference sunk and released here).
    func roundTrip(_ value: DBusValue) -> (DBusValue?, String) {
        let variant = g_variant_ref_sink(GVariantBridge.makeVariant(value))!
        defer { g_variant_unref(variant) }
        let printed = g_variant_print(variant, 1).map { pointer in
            defer { g_free(pointer) }
            return String(cString: pointer)
        } ?? ""
        return (GVariantBridge.value(of: variant), printed)
    }

    @Test("every value AT-SPI uses comes back as it went in, with its signature", arguments: [
        DBusValue.boolean(true), .byte(7), .int16(-3), .uint16(3), .int32(-42), .uint32(42), .int64(-1 << 40), .uint64(1 << 40),
        .double(0.25), .string("Añ 👍🏽"), .objectPath("/org/a11y/atspi/accessible/12"), .signature("a(so)"),
        .variant(.int32(5)), .tuple([.string(":1.4"), .objectPath("/org/a11y/atspi/null")]),
        .array(element: "(so)", []), .array(element: "u", [.uint32(1), .uint32(2)]),
        .dictionary(key: "s", value: "s", [(.string("toolkit"), .string("Morph"))]),
        .dictionary(key: "s", value: "v", []),
        .tuple([.string("add"), .int32(1), .int32(0), .variant(.tuple([.string(":1.2"), .objectPath("/a")])), .dictionary(key: "s", value: "v", [])]),
    ])
    func roundTrips(value: DBusValue) {
        let (back, _) = roundTrip(value)
        #expect(back == value)
        #expect(back?.signature == value.signature)
    }

    @Test("what GLib prints is the D-Bus value")
    func printed() {
        #expect(roundTrip(.tuple([.string("s"), .int32(1)])).1 == "('s', 1)")
        #expect(roundTrip(.array(element: "(iiii)", [])).1 == "@a(iiii) []")
    }

    @Test("a malformed object path becomes the null object, an embedded NUL is replaced: GLib never aborts")
    func badStrings() {
        #expect(roundTrip(.objectPath("not a path")).0 == .objectPath("/org/a11y/atspi/null"))
        #expect(roundTrip(.string("a\0b")).0 == .string("a\u{FFFD}b"))
        #expect(roundTrip(.signature("(((")).0 == .signature(""))
    }

    @Test("readers of values: strings, numbers, booleans and elements through variants")
    func readers() {
        #expect(DBusValue.variant(.string("x")).stringValue == "x")
        #expect(DBusValue.variant(.uint32(4)).intValue == 4)
        #expect(DBusValue.int32(2).doubleValue == 2)
        #expect(DBusValue.variant(.boolean(true)).boolValue == true)
        #expect(DBusValue.variant(.tuple([.int32(1)])).elements == [.int32(1)])
        #expect(DBusValue.uint64(.max).intValue == nil)
    }
}
