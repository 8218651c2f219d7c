import Foundation
import MorphTestSupport
import MorphLayout
import Testing

/// Texture's `ASLayoutFlatteningTests`: the trees their descriptions give are built here (by
/// case name); every expectation the fixture lists is checked, read by its key.
///
/// Texture's layouts are objects, so its tests ask whether flattening returns "the same object".
/// Morph's layouts are values; "the same" means an equal value sharing its sublayout storage
/// (nothing was rebuilt), "new" means a value that differs from the original.
@Suite("Texture flatten conformance")
struct TextureFlattenConformanceTests {
    static let context = LayoutContext(screenScale: 2)
    static let side = CGSize(width: 100, height: 100)

    /// A built tree: the root layout and the original layout of every named node.
    struct Tree {
        var root: Layout
        var originals: [String: Layout] = [:]
    }

    /// A node layout named `name` with `sublayouts`, recorded in `tree`.
    static func node(_ name: String, at position: CGPoint = .zero, _ sublayouts: [Layout] = [], in tree: inout Tree) throws -> Layout {
        let layout = try Layout(element: LayoutBox(name), size: side, position: position, sublayouts: sublayouts, context: context)
        tree.originals[name] = layout
        return layout
    }

    static func spec(at position: CGPoint = .zero, _ sublayouts: [Layout] = []) throws -> Layout {
        try Layout(element: LayoutSpec(), size: side, position: position, sublayouts: sublayouts, context: context)
    }

    static func root(position: CGPoint? = nil, _ sublayouts: [Layout]) throws -> Layout {
        try Layout(element: LayoutBox("root"), size: CGSize(width: 1000, height: 1000), position: position, sublayouts: sublayouts, context: context)
    }

    /// The tree each case describes.
    static func tree(for name: String) throws -> Tree {
        var tree = Tree(root: try root([]))
        switch name {
        case "ASLayoutFlatteningTests.testThatFlattenedLayoutContainsOnlyDirectSubnodesInValidOrder":
            // [N1[indirect], S[N2, S[S[], N3], S[]], S[N4[indirect, indirect[indirect]]], N5]
            let n1 = try node("N1", [try node("indirect", in: &tree)], in: &tree)
            let s1 = try spec([try node("N2", in: &tree), try spec([try spec(), try node("N3", in: &tree)]), try spec()])
            let indirect = [try node("indirect", in: &tree), try node("indirect", [try node("indirect", in: &tree)], in: &tree)]
            let s2 = try spec([try node("N4", indirect, in: &tree)])
            tree.root = try root([n1, s1, s2, try node("N5", in: &tree)])
        case "ASLayoutFlatteningTests.testThatLayoutWithNonNullPositionIsNotReused":
            tree.root = try root(position: CGPoint(x: 10, y: 10), [])
        case "ASLayoutFlatteningTests.testThatLayoutWithNullPositionAndNoSublayoutIsReused":
            tree.root = try root([])
        case "ASLayoutFlatteningTests.testThatLayoutWithNullPositionAndFlattenedNodeSublayoutsIsReused":
            tree.root = try root([
                try node("N1", at: CGPoint(x: 10, y: 10), in: &tree),
                try node("N2", at: CGPoint(x: 20, y: 20), in: &tree),
                try node("N3", at: CGPoint(x: 30, y: 30), in: &tree),
            ])
        case "ASLayoutFlatteningTests.testThatLayoutWithNullPositionAndUnflattenedSublayoutsIsNotReused":
            // [N1@0, S@0[N2@0, N3@0], N4@0[S], N5@0[indirect], N6@(10,10), S@(20,20)[N7@0, N8@0]]
            tree.root = try root([
                try node("N1", in: &tree),
                try spec([try node("N2", in: &tree), try node("N3", in: &tree)]),
                try node("N4", [try spec()], in: &tree),
                try node("N5", [try node("indirect", in: &tree)], in: &tree),
                try node("N6", at: CGPoint(x: 10, y: 10), in: &tree),
                try spec(at: CGPoint(x: 20, y: 20), [try node("N7", in: &tree), try node("N8", in: &tree)]),
            ])
        default:
            throw FixtureValues.Malformed(description: "no tree for \(name)")
        }
        return tree
    }

    /// Whether two layouts are "the same object": equal, and sharing their sublayout storage.
    static func isSame(_ a: Layout, _ b: Layout) -> Bool {
        guard a == b else { return false }
        guard !a.sublayouts.isEmpty else { return true }
        return a.sublayouts.withUnsafeBufferPointer { pa in
            b.sublayouts.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress }
        }
    }

    static func names(_ layouts: [Layout]) -> [String] {
        layouts.map(\.element.debugName)
    }

    /// Checks one expectation; nil when it holds.
    static func check(key: String, expected: JSONValue, tree: Tree, flattened: Layout) throws -> String? {
        let root = tree.root
        let flatByName = Dictionary(flattened.sublayouts.map { ($0.element.debugName, $0) }, uniquingKeysWith: { first, _ in first })
        func holds(_ condition: Bool) -> String? { condition ? nil : "does not hold" }
        switch key {
        case "flattenedSublayoutElements", "flattenedElements":
            let expectedNames = try FixtureValues.strings(expected)
            return names(flattened.sublayouts) == expectedNames ? nil : "got \(names(flattened.sublayouts))"
        case "rootElement":
            return holds(flattened.element.debugName == expected.string && flattened.elementKind == root.elementKind)
        case "rootPositionIsNull", "positionIsNull":
            return holds((flattened.position == nil) == (expected == .bool(true)))
        case "everyFlattenedSublayoutHasNoSublayouts":
            return holds(flattened.sublayouts.allSatisfy(\.sublayouts.isEmpty) == (expected == .bool(true)))
        case "indirectSubnodesExcluded":
            return holds(!names(flattened.sublayouts).contains("indirect") == (expected == .bool(true)))
        case "sameObjectReturned", "rootReused":
            return holds(isSame(flattened, root) == (expected == .bool(true)))
        case "isEqualToOriginal":
            return holds((flattened == root) == (expected == .bool(true)))
        case "sublayoutObjectsReused", "newSublayoutObjects":
            let reused = key == "sublayoutObjectsReused"
            for description in try FixtureValues.strings(expected) {
                let name = String(description.prefix { $0 != " " })
                guard let original = tree.originals[name], let flat = flatByName[name] else { return "\(name) not found" }
                if isSame(flat, original) != reused { return "\(name) is \(reused ? "not reused" : "reused")" }
            }
            return nil
        case "positions":
            for (name, position) in try FixtureValues.expectations(expected) {
                let expectedPoint = try FixtureValues.point(position)
                guard flatByName[name]?.position == expectedPoint else {
                    return "\(name) at \(String(describing: flatByName[name]?.position)), expected \(expectedPoint)"
                }
            }
            return nil
        default:
            return "unknown expectation key"
        }
    }

    @Test("flattening keeps the direct subnodes in order and reuses what is already flat")
    func flattening() {
        var results: [(name: String, failure: String?)] = []
        for entry in ConformanceGroups.cases(forLine: "texture-flatten") {
            do {
                let tree = try Self.tree(for: entry.name)
                let flattened = try tree.root.flattened()
                var problems: [String] = []
                for (key, expected) in try FixtureValues.expectations(entry.json["expected"]) {
                    if let problem = try Self.check(key: key, expected: expected, tree: tree, flattened: flattened) {
                        problems.append("\(key): \(problem)")
                    }
                }
                results.append((entry.name, problems.isEmpty ? nil : problems.joined(separator: "; ")))
            } catch {
                results.append((entry.name, "\(error)"))
            }
        }
        let failures = ConformanceGroups.report(line: "texture-flatten", results: results)
        #expect(results.count == 5)
        #expect(failures.isEmpty, "\(failures)")
    }
}
