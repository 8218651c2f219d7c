import Foundation
@_spi(MorphInternals) import MorphLayout

extension DisplayNode {
    /// The layout of a flexbox node for an already-resolved range: its flex tree (kept from the
    /// last layout, so the engine's caches answer for everything unchanged) is synchronised with
    /// the flexbox subtree and laid out; the result is the node's flattened layout, its displayed
    /// flex children at their frames.
    ///
    /// Flexbox nodes nested in the subtree are laid out by the same pass; each gets its own layout
    /// as a pending measurement (as Texture's Yoga integration does), so the layout pass and
    /// transitions apply it without measuring them again.
    ///
    /// - Throws: as ``FlexTreeHost/synchronize(root:style:children:config:range:context:)`` and
    ///   ``FlexTreeHost/layOut(_:element:)``; the errors of the children's measurements.
    nonisolated func calculateFlexboxLayout(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        // Taken out (a move, so the tree's storage stays uniquely referenced): the lock is not held
        // while the subtree is measured, and a concurrent measurement builds a tree of its own.
        var host = state.withLock { $0.flex.host.take() } ?? FlexTreeHost()
        let (style, config, children) = state.withLock { state in
            (state.flex.style, state.flex.config, state.flex.layoutChildren(subnodes: state.subnodes))
        }
        // The parent outside the flex pass places the node: its margins and insets do not apply.
        // The root runs in the node's direction (read through the collection, so the layout
        // depends on it); nested containers inherit it, as in CSS.
        var rootStyle = style.inheritingDirection(traitCollection.layoutDirection)
        rootStyle.margin = FlexEdgeValues()
        rootStyle.position = FlexEdgeValues()
        rootStyle.positionType = .relative
        let containers = try host.synchronize(
            root: self, style: rootStyle, children: children, config: config, range: constrainedSize, context: context
        )
        let size = try host.layOut(constrainedSize, element: self)
        let layout = try host.layout(of: containers[0], size: size, context: context)

        let recorder = MeasurementThreadState.current.recorder
        for container in containers.dropFirst() where container.isDisplayed {
            let nestedSize = host.size(of: container.id)
            // A nested node whose subtree, ancestors' styles and size did not change keeps the
            // layout it has.
            if !container.needsNewLayout,
               container.node.hasLayout(ofSize: nestedSize, version: container.version, context: context) {
                recorder?.record(container.node, version: container.version)
                continue
            }
            let nested = try host.layout(of: container, size: nestedSize, context: context)
            let version = container.node.adoptFlexLayout(nested, version: container.version, parentSize: size, context: context)
            recorder?.record(container.node, version: version)
        }

        state.withLock { state in
            if state.flex.host == nil, state.flex.engine == .flexbox {
                state.flex.host = host
            }
        }
        return layout
    }

    /// Whether the node's applied layout or a pending measurement is of `version`, `size` and
    /// `context`.
    nonisolated func hasLayout(ofSize size: CGSize, version: Int, context: LayoutContext) -> Bool {
        state.withLock { state in
            guard state.version == version else { return false }
            if let calculated = state.calculated, calculated.version == version,
               calculated.size == size, calculated.context == context {
                return true
            }
            return state.pendingEntry(ofSize: size)?.context == context
        }
    }

    /// Hands a nested flexbox node the layout its flex root's pass computed for it, as a pending
    /// measurement the layout pass applies (Texture's Yoga integration sets `_pendingDisplayNodeLayout`
    /// the same way), and returns the layout version it is stored for.
    ///
    /// The node's cache key (range, parent size, version) cannot see what the flex parent passes
    /// down — an inherited direction, say — so when the node's applied layout is of the same
    /// version but differs, the node's layout version is bumped (its own only, as
    /// ``invalidateCalculatedLayout()``): the layout pass then applies the new layout instead of
    /// keeping the old one. When the node changed since the synchronisation, nothing is stored:
    /// it measures itself again.
    nonisolated func adoptFlexLayout(_ layout: Layout, version: Int, parentSize: CGSize, context: LayoutContext) -> Int {
        state.withLock { state -> Int in
            guard state.version == version else { return version }
            if let calculated = state.calculated, calculated.version == version,
               calculated.context == context, calculated.layout(for: self) != layout {
                state.bumpVersion()
            }
            let entry = CachedLayout(
                layout: layout,
                // A layout's size is finite and not negative.
                constrainedSize: SizeRange(uncheckedMin: layout.size, max: layout.size),
                parentSize: parentSize,
                version: state.version,
                context: context
            )
            state.remember(entry)
            return state.version
        }
    }
}
