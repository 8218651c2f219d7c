import Foundation

/// What a change of an animatable property looks like, so a ``ReducedMotionPolicy`` can treat
/// movement differently from fades.
public enum AnimatablePropertyKind: Hashable, Sendable {
    /// The property moves, resizes, rotates or scales something (frame, bounds, position,
    /// transform, zPosition). Reduced motion makes these changes instant.
    case movement
    /// The property changes how something looks in place (alpha, colours, corner radius, border
    /// width, hidden). Reduced motion keeps these animations.
    case appearance
}
