import Foundation
@_spi(MorphInternals) import MorphLayout

/// A leaf that shows a string (Texture's `ASTextNode`), shaped and measured with HarfBuzz in
/// fontconfig's fonts (see <doc:TextAndImages>).
///
/// The node's size is its `TextLayout`'s for the widest line its parent allows: lines wrap at
/// spaces, stop at `TextStyle.lineLimit` and end in "…" when text is hidden (per the style's
/// `LineBreakMode`), and the size is rounded up to whole points. The node sets its
/// `LayoutStyle.ascender` and `LayoutStyle.descender` from its font, so a stack with
/// `StackAlignItems.baselineFirst` or `.baselineLast` aligns text nodes on their baselines.
///
/// ``string`` and ``textStyle`` are layout inputs (any thread; changing them calls
/// ``DisplayNode/setNeedsLayout()``); ``textColor`` is an animatable view property. A renderer draws
/// ``displayedTextLayout``: the lines laid out for the node's current width.
///
/// A style whose font cannot be found or whose size or line limit is invalid cannot be measured:
/// the layout throws `LayoutError.invalidValue(property:value:element:expected:)` for the
/// property `textStyle`, whose `expected` carries the `TextError`'s sentence, and
/// ``measurementError`` keeps the `TextError` itself.
open class TextNode: DisplayNode {
    private struct Content: Sendable {
        var string: String
        var textStyle: TextStyle
        var measurementError: TextError?
    }

    private let content: Locked<Content>
    /// Where fonts are found and measurements cached.
    public let library: FontLibrary
    private let initialTextColor: Color
    /// The animatable text colour, created on first use (main actor only).
    private var textColorStorage: AnimatableProperty<Color>?

    /// The style of a text node that is not given one: DejaVu Sans at 17 points (UIKit's body size).
    public nonisolated static let defaultTextStyle = TextStyle(font: Font(.sans, size: 17))

    /// Creates a text node.
    ///
    /// - Parameters:
    ///   - string: the text; hard newlines start new lines.
    ///   - style: font, alignment, line limit and line break mode.
    ///   - color: the glyph colour; opaque black by default.
    ///   - name: the node's name (``DisplayNode/name``).
    ///   - library: where the fonts are found; `FontLibrary.shared` by default.
    ///   - animator: the animator of the view properties (see ``DisplayNode``).
    public nonisolated init(
        _ string: String = "",
        style: TextStyle = TextNode.defaultTextStyle,
        color: Color = .black,
        name: String? = nil,
        library: FontLibrary = .shared,
        animator: Animator? = nil
    ) {
        content = Locked(Content(string: string, textStyle: style))
        self.library = library
        initialTextColor = color
        super.init(name: name, animator: animator)
        updateBaselines(for: style)
    }

    /// Stops the animations of the view properties and of the text colour.
    override open func cancelAllAnimations() {
        super.cancelAllAnimations()
        if let textColorStorage, textColorStorage.isAnimating { textColorStorage.cancelAnimation() }
    }

    /// A text node released while its colour animates stops that animation.
    isolated deinit {
        textColorStorage?.cancelAnimation()
    }

    /// The text. Setting a different string calls ``DisplayNode/setNeedsLayout()``. Any thread.
    public nonisolated var string: String {
        get { content.withLock { $0.string } }
        set {
            let changed = content.withLock { content -> Bool in
                guard content.string != newValue else { return false }
                content.string = newValue
                return true
            }
            if changed { setNeedsLayout() }
        }
    }

    /// Font, alignment, line limit and line break mode. Setting a different style updates the
    /// node's baselines and calls ``DisplayNode/setNeedsLayout()``. Any thread.
    public nonisolated var textStyle: TextStyle {
        get { content.withLock { $0.textStyle } }
        set {
            let changed = content.withLock { content -> Bool in
                guard content.textStyle != newValue else { return false }
                content.textStyle = newValue
                return true
            }
            guard changed else { return }
            updateBaselines(for: newValue)
            setNeedsLayout()
        }
    }

    /// The font of ``textStyle``.
    public nonisolated var font: Font {
        get { textStyle.font }
        set { textStyle.font = newValue }
    }

    /// The error of the last measurement, or nil when it succeeded.
    public nonisolated var measurementError: TextError? {
        content.withLock { $0.measurementError }
    }

    /// The glyph colour, an animatable view property; opaque black by default.
    public var textColor: Color {
        get { textColorStorage?.value ?? initialTextColor }
        set {
            if newValue != textColor { textColorProperty.value = newValue }
        }
    }

    /// The animatable ``textColor``.
    public var textColorProperty: AnimatableProperty<Color> {
        if let textColorStorage { return textColorStorage }
        let made = AnimatableProperty(initialTextColor, name: "textColor", kind: .appearance, animator: animator, owner: viewState.ownerProxy)
        textColorStorage = made
        return made
    }

    /// The text colour as shown at the animator's last tick.
    public var presentationTextColor: Color {
        textColorStorage?.presentationValue ?? initialTextColor
    }

    /// The text colour as the running animation shows it at clock time `time`.
    public func presentationTextColor(at time: TimeInterval) -> Color {
        textColorStorage?.presentationValue(at: time) ?? initialTextColor
    }

    override var contentAnimationEndTime: TimeInterval? {
        textColorStorage?.animationEndTime
    }

    /// The text laid out for a box `width` points wide: lines broken at `width` and aligned in it.
    /// Any thread; repeated requests are cache lookups in the ``library``.
    ///
    /// The node's ``DisplayNode/traitCollection`` takes part: a font with a `Font.TextStyle` is
    /// shown at its size for the content size category (`Font.scaled(for:)`), and
    /// `TextAlignment.natural` lines start at the leading edge of the layout direction.
    ///
    /// - Throws: the `TextError` of the style, or `TextError.invalidMaximumWidth(_:)` for a NaN
    ///   or negative width.
    public nonisolated func textLayout(forWidth width: CGFloat) throws(TextError) -> TextLayout {
        let (string, style) = content.withLock { ($0.string, $0.textStyle) }
        let traits = traitCollection
        let direction: WritingDirection = traits.layoutDirection.isRightToLeft ? .rightToLeft : .leftToRight
        return try TextLayout(string, style: Self.shownStyle(style, in: traits), maximumWidth: width, library: library)
            .aligned(toWidth: width, naturalDirection: direction)
    }

    /// `style` as the node shows it in `traits`: its font scaled for the content size category
    /// when it has a text style (reading the category only then, so a fixed-size text does not
    /// depend on it).
    nonisolated static func shownStyle(_ style: TextStyle, in traits: TraitCollection) -> TextStyle {
        guard style.font.textStyle != nil else { return style }
        return style.scaled(for: traits.preferredContentSizeCategory)
    }

    /// The dynamic colour ``textColor`` follows, or nil (see ``DisplayNode/setDynamicColor(_:for:)``:
    /// the same rules, for the text colour). Setting one sets ``textColor`` to it resolved in the
    /// node's traits, inside the ambient animation.
    public var dynamicTextColor: DynamicColor? {
        get { dynamicColor(forPropertyNamed: "textColor") }
        set {
            guard let newValue else {
                dynamicColorStorage?.removeAll { $0.property == "textColor" }
                return
            }
            bindDynamicColor(newValue, property: "textColor", read: { ($0 as? TextNode)?.textColor ?? .clear }) { node, color in
                (node as? TextNode)?.textColor = color
            }
        }
    }

    /// A change of the content size category changes the baselines of a font with a text style.
    override func traitsDidChange(previous: TraitCollection) {
        super.traitsDidChange(previous: previous)
        let style = textStyle
        guard style.font.textStyle != nil,
              previous.values.preferredContentSizeCategory != traitCollection.values.preferredContentSizeCategory
        else { return }
        updateBaselines(for: style)
    }

    /// The text as drawn in the node's current bounds (``textLayout(forWidth:)`` for the bounds'
    /// width), or nil when it cannot be measured.
    public var displayedTextLayout: TextLayout? {
        try? textLayout(forWidth: bounds.width)
    }

    /// The text laid out for the node's width, in its colour at `time` (the colour may animate);
    /// nil when the text cannot be measured (``measurementError`` says why).
    override open func presentationContent(at time: TimeInterval?) -> PresentationContent? {
        guard let layout = displayedTextLayout else { return nil }
        return .text(layout: layout, color: time.map(presentationTextColor(at:)) ?? presentationTextColor)
    }

    /// Measures the text for the widest line `constrainedSize` allows and clamps the size to it.
    override nonisolated open func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        let (string, givenStyle) = content.withLock { ($0.string, $0.textStyle) }
        // Reads the content size category (a layout input) only for a font with a text style.
        let style = Self.shownStyle(givenStyle, in: traitCollection)
        let measured: TextLayout
        do {
            measured = try TextLayout(string, style: style, maximumWidth: constrainedSize.max.width, library: library)
        } catch {
            content.withLock { $0.measurementError = error }
            throw .invalidValue(property: "textStyle", value: style.font.size, element: debugName, expected: error.description)
        }
        content.withLock { $0.measurementError = nil }
        return try leafLayout(measuredSize: measured.size, constrainedSize: constrainedSize, context: context)
    }

    // MARK: - Accessibility

    /// A text node is an accessibility element unless set otherwise.
    override open var isAccessibilityElement: Bool {
        get { accessibilityState.properties.isAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The label set, else the string (nil when it is empty), as UIKit's labels read.
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? nonEmpty(string) }
        set { super.accessibilityLabel = newValue }
    }

    /// The traits set, else ``AccessibilityTraits/staticText``.
    override open var accessibilityTraits: AccessibilityTraits {
        get { accessibilityState.properties.traits ?? .staticText }
        set { super.accessibilityTraits = newValue }
    }

    /// The string, laid out in the node's width when asked for positions.
    override func semanticsText(toWindow: AffineTransform) -> SemanticsText? {
        let (string, style) = content.withLock { ($0.string, $0.textStyle) }
        let geometry = SemanticsTextGeometry(
            source: .text(string: string, style: style, width: bounds.width, library: .init(library: library)),
            textOrigin: .zero,
            toWindow: toWindow
        )
        return SemanticsText(string: string, geometry: geometry)
    }

    /// Sets the style's ascender and descender from the font (when it can be read; otherwise the
    /// measurement reports the error).
    private nonisolated func updateBaselines(for textStyle: TextStyle) {
        let font = textStyle.font.textStyle == nil ? textStyle.font
            : textStyle.font.scaled(for: traitCollection.values.preferredContentSizeCategory)
        guard let metrics = try? FontMetrics(font, library: library) else { return }
        styled { style in
            style.ascender = metrics.ascender
            style.descender = metrics.descender
        }
    }
}
