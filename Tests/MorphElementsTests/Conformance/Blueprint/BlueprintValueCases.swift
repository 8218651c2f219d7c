import Foundation
import MorphTestSupport
@testable import MorphElements

/// The Blueprint cases about values: identifiers, paths, layout attributes, animation
/// attributes, visibility transitions and the defaults of descriptions and containers.
@MainActor
enum BlueprintValueCases {
    static let handlers: [String: ConformanceHandler] = [
        "bp.identifier.equality": identifierEquality,
        "bp.identifier.factory_counts": identifierFactoryCounts,
        "bp.path.equality_and_cow": pathEqualityAndCopyOnWrite,
        "bp.layout_attributes.equality_fields": layoutAttributesEquality,
        "bp.layout_attributes.within": layoutAttributesWithin,
        "bp.animation_attributes.defaults": animationAttributesDefaults,
        "bp.animation_attributes.spring_defaults": springDefaults,
        "bp.animation_attributes.dampened_spring_defaults": dampenedSpringDefaults,
        "bp.visibility.presets": visibilityPresets,
        "bp.visibility.invisible_attributes_math": invisibleAttributesMath,
        "bp.transition_container.defaults": transitionContainerDefaults,
        "bp.view_description.transition_defaults": nodeDescriptionDefaults,
    ]

    /// `"A,nil,0"` or `"A,'aKey',0"` as an identifier of element type `A` or `B`.
    static func identifier(_ text: String) -> ElementIdentifier? {
        let parts = text.split(separator: ",").map(String.init)
        guard parts.count == 3, let count = Int(parts[2]) else { return nil }
        let type: any Element.Type
        switch parts[0] {
        case "A": type = A.self
        case "B": type = B.self
        default: return nil
        }
        let key: ElementKey? = parts[1] == "nil" ? nil : ElementKey(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "'")))
        return ElementIdentifier(type, key: key, count: count)
    }

    static func identifierEquality(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        for pair in try fixture.expected["equal"].nonEmptyArray {
            let (left, right) = (identifier(try pair[0].string), identifier(try pair[1].string))
            check.expect(left != nil && left == right, "\(pair) should be equal")
            check.expect(left?.hashValue == right?.hashValue, "\(pair) should hash alike")
        }
        for pair in try fixture.expected["not_equal"].nonEmptyArray {
            let (left, right) = (identifier(try pair[0].string), identifier(try pair[1].string))
            check.expect(left != nil && right != nil && left != right, "\(pair) should differ")
        }
    }

    static func identifierFactoryCounts(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        var factory = ElementIdentifier.Factory(elementCount: 8)
        let expected = try fixture.expected["counts"].strings.compactMap(identifier)
        check.equal(expected.count, 8, "parsed identifiers")
        for identifier in expected {
            let made = factory.nextIdentifier(for: identifier.elementType, key: identifier.key)
            check.equal(made, identifier, "identifier for \(identifier.elementType)/\(identifier.key.map(\.description) ?? "nil")")
        }
    }

    static func pathEqualityAndCopyOnWrite(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let expected = fixture.expected
        let empty = ElementPath.empty
        let p = empty.appending(ElementIdentifier(A.self, count: 0))
        var q = p
        q.prepend(ElementIdentifier(B.self, count: 1))
        try check.equal(empty == ElementPath.empty, expected["empty==empty"].bool, "empty == empty")
        try check.equal(p != empty, expected["p!=empty"].bool, "p != empty")
        try check.equal(p == p, expected["p==p"].bool, "p == p")
        try check.equal(p != q, expected["p!=q_after_prepend"].bool, "p != q after prepending to q")
        check.equal(p.identifiers, [ElementIdentifier(A.self, count: 0)], "p after the copy was changed")
        try check.equal(empty.identifiers.count, expected["empty.identifiers"].array.count, "empty identifiers")
    }

    static func layoutAttributesEquality(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let base = LayoutAttributes(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let changes: [(String, (inout LayoutAttributes) -> Void)] = [
            ("center", { $0.center = CGPoint(x: 20, y: 20) }),
            ("bounds", { $0.bounds = CGRect(x: 0, y: 20, width: 40, height: 80) }),
            ("alpha", { $0.alpha = 0.5 }),
            ("transform", { $0.transform = Transform3D(scaleX: 2, y: 3, z: 5) }),
            ("isUserInteractionEnabled", { $0.isUserInteractionEnabled = false }),
            ("isHidden", { $0.isHidden = true }),
            ("tintAdjustmentMode", { $0.tintAdjustmentMode = .normal }),
        ]
        let eachChangeMakesUnequal = try fixture.expected["each_change_makes_unequal"].bool
        for (field, change) in changes {
            var other = base
            change(&other)
            check.equal(other != base, eachChangeMakesUnequal, "changing \(field) makes the attributes unequal")
            // The consequence the case names: the element's own transition applies.
            let resolved = LayoutTransition.specific(.default).resolvedAnimation(ambient: nil, attributesChanged: other != base)
            check.equal(resolved, AnimationAttributes.default, "the own transition applies after a change of \(field)")
        }
        let copy = base
        try check.equal(copy == base, fixture.expected["unchanged_copy_equal"].bool, "an unchanged copy is equal")
    }

    static func layoutAttributesWithin(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let expected = fixture.expected
        var halfA = LayoutAttributes(frame: .zero)
        halfA.alpha = 0.5
        var halfB = LayoutAttributes(frame: .zero)
        halfB.alpha = 0.5
        try check.close(halfB.within(halfA).alpha, expected["alpha"].double, "alpha")

        var parents: [LayoutAttributes] = []
        var children: [LayoutAttributes] = []
        do {
            var parent = LayoutAttributes()
            parent.center = CGPoint(x: 100, y: 0)
            var child = LayoutAttributes()
            child.center = CGPoint(x: 25, y: 50)
            parents.append(parent); children.append(child)
        }
        do {
            var parent = LayoutAttributes()
            parent.bounds.size = CGSize(width: 100, height: 100)
            var child = LayoutAttributes()
            child.center = CGPoint(x: 25, y: 10)
            parents.append(parent); children.append(child)
        }
        do {
            var parent = LayoutAttributes()
            parent.bounds.size = CGSize(width: 200, height: 200)
            parents.append(parent); children.append(LayoutAttributes())
        }
        do {
            var parent = LayoutAttributes()
            parent.bounds.size = CGSize(width: 200, height: 200)
            parent.transform = Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)
            parents.append(parent); children.append(LayoutAttributes())
        }
        let centers = try expected["centers"].array
        check.equal(centers.count, parents.count, "center cases")
        for (index, (parent, child)) in zip(parents, children).enumerated() {
            try check.close(child.within(parent).center, centers[index].point, "center \(index + 1)", tolerance: 1e-9)
        }

        for (parentFlag, childFlag) in [(true, true), (true, false), (false, true), (false, false)] {
            var parent = LayoutAttributes()
            parent.isUserInteractionEnabled = parentFlag
            parent.isHidden = parentFlag
            var child = LayoutAttributes()
            child.isUserInteractionEnabled = childFlag
            child.isHidden = childFlag
            let combined = child.within(parent)
            check.equal(combined.isUserInteractionEnabled, parentFlag && childFlag, "isUserInteractionEnabled is the AND")
            check.equal(combined.isHidden, parentFlag || childFlag, "isHidden is the OR")
        }
        let modes: [TintAdjustmentMode] = [.automatic, .normal, .dimmed]
        for parentMode in modes {
            for childMode in modes {
                var parent = LayoutAttributes()
                parent.tintAdjustmentMode = parentMode
                var child = LayoutAttributes()
                child.tintAdjustmentMode = childMode
                let expectedMode = childMode == .automatic ? parentMode : childMode
                check.equal(child.within(parent).tintAdjustmentMode, expectedMode, "tint \(childMode) within \(parentMode)")
            }
        }
    }

    static func animationAttributesDefaults(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let duration = try fixture.expected["duration"].double
        try check.equal(fixture.expected["curve"].string, "easeInOut", "fixture curve")
        for attributes in [AnimationAttributes(), AnimationAttributes.default] {
            check.equal(attributes.timing, .curve(.easeInOut, duration: duration), "timing")
            check.equal(attributes.delay, 0, "delay")
        }
        // `allowUserInteraction: true`: Morph's animations never block interaction, so there is
        // no flag to turn it off; the expectation holds for every animation.
        try check.equal(fixture.expected["allowUserInteraction"].bool, true, "fixture allowUserInteraction")
    }

    static func springDefaults(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let expected = fixture.expected
        let attributes = AnimationAttributes.spring()
        guard case .spring(let spring) = attributes.timing else {
            check.fail("spring() is not a physical spring: \(attributes.timing)")
            return
        }
        try check.close(CGFloat(spring.mass), expected["mass"].double, "mass")
        try check.close(CGFloat(spring.stiffness), expected["stiffness"].double, "stiffness")
        try check.close(CGFloat(spring.damping), expected["damping"].double, "damping")
        try check.close(CGFloat(spring.initialVelocity), expected["initialVelocity"][0].double, "initial velocity")
        try check.close(CGFloat(spring.dampingRatio), expected["derived_damping_ratio"].double, "damping ratio", tolerance: 1e-4)
        check.close(CGFloat(attributes.duration), min(spring.settlingDuration, AnimationAttributes.maximumSpringDuration), "duration is the settling time")
    }

    static func dampenedSpringDefaults(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let duration: TimeInterval = 0.7
        let attributes = AnimationAttributes.dampenedSpring(duration: duration)
        guard case .springWithDuration(let spring, let springDuration) = attributes.timing else {
            check.fail("dampenedSpring is not a spring with a duration: \(attributes.timing)")
            return
        }
        try check.close(CGFloat(spring.dampingRatio), fixture.expected["dampingRatio"].double, "damping ratio", tolerance: 1e-9)
        try check.close(CGFloat(spring.initialVelocity), fixture.expected["initialVelocity"][0].double, "initial velocity")
        check.equal(springDuration, duration, "duration")
        check.equal(attributes.duration, duration, "duration of the attributes")
    }

    static func visibilityPresets(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let expected = fixture.expected
        let scale = Transform3D(scaleX: 0.01, y: 0.01, z: 0.01)
        let presets: [(String, VisibilityTransition)] = [("scale", .scale), ("fade", .fade), ("scaleAndFade", .scaleAndFade)]
        for (name, preset) in presets {
            try check.close(preset.alpha, expected[name]["alpha"].double, "\(name) alpha")
            let transform = try expected[name]["transform"].string == "identity" ? Transform3D.identity : scale
            check.equal(preset.transform, transform, "\(name) transform")
            try check.equal(preset.attributes.timing, .curve(.easeInOut, duration: expected["attributes_for_all"]["duration"].double), "\(name) attributes")
        }
    }

    static func invisibleAttributesMath(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let hidden = try fixture.expected["hidden_state"]
        var attributes = LayoutAttributes(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        attributes.alpha = 0.8
        attributes.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        let transition = VisibilityTransition(alpha: 0.5, transform: Transform3D(scaleX: 0.01, y: 0.01, z: 0.01))
        let invisible = transition.invisibleAttributes(for: attributes)
        check.equal(invisible.frame, attributes.frame, "frame")
        check.equal(invisible.center, attributes.center, "center")
        check.equal(invisible.bounds, attributes.bounds, "bounds")
        try check.close(invisible.alpha, hidden["alpha"].double, "alpha", tolerance: 1e-12)
        let expectedTransform = Transform3D(scaleX: 0.02, y: 0.02, z: 0.01)
        let worst = zip(invisible.transform.entries, expectedTransform.entries).map { abs($0 - $1) }.max() ?? .infinity
        check.expect(worst < 1e-12, "transform: expected \(expectedTransform), got \(invisible.transform)")
    }

    static func transitionContainerDefaults(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let expected = fixture.expected
        let context = NodeDescriptionContext(bounds: .zero)
        func describe(_ container: TransitionContainer) -> NodeDescription? {
            container.backingNodeDescription(with: context)
        }
        let plain = describe(TransitionContainer(transitioning: A()))
        try check.expect(expected["init_transitioning"]["appearing"].isNull && plain?.appearingTransition == nil, "init(transitioning:) appears without a transition")
        try check.expect(expected["init_transitioning"]["disappearing"].isNull && plain?.disappearingTransition == nil, "init(transitioning:) disappears without a transition")
        check.equal(plain?.layoutTransition, .inherited, "init(transitioning:) layout")

        let t = VisibilityTransition(alpha: 0.3, transform: Transform3D(translationX: 5, y: 0))
        let single = describe(A().transition(t))
        try check.equal(expected["transition_single"]["appearing"].string, "t", "fixture appearing")
        check.equal(single?.appearingTransition, t, "transition(t) appearing")
        check.equal(single?.disappearingTransition, t, "transition(t) disappearing")
        check.equal(single?.layoutTransition, .inherited, "transition(t) layout")

        let wrapping = describe(TransitionContainer(wrapping: A()))
        check.equal(wrapping?.appearingTransition, .fade, "init(wrapping:) appearing")
        check.equal(wrapping?.disappearingTransition, .fade, "init(wrapping:) disappearing")
        check.equal(wrapping?.layoutTransition, .specific(AnimationAttributes()), "init(wrapping:) layout")
    }

    static func nodeDescriptionDefaults(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let description = NodeDescription()
        check.equal(description.layoutTransition, .inherited, "layoutTransition")
        try check.expect(fixture.expected["appearingTransition"].isNull && description.appearingTransition == nil, "no appearing transition")
        try check.expect(fixture.expected["disappearingTransition"].isNull && description.disappearingTransition == nil, "no disappearing transition")
    }
}
