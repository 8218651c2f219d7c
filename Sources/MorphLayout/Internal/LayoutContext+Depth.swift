import Foundation

extension LayoutContext {
    /// How many levels a pass goes on the caller's stack before it moves to a thread of its own:
    /// few enough for the smallest thread stack a caller may have (512 KB secondary threads on
    /// Apple platforms, with debug-build frames of a few kilobytes per level).
    static let levelsOnCallerStack = 64
    /// How many levels each measurement thread takes before the next one.
    static let levelsPerMeasurementThread = 256
    /// The stack of each measurement thread: 16 MB, 64 KB per level (a spec level takes 2 to
    /// 6 KB in a debug build), so heavy node frames, text shaping or a flexbox pass fit too.
    static let measurementThreadStackSize = 16 << 20

    /// Lays out `element` one level deeper: `body` gets the deeper context. Throws
    /// ``LayoutError/treeTooDeep(limit:element:)`` beyond ``depthLimit``; at the levels where a
    /// new measurement thread begins, runs `body` there and waits for it.
    func descending(
        into element: some LayoutElement,
        _ body: @Sendable (LayoutContext) throws(LayoutError) -> Layout
    ) throws(LayoutError) -> Layout {
        let deeper = LayoutContext(rounding: rounding, depth: depth + 1)
        guard deeper.depth <= Self.depthLimit else {
            throw .treeTooDeep(limit: Self.depthLimit, element: element.debugName)
        }
        guard Self.startsMeasurementThread(atDepth: deeper.depth) else {
            return try body(deeper)
        }
        let result = MeasurementThread.run(stackSize: Self.measurementThreadStackSize) {
            Result { () throws(LayoutError) -> Layout in try body(deeper) }
        }
        return try result.get()
    }

    /// Whether the element at `depth` is laid out on a new measurement thread.
    static func startsMeasurementThread(atDepth depth: Int) -> Bool {
        depth >= levelsOnCallerStack && (depth - levelsOnCallerStack) % levelsPerMeasurementThread == 0
    }
}
