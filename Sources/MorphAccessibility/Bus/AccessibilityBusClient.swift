import Foundation
import Morph

/// Follows whether an assistive technology listens, and keeps one window's tree on the
/// accessibility bus while one does: the bus-thread side of an ``AccessibilityBridge``.
///
/// **Whether someone listens.** The session bus's `org.a11y.Bus` (at-spi2-core's bus launcher)
/// has the `org.a11y.Status` properties `IsEnabled` and `ScreenReaderEnabled`; screen readers
/// such as Orca turn them on. The client reads them when the launcher appears, follows their
/// `PropertiesChanged` signals, and stops when the launcher goes. It never starts the launcher
/// (its calls do not auto-start services): with no launcher, no assistive technology can listen.
///
/// **Exporting.** While enabled, it asks the launcher for the accessibility bus's address
/// (`org.a11y.Bus.GetAddress`; `AT_SPI_BUS_ADDRESS` overrides it), connects, registers an
/// ``AtspiServer`` and embeds it in the registry. Disabled, it unregisters and closes the
/// connection. When the accessibility bus goes away it tries again, after 1, 2, 4 … up to 30
/// seconds, for as long as the status says enabled.
///
/// Confined to the ``BusThread``.
final class AccessibilityBusClient: @unchecked Sendable {
    // Unchecked: every member is used on the bus thread only (checked in debug builds).

    /// Where the accessibility bus is found.
    enum Source: Sendable {
        /// Follow `org.a11y.Status` on the session bus (the process's, or the one at the address
        /// given) and ask `org.a11y.Bus` for the address.
        case desktop(sessionAddress: String?)
        /// Connect to this accessibility bus at once and stay connected (tests, benchmarks).
        case address(String)
    }

    private let source: Source
    private let applicationName: String
    private let perform: @Sendable (AccessibilityRequest) async -> Bool
    /// Told (on the bus thread) when exporting starts or stops.
    private let activeDidChange: @Sendable (Bool) -> Void

    private var session: DBusConnection?
    private var server: AtspiServer?
    private var isEnabled = false
    /// The launcher's status properties as last read.
    private var status = AccessibilityStatus()
    private var isConnecting = false
    private var isStopped = false
    /// Bumped at every connect and disconnect, so a completion of an older attempt does nothing.
    private var generation = 0
    private var retryDelay: TimeInterval = 1
    /// The latest snapshot, served at once when a connection is made.
    private var latest = AtspiSnapshot.empty
    /// The last error, for tests and logs.
    private(set) var lastError: DBusError?

    init(source: Source, applicationName: String, perform: @escaping @Sendable (AccessibilityRequest) async -> Bool, activeDidChange: @escaping @Sendable (Bool) -> Void) {
        self.source = source
        self.applicationName = applicationName
        self.perform = perform
        self.activeDidChange = activeDidChange
    }

    /// Whether the tree is being served.
    var isActive: Bool { server != nil }

    /// The unique name of the accessibility-bus connection while active.
    var busName: String? { server?.connection.uniqueName }

    // MARK: - Lifecycle

    /// Starts following the status (or connects, for an explicit address).
    func start() {
        BusThread.shared.assertCurrent()
        switch source {
        case .address:
            isEnabled = true
            connect()
        case .desktop(let sessionAddress):
            DBusConnection.session(at: sessionAddress) { [weak self] result in
                self?.follow(result)
            }
        }
    }

    /// Follows the status on the session bus, when there is one.
    private func follow(_ result: Result<DBusConnection, DBusError>) {
        guard !isStopped else { return }
        switch result {
        case .failure(let error):
            // No session bus: nobody can listen.
            lastError = error
        case .success(let session):
            self.session = session
            session.subscribe(sender: "org.a11y.Bus", interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged", path: "/org/a11y/bus") { [weak self] _, _, _, arguments in
                self?.statusChanged(arguments)
            }
            session.watchName("org.a11y.Bus", appeared: { [weak self] _ in
                self?.readStatus()
            }, vanished: { [weak self] in
                self?.setEnabled(false)
            })
        }
    }

    /// Stops exporting and following; the client does nothing afterwards.
    func stop() {
        BusThread.shared.assertCurrent()
        isStopped = true
        disconnect()
        session = nil
    }

    /// Serves `snapshot` from now on (announcing the change when active).
    func publish(_ snapshot: AtspiSnapshot) {
        BusThread.shared.assertCurrent()
        latest = snapshot
        server?.update(to: snapshot)
    }

    // MARK: - Status

    /// Reads `IsEnabled` and `ScreenReaderEnabled`.
    private func readStatus() {
        session?.call(
            destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties",
            method: "GetAll", arguments: [.string("org.a11y.Status")], noAutoStart: true
        ) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let values):
                status = AccessibilityStatus()
                status.update(with: values.first)
                setEnabled(status.isListening)
            case .failure(let error):
                lastError = error
                setEnabled(false)
            }
        }
    }

    /// A `PropertiesChanged(s a{sv} as)` of `/org/a11y/bus`: changed values update the status;
    /// invalidated ones are read again.
    private func statusChanged(_ arguments: [DBusValue]) {
        guard arguments.count >= 2, arguments[0].stringValue == "org.a11y.Status" else { return }
        if arguments.count >= 3, arguments[2].elements?.isEmpty == false {
            readStatus()
            return
        }
        status.update(with: arguments[1])
        setEnabled(status.isListening)
    }

    private func setEnabled(_ enabled: Bool) {
        guard !isStopped else { return }
        isEnabled = enabled
        if enabled { connect() } else { disconnect() }
    }

    // MARK: - Connection

    private func connect() {
        guard isEnabled, !isStopped, server == nil, !isConnecting else { return }
        isConnecting = true
        generation += 1
        let attempt = generation
        address { [weak self] address in
            guard let self, attempt == generation else { return }
            guard let address else {
                isConnecting = false
                scheduleRetry()
                return
            }
            DBusConnection.connect(to: address) { [weak self] result in
                guard let self, attempt == generation else { return }
                isConnecting = false
                switch result {
                case .failure(let error):
                    lastError = error
                    scheduleRetry()
                case .success(let connection):
                    serve(on: connection)
                }
            }
        }
    }

    /// The accessibility bus's address: the explicit one, `AT_SPI_BUS_ADDRESS`, or the
    /// launcher's answer; nil when there is none.
    private func address(_ completion: @escaping @Sendable (String?) -> Void) {
        if case .address(let address) = source { return completion(address) }
        if let address = ProcessInfo.processInfo.environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return completion(address) }
        guard let session else { return completion(nil) }
        session.call(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", method: "GetAddress", noAutoStart: true) { [weak self] result in
            switch result {
            case .success(let values):
                completion(values.first?.stringValue.flatMap { $0.isEmpty ? nil : $0 })
            case .failure(let error):
                self?.lastError = error
                completion(nil)
            }
        }
    }

    private func serve(on connection: DBusConnection) {
        let server = AtspiServer(connection: connection, applicationName: applicationName, snapshot: latest, perform: perform)
        if case .failure(let error) = server.register() {
            lastError = error
            scheduleRetry()
            return
        }
        let attempt = generation
        connection.onClosed { [weak self] in
            BusThread.shared.perform { [weak self] in
                guard let self, attempt == generation else { return }
                connectionClosed()
            }
        }
        self.server = server
        retryDelay = 1
        server.embed { [weak self] result in
            if case .failure(let error) = result { self?.lastError = error }
        }
        activeDidChange(true)
    }

    private func disconnect() {
        generation += 1
        isConnecting = false
        guard let server else { return }
        server.unregister()
        server.connection.close()
        self.server = nil
        activeDidChange(false)
    }

    /// The accessibility bus went away: stop serving, and try again while enabled.
    private func connectionClosed() {
        guard let server else { return }
        server.unregister()
        self.server = nil
        activeDidChange(false)
        scheduleRetry()
    }

    private func scheduleRetry() {
        guard isEnabled, !isStopped else { return }
        let delay = retryDelay
        retryDelay = min(retryDelay * 2, 30)
        let attempt = generation
        BusThread.shared.perform(after: delay) { [weak self] in
            // A newer connect or disconnect since the failure makes this retry moot.
            guard let self, attempt == generation else { return }
            connect()
        }
    }
}
