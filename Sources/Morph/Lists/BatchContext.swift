/// One batch fetch of a list (Texture's `ASBatchContext`): the delegate receives it in
/// ``CollectionNodeDelegate/collectionNode(_:willBeginBatchFetchWith:)`` and calls
/// ``completeBatchFetching(_:)`` when the new items are in the list. Only one fetch runs at a
/// time.
@MainActor
public final class BatchContext {
    /// Whether the fetch is still running.
    public private(set) var isFetching = true
    /// Whether the delegate cancelled the fetch (``cancelBatchFetching()``).
    public private(set) var isCancelled = false
    /// Called once when the fetch ends.
    private var onCompletion: ((Bool) -> Void)?

    init(onCompletion: @escaping (Bool) -> Void) {
        self.onCompletion = onCompletion
    }

    /// Ends the fetch: `didComplete` false when it brought nothing (the list may ask again as
    /// soon as the user scrolls). Only the first call counts. The list checks at once whether
    /// the next fetch is due (the new items may not fill the leading screens).
    public func completeBatchFetching(_ didComplete: Bool) {
        guard isFetching else { return }
        isFetching = false
        let completion = onCompletion
        onCompletion = nil
        completion?(didComplete)
    }

    /// Ends the fetch as cancelled (a screen went away): the list asks again when the user
    /// scrolls.
    public func cancelBatchFetching() {
        guard isFetching else { return }
        isCancelled = true
        completeBatchFetching(false)
    }
}
