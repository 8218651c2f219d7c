import Foundation
import MorphLayout

extension Layout {
    /// Calls `body` with each display node among the sublayouts and its frame, in layout order
    /// (last to first when `reversed`), reading the sublayouts in place.
    ///
    /// Copying a sublayout, or casting its element, retains its node: an atomic retain and
    /// release per node in every layout pass, transition and flattening that walks the layout
    /// (the transition benchmarks of 1,001 nodes; see the unsafe-code table of
    /// Benchmarks/README.md). Here the node comes from the sublayout's identity and is handed to
    /// `body` unretained, which is sound because this layout holds it for the whole call. `body`
    /// must not keep it beyond the call without retaining it (storing it in a variable or array
    /// does); the subnode tests that drop a layout's last other reference during a walk run
    /// under the ThreadSanitizer pass.
    ///
    /// Other layout nodes (a ``LayoutBox``) and specs are skipped.
    ///
    /// - Complexity: O(n) in the number of sublayouts; no allocation.
    @inline(__always) // Forced inlining, named by TransitionBenchmarks' 1,001-node transitions (Benchmarks/README.md, the reviewed list).
    func forEachDisplayNode(reversed: Bool = false, _ body: (DisplayNode, CGRect) throws -> Void) rethrows {
        try sublayouts.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            for step in 0..<count {
                let index = reversed ? count - 1 - step : step
                // A node's kind is `.node(ObjectIdentifier(node))` (``LayoutNode``'s, which a
                // subclass cannot replace), so the identity is the node's address.
                guard case .node(let identifier) = buffer[index].elementKind,
                      Self.isDisplayNode(buffer[index].element),
                      let address = UnsafeRawPointer(bitPattern: UInt(bitPattern: identifier))
                else { continue }
                let frame = CGRect(origin: buffer[index].position ?? .zero, size: buffer[index].size)
                try Unmanaged<DisplayNode>.fromOpaque(address)._withUnsafeGuaranteedRef { node in
                    try body(node, frame)
                }
            }
        }
    }

    /// Whether `element` is a display node, read without copying it (a copy would retain the
    /// node).
    @inline(__always) // Forced inlining, named by TransitionBenchmarks' 1,001-node transitions (Benchmarks/README.md, the reviewed list).
    private static func isDisplayNode(_ element: borrowing any LayoutElement) -> Bool {
        type(of: element) is DisplayNode.Type
    }
}
