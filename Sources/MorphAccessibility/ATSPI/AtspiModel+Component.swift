import Foundation
import Morph

extension AtspiModel {
    // MARK: - org.a11y.atspi.Component

    func componentCall(_ object: AtspiObject, _ method: String, _ arguments: [DBusValue]) -> AtspiReply {
        let frame = snapshot.frame(of: object) ?? .zero
        switch method {
        case "Contains":
            guard let x = int(arguments, 0), let y = int(arguments, 1), let type = int(arguments, 2) else { return .invalidArguments("Contains(iiu)") }
            let point = windowPoint(x: x, y: y, of: object, in: AtspiCoordinates(raw: UInt32(truncatingIfNeeded: type)))
            return .values([.boolean(frame.contains(point))])
        case "GetAccessibleAtPoint":
            guard let x = int(arguments, 0), let y = int(arguments, 1), let type = int(arguments, 2) else { return .invalidArguments("GetAccessibleAtPoint(iiu)") }
            let point = windowPoint(x: x, y: y, of: object, in: AtspiCoordinates(raw: UInt32(truncatingIfNeeded: type)))
            return .values([reference(deepestChild(of: object, at: point)).value])
        case "GetExtents":
            guard let type = int(arguments, 0) else { return .invalidArguments("GetExtents(u)") }
            let box = rectangle(frame, of: object, in: AtspiCoordinates(raw: UInt32(truncatingIfNeeded: type)))
            return .values([.tuple([.int32(box.x), .int32(box.y), .int32(box.width), .int32(box.height)])])
        case "GetPosition":
            guard let type = int(arguments, 0) else { return .invalidArguments("GetPosition(u)") }
            let box = rectangle(frame, of: object, in: AtspiCoordinates(raw: UInt32(truncatingIfNeeded: type)))
            return .values([.int32(box.x), .int32(box.y)])
        case "GetSize":
            let box = rectangle(frame, of: object, in: .window)
            return .values([.int32(box.width), .int32(box.height)])
        case "GetLayer":
            // AtspiComponentLayer: WINDOW (7) for the frame, WIDGET (3) for what is in it.
            return .values([.uint32(object == .frame ? 7 : 3)])
        case "GetMDIZOrder":
            return .values([.int16(object == .frame ? 0 : -1)])
        case "GrabFocus":
            guard case .node(let id) = object else { return .values([.boolean(false)]) }
            return .request(.focus(id))
        case "GetAlpha":
            return .values([.double(1)])
        case "ScrollTo":
            // AtspiScrollType: TOP_LEFT 0, BOTTOM_RIGHT 1, TOP_EDGE 2, BOTTOM_EDGE 3, LEFT_EDGE 4,
            // RIGHT_EDGE 5, ANYWHERE 6.
            guard case .node(let id) = object else { return .values([.boolean(false)]) }
            guard let type = int(arguments, 0) else { return .invalidArguments("ScrollTo(u)") }
            let alignments: [AccessibilityScrollAlignment] = [.topLeft, .bottomRight, .topEdge, .bottomEdge, .leftEdge, .rightEdge, .anywhere]
            return .request(.scrollIntoView(id, alignments.indices.contains(type) ? alignments[type] : .anywhere))
        case "ScrollToPoint":
            guard case .node(let id) = object else { return .values([.boolean(false)]) }
            guard let type = int(arguments, 0), let x = int(arguments, 1), let y = int(arguments, 2) else { return .invalidArguments("ScrollToPoint(uii)") }
            let point = windowPoint(x: x, y: y, of: object, in: AtspiCoordinates(raw: UInt32(truncatingIfNeeded: type)))
            return .request(.scrollToPoint(id, point))
        case "SetExtents", "SetPosition", "SetSize":
            // Morph's layout places nodes, so clients cannot move or resize them.
            return .values([.boolean(false)])
        default:
            return .unknownMethod(.component, method)
        }
    }

    /// The deepest descendant of `object` whose frame contains the window point `point`, the
    /// frontmost (last) among siblings; nil when no child contains it.
    func deepestChild(of object: AtspiObject, at point: CGPoint) -> AtspiObject? {
        var found: AtspiObject?
        var current = object
        while let child = snapshot.children(of: current).last(where: { snapshot.frame(of: $0)?.contains(point) == true }) {
            found = child
            current = child
        }
        return found
    }

    // MARK: - org.a11y.atspi.Action

    /// The actions of a node: AT-SPI's name, description and key binding of each.
    func actions(of object: AtspiObject) -> [(name: String, description: String, keyBinding: String)] {
        guard case .node(let id) = object, let node = snapshot.node(id) else { return [] }
        return node.actions.map { action in
            switch action {
            case .activate:
                if node.role.isTextField { return ("activate", "Activates the field, as Return does", "Return") }
                return ("press", "Presses the \(AtspiRole(node).name)", "space")
            case .increment: return ("increment", "Steps the value up", "Up")
            case .decrement: return ("decrement", "Steps the value down", "Down")
            case .custom(let name): return (name, name, "")
            case .scroll(let direction): return ("scroll \(direction.rawValue)", Self.scrollDescription(direction), "")
            }
        }
    }

    /// What a scroll action does, as UIKit means its direction: the way the content moves.
    static func scrollDescription(_ direction: AccessibilityScrollDirection) -> String {
        switch direction {
        case .up: "Moves the content up a page, to show what is below"
        case .down: "Moves the content down a page, to show what is above"
        case .left: "Moves the content left a page, to show what is to the right"
        case .right: "Moves the content right a page, to show what is to the left"
        case .next: "Shows the next page"
        case .previous: "Shows the previous page"
        }
    }

    func actionProperty(_ object: AtspiObject, _ name: String) -> DBusValue? {
        switch name {
        case "version": .uint32(1)
        case "NActions": .int32(Int32(clamping: actions(of: object).count))
        default: nil
        }
    }

    func actionCall(_ object: AtspiObject, _ method: String, _ arguments: [DBusValue]) -> AtspiReply {
        let list = actions(of: object)
        switch method {
        case "GetActions":
            return .values([.array(element: "(sss)", list.map { .tuple([.string($0.name), .string($0.description), .string($0.keyBinding)]) })])
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding":
            guard let index = int(arguments, 0), list.indices.contains(index) else { return .values([.string("")]) }
            let action = list[index]
            let answer = switch method {
            case "GetDescription": action.description
            case "GetKeyBinding": action.keyBinding
            default: action.name
            }
            return .values([.string(answer)])
        case "DoAction":
            guard case .node(let id) = object, let node = snapshot.node(id), let index = int(arguments, 0), node.actions.indices.contains(index) else {
                return .values([.boolean(false)])
            }
            return switch node.actions[index] {
            case .activate: .request(.activate(id))
            case .increment: .request(.increment(id))
            case .decrement: .request(.decrement(id))
            case .custom(let name): .request(.customAction(id, name: name))
            case .scroll(let direction): .request(.scroll(id, direction))
            }
        default:
            return .unknownMethod(.action, method)
        }
    }

    // MARK: - org.a11y.atspi.Value

    func valueProperty(_ object: AtspiObject, _ name: String) -> DBusValue? {
        guard case .node(let id) = object, let node = snapshot.node(id) else { return nil }
        // A progress indicator or adjustable control that gives no number yet reads as 0 in 0…1.
        let number = node.numericValue ?? AccessibilityNumericValue(current: 0)
        switch name {
        case "version": return .uint32(1)
        case "MinimumValue": return .double(number.minimum)
        case "MaximumValue": return .double(number.maximum)
        case "MinimumIncrement": return .double(number.step)
        case "CurrentValue": return .double(number.current)
        case "Text": return .string(node.value ?? "")
        default: return nil
        }
    }

    // MARK: - org.a11y.atspi.Selection

    /// The children of a container and which of them are selected.
    private func selectionChildren(of object: AtspiObject) -> (children: [AtspiObject], selected: [AtspiObject]) {
        let children = snapshot.children(of: object)
        let selected = children.filter { child in
            guard case .node(let id) = child else { return false }
            return snapshot.node(id)?.isSelected == true
        }
        return (children, selected)
    }

    func selectionProperty(_ object: AtspiObject, _ name: String) -> DBusValue? {
        switch name {
        case "version": .uint32(1)
        case "NSelectedChildren": .int32(Int32(clamping: selectionChildren(of: object).selected.count))
        default: nil
        }
    }

    func selectionCall(_ object: AtspiObject, _ method: String, _ arguments: [DBusValue]) -> AtspiReply {
        guard case .node(let containerID) = object else { return .values([.boolean(false)]) }
        let (children, selected) = selectionChildren(of: object)
        func child(_ list: [AtspiObject], _ index: Int?) -> LayerID? {
            guard let index, list.indices.contains(index), case .node(let id) = list[index] else { return nil }
            return id
        }
        switch method {
        case "GetSelectedChild":
            guard let index = int(arguments, 0), selected.indices.contains(index) else { return .values([AtspiReference.null.value]) }
            return .values([reference(selected[index]).value])
        case "IsChildSelected":
            guard let id = child(children, int(arguments, 0)) else { return .values([.boolean(false)]) }
            return .values([.boolean(snapshot.node(id)?.isSelected == true)])
        case "SelectChild":
            guard let id = child(children, int(arguments, 0)) else { return .values([.boolean(false)]) }
            return .request(.setSelected(id, true))
        case "DeselectChild":
            guard let id = child(children, int(arguments, 0)) else { return .values([.boolean(false)]) }
            return .request(.setSelected(id, false))
        case "DeselectSelectedChild":
            guard let id = child(selected, int(arguments, 0)) else { return .values([.boolean(false)]) }
            return .request(.setSelected(id, false))
        case "SelectAll":
            return .request(.selectAll(containerID))
        case "ClearSelection":
            return .request(.clearSelection(containerID))
        default:
            return .unknownMethod(.selection, method)
        }
    }
}
