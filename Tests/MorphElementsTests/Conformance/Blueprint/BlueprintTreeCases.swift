import Foundation
import MorphTestSupport
@testable import MorphElements

/// The Blueprint cases decided by laying out and resolving element trees and by diffing
/// resolved children: flattening, identity, reuse, the choice of transitions.
@MainActor
enum BlueprintTreeCases {
    static let handlers: [String: ConformanceHandler] = [
        "bp.flatten_non_view_elements": flattenNonNodeElements,
        "bp.view_order": nodeOrder,
        "bp.appear.first_update_not_animated": firstUpdateNotAnimated,
        "bp.appear.only_topmost_new_view": onlyTopmostNewNodeAppears,
        "bp.disappear.no_transition_removes_immediately": noTransitionRemovesAtOnce,
        "bp.disappear.only_top_removed_view": onlyTopRemovedNode,
        "bp.layout.unchanged_attrs_passthrough": unchangedAttributesPassThrough,
        "bp.layout.specific_parent_changed": specificParentChanged,
        "bp.layout.inheritance_table": inheritanceTable,
        "bp.layout.ambient_block": ambientBlock,
        "bp.reconcile.type_change_same_path": kindChangeAtSamePath,
        "bp.reconcile.duplicate_path": duplicatePath,
        "bp.reconcile.count_based_identity": countBasedIdentity,
        "bp.reconcile.keyed_wrapper_in_stack": keyedWrapperInStack,
    ]

    static let size = CGSize(width: 200, height: 200)

    static func flattenNonNodeElements(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let tree = Inset(wrapped: Inset(wrapped: Inset(wrapped: Tagged(tag: 1))))
        let nodes = try tree.resolvedNodes(in: CGSize(width: 160, height: 160), screenScale: 2)
        try check.equal(nodes.count, fixture.expected["view_nodes"].int, "node-backed elements")
        try check.close(nodes.first?.layoutAttributes.frame ?? .null, fixture.expected["frame"].rect, "frame")
        check.equal(nodes.first?.path.description, "Inset.1/Inset.1/Tagged.1", "path through the plain elements")
    }

    static func nodeOrder(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let first = try Column([Tagged(tag: 1), Tagged(tag: 2)]).resolvedNodes(in: size, screenScale: 2)
        check.equal(first.map(\.path.description), ["Tagged.1", "Tagged.2"], "first paths")
        let firstDecisions = try TreeDecisions(old: [], new: first, context: ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: false))
        try check.equal(firstDecisions.order[""], fixture.expected["after_first"]["tags_in_subview_order"].nonEmptyArray.map { tag throws(FixtureError) in "tag\(try tag.int)" }, "first order")

        let second = try Column([OtherTagged(tag: 3), Tagged(tag: 4)]).resolvedNodes(in: size, screenScale: 2)
        check.equal(second.map(\.path.description), ["OtherTagged.1", "Tagged.1"], "second paths")
        let diff = try ResolvedChildrenDiff(
            current: first.map(ResolvedChildrenDiff.CurrentChild.init),
            new: second,
            context: ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: true)
        )
        guard diff.changes.count == 2 else {
            check.fail("expected 2 changes, got \(diff.changes.count)")
            return
        }
        if case .insert = diff.changes[0] {} else { check.fail("OtherTagged.1 should get a new node at index 0, got \(diff.changes[0])") }
        if case .update(currentIndex: 0, _) = diff.changes[1] {} else { check.fail("Tagged.1 should reuse the node of tag 1, got \(diff.changes[1])") }
        check.equal(diff.removals.map(\.currentIndex), [1], "the node of Tagged.2 is removed")
        check.expect(diff.pathsChanged, "paths changed, so subnodes are reordered")
        try check.equal(second.map { $0.name ?? "" }, fixture.expected["after_second"]["tags_in_subview_order"].nonEmptyArray.map { tag throws(FixtureError) in "tag\(try tag.int)" }, "second order")
    }

    static func firstUpdateNotAnimated(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let nodes = try Tagged(tag: 1, appearing: .fade).resolvedNodes(in: size, screenScale: 2)
        let context = ElementUpdateContext.root(isFirstUpdate: true)
        let decisions = try TreeDecisions(old: [], new: nodes, context: context)
        let run = decisions.inserted["tag1"].map { $0 != nil } ?? true
        try check.equal(run, fixture.expected["appearing_transition_run"].bool, "appearing transition run")
        try check.close(nodes.first?.layoutAttributes.alpha ?? -1, fixture.expected["view_alpha_immediately"].double, "alpha the node is built with")
    }

    static func onlyTopmostNewNodeAppears(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let tree = Container(name: "V", wrapped: Tagged(tag: 1, appearing: .fade), appearing: .scale)
        let nodes = try tree.resolvedNodes(in: size, screenScale: 2)
        let decisions = try TreeDecisions(old: [], new: nodes, context: ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: true))
        check.equal(decisions.inserted["V"] ?? nil, VisibilityTransition.scale, "V runs its appearing transition")
        check.expect(decisions.inserted.keys.contains("tag1"), "W is inserted")
        check.expect((decisions.inserted["tag1"] ?? nil) == nil, "W runs no appearing transition of its own")
    }

    static func noTransitionRemovesAtOnce(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let old = try Tagged(tag: 1).resolvedNodes(in: size, screenScale: 2)
        let decisions = try TreeDecisions(old: old, new: [], context: ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: true))
        check.expect(decisions.removed.keys.contains("tag1"), "V is removed")
        check.expect((decisions.removed["tag1"] ?? .fade) == nil, "V is removed at once (no disappearing transition)")
        try check.equal(fixture.expected["in_superview_after_update"].bool, false, "fixture")
    }

    static func onlyTopRemovedNode(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let old = try Container(name: "V", wrapped: Tagged(tag: 1, disappearing: .fade)).resolvedNodes(in: size, screenScale: 2)
        check.equal(old.first?.children.count, 1, "V has W as child")
        let decisions = try TreeDecisions(old: old, new: [], context: ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: true))
        check.equal(Array(decisions.removed.keys), ["V"], "only V is removed (W goes with it)")
        check.expect((decisions.removed["V"] ?? .fade) == nil, "V is removed at once; W's transition is not consulted")
    }

    static func parentAndChild(parentFrame: CGRect, childX: CGFloat) -> [ResolvedNode] {
        [handNode(
            "P",
            frame: parentFrame,
            transition: .specific(.curve(.easeInOut, duration: 0.5)),
            children: [handNode("C", frame: CGRect(x: childX, y: 0, width: 10, height: 10))]
        )]
    }

    static func unchangedAttributesPassThrough(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        let decisions = try TreeDecisions(
            old: parentAndChild(parentFrame: frame, childX: 0),
            new: parentAndChild(parentFrame: frame, childX: 100),
            context: ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: true)
        )
        check.equal(decisions.updated["P"] ?? .default, nil, "P behaves as inherited: no animation")
        let animated = (decisions.updated["C"] ?? .default) != nil
        try check.equal(animated, fixture.expected["C_animated"].bool, "C animated")
        try check.close(parentAndChild(parentFrame: frame, childX: 100)[0].children[0].layoutAttributes.frame.minX, fixture.expected["C_x_immediately"].double, "C's x")
    }

    static func specificParentChanged(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let decisions = try TreeDecisions(
            old: parentAndChild(parentFrame: CGRect(x: 0, y: 0, width: 200, height: 50), childX: 0),
            new: parentAndChild(parentFrame: CGRect(x: 0, y: 20, width: 200, height: 50), childX: 100),
            context: ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: true)
        )
        let half = AnimationAttributes.curve(.easeInOut, duration: 0.5)
        check.equal(decisions.updated["P"] ?? nil, half, "P animates with 0.5 s")
        check.equal(decisions.updated["C"] ?? nil, half, "C animates inside P's animation")
    }

    static func inheritanceTable(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let x = AnimationAttributes.curve(.linear, duration: 0.3)
        let a = AnimationAttributes.curve(.easeIn, duration: 0.4)
        let f = AnimationAttributes.curve(.easeOut, duration: 0.6)
        // The six rows: (C's transition, ambient, expected animation).
        let rows: [(LayoutTransition, AnimationAttributes?, AnimationAttributes?)] = [
            (.none, x, nil), (.none, nil, nil),
            (.specific(a), x, a), (.specific(a), nil, a),
            (.inherited, x, x), (.inherited, nil, nil),
            (.inheritedWithFallback(f), x, x), (.inheritedWithFallback(f), nil, f),
        ]
        try check.equal(fixture.expected["rows"].array.count, 6, "fixture rows")
        for (transition, ambient, expected) in rows {
            check.equal(transition.resolvedAnimation(ambient: ambient, attributesChanged: true), expected, "\(transition) with ambient \(String(describing: ambient))")
            // The same through MorphMotion's transactions.
            var seen: AnimationAttributes??
            let observe = { transition.perform { seen = .some(AnimationTransaction.current?.attributes) } }
            if let ambient { withAnimation(ambient, observe) } else { observe() }
            check.equal(seen ?? .some(.default), expected, "perform: \(transition) with ambient \(String(describing: ambient))")
        }
        // Ambient rules, down a chain of changed ancestors: a `none` ancestor gives nothing to an
        // inheriting descendant; `specific` gives its attributes; an inheriting ancestor passes
        // the host's animation through; `inheritedWithFallback` uses the ambient one or its own.
        let chains: [([LayoutTransition], AnimationAttributes?, AnimationAttributes?)] = [
            ([.specific(a), .none, .inherited], x, nil),
            ([.none, .specific(a), .inherited], nil, a),
            ([.inherited, .inherited, .inherited], x, x),
            ([.inherited, .inheritedWithFallback(f), .inherited], nil, f),
            ([.inherited, .inheritedWithFallback(f), .inherited], x, x),
            ([.none, .inheritedWithFallback(f), .inherited], x, f),
        ]
        for (chain, host, expected) in chains {
            var ambient = host
            for transition in chain {
                ambient = transition.resolvedAnimation(ambient: ambient, attributesChanged: true)
            }
            check.equal(ambient, expected, "chain \(chain) under \(String(describing: host))")
        }
    }

    static func ambientBlock(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let x = AnimationAttributes.curve(.linear, duration: 0.3)
        let old = [handNode("E", frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
        let new = [
            handNode("E", frame: CGRect(x: 50, y: 0, width: 10, height: 10)),
            handNode("N", frame: CGRect(x: 0, y: 20, width: 10, height: 10)),
            handNode("M", frame: CGRect(x: 0, y: 40, width: 10, height: 10), appearing: .fade),
        ]
        let inside = withAnimation(x) { ElementUpdateContext.root(isFirstUpdate: false) }
        let decisions = try TreeDecisions(old: old, new: new, context: inside)
        check.equal(decisions.updated["E"] ?? nil, x, "changed existing nodes animate with the block's 0.3 s linear")
        check.expect(decisions.inserted.keys.contains("N") && (decisions.inserted["N"] ?? .fade) == nil, "a new node without appearing transition is built at once")
        check.equal(decisions.inserted["M"] ?? nil, VisibilityTransition.fade, "a new node with an appearing transition runs its own")
        let outside = try TreeDecisions(old: old, new: new, context: ElementUpdateContext.root(isFirstUpdate: false))
        check.equal(outside.updated["E"] ?? .default, nil, "outside the block nothing animates")
    }

    static func kindChangeAtSamePath(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let diff = try ResolvedChildrenDiff(
            current: [ResolvedChildrenDiff.CurrentChild(handNode("X", frame: frame, disappearing: .fade))],
            new: [handNode("X", frame: frame, kind: NodeKind("ImageNode"), appearing: .scale)],
            context: ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: true)
        )
        if case .insert(let transition) = diff.changes.first {
            check.equal(transition, VisibilityTransition.scale, "the new node may run its appearing transition")
        } else {
            check.fail("a node of another kind is built, got \(String(describing: diff.changes.first))")
        }
        check.equal(diff.removals.map(\.currentIndex), [0], "the old node is removed")
        check.equal(diff.removals.first?.disappearingTransition, VisibilityTransition.fade, "the old node disappears with its transition")
    }

    static func duplicatePath(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let twins = [handNode("X", frame: frame), handNode("X", frame: frame)]
        let expected = ElementError.duplicateIdentifier(twins[0].path, parent: .empty)
        do {
            _ = try ResolvedChildrenDiff(current: [], new: twins, context: ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: true))
            check.fail("the diff accepted a duplicate path")
        } catch {
            check.equal(error, expected, "diff error")
        }
        do {
            try ResolvedNode.validateUniquePaths([handNode("P", frame: frame, children: twins)])
            check.fail("validation accepted a duplicate path")
        } catch {
            let parent = ElementPath(identifiers: [ElementIdentifier(Tagged.self, key: "P", count: 1)])
            check.equal(error, .duplicateIdentifier(twins[0].path, parent: parent), "validation error")
            check.expect(error.description.contains("duplicate element identifier"), "message: \(error)")
        }
    }

    struct LetterA: Element {
        var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 10, height: 10)) }
        func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? { NodeDescription { $0.name = "a" } }
    }

    struct LetterB: Element {
        var text: String
        var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 10, height: 10)) }
        func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? { NodeDescription { $0.name = text } }
    }

    struct LetterC: Element {
        var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 10, height: 10)) }
        func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? { NodeDescription { $0.name = "c" } }
    }

    static func countBasedIdentity(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        func short(_ node: ResolvedNode) -> String {
            let identifier = node.path.identifiers[0]
            return "\(identifier.elementType.name.dropFirst("Letter".count)).\(identifier.count)"
        }
        let old = try Column([LetterA(), LetterB(text: "b1"), LetterB(text: "b2"), LetterC()]).resolvedNodes(in: size, screenScale: 2)
        check.equal(old.map(short), ["A.1", "B.1", "B.2", "C.1"], "ids before")
        let new = try Column([LetterB(text: "b2"), LetterC()]).resolvedNodes(in: size, screenScale: 2)
        try check.equal(new.map(short), fixture.expected["new_ids"].strings, "ids after")
        let diff = try ResolvedChildrenDiff(
            current: old.map(ResolvedChildrenDiff.CurrentChild.init),
            new: new,
            context: ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: true)
        )
        let reused = diff.changes.map { change -> Int? in
            if case .update(let index, _) = change { return index }
            return nil
        }
        check.equal(reused, [1, 3], "B.1's node (b1) now shows b2; C.1 keeps its node")
        check.equal(new.first?.name, "b2", "the reused node's new content")
        check.equal(diff.removals.map(\.currentIndex), [0, 2], "A's node and B.2's node are removed")
    }

    static func keyedWrapperInStack(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let old = try Column([Tagged(tag: 1).keyed("a"), Tagged(tag: 2).keyed("b")]).resolvedNodes(in: size, screenScale: 2)
        check.equal(old.map(\.path.description), ["Keyed.1/Tagged.'a'.1", "Keyed.2/Tagged.'b'.1"], "paths before")
        let new = try Column([Tagged(tag: 2).keyed("b")]).resolvedNodes(in: size, screenScale: 2)
        // The fixture's `X` is any element type; here it is `Tagged`.
        let expectedPath = try fixture.expected["new_path"].string.replacingOccurrences(of: "/X.", with: "/Tagged.")
        check.equal(new.map(\.path.description), [expectedPath], "path after")
        let context = ElementUpdateContext(ambientAnimation: nil, appearanceTransitionsEnabled: true)
        let diff = try ResolvedChildrenDiff(current: old.map(ResolvedChildrenDiff.CurrentChild.init), new: new, context: context)
        if case .insert = diff.changes.first {} else { check.fail("b should get a new node, got \(String(describing: diff.changes.first))") }
        check.equal(diff.removals.map(\.currentIndex), [0, 1], "both old nodes are removed")

        // The remedy the case names: the container's per-child key.
        let keyedOld = try Column(keyed: [.init(Tagged(tag: 1), keyed: "a"), .init(Tagged(tag: 2), keyed: "b")]).resolvedNodes(in: size, screenScale: 2)
        let keyedNew = try Column(keyed: [.init(Tagged(tag: 2), keyed: "b")]).resolvedNodes(in: size, screenScale: 2)
        check.equal(keyedNew.map(\.path.description), ["Tagged.'b'.1"], "path with a child key")
        let keyedDiff = try ResolvedChildrenDiff(current: keyedOld.map(ResolvedChildrenDiff.CurrentChild.init), new: keyedNew, context: context)
        if case .update(currentIndex: 1, _) = keyedDiff.changes.first {} else { check.fail("with child keys b keeps its node, got \(String(describing: keyedDiff.changes.first))") }
    }
}
