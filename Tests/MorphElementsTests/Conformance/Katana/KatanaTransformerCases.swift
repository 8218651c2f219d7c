import Foundation
import MorphTestSupport
@testable import MorphElements

/// Katana's transformers, replace keys and children matching.
@MainActor
enum KatanaTransformerCases {
    static let handlers: [String: ConformanceHandler] = [
        "kt.transformer.scale_zero": scaleZero,
        "kt.transformer.scale_half_not_centered": scaleHalf,
        "kt.transformer.move_defaults": moveDefaults,
        "kt.transformer.fade": fade,
        "kt.transformer.composition_order": compositionOrder,
        "kt.replace_key.unkeyed": unkeyedReplaceKeys,
        "kt.replace_key.keyed": keyedReplaceKeys,
        "kt.match.fifo_by_replace_key": fifoMatching,
    ]

    static func scaleZero(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let result = AnimationPropsTransformer.scale(percentage: 0)(child("x", frame: CGRect(x: 10, y: 20, width: 100, height: 50)))
        try check.close(result.frame, fixture.expected["frame"].rect, "frame")
        try check.close(result.alpha, fixture.expected["alpha"].double, "alpha")
    }

    static func scaleHalf(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let result = AnimationPropsTransformer.scale(percentage: 0.5)(child("x", frame: CGRect(x: 10, y: 20, width: 100, height: 50)))
        try check.close(result.frame, fixture.expected["frame"].rect, "frame")
    }

    static func moveDefaults(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let start = child("x", frame: CGRect(x: 24, y: 7, width: 30, height: 40), alpha: 0.6)
        let cases: [(String, AnimationPropsTransformer)] = [
            ("moveLeft_default", .moveLeft()),
            ("moveRight_default", .moveRight()),
            ("moveLeft_300", .moveLeft(distance: 300)),
        ]
        for (name, transformer) in cases {
            let result = transformer(start)
            try check.close(result.frame.minX, fixture.expected[name].double, name)
            check.equal(result.frame.minY, start.frame.minY, "\(name) keeps y")
            check.equal(result.frame.size, start.frame.size, "\(name) keeps the size")
            check.equal(result.alpha, start.alpha, "\(name) keeps alpha")
        }
    }

    static func fade(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let start = child("x", frame: CGRect(x: 1, y: 2, width: 3, height: 4), alpha: 0.7)
        let result = AnimationPropsTransformer.fade()(start)
        try check.close(result.alpha, fixture.expected["alpha"].double, "alpha")
        check.equal(result.frame, start.frame, "frame")
    }

    static func compositionOrder(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let transformers: [AnimationPropsTransformer] = [.scale(percentage: 0), .moveRight(distance: 300)]
        let result = transformers.apply(to: child("x", frame: CGRect(x: 115, y: 100, width: 250, height: 250)))
        try check.close(result.frame, fixture.expected["frame"].rect, "frame")
    }

    static func unkeyedReplaceKeys(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let view1 = ChildDescription.node(props: NodeProps { $0.backgroundColor = .red })
        let view2 = ChildDescription.node(props: NodeProps { $0.backgroundColor = .blue })
        let image = ChildDescription.node(imageKind, props: NodeProps())
        try check.equal(view1.replaceKey == view2.replaceKey, fixture.expected["view1==view2"].bool, "view1 == view2")
        try check.equal(image.replaceKey != view1.replaceKey, fixture.expected["image!=view"].bool, "image != view")
    }

    static func keyedReplaceKeys(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let viewA = child("a"), viewA2 = child("a"), viewB = child("b")
        let imageA = child("a", kind: imageKind), imageD = child("d", kind: imageKind)
        try check.equal(viewA.replaceKey == viewA2.replaceKey, fixture.expected["View a == View a"].bool, "View a == View a")
        try check.equal(viewA.replaceKey != viewB.replaceKey, fixture.expected["View a != View b"].bool, "View a != View b")
        try check.equal(viewA.replaceKey != imageA.replaceKey, fixture.expected["View a != Image a"].bool, "View a != Image a")
        try check.equal(viewA.replaceKey != imageD.replaceKey, fixture.expected["View a != Image d"].bool, "View a != Image d")
    }

    static func fifoMatching(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let current = [child(nil, kind: imageKind), child("a", kind: imageKind)]
        let new = [child("a", kind: imageKind), child(nil, kind: imageKind), child(nil, kind: imageKind)]
        let matching = ChildrenMatching(current: current, new: new)
        check.equal(matching.sources, [.reused(currentIndex: 1), .reused(currentIndex: 0), .created], "new[0] reuses Image#2, new[1] Image#1, new[2] is created")
        check.equal(matching.removedIndices, [], "nothing removed")
        check.expect(matching.needsReordering, "the z-order is fixed afterwards")
    }
}
