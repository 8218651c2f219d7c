import Foundation
@_spi(MorphInternals) import MorphLayout

/// A text field (Texture's `ASEditableTextNode`): text the user types, selects and edits, with a
/// placeholder, a blinking caret, selection highlights and input-method composition.
///
/// A single-line field by default; set ``maximumNumberOfLines`` to 0 (no limit) or more for a
/// text view whose lines wrap. The text is padded by ``textContainerInset``; a single line is
/// centred vertically in the field, lines of a multi-line field start at the top.
///
/// ```swift
/// let field = EditableTextNode(
///     placeholder: "Your name",
///     textContainerInset: EdgeInsets(top: 8, left: 10, bottom: 8, right: 10),
///     name: "name field"
/// )
/// field.onReturn = { field in print("submitted", field.text) }
/// field.style.flexGrow = 1
/// ```
///
/// ## What it shows
///
/// The node manages its subnodes (don't set ``DisplayNode/automaticallyManagesSubnodes``): a
/// clipping container as large as the text area, holding the selection highlights, then the text
/// (`.text` content: the text in ``textColor``, or the ``placeholder`` in ``placeholderColor``
/// while the text is empty, with the composition underlined), then the caret, a
/// ``caretWidth``-point bar of ``caretColor``. They are placed from the text's glyph positions
/// (see ``EditableTextLayout``), so every renderer draws them with no special support. Like any
/// node's subnodes, they appear with the node's first layout pass (or its first edit or focus).
/// A single-line field scrolls its text sideways, and a multi-line field with a line limit
/// scrolls it up, to keep the caret in view.
///
/// ## Editing
///
/// The field takes the focus when pressed or tabbed to (``canBecomeFocused`` while
/// ``isEnabled``), shows a focus ring (its border animates to ``focusRingWidth`` points of
/// ``focusRingColor`` and back) and a caret that blinks on the animator's clock: visible for
/// ``caretBlinkInterval``, hidden as long, restarted by every edit and caret move, steady after
/// ``caretBlinkTimeout`` seconds without one (so an idle window can sleep).
///
/// - **Pointer:** a press puts the caret at the cluster boundary nearest to it (Shift extends the
///   selection); dragging selects.
/// - **Keys:** Backspace and Delete delete a grapheme cluster or the selection; Left and Right move
///   by a cluster (swapped in a right-to-left paragraph, so the arrow moves the way it points at
///   the caret's line), Home and End to the line's (Control: the text's) start and end, Up and
///   Down to the line above and below (in a single-line field: to the start and end); Shift
///   extends the selection; Control-A or Command-A selects everything. Tab is left to the
///   ``InputDispatcher`` (it moves the focus). Return calls ``onReturn``, and in a multi-line field
///   also inserts a line break; a single-line field without ``onReturn`` passes Return on.
///   Escape ends a composition.
/// - **Text:** ``TextInputEvent/commit(_:)`` replaces the selection (in a single-line field line
///   breaks become spaces); ``TextInputEvent/composition(text:cursor:)`` shows the input method's
///   marked text, underlined, in place of the selection. While composing, editing keys are the
///   input method's: they are consumed without editing.
///
/// Every edit by the user (typing, deleting, committing, and ``insertText(_:)`` and its
/// siblings) asks ``shouldChangeText`` first and calls ``onTextChange`` after; setting ``text``
/// does neither, as UIKit's. A field that is not ``isEditable`` can still be focused and
/// selected; a field that is not ``isEnabled`` is dimmed, cannot be focused and ignores input.
/// Losing the focus drops a composition and hides the caret and the selection.
///
/// ## Size
///
/// The text's size (or the placeholder's, whichever is larger, so the field does not shrink when
/// typing starts), plus room for the caret, rounded up to whole points, plus the inset. A
/// multi-line field wraps at the width its parent allows and grows to
/// ``maximumNumberOfLines`` lines. Give it `flexGrow` in a stack to fill a row.
///
/// ## Bad input
///
/// NaN, infinite and negative insets are 0; a negative line limit is 1; a NaN, infinite or
/// negative caret width is 2 points. A style whose font cannot be found, or whose size is invalid,
/// cannot be measured: the layout throws `LayoutError.invalidValue(property:value:element:expected:)`
/// for the property `textStyle` (as ``TextNode``'s), ``measurementError`` keeps the
/// `TextError`, and the field draws nothing until the style is fixed. Indices are clamped.
open class EditableTextNode: DisplayNode {
    // MARK: Layout inputs (any thread)

    /// What the measurement reads.
    let configuration: LayoutInput<EditableTextConfiguration>
    /// The error of the last measurement.
    private let measurementErrorStorage = Locked<TextError?>(nil)
    /// Where fonts are found and measurements cached.
    public let library: FontLibrary

    // MARK: Subnodes (created with the node, attached on the main actor)

    /// The text area: clips the text and its decorations to the inset rectangle.
    let containerNode: DisplayNode
    /// Draws the text or the placeholder.
    let contentNode: EditableTextContentNode
    /// The caret bar.
    let caretNode: DisplayNode
    /// The selection highlights, one per rectangle, behind the text.
    var selectionNodes: [DisplayNode] = []

    // MARK: Main-actor state

    /// The text, the selection and the composition; see ``editingState``.
    var editingStateStorage: TextEditingState
    /// The layout of the text shown, for the current text and area width.
    var displayedLayoutCache: EditableTextLayout?
    /// The layout of the placeholder, for the current area width.
    var placeholderLayoutCache: EditableTextLayout?
    /// How far the text is scrolled in its area.
    var scrollOffset: CGPoint = .zero
    /// Where the text box's origin is in the node's bounds (after insets, centring and scrolling).
    var textOrigin: CGPoint = .zero
    /// The anchor of the press being dragged, if a press is selecting.
    var dragAnchor: Int?
    /// The blinking caret's phase and pending toggle.
    var blink = CaretBlink()
    /// The border before the focus ring replaced it.
    var borderBeforeFocus: (width: CGFloat, color: Color)?

    // MARK: - Callbacks (Texture's delegate)

    /// Asked before every user edit, with the clusters it replaces (in the current ``text``) and the
    /// replacement; return false to refuse it (Texture's
    /// `editableTextNode:shouldChangeTextInRange:replacementText:`). A refused commit still ends the
    /// composition. Not asked for composition updates or for setting ``text``.
    public var shouldChangeText: (@MainActor (EditableTextNode, Range<Int>, String) -> Bool)?
    /// Called after a user edit changed the text (Texture's `editableTextNodeDidUpdateText:`).
    public var onTextChange: (@MainActor (EditableTextNode) -> Void)?
    /// Called after the selection changed by the user's input or an edit (Texture's
    /// `editableTextNodeDidChangeSelection:…`).
    public var onSelectionChange: (@MainActor (EditableTextNode) -> Void)?
    /// Called when Return is pressed in the focused field (after a multi-line field inserted its
    /// line break).
    public var onReturn: (@MainActor (EditableTextNode) -> Void)?
    /// Called when the field takes the focus (Texture's `editableTextNodeDidBeginEditing:`).
    public var onBeginEditing: (@MainActor (EditableTextNode) -> Void)?
    /// Called when the field loses the focus (Texture's `editableTextNodeDidFinishEditing:`).
    public var onEndEditing: (@MainActor (EditableTextNode) -> Void)?

    // MARK: - Appearance

    /// The colour of the text; opaque black by default.
    public var textColor: Color = .black {
        didSet { refreshIfChanged(textColor != oldValue) }
    }

    /// The colour of the placeholder; a mid grey by default.
    public var placeholderColor: Color = EditableTextNode.defaultPlaceholderColor {
        didSet { refreshIfChanged(placeholderColor != oldValue) }
    }

    /// The colour of the caret; a system blue by default.
    public var caretColor: Color = EditableTextNode.defaultTintColor {
        didSet { caretNode.backgroundColor = caretColor }
    }

    /// The colour of the selection highlights; a translucent blue by default.
    public var selectionColor: Color = EditableTextNode.defaultSelectionColor {
        didSet {
            for node in selectionNodes { node.backgroundColor = selectionColor }
        }
    }

    /// The colour of the focus ring (the border while focused); a system blue by default.
    public var focusRingColor: Color = EditableTextNode.defaultTintColor

    /// The width of the focus ring, in points; 2 by default. NaN or negative values draw none.
    public var focusRingWidth: CGFloat = 2

    /// How long the caret stays visible, then hidden, while it blinks, in seconds; 0.5 by
    /// default. 0, a negative, NaN or infinite value keeps the caret steady.
    public var caretBlinkInterval: TimeInterval = 0.5 {
        didSet { restartCaretBlink() }
    }

    /// How long after the last edit or caret move the caret keeps blinking, in seconds, before it
    /// stays visible (GTK's `gtk-cursor-blink-timeout`); 10 by default, `.infinity` to blink for
    /// ever, 0 (or a negative or NaN value) never to blink.
    public var caretBlinkTimeout: TimeInterval = 10 {
        didSet { restartCaretBlink() }
    }

    // MARK: - Defaults

    /// The default placeholder colour.
    public nonisolated static let defaultPlaceholderColor = Color(white: 0.6)
    /// The default caret and focus ring colour.
    public nonisolated static let defaultTintColor = Color(red: 0.2, green: 0.5, blue: 1)
    /// The default selection colour.
    public nonisolated static let defaultSelectionColor = Color(red: 0.2, green: 0.5, blue: 1, alpha: 0.3)

    // MARK: - Creating

    /// Creates a text field.
    ///
    /// - Parameters:
    ///   - text: the initial text (line breaks become spaces in a single-line field); the caret
    ///     starts at its end.
    ///   - placeholder: the text shown, in ``placeholderColor``, while the text is empty.
    ///   - textStyle: font and paragraph style (its line limit is ignored: see
    ///     ``maximumNumberOfLines``).
    ///   - textColor: the text's colour; opaque black by default.
    ///   - placeholderColor: the placeholder's colour; a mid grey by default.
    ///   - textContainerInset: the padding around the text (NaN, infinite or negative edges are 0).
    ///   - maximumNumberOfLines: 1 (the default) for a single-line field; more, or 0 for no limit,
    ///     for a field whose lines wrap; a negative value is 1.
    ///   - isSecureTextEntry: show each character as a bullet (a password field).
    ///   - name: the node's name; its subnodes are named after it.
    ///   - library: where fonts are found; `FontLibrary.shared` by default.
    ///   - animator: the animator of the view properties and of the caret's blinking.
    public nonisolated init(
        text: String = "",
        placeholder: String = "",
        textStyle: TextStyle = TextNode.defaultTextStyle,
        textColor: Color = .black,
        placeholderColor: Color = EditableTextNode.defaultPlaceholderColor,
        textContainerInset: EdgeInsets = .zero,
        maximumNumberOfLines: Int = 1,
        isSecureTextEntry: Bool = false,
        name: String? = nil,
        library: FontLibrary = .shared,
        animator: Animator? = nil
    ) {
        let lines = maximumNumberOfLines < 0 ? 1 : maximumNumberOfLines
        let shown = lines == 1 ? Self.singleLine(text) : text
        editingStateStorage = TextEditingState(shown)
        configuration = LayoutInput(EditableTextConfiguration(
            displayedText: shown,
            placeholder: placeholder,
            textStyle: textStyle,
            textContainerInset: EditableTextConfiguration.sanitized(textContainerInset),
            maximumNumberOfLines: lines,
            caretWidth: 2,
            isSecureTextEntry: isSecureTextEntry
        ))
        self.library = library
        containerNode = DisplayNode(name: name.map { "\($0).text area" }, animator: animator)
        contentNode = EditableTextContentNode(name: name.map { "\($0).text" }, animator: animator)
        caretNode = DisplayNode(name: name.map { "\($0).caret" }, animator: animator, initialBackgroundColor: Self.defaultTintColor)
        self.textColor = textColor
        self.placeholderColor = placeholderColor
        super.init(name: name, animator: animator)
    }

    /// A field released while its caret blinks stops the blinking.
    isolated deinit {
        blink.action?.cancel()
    }

    // MARK: - Text

    /// The text. Setting it (not an edit: neither ``shouldChangeText`` nor ``onTextChange`` is
    /// called) ends any composition, puts the caret at the end and lays the field out again; a
    /// single-line field replaces line breaks with spaces.
    public var text: String {
        get { editingStateStorage.text }
        set {
            let shown = isSingleLine ? Self.singleLine(newValue) : newValue
            guard shown != editingStateStorage.text || editingStateStorage.isComposing else { return }
            setEditingState(TextEditingState(shown), notify: false)
        }
    }

    /// The text, the selection and the composition (see ``TextEditingState``).
    public var editingState: TextEditingState {
        editingStateStorage
    }

    /// The selected clusters of ``text`` (a caret when empty). Setting it (clamped) moves the
    /// caret without calling ``onSelectionChange``.
    public var selectedRange: Range<Int> {
        get { editingStateStorage.selection }
        set {
            var state = editingStateStorage
            state.select(newValue)
            setEditingState(state, notify: false)
        }
    }

    /// The text shown while the text is empty (and nothing is being composed).
    public var placeholder: String {
        get { configuration.value.placeholder }
        set {
            guard newValue != configuration.value.placeholder else { return }
            configuration.value.placeholder = newValue
            refresh()
        }
    }

    /// Whether the placeholder is shown: the text is empty, nothing is being composed and there is
    /// a placeholder.
    public var isDisplayingPlaceholder: Bool {
        configuration.value.displayedText.isEmpty && !configuration.value.placeholder.isEmpty
    }

    /// Font and paragraph style (alignment, line spacing, line height). Changing it lays the field
    /// out again.
    public var textStyle: TextStyle {
        get { configuration.value.textStyle }
        set {
            guard newValue != configuration.value.textStyle else { return }
            configuration.value.textStyle = newValue
            refresh()
        }
    }

    /// The font of ``textStyle``.
    public var font: Font {
        get { textStyle.font }
        set { textStyle.font = newValue }
    }

    /// The padding between the field's edges and its text (Texture's `textContainerInset`); NaN,
    /// infinite or negative edges are 0. Changing it lays the field out again.
    public var textContainerInset: EdgeInsets {
        get { configuration.value.textContainerInset }
        set {
            let sanitized = EditableTextConfiguration.sanitized(newValue)
            guard sanitized != configuration.value.textContainerInset else { return }
            configuration.value.textContainerInset = sanitized
            refresh()
        }
    }

    /// The most lines the field shows at once (Texture's `maximumLinesToDisplay`): 1 (the default)
    /// for a single-line field, whose text does not wrap and whose line breaks are typed as
    /// spaces; more for a field whose lines wrap, grows up to that many lines and then scrolls;
    /// 0 for no limit. A negative value is 1. Changing it lays the field out again (and turns line
    /// breaks into spaces when it becomes a single line).
    public var maximumNumberOfLines: Int {
        get { configuration.value.maximumNumberOfLines }
        set {
            let lines = newValue < 0 ? 1 : newValue
            guard lines != configuration.value.maximumNumberOfLines else { return }
            configuration.value.maximumNumberOfLines = lines
            if lines == 1, editingStateStorage.text.contains(where: \.isNewline) {
                var state = editingStateStorage
                let selection = state.selection
                state.setText(Self.singleLine(state.text))
                state.select(selection)
                setEditingState(state, notify: false)
            } else {
                refresh()
            }
        }
    }

    /// Whether the field is a single line.
    public var isSingleLine: Bool {
        configuration.value.isSingleLine
    }

    /// Whether each character is shown as a bullet (a password field; Texture's
    /// `secureTextEntry`). The placeholder is shown as it is.
    public var isSecureTextEntry: Bool {
        get { configuration.value.isSecureTextEntry }
        set {
            guard newValue != configuration.value.isSecureTextEntry else { return }
            configuration.value.isSecureTextEntry = newValue
            refresh()
        }
    }

    /// The caret's width in points; 2 by default. NaN, infinite or negative widths are 2.
    public var caretWidth: CGFloat {
        get { configuration.value.caretWidth }
        set {
            let width = newValue.isFinite && newValue >= 0 ? newValue : 2
            guard width != configuration.value.caretWidth else { return }
            configuration.value.caretWidth = width
            refresh()
        }
    }

    /// Whether the field takes input; true by default. A disabled field is drawn at 50 % opacity,
    /// cannot take the focus, ignores input and hides its caret.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            withAnimation(.curve(.easeOut, duration: 0.2)) {
                containerNode.alpha = isEnabled ? 1 : 0.5
            }
            restartCaretBlink()
            refresh()
        }
    }

    /// Whether the user can change the text; true by default. A field that is not editable can
    /// still take the focus and select, but shows no caret and refuses edits.
    public var isEditable = true {
        didSet {
            guard isEditable != oldValue else { return }
            if !isEditable, editingStateStorage.isComposing {
                var state = editingStateStorage
                state.cancelComposition()
                editingStateStorage = state
                syncConfiguration()
            }
            restartCaretBlink()
            refresh()
        }
    }

    /// The error of the last measurement, or nil when it succeeded.
    public nonisolated var measurementError: TextError? {
        measurementErrorStorage.withLock { $0 }
    }

    // MARK: - Input

    /// A field can take the focus while it is enabled.
    override open var canBecomeFocused: Bool {
        isEnabled
    }

    /// An enabled, editable field takes text input when focused: a window then turns on its
    /// keyboard text input and input method.
    override open var acceptsTextInput: Bool {
        isEnabled && isEditable
    }

    /// Where an input method shows its candidates: the caret's rectangle, or the text's frame
    /// while the caret is hidden (a selection).
    override open var textInputRect: CGRect {
        caretRect ?? textFrame
    }

    /// Shows or hides the caret and the focus ring; losing the focus drops a composition.
    override open func focusDidChange() {
        if !isFocused, editingStateStorage.isComposing {
            var state = editingStateStorage
            state.cancelComposition()
            editingStateStorage = state
            syncConfiguration()
        }
        dragAnchor = nil
        updateFocusRing()
        restartCaretBlink()
        refresh()
        if isFocused { onBeginEditing?(self) } else { onEndEditing?(self) }
    }

    /// A press places the caret at the nearest cluster boundary (Shift extends the selection);
    /// dragging selects.
    override open func pointerEvent(_ event: PointerEvent) -> Bool {
        handlePointer(event)
    }

    /// Editing and navigation keys (see the type's discussion).
    override open func keyEvent(_ event: KeyEvent) -> Bool {
        handleKey(event)
    }

    /// Committed and composed text from the keyboard and the input method.
    override open func textInputEvent(_ event: TextInputEvent) -> Bool {
        handleText(event)
    }

    // MARK: - Accessibility

    /// A text field is an accessibility element unless set otherwise.
    override open var isAccessibilityElement: Bool {
        get { accessibilityState.properties.isAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The label set, else the placeholder (nil when it is empty), as UIKit's text fields read.
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? nonEmpty(placeholder) }
        set { super.accessibilityLabel = newValue }
    }

    /// The value set, else the text shown: the text, or a secure field's bullets.
    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? configuration.value.shownText }
        set { super.accessibilityValue = newValue }
    }

    /// The traits set; with ``AccessibilityTraits/notEnabled`` while the field is not
    /// ``isEnabled``.
    override open var accessibilityTraits: AccessibilityTraits {
        get { isEnabled ? super.accessibilityTraits : super.accessibilityTraits.union(.notEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    /// The role set, else ``AccessibilityRole/secureTextField`` for a secure field,
    /// ``AccessibilityRole/searchField`` with the ``AccessibilityTraits/searchField`` trait, and
    /// ``AccessibilityRole/textField`` otherwise.
    override open var accessibilityRole: AccessibilityRole? {
        get { super.accessibilityRole ?? defaultAccessibilityRole }
        set { super.accessibilityRole = newValue }
    }

    /// What Return does (AT-SPI's `activate`): ``onReturn`` when set, else the field takes the
    /// focus. False when the field is disabled.
    override open func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        guard let onReturn else { return becomeFocused() }
        onReturn(self)
        return true
    }

    /// The text shown, the caret and selection, the placeholder, and the editing layout.
    override func semanticsText(toWindow: AffineTransform) -> SemanticsText? {
        makeSemanticsText(toWindow: toWindow)
    }

    // MARK: - Layout

    /// Measures the text (or the placeholder) for the widest line `constrainedSize` allows, adds
    /// the caret and the inset, and clamps the size to the range.
    override nonisolated open func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        var configuration = configuration.value
        // A font with a text style measures at the content size category (a layout input then).
        configuration.textStyle = TextNode.shownStyle(configuration.textStyle, in: traitCollection)
        let measured: CGSize
        do {
            measured = try configuration.measuredSize(maximumWidth: constrainedSize.max.width, library: library)
        } catch {
            measurementErrorStorage.withLock { $0 = error }
            throw .invalidValue(property: "textStyle", value: configuration.textStyle.font.size, element: debugName, expected: error.description)
        }
        measurementErrorStorage.withLock { $0 = nil }
        return try leafLayout(measuredSize: measured, constrainedSize: constrainedSize, context: context)
    }

    /// Places the text, the caret and the selection for a new direction or text size.
    override func traitsDidChange(previous: TraitCollection) {
        super.traitsDidChange(previous: previous)
        refresh()
    }

    /// Places the text, the caret and the selection for the new size.
    override open func calculatedLayoutDidChange() {
        super.calculatedLayoutDidChange()
        refresh(animated: true)
    }

    /// `text` with each line break replaced by a space.
    nonisolated static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}
