extension DisplayNode {
    /// Which of Morph's two layout engines lays out a node's content (Texture lets each node choose
    /// between its layout specs and Yoga in the same way). Set it with ``DisplayNode/layoutEngine``.
    ///
    /// The engines mix freely in one tree: a flexbox node may be a child in a layout spec, and a
    /// spec-based node may be a child of a flexbox node. See <doc:FlexboxNodes>.
    public enum LayoutEngine: Hashable, Sendable {
        /// Texture's layout specs (the default): the node's content is the spec returned by
        /// ``DisplayNode/layoutSpecThatFits(_:)`` or ``DisplayNode/layoutSpecBlock``, or, without
        /// one, the size of ``DisplayNode/calculateSizeThatFits(_:)``.
        case layoutSpec
        /// The flexbox engine (Yoga's semantics, from MorphFlex): the node is a flex container for
        /// its ``DisplayNode/flexChildren`` (its subnodes unless set), styled by
        /// ``DisplayNode/flexStyle``. Children that are flexbox nodes too are laid out in the same
        /// flex pass; any other child is a measured leaf of it.
        case flexbox
    }
}
