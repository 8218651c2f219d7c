import Foundation

/// The options of a Katana animation that mean something without UIKit: the pacing curve
/// (Katana passes `UIViewAnimationOptions`; Morph keeps the curve as a value).
///
/// UIKit's empty option set paces with ease-in-out, so ``default`` does too. Springs ignore the
/// curve, as UIKit's spring animations do.
public struct AnimationOptions: Hashable, Sendable {
    /// The pacing of a curve animation.
    public var curve: TimingCurve

    /// Options with `curve`.
    public init(curve: TimingCurve) {
        self.curve = curve
    }

    /// UIKit's empty options: ease-in-out pacing.
    public static let `default` = AnimationOptions(curve: .easeInOut)
    /// `.curveEaseInOut`.
    public static let curveEaseInOut = AnimationOptions(curve: .easeInOut)
    /// `.curveEaseIn`.
    public static let curveEaseIn = AnimationOptions(curve: .easeIn)
    /// `.curveEaseOut`.
    public static let curveEaseOut = AnimationOptions(curve: .easeOut)
    /// `.curveLinear`: constant speed.
    public static let curveLinear = AnimationOptions(curve: .linear)
}
