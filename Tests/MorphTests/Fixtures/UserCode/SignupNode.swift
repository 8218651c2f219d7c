// The seed's signup form, written as a user writes it: `import Morph`, a plain subclass, no
// `@unchecked Sendable`, no `nonisolated(unsafe)`, no lock. Compiled in Swift 6 mode (complete
// strict concurrency) by UserCodeCompileTests, which expects no diagnostic at all.
import Morph

final class SignupNode: DisplayNode {
    enum Field: Sendable {
        case name, age
    }

    let fieldState = LayoutInput(Field.name)
    let nameField = TextNode("Your name").styled { $0.flexGrow = 1 }
    let ageField = TextNode("Your age").styled { $0.flexGrow = 1 }
    let buttonNode = ButtonNode(title: "Next", contentInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))

    init() {
        super.init(name: "signup")
        automaticallyManagesSubnodes = true
        backgroundColor = Color(white: 0.96)
        buttonNode.cornerRadius = 6
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let field = fieldState.value == .name ? nameField : ageField
        let stack = StackLayoutSpec(direction: .horizontal, children: [field, buttonNode])
        return InsetLayoutSpec(insets: EdgeInsets(all: 15), child: stack)
    }

    override func animateLayoutTransition(_ context: TransitionContext) {
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

    func next() throws {
        fieldState.value = fieldState.value == .name ? .age : .name
        try transitionLayout(animated: true)
    }
}

@MainActor
func showAge(of form: SignupNode) async throws {
    form.fieldState.value = .age
    let outcome = try await form.transitionLayout(animated: true)
    print(outcome)
}

/// Measuring off the main actor: a node is Sendable, its layout side nonisolated.
func measureInBackground(_ form: SignupNode) async throws -> CGSize {
    try await Task.detached {
        try form.layoutThatFits(SizeRange(min: .zero, max: CGSize(width: 320, height: 480))).size
    }.value
}
