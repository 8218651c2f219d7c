import Foundation

/// Changes a child's description to build the state it enters from or leaves to (Katana's
/// `AnimationPropsTransformer`). Transformers compose left to right.
///
/// The built-in ones reproduce Katana's arithmetic exactly; write your own with
/// ``init(_:)``:
///
/// ```
/// let dim = AnimationPropsTransformer { description in
///     var description = description
///     description.alpha *= 0.5
///     return description
/// }
/// ```
public struct AnimationPropsTransformer: Sendable {
    private let body: @Sendable (ChildDescription) -> ChildDescription

    /// A transformer that applies `body`.
    public init(_ body: @escaping @Sendable (ChildDescription) -> ChildDescription) {
        self.body = body
    }

    /// `description` transformed.
    public func callAsFunction(_ description: ChildDescription) -> ChildDescription {
        body(description)
    }

    /// Sets alpha to 0: a fade in when entering, a fade out when leaving.
    public static func fade() -> AnimationPropsTransformer {
        AnimationPropsTransformer { description in
            var description = description
            description.alpha = 0
            return description
        }
    }

    /// Multiplies the size by `percentage` and moves the origin by half the *original* size —
    /// Katana's arithmetic, which centres the result only for `percentage` 0: (10, 20, 100, 50)
    /// scaled by 0.5 becomes (60, 45, 50, 25), not the centred (35, 32.5, 50, 25).
    ///
    /// A negative `percentage` is clamped to 0; a NaN or infinite one leaves the frame unchanged.
    public static func scale(percentage: CGFloat) -> AnimationPropsTransformer {
        AnimationPropsTransformer { description in
            guard percentage.isFinite else { return description }
            let factor = max(percentage, 0)
            var description = description
            let frame = description.frame
            description.frame = CGRect(
                x: frame.origin.x + frame.width / 2,
                y: frame.origin.y + frame.height / 2,
                width: frame.width * factor,
                height: frame.height * factor
            )
            return description
        }
    }

    /// Moves the frame `distance` points to the left (1000 by default: off screen). A NaN or
    /// infinite distance does not move it.
    public static func moveLeft(distance: CGFloat = 1000) -> AnimationPropsTransformer {
        move(dx: -distance, dy: 0)
    }

    /// Moves the frame `distance` points to the right (1000 by default). A NaN or infinite
    /// distance does not move it.
    public static func moveRight(distance: CGFloat = 1000) -> AnimationPropsTransformer {
        move(dx: distance, dy: 0)
    }

    /// Moves the frame `distance` points up (1000 by default). A NaN or infinite distance does
    /// not move it.
    public static func moveUp(distance: CGFloat = 1000) -> AnimationPropsTransformer {
        move(dx: 0, dy: -distance)
    }

    /// Moves the frame `distance` points down (1000 by default). A NaN or infinite distance does
    /// not move it.
    public static func moveDown(distance: CGFloat = 1000) -> AnimationPropsTransformer {
        move(dx: 0, dy: distance)
    }

    private static func move(dx: CGFloat, dy: CGFloat) -> AnimationPropsTransformer {
        AnimationPropsTransformer { description in
            guard dx.isFinite, dy.isFinite else { return description }
            var description = description
            description.frame = description.frame.offsetBy(dx: dx, dy: dy)
            return description
        }
    }
}

extension Sequence where Element == AnimationPropsTransformer {
    /// `description` changed by each transformer in turn, left to right.
    public func apply(to description: ChildDescription) -> ChildDescription {
        reduce(description) { description, transformer in transformer(description) }
    }
}
