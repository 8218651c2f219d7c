import Foundation
import Morph

/// The AT-SPI events that tell clients how the tree changed between two snapshots, in the order
/// clients expect them: removals, insertions, then changes of the objects that stay (names,
/// values, states, text, bounds, selections), then the focus.
///
/// Only differences are announced, so a snapshot published while nothing changed emits nothing,
/// and bounds are announced when a publish finds them changed — the window publishes when the tree
/// changes and when animations end, never every frame, so a transition's nodes announce their new
/// bounds once, when it ends.
///
/// - Complexity: O(n) in the nodes of both snapshots, plus the text of the texts that changed.
enum AtspiEventPlanner {
    /// The events from `old` to `new` (models of the two snapshots with the same bus name).
    static func events(from old: AtspiModel, to new: AtspiModel) -> [AtspiEvent] {
        var events: [AtspiEvent] = []
        windowEvents(old, new, into: &events)
        structureEvents(old, new, into: &events)
        for node in new.snapshot.tree.nodes {
            guard let before = old.snapshot.node(node.id) else { continue }
            nodeEvents(before, node, old, new, into: &events)
        }
        focusEvents(old, new, into: &events)
        return events
    }

    // MARK: - Steps

    /// The window's title and activation.
    private static func windowEvents(_ old: AtspiModel, _ new: AtspiModel, into events: inout [AtspiEvent]) {
        let before = old.snapshot.window, after = new.snapshot.window
        if before.title != after.title {
            events.append(AtspiEvent(object: .frame, interface: AtspiEvent.objectInterface, member: "PropertyChange", detail: "accessible-name", data: .string(after.title)))
        }
        if before.isActive != after.isActive {
            events.append(stateChanged(.frame, .active, after.isActive))
            events.append(AtspiEvent(object: .frame, interface: AtspiEvent.windowInterface, member: after.isActive ? "Activate" : "Deactivate", data: .string(after.title)))
        }
        if before.frame != after.frame {
            events.append(bounds(.frame, new))
        }
    }

    /// Children removed and added: one event for each removed or added subtree (not for the nodes
    /// inside it), on the parent; a node that moved to another parent is removed and added, and
    /// announces its new parent.
    private static func structureEvents(_ old: AtspiModel, _ new: AtspiModel, into events: inout [AtspiEvent]) {
        let oldTree = old.snapshot, newTree = new.snapshot
        func parentChanged(_ id: LayerID) -> Bool {
            guard let before = oldTree.indexByID[id], let after = newTree.indexByID[id] else { return false }
            let oldParent = oldTree.tree.nodes[before].parentIndex.map { oldTree.tree.nodes[$0].id }
            let newParent = newTree.tree.nodes[after].parentIndex.map { newTree.tree.nodes[$0].id }
            return oldParent != newParent
        }
        for node in oldTree.tree.nodes {
            let object = AtspiObject.node(node.id)
            let gone = newTree.indexByID[node.id] == nil
            guard gone || parentChanged(node.id), let parent = oldTree.parent(of: object) else { continue }
            // Inside a removed subtree nothing more is announced.
            if case .node(let parentID) = parent, newTree.indexByID[parentID] == nil { continue }
            events.append(AtspiEvent(
                object: parent, interface: AtspiEvent.objectInterface, member: "ChildrenChanged", detail: "remove",
                detail1: Int32(clamping: old.indexInParent(of: object)), data: old.reference(object).value
            ))
        }
        for node in newTree.tree.nodes {
            let object = AtspiObject.node(node.id)
            let new_ = oldTree.indexByID[node.id] == nil
            let moved = parentChanged(node.id)
            guard new_ || moved, let parent = newTree.parent(of: object) else { continue }
            if case .node(let parentID) = parent, oldTree.indexByID[parentID] == nil { continue }
            events.append(AtspiEvent(
                object: parent, interface: AtspiEvent.objectInterface, member: "ChildrenChanged", detail: "add",
                detail1: Int32(clamping: new.indexInParent(of: object)), data: new.reference(object).value
            ))
            if moved {
                events.append(AtspiEvent(object: object, interface: AtspiEvent.objectInterface, member: "PropertyChange", detail: "accessible-parent", data: new.reference(parent).value))
            }
        }
    }

    /// What changed on a node that is in both snapshots.
    private static func nodeEvents(_ before: SemanticsNode, _ after: SemanticsNode, _ old: AtspiModel, _ new: AtspiModel, into events: inout [AtspiEvent]) {
        let object = AtspiObject.node(after.id)
        func property(_ name: String, _ data: DBusValue) {
            events.append(AtspiEvent(object: object, interface: AtspiEvent.objectInterface, member: "PropertyChange", detail: name, data: data))
        }
        if before.name != after.name { property("accessible-name", .string(after.name ?? "")) }
        if before.hint != after.hint { property("accessible-description", .string(after.hint ?? "")) }
        if AtspiRole(before) != AtspiRole(after) { property("accessible-role", .uint32(AtspiRole(after).rawValue)) }
        if before.value != after.value || before.numericValue != after.numericValue {
            property("accessible-value", after.numericValue.map { .double($0.current) } ?? .string(after.value ?? ""))
        }
        let oldStates = old.states(of: before), newStates = new.states(of: after)
        for state in announcedStates where oldStates.contains(state) != newStates.contains(state) {
            events.append(stateChanged(object, state, newStates.contains(state)))
        }
        if let text = after.text {
            textEvents(before.text, text, object, into: &events)
        }
        if before.frame != after.frame {
            events.append(bounds(object, new))
        }
        if after.selectionMode != nil, selectedChildren(of: object, in: old) != selectedChildren(of: object, in: new) {
            events.append(AtspiEvent(object: object, interface: AtspiEvent.objectInterface, member: "SelectionChanged"))
        }
    }

    /// The states whose changes are announced as `object:state-changed:…` (the focus is
    /// announced by ``focusEvents(_:_:into:)``).
    static let announcedStates: [AtspiState] = [
        .enabled, .sensitive, .showing, .visible, .focusable, .selectable, .selected, .checked, .editable, .readOnly, .modal, .multiselectable,
    ]

    /// Text inserted or deleted (the common prefix and suffix are kept), the caret and the
    /// selection.
    private static func textEvents(_ before: SemanticsText?, _ after: SemanticsText, _ object: AtspiObject, into events: inout [AtspiEvent]) {
        let old = Array((before?.string ?? "").unicodeScalars), new = Array(after.string.unicodeScalars)
        if old != new {
            var prefix = 0
            while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            let removed = old[prefix..<(old.count - suffix)], inserted = new[prefix..<(new.count - suffix)]
            func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars)
                return String(view)
            }
            if !removed.isEmpty {
                events.append(AtspiEvent(object: object, interface: AtspiEvent.objectInterface, member: "TextChanged", detail: "delete", detail1: Int32(clamping: prefix), detail2: Int32(clamping: removed.count), data: .string(text(removed))))
            }
            if !inserted.isEmpty {
                events.append(AtspiEvent(object: object, interface: AtspiEvent.objectInterface, member: "TextChanged", detail: "insert", detail1: Int32(clamping: prefix), detail2: Int32(clamping: inserted.count), data: .string(text(inserted))))
            }
        }
        if let caret = after.caretOffset, caret != before?.caretOffset {
            events.append(AtspiEvent(object: object, interface: AtspiEvent.objectInterface, member: "TextCaretMoved", detail1: Int32(clamping: caret)))
        }
        let oldSelection = before?.selection.flatMap { $0.isEmpty ? nil : $0 }, newSelection = after.selection.flatMap { $0.isEmpty ? nil : $0 }
        if oldSelection != newSelection {
            events.append(AtspiEvent(object: object, interface: AtspiEvent.objectInterface, member: "TextSelectionChanged"))
        }
    }

    /// The focus moving: the old node loses it, the new one gains it and emits `focus:`.
    private static func focusEvents(_ old: AtspiModel, _ new: AtspiModel, into events: inout [AtspiEvent]) {
        let before = old.snapshot.tree.focusedIndex.map { old.snapshot.tree.nodes[$0].id }
        let after = new.snapshot.tree.focusedIndex.map { new.snapshot.tree.nodes[$0].id }
        guard before != after else { return }
        if let before, new.snapshot.indexByID[before] != nil {
            events.append(stateChanged(.node(before), .focused, false))
        }
        if let after {
            events.append(stateChanged(.node(after), .focused, true))
            events.append(AtspiEvent(object: .node(after), interface: AtspiEvent.focusInterface, member: "Focus"))
        }
    }

    // MARK: - Helpers

    private static func stateChanged(_ object: AtspiObject, _ state: AtspiState, _ value: Bool) -> AtspiEvent {
        AtspiEvent(object: object, interface: AtspiEvent.objectInterface, member: "StateChanged", detail: state.eventName, detail1: value ? 1 : 0)
    }

    /// `BoundsChanged` with the object's new screen extents.
    private static func bounds(_ object: AtspiObject, _ model: AtspiModel) -> AtspiEvent {
        let box = model.rectangle(model.snapshot.frame(of: object) ?? .zero, of: object, in: .screen)
        return AtspiEvent(object: object, interface: AtspiEvent.objectInterface, member: "BoundsChanged", data: .tuple([.int32(box.x), .int32(box.y), .int32(box.width), .int32(box.height)]))
    }

    private static func selectedChildren(of object: AtspiObject, in model: AtspiModel) -> [AtspiObject] {
        model.snapshot.children(of: object).filter { child in
            guard case .node(let id) = child else { return false }
            return model.snapshot.node(id)?.isSelected == true
        }
    }
}
