import Morph

/// What the bus thread does with an AT-SPI call.
enum AtspiReply: Sendable {
    /// Reply with these values (the reply tuple's elements).
    case values([DBusValue])
    /// Reply with a D-Bus error.
    case error(name: String, message: String)
    /// Perform the request on the main actor, then reply with its result as a boolean.
    case request(AccessibilityRequest)
    /// Put `text` on the clipboard, then perform `request` (reply with its result) or, without one,
    /// reply with nothing.
    case copy(String, then: AccessibilityRequest?)

    /// The error for an object that is no longer in the tree.
    static func unknownObject(_ path: String) -> AtspiReply {
        .error(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no accessible object at \(path): it was removed")
    }

    /// The error for arguments out of range.
    static func invalidArguments(_ message: String) -> AtspiReply {
        .error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: message)
    }

    /// The error for a method the interface does not have.
    static func unknownMethod(_ interface: AtspiInterface, _ method: String) -> AtspiReply {
        .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "\(interface.rawValue) has no method \(method)")
    }
}
