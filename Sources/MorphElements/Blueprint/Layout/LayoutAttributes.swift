import Foundation

/// Where a node-backed element sits and how it is shown: its centre and bounds in its parent
/// node, its transform, alpha and flags (Blueprint's `LayoutAttributes`).
///
/// A layout pass gives every element attributes; a node-backed element's attributes are
/// expressed in the coordinates of its node-backed parent, through the elements without nodes
/// in between (``within(_:)``). Attributes are compared with `==` on every update: when an
/// element's attributes differ from the ones its node shows, its own ``LayoutTransition``
/// animates the change; when they are equal, the element passes the ambient animation through
/// to its children.
///
/// Bad values are clamped, never stored: a NaN or infinite coordinate or size becomes 0, a
/// negative width or height becomes its magnitude, alpha is clamped to 0…1 (NaN becomes 1), and a
/// transform with a non-finite entry becomes the identity.
public struct LayoutAttributes: Hashable, Sendable {
    /// The centre, in the parent node's coordinates (a node's `position`).
    public var center: CGPoint {
        didSet { center = Self.sanitized(center) }
    }

    /// The bounds: the size, and an origin that offsets the node's content (usually zero).
    public var bounds: CGRect {
        didSet { bounds = Self.sanitized(bounds) }
    }

    /// The transform about the centre; identity by default.
    public var transform: Transform3D {
        didSet { transform = Self.sanitized(transform) }
    }

    /// Group opacity, 0…1; 1 by default.
    public var alpha: CGFloat {
        didSet { alpha = Self.sanitized(alpha: alpha) }
    }

    /// Whether the node receives user interaction; true by default. A child within a parent is
    /// interactive only when both are.
    public var isUserInteractionEnabled: Bool

    /// Whether the node is hidden; false by default. A child within a hidden parent is hidden.
    public var isHidden: Bool

    /// How tints are shown; ``TintAdjustmentMode/automatic`` (the parent's) by default.
    public var tintAdjustmentMode: TintAdjustmentMode

    /// Attributes with `center` and `bounds`, identity transform, alpha 1, interactive, visible.
    public init(center: CGPoint, bounds: CGRect) {
        self.center = Self.sanitized(center)
        self.bounds = Self.sanitized(bounds)
        transform = .identity
        alpha = 1
        isUserInteractionEnabled = true
        isHidden = false
        tintAdjustmentMode = .automatic
    }

    /// Attributes whose ``frame`` is `frame` (bounds at the origin).
    public init(frame: CGRect) {
        self.init(center: CGPoint(x: frame.midX, y: frame.midY), bounds: CGRect(origin: .zero, size: frame.size))
    }

    /// Attributes of `size` at the origin.
    public init(size: CGSize) {
        self.init(frame: CGRect(origin: .zero, size: size))
    }

    /// Zero-sized attributes at the origin.
    public init() {
        self.init(center: .zero, bounds: .zero)
    }

    /// The bounds' size around the centre, ignoring the transform (UIKit's `frame` of an
    /// untransformed view). Setting it moves the centre and resizes the bounds.
    public var frame: CGRect {
        get {
            CGRect(
                x: center.x - bounds.width / 2,
                y: center.y - bounds.height / 2,
                width: bounds.width,
                height: bounds.height
            )
        }
        set {
            let rect = Self.sanitized(newValue)
            bounds.size = rect.size
            center = CGPoint(x: rect.midX, y: rect.midY)
        }
    }

    // MARK: - Clamping

    static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }

    static func sanitized(_ point: CGPoint) -> CGPoint {
        CGPoint(x: sanitized(point.x), y: sanitized(point.y))
    }

    static func sanitized(_ rect: CGRect) -> CGRect {
        CGRect(
            x: sanitized(rect.origin.x),
            y: sanitized(rect.origin.y),
            width: abs(sanitized(rect.size.width)),
            height: abs(sanitized(rect.size.height))
        )
    }

    static func sanitized(_ transform: Transform3D) -> Transform3D {
        transform.isFinite ? transform : .identity
    }

    static func sanitized(alpha: CGFloat) -> CGFloat {
        alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    }
}
