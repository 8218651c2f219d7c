import Foundation
import Morph

/// Answers AT-SPI's calls and property reads about one snapshot: plain Swift over values, run on
/// the bus thread, with no GLib in it (so tests call it directly).
///
/// Calls that change something (an action, a text edit, a focus, a selection) are not performed
/// here: they become an ``AtspiReply/request(_:)`` that the bus thread sends to the main actor.
struct AtspiModel: Sendable {
    /// The tree and window answered from.
    let snapshot: AtspiSnapshot
    /// The application's unique bus name: the name part of every reference.
    let busName: String
    /// The application's name (AT-SPI's name of the root object).
    let applicationName: String
    /// The id the registry gave the application (`Application.Id`).
    let applicationID: Int32
    /// The desktop the application is embedded in: its root's parent.
    let desktop: AtspiReference
    /// The text `CopyText` and `CutText` put aside, for `PasteText`.
    let clipboard: String

    /// The toolkit's name, as `Application.ToolkitName` and the `toolkit` attribute say.
    static let toolkitName = "Morph"
    /// The toolkit's version.
    static let toolkitVersion = "1.0"

    /// The reference to `object`.
    func reference(_ object: AtspiObject) -> AtspiReference {
        AtspiReference(name: busName, path: object.path)
    }

    /// The reference to an optional object (the null reference for nil).
    func reference(_ object: AtspiObject?) -> AtspiReference {
        object.map(reference) ?? .null
    }

    // MARK: - Interfaces

    /// The interfaces `object` has; nil when it is not in the snapshot.
    func interfaces(of object: AtspiObject) -> [AtspiInterface]? {
        switch object {
        case .application:
            return [.accessible, .application]
        case .frame:
            return [.accessible, .component]
        case .node(let id):
            guard let node = snapshot.node(id) else { return nil }
            // Clients keep an object's interfaces for its life (libatspi caches them for good), so
            // they follow what a node is, not what it offers now: every node has Action (with no
            // actions while it has none), text nodes and fields Text, fields EditableText,
            // progress indicators and adjustable controls Value, selection containers Selection.
            var result: [AtspiInterface] = [.accessible, .component, .action]
            if node.text != nil { result.append(.text) }
            if node.role.isTextField { result.append(.editableText) }
            if node.numericValue != nil || node.role == .progressIndicator || node.role == .adjustable { result.append(.value) }
            if node.selectionMode != nil { result.append(.selection) }
            return result
        }
    }

    // MARK: - Dispatch

    /// The reply to `method` of `interface` on `object` with `arguments` (already checked against
    /// the interface's signature by GDBus; checked again here, so a direct call cannot trap).
    func call(_ object: AtspiObject, interface: AtspiInterface, method: String, arguments: [DBusValue]) -> AtspiReply {
        guard snapshot.contains(object) else {
            // A removed node: it says so when asked for its state, and answers nothing else.
            if interface == .accessible, method == "GetState" { return .values([stateValue(AtspiStateSet([.defunct]))]) }
            return .unknownObject(object.path)
        }
        guard interfaces(of: object)?.contains(interface) == true else {
            return .error(name: "org.freedesktop.DBus.Error.UnknownInterface", message: "\(object.path) has no interface \(interface.rawValue)")
        }
        switch interface {
        case .accessible: return accessibleCall(object, method, arguments)
        case .application: return applicationCall(method, arguments)
        case .component: return componentCall(object, method, arguments)
        case .action: return actionCall(object, method, arguments)
        case .text: return textCall(object, method, arguments)
        case .editableText: return editableTextCall(object, method, arguments)
        case .value: return .unknownMethod(.value, method)
        case .selection: return selectionCall(object, method, arguments)
        }
    }

    /// The value of `property` of `interface` on `object`, or nil when there is none.
    func property(_ object: AtspiObject, interface: AtspiInterface, name: String) -> DBusValue? {
        guard snapshot.contains(object), interfaces(of: object)?.contains(interface) == true else { return nil }
        switch interface {
        case .accessible: return accessibleProperty(object, name)
        case .application: return applicationProperty(name)
        case .component: return name == "version" ? .uint32(1) : nil
        case .action: return actionProperty(object, name)
        case .text: return textProperty(object, name)
        case .editableText: return name == "version" ? .uint32(1) : nil
        case .value: return valueProperty(object, name)
        case .selection: return selectionProperty(object, name)
        }
    }

    /// What setting `property` of `interface` on `object` to `value` asks for: a request, or nil
    /// when the property cannot be set here (the bus thread keeps `Application.Id` itself).
    func setProperty(_ object: AtspiObject, interface: AtspiInterface, name: String, value: DBusValue) -> AccessibilityRequest? {
        guard case .node(let id) = object, interface == .value, name == "CurrentValue",
              snapshot.node(id)?.numericValue != nil, let number = value.doubleValue, number.isFinite else { return nil }
        return .setNumericValue(id, number)
    }

    // MARK: - Shared answers

    /// `GetState`'s reply value.
    func stateValue(_ states: AtspiStateSet) -> DBusValue {
        .array(element: "u", states.words.map(DBusValue.uint32))
    }

    /// The integer argument at `index`, or nil.
    func int(_ arguments: [DBusValue], _ index: Int) -> Int? {
        index < arguments.count ? arguments[index].intValue : nil
    }

    /// The string argument at `index`, or nil.
    func string(_ arguments: [DBusValue], _ index: Int) -> String? {
        index < arguments.count ? arguments[index].stringValue : nil
    }

    /// A rectangle in `coordinates` for a window rectangle of `object`, rounded to whole points
    /// as AT-SPI's integers are (outward: a box always covers what it bounds).
    func rectangle(_ windowRect: CGRect, of object: AtspiObject, in coordinates: AtspiCoordinates) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        var rect = windowRect
        switch coordinates {
        case .screen:
            rect = rect.offsetBy(dx: snapshot.window.frame.minX, dy: snapshot.window.frame.minY)
        case .window:
            break
        case .parent:
            let parentFrame = snapshot.parent(of: object).flatMap(snapshot.frame(of:)) ?? .zero
            rect = rect.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
        }
        func clamp(_ value: CGFloat) -> Int32 {
            guard value.isFinite else { return 0 }
            return Int32(max(min(value, CGFloat(Int32.max)), CGFloat(Int32.min)))
        }
        let minX = rect.minX.rounded(.down), minY = rect.minY.rounded(.down)
        return (clamp(minX), clamp(minY), clamp(rect.maxX.rounded(.up) - minX), clamp(rect.maxY.rounded(.up) - minY))
    }

    /// A window point for a point in `coordinates` relative to `object`.
    func windowPoint(x: Int, y: Int, of object: AtspiObject, in coordinates: AtspiCoordinates) -> CGPoint {
        let point = CGPoint(x: x, y: y)
        switch coordinates {
        case .screen:
            return CGPoint(x: point.x - snapshot.window.frame.minX, y: point.y - snapshot.window.frame.minY)
        case .window:
            return point
        case .parent:
            let parentFrame = snapshot.parent(of: object).flatMap(snapshot.frame(of:)) ?? .zero
            return CGPoint(x: point.x + parentFrame.minX, y: point.y + parentFrame.minY)
        }
    }
}
