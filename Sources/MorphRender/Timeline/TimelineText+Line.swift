import Foundation

extension TimelineText {
    /// One laid-out line of text: its characters, where it starts and where its baseline lies.
    public struct Line: Hashable, Sendable {
        /// The characters of the line, as drawn (no trailing line break).
        public var string: String
        /// The x offset of the line's start from the node's left edge, in points.
        public var x: CGFloat
        /// The y of the line's baseline from the node's top edge, in points.
        public var baseline: CGFloat

        /// Creates a line drawn from `x` with its baseline at `baseline`, in the node's coordinates.
        public init(_ string: String, x: CGFloat = 0, baseline: CGFloat) {
            self.string = string
            self.x = x
            self.baseline = baseline
        }
    }
}
