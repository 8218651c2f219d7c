import Foundation
@_spi(MorphInternals) import MorphLayout

extension DisplayNode {
    /// Every broken invariant of the tree below this node, as sentences (empty when consistent).
    ///
    /// Checks, for the node and each node of its subtree:
    /// - the tree is a tree: every subnode's supernode is its parent, no node appears twice;
    /// - with ``automaticallyManagesSubnodes`` and an applied layout, the subnodes are exactly the
    ///   layout's nodes in layout order, plus only removed subnodes of running transitions (still
    ///   animating out) — so no node of the layout is missing, except in a node that is itself
    ///   leaving (inside a removed subnode of a running transition): a shared element may have
    ///   flown out of it to another supernode;
    /// - the applied layout is the node's own and has a displayable size;
    /// - a measuring transition is recorded consistently, and running transitions have not
    ///   completed;
    /// - each animator used by the tree is consistent (`Animator.invariantViolations()`).
    ///
    /// - Complexity: O(n) in the subtree plus the animators' running tracks.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        var visited = Set<ObjectIdentifier>()
        var animators: [Animator] = []
        var pending: [DisplayNode] = [self]
        while let node = pending.popLast() {
            guard visited.insert(ObjectIdentifier(node)).inserted else {
                problems.append("\(node.debugName) appears more than once in the tree")
                continue
            }
            let (subnodes, calculated, managed, measuringGeneration) = node.state.withLock {
                ($0.subnodes, $0.calculated, $0.automaticallyManagesSubnodes, $0.measuringGeneration)
            }
            var siblings = Set<ObjectIdentifier>()
            for subnode in subnodes {
                if !siblings.insert(ObjectIdentifier(subnode)).inserted {
                    problems.append("\(subnode.debugName) is twice among the subnodes of \(node.debugName)")
                }
                if subnode.supernode !== node {
                    problems.append("\(subnode.debugName) is a subnode of \(node.debugName) but its supernode is \(subnode.supernode?.debugName ?? "nil")")
                }
            }
            if let calculated {
                let layout = calculated.layout(for: node)
                if !Layout.isValidSize(layout.size) {
                    problems.append("\(node.debugName) has a layout of invalid size \(layout.size)")
                }
                if managed {
                    problems += node.subnodeOrderViolations(subnodes: subnodes, layout: layout, isLeaving: node.isLeaving)
                }
            }
            if (measuringGeneration != nil) != (node.measuringTransition != nil) {
                problems.append("\(node.debugName): the measuring transition is recorded inconsistently")
            }
            for context in node.runningTransitions where context.isComplete {
                problems.append("\(node.debugName) keeps a completed transition")
            }
            if let view = node.viewStateStorage, !animators.contains(where: { $0 === view.animator }) {
                animators.append(view.animator)
            }
            pending.append(contentsOf: subnodes)
        }
        for animator in animators {
            problems += animator.invariantViolations()
        }
        return problems
    }

    /// Stops the program with a description when ``invariantViolations()`` finds a problem. Call it
    /// from tests after every step.
    public func assertInvariants(file: StaticString = #file, line: UInt = #line) {
        let problems = invariantViolations()
        precondition(problems.isEmpty, problems.joined(separator: "\n"), file: file, line: line)
    }

    /// Whether the node or one of its ancestors is a removed subnode of a running transition.
    ///
    /// - Complexity: O(d) in the depth, times the running transitions of the ancestors.
    private var isLeaving: Bool {
        var current: DisplayNode = self
        while let supernode = current.supernode {
            if supernode.lingeringSubnodes().contains(ObjectIdentifier(current)) { return true }
            current = supernode
        }
        return false
    }

    /// The subnodes of a node that manages them, against its layout; a leaving node's layout
    /// nodes that are now another node's subnodes (shared elements that flew away) are not
    /// expected among its subnodes.
    private func subnodeOrderViolations(subnodes: [DisplayNode], layout: Layout, isLeaving: Bool) -> [String] {
        var layoutNodes = Self.displayNodes(of: layout)
        if isLeaving {
            layoutNodes.removeAll { node in
                guard let supernode = node.supernode else { return false }
                return supernode !== self
            }
        }
        let lingering = lingeringSubnodes()
        let laidOut = subnodes.filter { layout.sublayout(forNode: ObjectIdentifier($0)) != nil }
        var problems: [String] = []
        if !laidOut.elementsEqual(layoutNodes, by: ===) {
            let names = { (nodes: [DisplayNode]) in nodes.map(\.debugName).joined(separator: ", ") }
            problems.append("the subnodes of \(debugName) [\(names(subnodes))] are not its layout's nodes in order [\(names(layoutNodes))]")
        }
        for subnode in subnodes where layout.sublayout(forNode: ObjectIdentifier(subnode)) == nil {
            if !lingering.contains(ObjectIdentifier(subnode)) {
                problems.append("\(subnode.debugName) is a subnode of \(debugName) although it is neither in its layout nor leaving in a running transition")
            }
        }
        return problems
    }
}
