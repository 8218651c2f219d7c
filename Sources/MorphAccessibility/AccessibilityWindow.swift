import Foundation

/// The window a tree is shown in, as assistive technology sees it: AT-SPI's `frame`, the parent of
/// the tree's top-level nodes. Its title is the frame's name; its frame places the window on the
/// screen (screen coordinates of nodes are window coordinates moved by its origin).
public struct AccessibilityWindow: Hashable, Sendable {
    /// The window's title: the frame's name.
    public var title: String
    /// The window's content area in screen points (its origin at 0, 0 when the window system
    /// does not say where the window is).
    public var frame: CGRect
    /// Whether the window has the keyboard focus (AT-SPI's `active` state).
    public var isActive: Bool

    /// A window.
    public init(title: String, frame: CGRect, isActive: Bool = true) {
        self.title = title
        self.frame = frame
        self.isActive = isActive
    }
}
