import Foundation
import Morph

/// The text a node child shows (Katana's `Label` text and `Button` title): a child whose
/// ``NodeProps/text`` is set is shown by a `TextNode`.
///
/// The string and style change at once; the colour is the text node's animatable
/// `TextNode/textColor` and animates with the child's animation.
public struct NodeText: Hashable, Sendable {
    /// The text; hard newlines start new lines.
    public var string: String
    /// Font, alignment, line limit and line break mode.
    public var style: TextStyle
    /// The glyph colour.
    public var color: Color

    /// Text `string` in `style` and `color` (by default: `TextNode/defaultTextStyle`, opaque
    /// black).
    public init(_ string: String, style: TextStyle = TextNode.defaultTextStyle, color: Color = .black) {
        self.string = string
        self.style = style
        self.color = color
    }
}
