/// How content that does not fit is treated (CSS `overflow`).
///
/// Layout only distinguishes ``scroll``: a scrolling container does not size its children to its
/// own main size and is not shrunk to fit its content under an "at most" constraint.
public enum FlexOverflow: UInt8, CaseIterable, Hashable, Sendable {
    /// Content may overflow (the default).
    case visible
    /// Content is clipped; laid out as ``visible``.
    case hidden
    /// Content scrolls.
    case scroll
}
