import Foundation
import Morph

extension AtspiModel {
    // MARK: - org.a11y.atspi.Accessible

    func accessibleProperty(_ object: AtspiObject, _ name: String) -> DBusValue? {
        switch name {
        case "version": return .uint32(1)
        case "Name": return .string(self.name(of: object))
        case "Description", "HelpText": return .string(description(of: object))
        case "Parent":
            if object == .application { return desktop.value }
            return reference(snapshot.parent(of: object)).value
        case "ChildCount": return .int32(Int32(clamping: snapshot.children(of: object).count))
        case "Locale": return .string(Self.locale)
        case "AccessibleId":
            if case .node(let id) = object { return .string(snapshot.node(id)?.identifier ?? "") }
            return .string("")
        default: return nil
        }
    }

    func accessibleCall(_ object: AtspiObject, _ method: String, _ arguments: [DBusValue]) -> AtspiReply {
        switch method {
        case "GetChildAtIndex":
            let children = snapshot.children(of: object)
            guard let index = int(arguments, 0), children.indices.contains(index) else {
                return .invalidArguments("child index out of range (\(children.count) children)")
            }
            return .values([reference(children[index]).value])
        case "GetChildren":
            return .values([.array(element: "(so)", snapshot.children(of: object).map { reference($0).value })])
        case "GetIndexInParent":
            return .values([.int32(Int32(indexInParent(of: object)))])
        case "GetRelationSet":
            return .values([.array(element: "(ua(so))", [])])
        case "GetRole":
            return .values([.uint32(role(of: object).rawValue)])
        case "GetRoleName", "GetLocalizedRoleName":
            return .values([.string(role(of: object).name)])
        case "GetState":
            return .values([stateValue(states(of: object))])
        case "GetAttributes":
            return .values([.dictionary(key: "s", value: "s", attributes(of: object).map { (.string($0.0), .string($0.1)) })])
        case "GetApplication":
            return .values([reference(.application).value])
        case "GetInterfaces":
            return .values([.array(element: "s", (interfaces(of: object) ?? []).map { .string($0.rawValue) })])
        default:
            return .unknownMethod(.accessible, method)
        }
    }

    // MARK: - org.a11y.atspi.Application

    func applicationProperty(_ name: String) -> DBusValue? {
        switch name {
        case "ToolkitName": .string(Self.toolkitName)
        case "Version", "ToolkitVersion": .string(Self.toolkitVersion)
        case "AtspiVersion": .string("2.1")
        case "InterfaceVersion": .uint32(1)
        case "Id": .int32(applicationID)
        default: nil
        }
    }

    func applicationCall(_ method: String, _ arguments: [DBusValue]) -> AtspiReply {
        switch method {
        case "GetLocale": .values([.string(Self.locale)])
        // No peer-to-peer connection: clients use the accessibility bus.
        case "GetApplicationBusAddress": .values([.string("")])
        default: .unknownMethod(.application, method)
        }
    }

    // MARK: - What objects are

    /// The object's name: the application's name, the window's title, a node's name.
    func name(of object: AtspiObject) -> String {
        switch object {
        case .application: applicationName
        case .frame: snapshot.window.title
        case .node(let id): snapshot.node(id)?.name ?? ""
        }
    }

    /// The object's description: a node's hint.
    func description(of object: AtspiObject) -> String {
        guard case .node(let id) = object else { return "" }
        return snapshot.node(id)?.hint ?? ""
    }

    /// The object's role.
    func role(of object: AtspiObject) -> AtspiRole {
        switch object {
        case .application: .application
        case .frame: .frame
        case .node(let id): snapshot.node(id).map(AtspiRole.init) ?? .invalid
        }
    }

    /// The index of `object` among its parent's children (-1 for the application).
    func indexInParent(of object: AtspiObject) -> Int {
        switch object {
        case .application: return -1
        case .frame: return 0
        case .node:
            guard let parent = snapshot.parent(of: object) else { return -1 }
            return snapshot.children(of: parent).firstIndex(of: object) ?? -1
        }
    }

    /// The object's states.
    func states(of object: AtspiObject) -> AtspiStateSet {
        switch object {
        case .application:
            return AtspiStateSet()
        case .frame:
            var states = AtspiStateSet([.enabled, .sensitive, .showing, .visible, .resizable])
            if snapshot.window.isActive { states.insert(.active) }
            return states
        case .node(let id):
            guard let node = snapshot.node(id) else { return AtspiStateSet([.defunct]) }
            return states(of: node)
        }
    }

    /// The states of a node (listed in the "Exporting over AT-SPI2" article).
    func states(of node: SemanticsNode) -> AtspiStateSet {
        var states = AtspiStateSet([.visible])
        let windowBounds = CGRect(origin: .zero, size: snapshot.window.frame.size)
        // Content a scroll node has scrolled out of view stays in the tree, visible but not
        // showing (GTK's and Chromium's states for off-screen content).
        if !node.frame.isEmpty, !node.isOffscreen, windowBounds.isEmpty || node.frame.intersects(windowBounds) { states.insert(.showing) }
        if node.isEnabled {
            states.insert(.enabled)
            states.insert(.sensitive)
        }
        if node.isFocusable { states.insert(.focusable) }
        if node.isFocused { states.insert(.focused) }
        if node.isSelectable { states.insert(.selectable) }
        if node.isSelected, node.role != .toggleButton { states.insert(.selected) }
        if node.role == .toggleButton { states.insert(.checkable) }
        if node.isChecked { states.insert(.checked) }
        if node.isModal { states.insert(.modal) }
        if node.selectionMode == .multiple { states.insert(.multiselectable) }
        if node.role == .progressIndicator || node.role == .adjustable { states.insert(.horizontal) }
        if let scroll = node.scroll {
            // A scroll pane says the axes it scrolls along (as GTK's scrollbars do).
            if scroll.directions.contains(.horizontal) { states.insert(.horizontal) }
            if scroll.directions.contains(.vertical) { states.insert(.vertical) }
        }
        if let text = node.text {
            states.insert(.selectableText)
            if node.role.isTextField {
                states.insert(text.isMultiLine ? .multiLine : .singleLine)
                states.insert(text.isEditable ? .editable : .readOnly)
            }
        }
        return states
    }

    /// The object's attributes (AT-SPI's `GetAttributes`): the toolkit, and for nodes the
    /// placeholder, the live setting, the search-box and summary markers, and for a list's items
    /// their place and the list's count (`posinset` from 1 and `setsize`, the attributes Orca
    /// reads as web content's `aria-posinset` and `aria-setsize`): a list holds only the cells
    /// near its viewport, so its child count is not its length.
    func attributes(of object: AtspiObject) -> [(String, String)] {
        var result = [("toolkit", Self.toolkitName)]
        guard case .node(let id) = object, let node = snapshot.node(id) else { return result }
        if let placeholder = node.text?.placeholder { result.append(("placeholder-text", placeholder)) }
        if node.role == .searchField { result.append(("xml-roles", "searchbox")) }
        if node.traits.contains(.updatesFrequently) { result.append(("live", "polite")) }
        if node.traits.contains(.summaryElement) { result.append(("summary", "true")) }
        if let identifier = node.identifier { result.append(("id", identifier)) }
        if let item = node.listItem {
            result.append(("posinset", String(item.position + 1)))
            result.append(("setsize", String(item.count)))
        }
        if let count = node.itemCount { result.append(("setsize", String(count))) }
        return result
    }

    /// The process's locale for `GetLocale` and `Locale` (`LC_ALL`, `LC_MESSAGES` or `LANG`, as
    /// POSIX orders them; "C" when none is set).
    static let locale: String = {
        let environment = ProcessInfo.processInfo.environment
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty { return value }
        }
        return "C"
    }()
}
