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
/// ``setNeedsLayout()``, bumps the version. Texture keeps two entries, the pending and the
/// calculated (applied) layout; a box has no "applied" layout and keeps the two most recent
/// entries instead, so a stack's first-pass and flexed measurements both stay cached and a
/// second layout of an unchanged tree measures nothing. Every measurement — a
/// call of ``calculateLayoutThatFits(_:context:)`` — is recorded in ``measuredRanges``, so
/// tests can see which ranges a parent asked for and that a cached box is not measured again.
///
/// Thread-safe: the state sits behind a mutex; a box may be laid out from any thread.
public final class LayoutBox: LayoutNode, Sendable {
    /// The box's name, used as its ``debugName`` and by the conformance cases as the node id.
    public let name: String

    private struct State {
        var style: LayoutStyle
        var intrinsicSize: CGSize?
        var version = 0
        /// The most recent entry first.
        var cache: (recent: CachedLayout?, previous: CachedLayout?)
        var measuredRanges = MeasurementLog()

        /// The cached layout for these inputs, with `box` as its element, if an entry is valid.
        func cachedLayout(for constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext, box: LayoutBox) -> Layout? {
            if let recent = cache.recent, recent.isValid(for: constrainedSize, parentSize: parentSize, version: version, context: context) {
                return recent.layout(for: box)
            }
            if let previous = cache.previous, previous.isValid(for: constrainedSize, parentSize: parentSize, version: version, context: context) {
                return previous.layout(for: box)
            }
            return nil
        }
    }

    /// What a request finds under the lock: a cached layout, or the inputs to measure with.
    private enum Lookup {
        case hit(Layout)
        case miss(size: LayoutElementSize, intrinsicSize: CGSize?, version: Int)
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

    /// The name.
    public var debugName: String {
        name
    }

    /// The style. Setting it invalidates the cached layout.
    public var style: LayoutStyle {
        get { state.withLock { $0.style } }
        set {
            state.withLock {
                $0.style = newValue
                $0.version += 1
            }
        }
    }

    /// The content size, or nil for a plain box. Setting it invalidates the cached layout.
    public var intrinsicSize: CGSize? {
        get { state.withLock { $0.intrinsicSize } }
        set {
            state.withLock {
                $0.intrinsicSize = newValue
                $0.version += 1
            }
        }
    }

    /// Changes the style in place and returns the box (Texture's `styledWithBlock:`), for
    /// building trees inline: `LayoutBox("a").styled { $0.flexGrow = 1 }`.
    @discardableResult
    public func styled(_ configure: (inout LayoutStyle) -> Void) -> LayoutBox {
        state.withLock {
            configure(&$0.style)
            $0.version += 1
        }
        return self
    }

    /// The layout version; it grows whenever the box changes.
    public var layoutVersion: Int {
        state.withLock { $0.version }
    }

    /// Marks the cached layout stale, so the next request measures again (Texture's
    /// `setNeedsLayout`).
    public func setNeedsLayout() {
        state.withLock { $0.version += 1 }
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
    /// the style, the range recorded) with two lock acquisitions in all: one for the lookup and the
    /// inputs, one for the record and the new entry.
    ///
    /// - Complexity: O(1).
    public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        let lookup = state.withLock { state -> Lookup in
            if let hit = state.cachedLayout(for: constrainedSize, parentSize: parentSize, context: context, box: self) {
                return .hit(hit)
            }
            return .miss(size: state.style.size, intrinsicSize: state.intrinsicSize, version: state.version)
        }
        switch lookup {
        case .hit(let layout):
            return layout
        case .miss(let size, let intrinsicSize, let version):
            return try measure(
                constrainedSize, parentSize: parentSize, context: context,
                size: size, intrinsicSize: intrinsicSize, version: version
            )
        }
    }

    /// A cache miss: measures one level deeper with the inputs read under the lock, then records
    /// the range and caches the result under the lock again.
    private func measure(
        _ constrainedSize: SizeRange,
        parentSize: CGSize,
        context: LayoutContext,
        size: LayoutElementSize,
        intrinsicSize: CGSize?,
        version: Int
    ) throws(LayoutError) -> Layout {
        try context.descending(into: self) { deeper throws(LayoutError) -> Layout in
            let range = size.isAuto
                ? constrainedSize.intersect(.unconstrained)
                : constrainedSize.intersect(try size.resolve(parentSize: parentSize, element: name))
            let layout: Layout
            do throws(LayoutError) {
                layout = try leafLayout(measuredSize: intrinsicSize ?? Self.defaultSizeThatFits(range.max), constrainedSize: range, context: deeper)
            } catch {
                state.withLock { $0.measuredRanges.append(range) }
                throw error
            }
            let entry = CachedLayout(layout: layout, constrainedSize: constrainedSize, parentSize: parentSize, version: version, context: context)
            state.withLock { state in
                state.measuredRanges.append(range)
                state.cache = (entry, state.cache.recent)
            }
            return layout
        }
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
