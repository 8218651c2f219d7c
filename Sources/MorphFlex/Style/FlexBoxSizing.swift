/// What `width`, `height` and their limits measure (CSS `box-sizing`).
public enum FlexBoxSizing: UInt8, CaseIterable, Hashable, Sendable {
    /// Sizes include padding and border (Yoga's default).
    case borderBox
    /// Sizes exclude padding and border, which are added on top.
    case contentBox
}
