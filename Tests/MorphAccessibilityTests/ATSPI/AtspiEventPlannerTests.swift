import Foundation
import Morph
@testable import MorphAccessibility
import Testing

/// The events that tell clients how the tree changed between two snapshots.
@Suite("AT-SPI events between snapshots")
@MainActor
struct AtspiEventPlannerTests {
    let fixture: ModelFixture

    init() throws {
        fixture = try ModelFixture()
    }

    /// The events from the tree now to the tree after `change`.
    func events(_ change: () throws -> Void) rethrows -> [AtspiEvent] {
        let before = fixture.model()
        try change()
        try? fixture.root.layoutIfNeeded()
        return AtspiEventPlanner.events(from: before, to: fixture.model())
    }

    func names(_ events: [AtspiEvent]) -> [String] {
        events.map { "\($0.member):\($0.detail)" }
    }

    @Test("nothing changed, nothing is announced")
    func nothing() {
        #expect(events {}.isEmpty)
    }

    @Test("a node added and one removed: children-changed on their parent, once per subtree")
    func structure() {
        let extra = DisplayNode.withAnimator(fixture.root.animator) { TextNode("Extra") }
        let button = fixture.button
        let list = fixture.list
        let added = events {
            fixture.root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: [extra, button]) }
            fixture.root.setNeedsLayout()
        }
        let removals = added.filter { $0.detail == "remove" }
        let additions = added.filter { $0.detail == "add" }
        #expect(removals.count == 5, "heading, image, field, progress and the list with its rows: one each, not the rows")
        #expect(removals.allSatisfy { $0.object == .frame && $0.member == "ChildrenChanged" })
        #expect(!removals.contains { $0.data == fixture.model().reference(.node(list.rows[0].layerID)).value })
        #expect(additions.count == 1 && additions[0].object == .frame && additions[0].detail1 == 0)
        #expect(additions[0].data == fixture.model().reference(.node(extra.layerID)).value)
    }

    @Test("a removed node's index is its old index; an added node's its new one")
    func indices() {
        let heading = fixture.heading, field = fixture.field
        let removedEvents = events {
            fixture.root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: [heading, field]) }
            fixture.root.setNeedsLayout()
        }
        #expect(removedEvents.filter { $0.detail == "remove" }.map(\.detail1) == [1, 3, 4, 5])
    }

    @Test("names, descriptions and values announce property changes")
    func properties() {
        let changed = events {
            fixture.button.title = "Post"
            fixture.button.accessibilityHint = "Posts it"
            fixture.progress.accessibilityNumericValue = AccessibilityNumericValue(current: 0.6)
        }
        #expect(names(changed).filter { $0.hasPrefix("PropertyChange") }.sorted() == ["PropertyChange:accessible-description", "PropertyChange:accessible-name", "PropertyChange:accessible-value"])
        #expect(changed.first { $0.detail == "accessible-name" }?.data == .string("Post"))
        #expect(changed.first { $0.detail == "accessible-value" }?.data == .double(0.6))
    }

    @Test("states that change are announced with their new value")
    func states() {
        let changed = events { fixture.button.isEnabled = false }
        let states = changed.filter { $0.member == "StateChanged" }
        #expect(Set(states.map(\.detail)) == ["enabled", "sensitive", "focusable"])
        #expect(states.allSatisfy { $0.detail1 == 0 && $0.object == .node(fixture.button.layerID) })
    }

    @Test("text inserted and deleted (common ends kept), the caret and the selection")
    func text() {
        fixture.field.selectedRange = 14..<14
        let typed = events { fixture.field.text = "Hi there, Bye!" }.filter { $0.member == "TextChanged" }
        #expect(names(typed) == ["TextChanged:delete", "TextChanged:insert"])
        #expect(typed[0].detail1 == 8 && typed[0].detail2 == 1 && typed[0].data == .string("."))
        #expect(typed[1].detail1 == 8 && typed[1].detail2 == 1 && typed[1].data == .string(","))
        let moved = events { fixture.field.selectedRange = 2..<2 }
        #expect(names(moved) == ["TextCaretMoved:"] && moved.first?.detail1 == 2)
        let selected = events { fixture.field.selectedRange = 0..<2 }
        #expect(names(selected) == ["TextSelectionChanged:"])
    }

    @Test("the focus moving: the old node loses it, the new one gains it and sends focus:")
    func focus() {
        let input = InputDispatcher(root: fixture.root)
        let first = events { input.focus(fixture.field) }
        #expect(names(first).suffix(2) == ["StateChanged:focused", "Focus:"])
        #expect(first.last?.interface == AtspiEvent.focusInterface)
        let second = events { input.focus(fixture.button) }
        let focusEvents = second.filter { $0.detail == "focused" || $0.member == "Focus" }
        #expect(focusEvents.map { "\($0.object)" } == ["\(AtspiObject.node(fixture.field.layerID))", "\(AtspiObject.node(fixture.button.layerID))", "\(AtspiObject.node(fixture.button.layerID))"])
        #expect(focusEvents.map(\.detail1) == [0, 1, 0])
    }

    @Test("bounds are announced when a published frame differs")
    func bounds() {
        let moved = events { fixture.root.frame = CGRect(x: 10, y: 0, width: 300, height: 400) }
        let bounds = moved.filter { $0.member == "BoundsChanged" }
        #expect(bounds.count == fixture.root.semanticsTree().nodes.count)
        let frame = fixture.root.semanticsTree().nodes[0].frame
        #expect(bounds[0].data == .tuple([.int32(Int32(frame.minX) + 100), .int32(Int32(frame.minY) + 50), .int32(Int32(frame.width)), .int32(Int32(frame.height))]))
    }

    @Test("a selection change is announced on its container, with the items' state changes")
    func selection() {
        let changed = events { fixture.list.selected = 2 }
        #expect(names(changed).filter { $0.hasPrefix("StateChanged") } == ["StateChanged:selected", "StateChanged:selected"])
        #expect(changed.filter { $0.member == "SelectionChanged" }.map(\.object) == [.node(fixture.list.layerID)])
    }

    @Test("the window's title and activation")
    func window() {
        let before = fixture.model()
        var window = fixture.window
        window.title = "Reply"
        window.isActive = false
        let after = AtspiModel(snapshot: AtspiSnapshot(tree: fixture.root.semanticsTree(), window: window), busName: ":1.7", applicationName: "fixture", applicationID: 3, desktop: .null, clipboard: "")
        let events = AtspiEventPlanner.events(from: before, to: after)
        #expect(names(events) == ["PropertyChange:accessible-name", "StateChanged:active", "Deactivate:"])
        #expect(events.allSatisfy { $0.object == .frame })
    }

    @Test("an event's body is AT-SPI's (siiva{sv})")
    func body() {
        let event = AtspiEvent(object: .frame, interface: AtspiEvent.objectInterface, member: "ChildrenChanged", detail: "add", detail1: 2, data: .string("x"))
        #expect(DBusValue.tuple(event.arguments).signature == "(siiva{sv})")
    }
}
