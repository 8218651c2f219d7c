import Foundation

extension DisplayNode {
    /// The default ``animateLayoutTransition(_:)`` (see there).
    func performDefaultLayoutTransitionAnimation(_ context: TransitionContext) {
        let newLayout = context.layout(for: .to)
        let target = Self.displayNodes(of: newLayout)
        let newSize = newLayout.size

        guard context.isAnimated else {
            applyFrames(of: newLayout, jumping: [])
            if bounds.size != newSize {
                frame = CGRect(origin: frame.origin, size: newSize)
            }
            layoutSubtrees(of: target)
            context.completeTransition(true)
            return
        }

        let attributes = context.defaultAnimation
        let insertedIDs = Set(context.insertedSubnodes.map(ObjectIdentifier.init))
        // Shared elements fly from their old supernode (after this animation): no fade.
        let shared = context.sharedElements
        func isShared(_ node: DisplayNode) -> Bool { !shared.isEmpty && shared.contains { $0 === node } }
        let kept = target.filter { !insertedIDs.contains(ObjectIdentifier($0)) }
        let appearing = context.insertedSubnodes.filter { context.reclaimedAlphas[ObjectIdentifier($0)] == nil }

        // New subnodes appear at their final frames, laid out at that size.
        performWithoutAnimation {
            for node in appearing {
                if let frame = newLayout.frame(for: node) { node.frame = frame }
            }
            layoutSubtrees(of: appearing)
        }

        // Each subnode's changes in a block of its own, delayed by its stagger (if any).
        func animate(_ node: DisplayNode, _ changes: () -> Void) {
            guard context.stagger != nil else { return changes() }
            withAnimation(attributes.delayed(by: attributes.delay + context.staggerDelay(for: node)), changes)
        }
        withAnimation(attributes, {
            for node in context.removedSubnodes where node.supernode === self && !isShared(node) {
                animate(node) {
                    let view = node.viewState
                    if view.restingAlpha == nil { view.restingAlpha = node.alpha }
                    node.alpha = 0
                }
            }
            for node in context.insertedSubnodes where !isShared(node) {
                animate(node) {
                    let alpha = node.alpha
                    let nodeAttributes = AnimationTransaction.current?.attributes ?? attributes
                    if let start = context.reclaimedAlphas[ObjectIdentifier(node)] {
                        // Back while fading out of an earlier transition: fade back and move from here.
                        if start != alpha { node.animatableProperty(.alpha).animate(from: start, to: alpha, with: nodeAttributes) }
                        if let frame = newLayout.frame(for: node) { node.frame = frame }
                    } else if alpha > 0 {
                        node.animatableProperty(.alpha).animate(from: 0, to: alpha, with: nodeAttributes)
                    }
                }
            }
            for node in kept {
                animate(node) {
                    if let frame = newLayout.frame(for: node) { node.frame = frame }
                    // A subnode that resizes lays out its own subnodes along the same curve.
                    layoutSubtree(of: node)
                }
            }
            if bounds.size != newSize {
                frame = CGRect(origin: frame.origin, size: newSize)
            }
            // Every new subtree is laid out: the shared elements are under their new supernodes.
            context.flySharedElements()
        }, completion: { [weak context] _ in
            // Weakly: the node's running transitions keep the context; a node released meanwhile
            // has ended it.
            context?.completeTransition(true)
        })
    }
}
