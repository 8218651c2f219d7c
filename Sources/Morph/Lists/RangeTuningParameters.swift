import Foundation

/// How far a range reaches beyond the viewport, in screenfuls of the viewport's extent along the
/// scroll axis (Texture's `ASRangeTuningParameters`). The leading side is the one the content
/// scrolls toward; at rest it is the side the list last scrolled toward (forward at first).
public struct RangeTuningParameters: Hashable, Sendable {
    /// Screenfuls ahead, in the direction of scrolling.
    public var leadingBufferScreenfuls: CGFloat
    /// Screenfuls behind.
    public var trailingBufferScreenfuls: CGFloat

    /// Parameters; negative or non-finite values count as 0.
    public init(leadingBufferScreenfuls: CGFloat, trailingBufferScreenfuls: CGFloat) {
        self.leadingBufferScreenfuls = leadingBufferScreenfuls
        self.trailingBufferScreenfuls = trailingBufferScreenfuls
    }

    /// A value as the range controller uses it: finite and not negative.
    var cleaned: (leading: Double, trailing: Double) {
        (CollectionLayout.clean(leadingBufferScreenfuls), CollectionLayout.clean(trailingBufferScreenfuls))
    }
}

/// The ranges a list tunes (Texture's `ASLayoutRangeType`). The visible range is the viewport.
public enum LayoutRangeType: Hashable, Sendable, CaseIterable {
    /// Nodes about to be drawn: measured, laid out, ready.
    case display
    /// Nodes whose data loads: cells exist only inside this range.
    case preload
}

/// A set of range sizes (Texture's `ASLayoutRangeMode`): a list on screen uses ``full``.
public enum LayoutRangeMode: Hashable, Sendable, CaseIterable {
    /// The default for a list the user is scrolling.
    case full
    /// Smaller ranges, for a list that is on screen but not the focus (Texture uses it for lists
    /// nested in another list's cells until they scroll).
    case minimum
    /// Only what is visible.
    case visibleOnly

    /// Texture's defaults (`ASAbstractLayoutController`): display 1 leading and 0.5 trailing,
    /// preload 2.5 and 1.5 in ``full``; display 0.25/0.25 and preload 0.5/0.25 in ``minimum``;
    /// nothing beyond the viewport in ``visibleOnly``.
    public func defaultTuningParameters(for rangeType: LayoutRangeType) -> RangeTuningParameters {
        switch (self, rangeType) {
        case (.full, .display): RangeTuningParameters(leadingBufferScreenfuls: 1, trailingBufferScreenfuls: 0.5)
        case (.full, .preload): RangeTuningParameters(leadingBufferScreenfuls: 2.5, trailingBufferScreenfuls: 1.5)
        case (.minimum, .display): RangeTuningParameters(leadingBufferScreenfuls: 0.25, trailingBufferScreenfuls: 0.25)
        case (.minimum, .preload): RangeTuningParameters(leadingBufferScreenfuls: 0.5, trailingBufferScreenfuls: 0.25)
        case (.visibleOnly, _): RangeTuningParameters(leadingBufferScreenfuls: 0, trailingBufferScreenfuls: 0)
        }
    }
}
