import Foundation
import MorphTestSupport
@testable import MorphElements

/// Katana's `ChildrenAnimations` rules, its animation types and the forwarding of children
/// animations to container children.
@MainActor
enum KatanaChildrenAnimationsCases {
    static let handlers: [String: ConformanceHandler] = [
        "kt.children.empty_should_not_animate": emptyShouldNotAnimate,
        "kt.children.none_ignored": noneIgnored,
        "kt.children.keyed_animation": keyedAnimation,
        "kt.children.all_children_default": allChildrenDefault,
        "kt.children.all_children_sets_flag": allChildrenSetsFlag,
        "kt.children.all_children_none": allChildrenNone,
        "kt.children.specific_overrides_all": specificOverridesAll,
        "kt.children.multi_key_set": multiKeySet,
        "kt.children.none_for_key_falls_back": noneForKeyFallsBack,
        "kt.children.unkeyed_description": unkeyedDescription,
        "kt.container.forwarding": containerForwarding,
        "kt.animate.linear_curve": linearCurve,
        "kt.animate.spring_mapping": springMapping,
        "kt.animate.none_sync": noneIsSynchronous,
    ]

    static func emptyShouldNotAnimate(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        try check.equal(ChildrenAnimations<TestKeys>().shouldAnimate, fixture.expected["shouldAnimate"].bool, "shouldAnimate")
    }

    static func noneIgnored(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var container = ChildrenAnimations<TestKeys>()
        container[.testKey] = Animation(type: .none)
        try check.equal(container.shouldAnimate, fixture.expected["shouldAnimate"].bool, "shouldAnimate")
    }

    static func keyedAnimation(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var container = ChildrenAnimations<TestKeys>()
        container[.testKey] = Animation(type: .linear(duration: 0.3))
        try check.equal(container.shouldAnimate, fixture.expected["shouldAnimate"].bool, "shouldAnimate")
    }

    static func allChildrenDefault(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var container = ChildrenAnimations<TestKeys>()
        container.allChildren = Animation(type: .linear(duration: 0.3))
        try check.equal(fixture.expected["type"].string, "linear", "fixture type")
        try check.equal(container[.testKey].type, .linear(duration: fixture.expected["duration"].double), "container[testKey]")
    }

    static func allChildrenSetsFlag(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var container = ChildrenAnimations<TestKeys>()
        container.allChildren = Animation(type: .linear(duration: 0.3))
        try check.equal(container.shouldAnimate, fixture.expected["shouldAnimate"].bool, "shouldAnimate")
    }

    static func allChildrenNone(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var container = ChildrenAnimations<TestKeys>()
        container.allChildren = Animation(type: .none)
        try check.equal(container.shouldAnimate, fixture.expected["shouldAnimate"].bool, "shouldAnimate")
    }

    static func specificOverridesAll(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var container = ChildrenAnimations<TestKeys>()
        container[.anotherKey] = Animation(type: .linear(duration: 0.4))
        container.allChildren = Animation(type: .linear(duration: 0.3))
        try check.equal(container[.testKey].type, .linear(duration: fixture.expected["testKey"].double), "testKey")
        try check.equal(container[.anotherKey].type, .linear(duration: fixture.expected["anotherKey"].double), "anotherKey")
    }

    static func multiKeySet(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var container = ChildrenAnimations<TestKeys>()
        container[[.anotherKey, .testKey]] = Animation(type: .linear(duration: 0.4))
        try check.equal(container[.testKey].type, .linear(duration: fixture.expected["testKey"].double), "testKey")
        try check.equal(container[.anotherKey].type, .linear(duration: fixture.expected["anotherKey"].double), "anotherKey")
    }

    static func noneForKeyFallsBack(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var container = ChildrenAnimations<TestKeys>()
        container.allChildren = Animation(type: .linear(duration: 0.3))
        container[.testKey] = Animation(type: .none)
        try check.equal(fixture.expected["container[x]"].string.hasPrefix("linear(0.3)"), true, "fixture")
        check.equal(container[.testKey].type, .linear(duration: 0.3), "container[x] after setting none")
    }

    static func unkeyedDescription(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var container = ChildrenAnimations<TestKeys>()
        container.allChildren = Animation(type: .linear(duration: 0.3))
        container[.testKey] = Animation(type: .linear(duration: 0.9))
        try check.equal(fixture.expected["result"].string, "allChildren", "fixture")
        check.equal(container[child(nil)].type, container.allChildren.type, "an unkeyed description gets allChildren")
    }

    static func containerForwarding(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var animations = ChildrenAnimations<TestKeys>()
        animations[.testKey] = Animation(type: .linear(duration: 0.3))
        animations.allChildren = Animation(type: .linear(duration: 0.7))
        let parent = AnimationContainer(nativeViewAnimation: .none, childrenAnimations: animations.erased)

        let container = child("testKey", children: [child("anotherKey")])
        let forwarded = parent.animation(for: container)
        check.equal(forwarded.nativeViewAnimation, animations[container].type, "a child's own animation is CA[d].type")
        check.expect(forwarded.childrenAnimations.shouldAnimate, "a container child receives the children animations")
        check.equal(forwarded.childrenAnimations.animation(forKey: "testKey").type, .linear(duration: 0.3), "forwarded keyed animation")
        check.equal(forwarded.childrenAnimations.allChildren.type, .linear(duration: 0.7), "forwarded allChildren")

        let leaf = child("testKey")
        let plain = parent.animation(for: leaf)
        check.equal(plain.nativeViewAnimation, .linear(duration: 0.3), "a leaf's own animation")
        check.expect(!plain.childrenAnimations.shouldAnimate, "a leaf child receives empty children animations")

        // The effect: the container child updates its children at once, with the forwarded
        // animations for each, instead of planning a 4-step animation of its own.
        var nested = ChildrenTransitionState(children: [child("anotherKey")])
        nested.apply([child("anotherKey", frame: CGRect(x: 5, y: 0, width: 1, height: 1))])
        check.equal(nested.runningToken, nil, "a forwarded update is a plain update")
        check.equal(forwarded.animation(for: child("anotherKey")).nativeViewAnimation, .linear(duration: 0.7), "nested children animate with the forwarded animations")
    }

    static func linearCurve(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let attributes = AnimationType.linear(duration: 0.3).animationAttributes
        check.equal(attributes?.timing, .curve(.easeInOut, duration: 0.3), "linear(0.3) paces with UIKit's default ease-in-out")
        check.equal(attributes?.delay, 0, "delay")
        check.equal(AnimationType.linearWithOptions(duration: 0.3, options: .curveLinear).animationAttributes?.timing, .curve(.linear, duration: 0.3), "curveLinear paces linearly")
    }

    static func springMapping(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let attributes = AnimationType.spring(duration: 0.5, damping: 0.4, initialVelocity: 0).animationAttributes
        check.equal(attributes, .dampenedSpring(dampingRatio: 0.4, initialVelocity: 0, duration: 0.5), "spring attributes")
        guard case .springWithDuration(let spring, let duration)? = attributes?.timing else {
            check.fail("not a spring with a duration: \(String(describing: attributes))")
            return
        }
        check.equal(duration, 0.5, "duration")
        check.close(CGFloat(spring.dampingRatio), 0.4, "damping ratio", tolerance: 1e-9)
        check.close(CGFloat(spring.initialVelocity), 0, "initial velocity")
        check.equal(attributes?.delay, 0, "delay")
    }

    static func noneIsSynchronous(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let animator = Animator(clock: ManualClock())
        let property = AnimatableProperty<CGFloat>(0, name: "x", animator: animator)
        var completed = false
        withAnimation(.default) {
            AnimationType.none.perform({ property.value = 1 }, completion: { completed = true })
            check.expect(completed, "the completion ran before perform returned")
        }
        check.equal(property.presentationValue, 1, "the block was applied at once, even inside an animation block")
        check.expect(!property.isAnimating, "nothing animates")
    }
}
