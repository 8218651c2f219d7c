import Foundation

/// The layouts a spec value computed, kept for the next request with the same inputs: the memo
/// behind ``StackLayoutSpec``'s reuse of its layout (see "Memoized specs" in
/// <doc:LayoutElementsAndNodes>).
///
/// An entry is valid while ``LayoutEpoch`` has not advanced since the layout began, and only for
/// the spec value it was computed for: `Fingerprint` is the spec's configuration together with
/// its children array, which the entry retains, so the array's storage cannot be reused and a
/// copy of the spec whose children changed (copy-on-write gives it new storage) never matches.
/// Copies of a spec share one memo; each finds only its own entries.
///
/// Entries hold their layout with the root element detached (as ``CachedLayout`` does), so a
/// memo never retains the spec that owns it. Two entries, the most recent first: a parent stack
/// measures a child spec with a first-pass and a flexed range.
///
/// Thread-safe: the entries sit behind a lock; a layout is computed outside it.
final class LayoutMemo<Fingerprint: Equatable & Sendable>: Sendable {
    struct Entry: Sendable {
        let epoch: UInt64
        let constrainedSize: SizeRange
        let rounding: PixelRounding
        let fingerprint: Fingerprint
        let children: [any LayoutElement]
        /// The layout with its root element detached.
        let detached: Layout

        func matches(_ constrainedSize: SizeRange, rounding: PixelRounding, epoch: UInt64, fingerprint: Fingerprint, children: [any LayoutElement]) -> Bool {
            epoch == self.epoch
                && constrainedSize == self.constrainedSize
                && rounding == self.rounding
                && Self.sameStorage(children, self.children)
                && fingerprint == self.fingerprint
        }

        /// Whether two arrays share their storage (and so, while one is retained here, their
        /// contents).
        private static func sameStorage(_ a: [any LayoutElement], _ b: [any LayoutElement]) -> Bool {
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
            }
        }
    }

    private let entries = Locked<(recent: Entry?, previous: Entry?)>((nil, nil))

    init() {}

    /// The memoized layout for these inputs, with its root element detached, if an entry is
    /// valid in `epoch`; the caller attaches itself with ``Layout/replacingElement(with:)`` (a
    /// spec is boxed into an existential only when there is a layout to attach it to).
    ///
    /// - Complexity: O(1).
    func detachedLayout(
        for constrainedSize: SizeRange,
        rounding: PixelRounding,
        epoch: UInt64,
        fingerprint: Fingerprint,
        children: [any LayoutElement]
    ) -> Layout? {
        entries.withLock { entries -> Layout? in
            if let recent = entries.recent, recent.matches(constrainedSize, rounding: rounding, epoch: epoch, fingerprint: fingerprint, children: children) {
                return recent.detached
            }
            if let previous = entries.previous, previous.matches(constrainedSize, rounding: rounding, epoch: epoch, fingerprint: fingerprint, children: children) {
                return previous.detached
            }
            return nil
        }
    }

    /// Keeps `layout`, computed in `epoch` for these inputs, if every element in it reports its
    /// layout changes (``Layout/isMemoizable``); otherwise keeps nothing.
    func store(
        _ layout: Layout,
        for constrainedSize: SizeRange,
        rounding: PixelRounding,
        epoch: UInt64,
        fingerprint: Fingerprint,
        children: [any LayoutElement]
    ) {
        guard layout.isMemoizable else { return }
        let entry = Entry(
            epoch: epoch,
            constrainedSize: constrainedSize,
            rounding: rounding,
            fingerprint: fingerprint,
            children: children,
            detached: layout.replacingElement(with: DetachedElement(kind: layout.elementKind))
        )
        entries.withLock { entries in
            entries = (entry, entries.recent)
        }
    }
}
