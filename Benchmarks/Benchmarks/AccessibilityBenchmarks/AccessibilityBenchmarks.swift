import Benchmark
import Foundation
import Morph
import MorphAccessibility

// Accessibility's benchmarks: building the semantics tree of a 1,001-node screen, dumping it as
// text, and publishing it to a private bus (the main actor's part of the export); the work a
// window's frame does for accessibility while no assistive technology listens (against a frame
// that does none); and a transition of that screen with the export on (a bridge connected to a
// private D-Bus bus, publishing when the transition starts and when it ends, as a window does)
// against the same transition with it off.

/// A screen of 100 rows, each a label, a button (with its title and background), an image and a
/// text field (with its text area, text and caret): 1,001 nodes with the root.
@MainActor
final class FormScreen {
    let clock = ManualClock()
    let root: DisplayNode
    private let rows: [DisplayNode]
    private let order = LayoutInput<[DisplayNode]>([])

    init() {
        let animator = Animator(clock: clock)
        let (root, rows) = DisplayNode.withAnimator(animator) { () -> (DisplayNode, [DisplayNode]) in
            let rows = (0..<100).map { index -> DisplayNode in
                let label = TextNode("Row \(index)")
                let button = ButtonNode(title: "Edit")
                let image = ImageNode(size: CGSize(width: 20, height: 20), fillColor: .black)
                image.accessibilityLabel = "Avatar \(index)"
                let field = EditableTextNode(text: "Note \(index)", placeholder: "Note")
                let row = DisplayNode(name: "row \(index)")
                row.automaticallyManagesSubnodes = true
                row.layoutSpecBlock = { _, _ in
                    StackLayoutSpec(direction: .horizontal, spacing: 4, children: [label, image, field.styled { $0.flexGrow = 1 }, button])
                }
                return row
            }
            return (DisplayNode(name: "screen"), rows)
        }
        self.root = root
        self.rows = rows
        order.value = rows
        let order = order
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, spacing: 2, alignItems: .stretch, children: order.value) }
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 3_000)
        try? root.layoutIfNeeded()
    }

    /// Reverses the rows with an animated layout transition.
    func transition() throws {
        order.value.reverse()
        try root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
    }

    /// Lets every animation end.
    func settle() {
        clock.advance(by: 2)
    }
}

/// A private `dbus-daemon` for the export to connect to: started in the background (`--fork`,
/// which prints the address and process id and returns), ended with SIGKILL (a signal the
/// benchmark's blocked signal mask, which the daemon inherits, cannot hold back).
struct PrivateBus {
    let address: String
    let pid: pid_t

    init?() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let lines = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        // The forked parent has exited once its output ended; it is reaped here, because
        // `waitUntilExit()` never returns in the benchmark process (its blocked signal mask holds
        // back the SIGCHLD that Foundation waits for).
        var status: Int32 = 0
        _ = waitpid(process.processIdentifier, &status, 0)
        guard lines.count == 2, let pid = pid_t(lines[1]) else { return nil }
        address = String(lines[0])
        self.pid = pid
    }

    func stop() {
        kill(pid, SIGKILL)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    Benchmark("semantics tree of 1,001 nodes") { @MainActor benchmark async in
        let screen = FormScreen()
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let tree = screen.root.semanticsTree()
            benchmark.stopMeasurement()
            blackHole(tree)
        }
    }

    Benchmark("semantics tree of 1,001 nodes as text (the snapshot strategy's dump)") { @MainActor benchmark async in
        let tree = FormScreen().root.semanticsTree()
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let text = tree.description
            benchmark.stopMeasurement()
            blackHole(text)
        }
    }

    // The main actor's part of an export while an assistive technology listens: one change
    // published (the tree built and handed to the bus thread, which compares it with the
    // previous one and sends the events on its own thread).
    Benchmark("publishing the semantics tree of 1,001 nodes, export on", configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))) { @MainActor benchmark async in
        let screen = FormScreen()
        guard let bus = PrivateBus() else { return }
        let bridge = AccessibilityBridge(root: screen.root, window: AccessibilityWindow(title: "Form", frame: .zero), bus: .address(bus.address))
        bridge.start()
        for _ in 0..<200 where !bridge.isActive { try? await Task.sleep(for: .milliseconds(10)) }
        precondition(bridge.isActive, "the export did not connect to the private bus")
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            bridge.setNeedsUpdate()
            blackHole(bridge.updateIfNeeded())
            benchmark.stopMeasurement()
        }
        bridge.stop()
        bus.stop()
    }

    // What a window's frame does for accessibility while nobody listens, against a frame that
    // does nothing for it: the same loop without the two calls (the screen is made outside the
    // measurement, which holds the frame's calls alone).
    Benchmark("a frame's accessibility work, no assistive technology", configuration: .init(metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2))) { @MainActor benchmark async in
        let screen = FormScreen()
        let bridge = AccessibilityBridge(root: screen.root, window: AccessibilityWindow(title: "Form", frame: .zero), bus: .address("unix:path=/nonexistent/morph-benchmark"))
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            bridge.setNeedsUpdate()
            blackHole(bridge.updateIfNeeded())
            benchmark.stopMeasurement()
        }
    }
    Benchmark("a frame without accessibility work (baseline)", configuration: .init(metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2))) { @MainActor benchmark async in
        let screen = FormScreen()
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            blackHole(screen.root)
            benchmark.stopMeasurement()
        }
    }

    for exported in [false, true] {
        Benchmark("transition of 1,001 nodes and its publishes, export \(exported ? "on" : "off")", configuration: .init(maxDuration: .seconds(5))) { @MainActor benchmark async in
            let screen = FormScreen()
            var bus: PrivateBus?
            var bridge: AccessibilityBridge?
            if exported {
                guard let started = PrivateBus() else { return }
                bus = started
                let connected = AccessibilityBridge(root: screen.root, window: AccessibilityWindow(title: "Form", frame: .zero), bus: .address(started.address))
                connected.start()
                for _ in 0..<200 where !connected.isActive { try? await Task.sleep(for: .milliseconds(10)) }
                bridge = connected
            }
            // Untimed: two flips reach the steady state.
            for _ in 0..<2 {
                try? screen.transition()
                screen.settle()
            }
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                try? screen.transition()
                // As a window does: publish when the transition starts and when it has ended.
                bridge?.setNeedsUpdate()
                bridge?.updateIfNeeded()
                screen.settle()
                bridge?.setNeedsUpdate()
                bridge?.updateIfNeeded()
                benchmark.stopMeasurement()
            }
            bridge?.stop()
            bus?.stop()
        }
    }
}
