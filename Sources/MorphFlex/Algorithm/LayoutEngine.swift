/// The configuration values a layout pass reads, unpacked from ``FlexConfig``.
struct EngineConfig: Sendable {
    var useWebDefaults: Bool
    var pointScaleFactor: Float
    var errata: FlexErrata
    var webFlexBasis: Bool
    var fixFlexBasisFitContent: Bool
    var version: UInt32
    /// Whether measurements are reused across their ``MeasurementRange``: not under the
    /// `stretchFlexBasis` erratum (a content-sized container then stretches to the offered
    /// size) nor with automatic minimum sizes (which walk descendants the ranges do not cover).
    var reusesMeasurementRanges: Bool
    /// Whether each answer from a range is checked against a recomputation (tests only).
    var verifiesMeasurementRanges: Bool

    init(_ config: FlexConfig, version: UInt32, measurementReuse: MeasurementReuse = .on) {
        useWebDefaults = config.useWebDefaults
        pointScaleFactor = config.storedPointScaleFactor
        errata = config.errata
        webFlexBasis = config.experimentalFeatures.contains(.webFlexBasis)
        fixFlexBasisFitContent = config.experimentalFeatures.contains(.fixFlexBasisFitContent)
        self.version = version
        reusesMeasurementRanges = measurementReuse != .off
            && !config.errata.contains(.stretchFlexBasis)
            && config.errata.contains(.minSizeUndefinedInsteadOfAuto)
        verifiesMeasurementRanges = measurementReuse == .verified
    }

    @inline(__always)
    func hasErrata(_ erratum: FlexErrata) -> Bool {
        !errata.isDisjoint(with: erratum)
    }
}

/// One layout pass over a ``FlexTree``'s storage.
///
/// The pass works on buffer pointers into the tree's contiguous arrays, so the recursion touches
/// no reference counts, makes no uniqueness checks and allocates nothing; the tree keeps the
/// storage alive and exclusively borrowed for the duration of the pass
/// (`FlexTree.runLayout(for:_:)`), and no pointer outlives it. Node identifiers inside the
/// engine are slot indices (`Int`).
///
/// Every index goes through a buffer pointer's subscript, which checks its bounds in a debug
/// build (the standard library's `_debugPrecondition`, kept when the caller is compiled without
/// optimisation) and not in a release build: FlexBenchmarks measures the release build the same
/// as with plain pointers (Benchmarks/README.md), and `FlexTreeInvariantsTests` shows a debug
/// build trapping on an index past the end.
///
/// The engine's small helpers (here, in the style and node resolution, the cache, the math, the
/// axes and `StyleValue`'s unit checks) are forced inline with `@inline(__always)`: FlexBenchmarks
/// names them as a group, whose removal made the fresh layouts of Yoga's trees a fifth to a
/// third slower (Benchmarks/README.md, 2026-11-28).
struct LayoutEngine {
    let nodes: UnsafeMutableBufferPointer<NodeRecord>
    let childIndex: UnsafeBufferPointer<Int32>
    let cache: UnsafeMutableBufferPointer<CachedMeasurement>
    let measureFunctions: UnsafeBufferPointer<FlexMeasureFunction?>
    let baselineFunctions: UnsafeBufferPointer<FlexBaselineFunction?>
    let config: EngineConfig
    let generationCount: UInt32
    /// The pass's counters, a local of `runLayout(for:_:)` (one value: no index to check).
    let statistics: UnsafeMutablePointer<FlexLayoutStatistics>
    /// Moves on whenever a kept flex basis changes (see ``setComputedFlexBasis(_:_:_:)``);
    /// the tree keeps it between passes, as it keeps the cache entries stamped with it.
    let keptBasisEpoch: UnsafeMutablePointer<UInt32>
    /// The node the layout was requested for (Yoga: depth 1), which always lays out its
    /// absolute descendants.
    let layoutRoot: Int

    // MARK: Tree access

    @inline(__always)
    func layoutChildCount(_ node: Int) -> Int {
        Int(nodes[node].layoutChildrenCount)
    }

    /// The `k`-th child that takes part in layout (`display: contents` children flattened).
    @inline(__always)
    func layoutChild(_ node: Int, _ k: Int) -> Int {
        Int(childIndex[Int(nodes[node].layoutChildrenStart) + k])
    }

    @inline(__always)
    func rawChildCount(_ node: Int) -> Int {
        Int(nodes[node].rawChildrenCount)
    }

    @inline(__always)
    func rawChild(_ node: Int, _ k: Int) -> Int {
        Int(childIndex[Int(nodes[node].rawChildrenStart) + k])
    }

    @inline(__always)
    func identifier(_ node: Int) -> FlexNodeID {
        FlexNodeID(slot: Int32(node), generation: nodes[node].slotGeneration)
    }
}
