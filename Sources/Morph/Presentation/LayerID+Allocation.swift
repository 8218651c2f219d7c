import Synchronization

/// The last id handed out (ids start at 1).
private let lastLayerID = Atomic<UInt64>(0)

extension LayerID {
    /// A new id, never handed out before in this process.
    static func next() -> LayerID {
        LayerID(rawValue: lastLayerID.add(1, ordering: .relaxed).newValue)
    }
}
