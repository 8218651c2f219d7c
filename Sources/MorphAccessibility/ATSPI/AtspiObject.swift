import Foundation
import Morph

/// An object of the exported tree, named by its D-Bus object path.
enum AtspiObject: Hashable, Sendable {
    /// The application: the root of the tree (`/org/a11y/atspi/accessible/root`).
    case application
    /// The window (AT-SPI's `frame`).
    case frame
    /// A node of the semantics tree, by identity.
    case node(LayerID)

    /// The folder of every exported object's path.
    static let base = "/org/a11y/atspi/accessible"
    /// The path AT-SPI uses for "no object".
    static let nullPath = "/org/a11y/atspi/null"

    /// The object a path names, or nil for a path outside the exported tree or malformed.
    init?(path: String) {
        guard path.hasPrefix(Self.base + "/") else { return nil }
        self.init(node: String(path.dropFirst(Self.base.count + 1)))
    }

    /// The object a node name under ``base`` names (`root`, `window`, or a number).
    init?(node name: String) {
        switch name {
        case "root": self = .application
        case "window": self = .frame
        default:
            guard let number = UInt64(name), name.first != "+" else { return nil }
            self = .node(LayerID(rawValue: number))
        }
    }

    /// The node name under ``base``.
    var nodeName: String {
        switch self {
        case .application: "root"
        case .frame: "window"
        case .node(let id): String(id.rawValue)
        }
    }

    /// The object path.
    var path: String {
        Self.base + "/" + nodeName
    }
}

/// A reference to an accessible object on the bus: AT-SPI's `(so)`.
struct AtspiReference: Hashable, Sendable {
    /// The unique bus name of the object's application ("" for none).
    var name: String
    /// The object's path.
    var path: String

    /// The reference to no object.
    static let null = AtspiReference(name: "", path: AtspiObject.nullPath)

    /// The `(so)` value.
    var value: DBusValue {
        .tuple([.string(name), .objectPath(path)])
    }

    /// The reference a `(so)` value holds.
    init?(_ value: DBusValue) {
        guard let fields = value.elements, fields.count == 2, let name = fields[0].stringValue, let path = fields[1].stringValue else { return nil }
        self.init(name: name, path: path)
    }

    init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}
