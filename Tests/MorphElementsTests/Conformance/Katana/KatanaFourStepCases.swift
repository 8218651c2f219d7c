import Foundation
import MorphTestSupport
@testable import MorphElements

/// Katana's merge of entering and leaving children, the 4-step plan and its tokens.
@MainActor
enum KatanaFourStepCases {
    static let handlers: [String: ConformanceHandler] = [
        "kt.merge.first_step": mergeFirstStep,
        "kt.merge.second_step": mergeSecondStep,
        "kt.four_step.basic": basic,
        "kt.four_step.no_entering_skips_step1": noEnteringSkipsFirstStep,
        "kt.four_step.leaving_position": leavingPosition,
        "kt.four_step.completion_waits_longest": completionWaitsForLongest,
        "kt.four_step.zorder": zOrder,
        "kt.four_step.nested_not_transformed": nestedChildrenTransformed,
        "kt.interrupt.animated_during_animated": animatedDuringAnimated,
        "kt.interrupt.plain_during_animated": plainDuringAnimated,
    ]

    /// `"T Y K"` as children keyed T, Y, K whose frame x is `payload`.
    static func list(_ text: String, payload: CGFloat) -> [ChildDescription] {
        text.split(separator: " ").map { child(String($0), frame: CGRect(x: payload, y: 0, width: 1, height: 1)) }
    }

    static func checkMerge(_ fixture: FixtureCase, _ check: inout CaseCheck, primaryIsA: Bool) throws {
        let a = try list(fixture.setup["A"].string.components(separatedBy: " (")[0], payload: 10)
        let b = try list(fixture.setup["B"].string.components(separatedBy: " (")[0], payload: 20)
        var inserted = 0
        let merged = primaryIsA ? ChildrenMerge.merged(a, with: b, inserted: &inserted) : ChildrenMerge.merged(b, with: a, inserted: &inserted)
        try check.equal(labels(merged).joined(separator: " "), fixture.expected["order"].string, "order")
        let primaryKeys = Set(labels(primaryIsA ? a : b))
        for item in merged {
            let expectedPayload: CGFloat = primaryKeys.contains(item.label) == primaryIsA ? 10 : 20
            check.equal(item.frame.minX, expectedPayload, "payload of \(item.label)")
        }
        check.equal(inserted, 4, "inserted children")
    }

    static func mergeFirstStep(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        try checkMerge(fixture, &check, primaryIsA: true)
    }

    static func mergeSecondStep(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        try checkMerge(fixture, &check, primaryIsA: false)
    }

    static func basic(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let x = child("x", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let y = child("y", frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        let yNew = child("y", frame: CGRect(x: 30, y: 0, width: 10, height: 10))
        let z = child("z", frame: CGRect(x: 50, y: 0, width: 10, height: 10))
        var animations = AnyChildrenAnimations()
        animations.setAnimation(Animation(type: .linear(duration: 0.3), entryTransformers: [.fade()]), forKey: "z")
        animations.setAnimation(Animation(type: .linear(duration: 0.3), leaveTransformers: [.moveLeft(distance: 100)]), forKey: "x")
        animations.setAnimation(Animation(type: .linear(duration: 0.3)), forKey: "y")
        let plan = ChildrenTransitionPlan(from: [x, y], to: [yNew, z], animations: animations)

        check.equal(labels(plan.firstStep), ["x", "y", "z"], "step 1")
        check.equal(find("z", in: plan.firstStep)?.alpha, 0, "z enters transparent")
        check.equal(find("z", in: plan.firstStep)?.frame, z.frame, "z enters at its final frame")
        check.equal(find("y", in: plan.firstStep)?.frame, y.frame, "y keeps its current props in step 1")

        check.equal(labels(plan.secondStep), ["x", "y", "z"], "step 2")
        check.equal(find("x", in: plan.secondStep)?.frame, CGRect(x: -100, y: 0, width: 10, height: 10), "x leaves 100 points to the left")
        check.equal(find("y", in: plan.secondStep)?.frame, yNew.frame, "y moves to y'")
        check.equal(find("z", in: plan.secondStep)?.alpha, 1, "z fades in")
        for item in plan.secondStep {
            check.equal(plan.animation(for: item).nativeViewAnimation, .linear(duration: 0.3), "\(item.label) animates with its key's type")
        }

        check.equal(labels(plan.finalChildren), ["y", "z"], "step 3")
        let removal = ChildrenMatching(current: plan.secondStep, new: plan.finalChildren)
        check.equal(removal.removedIndices, [0], "x's node is removed in step 3")
        try check.close(CGFloat(plan.duration), fixture.expected["step3_time"].double, "step 3 time")
    }

    static func noEnteringSkipsFirstStep(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var animations = AnyChildrenAnimations()
        animations.allChildren = Animation(type: .linear(duration: 0.3), leaveTransformers: [.fade()])
        let plan = ChildrenTransitionPlan(from: [child("x"), child("y")], to: [child("y")], animations: animations)
        check.expect(plan.firstStep == nil, "step 1 skipped")
        check.equal(labels(plan.secondStep), ["x", "y"], "step 2")
        check.equal(find("x", in: plan.secondStep)?.alpha, 0, "x' is x in its leave state")
        check.equal(labels(plan.finalChildren), ["y"], "final")
    }

    static func leavingPosition(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var animations = AnyChildrenAnimations()
        animations.allChildren = Animation(type: .linear(duration: 0.3))
        let plan = ChildrenTransitionPlan(from: list("c d a e", payload: 0), to: list("a b c", payload: 0), animations: animations)
        try check.equal("[\(labels(plan.firstStep).joined(separator: ", "))]", fixture.expected["step1_order"].string.components(separatedBy: " (")[0], "step 1 order")
        try check.equal("[\(labels(plan.secondStep).joined(separator: ", "))]", fixture.expected["step2_order"].string.components(separatedBy: " (")[0], "step 2 order")
    }

    static func completionWaitsForLongest(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var animations = AnyChildrenAnimations()
        animations.setAnimation(Animation(type: .linear(duration: 0.3)), forKey: "a")
        animations.setAnimation(Animation(type: .linear(duration: 0.4)), forKey: "b")
        animations.setAnimation(Animation(type: .spring(duration: 0.5, damping: 0.4, initialVelocity: 0)), forKey: "c")
        let before = [child("a"), child("b"), child("c")]
        let after = before.map { description in
            var moved = description
            moved.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
            return moved
        }
        let plan = ChildrenTransitionPlan(from: before, to: after, animations: animations)
        try check.close(CGFloat(plan.duration), fixture.expected["final_step_at"].double, "final step time", tolerance: 1e-12)
    }

    static func zOrder(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var animations = AnyChildrenAnimations()
        animations.allChildren = Animation(type: .linear(duration: 0.3))
        let plan = ChildrenTransitionPlan(from: list("bg btn img1 ttl1", payload: 0), to: list("bg btn img2 ttl2", payload: 0), animations: animations)
        try check.equal(labels(plan.firstStep), fixture.expected["step1_z_bottom_to_top"].strings, "step 1 z-order")
        try check.equal(labels(plan.secondStep), fixture.expected["step2_z"].strings, "step 2 z-order")
        try check.equal(labels(plan.finalChildren), fixture.expected["final_z"].strings, "final z-order")
    }

    static func nestedChildrenTransformed(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var animations = AnyChildrenAnimations()
        animations.allChildren = Animation(type: .linear(duration: 0.3))
        animations.setAnimation(Animation(type: .linear(duration: 0.3), entryTransformers: [.fade()]), forKey: "n")
        animations.setAnimation(Animation(type: .linear(duration: 0.3), leaveTransformers: [.fade()]), forKey: "m")
        let before = [child("card", children: [child("m")])]
        let after = [child("card", children: [child("n")])]
        let plan = ChildrenTransitionPlan(from: before, to: after, animations: animations)

        let firstCard = find("card", in: plan.firstStep)
        check.expect(plan.firstStep != nil, "step 1 runs: a nested child enters")
        check.equal(find("n", in: firstCard?.children)?.alpha, 0, "n is merged into step 1 in its entry state (recommended behaviour)")
        check.equal(find("m", in: firstCard?.children)?.alpha, 1, "m is still shown in step 1")
        let secondCard = find("card", in: plan.secondStep)
        check.equal(find("m", in: secondCard?.children)?.alpha, 0, "m leaves with its leave transformers in step 2")
        check.equal(find("n", in: secondCard?.children)?.alpha, 1, "n animates to its final props")
        check.equal(labels(find("card", in: plan.finalChildren)?.children), ["n"], "m is removed in the final step")
        try check.expect(fixture.expected["recommended"].string.contains("matching target container"), "fixture recommendation")
    }

    /// Updates at given times on one host's state; completions fire `duration` after their
    /// update (step 2 starts at once: the first step is applied without animation).
    struct Timeline {
        var state: ChildrenTransitionState
        var completions: [(time: TimeInterval, token: AnimationToken)] = []
        var plans: [ChildrenTransitionPlan] = []

        mutating func update(at time: TimeInterval, to children: [ChildDescription], animations: AnyChildrenAnimations) {
            switch state.update(to: children, animations: animations) {
            case .immediate:
                break
            case let .animated(plan, token):
                plans.append(plan)
                completions.append((time + plan.duration, token))
            }
        }

        /// Runs the completions due until `time`, returning (time, final children applied or nil).
        mutating func advance(to time: TimeInterval) -> [(TimeInterval, [ChildDescription]?)] {
            let due = completions.filter { $0.time <= time + 1e-12 }.sorted { $0.time < $1.time }
            completions.removeAll { $0.time <= time + 1e-12 }
            return due.map { ($0.time, state.completeTransition($0.token)) }
        }
    }

    static func animatedDuringAnimated(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var animations = AnyChildrenAnimations()
        animations.allChildren = Animation(type: .linear(duration: 0.5), entryTransformers: [.fade()], leaveTransformers: [.moveLeft(distance: 100)])
        var timeline = Timeline(state: ChildrenTransitionState(children: [child("p"), child("q")]))
        timeline.update(at: 0, to: [child("r"), child("s")], animations: animations)
        check.equal(timeline.advance(to: 0.1).count, 0, "nothing completes before U2")
        timeline.update(at: 0.1, to: [child("u")], animations: animations)
        guard timeline.plans.count == 2 else {
            check.fail("two animated updates expected")
            return
        }
        let (first, second) = (timeline.plans[0], timeline.plans[1])
        check.equal(labels(second.initialChildren), labels(first.secondStep), "U2 starts from U1's step-2 list")
        check.equal(find("p", in: second.initialChildren)?.frame.minX, -100, "U1's leaving children arrive transformed")
        check.equal(find("p", in: second.secondStep)?.frame.minX, -200, "U2's leave transformers apply again (moveLeft twice)")

        let completions = timeline.advance(to: 1)
        check.equal(completions.count, 2, "both completions fire")
        check.expect(completions.first.map { abs($0.0 - 0.5) < 1e-9 && $0.1 == nil } ?? false, "U1's completion at 0.5 s skips its final step")
        check.expect(completions.last.map { abs($0.0 - 0.6) < 1e-9 } ?? false, "U2 completes at 0.6 s")
        check.equal(labels(completions.last?.1), ["u"], "U2's final step runs (recommended behaviour)")
        check.equal(labels(timeline.state.children), ["u"], "the host ends with U2's children")
        check.equal(timeline.state.runningToken, nil, "no animation left running")
    }

    static func plainDuringAnimated(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var animations = AnyChildrenAnimations()
        animations.allChildren = Animation(type: .linear(duration: 0.5), leaveTransformers: [.moveLeft(distance: 100)])
        var timeline = Timeline(state: ChildrenTransitionState(children: [child("a"), child("b")]))
        timeline.update(at: 0, to: [child("b"), child("c")], animations: animations)
        let shownAfterU1 = timeline.state.children
        timeline.update(at: 0.1, to: [child("d")], animations: AnyChildrenAnimations())
        check.equal(labels(timeline.state.children), ["d"], "at 0.1 s the children become C at once")
        let matching = ChildrenMatching(current: shownAfterU1, new: timeline.state.children)
        check.equal(matching.removedIndices.count, shownAfterU1.count, "children not in C are removed at once")
        let completions = timeline.advance(to: 1)
        check.equal(completions.count, 1, "U1's completion fires")
        check.expect(completions.first?.1 == nil, "U1's final step does not re-apply B over C (recommended behaviour)")
        check.equal(labels(timeline.state.children), ["d"], "C stays")
    }
}
