import Foundation
@_spi(MorphInternals) import MorphLayout

/// Choosing the flexbox engine for a node, and the node's Yoga-style properties. See
/// <doc:FlexboxNodes>.
extension DisplayNode {
    /// The engine that lays out this node's content: ``LayoutEngine/layoutSpec`` (the default) or
    /// ``LayoutEngine/flexbox``. Readable and settable from any thread; setting a different engine
    /// calls ``DisplayNode/setNeedsLayout()``.
    ///
    /// A flexbox node ignores ``layoutSpecThatFits(_:)`` and ``layoutSpecBlock``: it is a flex
    /// container laid out by MorphFlex with its ``flexStyle``, for its ``flexChildren``. Leaves that
    /// measure their own content by overriding ``calculateLayoutThatFits(_:context:)`` (such as
    /// ``TextNode``) keep measuring it; the engine decides only how a node lays out its children.
    ///
    /// A flexbox node laid out by a layout spec is measured with the range the spec gives it: an
    /// exact range is an exact size; otherwise the node sizes to its content at most the range's
    /// maximum (none when infinite), is laid out again at the range's minimum when its content is
    /// smaller, and its size is finally clamped to the range. Its own ``flexStyle`` `width`,
    /// `height`, minimum and maximum win over the range before that clamp, as Yoga's do for a
    /// root. Its margin and insets are ignored there (the spec places it).
    public nonisolated var layoutEngine: LayoutEngine {
        get { state.withLock { $0.flex.engine } }
        set {
            let changed = state.withLock { state -> Bool in
                guard state.flex.engine != newValue else { return false }
                state.flex.engine = newValue
                if newValue != .flexbox { state.flex.host = nil }
                return true
            }
            if changed { setNeedsLayout() }
        }
    }

    /// The node's flexbox style (Yoga's style properties and defaults: `FlexStyle`), read when the
    /// node is a flexbox container (direction, wrapping, justification, alignment, padding, gaps,
    /// its own size) and when it is a child of one (flex grow, shrink and basis, `alignSelf`,
    /// margins, insets, size, minimum and maximum). Readable and settable from any thread.
    ///
    /// Setting a different style calls ``DisplayNode/setNeedsLayout()``; setting an equal one changes nothing,
    /// so a parent may configure its children's flex styles on every pass. Bad values are clamped
    /// as `FlexStyle` documents: negative or non-finite flex factors become unset, non-finite
    /// lengths undefined, an aspect ratio that is not finite and positive unset; a negative size
    /// is not definite (the node sizes to its content); a minimum above its maximum wins.
    ///
    /// For a child laid out with layout specs, the padding and border only add to its size: its
    /// content is laid out in its whole frame.
    public nonisolated var flexStyle: FlexStyle {
        get { state.withLock { $0.flex.style } }
        set {
            let changed = state.withLock { state -> Bool in
                guard state.flex.style != newValue else { return false }
                state.flex.style = newValue
                return true
            }
            if changed { setNeedsLayout() }
        }
    }

    /// Changes ``flexStyle`` in place and returns the node, as ``styled(_:)`` does for the layout
    /// spec style: `TextNode("Title").flexStyled { $0.flexGrow = 1 }`.
    @discardableResult
    public nonisolated func flexStyled(_ configure: (inout FlexStyle) -> Void) -> Self {
        var copy = flexStyle
        configure(&copy)
        flexStyle = copy
        return self
    }

    /// The nodes a flexbox node lays out, in order (Texture's `yogaChildren`); `nil` (the default)
    /// lays out the ``subnodes``. Readable and settable from any thread; setting a list of other
    /// nodes calls ``DisplayNode/setNeedsLayout()`` (the same nodes in the same order change nothing).
    /// Without a list, adding, moving or removing a subnode invalidates the node the same way, as
    /// Yoga dirties a node whose children change (nodes of the layout-spec engine keep Texture's
    /// rule: changing subnodes does not invalidate a layout).
    ///
    /// Set it when the node manages its subnodes automatically (``automaticallyManagesSubnodes``):
    /// the layout then decides the subnodes, so a layout pass or a layout transition inserts the
    /// listed nodes and removes those that left, with the transition's animations. Children that
    /// are flexbox nodes themselves lay out their own flex children in the same pass.
    ///
    /// A change to a child's layout inputs reaches this node through ``DisplayNode/setNeedsLayout()``, which
    /// walks up the supernodes and to the flexbox node that last laid the child out, when that is
    /// another node. A re-layout walks only the flexbox subtrees whose layout version changed, so
    /// a change made without ``DisplayNode/setNeedsLayout()`` (or an own-version-only
    /// ``DisplayNode/invalidateCalculatedLayout()``) below an unchanged nested flexbox node is not
    /// seen until something invalidates its path.
    ///
    /// A node listed twice, or this node (or an ancestor in the flexbox subtree) listed below
    /// itself, makes the layout fail with `LayoutError.duplicateNode(element:)` or
    /// `LayoutError.nodeHostsItself(element:)`.
    public nonisolated var flexChildren: [DisplayNode]? {
        get { state.withLock { $0.flex.children } }
        set {
            let changed = state.withLock { state -> Bool in
                if let old = state.flex.children, let new = newValue,
                   old.count == new.count, zip(old, new).allSatisfy({ $0 === $1 }) {
                    return false
                }
                if state.flex.children == nil && newValue == nil { return false }
                state.flex.children = newValue
                return true
            }
            if changed { setNeedsLayout() }
        }
    }

    /// Yoga's configuration for the flex layouts this node computes as the root of a flexbox
    /// subtree (web defaults, errata, experimental features); Yoga's default configuration unless
    /// set. Its `screenScale` is replaced by the layout's screen scale, so flexbox frames lie on
    /// the same pixel grid as the layout specs'. Setting a different one calls ``DisplayNode/setNeedsLayout()``.
    public nonisolated var flexConfig: FlexConfig {
        get { state.withLock { $0.flex.config } }
        set {
            let changed = state.withLock { state -> Bool in
                guard state.flex.config != newValue else { return false }
                state.flex.config = newValue
                return true
            }
            if changed { setNeedsLayout() }
        }
    }
}
