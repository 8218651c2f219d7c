import Foundation

/// A layout case in Yoga's format — the format of Yoga's generated test suite
/// (`gentest.json`), of differential tests and of Yoga's benchmark trees: a configuration, an
/// owner size and direction, a tree of styled nodes, and optionally the expected layout.
///
/// Decode cases with ``decodeCases(from:)`` (or as `Decodable` inside your own format), lay one
/// out with ``layout()``, and compare with ``FlexCaseLayout/firstDifference(from:tolerance:)``:
///
/// ```swift
/// let json = """
/// {"config": {"pointScaleFactor": 1}, "direction": "ltr",
///  "availableWidth": null, "availableHeight": null,
///  "root": {"id": "root", "style": {"flexDirection": "row", "width": 100, "height": 40},
///           "children": [{"id": "a", "style": {"flexGrow": 1}},
///                        {"id": "b", "style": {"width": 30}}]}}
/// """
/// let flexCase = try FlexCase.decodeCases(from: Data(json.utf8))[0].get()
/// let layout = try flexCase.layout()
/// // layout.children[0] is 70 wide; layout.children[1] sits at left 70.
/// ```
///
/// This is the code path of the conformance suites and of `morph layout`.
public struct FlexCase: Sendable {
    /// The case's id (`"YGFlexTest/flex_basis_flex_grow_column/ltr"`), if any.
    public var id: String?
    /// The case's name, if any.
    public var name: String?
    /// The tree's configuration.
    public var config: FlexConfig
    /// The owner's direction.
    public var direction: FlexLayoutDirection
    /// The owner's width; `nil` for undefined.
    public var availableWidth: CGFloat?
    /// The owner's height; `nil` for undefined.
    public var availableHeight: CGFloat?
    /// The tree to lay out.
    public var root: FlexCaseNode
    /// The expected layout, if the case has one.
    public var expected: FlexCaseLayout?
    /// Whether Yoga itself skips this case (`disabled`).
    public var isDisabled: Bool

    /// Creates a case.
    public init(id: String? = nil, name: String? = nil, config: FlexConfig = FlexConfig(), direction: FlexLayoutDirection = .ltr, availableWidth: CGFloat? = nil, availableHeight: CGFloat? = nil, root: FlexCaseNode, expected: FlexCaseLayout? = nil, isDisabled: Bool = false) {
        self.id = id
        self.name = name
        self.config = config
        self.direction = direction
        self.availableWidth = availableWidth
        self.availableHeight = availableHeight
        self.root = root
        self.expected = expected
        self.isDisabled = isDisabled
    }

    /// How errors name this case: its id, else its name, else "case".
    public var displayName: String { id ?? name ?? "case" }

    /// Builds the case's tree in a fresh `FlexTree`, without laying it out.
    ///
    /// - Complexity: O(n).
    public func makeTree() -> FlexCaseTree {
        var tree = FlexTree(config: config)
        var nodes: [FlexNodeID] = []
        let root = Self.add(self.root, to: &tree, nodes: &nodes)
        return FlexCaseTree(tree: tree, root: root, caseRoot: self.root, nodes: nodes, availableWidth: availableWidth, availableHeight: availableHeight, direction: direction)
    }

    /// Lays the case out in a fresh tree and returns the result in the `expected` shape.
    ///
    /// - Throws: ``FlexCaseError`` with ``FlexCaseError/Problem/layoutRefused(_:)`` when the
    ///   engine refuses the tree.
    public func layout() throws(FlexCaseError) -> FlexCaseLayout {
        var caseTree = makeTree()
        do {
            try caseTree.calculateLayout()
        } catch {
            throw FlexCaseError(caseName: displayName, path: "root", problem: .layoutRefused(error))
        }
        return caseTree.result()
    }

    private static func add(_ node: FlexCaseNode, to tree: inout FlexTree, nodes: inout [FlexNodeID]) -> FlexNodeID {
        let id: FlexNodeID
        if let measure = node.measure {
            id = tree.addNode(style: node.style, measure: measure.measureFunction(flexDirection: node.style.flexDirection))
        } else {
            id = tree.addNode(style: node.style)
        }
        nodes.append(id)
        for child in node.children {
            let childID = add(child, to: &tree, nodes: &nodes)
            // A fresh detached child under a node without a measure function cannot fail.
            try? tree.appendChild(childID, to: id)
        }
        return id
    }
}
