import Foundation

extension CollectionNode {
    // MARK: - Batch fetching

    /// Whether a batch fetch is running.
    public var isFetchingBatch: Bool { batchContext != nil }

    /// Starts a batch fetch when none runs, the delegate agrees
    /// (``CollectionNodeDelegate/shouldBatchFetch(for:)``) and the viewport's end is within
    /// ``leadingScreensForBatching`` screens of the content's end while the list scrolls toward
    /// it — or the content is shorter than the viewport (Texture's rule). Called after every
    /// range pass and when a fetch completes.
    func checkBatchFetch() {
        if isCheckingBatchFetch {
            needsBatchFetchCheck = true
            return
        }
        isCheckingBatchFetch = true
        var rounds = 0
        repeat {
            needsBatchFetchCheck = false
            beginBatchFetchIfNeeded()
            rounds += 1
        } while needsBatchFetchCheck && rounds < 4
        isCheckingBatchFetch = false
    }

    /// One check of ``checkBatchFetch()``.
    private func beginBatchFetchIfNeeded() {
        guard batchContext == nil, hasLoadedData, let delegate = collectionDelegate else { return }
        let axis = scrollAxis
        let length = Double(bounds.size[axis])
        guard length > 0 else { return }
        let content = geometry.totalExtent
        let offset = Double(contentOffset[axis])
        let leading = CollectionLayout.clean(leadingScreensForBatching) * length
        let remaining = content - offset - length
        guard content <= length || (scrollSign > 0 && remaining <= leading) else { return }
        guard delegate.shouldBatchFetch(for: self) else { return }
        let context = BatchContext { [weak self] didComplete in
            guard let self else { return }
            batchContext = nil
            if didComplete { checkBatchFetch() }
        }
        batchContext = context
        delegate.collectionNode(self, willBeginBatchFetchWith: context)
    }
}
