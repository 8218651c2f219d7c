import Foundation

/// Texture's signup form seed: a row with a text field and a "Next" button, inside 15-point
/// insets; switching ``fieldState`` and transitioning slides the new field in from the trailing
/// edge (the right, or the left in a right-to-left environment), fading it in, while the old one
/// slides out towards the leading edge, fading out.
///
/// Both appearances are defined (dynamic colours), the texts follow the content size category
/// (callout and body text styles), and at the accessibility sizes the button goes under the
/// field, full width, so nothing is squeezed.
///
/// The fields are real text fields (`EditableTextNode`): click or Tab into one and type; Return
/// in a field, or the button, goes to the other field.
public final class SignupFormNode: DisplayNode {
    /// Which field the form shows.
    public enum Field: Sendable {
        /// The name field.
        case name
        /// The age field.
        case age
    }

    /// The field shown; a layout input (set `fieldState.value`, then transition).
    public let fieldState = LayoutInput(Field.name)
    /// The name field.
    public let nameField = SignupFormNode.field(placeholder: "Your name", name: "name field")
    /// The age field.
    public let ageField = SignupFormNode.field(placeholder: "Your age", name: "age field")
    /// The "Next" button.
    public let buttonNode = ButtonNode(
        title: "Next",
        titleStyle: TextStyle(font: Font(textStyle: .body)),
        titleColor: .white,
        contentInsets: EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20),
        name: "next button"
    )

    /// The form's background: a light grey, a near black in dark mode.
    public static let background = DynamicColor(light: Color(white: 0.96), dark: Color(white: 0.07))
    /// A field's fill: white, a dark grey in dark mode.
    public static let fieldFill = DynamicColor.secondarySystemGroupedBackground
    /// A field's border.
    public static let fieldBorder = DynamicColor(light: Color(white: 0.75), dark: Color(white: 0.32))
    /// The button's fill: the seed's blue, a brighter one in dark mode.
    public static let buttonFill = DynamicColor(light: Color(red: 0.2, green: 0.45, blue: 0.9), dark: Color(red: 0.25, green: 0.52, blue: 1))
    /// A field's text: black, white in dark mode.
    public static let fieldText = DynamicColor(light: .black, dark: .white)
    /// A field's placeholder: a mid grey, a lighter one in dark mode.
    public static let fieldPlaceholder = DynamicColor(light: Color(white: 0.6), dark: Color(white: 0.55))

    /// Creates the form, showing the name field.
    public init() {
        super.init(name: "signup")
        automaticallyManagesSubnodes = true
        setDynamicColor(Self.background, for: .backgroundColor)
        buttonNode.backgroundNode.cornerRadius = 6
        buttonNode.backgroundNode.setDynamicColor(Self.buttonFill, for: .backgroundColor)
        buttonNode.onTap = { [weak self] _ in self?.next() }
        for field in [nameField, ageField] {
            field.setDynamicColor(Self.fieldFill, for: .backgroundColor)
            field.borderWidth = 1
            field.setDynamicColor(Self.fieldBorder, for: .borderColor)
            field.cornerRadius = 6
            field.onReturn = { [weak self] _ in self?.next() }
        }
        ageField.shouldChangeText = { _, _, replacement in replacement.allSatisfy(\.isNumber) }
        applyTextColors()
        // Screen readers say "Name, entry" and read the placeholder as a hint of what to type.
        nameField.accessibilityLabel = "Name"
        ageField.accessibilityLabel = "Age"
        buttonNode.accessibilityHint = "Shows the next field"
    }

    /// A single-line field that grows to fill the row, its text inset as a UIKit text field's,
    /// in the callout text style (16 points by default).
    private nonisolated static func field(placeholder: String, name: String) -> EditableTextNode {
        EditableTextNode(
            placeholder: placeholder,
            textStyle: TextStyle(font: Font(textStyle: .callout)),
            textContainerInset: EdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10),
            name: name
        ).styled { $0.flexGrow = 1 }
    }

    /// The fields' text colours follow the appearance.
    override public func traitCollectionDidChange(previous: TraitCollection) {
        super.traitCollectionDidChange(previous: previous)
        applyTextColors()
    }

    private func applyTextColors() {
        let traits = traitCollection
        for field in [nameField, ageField] {
            field.textColor = Self.fieldText.resolved(in: traits)
            field.placeholderColor = Self.fieldPlaceholder.resolved(in: traits)
        }
    }

    /// "Next": shows the other field, with the seed's transition, and gives it the keyboard
    /// focus when the form is in a window (the button's action, and Return in a field).
    public func next() {
        fieldState.value = fieldState.value == .name ? .age : .name
        do {
            try transitionLayout(animated: true)
        } catch {
            reportError(error)
            return
        }
        (fieldState.value == .name ? nameField : ageField).becomeFocused()
    }

    /// The field and the button in a horizontal stack, inset by 15 points; at the accessibility
    /// text sizes, the button under the field (both full width).
    override public func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let field = fieldState.value == .name ? nameField : ageField
        let stacksVertically = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let stack = StackLayoutSpec(
            direction: stacksVertically ? .vertical : .horizontal, spacing: 8, alignItems: .stretch, children: [field, buttonNode]
        )
        return InsetLayoutSpec(insets: EdgeInsets(all: 15), child: stack)
    }

    /// The seed's animation: the entering field starts one width towards the trailing edge,
    /// transparent, and the leaving one ends one width towards the leading edge, over 0.4 s —
    /// right and left as written, mirrored in a right-to-left environment.
    override public func animateLayoutTransition(_ context: TransitionContext) {
        let (entering, leaving) = fieldState.value == .age ? (ageField, nameField) : (nameField, ageField)
        guard context.isAnimated,
              var initialFrame = context.initialFrame(for: leaving),
              let finalFrame = context.finalFrame(for: entering)
        else {
            super.animateLayoutTransition(context)
            return
        }
        // The trailing direction on screen: +1 to the right, −1 to the left.
        let trailing: CGFloat = traitCollection.layoutDirection.isRightToLeft ? -1 : 1
        initialFrame.origin.x += trailing * initialFrame.size.width
        entering.frame = initialFrame
        entering.alpha = 0
        var leavingFrame = finalFrame
        leavingFrame.origin.x -= trailing * leavingFrame.size.width
        DisplayNode.animate(withDuration: 0.4, animations: {
            entering.frame = finalFrame
            entering.alpha = 1
            leaving.frame = leavingFrame
            leaving.alpha = 0
        }, completion: { finished in
            context.completeTransition(finished)
        })
    }
}
