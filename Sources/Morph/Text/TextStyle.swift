/// Everything about a text's appearance that affects its measurement: font, alignment, line limit
/// and line break mode.
///
/// A text node holds a `TextStyle`; ``TextLayout`` measures a string in it. The defaults follow
/// UILabel where it has one (tail truncation) and Texture's ASTextNode where UILabel's would
/// surprise (no line limit).
public struct TextStyle: Sendable, Hashable, Codable {
    /// The font of every character.
    public var font: Font
    /// The horizontal placement of each line in the text's box.
    public var alignment: TextAlignment
    /// The most lines shown; 0 (the default) shows every line. A negative limit throws
    /// ``TextError/invalidLineLimit(_:)`` when the text is measured.
    public var lineLimit: Int
    /// How lines wrap and how text hidden by ``lineLimit`` is marked.
    public var lineBreakMode: LineBreakMode

    /// A style with `font` and the given paragraph settings.
    ///
    /// - Parameters:
    ///   - font: the font of every character.
    ///   - alignment: `.natural` by default (left for left-to-right text).
    ///   - lineLimit: the most lines shown, 0 (the default) for no limit.
    ///   - lineBreakMode: `.truncatingTail` by default, as UILabel.
    public init(
        font: Font,
        alignment: TextAlignment = .natural,
        lineLimit: Int = 0,
        lineBreakMode: LineBreakMode = .truncatingTail
    ) {
        self.font = font
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.lineBreakMode = lineBreakMode
    }
}
