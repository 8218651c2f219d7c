import MorphCases
import Foundation
import Testing
@testable import MorphFlex
import MorphTestSupport

/// Layout is a pure function of the tree and its inputs (issue 14 §5): laying out an unchanged
/// tree again — answered by the caches — gives the same frames, bit for bit.
@Suite("Repeated flex layouts")
struct FlexRepeatLayoutTests {
    /// Every number of a case layout, depth first, as bit patterns.
    static func bits(_ layout: FlexCaseLayout) -> [UInt64] {
        var result = [layout.left, layout.top, layout.width, layout.height].map { UInt64($0.bitPattern) }
        for child in layout.children {
            result += bits(child)
        }
        return result
    }

    /// Lays a case out twice in one tree; nil when both layouts agree bit for bit.
    static func repeatDifference(_ flexCase: FlexCase) throws -> String? {
        var tree = flexCase.makeTree()
        try tree.calculateLayout()
        let first = tree.result()
        try tree.calculateLayout()
        let second = tree.result()
        return bits(first) == bits(second) ? nil : "\(flexCase.displayName): \(first) then \(second)"
    }

    @Test("a root with a percentage height on a 1.5× grid keeps its rounded height when laid out again")
    func issueReproduction() throws {
        var tree = FlexTree(config: FlexConfig(screenScale: 1.5))
        var style = FlexStyle()
        style.width = .points(104)
        style.height = .percent(30)
        let node = tree.addNode(style: style)
        try tree.calculateLayout(for: node, availableWidth: 433, availableHeight: 238)
        let first = tree.layout(of: node)
        try tree.calculateLayout(for: node, availableWidth: 433, availableHeight: 238)
        let second = tree.layout(of: node)
        #expect(abs(first.height - 214 / 3) < 1e-4, "on the 1.5× grid: \(first.height)")
        #expect(first.height.bitPattern == second.height.bitPattern, "\(first.height) then \(second.height)")
        #expect(first == second)
    }

    @Test("every gentest, differential and benchmark case lays out the same way twice", arguments: ["gentest", "random-seed1", "bench"])
    func fixtureCasesTwice(set: String) throws {
        let cases: [FlexCase]
        if set == "bench" {
            cases = try YogaBenchmarkTreeConformanceTests.trees.map { name in
                let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures/bench"))
                return try FlexCase.decodeCases(from: Data(contentsOf: url))[0].get()
            }
        } else {
            cases = try Conformance.cases(set)
        }
        #expect(cases.count > 5)
        var differences: [String] = []
        for flexCase in cases {
            if let difference = try Self.repeatDifference(flexCase) { differences.append(difference) }
        }
        print("repeat layout \(set): \(cases.count - differences.count)/\(cases.count) identical")
        #expect(differences.isEmpty, "\(differences.count) cases differ, first: \(differences.first ?? "")")
    }

    @Test("random trees lay out the same way twice, for an owner size and for a parent's constraints")
    func randomTreesTwice() throws {
        let count = PropertyTestSize.inputs(default: 2_000)
        var random = SplitMix64(seed: PropertyTestSize.seed)
        var differences: [String] = []
        for index in 0..<count {
            var sample = RandomFlexTree(using: &random)
            try sample.calculateLayout()
            let first = sample.layoutBits()
            try sample.calculateLayout()
            var problems: [String] = []
            if sample.layoutBits() != first {
                problems.append("a repeated layout for an owner size differs")
            }
            let width: FlexConstraint = sample.availableWidth.map { .atMost($0) } ?? .unconstrained
            let height: FlexConstraint = sample.availableHeight.map { .exactly($0) } ?? .unconstrained
            try sample.tree.calculateLayout(for: sample.root, width: width, height: height, direction: sample.direction)
            let constrained = sample.layoutBits()
            try sample.tree.calculateLayout(for: sample.root, width: width, height: height, direction: sample.direction)
            if sample.layoutBits() != constrained {
                problems.append("a repeated layout for a parent's constraints differs")
            }
            if !problems.isEmpty {
                differences.append("tree \(index): " + problems.joined(separator: "; "))
            }
        }
        print("repeat layout random trees: \(count - differences.count)/\(count) identical")
        #expect(differences.isEmpty, "\(differences.count) of \(count) differ, first: \(differences.first ?? "")")
    }
}
