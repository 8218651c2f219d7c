import Foundation

/// The values of a node's view properties — everything about a node's own drawing that is not its
/// content: Core Animation's layer geometry and appearance.
///
/// A node's model values (what was set), its presentation values (what is on screen now) and the
/// attributes a declarative element asks for are all `ViewAttributes`. Each property is declared
/// once, here and in ``ViewProperty`` (its name, default and animation kind); the node's accessors,
/// its presentation, the renderers and the timeline encoding follow from that one declaration.
///
/// Geometry follows Core Animation: ``position`` is where the ``anchorPoint`` of the node lies in
/// its supernode's coordinates; ``bounds`` is the node's own coordinate space; ``transform``
/// applies about the anchor point. With the default anchor point (the centre), ``frame`` is the
/// bounds' size centred on the position.
public struct ViewAttributes: Hashable, Sendable {
    /// Where the anchor point lies, in the supernode's coordinates.
    public var position: CGPoint
    /// The node's own coordinate space: its size, and an origin that offsets its content.
    public var bounds: CGRect
    /// The point of the bounds that ``position`` places and ``transform`` turns about, in unit
    /// coordinates of the bounds: (0, 0) the top-left corner, (0.5, 0.5) the centre (default).
    public var anchorPoint: CGPoint
    /// Group opacity, 0…1: the node and its subtree are composited as one layer at this opacity.
    public var alpha: CGFloat
    /// The transform, applied about the anchor point.
    public var transform: Transform3D
    /// The background fill (`Color.clear` draws nothing).
    public var backgroundColor: Color
    /// The radius of the rounded corners of the background, the border and the clip.
    public var cornerRadius: CGFloat
    /// The border width, drawn inside the bounds (as Core Animation draws borders).
    public var borderWidth: CGFloat
    /// The border colour.
    public var borderColor: Color
    /// Whether the node and its subtree are hidden.
    public var isHidden: Bool
    /// Whether the subtree is clipped to the (rounded) bounds.
    public var clipsToBounds: Bool
    /// The z position: among siblings, drawing follows subnode order, then this value (a stable
    /// sort, as Core Animation's).
    public var zPosition: CGFloat
    /// Whether the node and its subtree take pointer input: when false, hit testing passes through
    /// them to what lies below (UIKit's `isUserInteractionEnabled`).
    public var isUserInteractionEnabled: Bool

    // Effects (issue 31): small inline values; a gradient and a shadow path hold their stops and
    // elements in an array, so attributes without them copy and compare as cheaply as before.

    /// The shadow's colour (`CALayer.shadowColor`); opaque black by default.
    public var shadowColor: Color
    /// The shadow's opacity, 0…1 (`CALayer.shadowOpacity`); 0 by default, so no shadow is drawn.
    public var shadowOpacity: CGFloat
    /// Where the shadow lies relative to the layer, in points, y down (`CALayer.shadowOffset`);
    /// (0, −3) by default, Core Animation's.
    public var shadowOffset: CGSize
    /// The blur of the shadow (`CALayer.shadowRadius`), in points: the standard deviation of the
    /// Gaussian that blurs the shadow's shape (CSS's box-shadow blur radius is twice it); 3 by
    /// default, Core Animation's.
    public var shadowRadius: CGFloat
    /// The shadow's outline in the bounds' coordinates (`CALayer.shadowPath`), or
    /// ``ShapePath/empty`` (the default) for the layer's own rounded shape.
    public var shadowPath: ShapePath
    /// A gradient drawn over the background colour, inside the rounded bounds (a
    /// `CAGradientLayer`'s drawing on any layer); ``Gradient/none`` by default.
    public var backgroundGradient: Gradient
    /// The corners that ``cornerRadius`` rounds (`CALayer.maskedCorners`); all by default.
    public var maskedCorners: CornerMask
    /// A Gaussian blur of the layer and its subtree, as CSS's `filter: blur()`: the standard
    /// deviation in points; 0 (no blur) by default.
    public var blurRadius: CGFloat
    /// A Gaussian blur of what lies behind the layer, inside its rounded bounds, as CSS's
    /// `backdrop-filter: blur()` and UIKit's visual-effect views: the standard deviation in
    /// points; 0 (none) by default.
    public var backdropBlurRadius: CGFloat

    /// Attributes with Core Animation's defaults for a new layer, then the values given.
    public init(
        position: CGPoint = .zero,
        bounds: CGRect = .zero,
        anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        alpha: CGFloat = 1,
        transform: Transform3D = .identity,
        backgroundColor: Color = .clear,
        cornerRadius: CGFloat = 0,
        borderWidth: CGFloat = 0,
        borderColor: Color = .black,
        isHidden: Bool = false,
        clipsToBounds: Bool = false,
        zPosition: CGFloat = 0,
        isUserInteractionEnabled: Bool = true,
        shadowColor: Color = .black,
        shadowOpacity: CGFloat = 0,
        shadowOffset: CGSize = CGSize(width: 0, height: -3),
        shadowRadius: CGFloat = 3,
        shadowPath: ShapePath = .empty,
        backgroundGradient: Gradient = .none,
        maskedCorners: CornerMask = .all,
        blurRadius: CGFloat = 0,
        backdropBlurRadius: CGFloat = 0
    ) {
        self.position = position
        self.bounds = bounds
        self.anchorPoint = anchorPoint
        self.alpha = alpha
        self.transform = transform
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.zPosition = zPosition
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.shadowColor = shadowColor
        self.shadowOpacity = shadowOpacity
        self.shadowOffset = shadowOffset
        self.shadowRadius = shadowRadius
        self.shadowPath = shadowPath
        self.backgroundGradient = backgroundGradient
        self.maskedCorners = maskedCorners
        self.blurRadius = blurRadius
        self.backdropBlurRadius = backdropBlurRadius
    }

    /// Core Animation's defaults for a new layer.
    public static let defaults = ViewAttributes()

    /// The frame in the supernode's coordinates, before the transform: the bounds' size placed so
    /// that its anchor point lies on ``position``.
    public var frame: CGRect {
        CGRect(
            x: position.x - bounds.width * anchorPoint.x,
            y: position.y - bounds.height * anchorPoint.y,
            width: bounds.width,
            height: bounds.height
        )
    }

    /// The corner radius actually drawn: at most half the shorter side (Core Animation clamps the
    /// same way), never negative.
    public var effectiveCornerRadius: CGFloat {
        max(0, min(cornerRadius, bounds.width / 2, bounds.height / 2))
    }

    /// Whether every number is finite (a renderer refuses attributes that are not).
    public var isFinite: Bool {
        position.x.isFinite && position.y.isFinite
            && bounds.origin.x.isFinite && bounds.origin.y.isFinite
            && bounds.width.isFinite && bounds.height.isFinite
            && anchorPoint.x.isFinite && anchorPoint.y.isFinite
            && alpha.isFinite && transform.isFinite
            && cornerRadius.isFinite && borderWidth.isFinite && zPosition.isFinite
            && shadowOpacity.isFinite && shadowRadius.isFinite && shadowOffset.width.isFinite && shadowOffset.height.isFinite
            && blurRadius.isFinite && backdropBlurRadius.isFinite && (shadowPath.isEmpty || shadowPath.isFinite)
    }

    /// Whether the layer casts a visible shadow: some opacity, a colour that is not clear.
    public var drawsShadow: Bool {
        shadowOpacity > 0 && shadowColor.alpha > 0
    }
}
