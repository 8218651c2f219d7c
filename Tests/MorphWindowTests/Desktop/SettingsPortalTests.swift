import Foundation
import Morph
import MorphTestSupport
import Synchronization
import Testing
@testable import MorphWindow

/// The desktop's settings read from a real D-Bus: a private session bus (`dbus-daemon`) with a
/// fake XDG settings portal served by PyGObject, answering `ReadOne` (or, as a version 1 portal,
/// only `Read`, whose value comes in two variants) and emitting `SettingChanged` when told.
/// `.ci/run` installs dbus and python3-gi; with `MORPH_REQUIRE_WINDOW=1` a missing tool fails the
/// test instead of skipping it.
@Suite("The settings portal over D-Bus", .serialized)
struct SettingsPortalTests {
    static var python: String? {
        ["/usr/bin/python3", "/usr/local/bin/python3"].first { path in
            guard FileManager.default.isExecutableFile(atPath: path) else { return false }
            return (try? FakePortal.run(path, ["-c", "import gi; gi.require_version('Gio', '2.0'); from gi.repository import Gio"])) == 0
        }
    }

    static var toolsAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") && python != nil
    }

    static var required: Bool {
        ProcessInfo.processInfo.environment["MORPH_REQUIRE_WINDOW"] == "1"
    }

    @Test("ReadOne answers become traits; a SettingChanged signal reaches the monitor with the new settings",
          .enabled(if: toolsAvailable || required, "dbus-daemon or python3 with PyGObject is not installed"))
    func readAndFollow() async throws {
        let python = try #require(Self.python, "python3 with PyGObject (gi) is needed")
        let portal = try FakePortal(python: python, version: 2)
        defer { portal.stop() }
        try portal.set("org.freedesktop.appearance", "color-scheme", "u", "1")
        try portal.set("org.gnome.desktop.interface", "text-scaling-factor", "d", "1.5")
        let settings = DesktopSettings.read(environment: ["LANG": "he_IL.UTF-8"], busAddress: .some(portal.address), readsGSettings: false)
        #expect(settings.problems.isEmpty, "\(settings.problems)")
        #expect(settings.userInterfaceStyle == .dark)
        #expect(settings.preferredContentSizeCategory?.textScale == 1.5)
        #expect(settings.layoutDirection == .rightToLeft)
        #expect(settings.accessibilityContrast == nil)

        let received = Mutex<[DesktopSettings]>([])
        let monitor = DesktopSettingsMonitor(environment: [:], busAddress: portal.address) { settings in
            received.withLock { $0.append(settings) }
        }
        #expect(monitor.start())
        defer { monitor.stop() }
        try portal.set("org.freedesktop.appearance", "color-scheme", "u", "2")
        var latest = try await Self.latest(of: received) { $0.userInterfaceStyle == UserInterfaceStyle.light }
        #expect(latest?.userInterfaceStyle == .light)
        #expect(latest?.preferredContentSizeCategory?.textScale == 1.5)
        // An unknown value from the desktop is a problem, and the trait keeps its default.
        try portal.set("org.freedesktop.appearance", "color-scheme", "u", "9")
        latest = try await Self.latest(of: received) { !$0.problems.isEmpty }
        #expect(latest?.userInterfaceStyle == nil)
        #expect(latest?.problems.count == 1)
        monitor.stop()
    }

    @Test("the one monitor follows reduced motion: the portal's reduced-motion, GNOME's enable-animations through it; stopped, it reports nothing",
          .enabled(if: toolsAvailable || required, "dbus-daemon or python3 with PyGObject is not installed"))
    func followsReducedMotion() async throws {
        let python = try #require(Self.python, "python3 with PyGObject (gi) is needed")
        let portal = try FakePortal(python: python, version: 2)
        defer { portal.stop() }
        let received = Mutex<[DesktopSettings]>([])
        let monitor = DesktopSettingsMonitor(environment: [:], busAddress: portal.address, readsGSettings: false) { settings in
            received.withLock { $0.append(settings) }
        }
        #expect(monitor.start())
        defer { monitor.stop() }
        func latest(where condition: (DesktopSettings) -> Bool) async throws -> DesktopSettings? {
            try await Self.latest(of: received, where: condition)
        }
        try portal.set("org.freedesktop.appearance", "reduced-motion", "u", "1")
        #expect(try await latest { $0.prefersReducedMotion == true }?.prefersReducedMotion == true)
        #expect(try await latest { $0.prefersReducedMotion == true }?.traitCollection.prefersReducedMotion == true)
        try portal.set("org.freedesktop.appearance", "reduced-motion", "u", "0")
        #expect(try await latest { $0.prefersReducedMotion != true }?.prefersReducedMotion == nil)
        try portal.set("org.gnome.desktop.interface", "enable-animations", "b", "false")
        #expect(try await latest { $0.prefersReducedMotion == true }?.prefersReducedMotion == true, "GNOME's enable-animations through the portal")
        monitor.stop()
        let count = received.withLock { $0.count }
        try portal.set("org.gnome.desktop.interface", "enable-animations", "b", "true")
        try await Task.sleep(for: .milliseconds(300))
        #expect(received.withLock { $0.count } == count, "a stopped monitor reports nothing")
    }

    @Test("a portal that starts after the monitor is read when it appears",
          .enabled(if: toolsAvailable || required, "dbus-daemon or python3 with PyGObject is not installed"))
    func portalStartsLate() async throws {
        let python = try #require(Self.python, "python3 with PyGObject (gi) is needed")
        let bus = try PrivateDBusDaemon()
        defer { bus.stop() }
        let received = Mutex<[DesktopSettings]>([])
        let monitor = DesktopSettingsMonitor(environment: [:], busAddress: bus.address, readsGSettings: false) { settings in
            received.withLock { $0.append(settings) }
        }
        #expect(monitor.start())
        defer { monitor.stop() }
        try await Task.sleep(for: .milliseconds(200))
        #expect(received.withLock { $0.isEmpty }, "nothing changed yet")
        let portal = try FakePortal(python: python, version: 2, bus: bus)
        defer { portal.stop() }
        var appeared = false
        for _ in 0..<200 where !appeared {
            appeared = !received.withLock { $0.isEmpty }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(appeared, "the portal's arrival is a change")
    }

    /// The last settings `received` once they meet `condition`, else the last ones received when
    /// the wait (two minutes) ends: it only guards against a hang, as a full run on a loaded
    /// machine can hold the readings back.
    static func latest(of received: borrowing Mutex<[DesktopSettings]>, where condition: (DesktopSettings) -> Bool) async throws -> DesktopSettings? {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            if let last = received.withLock({ $0.last }), condition(last) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        return received.withLock { $0.last }
    }

    @Test("a version 1 portal without ReadOne is read with Read, its value in two variants",
          .enabled(if: toolsAvailable || required, "dbus-daemon or python3 with PyGObject is not installed"))
    func versionOnePortal() throws {
        let python = try #require(Self.python, "python3 with PyGObject (gi) is needed")
        let portal = try FakePortal(python: python, version: 1)
        defer { portal.stop() }
        try portal.set("org.freedesktop.appearance", "color-scheme", "u", "1")
        try portal.set("org.freedesktop.appearance", "contrast", "u", "1")
        let settings = DesktopSettings.read(environment: [:], busAddress: .some(portal.address), readsGSettings: false)
        #expect(settings.problems.isEmpty, "\(settings.problems)")
        #expect(settings.userInterfaceStyle == .dark)
        #expect(settings.accessibilityContrast == .high)
    }

    @Test("a bus without a portal gives the defaults, and no problem",
          .enabled(if: toolsAvailable || required, "dbus-daemon or python3 with PyGObject is not installed"))
    func busWithoutPortal() throws {
        let bus = try PrivateDBusDaemon()
        defer { bus.stop() }
        let settings = DesktopSettings.read(environment: [:], busAddress: .some(bus.address), readsGSettings: false)
        #expect(settings.problems.isEmpty, "\(settings.problems)")
        #expect(settings.traitCollection == TraitCollection())
    }
}

/// A fake settings portal on a private bus, driven through its standard input: `set NAMESPACE KEY
/// TYPE VALUE` changes a value and emits `SettingChanged`; each command is acknowledged with `ok`.
final class FakePortal: @unchecked Sendable {
    let bus: PrivateDBusDaemon
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    var address: String { bus.address }

    /// A portal on `bus`, or on a bus of its own.
    init(python: String, version: Int, bus: PrivateDBusDaemon? = nil) throws {
        self.bus = try bus ?? PrivateDBusDaemon()
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("morph-fake-portal-\(UUID().uuidString).py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path, self.bus.address, "\(version)"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try ChildProcess.launch(process)
        guard readLine() == "ready" else {
            stop()
            throw PortalError(message: "the fake portal did not start")
        }
    }

    struct PortalError: Error {
        var message: String
    }

    /// Sets a value (and emits its change), waiting for the portal's acknowledgement.
    func set(_ namespace: String, _ key: String, _ type: String, _ value: String) throws {
        input.fileHandleForWriting.write(Data("set \(namespace) \(key) \(type) \(value)\n".utf8))
        guard readLine() == "ok" else { throw PortalError(message: "the fake portal did not acknowledge \(key)") }
    }

    private func readLine() -> String {
        var line = Data()
        let handle = output.fileHandleForReading
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        bus.stop()
    }

    /// Runs `executable` with `arguments` and returns its status.
    static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    static let script = #"""
    import sys
    import gi
    gi.require_version("Gio", "2.0")
    from gi.repository import Gio, GLib

    address, version = sys.argv[1], int(sys.argv[2])
    methods = """
      <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
    """
    if version >= 2:
        methods += """
      <method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
    """
    xml = f"""<node><interface name="org.freedesktop.portal.Settings">{methods}
      <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
    </interface></node>"""
    values = {}
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    connection = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
    info = Gio.DBusNodeInfo.new_for_xml(xml).interfaces[0]

    def call(connection, sender, path, interface, method, parameters, invocation):
        namespace, key = parameters.unpack()
        if method not in ("Read", "ReadOne") or (method == "ReadOne" and version < 2):
            invocation.return_dbus_error("org.freedesktop.DBus.Error.UnknownMethod", method)
            return
        value = values.get((namespace, key))
        if value is None:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", f"{namespace} {key}")
            return
        if method == "Read":
            value = GLib.Variant("v", value)
        invocation.return_value(GLib.Variant.new_tuple(GLib.Variant("v", value)))

    connection.register_object("/org/freedesktop/portal/desktop", info, call, None, None)

    def acquired(connection, name):
        print("ready", flush=True)

    def command(channel, condition):
        line = sys.stdin.readline()
        if not line:
            loop.quit()
            return False
        _, namespace, key, kind, text = line.split()
        value = {"u": lambda t: GLib.Variant("u", int(t)), "d": lambda t: GLib.Variant("d", float(t)),
                 "s": lambda t: GLib.Variant("s", t), "b": lambda t: GLib.Variant("b", t == "true")}[kind](text)
        values[(namespace, key)] = value
        connection.emit_signal(None, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings",
                               "SettingChanged", GLib.Variant("(ssv)", (namespace, key, value)))
        connection.flush_sync(None)
        print("ok", flush=True)
        return True

    Gio.bus_own_name_on_connection(connection, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, acquired, None)
    GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.PRIORITY_DEFAULT, GLib.IOCondition.IN | GLib.IOCondition.HUP, command)
    loop = GLib.MainLoop()
    loop.run()
    """#
}
