import Foundation

/// How a node-backed element appears when an update inserts it, or disappears when an update
/// removes it (Blueprint's `VisibilityTransition`).
///
/// The transition describes the element's *hidden state* relative to its attributes: its alpha
/// multiplied by ``alpha`` and its transform followed by ``transform``
/// (``invisibleAttributes(for:)``). An appearing node starts in the hidden state and animates to
/// its attributes; a disappearing node animates from where it is to the hidden state of its last
/// attributes and is removed when that animation ends. Frames do not change.
public struct VisibilityTransition: Hashable, Sendable {
    /// The alpha factor of the hidden state (0: invisible). Clamped to 0…1; NaN becomes 0.
    public var alpha: CGFloat {
        didSet { alpha = Self.clamped(alpha: alpha) }
    }

    /// The transform applied after the element's own in the hidden state. A transform with a
    /// non-finite entry becomes the identity.
    public var transform: Transform3D {
        didSet { transform = transform.isFinite ? transform : .identity }
    }

    /// The animation that drives the transition.
    public var attributes: AnimationAttributes

    /// A transition to the hidden state `alpha` and `transform`, animated with `attributes`
    /// (`AnimationAttributes.default`, 0.2 s ease-in-out, when omitted).
    public init(alpha: CGFloat, transform: Transform3D, attributes: AnimationAttributes = .default) {
        self.alpha = Self.clamped(alpha: alpha)
        self.transform = transform.isFinite ? transform : .identity
        self.attributes = attributes
    }

    /// Scales in from and out to 1 % of the size (alpha unchanged).
    public static var scale: VisibilityTransition {
        VisibilityTransition(alpha: 1, transform: Transform3D(scaleX: 0.01, y: 0.01, z: 0.01))
    }

    /// Fades in from and out to transparent.
    public static var fade: VisibilityTransition {
        VisibilityTransition(alpha: 0, transform: .identity)
    }

    /// Scales to 1 % and fades at the same time.
    public static var scaleAndFade: VisibilityTransition {
        VisibilityTransition(alpha: 0, transform: Transform3D(scaleX: 0.01, y: 0.01, z: 0.01))
    }

    /// The hidden state of an element with `attributes`: the same centre and bounds, alpha
    /// multiplied by ``alpha``, the transform followed by ``transform``.
    ///
    /// An appearing node starts here; a disappearing node ends here.
    public func invisibleAttributes(for attributes: LayoutAttributes) -> LayoutAttributes {
        var hidden = attributes
        hidden.transform = attributes.transform.concatenating(transform)
        hidden.alpha = attributes.alpha * alpha
        return hidden
    }

    private static func clamped(alpha: CGFloat) -> CGFloat {
        alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    }
}
