import Foundation

/// Shadows, gradients, masks and blur: Core Animation's `CALayer` shadow and mask properties,
/// `CAGradientLayer`'s drawing on any node, and CSS's blur filters, each an entry of the
/// ``ViewProperties`` table (so they animate and reach every renderer) except ``mask``, which is a
/// node.
extension DisplayNode {
    // MARK: - Shadow

    /// The shadow's colour; opaque black by default (Core Animation's).
    public var shadowColor: Color {
        get { self[.shadowColor] }
        set { self[.shadowColor] = newValue }
    }

    /// The shadow's opacity, 0…1; 0 by default, so no shadow is drawn until it is raised (as in
    /// Core Animation). NaN is ignored; other values are clamped.
    public var shadowOpacity: CGFloat {
        get { self[.shadowOpacity] }
        set { self[.shadowOpacity] = newValue }
    }

    /// Where the shadow lies relative to the node, in points, y down; (0, −3) by default (Core
    /// Animation's). Non-finite values are ignored; each axis is clamped to
    /// ±``ViewProperties/maximumShadowOffset``.
    public var shadowOffset: CGSize {
        get { self[.shadowOffset] }
        set { self[.shadowOffset] = newValue }
    }

    /// How far the shadow spreads, in points; 3 by default (Core Animation's). The shadow is the
    /// node's shape blurred by a Gaussian whose standard deviation is this radius (CSS's
    /// `box-shadow` blur length is twice it; see the "Shadows, gradients, masks and blur" article).
    /// NaN is ignored; other values are clamped to 0…``ViewProperties/maximumBlurRadius``.
    public var shadowRadius: CGFloat {
        get { self[.shadowRadius] }
        set { self[.shadowRadius] = newValue }
    }

    /// The shadow's outline in the node's bounds coordinates, or nil (the default) for the node's
    /// own rounded bounds. A path with a non-finite point or more than
    /// ``ShapePath/maximumElementCount`` elements is ignored.
    public var shadowPath: ShapePath? {
        get {
            let path = self[.shadowPath]
            return path.isEmpty ? nil : path
        }
        set { self[.shadowPath] = newValue ?? .empty }
    }

    // MARK: - Gradient

    /// A gradient drawn over the background colour, inside the rounded bounds and under the
    /// content; ``Gradient/none`` by default. Its colours, locations and points animate.
    public var backgroundGradient: Gradient {
        get { self[.backgroundGradient] }
        set { self[.backgroundGradient] = newValue }
    }

    // MARK: - Corners and masks

    /// The corners that ``cornerRadius`` rounds; all by default (`CALayer.maskedCorners`).
    public var maskedCorners: CornerMask {
        get { self[.maskedCorners] }
        set { self[.maskedCorners] = newValue }
    }

    /// The node whose alpha masks this node and its subtree, as `CALayer.mask`: where the mask
    /// draws opaque pixels the node shows, where it draws nothing the node is hidden, and partial
    /// alpha shows the node partly. The mask is laid out in this node's bounds coordinates (its
    /// frame is relative to this node), is not a subnode, and takes no input; its own view
    /// properties animate. Nil by default. Set it with ``setMask(_:)``.
    public var mask: DisplayNode? {
        maskStorage
    }

    /// Makes `mask` this node's mask (nil removes it) and tells the display.
    ///
    /// - Throws: ``NodeError/invalidMask(node:mask:)`` when `mask` is this node, has a supernode,
    ///   or holds this node or one of its ancestors in its subtree or in its own masks — a mask that
    ///   would contain what it masks. The mask is then left as it was.
    /// - Complexity: O(m + d) for m nodes in the mask's subtree (and its masks) and depth d.
    public func setMask(_ mask: DisplayNode?) throws(NodeError) {
        if let mask {
            guard mask !== self, mask.supernode == nil else {
                throw .invalidMask(node: debugName, mask: mask.debugName)
            }
            var pending: [DisplayNode] = [mask]
            while let node = pending.popLast() {
                if node === self || isDescendant(of: node) { throw .invalidMask(node: debugName, mask: mask.debugName) }
                pending += node.subnodes
                if let inner = node.maskStorage { pending.append(inner) }
            }
        }
        guard mask !== maskStorage else { return }
        maskStorage = mask
        setNeedsDisplay()
    }

    // MARK: - Blur

    /// A Gaussian blur of the node and its subtree, as CSS's `filter: blur()`: the standard
    /// deviation in points; 0 (none) by default. NaN is ignored; other values are clamped to
    /// 0…``ViewProperties/maximumBlurRadius``.
    public var blurRadius: CGFloat {
        get { self[.blurRadius] }
        set { self[.blurRadius] = newValue }
    }

    /// A Gaussian blur of what lies behind the node, inside its rounded bounds, as CSS's
    /// `backdrop-filter: blur()` and UIKit's visual-effect views: the standard deviation in points;
    /// 0 (none) by default. Give the node a translucent background to tint the blur, as a sheet
    /// does. NaN is ignored; other values are clamped to 0…``ViewProperties/maximumBlurRadius``.
    public var backdropBlurRadius: CGFloat {
        get { self[.backdropBlurRadius] }
        set { self[.backdropBlurRadius] = newValue }
    }
}
