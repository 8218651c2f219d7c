import Foundation
import Morph
@testable import MorphAccessibility
import Testing

/// The answers of the AT-SPI interfaces, from a snapshot, without a bus.
@Suite("AT-SPI answers")
@MainActor
struct AtspiModelTests {
    let fixture: ModelFixture
    let model: AtspiModel

    init() throws {
        fixture = try ModelFixture()
        model = fixture.model()
    }

    func node(_ node: DisplayNode) -> AtspiObject { .node(node.layerID) }

    func call(_ object: AtspiObject, _ interface: AtspiInterface, _ method: String, _ arguments: DBusValue...) -> AtspiReply {
        model.call(object, interface: interface, method: method, arguments: arguments)
    }

    func states(_ object: AtspiObject) -> Set<UInt32> {
        guard let words = call(object, .accessible, "GetState").values?.first?.elements?.compactMap(\.intValue), words.count == 2 else { return [] }
        let bits = UInt64(words[0]) | UInt64(words[1]) << 32
        return Set((0..<64).filter { bits & (1 << $0) != 0 }.map(UInt32.init))
    }

    // MARK: - Accessible and Application

    @Test("the application holds the frame, named by the window's title, which holds the top-level nodes")
    func structure() {
        #expect(model.property(.application, interface: .accessible, name: "Name") == .string("fixture"))
        #expect(model.property(.application, interface: .accessible, name: "Parent") == AtspiReference(name: ":1.1", path: "/org/a11y/atspi/accessible/root").value)
        #expect(call(.application, .accessible, "GetChildren").values == [.array(element: "(so)", [AtspiReference(name: ":1.7", path: "/org/a11y/atspi/accessible/window").value])])
        #expect(call(.application, .accessible, "GetRole").values == [.uint32(75)])
        #expect(model.property(.frame, interface: .accessible, name: "Name") == .string("Form"))
        #expect(call(.frame, .accessible, "GetRole").values == [.uint32(23)])
        #expect(model.property(.frame, interface: .accessible, name: "ChildCount") == .int32(6))
        #expect(model.property(.frame, interface: .accessible, name: "Parent") == AtspiReference(name: ":1.7", path: "/org/a11y/atspi/accessible/root").value)
        let children = call(.frame, .accessible, "GetChildren").values?.first?.elements?.compactMap(AtspiReference.init)
        #expect(children?.map(\.path) == [fixture.heading, fixture.image, fixture.field, fixture.button, fixture.progress, fixture.list].map { "/org/a11y/atspi/accessible/\($0.layerID.rawValue)" })
        #expect(call(node(fixture.button), .accessible, "GetIndexInParent").values == [.int32(3)])
        #expect(call(node(fixture.list.rows[2]), .accessible, "GetIndexInParent").values == [.int32(2)])
        #expect(call(.application, .accessible, "GetIndexInParent").values == [.int32(-1)])
    }

    @Test("roles follow the semantics: heading, image, entry, push button, progress bar, list, labels")
    func roles() {
        let roles = [fixture.heading, fixture.image, fixture.field, fixture.button, fixture.progress, fixture.list, fixture.list.rows[0]].map {
            call(node($0), .accessible, "GetRole").values?.first
        }
        #expect(roles == [83, 27, 79, 43, 42, 31, 29].map { .uint32($0) })
        #expect(call(node(fixture.button), .accessible, "GetRoleName").values == [.string("push button")])
    }

    @Test("names, descriptions, identifiers and attributes")
    func names() {
        fixture.button.accessibilityHint = "Sends the message"
        fixture.button.accessibilityIdentifier = "send"
        let model = fixture.model()
        #expect(model.property(node(fixture.button), interface: .accessible, name: "Name") == .string("Send"))
        #expect(model.property(node(fixture.button), interface: .accessible, name: "Description") == .string("Sends the message"))
        #expect(model.property(node(fixture.button), interface: .accessible, name: "AccessibleId") == .string("send"))
        let attributes = model.call(node(fixture.field), interface: .accessible, method: "GetAttributes", arguments: []).values?.first
        #expect(attributes == .dictionary(key: "s", value: "s", [(.string("toolkit"), .string("Morph")), (.string("placeholder-text"), .string("Message"))]))
    }

    @Test("states: enabled, focusable, editable, single-line, selectable and selected, showing")
    func nodeStates() {
        #expect(states(node(fixture.field)).isSuperset(of: [AtspiState.enabled, .sensitive, .visible, .showing, .focusable, .editable, .singleLine, .selectableText].map(\.rawValue)))
        #expect(states(node(fixture.list.rows[1])).isSuperset(of: [AtspiState.selectable, .selected].map(\.rawValue)))
        #expect(!states(node(fixture.list.rows[0])).contains(AtspiState.selected.rawValue))
        #expect(states(node(fixture.list)).contains(AtspiState.multiselectable.rawValue))
        #expect(states(.frame).isSuperset(of: [AtspiState.active, .showing, .visible].map(\.rawValue)))
        fixture.button.isEnabled = false
        let disabled = fixture.model().call(node(fixture.button), interface: .accessible, method: "GetState", arguments: [])
        #expect(disabled.values != call(node(fixture.button), .accessible, "GetState").values)
    }

    @Test("interfaces follow what a node is, and stay while its offers change")
    func interfaces() {
        #expect(model.interfaces(of: node(fixture.field)) == [.accessible, .component, .action, .text, .editableText])
        #expect(model.interfaces(of: node(fixture.heading)) == [.accessible, .component, .action, .text])
        #expect(model.interfaces(of: node(fixture.progress)) == [.accessible, .component, .action, .value])
        #expect(model.interfaces(of: node(fixture.list)) == [.accessible, .component, .action, .selection])
        #expect(model.interfaces(of: .application) == [.accessible, .application])
        #expect(call(node(fixture.heading), .accessible, "GetInterfaces").values?.first?.elements?.count == 4)
    }

    @Test("children out of range, unknown methods and interfaces, and removed objects are answered with D-Bus errors")
    func badCalls() {
        #expect(call(.frame, .accessible, "GetChildAtIndex", .int32(99)).errorName == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(call(.frame, .accessible, "GetChildAtIndex", .int32(-1)).errorName == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(call(.frame, .accessible, "Frobnicate").errorName == "org.freedesktop.DBus.Error.UnknownMethod")
        #expect(call(node(fixture.button), .text, "GetText", .int32(0), .int32(1)).errorName == "org.freedesktop.DBus.Error.UnknownInterface")
        let removed = AtspiObject.node(LayerID(rawValue: 999_999_999))
        #expect(call(removed, .accessible, "GetState").values == [.array(element: "u", [.uint32(1 << 6), .uint32(0)])], "defunct")
        #expect(call(removed, .accessible, "GetName").errorName == "org.freedesktop.DBus.Error.UnknownObject")
        #expect(call(removed, .action, "DoAction", .int32(0)).errorName == "org.freedesktop.DBus.Error.UnknownObject")
        #expect(model.property(removed, interface: .accessible, name: "Name") == nil)
        #expect(call(node(fixture.button), .accessible, "GetChildAtIndex").errorName == "org.freedesktop.DBus.Error.InvalidArgs", "a missing argument")
    }

    @Test("the application's properties and locale; no peer-to-peer address")
    func application() {
        #expect(model.property(.application, interface: .application, name: "ToolkitName") == .string("Morph"))
        #expect(model.property(.application, interface: .application, name: "Id") == .int32(3))
        #expect(call(.application, .application, "GetApplicationBusAddress").values == [.string("")])
        #expect(call(.application, .application, "GetLocale", .uint32(0)).values?.first?.stringValue?.isEmpty == false)
    }

    // MARK: - Component

    @Test("extents in screen, window and parent coordinates, rounded outward")
    func extents() {
        let frame = fixture.root.semanticsTree().node(role: .button, named: "Send")!.frame
        let screen = call(node(fixture.button), .component, "GetExtents", .uint32(0)).values
        #expect(screen == [.tuple([.int32(Int32(frame.minX) + 100), .int32(Int32(frame.minY) + 50), .int32(Int32(frame.width)), .int32(Int32(frame.height))])])
        #expect(call(node(fixture.button), .component, "GetExtents", .uint32(1)).values == [.tuple([.int32(Int32(frame.minX)), .int32(Int32(frame.minY)), .int32(Int32(frame.width)), .int32(Int32(frame.height))])])
        let row = fixture.root.semanticsTree().node(role: .staticText, named: "Two")!.frame
        let list = fixture.root.semanticsTree().nodes(withRole: .list)[0].frame
        #expect(call(node(fixture.list.rows[1]), .component, "GetPosition", .uint32(2)).values == [.int32(Int32(row.minX - list.minX)), .int32(Int32(row.minY - list.minY))])
        #expect(call(.frame, .component, "GetExtents", .uint32(0)).values == [.tuple([.int32(100), .int32(50), .int32(300), .int32(400)])])
        #expect(call(.frame, .component, "GetExtents", .uint32(77)).values == call(.frame, .component, "GetExtents", .uint32(0)).values, "an unknown coordinate type is the screen's")
    }

    @Test("contains, the accessible at a point, focus requests; moving and resizing are refused")
    func component() {
        let frame = fixture.root.semanticsTree().node(role: .button, named: "Send")!.frame
        let inside = (x: Int32(frame.midX) + 100, y: Int32(frame.midY) + 50)
        #expect(call(node(fixture.button), .component, "Contains", .int32(inside.x), .int32(inside.y), .uint32(0)).values == [.boolean(true)])
        #expect(call(node(fixture.button), .component, "Contains", .int32(0), .int32(0), .uint32(0)).values == [.boolean(false)])
        #expect(call(.frame, .component, "GetAccessibleAtPoint", .int32(inside.x), .int32(inside.y), .uint32(0)).values == [model.reference(node(fixture.button)).value])
        let row = fixture.root.semanticsTree().node(role: .staticText, named: "Three")!.frame
        #expect(call(.frame, .component, "GetAccessibleAtPoint", .int32(Int32(row.midX)), .int32(Int32(row.midY)), .uint32(1)).values == [model.reference(node(fixture.list.rows[2])).value], "the deepest")
        #expect(call(.frame, .component, "GetAccessibleAtPoint", .int32(-50), .int32(-50), .uint32(0)).values == [AtspiReference.null.value])
        #expect(call(node(fixture.field), .component, "GrabFocus").request == .focus(fixture.field.layerID))
        #expect(call(.frame, .component, "GrabFocus").values == [.boolean(false)])
        #expect(call(node(fixture.button), .component, "SetSize", .int32(1), .int32(1)).values == [.boolean(false)])
        #expect(call(node(fixture.button), .component, "GetLayer").values == [.uint32(3)])
    }

    // MARK: - Action

    @Test("actions: press for buttons, activate for fields, custom ones by name; out-of-range indices answer false")
    func actions() {
        fixture.button.accessibilityCustomActions = [AccessibilityCustomAction(name: "Schedule") { true }]
        let model = fixture.model()
        let button = node(fixture.button)
        #expect(model.property(button, interface: .action, name: "NActions") == .int32(2))
        #expect(model.call(button, interface: .action, method: "GetName", arguments: [.int32(0)]).values == [.string("press")])
        #expect(model.call(button, interface: .action, method: "GetName", arguments: [.int32(1)]).values == [.string("Schedule")])
        #expect(model.call(button, interface: .action, method: "GetName", arguments: [.int32(5)]).values == [.string("")])
        #expect(model.call(button, interface: .action, method: "DoAction", arguments: [.int32(0)]).request == .activate(fixture.button.layerID))
        #expect(model.call(button, interface: .action, method: "DoAction", arguments: [.int32(1)]).request == .customAction(fixture.button.layerID, name: "Schedule"))
        #expect(model.call(button, interface: .action, method: "DoAction", arguments: [.int32(2)]).values == [.boolean(false)])
        #expect(model.call(button, interface: .action, method: "DoAction", arguments: [.int32(-1)]).values == [.boolean(false)])
        #expect(model.call(node(fixture.field), interface: .action, method: "GetName", arguments: [.int32(0)]).values == [.string("activate")])
        #expect(model.property(node(fixture.heading), interface: .action, name: "NActions") == .int32(0))
        #expect(model.call(button, interface: .action, method: "GetActions", arguments: []).values?.first?.elements?.count == 2)
    }

    // MARK: - Value and Selection

    @Test("a progress indicator's value")
    func value() {
        let progress = node(fixture.progress)
        #expect(model.property(progress, interface: .value, name: "CurrentValue") == .double(0.3))
        #expect(model.property(progress, interface: .value, name: "MaximumValue") == .double(1))
        #expect(model.property(progress, interface: .value, name: "Text") == .string("30%"))
        #expect(model.setProperty(progress, interface: .value, name: "CurrentValue", value: .variant(.double(0.5))) == .setNumericValue(fixture.progress.layerID, 0.5))
        #expect(model.setProperty(progress, interface: .value, name: "CurrentValue", value: .double(.nan)) == nil)
        #expect(model.setProperty(progress, interface: .value, name: "Text", value: .string("x")) == nil)
    }

    @Test("a list's selection: counts, lookups, requests, and out-of-range indices")
    func selection() {
        let list = node(fixture.list)
        #expect(model.property(list, interface: .selection, name: "NSelectedChildren") == .int32(1))
        #expect(call(list, .selection, "GetSelectedChild", .int32(0)).values == [model.reference(node(fixture.list.rows[1])).value])
        #expect(call(list, .selection, "GetSelectedChild", .int32(1)).values == [AtspiReference.null.value])
        #expect(call(list, .selection, "IsChildSelected", .int32(1)).values == [.boolean(true)])
        #expect(call(list, .selection, "IsChildSelected", .int32(9)).values == [.boolean(false)])
        #expect(call(list, .selection, "SelectChild", .int32(2)).request == .setSelected(fixture.list.rows[2].layerID, true))
        #expect(call(list, .selection, "DeselectSelectedChild", .int32(0)).request == .setSelected(fixture.list.rows[1].layerID, false))
        #expect(call(list, .selection, "DeselectChild", .int32(0)).request == .setSelected(fixture.list.rows[0].layerID, false))
        #expect(call(list, .selection, "SelectChild", .int32(-3)).values == [.boolean(false)])
        #expect(call(list, .selection, "SelectAll").request == .selectAll(fixture.list.layerID))
        #expect(call(list, .selection, "ClearSelection").request == .clearSelection(fixture.list.layerID))
    }

    // MARK: - Text

    @Test("text: counts, the caret, ranges (negative end: to the end; out of range: clamped), characters")
    func text() {
        let field = node(fixture.field)
        fixture.field.selectedRange = 3..<3
        let model = fixture.model()
        #expect(model.property(field, interface: .text, name: "CharacterCount") == .int32(14))
        #expect(model.property(field, interface: .text, name: "CaretOffset") == .int32(3))
        #expect(model.property(node(fixture.heading), interface: .text, name: "CaretOffset") == .int32(-1))
        #expect(call(field, .text, "GetText", .int32(0), .int32(-1)).values == [.string("Hi there. Bye!")])
        #expect(call(field, .text, "GetText", .int32(3), .int32(8)).values == [.string("there")])
        #expect(call(field, .text, "GetText", .int32(-10), .int32(1000)).values == [.string("Hi there. Bye!")])
        #expect(call(field, .text, "GetText", .int32(8), .int32(3)).values == [.string("")])
        #expect(call(field, .text, "GetCharacterAtOffset", .int32(0)).values == [.int32(72)])
        #expect(call(field, .text, "GetCharacterAtOffset", .int32(99)).values == [.int32(0)])
    }

    @Test("text at, before and after an offset, by boundary type and granularity")
    func boundaries() {
        let field = node(fixture.field)
        func piece(_ method: String, _ offset: Int32, _ kind: UInt32) -> [DBusValue]? {
            call(field, .text, method, .int32(offset), .uint32(kind)).values
        }
        #expect(piece("GetTextAtOffset", 4, 1) == [.string("there. "), .int32(3), .int32(10)], "word start to word start")
        #expect(piece("GetTextAtOffset", 4, 2) == [.string(" there"), .int32(2), .int32(8)], "word end to word end")
        #expect(piece("GetTextBeforeOffset", 4, 1) == [.string("Hi "), .int32(0), .int32(3)])
        #expect(piece("GetTextAfterOffset", 4, 1) == [.string("Bye!"), .int32(10), .int32(14)])
        #expect(piece("GetTextAtOffset", 1, 0) == [.string("i"), .int32(1), .int32(2)], "a character")
        #expect(piece("GetTextAtOffset", 12, 3) == [.string("Bye!"), .int32(10), .int32(14)], "sentence start")
        #expect(piece("GetTextAtOffset", 0, 5) == [.string("Hi there. Bye!"), .int32(0), .int32(14)], "a line")
        #expect(piece("GetTextAfterOffset", 13, 1) == [.string(""), .int32(13), .int32(13)], "nothing after the last word")
        #expect(piece("GetStringAtOffset", 4, 1) == [.string("there"), .int32(3), .int32(8)], "granularity word")
        #expect(piece("GetStringAtOffset", 4, 2) == [.string("Hi there."), .int32(0), .int32(9)], "granularity sentence")
        #expect(piece("GetStringAtOffset", 8, 1) == [.string(""), .int32(8), .int32(8)], "between words")
        #expect(call(field, .text, "GetTextAtOffset", .int32(0), .uint32(42)).errorName == "org.freedesktop.DBus.Error.InvalidArgs")
    }

    @Test("character and range extents lie in the field; a point finds its offset; out-of-range offsets give empty boxes")
    func textGeometry() {
        let field = node(fixture.field)
        let frame = fixture.root.semanticsTree().nodes(withRole: .textField)[0].frame.offsetBy(dx: 100, dy: 50)
        guard let box = call(field, .text, "GetCharacterExtents", .int32(0), .uint32(0)).values?.compactMap(\.intValue), box.count == 4 else {
            Issue.record("no extents")
            return
        }
        #expect(frame.contains(CGPoint(x: box[0] + 1, y: box[1] + 1)) && box[2] > 0 && box[3] > 0)
        #expect(call(field, .text, "GetOffsetAtPoint", .int32(Int32(box[0] + box[2] / 2)), .int32(Int32(box[1] + box[3] / 2)), .uint32(0)).values == [.int32(0)])
        #expect(call(field, .text, "GetCharacterExtents", .int32(500), .uint32(0)).values == [.int32(0), .int32(0), .int32(0), .int32(0)])
        #expect(call(field, .text, "GetOffsetAtPoint", .int32(-100), .int32(-100), .uint32(0)).values == [.int32(-1)])
        let range = call(field, .text, "GetRangeExtents", .int32(0), .int32(2), .uint32(1)).values?.compactMap(\.intValue)
        #expect(range?[2] ?? 0 > box[2])
    }

    @Test("text selections: read, and set through requests; static text refuses a caret")
    func textSelections() {
        fixture.field.selectedRange = 3..<8
        let model = fixture.model()
        let field = node(fixture.field)
        #expect(model.call(field, interface: .text, method: "GetNSelections", arguments: []).values == [.int32(1)])
        #expect(model.call(field, interface: .text, method: "GetSelection", arguments: [.int32(0)]).values == [.int32(3), .int32(8)])
        #expect(model.call(field, interface: .text, method: "GetSelection", arguments: [.int32(1)]).values == [.int32(0), .int32(0)])
        #expect(model.call(field, interface: .text, method: "SetSelection", arguments: [.int32(0), .int32(9), .int32(2)]).request == .setTextSelection(fixture.field.layerID, 2..<9))
        #expect(model.call(field, interface: .text, method: "SetSelection", arguments: [.int32(1), .int32(0), .int32(2)]).values == [.boolean(false)])
        #expect(model.call(field, interface: .text, method: "AddSelection", arguments: [.int32(0), .int32(2)]).values == [.boolean(false)], "one selection already")
        #expect(model.call(field, interface: .text, method: "RemoveSelection", arguments: [.int32(0)]).request == .setTextSelection(fixture.field.layerID, 8..<8))
        #expect(model.call(field, interface: .text, method: "SetCaretOffset", arguments: [.int32(500)]).request == .setTextSelection(fixture.field.layerID, 14..<14))
        #expect(model.call(node(fixture.heading), interface: .text, method: "SetCaretOffset", arguments: [.int32(1)]).values == [.boolean(false)])
    }

    // MARK: - EditableText

    @Test("editable text: every edit is a replace request, with offsets clamped")
    func editableText() {
        let field = node(fixture.field)
        let id = fixture.field.layerID
        #expect(call(field, .editableText, "SetTextContents", .string("New")).request == .replaceText(id, 0..<14, with: "New"))
        #expect(call(field, .editableText, "InsertText", .int32(3), .string("abc"), .int32(2)).request == .replaceText(id, 3..<3, with: "ab"))
        #expect(call(field, .editableText, "InsertText", .int32(99), .string("é!"), .int32(1)).request == .replaceText(id, 14..<14, with: ""), "a length inside a character stops before it")
        #expect(call(field, .editableText, "InsertText", .int32(-4), .string("x"), .int32(-1)).request == .replaceText(id, 0..<0, with: "x"))
        #expect(call(field, .editableText, "DeleteText", .int32(9), .int32(3)).request == .replaceText(id, 3..<9, with: ""))
        #expect(call(field, .editableText, "DeleteText", .int32(2), .int32(-1)).request == .replaceText(id, 2..<14, with: ""))
        if case let .copy(text, request) = call(field, .editableText, "CutText", .int32(0), .int32(2)) {
            #expect(text == "Hi" && request == .replaceText(id, 0..<2, with: ""))
        } else {
            Issue.record("CutText copies")
        }
        if case let .copy(text, request) = call(field, .editableText, "CopyText", .int32(3), .int32(100)) {
            #expect(text == "there. Bye!" && request == nil)
        } else {
            Issue.record("CopyText copies")
        }
        let pasting = fixture.model(clipboard: "X").call(field, interface: .editableText, method: "PasteText", arguments: [.int32(1)])
        #expect(pasting.request == .replaceText(id, 1..<1, with: "X"))
        #expect(call(node(fixture.heading), .editableText, "SetTextContents", .string("x")).errorName == "org.freedesktop.DBus.Error.UnknownInterface")
    }

    @Test("a secure field copies nothing")
    func secureCopy() throws {
        fixture.field.isSecureTextEntry = true
        let model = fixture.model()
        guard case let .copy(text, _) = model.call(node(fixture.field), interface: .editableText, method: "CopyText", arguments: [.int32(0), .int32(5)]) else {
            Issue.record("CopyText copies")
            return
        }
        #expect(text.isEmpty)
    }

    @Test("the introspection XML parses and names every interface")
    func introspection() {
        for interface in AtspiInterface.allCases {
            #expect(AtspiIntrospection.xml.contains("<interface name=\"\(interface.rawValue)\">"))
        }
        #expect(AtspiServerTables.shared.cacheInterface.pointee.name != nil)
    }
}
