import Foundation

/// A named leaf node with a style and an optional intrinsic size: the box that layouts are
/// built from before (and without) the node layer, and the reference implementation of a
/// caching ``LayoutNode``.
///
/// Sizing, as Texture's plain `ASDisplayNode` leaves and the test nodes of its layout-engine
/// tests:
/// - without an ``intrinsicSize``: the offered maximum when it can be displayed (finite, < 10⁷),
///   else 0, clamped to the offered range — so a box with no style size fills a finite range
///   and is 0×0 in an infinite one;
/// - with an ``intrinsicSize``: that size clamped to the offered range.
/// The offered range is the parent's range restricted by the box's style size
/// (``LayoutElement/resolvedSizeRange(for:parentSize:)``).
///
/// Caching, as a Texture node: a layout is kept with the range, parent size, layout version and
/// screen scale it was computed for (``CachedLayout``), and a request with the same inputs
/// returns it without measuring. Changing ``style`` or ``intrinsicSize``, or calling
/// ``setNeedsLayout()``, bumps the version and then advances ``LayoutEpoch``, so the specs above
/// the box lay out afresh rather than answer from their memos. Texture keeps two entries, the
/// pending and the calculated (applied) layout; a box has no "applied" layout and keeps the two most recent
/// entries instead, so a stack's first-pass and flexed measurements both stay cached and a
/// second layout of an unchanged tree measures nothing. Every measurement — a
/// call of ``calculateLayoutThatFits(_:context:)`` — is recorded in ``measuredRanges``, so
/// tests can see which ranges a parent asked for and that a cached box is not measured again.
///
/// Thread-safe: the state sits behind a mutex; a box may be laid out from any thread.
public final class LayoutBox: LayoutNode, Sendable {
    /// The box's name, used as its ``debugName`` and by the conformance cases as the node id.
    public let name: String

    /// What the lock guards. The fields a measurement reads and writes come first, so that
    /// a measurement touches as few cache lines as it can; the style (most of which only a
    /// parent reads) comes last.
    private struct State {
        var version = 0
        /// The most recent entry first.
        var cache: (recent: LeafCacheEntry?, previous: LeafCacheEntry?)
        var intrinsicSize: CGSize?
        var measuredRanges = MeasurementLog()
        var style: LayoutStyle

        init(style: LayoutStyle, intrinsicSize: CGSize?) {
            self.style = style
            self.intrinsicSize = intrinsicSize
        }

        /// The cached size for these inputs, if an entry is valid (read in place).
        func cachedSize(for constrainedSize: SizeRange, parentSize: CGSize, rounding: PixelRounding) -> CGSize? {
            if cache.recent?.isValid(for: constrainedSize, parentSize: parentSize, version: version, rounding: rounding) == true {
                return cache.recent?.size
            }
            if cache.previous?.isValid(for: constrainedSize, parentSize: parentSize, version: version, rounding: rounding) == true {
                return cache.previous?.size
            }
            return nil
        }
    }

    private let state: Locked<State>

    /// Creates a box.
    ///
    /// - Parameters:
    ///   - name: a name for errors, descriptions and lookups.
    ///   - style: its style (size, flex, alignment…).
    ///   - intrinsicSize: its content size, or nil for a plain box (see the type's discussion).
    public init(_ name: String, style: LayoutStyle = LayoutStyle(), intrinsicSize: CGSize? = nil) {
        self.name = name
        state = Locked(State(style: style, intrinsicSize: intrinsicSize))
    }

    /// Creates a plain box whose style width and height are fixed to `width` × `height` points.
    public convenience init(_ name: String, width: CGFloat, height: CGFloat) {
        var style = LayoutStyle()
        style.preferredSize = CGSize(width: width, height: height)
        self.init(name, style: style)
    }

    /// `true`: every change of the box advances ``LayoutEpoch``, so specs above it may memoize.
    public var reportsLayoutChanges: Bool {
        true
    }

    /// The name.
    public var debugName: String {
        name
    }

    /// The style. Setting it invalidates the cached layout and advances ``LayoutEpoch``.
    public var style: LayoutStyle {
        get { state.withLock { $0.style } }
        set {
            state.withLock {
                $0.style = newValue
                $0.version += 1
            }
            LayoutEpoch.advance()
        }
    }

    /// The content size, or nil for a plain box. Setting it invalidates the cached layout and
    /// advances ``LayoutEpoch``.
    public var intrinsicSize: CGSize? {
        get { state.withLock { $0.intrinsicSize } }
        set {
            state.withLock {
                $0.intrinsicSize = newValue
                $0.version += 1
            }
            LayoutEpoch.advance()
        }
    }

    /// Changes the style in place and returns the box (Texture's `styledWithBlock:`), for
    /// building trees inline: `LayoutBox("a").styled { $0.flexGrow = 1 }`. Advances
    /// ``LayoutEpoch``.
    @discardableResult
    public func styled(_ configure: (inout LayoutStyle) -> Void) -> LayoutBox {
        state.withLock {
            configure(&$0.style)
            $0.version += 1
        }
        LayoutEpoch.advance()
        return self
    }

    /// The layout version; it grows whenever the box changes.
    public var layoutVersion: Int {
        state.withLock { $0.version }
    }

    /// Marks the cached layout stale, so the next request measures again (Texture's
    /// `setNeedsLayout`), and advances ``LayoutEpoch``.
    public func setNeedsLayout() {
        state.withLock { $0.version += 1 }
        LayoutEpoch.advance()
    }

    /// The ranges this box was measured with, oldest first: one entry per call of
    /// ``calculateLayoutThatFits(_:context:)``, that is, per cache miss.
    public var measuredRanges: [SizeRange] {
        state.withLock { $0.measuredRanges.ranges }
    }

    /// How many times the box was measured.
    public var measurementCount: Int {
        state.withLock { $0.measuredRanges.count }
    }

    /// Forgets the recorded measurements (not the cached layout).
    public func resetMeasurements() {
        state.withLock { $0.measuredRanges.removeAll() }
    }

    /// The cached layout when the inputs match the last measurement; otherwise measures and
    /// caches. See the type's discussion.
    ///
    /// A miss does what ``LayoutElement/calculateLayoutThatFits(_:relativeToParentSize:context:)``
    /// and ``calculateLayoutThatFits(_:context:)`` do (one level deeper, the range resolved against
    /// the style, the range recorded) under one lock acquisition, which also looks the inputs up
    /// and stores the new entry: a leaf calls no other element, so nothing runs under the lock
    /// but this box's own arithmetic. A leaf goes no deeper, so it never needs a measurement
    /// thread of its own; only the depth limit is checked.
    ///
    /// - Complexity: O(1).
    public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        let rounding = context.rounding
        let size = try state.withLock { state throws(LayoutError) -> CGSize in
            if let hit = state.cachedSize(for: constrainedSize, parentSize: parentSize, rounding: rounding) {
                return hit
            }
            guard context.depth < LayoutContext.depthLimit else {
                throw .treeTooDeep(limit: LayoutContext.depthLimit, element: name)
            }
            let styleSize = state.style.size
            let range: SizeRange
            // All-auto dimensions resolve to the unconstrained range, so they need no case.
            if styleSize.isValid {
                range = constrainedSize.intersect(styleSize.resolveValidated(parentSize: parentSize))
            } else {
                range = constrainedSize.intersect(try styleSize.resolve(parentSize: parentSize, element: name))
            }
            state.measuredRanges.append(range)
            let size = try Self.leafSize(measuredSize: state.intrinsicSize ?? Self.defaultSizeThatFits(range.max), constrainedSize: range, rounding: rounding, element: name)
            state.cache = (LeafCacheEntry(constrainedSize: constrainedSize, parentSize: parentSize, version: state.version, rounding: rounding, size: size), state.cache.recent)
            return size
        }
        return Layout(leaf: self, roundedSize: size, rounding: rounding)
    }

    /// What ``LayoutNode/leafLayout(measuredSize:constrainedSize:context:)`` computes, as a size
    /// on the pixel grid: `measuredSize` checked, clamped to `constrainedSize` and ceiled.
    private static func leafSize(measuredSize: CGSize, constrainedSize: SizeRange, rounding: PixelRounding, element: String) throws(LayoutError) -> CGSize {
        guard measuredSize.width.isFinite, measuredSize.height.isFinite,
              measuredSize.width >= 0, measuredSize.height >= 0
        else {
            throw .invalidMeasuredSize(measuredSize, element: element)
        }
        let size = constrainedSize.clamp(measuredSize)
        guard Layout.isValidSize(size) else {
            throw .invalidLayoutSize(size, element: element)
        }
        return rounding.ceil(size)
    }

    /// Measures the box in an already-resolved range and records the range.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        let intrinsicSize = state.withLock { state in
            state.measuredRanges.append(constrainedSize)
            return state.intrinsicSize
        }
        let measured = intrinsicSize ?? Self.defaultSizeThatFits(constrainedSize.max)
        return try leafLayout(measuredSize: measured, constrainedSize: constrainedSize, context: context)
    }
}
