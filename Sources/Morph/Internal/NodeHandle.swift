import CSwiftRuntime
@_spi(MorphInternals) import MorphLayout

/// What a ``WeakNode`` points to instead of the node: a small object of the node's that answers
/// with the node while it lives and with nil from the start of its deinitialisation on.
///
/// A Swift `weak` reference gives its object a side table, and from then on every retain and
/// release of that object takes the runtime's slower path. Every node with subnodes is
/// referenced by them (``DisplayNode/supernode``), and nodes are retained and released
/// throughout layouts and transitions, so supernodes held weakly made the 1,001-node transition
/// benchmarks measurably slower (figures in Benchmarks/README.md). Subnodes and layout inputs
/// hold the handle strongly instead; the
/// handle holds the node's address, unretained.
///
/// Soundness: the handle reads the address and retains the node under its lock, with the runtime's
/// `swift_tryRetain`, which refuses an object whose deinitialisation has begun (as a weak load
/// does). The node's `deinit` clears the address under the same lock before its memory can go, so
/// the address read under the lock always points at the node's memory.
final class NodeHandle: Sendable {
    /// The node's address while it lives; 0 once its `deinit` ran.
    private let address: Locked<UInt>

    /// A handle for `node`; made once per node, on first use (``DisplayNode/handle``).
    nonisolated init(_ node: DisplayNode) {
        address = Locked(UInt(bitPattern: Unmanaged.passUnretained(node).toOpaque()))
    }

    /// The node, retained, unless it is gone or going.
    nonisolated var node: DisplayNode? {
        address.withLock { address -> DisplayNode? in
            guard let pointer = UnsafeMutableRawPointer(bitPattern: address),
                  let retained = swift_tryRetain(pointer)
            else { return nil }
            return Unmanaged<DisplayNode>.fromOpaque(retained).takeRetainedValue()
        }
    }

    /// Called by the node's `deinit`: from now on the handle answers nil.
    nonisolated func nodeIsGone() {
        address.withLock { $0 = 0 }
    }
}
