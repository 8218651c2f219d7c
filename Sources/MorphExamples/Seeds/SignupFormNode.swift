import Foundation

/// Texture's signup form seed: a row with a text field and a "Next" button, inside 15-point
/// insets; switching ``fieldState`` and transitioning slides the new field in from the right,
/// fading it in, while the old one slides out to the left, fading out.
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
        titleColor: .white,
        backgroundColor: Color(red: 0.2, green: 0.45, blue: 0.9),
        contentInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
        name: "next button"
    )

    /// Creates the form, showing the name field.
    public init() {
        super.init(name: "signup")
        automaticallyManagesSubnodes = true
        backgroundColor = Color(white: 0.96)
        buttonNode.backgroundNode.cornerRadius = 6
        buttonNode.onTap = { [weak self] _ in self?.next() }
        for field in [nameField, ageField] {
            field.backgroundColor = .white
            field.borderWidth = 1
            field.borderColor = Color(white: 0.75)
            field.cornerRadius = 6
            field.onReturn = { [weak self] _ in self?.next() }
        }
        ageField.shouldChangeText = { _, _, replacement in replacement.allSatisfy(\.isNumber) }
        // Screen readers say "Name, entry" and read the placeholder as a hint of what to type.
        nameField.accessibilityLabel = "Name"
        ageField.accessibilityLabel = "Age"
        buttonNode.accessibilityHint = "Shows the next field"
    }

    /// A single-line field that grows to fill the row, its text inset as a UIKit text field's.
    private nonisolated static func field(placeholder: String, name: String) -> EditableTextNode {
        EditableTextNode(
            placeholder: placeholder,
            textStyle: TextStyle(font: Font(size: 16)),
            textContainerInset: EdgeInsets(top: 8, left: 10, bottom: 8, right: 10),
            name: name
        ).styled { $0.flexGrow = 1 }
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

    /// The field and the button in a horizontal stack, inset by 15 points.
    override public func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let field = fieldState.value == .name ? nameField : ageField
        let stack = StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .stretch, children: [field, buttonNode])
        return InsetLayoutSpec(insets: EdgeInsets(all: 15), child: stack)
    }

    /// The seed's animation: the entering field starts one width to the right, transparent, and
    /// the leaving one ends one width to the left, over 0.4 s.
    override public func animateLayoutTransition(_ context: TransitionContext) {
        let (entering, leaving) = fieldState.value == .age ? (ageField, nameField) : (nameField, ageField)
        guard context.isAnimated,
              var initialFrame = context.initialFrame(for: leaving),
              let finalFrame = context.finalFrame(for: entering)
        else {
            super.animateLayoutTransition(context)
            return
        }
        initialFrame.origin.x += initialFrame.size.width
        entering.frame = initialFrame
        entering.alpha = 0
        var leavingFrame = finalFrame
        leavingFrame.origin.x -= leavingFrame.size.width
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
