import Foundation

/// An AT-SPI event: a D-Bus signal an object of the tree emits (`object:state-changed:focused`,
/// `object:children-changed:add`, `focus:` …), with AT-SPI's body `(siiva{sv})`.
struct AtspiEvent: Hashable, Sendable, CustomStringConvertible {
    /// The emitting object.
    var object: AtspiObject
    /// The event interface: `org.a11y.atspi.Event.Object`, `.Focus` or `.Window`.
    var interface: String
    /// The signal: `StateChanged`, `ChildrenChanged`, `PropertyChange`, `TextChanged` …
    var member: String
    /// The detail (a state's name, `add`, `insert`, a property's name).
    var detail: String = ""
    /// The first number (a state's new value, an index, a text offset).
    var detail1: Int32 = 0
    /// The second number (a text change's length).
    var detail2: Int32 = 0
    /// The variant's value (a child reference, the text changed, a name, bounds).
    var data: DBusValue = .int32(0)

    static let objectInterface = "org.a11y.atspi.Event.Object"
    static let focusInterface = "org.a11y.atspi.Event.Focus"
    static let windowInterface = "org.a11y.atspi.Event.Window"

    /// The signal's arguments.
    var arguments: [DBusValue] {
        [.string(detail), .int32(detail1), .int32(detail2), .variant(data), .dictionary(key: "s", value: "v", [])]
    }

    /// `Member:detail(detail1, detail2) on path`, for test failures.
    var description: String {
        "\(member):\(detail)(\(detail1), \(detail2)) on \(object.path)"
    }
}
