import CGIO
import Foundation
import Morph

/// Serves the AT-SPI objects of one window on an accessibility-bus connection: registers the
/// object tree (a GDBus subtree under `/org/a11y/atspi/accessible`, answered from the latest
/// snapshot) and the cache, embeds the application in the registry's desktop, and emits the
/// events between snapshots.
///
/// Confined to the ``BusThread``: GDBus calls the subtree's callbacks there, and the bus client
/// calls the rest there.
final class AtspiServer: @unchecked Sendable {
    // Unchecked: every member is used on the bus thread only (checked in debug builds).

    /// The connection served on.
    let connection: DBusConnection
    /// The application's name (its root's name).
    let applicationName: String
    /// Performs a request on the main actor and says whether it did something.
    let perform: @Sendable (AccessibilityRequest) async -> Bool
    /// This server in the callback registry: the subtree's `user_data`.
    private var token: UInt = 0
    private var subtreeID: guint = 0
    private var cacheID: guint = 0
    /// The snapshot answered from.
    private(set) var snapshot: AtspiSnapshot
    /// The id the registry gave the application.
    private var applicationID: Int32 = 0
    /// The registry's desktop: the application's parent.
    private(set) var desktop: AtspiReference = .null
    /// What `CopyText` and `CutText` put aside for `PasteText`: Morph has no system clipboard yet.
    private var clipboard = ""

    init(connection: DBusConnection, applicationName: String, snapshot: AtspiSnapshot, perform: @escaping @Sendable (AccessibilityRequest) async -> Bool) {
        self.connection = connection
        self.applicationName = applicationName
        self.snapshot = snapshot
        self.perform = perform
    }

    deinit {
        unregister()
    }

    /// The model of the current snapshot.
    var model: AtspiModel {
        AtspiModel(
            snapshot: snapshot, busName: connection.uniqueName, applicationName: applicationName,
            applicationID: applicationID, desktop: desktop, clipboard: clipboard
        )
    }

    // MARK: - Registration

    /// Registers the object tree and the cache on the connection.
    func register() -> Result<Void, DBusError> {
        BusThread.shared.assertCurrent()
        guard token == 0 else { return .success(()) }
        token = CallbackRegistry.shared.register(self)
        var error: UnsafeMutablePointer<GError>?
        let tables = AtspiServerTables.shared
        subtreeID = g_dbus_connection_register_subtree(
            connection.pointer, AtspiObject.base, tables.subtree, G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES,
            CallbackRegistry.userData(token), nil, &error
        )
        guard subtreeID != 0 else {
            unregister()
            return .failure(DBusError(taking: error))
        }
        cacheID = g_dbus_connection_register_object(
            connection.pointer, "/org/a11y/atspi/cache", tables.cacheInterface, tables.interface,
            CallbackRegistry.userData(token), nil, &error
        )
        guard cacheID != 0 else {
            unregister()
            return .failure(DBusError(taking: error))
        }
        return .success(())
    }

    /// Embeds the application in the registry's desktop (`Socket.Embed`); `completion` gets the
    /// outcome on the bus thread. Without a registry the objects are still served.
    func embed(completion: @escaping @Sendable (Result<Void, DBusError>) -> Void) {
        let root = AtspiReference(name: connection.uniqueName, path: AtspiObject.application.path)
        connection.call(
            destination: "org.a11y.atspi.Registry", path: AtspiObject.application.path,
            interface: "org.a11y.atspi.Socket", method: "Embed", arguments: [root.value]
        ) { [weak self] result in
            switch result {
            case .success(let values):
                if let desktop = values.first.flatMap(AtspiReference.init) { self?.desktop = desktop }
                completion(.success(()))
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }

    /// Removes the object tree and the cache from the connection.
    func unregister() {
        if subtreeID != 0 { g_dbus_connection_unregister_subtree(connection.pointer, subtreeID) }
        if cacheID != 0 { g_dbus_connection_unregister_object(connection.pointer, cacheID) }
        subtreeID = 0
        cacheID = 0
        if token != 0 { CallbackRegistry.shared.remove(token) }
        token = 0
    }

    // MARK: - Updates

    /// Answers from `newSnapshot` from now on and emits the events that describe the change.
    func update(to newSnapshot: AtspiSnapshot) {
        BusThread.shared.assertCurrent()
        let old = model
        snapshot = newSnapshot
        for event in AtspiEventPlanner.events(from: old, to: model) {
            connection.emitSignal(path: event.object.path, interface: event.interface, member: event.member, arguments: event.arguments)
        }
    }

    // MARK: - Calls (from the subtree's callbacks)

    /// The nodes under the subtree: the application, the window and each node.
    fileprivate func enumerate() -> [String] {
        ["root", "window"] + snapshot.tree.nodes.map { String($0.id.rawValue) }
    }

    /// The interfaces of the object named `node` (a removed node keeps `Accessible`, to say it is
    /// defunct; a name that is no object has none).
    fileprivate func interfaceNames(of node: String) -> [String] {
        guard let object = AtspiObject(node: node) else { return [] }
        return (model.interfaces(of: object) ?? [.accessible]).map(\.rawValue)
    }

    /// Answers a method call.
    fileprivate func handleCall(path: String, interface name: String, method: String, arguments: [DBusValue], invocation: PendingInvocation) {
        if name == AtspiIntrospection.cacheInterface {
            // An empty cache: clients ask each object, and keep no copy to go stale.
            invocation.reply([.array(element: "((so)(so)(so)iiassusau)", [])])
            return
        }
        guard let object = AtspiObject(path: path), let interface = AtspiInterface(rawValue: name) else {
            invocation.fail(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no accessible object at \(path)")
            return
        }
        switch model.call(object, interface: interface, method: method, arguments: arguments) {
        case .values(let values):
            invocation.reply(values)
        case let .error(name, message):
            invocation.fail(name: name, message: message)
        case .request(let request):
            send(request, answering: invocation)
        case let .copy(text, request):
            clipboard = text
            if let request { send(request, answering: invocation) } else { invocation.reply([]) }
        }
    }

    /// Sends `request` to the main actor; its result answers `invocation`.
    private func send(_ request: AccessibilityRequest, answering invocation: PendingInvocation) {
        let perform = perform
        Task {
            let done = await perform(request)
            invocation.reply([.boolean(done)])
        }
    }

    /// A property's value, or nil.
    fileprivate func property(path: String, interface name: String, property: String) -> DBusValue? {
        if name == AtspiIntrospection.cacheInterface { return property == "version" ? .uint32(1) : nil }
        guard let object = AtspiObject(path: path), let interface = AtspiInterface(rawValue: name) else { return nil }
        return model.property(object, interface: interface, name: property)
    }

    /// Sets a property: the registry's `Application.Id`, or a value (sent to the main actor).
    fileprivate func setProperty(path: String, interface name: String, property: String, value: DBusValue) -> Bool {
        guard let object = AtspiObject(path: path), let interface = AtspiInterface(rawValue: name) else { return false }
        if object == .application, interface == .application, property == "Id", let id = value.intValue {
            applicationID = Int32(clamping: id)
            return true
        }
        guard let request = model.setProperty(object, interface: interface, name: property, value: value) else { return false }
        let perform = perform
        Task { _ = await perform(request) }
        return true
    }

    /// The server a callback's `user_data` names.
    fileprivate static func server(_ userData: UnsafeMutableRawPointer?) -> AtspiServer? {
        CallbackRegistry.shared.value(CallbackRegistry.token(userData), as: AtspiServer.self)
    }
}

/// The GDBus tables every server registers with: the subtree's and interfaces' callback tables
/// and the interfaces' descriptions, made once for the process and never freed (GDBus reads them
/// for as long as anything is registered).
struct AtspiServerTables: @unchecked Sendable {
    // Unchecked: the pointers are written once, here, and only read afterwards (by GDBus).

    static let shared = AtspiServerTables()

    let subtree: UnsafeMutablePointer<GDBusSubtreeVTable>
    let interface: UnsafeMutablePointer<GDBusInterfaceVTable>
    /// The parsed descriptions (`GDBusNodeInfo *`).
    let nodeInfo: UnsafeMutablePointer<GDBusNodeInfo>
    /// The Cache interface's description.
    let cacheInterface: UnsafeMutablePointer<GDBusInterfaceInfo>

    private init() {
        var error: UnsafeMutablePointer<GError>?
        // The XML is Morph's own constant; a parse failure is a programming error caught by tests.
        guard let info = g_dbus_node_info_new_for_xml(AtspiIntrospection.xml, &error) else {
            fatalError("AT-SPI introspection XML does not parse: \(DBusError(taking: error))")
        }
        nodeInfo = info
        cacheInterface = g_dbus_node_info_lookup_interface(info, AtspiIntrospection.cacheInterface)

        interface = .allocate(capacity: 1)
        interface.initialize(to: GDBusInterfaceVTable())
        interface.pointee.method_call = { _, _, path, interfaceName, method, parameters, invocation, userData in
            guard let invocation else { return }
            let pending = PendingInvocation(invocation)
            guard let server = AtspiServer.server(userData), let path, let interfaceName, let method else {
                pending.fail(name: "org.freedesktop.DBus.Error.UnknownObject", message: "the accessible objects are gone")
                return
            }
            let arguments = parameters.flatMap(GVariantBridge.value(of:))?.elements ?? []
            server.handleCall(path: String(cString: path), interface: String(cString: interfaceName), method: String(cString: method), arguments: arguments, invocation: pending)
        }
        interface.pointee.get_property = { _, _, path, interfaceName, property, error, userData in
            if let server = AtspiServer.server(userData), let path, let interfaceName, let property,
               let value = server.property(path: String(cString: path), interface: String(cString: interfaceName), property: String(cString: property)) {
                return GVariantBridge.makeVariant(value)
            }
            g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_UNKNOWN_PROPERTY.rawValue), "no such property on this object")
            return nil
        }
        interface.pointee.set_property = { _, _, path, interfaceName, property, value, error, userData in
            if let server = AtspiServer.server(userData), let path, let interfaceName, let property, let value,
               let decoded = GVariantBridge.value(of: value),
               server.setProperty(path: String(cString: path), interface: String(cString: interfaceName), property: String(cString: property), value: decoded) {
                return 1
            }
            g_set_error_literal(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_PROPERTY_READ_ONLY.rawValue), "the property cannot be set on this object")
            return 0
        }

        subtree = .allocate(capacity: 1)
        subtree.initialize(to: GDBusSubtreeVTable())
        subtree.pointee.enumerate = { _, _, _, userData in
            let names = AtspiServer.server(userData)?.enumerate() ?? []
            return AtspiServerTables.cStringArray(names)
        }
        subtree.pointee.introspect = { _, _, _, node, userData in
            guard let node, let server = AtspiServer.server(userData) else { return nil }
            let names = server.interfaceNames(of: String(cString: node))
            let tables = AtspiServerTables.shared
            let infos = names.compactMap { g_dbus_node_info_lookup_interface(tables.nodeInfo, $0) }
            // GDBus takes the array (g_free) and a reference to each description.
            let array = g_malloc0(gsize((infos.count + 1) * MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.stride))!
                .bindMemory(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self, capacity: infos.count + 1)
            for (index, info) in infos.enumerated() { array[index] = g_dbus_interface_info_ref(info) }
            return array
        }
        subtree.pointee.dispatch = { _, _, _, interfaceName, node, outUserData, userData in
            guard node != nil, interfaceName != nil, AtspiServer.server(userData) != nil else { return nil }
            outUserData?.pointee = userData
            return UnsafePointer(AtspiServerTables.shared.interface)
        }
    }

    /// A `NULL`-terminated array of `g_strdup`ed strings, which GDBus frees (`g_strfreev`).
    static func cStringArray(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>? {
        let array = g_malloc0(gsize((strings.count + 1) * MemoryLayout<UnsafeMutablePointer<gchar>?>.stride))!
            .bindMemory(to: UnsafeMutablePointer<gchar>?.self, capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { array[index] = g_strdup(string) }
        return array
    }
}
