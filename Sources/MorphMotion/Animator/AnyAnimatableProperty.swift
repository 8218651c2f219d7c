import Foundation

/// What every ``AnimatableProperty`` offers whatever its value type: for code that handles a
/// node's properties together (is anything animating, when does it end, stop everything).
@MainActor
public protocol AnyAnimatableProperty: AnyObject {
    /// The property's name.
    var name: String { get }
    /// Whether an animation of the property is running.
    var isAnimating: Bool { get }
    /// When the running animation ends, or nil.
    var animationEndTime: TimeInterval? { get }
    /// Stops the running animation: the property jumps to its model value.
    func cancelAnimation()
}

extension AnimatableProperty: AnyAnimatableProperty {}
