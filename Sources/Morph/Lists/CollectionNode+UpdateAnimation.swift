import Foundation

extension CollectionNode {
    // MARK: - Committing a new model

    /// Swaps in `fresh` (checked already) and animates the change: the ranges are filled for the
    /// new model, then ``animateListUpdate(_:)`` moves the cells from where they were.
    func commit(_ fresh: ListModel, animated: Bool, completion: ((Bool) -> Void)?) {
        let oldModel = model
        let oldGeometry = geometry
        var initialFrames: [ObjectIdentifier: CGRect] = [:]
        var liveBefore: Set<ObjectIdentifier> = []
        for cell in cells.values {
            initialFrames[ObjectIdentifier(cell)] = cell.frame
            liveBefore.insert(ObjectIdentifier(cell))
        }
        for live in supplementaries.values {
            initialFrames[ObjectIdentifier(live.node)] = live.node.frame
            liveBefore.insert(ObjectIdentifier(live.node))
        }

        modelGeneration += 1
        cancelPreparations()
        model = fresh
        failedItemIDs.removeAll()
        geometry.rebuild(for: model)
        let gone = remapLiveNodes()
        updateContentSize()
        defersPlacement = true
        updateRanges()
        defersPlacement = false

        // What each live node is in this update, and its frames.
        var inserted: [CellNode] = [], kept: [CellNode] = [], appearing: [(CellNode, UInt64)] = []
        var finalFrames: [ObjectIdentifier: CGRect] = [:]
        for (id, cell) in cells {
            guard let indexPath = cell.indexPath else { continue }
            let key = ObjectIdentifier(cell)
            finalFrames[key] = geometry.frame(ofItem: indexPath, in: model)
            if id >= oldModel.nextID {
                inserted.append(cell)
                initialFrames[key] = finalFrames[key]
            } else {
                kept.append(cell)
                if !liveBefore.contains(key) { appearing.append((cell, id)) }
            }
        }
        for live in supplementaries.values {
            guard let frame = geometry.frame(of: live.kind, section: live.section, in: model) else { continue }
            let key = ObjectIdentifier(live.node)
            finalFrames[key] = frame
            if liveBefore.contains(key) { kept.append(live.node) } else {
                inserted.append(live.node)
                initialFrames[key] = frame
            }
        }
        if !appearing.isEmpty {
            // Where the items of cells that came into range were before the update.
            let wanted = Set(appearing.map(\.1))
            let filter = ListIDFilter(wanted)
            for (sectionIndex, section) in oldModel.sections.enumerated() {
                for itemIndex in section.items.indices {
                    let id = section.items.id(at: itemIndex)
                    guard filter.mayContain(id), wanted.contains(id) else { continue }
                    let frame = oldGeometry.frame(ofItem: IndexPath(item: itemIndex, section: sectionIndex), in: oldModel)
                    if let cell = cells[id] { initialFrames[ObjectIdentifier(cell)] = frame }
                }
            }
        }
        let removed = gone.cells + gone.supplementaries
        for node in removed { finalFrames[ObjectIdentifier(node)] = node.frame }
        removingNodes += removed

        let attributes = AnimationAttributes(duration: defaultLayoutTransitionDuration, curve: defaultLayoutTransitionCurve, delay: defaultLayoutTransitionDelay)
        let context = ListUpdateContext(
            isAnimated: animated, insertedNodes: inserted, removedNodes: removed, keptNodes: kept,
            initialFrames: initialFrames, finalFrames: finalFrames, defaultAnimation: attributes
        ) { [weak self] didComplete in
            self?.finishUpdate(removing: removed)
            completion?(didComplete)
        }
        runningUpdates.append(context)
        animateListUpdate(context)
    }

    /// Releases an update's removed nodes and forgets the update.
    private func finishUpdate(removing removed: [CellNode]) {
        let ids = Set(removed.map(ObjectIdentifier.init))
        removingNodes.removeAll { ids.contains(ObjectIdentifier($0)) }
        for node in removed where node.supernode === self { detach(node) }
        runningUpdates.removeAll { $0.isComplete }
    }

    /// The default ``animateListUpdate(_:)`` (see there).
    func performDefaultListUpdateAnimation(_ context: ListUpdateContext) {
        guard context.isAnimated else {
            performWithoutAnimation {
                for node in context.keptNodes + context.insertedNodes {
                    if let frame = context.finalFrame(for: node) { place(node, at: frame) }
                }
            }
            context.completeUpdate(true)
            return
        }
        // Nodes that came into range start where their items were; inserted ones at their place.
        performWithoutAnimation {
            for node in context.keptNodes + context.insertedNodes {
                if let start = context.initialFrame(for: node), node.frame != start { node.frame = start }
            }
        }
        let attributes = context.defaultAnimation
        withAnimation(attributes, {
            for node in context.removedNodes {
                node.alpha = 0
            }
            for node in context.insertedNodes {
                let alpha = node.alpha
                if alpha > 0 { node.animatableProperty(.alpha).animate(from: 0, to: alpha, with: attributes) }
            }
            for node in context.keptNodes {
                guard let frame = context.finalFrame(for: node), node.frame != frame else { continue }
                let resized = node.frame.size != frame.size
                node.frame = frame
                if resized {
                    do { try node.layoutIfNeeded() } catch { reportError(error) }
                }
            }
        }, completion: { [weak context] _ in
            context?.completeUpdate(true)
        })
    }
}
