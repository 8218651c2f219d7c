import Foundation
import MorphTestSupport
import Morph
import Testing

/// Texture's transition and node cases, driven through real display nodes: the layout-engine
/// fixtures (measurement ranges and counts, layout passes, synchronous and asynchronous
/// transitions), subnode order, the diff cases (judged by Morph's O(n) diff and the final order),
/// and the node-level validation cases. Prints `conformance texture-transitions: <passed>/<total>
/// passed`.
///
/// Where the fixture documents a Texture bug (the KNOWN-INCORRECT cases, the
/// `derived.transitionAPI.*` orders), the case passes when Morph shows the correct behaviour.
@Suite("Texture transition conformance")
@MainActor
struct TextureTransitionConformanceTests {
    /// The fixture kinds this line counts.
    static let kinds: Set<String> = [
        "diff",
        "subnode-order",
        "transition-events",
        "transition-events (disabled test; documents KNOWN-INCORRECT behaviour)",
        "layout-pass-events",
        "layout-pass-events (documents KNOWN-INCORRECT Texture behaviour)",
        "validation",
        "layout-spec-frames+measure-calls",
        "note",
    ]

    /// Cases of other kinds that belong to the node layer.
    static let namedCases: Set<String> = ["ASDisplayNodeImplicitHierarchyTests.testFeatureFlag"]

    /// Cases that do not pass yet, with the reason (none).
    static let knownFailures: [String: String] = [:]

    static var cases: [TextureFixture.Entry] {
        TextureFixture.entries.filter { kinds.contains($0.kind) || namedCases.contains($0.name) }
    }

    @Test("every node-layer Texture case passes through real display nodes")
    func conformance() async {
        var failures: [String] = []
        var passed = 0
        for entry in Self.cases {
            let problems = await Self.check(entry)
            if let reason = Self.knownFailures[entry.name] {
                #expect(!problems.isEmpty, "\(entry.name) is listed as a known failure (\(reason)) but passes now")
                failures.append("\(entry.name): known failure (\(reason))")
            } else if problems.isEmpty {
                passed += 1
            } else {
                failures.append("\(entry.name): \(problems.joined(separator: "; "))")
            }
        }
        print("conformance texture-transitions: \(passed)/\(Self.cases.count) passed")
        #expect(Self.cases.count == 54)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    // MARK: - Dispatch

    static func check(_ entry: TextureFixture.Entry) async -> [String] {
        switch entry.kind {
        case "diff":
            return checkDiff(entry.json)
        case "layout-spec-frames+measure-calls":
            return checkFirstLayoutPass(entry.name)
        case "note":
            return checkFixtureFive(entry.json)
        default:
            break
        }
        switch entry.name {
        case "ASLayoutEngineTests.testLayoutTransitionWithAsyncMeasurement":
            return await checkAsyncTransition(entry.json)
        case "ASLayoutEngineTests.testLayoutTransitionWithSyncMeasurement":
            return checkSyncTransition(entry.json)
        case "ASLayoutEngineTests.testSetNeedsLayoutAndNormalLayoutPass":
            return checkNormalLayoutPass(entry.json)
        case "ASLayoutEngineTests.testCallingSetNeedsLayoutOnANodeThatWasSubjectToMultipassLayout":
            return checkMultipassInvalidation(entry.json)
        case "ASLayoutEngineTests.DISABLE_testASetNeedsLayoutInterferingWithTheCurrentTransition":
            return await checkNewerStateWins()
        case "ASDisplayNodeLayoutTests.testMeasureOnLayoutIfNotHappenedBefore":
            return checkMeasureOnLayout()
        case "ASDisplayNodeLayoutTests.testMeasureOnLayoutIfNotHappenedBeforeNoRemeasureForSameBounds":
            return checkNoRemeasureForSameBounds()
        case "ASDisplayNodeImplicitHierarchyTests.testLayoutTransitionMeasurementCompletionBlockIsCalledOnMainThread":
            return await checkMeasurementCompletionOnMain()
        case "ASDisplayNodeTests.testThatItsSafeToAutomeasureANodeMidTransition":
            return await checkAutomeasureMidTransition()
        case "ASDisplayNodeImplicitHierarchyTests.testInitialNodeInsertionWithOrdering":
            return checkInitialInsertionOrder()
        case "ASDisplayNodeTests.testThatOverlaySpecOrdersSubnodesCorrectly":
            return checkUnderlayBeforeOverlay(overlay: true)
        case "ASDisplayNodeTests.testThatBackgroundLayoutSpecOrdersSubnodesCorrectly":
            return checkUnderlayBeforeOverlay(overlay: false)
        case "ASDisplayNodeImplicitHierarchyTests.testMeasurementInBackgroundThreadWithLoadedNode":
            return await checkBackgroundMeasurementThenLayout()
        case "ASDisplayNodeImplicitHierarchyTests.testCalculatedLayoutHierarchyTransitions":
            return checkNestedStackHierarchy(entry.json)
        case "ASDisplayNodeLayoutTests.testThatLayoutWithInvalidSizeCausesException":
            return checkInvalidLayoutSize()
        case "ASDisplayNodeLayoutTests.testThatLayoutCreatedWithInvalidSizeCausesException":
            return checkInvalidLayoutCreation()
        case "ASDisplayNodeLayoutTests.testNotAllowAddingSubnodesInLayoutSpecThatFits":
            return checkNoSubnodeChangesInSpec(entry.json)
        case "ASDisplayNodeImplicitHierarchyTests.testFeatureFlag":
            return checkFeatureFlag(entry.json)
        default:
            if entry.kind == "subnode-order", entry.json["setup"]?["previousLayoutSubnodes"] != nil {
                return checkSubnodeOrder(entry.json)
            }
            return ["no check is written for this case"]
        }
    }

    // MARK: - Layout-engine fixtures

    /// `runFirstLayoutPassWithFixture:`: frames, and the ranges each node is measured with.
    static func checkFirstLayoutPass(_ name: String) -> [String] {
        let number = Int(name.dropFirst("ASLayoutEngineTests.fixture".count)) ?? 0
        let environment = MotionEnvironment()
        let world = LayoutEngineWorld(animator: environment.animator)
        world.apply(number)
        var problems: [String] = []
        do { try world.a.layoutIfNeeded() } catch { return ["layout pass failed: \(error)"] }
        problems += world.differences(from: number)
        for child in LayoutEngineWorld.children(of: number) {
            let expected = LayoutEngineWorld.expectedRanges(number, child)
            if world[child].measuredRanges != expected {
                problems.append("\(child) measured with \(world[child].measuredRanges), expected \(expected)")
            }
            if world[child].measurements.contains(where: { !$0.onMainThread }) {
                problems.append("\(child) measured off the main thread in a layout pass")
            }
        }
        if world.a.measuredRanges != [exactly(10, 1)] {
            problems.append("A measured with \(world.a.measuredRanges)")
        }
        problems += world.a.invariantViolations()
        return problems
    }

    /// Fixture 5 (fixture 1 at 15×1): the engine's frames, not the fixture's unverified ones.
    static func checkFixtureFive(_ json: JSONValue) -> [String] {
        let environment = MotionEnvironment()
        let world = LayoutEngineWorld(animator: environment.animator)
        world.apply(5)
        world.a.frame = rect(0, 0, 15, 1)
        do { try world.a.layoutIfNeeded() } catch { return ["layout pass failed: \(error)"] }
        guard let expected = json["expected"]?["frames_engine"]?.array, !expected.isEmpty else {
            return ["the fixture has no expected.frames_engine to check"]
        }
        var problems: [String] = []
        if world.a.calculatedSize != json["expected"]?["size"]?.size {
            problems.append("size \(world.a.calculatedSize)")
        }
        for item in expected {
            guard let id = item["id"]?.string, let frame = item["frame"]?.rect else {
                problems.append("unreadable frame \(item.jsonText())")
                continue
            }
            if world[id].frame != frame { problems.append("\(id).frame \(world[id].frame), expected \(frame)") }
        }
        return problems
    }

    /// Fixture 1 → 2 by a normal layout pass: only A, C and E measure, on main.
    static func checkNormalLayoutPass(_ json: JSONValue) -> [String] {
        let environment = MotionEnvironment()
        let world = LayoutEngineWorld(animator: environment.animator)
        world.apply(1)
        do { try world.a.layoutIfNeeded() } catch { return ["first pass failed: \(error)"] }
        world.resetRecords()
        world.apply(2)
        do { try world.a.layoutIfNeeded() } catch { return ["second pass failed: \(error)"] }
        var problems = world.differences(from: 2)
        let expected = json["expected"]
        for name in ["A", "B", "C", "D", "E"] {
            let ranges = expected?["calculateLayoutThatFits_onMain"]?[name]?.array?.compactMap(\.sizeRange) ?? []
            if world[name].measuredRanges != ranges {
                problems.append("\(name) measured with \(world[name].measuredRanges), expected \(ranges)")
            }
        }
        let changed = world.log.names(of: "calculatedLayoutDidChange")
        if changed != expected?["calculatedLayoutDidChange_onMain"]?.strings {
            problems.append("calculatedLayoutDidChange on \(changed)")
        }
        if world.log.events.contains(where: { !$0.onMainThread }) { problems.append("events off main") }
        if names(world.a.subnodes) != expected?["finalSubnodes"]?.strings { problems.append("subnodes \(names(world.a.subnodes))") }
        return problems + world.a.invariantViolations()
    }

    /// Fixture 3 (B shrunk from 8 to 7) → fixture 1 (B wants 1): the correct behaviour Texture's
    /// test describes — B measured again with the first-pass range, A again, fixture 1's frames.
    static func checkMultipassInvalidation(_ json: JSONValue) -> [String] {
        let correct = json["expected"]?["correct_per_test_comment"]
        let environment = MotionEnvironment()
        let world = LayoutEngineWorld(animator: environment.animator)
        world.apply(3)
        do { try world.a.layoutIfNeeded() } catch { return ["first pass failed: \(error)"] }
        var problems = world.differences(from: 3)
        if world["B"].measuredRanges != LayoutEngineWorld.expectedRanges(3, "B") {
            problems.append("B's multipass ranges \(world["B"].measuredRanges)")
        }
        world.resetRecords()
        world.apply(1)
        do { try world.a.layoutIfNeeded() } catch { return ["second pass failed: \(error)"] }
        if let range = correct?["B_remeasured_with"]?.sizeRange, world["B"].measuredRanges != [range] {
            problems.append("B measured with \(world["B"].measuredRanges), expected [\(range)]")
        }
        if correct?["A_remeasured"]?.bool == true, world.a.measuredRanges != [exactly(10, 1)] {
            problems.append("A measured with \(world.a.measuredRanges)")
        }
        // C and D keep their cached layouts: same range, parent size and version.
        for name in ["C", "D"] where !world[name].measurements.isEmpty {
            problems.append("\(name) was measured again")
        }
        guard let frames = correct?["final"]?["frames"]?.array, !frames.isEmpty else {
            return problems + ["the fixture has no expected.correct_per_test_comment.final.frames to check"]
        }
        for item in frames {
            guard let id = item["id"]?.string, let frame = item["frame"]?.rect else {
                problems.append("unreadable frame \(item.jsonText())")
                continue
            }
            if world[id].frame != frame { problems.append("\(id).frame \(world[id].frame), expected \(frame)") }
        }
        return problems + world.differences(from: 1)
    }

    /// The asynchronous transition fixture 1 → 2, with a main-thread layout pass while measuring.
    static func checkAsyncTransition(_ json: JSONValue) async -> [String] {
        let expected = json["expected"]
        let environment = MotionEnvironment()
        let world = LayoutEngineWorld(animator: environment.animator)
        world.apply(1)
        do { try world.a.layoutIfNeeded() } catch { return ["first pass failed: \(error)"] }
        world.resetRecords()
        world.apply(2)

        let gate = Gate()
        world["C"].onMeasure { gate.wait() }
        let subnodesDuringAnimation = Box<[String]>([])
        let injectedWorkDone = Box(false)
        let early = Box(false)
        var problems: [String] = []
        let handle: TransitionHandle
        do {
            handle = try world.a.transitionLayout(animated: false, shouldMeasureAsync: true) {
                world.log.append("measurementCompletion", node: "A")
                if !injectedWorkDone.value { early.value = true }
            }
        } catch {
            return ["transition refused: \(error)"]
        }
        world.a.onAnimateLayoutTransition = { subnodesDuringAnimation.value = names(world.a.subnodes) }

        // The injected main-thread work: a layout pass while measuring keeps fixture 1.
        await gate.arrival()
        do { try world.a.layoutIfNeeded() } catch { problems.append("layout pass failed: \(error)") }
        problems += world.differences(from: 1).map { "during measurement: \($0)" }
        injectedWorkDone.value = true
        gate.open()

        let ended = await outcome(of: handle)
        world["C"].onMeasure(nil)
        if early.value { problems.append("measurementCompletion ran before the main-thread layout pass") }
        if ended != .completed { problems.append("outcome \(String(describing: ended))") }
        problems += world.differences(from: 2)
        for name in ["A", "C", "E"] {
            let ranges = expected?["offMainMeasurement"]?[name]?.array?.compactMap(\.sizeRange) ?? []
            if world[name].measurements != ranges.map({ RecordingNode.Measurement(range: $0, onMainThread: false) }) {
                problems.append("\(name) measured \(world[name].measurements), expected \(ranges) off main")
            }
        }
        for name in ["B", "D"] where !world[name].measurements.isEmpty {
            problems.append("\(name) was measured")
        }
        let order = world.log.events
            .filter { ["measurementCompletion", "animateLayoutTransition", "didCompleteLayoutTransition"].contains($0.name) }
        if order.map(\.name) != ["measurementCompletion", "animateLayoutTransition", "didCompleteLayoutTransition"]
            || order.contains(where: { !$0.onMainThread }) {
            problems.append("main-thread order \(order)")
        }
        if names(handle.context?.insertedSubnodes ?? []) != expected?["insertedSubnodes"]?.strings {
            problems.append("inserted \(names(handle.context?.insertedSubnodes ?? []))")
        }
        if names(handle.context?.removedSubnodes ?? []) != expected?["removedSubnodes"]?.strings {
            problems.append("removed \(names(handle.context?.removedSubnodes ?? []))")
        }
        if subnodesDuringAnimation.value != expected?["subnodesAfterInsertBeforeRemoval"]?.strings {
            problems.append("subnodes after insertion \(subnodesDuringAnimation.value)")
        }
        if names(world.a.subnodes) != expected?["finalSubnodes"]?.strings {
            problems.append("final subnodes \(names(world.a.subnodes))")
        }
        return problems + world.a.invariantViolations()
    }

    /// Fixture 5 measured (not applied), then fixture 1 transitioned synchronously.
    static func checkSyncTransition(_ json: JSONValue) -> [String] {
        let expected = json["expected"]
        let environment = MotionEnvironment()
        let world = LayoutEngineWorld(animator: environment.animator)
        var problems: [String] = []
        world.apply(5)
        do { _ = try world.a.layoutThatFits(exactly(15, 1)) } catch { return ["measurement failed: \(error)"] }
        let after = expected?["afterMeasure"]
        if world.a.calculatedSize != after?["A.calculatedSize"]?.size { problems.append("calculatedSize \(world.a.calculatedSize)") }
        if world.a.constrainedSizeForCalculatedLayout != after?["A.constrainedSizeForCalculatedLayout"]?.sizeRange {
            problems.append("constrainedSizeForCalculatedLayout \(world.a.constrainedSizeForCalculatedLayout)")
        }
        for name in ["A", "B", "C", "D"] {
            let ranges = after?["calculateLayoutThatFits_onMain"]?[name]?.array?.compactMap(\.sizeRange) ?? []
            if world[name].measuredRanges != ranges { problems.append("measure pass: \(name) \(world[name].measuredRanges)") }
        }
        world.resetRecords()
        world.apply(1)
        let handle: TransitionHandle
        do {
            handle = try world.a.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)
        } catch {
            return problems + ["transition refused: \(error)"]
        }
        // Synchronous: everything ran before transitionLayout returned.
        if handle.outcome != .completed { problems.append("not complete on return: \(String(describing: handle.outcome))") }
        if world.log.names(of: "animateLayoutTransition") != ["A"] || world.log.names(of: "didCompleteLayoutTransition") != ["A"] {
            problems.append("events \(world.log.events)")
        }
        if handle.context?.constrainedSize(for: .to) != expected?["transitionConstrainedSize"]?.sizeRange {
            problems.append("transition range \(String(describing: handle.context?.constrainedSize(for: .to)))")
        }
        for name in ["A", "B", "C", "D"] {
            let ranges = expected?["calculateLayoutThatFits_onMain"]?[name]?.array?.compactMap(\.sizeRange) ?? []
            let measured = world[name].measurements
            if measured.map(\.range) != ranges || measured.contains(where: { !$0.onMainThread }) {
                problems.append("transition: \(name) measured \(measured), expected \(ranges) on main")
            }
        }
        let afterTransition = expected?["afterTransition"]
        if world.a.calculatedSize != afterTransition?["A.calculatedSize"]?.size { problems.append("calculatedSize \(world.a.calculatedSize)") }
        if world.a.constrainedSizeForCalculatedLayout != afterTransition?["A.constrainedSizeForCalculatedLayout"]?.sizeRange {
            problems.append("constrainedSizeForCalculatedLayout \(world.a.constrainedSizeForCalculatedLayout)")
        }
        do { try world.a.layoutIfNeeded() } catch { problems.append("layout pass failed: \(error)") }
        return problems + world.differences(from: 1) + world.a.invariantViolations()
    }

    /// The disabled Texture test, with its correct behaviour: fixture 4, applied on main while the
    /// transition to fixture 2 measures, wins.
    static func checkNewerStateWins() async -> [String] {
        let environment = MotionEnvironment()
        let world = LayoutEngineWorld(animator: environment.animator)
        world.apply(1)
        do { try world.a.layoutIfNeeded() } catch { return ["first pass failed: \(error)"] }
        world.apply(2)
        let gate = Gate()
        world["C"].onMeasure { gate.wait() }
        let handle: TransitionHandle
        do {
            handle = try world.a.transitionLayout(animated: false, shouldMeasureAsync: true, measurementCompletion: nil)
        } catch {
            return ["transition refused: \(error)"]
        }
        await gate.arrival()
        world.apply(4)
        var problems: [String] = []
        do { try world.a.layoutIfNeeded() } catch { problems.append("layout pass failed: \(error)") }
        problems += world.differences(from: 1).map { "during measurement: \($0)" }
        world["C"].onMeasure(nil)
        gate.open()
        let ended = await outcome(of: handle)
        if ended != .completed { problems.append("outcome \(String(describing: ended))") }
        return problems + world.differences(from: 4) + world.a.invariantViolations()
    }

    // MARK: - Layout passes of ASDisplayNodeLayoutTests

    /// A never-measured node and its hand-added button are measured for their bounds by a pass.
    static func checkMeasureOnLayout() -> [String] {
        let environment = MotionEnvironment()
        let (node, button) = environment.make { (DisplayNode(name: "node"), ButtonNode(name: "button")) }
        node.style.preferredSize = CGSize(width: 100, height: 100)
        node.frame = rect(0, 0, 100, 100)
        button.frame = rect(0, 0, 100, 100)
        var problems: [String] = []
        do { try node.addSubnode(button) } catch { return ["addSubnode failed: \(error)"] }
        if node.calculatedSize != .zero || button.calculatedSize != .zero { problems.append("measured before the pass") }
        do { try node.layoutIfNeeded() } catch { return ["layout pass failed: \(error)"] }
        if node.calculatedSize != CGSize(width: 100, height: 100) { problems.append("node \(node.calculatedSize)") }
        if button.calculatedSize != CGSize(width: 100, height: 100) { problems.append("button \(button.calculatedSize)") }
        return problems
    }

    /// A pass, then `layoutThatFits` with the bounds: the spec is built once.
    static func checkNoRemeasureForSameBounds() -> [String] {
        let environment = MotionEnvironment()
        let calls = Counter()
        let (node, button) = environment.make { (DisplayNode(name: "node"), ButtonNode(name: "button")) }
        node.style.preferredSize = CGSize(width: 100, height: 100)
        node.layoutSpecBlock = { _, _ in
            calls.increment()
            return InsetLayoutSpec(insets: .zero, child: button)
        }
        node.frame = rect(0, 0, 100, 100)
        var problems: [String] = []
        do { try node.layoutIfNeeded() } catch { return ["layout pass failed: \(error)"] }
        if calls.value != 1 { problems.append("\(calls.value) spec calls after the pass") }
        do { _ = try node.layoutThatFits(exactly(100, 100)) } catch { return ["layoutThatFits failed: \(error)"] }
        if calls.value != 1 { problems.append("\(calls.value) spec calls after layoutThatFits") }
        return problems
    }

    // MARK: - Transition events of the hierarchy tests

    static func checkMeasurementCompletionOnMain() async -> [String] {
        let environment = MotionEnvironment()
        let node = environment.make { DisplayNode(name: "node") }
        node.style.preferredSize = CGSize(width: 100, height: 100)
        let calledOnMain = Box<Bool?>(nil)
        do {
            try node.transitionLayout(sizeRange: .unconstrained, animated: true, shouldMeasureAsync: true) {
                calledOnMain.value = MainActorThread.isCurrent
            }
        } catch {
            return ["transition refused: \(error)"]
        }
        // A hang guard, not a timing check: the wait returns once the completion ran, and in a full
        // run the background measurement and the main actor can wait seconds for a core.
        guard await waitUntil(timeout: 120, { calledOnMain.value != nil }) else { return ["measurementCompletion not called within 2 minutes"] }
        return calledOnMain.value == true ? [] : ["measurementCompletion called off the main thread"]
    }

    static func checkAutomeasureMidTransition() async -> [String] {
        let environment = MotionEnvironment()
        let (supernode, node) = environment.make { (RecordingNode("supernode"), DisplayNode(name: "node")) }
        var problems: [String] = []
        do { _ = try supernode.layoutThatFits(range(0, 0, 100, 100)) } catch { return ["measurement failed: \(error)"] }
        node.bounds = rect(0, 0, 50, 50)
        do { try supernode.addSubnode(node) } catch { return ["addSubnode failed: \(error)"] }
        if node.calculatedLayout != nil { problems.append("node already has a layout") }
        // As in Texture's test the supernode has no size yet: Texture ignores the request, Morph
        // refuses it with a typed error; the subnode's layout pass is safe either way.
        do {
            try supernode.transitionLayout(animated: false, shouldMeasureAsync: true, measurementCompletion: nil)
            problems.append("a transition without a size was accepted")
        } catch NodeError.invalidTransitionSizeRange {
        } catch {
            problems.append("unexpected error \(error)")
        }
        do { try node.layoutIfNeeded() } catch { problems.append("layout pass threw \(error)") }
        // And with a size, truly mid-transition: the pass changes nothing and throws nothing.
        supernode.frame = rect(0, 0, 100, 100)
        let other = environment.make { DisplayNode(name: "other") }
        other.bounds = rect(0, 0, 50, 50)
        do { try supernode.addSubnode(other) } catch { return problems + ["addSubnode failed: \(error)"] }
        let gate = Gate()
        supernode.onMeasure { gate.wait() }
        let handle: TransitionHandle
        do {
            handle = try supernode.transitionLayout(animated: false, shouldMeasureAsync: true, measurementCompletion: nil)
        } catch {
            return problems + ["transition refused: \(error)"]
        }
        await gate.arrival()
        do { try other.layoutIfNeeded() } catch { problems.append("layout pass mid-transition threw \(error)") }
        if other.calculatedLayout != nil { problems.append("the subnode was laid out while its supernode measured") }
        gate.open()
        _ = await outcome(of: handle)
        return problems
    }

    // MARK: - Subnode order

    /// A node that manages its subnodes and lays out a vertical stack of named 10×10 nodes.
    @MainActor
    final class OrderHost {
        let host: DisplayNode
        private let nodes: [String: DisplayNode]
        private let order = Order()

        final class Order: @unchecked Sendable {
            private let lock = NSLock()
            private var names: [String] = []
            var value: [String] {
                get { lock.withLock { names } }
                set { lock.withLock { names = newValue } }
            }
        }

        init(names: [String], animator: Animator) {
            host = DisplayNode(name: "host", animator: animator)
            var nodes: [String: DisplayNode] = [:]
            for name in Set(names) {
                nodes[name] = DisplayNode(name: name, animator: animator).styled {
                    $0.preferredSize = CGSize(width: 10, height: 10)
                }
            }
            self.nodes = nodes
            host.automaticallyManagesSubnodes = true
            host.frame = rect(0, 0, 100, 100)
            let order = order
            let lookup = nodes
            host.layoutSpecBlock = { _, _ in
                StackLayoutSpec(direction: .vertical, alignItems: .start, children: order.value.compactMap { lookup[$0] })
            }
        }

        func show(_ names: [String]) {
            order.value = names
            host.setNeedsLayout()
        }
    }

    /// previous → pending by a layout pass and by an animated transition: the final subnodes are
    /// the pending layout's, in order; during the transition every node of the new layout is a
    /// subnode, in layout order.
    static func checkSubnodeOrder(_ json: JSONValue) -> [String] {
        guard let previous = json["setup"]?["previousLayoutSubnodes"]?.strings,
              let pending = json["setup"]?["pendingLayoutSubnodes"]?.strings,
              let final = json["expected"]?["finalSubnodes"]?.strings
        else { return ["the case has no subnode lists"] }
        var problems: [String] = []

        // A normal layout pass.
        let passEnvironment = MotionEnvironment()
        let pass = OrderHost(names: previous + pending, animator: passEnvironment.animator)
        pass.show(previous)
        do { try pass.host.layoutIfNeeded() } catch { return ["first pass failed: \(error)"] }
        if names(pass.host.subnodes) != previous { problems.append("first layout \(names(pass.host.subnodes))") }
        pass.show(pending)
        do { try pass.host.layoutIfNeeded() } catch { return ["second pass failed: \(error)"] }
        if names(pass.host.subnodes) != final { problems.append("layout pass ended at \(names(pass.host.subnodes))") }
        problems += pass.host.invariantViolations()

        // An animated transition.
        let environment = MotionEnvironment()
        let transition = OrderHost(names: previous + pending, animator: environment.animator)
        transition.show(previous)
        do { try transition.host.layoutIfNeeded() } catch { return ["first pass failed: \(error)"] }
        transition.show(pending)
        let handle: TransitionHandle
        do {
            handle = try transition.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        } catch {
            return problems + ["transition refused: \(error)"]
        }
        let during = names(transition.host.subnodes)
        if during.filter(pending.contains) != pending {
            problems.append("during the transition the layout's nodes are \(during)")
        }
        if let asserted = json["expected"]?["subnodesOnRunloopTurnAfterMeasurementCompletion"]?.strings, during != asserted {
            problems.append("during the transition \(during), Texture's test asserts \(asserted)")
        }
        problems += transition.host.invariantViolations()
        environment.clock.advance(by: 1)
        if handle.outcome != .completed { problems.append("transition outcome \(String(describing: handle.outcome))") }
        if names(transition.host.subnodes) != final { problems.append("transition ended at \(names(transition.host.subnodes))") }
        return problems + transition.host.invariantViolations()
    }

    /// Absolute([HStack([n1, n2]), HStack([n3, Absolute([n4])]), n5]) → n1…n5.
    static func checkInitialInsertionOrder() -> [String] {
        let environment = MotionEnvironment()
        let nodes = environment.make {
            (1...5).map { DisplayNode(name: "n\($0)").styled { $0.preferredSize = CGSize(width: 100, height: 100) } }
        }
        let host = environment.make { DisplayNode(name: "host") }
        host.automaticallyManagesSubnodes = true
        host.layoutSpecBlock = { _, _ in
            AbsoluteLayoutSpec(children: [
                StackLayoutSpec(direction: .horizontal, children: [nodes[0], nodes[1]]),
                StackLayoutSpec(direction: .horizontal, children: [nodes[2], AbsoluteLayoutSpec(children: [nodes[3]])]),
                nodes[4],
            ])
        }
        let maximum = CGFloat.greatestFiniteMagnitude
        do {
            let layout = try host.layoutThatFits(range(0, 0, maximum, maximum))
            host.frame = CGRect(origin: .zero, size: layout.size)
            try host.layoutIfNeeded()
        } catch {
            return ["layout failed: \(error)"]
        }
        let order = names(host.subnodes)
        return order == ["n1", "n2", "n3", "n4", "n5"] ? [] : ["subnodes \(order)"]
    }

    /// Overlay(child: Inset(underlay), overlay) and Background(child: overlay, background:
    /// Inset(underlay)) put the underlay first.
    static func checkUnderlayBeforeOverlay(overlay: Bool) -> [String] {
        let environment = MotionEnvironment()
        let (host, underlay, top) = environment.make { (DisplayNode(name: "host"), DisplayNode(name: "underlay"), DisplayNode(name: "overlay")) }
        host.automaticallyManagesSubnodes = true
        host.layoutSpecBlock = { _, _ in
            let inset = InsetLayoutSpec(insets: .zero, child: underlay)
            return overlay
                ? OverlayLayoutSpec(child: inset, overlay: top)
                : BackgroundLayoutSpec(child: top, background: inset)
        }
        host.frame = rect(0, 0, 100, 100)
        do { try host.layoutIfNeeded() } catch { return ["layout failed: \(error)"] }
        let subnodes = host.subnodes
        guard let under = subnodes.firstIndex(where: { $0 === underlay }), let over = subnodes.firstIndex(where: { $0 === top }) else {
            return ["subnodes \(names(subnodes))"]
        }
        return under < over ? [] : ["subnodes \(names(subnodes))"]
    }

    /// Measured in the background, laid out on main: the subnodes follow each state.
    static func checkBackgroundMeasurementThenLayout() async -> [String] {
        let environment = MotionEnvironment()
        let state = Counter()
        let (node, node1, node2) = environment.make { (DisplayNode(name: "node"), DisplayNode(name: "node1"), DisplayNode(name: "node2")) }
        node.style.preferredSize = CGSize(width: 100, height: 100)
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { _, _ in
            AbsoluteLayoutSpec(children: [state.value == 0 ? node1 : node2])
        }
        var problems: [String] = []
        func sizeToFitInBackground() async -> CGSize? {
            await Task.detached { try? node.layoutThatFits(.unconstrained).size }.value
        }
        guard let size = await sizeToFitInBackground() else { return ["background measurement failed"] }
        node.frame = CGRect(origin: .zero, size: size)
        node.setNeedsLayout()
        do { try node.layoutIfNeeded() } catch { return ["layout failed: \(error)"] }
        if node.subnodes.first !== node1 { problems.append("after the first layout \(names(node.subnodes))") }
        state.increment()
        node.setNeedsLayout()
        guard let second = await sizeToFitInBackground() else { return problems + ["background measurement failed"] }
        node.frame = CGRect(origin: .zero, size: second)
        do { try node.layoutIfNeeded() } catch { return problems + ["layout failed: \(error)"] }
        if node.subnodes.first !== node2 { problems.append("after the second layout \(names(node.subnodes))") }
        return problems + node.invariantViolations()
    }

    /// Absolute([n1, n2]) → Absolute([n1, Stack([n3, n2])]) by setNeedsLayout + layoutIfNeeded.
    static func checkNestedStackHierarchy(_ json: JSONValue) -> [String] {
        let environment = MotionEnvironment()
        let state = Counter()
        let nodes = environment.make { ["n1", "n2", "n3"].map { DisplayNode(name: $0).styled { $0.preferredSize = CGSize(width: 10, height: 10) } } }
        let host = environment.make { DisplayNode(name: "host") }
        host.automaticallyManagesSubnodes = true
        host.layoutSpecBlock = { _, _ in
            state.value == 0
                ? AbsoluteLayoutSpec(children: [nodes[0], nodes[1]])
                : AbsoluteLayoutSpec(children: [nodes[0], StackLayoutSpec(children: [nodes[2], nodes[1]])])
        }
        host.frame = rect(0, 0, 100, 100)
        do { try host.layoutIfNeeded() } catch { return ["layout failed: \(error)"] }
        state.increment()
        host.setNeedsLayout()
        do { try host.layoutIfNeeded() } catch { return ["layout failed: \(error)"] }
        let expected = json["expected"]?["finalSubnodes"]?.strings
        return names(host.subnodes) == expected ? host.invariantViolations() : ["subnodes \(names(host.subnodes))"]
    }

    // MARK: - Diff

    /// Morph's O(n) diff on the case's arrays: it rebuilds the new array, never reports more
    /// insertions or removals than a minimal diff (nor than Texture's), and where Texture reports
    /// moves (every survivor whose index changes) it reports exactly Texture's lists.
    static func checkDiff(_ json: JSONValue) -> [String] {
        guard let old = json["setup"]?["old"]?.array, let new = json["setup"]?["new"]?.array else { return ["no arrays"] }
        let expected = json["expected"]
        let diff = IdentityDiff(from: old, to: new)
        var problems: [String] = []
        if diff.rebuild(old, insertingFrom: new) != new { problems.append("the diff does not rebuild the new array") }
        let common = Self.multisetIntersectionCount(old, new)
        if diff.insertions.count != new.count - common || diff.removals.count != old.count - common {
            problems.append("not minimal: \(diff.insertions.count) insertions, \(diff.removals.count) removals, \(common) common")
        }
        if let moves = expected?["moves"]?.array {
            let textureMoves = moves.compactMap { $0.integers }.map { IdentityDiff.Move(from: $0[0], to: $0[1]) }
            if diff.moves != textureMoves { problems.append("moves \(diff.moves)") }
            if diff.insertions != expected?["insertions"]?.integers { problems.append("insertions \(diff.insertions)") }
            if diff.removals != expected?["deletions"]?.integers { problems.append("removals \(diff.removals)") }
        } else if let insertions = expected?["insertions"]?.integers, let deletions = expected?["deletions"]?.integers {
            // Texture's insertion/deletion-only diff also reports moved elements; Morph's reports a
            // subset of its elements.
            if !Self.isSubmultiset(diff.insertions.map { new[$0] }, of: insertions.map { new[$0] })
                || !Self.isSubmultiset(diff.removals.map { old[$0] }, of: deletions.map { old[$0] }) {
                problems.append("reports more than Texture: insertions \(diff.insertions), removals \(diff.removals)")
            }
        }
        if let common = expected?["commonIndexes"]?.integers, diff.stationaryIndexes != common {
            problems.append("stationary \(diff.stationaryIndexes), Texture's common indexes \(common)")
        }
        if expected?["rebuildEqualsNew"]?.bool == true, diff.rebuild(old, insertingFrom: new) != new {
            problems.append("rebuild")
        }
        return problems
    }

    static func multisetIntersectionCount(_ a: [JSONValue], _ b: [JSONValue]) -> Int {
        var counts: [JSONValue: Int] = [:]
        for value in a { counts[value, default: 0] += 1 }
        var common = 0
        for value in b where counts[value, default: 0] > 0 {
            counts[value]! -= 1
            common += 1
        }
        return common
    }

    static func isSubmultiset(_ a: [JSONValue], of b: [JSONValue]) -> Bool {
        multisetIntersectionCount(a, b) == a.count
    }

    // MARK: - Validation

    static func checkInvalidLayoutSize() -> [String] {
        let node = DisplayNode(name: "node")
        let child = DisplayNode(name: "child")
        node.layoutSpecBlock = { _, _ in WrapperLayoutSpec(child) }
        do {
            _ = try node.layoutThatFits(exactly(0, CGFloat(Float.greatestFiniteMagnitude)))
            return ["a layout of height FLT_MAX was accepted"]
        } catch .invalidLayoutSize {
            return []
        } catch {
            return ["unexpected error \(error)"]
        }
    }

    static func checkInvalidLayoutCreation() -> [String] {
        let node = DisplayNode(name: "node")
        var problems: [String] = []
        for size in [CGFloat(Float.greatestFiniteMagnitude), .greatestFiniteMagnitude, .infinity] {
            if (try? Layout(element: node, size: CGSize(width: size, height: size), context: LayoutContext(screenScale: 2))) != nil {
                problems.append("a layout of size \(size) was created")
            }
        }
        return problems
    }

    static func checkNoSubnodeChangesInSpec(_ json: JSONValue) -> [String] {
        let node = DisplayNode(name: "node")
        let added = DisplayNode(name: "added")
        let existing = DisplayNode(name: "existing")
        let errors = ErrorLog()
        do { try node.addSubnode(existing) } catch { return ["setup failed: \(error)"] }
        // The compiler refuses these calls in a (nonisolated) layout spec; a spec that forces its
        // way onto the main actor, as this one does, is refused at run time.
        node.layoutSpecBlock = { node, _ in
            MainActor.assumeIsolated {
                do throws(NodeError) { try node.addSubnode(added) } catch { errors.append(error) }
                do throws(NodeError) { try existing.removeFromSupernode() } catch { errors.append(error) }
            }
            return WrapperLayoutSpec(existing)
        }
        do { _ = try node.layoutThatFits(exactly(10, 10)) } catch { return ["layout failed: \(error)"] }
        var problems: [String] = []
        let expectedErrors: [NodeError] = [
            .subnodeMutationDuringLayoutSpec(node: "node", subnode: "added"),
            .subnodeMutationDuringLayoutSpec(node: "node", subnode: "existing"),
        ]
        if errors.errors != expectedErrors { problems.append("errors \(errors.errors)") }
        if let message = json["expected"]?["message"]?.string,
           let first = errors.errors.first, !first.description.contains("is not allowed") {
            problems.append("message \(first), Texture's \(message)")
        }
        if names(node.subnodes) != ["existing"] { problems.append("subnodes changed: \(names(node.subnodes))") }
        return problems
    }

    static func checkFeatureFlag(_ json: JSONValue) -> [String] {
        let node = DisplayNode()
        var problems: [String] = []
        if node.automaticallyManagesSubnodes != json["expected"]?["default"]?.bool { problems.append("default") }
        node.automaticallyManagesSubnodes = true
        if node.automaticallyManagesSubnodes != json["expected"]?["after set YES"]?.bool { problems.append("after set") }
        return problems
    }
}

/// A thread-safe counter for closures that run on any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

/// Errors caught in closures that run on any thread.
final class ErrorLog: @unchecked Sendable {
    private let lock = NSLock()
    private var caught: [NodeError] = []
    var errors: [NodeError] { lock.withLock { caught } }
    func append(_ error: NodeError) { lock.withLock { caught.append(error) } }
}
