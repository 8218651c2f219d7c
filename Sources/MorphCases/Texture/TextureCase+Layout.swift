import Foundation

extension TextureCase {
    /// Lays the case out as Texture's snapshot harness does: a host node whose content is the
    /// spec gets `layoutThatFits(sizeRange)` (parent size = the range's maximum); the result is
    /// the host's size and its flattened subnodes' frames, with the ranges every node was
    /// measured with. Each call builds fresh nodes.
    ///
    /// - Parameters:
    ///   - screenScale: the screen scale to use; the case's own when nil.
    ///   - layoutDirection: the host node's direction; right to left mirrors the host's layout
    ///     (see `LayoutDirection`). Left to right by default, as every fixture case.
    /// - Throws: ``TextureCaseError`` with problem ``TextureCaseError/Problem/layout(_:)`` at
    ///   `$.setup.spec` when the layout fails (an invalid size such as `CGFLOAT_MAX`, a node
    ///   twice in the layout, …).
    /// - Complexity: O(n) in the size of the spec tree, plus the layouts.
    public func layout(screenScale: CGFloat? = nil, layoutDirection: LayoutDirection = .leftToRight) throws(TextureCaseError) -> TextureCaseResult {
        var nodes: [String: LayoutBox] = [:]
        let host = TextureCaseHost(content: spec.makeElement(nodes: &nodes), layoutDirection: layoutDirection)
        let context = LayoutContext(screenScale: screenScale ?? self.screenScale)
        let layout: Layout
        do {
            layout = try host.layoutThatFits(sizeRange, context: context)
        } catch {
            throw TextureCaseError(caseName: name, path: "$.setup.spec", problem: .layout(error))
        }
        let frames = layout.sublayouts.map { sublayout in
            TextureCaseResult.NodeFrame(id: sublayout.element.debugName, frame: sublayout.frame)
        }
        let measuredRanges = nodes.mapValues(\.measuredRanges)
        return TextureCaseResult(size: layout.size, frames: frames, measuredRanges: measuredRanges)
    }

    /// Lays the case out at its screen scale and, where the case gives
    /// ``expectedAtScreenScale1``, at scale 1, and compares with the expectations.
    ///
    /// - Returns: nil when every expectation holds within `tolerance` points; else the first
    ///   difference and the scale it was found at. A case without expectations returns nil.
    /// - Throws: ``TextureCaseError`` when the case cannot be laid out.
    public func verify(tolerance: CGFloat = 1e-3) throws(TextureCaseError) -> (screenScale: CGFloat, difference: TextureCaseDifference)? {
        if let expected {
            if let difference = try layout().firstDifference(from: expected, tolerance: tolerance) {
                return (screenScale, difference)
            }
        }
        if let expectedAtScreenScale1 {
            if let difference = try layout(screenScale: 1).firstDifference(from: expectedAtScreenScale1, tolerance: tolerance) {
                return (1, difference)
            }
        }
        return nil
    }
}
