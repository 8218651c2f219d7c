import Foundation

/// Whether tint colours in a subtree are shown normally or dimmed (UIKit's
/// `UIView.TintAdjustmentMode`, as a value Blueprint's ``LayoutAttributes`` carry): a renderer
/// dims tints behind a modal presentation, for example.
public enum TintAdjustmentMode: Hashable, Sendable {
    /// Takes the mode of the enclosing element (the default).
    case automatic
    /// Tints are shown as they are.
    case normal
    /// Tints are shown desaturated.
    case dimmed
}
