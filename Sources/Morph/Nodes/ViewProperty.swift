import Foundation

/// One animatable view property of a node: the single declaration every layer follows.
///
/// A view property is a stored property of ``ViewAttributes`` plus one entry of this table, which
/// says its name, how it animates (`AnimatablePropertyKind`, from MorphMotion: movement or appearance, for reduced
/// motion) and how a bad value is cleaned or refused. From that entry Morph builds the node's
/// animatable storage, its presentation (``DisplayNode/presentationTree(at:)``), the renderers'
/// view of it and the declarative layers' attributes (Blueprint's `NodeDescription`, Katana's
/// `NodeProps`). ``DisplayNode`` adds one documented accessor per property.
///
/// Adding a property: a stored property of ``ViewAttributes`` (with its default in `init`), an
/// entry here (its key path, and the closures that read and write the same field), in
/// ``ViewProperties/all``, and a ``DisplayNode`` accessor.
///
/// The effects (shadow, gradient, corner mask, blurs) are entries like any other; a node's
/// ``DisplayNode/mask`` is not, because it is a node rather than a value: its own properties
/// animate, and the presentation carries its subtree (``PresentationLayer/mask``).
public struct ViewProperty<Value: Interpolatable & Sendable>: Sendable {
    /// The property's name, as in ``ViewAttributes`` (`"alpha"`).
    public let name: String
    /// Where the value lives in ``ViewAttributes``.
    public let keyPath: WritableKeyPath<ViewAttributes, Value> & Sendable
    /// How the property animates (movement properties jump under reduced motion).
    public let kind: AnimatablePropertyKind
    /// The property's slot in a node's storage (its place in ``ViewProperties/all``).
    let index: Int
    /// The value a setter stores for `value`, or nil when the value is refused (a NaN position):
    /// the documented clamp of each property.
    let sanitize: @Sendable (Value) -> Value?
    /// Reads the value, as ``keyPath`` does. The hot loops (presentation, tracks, the players'
    /// tables) read and write through these closures, written out per property: a stored key
    /// path read through a type-erased property goes through the runtime and its metadata
    /// caches on every call, where the closure loads the field (`ViewPropertyTests` checks
    /// that each closure reaches the key path's field).
    package let read: @Sendable (ViewAttributes) -> Value
    /// Writes the value, as ``keyPath`` does (see ``read``).
    package let write: @Sendable (inout ViewAttributes, Value) -> Void

    init(
        _ name: String,
        _ keyPath: WritableKeyPath<ViewAttributes, Value> & Sendable,
        read: @escaping @Sendable (ViewAttributes) -> Value,
        write: @escaping @Sendable (inout ViewAttributes, Value) -> Void,
        kind: AnimatablePropertyKind,
        index: Int,
        sanitize: @escaping @Sendable (Value) -> Value? = { $0 }
    ) {
        self.name = name
        self.keyPath = keyPath
        self.read = read
        self.write = write
        self.kind = kind
        self.index = index
        self.sanitize = sanitize
        self.defaultValue = ViewAttributes.defaults[keyPath: keyPath]
    }

    /// The value a node without this property set has (Core Animation's default for a new layer;
    /// a node's own starting background colour for ``ViewProperty/backgroundColor``).
    ///
    /// Stored (read once through ``keyPath`` when the entry is made): a node's getters fall back
    /// to it for every property never set, and a key-path read costs far more than a load.
    public let defaultValue: Value

    /// `value` cleaned as the property's setter cleans it, or nil when the setter ignores it.
    public func sanitized(_ value: Value) -> Value? {
        sanitize(value)
    }
}

/// The table of view properties, in storage order.
public enum ViewProperties {
    /// Every view property, type-erased, in storage order.
    public static let all: [any AnyViewProperty] = [
        ViewProperty<CGPoint>.position,
        ViewProperty<CGRect>.bounds,
        ViewProperty<CGPoint>.anchorPoint,
        ViewProperty<CGFloat>.alpha,
        ViewProperty<Transform3D>.transform,
        ViewProperty<Color>.backgroundColor,
        ViewProperty<CGFloat>.cornerRadius,
        ViewProperty<CGFloat>.borderWidth,
        ViewProperty<Color>.borderColor,
        ViewProperty<Bool>.isHidden,
        ViewProperty<Bool>.clipsToBounds,
        ViewProperty<CGFloat>.zPosition,
        ViewProperty<Bool>.isUserInteractionEnabled,
        ViewProperty<Color>.shadowColor,
        ViewProperty<CGFloat>.shadowOpacity,
        ViewProperty<CGSize>.shadowOffset,
        ViewProperty<CGFloat>.shadowRadius,
        ViewProperty<ShapePath>.shadowPath,
        ViewProperty<Gradient>.backgroundGradient,
        ViewProperty<CornerMask>.maskedCorners,
        ViewProperty<CGFloat>.blurRadius,
        ViewProperty<CGFloat>.backdropBlurRadius,
    ]

    /// The largest shadow radius, layer blur and backdrop blur, in points: 100. Larger values are
    /// clamped to it (a blur's cost and reach grow with its radius; CSS sets no limit, and no
    /// design needs more).
    public static let maximumBlurRadius: CGFloat = 100

    /// The largest shadow offset along either axis, in points: 100,000 (farther, a shadow is off
    /// any screen).
    public static let maximumShadowOffset: CGFloat = 100_000

    /// How many view properties there are.
    static let count = all.count
}

/// A ``ViewProperty`` whatever its value type: for code that goes through every property.
public protocol AnyViewProperty: Sendable {
    /// The property's name.
    var name: String { get }
    /// How the property animates.
    var kind: AnimatablePropertyKind { get }
    /// Copies the property's value from `source` to `destination`.
    func copy(from source: ViewAttributes, to destination: inout ViewAttributes)
    /// Whether `a` and `b` have the same value of the property.
    func isEqual(_ a: ViewAttributes, _ b: ViewAttributes) -> Bool
}

extension ViewProperty: AnyViewProperty {
    /// Copies the property's value from `source` to `destination`.
    public func copy(from source: ViewAttributes, to destination: inout ViewAttributes) {
        write(&destination, read(source))
    }

    /// Whether `a` and `b` have the same value of the property.
    public func isEqual(_ a: ViewAttributes, _ b: ViewAttributes) -> Bool {
        read(a) == read(b)
    }
}

// MARK: - The properties

extension ViewProperty where Value == CGPoint {
    /// ``ViewAttributes/position``: non-finite values are ignored.
    public static let position = ViewProperty(
        "position", \.position, read: { $0.position }, write: { $0.position = $1 },
        kind: .movement, index: 0
    ) { point in
        point.x.isFinite && point.y.isFinite ? point : nil
    }
    /// ``ViewAttributes/anchorPoint``: non-finite values are ignored.
    public static let anchorPoint = ViewProperty(
        "anchorPoint", \.anchorPoint, read: { $0.anchorPoint }, write: { $0.anchorPoint = $1 },
        kind: .movement, index: 2
    ) { point in
        point.x.isFinite && point.y.isFinite ? point : nil
    }
}

extension ViewProperty where Value == CGRect {
    /// ``ViewAttributes/bounds``: non-finite values are ignored; a negative size becomes positive.
    public static let bounds = ViewProperty("bounds", \.bounds, read: { $0.bounds }, write: { $0.bounds = $1 }, kind: .movement, index: 1) { rect in
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return nil }
        return CGRect(origin: rect.origin, size: CGSize(width: abs(rect.width), height: abs(rect.height)))
    }
}

extension ViewProperty where Value == CGFloat {
    /// ``ViewAttributes/alpha``: NaN is ignored; other values are clamped to 0…1.
    public static let alpha = ViewProperty("alpha", \.alpha, read: { $0.alpha }, write: { $0.alpha = $1 }, kind: .appearance, index: 3) { alpha in
        alpha.isNaN ? nil : min(max(alpha, 0), 1)
    }
    /// ``ViewAttributes/cornerRadius``: non-finite values are ignored; negative ones become 0.
    public static let cornerRadius = ViewProperty(
        "cornerRadius", \.cornerRadius, read: { $0.cornerRadius }, write: { $0.cornerRadius = $1 },
        kind: .appearance, index: 6
    ) { radius in
        radius.isFinite ? max(radius, 0) : nil
    }
    /// ``ViewAttributes/borderWidth``: non-finite values are ignored; negative ones become 0.
    public static let borderWidth = ViewProperty(
        "borderWidth", \.borderWidth, read: { $0.borderWidth }, write: { $0.borderWidth = $1 },
        kind: .appearance, index: 7
    ) { width in
        width.isFinite ? max(width, 0) : nil
    }
    /// ``ViewAttributes/zPosition``: non-finite values are ignored.
    public static let zPosition = ViewProperty(
        "zPosition", \.zPosition, read: { $0.zPosition }, write: { $0.zPosition = $1 },
        kind: .movement, index: 11
    ) { z in
        z.isFinite ? z : nil
    }
    /// ``ViewAttributes/shadowOpacity``: NaN is ignored; other values are clamped to 0…1.
    public static let shadowOpacity = ViewProperty(
        "shadowOpacity", \.shadowOpacity, read: { $0.shadowOpacity }, write: { $0.shadowOpacity = $1 },
        kind: .appearance, index: 14
    ) { opacity in
        opacity.isNaN ? nil : min(max(opacity, 0), 1)
    }
    /// ``ViewAttributes/shadowRadius``: NaN is ignored; other values are clamped to
    /// 0…``ViewProperties/maximumBlurRadius``.
    public static let shadowRadius = ViewProperty(
        "shadowRadius", \.shadowRadius, read: { $0.shadowRadius }, write: { $0.shadowRadius = $1 },
        kind: .appearance, index: 16, sanitize: ViewProperties.clampedBlurRadius
    )
    /// ``ViewAttributes/blurRadius``: NaN is ignored; other values are clamped to
    /// 0…``ViewProperties/maximumBlurRadius``.
    public static let blurRadius = ViewProperty(
        "blurRadius", \.blurRadius, read: { $0.blurRadius }, write: { $0.blurRadius = $1 },
        kind: .appearance, index: 20, sanitize: ViewProperties.clampedBlurRadius
    )
    /// ``ViewAttributes/backdropBlurRadius``: NaN is ignored; other values are clamped to
    /// 0…``ViewProperties/maximumBlurRadius``.
    public static let backdropBlurRadius = ViewProperty(
        "backdropBlurRadius", \.backdropBlurRadius, read: { $0.backdropBlurRadius }, write: { $0.backdropBlurRadius = $1 },
        kind: .appearance, index: 21, sanitize: ViewProperties.clampedBlurRadius
    )
}

extension ViewProperties {
    /// A blur radius as the blur properties store it: NaN refused, clamped to
    /// 0…``maximumBlurRadius``.
    @Sendable public static func clampedBlurRadius(_ radius: CGFloat) -> CGFloat? {
        radius.isNaN ? nil : min(max(radius, 0), maximumBlurRadius)
    }
}

extension ViewProperty where Value == CGSize {
    /// ``ViewAttributes/shadowOffset``: non-finite values are ignored; each axis is clamped to
    /// ±``ViewProperties/maximumShadowOffset``.
    public static let shadowOffset = ViewProperty(
        "shadowOffset", \.shadowOffset, read: { $0.shadowOffset }, write: { $0.shadowOffset = $1 },
        kind: .appearance, index: 15
    ) { offset in
        guard offset.width.isFinite, offset.height.isFinite else { return nil }
        let limit = ViewProperties.maximumShadowOffset
        return CGSize(width: min(max(offset.width, -limit), limit), height: min(max(offset.height, -limit), limit))
    }
}

extension ViewProperty where Value == ShapePath {
    /// ``ViewAttributes/shadowPath``: a path with a non-finite coordinate or more than
    /// ``ShapePath/maximumElementCount`` elements is ignored.
    public static let shadowPath = ViewProperty(
        "shadowPath", \.shadowPath, read: { $0.shadowPath }, write: { $0.shadowPath = $1 },
        kind: .appearance, index: 17
    ) { path in
        path.elements.count <= ShapePath.maximumElementCount && path.isFinite ? path : nil
    }
}

extension ViewProperty where Value == Gradient {
    /// ``ViewAttributes/backgroundGradient``: cleaned as every ``Gradient`` is (locations clamped
    /// into 0…1 and made non-decreasing, at most ``Gradient/maximumStopCount`` stops).
    public static let backgroundGradient = ViewProperty(
        "backgroundGradient", \.backgroundGradient, read: { $0.backgroundGradient }, write: { $0.backgroundGradient = $1 },
        kind: .appearance, index: 18
    )
}

extension ViewProperty where Value == CornerMask {
    /// ``ViewAttributes/maskedCorners``.
    public static let maskedCorners = ViewProperty(
        "maskedCorners", \.maskedCorners, read: { $0.maskedCorners }, write: { $0.maskedCorners = $1 },
        kind: .appearance, index: 19
    )
}

extension ViewProperty where Value == Transform3D {
    /// ``ViewAttributes/transform``: a transform with a non-finite entry is ignored.
    public static let transform = ViewProperty(
        "transform", \.transform, read: { $0.transform }, write: { $0.transform = $1 },
        kind: .movement, index: 4
    ) { transform in
        transform.isFinite ? transform : nil
    }
}

extension ViewProperty where Value == Color {
    /// ``ViewAttributes/backgroundColor``.
    public static let backgroundColor = ViewProperty(
        "backgroundColor", \.backgroundColor, read: { $0.backgroundColor }, write: { $0.backgroundColor = $1 },
        kind: .appearance, index: 5
    )
    /// ``ViewAttributes/borderColor``.
    public static let borderColor = ViewProperty(
        "borderColor", \.borderColor, read: { $0.borderColor }, write: { $0.borderColor = $1 },
        kind: .appearance, index: 8
    )
    /// ``ViewAttributes/shadowColor``.
    public static let shadowColor = ViewProperty(
        "shadowColor", \.shadowColor, read: { $0.shadowColor }, write: { $0.shadowColor = $1 },
        kind: .appearance, index: 13
    )
}

extension ViewProperty where Value == Bool {
    /// ``ViewAttributes/isHidden``.
    public static let isHidden = ViewProperty("isHidden", \.isHidden, read: { $0.isHidden }, write: { $0.isHidden = $1 }, kind: .appearance, index: 9)
    /// ``ViewAttributes/clipsToBounds``.
    public static let clipsToBounds = ViewProperty(
        "clipsToBounds", \.clipsToBounds, read: { $0.clipsToBounds }, write: { $0.clipsToBounds = $1 },
        kind: .appearance, index: 10
    )
    /// ``ViewAttributes/isUserInteractionEnabled``.
    public static let isUserInteractionEnabled = ViewProperty(
        "isUserInteractionEnabled", \.isUserInteractionEnabled, read: { $0.isUserInteractionEnabled }, write: { $0.isUserInteractionEnabled = $1 },
        kind: .appearance, index: 12
    )
}
