import Foundation

/// A colour in the sRGB colour space with straight (not premultiplied) alpha.
///
/// Every component is a `CGFloat` in `0...1`. The initialiser clamps components outside that range
/// and replaces a NaN component with 0, so a `Color` always holds a drawable value.
public struct Color: Hashable, Sendable {
    /// The red component, in `0...1`.
    public var red: CGFloat
    /// The green component, in `0...1`.
    public var green: CGFloat
    /// The blue component, in `0...1`.
    public var blue: CGFloat
    /// The opacity, in `0...1`; 0 is fully transparent.
    public var alpha: CGFloat

    /// Creates a colour from its components.
    ///
    /// Components are clamped to `0...1`; a NaN component becomes 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Color.clampedComponent(red)
        self.green = Color.clampedComponent(green)
        self.blue = Color.clampedComponent(blue)
        self.alpha = Color.clampedComponent(alpha)
    }

    /// Creates an opaque grey.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Clamps a component to `0...1`, mapping NaN to 0.
    static func clampedComponent(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension Color {
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
}
