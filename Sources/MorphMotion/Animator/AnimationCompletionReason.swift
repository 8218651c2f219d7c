import Foundation

/// Why an animation, or a group of animations, ended.
///
/// Reasons are ordered by severity (`finished < superseded < cancelled`); a group of animations
/// reports the most severe reason of its members.
public enum AnimationCompletionReason: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The animation ran to its end: the presentation value reached the model value.
    case finished
    /// A newer animation of the same property took over from the current presentation value.
    case superseded
    /// The property changed without animation (or its animation was cancelled): the presentation
    /// value jumped to the model value. Also the reason of the animations of a transition that
    /// ran back to its start, or that was finished where it stood (the model value then jumped to
    /// the presentation value).
    case cancelled

    /// Whether the animation ran to its end (UIKit's `finished` flag).
    public var isFinished: Bool { self == .finished }

    /// Orders by severity.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `finished`, `superseded` or `cancelled`.
    public var description: String {
        switch self {
        case .finished: "finished"
        case .superseded: "superseded"
        case .cancelled: "cancelled"
        }
    }
}
