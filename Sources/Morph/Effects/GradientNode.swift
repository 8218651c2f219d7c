import Foundation

/// A node that draws a gradient, as a `CAGradientLayer` does: its ``gradient`` fills its rounded
/// bounds. It is a display node like any other (a background colour under the gradient, a
/// border, subnodes, a shadow), and its ``gradient`` is its ``DisplayNode/backgroundGradient``, so
/// the gradient animates.
///
/// ```swift
/// let header = GradientNode(gradient: Gradient(colors: [.white, Color(white: 1, alpha: 0)]))
/// header.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
/// ```
open class GradientNode: DisplayNode {
    /// A node that draws `gradient` (``Gradient/none`` by default), animated by `animator` (see
    /// ``DisplayNode/init(name:animator:)``).
    public init(gradient: Gradient = .none, name: String? = nil, animator: Animator? = nil) {
        super.init(name: name, animator: animator)
        performWithoutAnimation { backgroundGradient = gradient }
    }

    /// The gradient drawn (the node's ``DisplayNode/backgroundGradient``): setting it follows the
    /// ambient transaction, so a change inside an animation block animates.
    public var gradient: Gradient {
        get { backgroundGradient }
        set { backgroundGradient = newValue }
    }
}
