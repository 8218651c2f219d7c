import Foundation
import Morph
import MorphExamples
import Testing

/// The signup form driven as a user drives it in `morph play`: clicks, typing and Return through an
/// ``InputDispatcher`` on the manual clock.
@Suite("Signup form interaction")
@MainActor
struct SignupFormInteractionTests {
    let clock = ManualClock()

    func makeForm() throws -> (SignupFormNode, InputDispatcher) {
        let form = DisplayNode.withAnimator(Animator(clock: clock)) { SignupFormNode() }
        form.frame = CGRect(origin: .zero, size: Example.signupForm.size)
        try form.layoutIfNeeded()
        return (form, InputDispatcher(root: form))
    }

    func tap(_ input: InputDispatcher, _ node: DisplayNode) {
        let frame = node.frame
        let point = CGPoint(x: frame.midX, y: frame.midY)
        input.dispatch(.pointer(PointerEvent(.began, at: point, timestamp: clock.now)))
        input.dispatch(.pointer(PointerEvent(.ended, at: point, timestamp: clock.now)))
    }

    /// The form settled: exactly one field in the tree, where the layout puts it, fully opaque,
    /// and no animation left.
    func expectSettled(_ form: SignupFormNode, showing field: SignupFormNode.Field, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try form.layoutIfNeeded()
        let shown = field == .name ? form.nameField : form.ageField
        let hidden = field == .name ? form.ageField : form.nameField
        #expect(form.fieldState.value == field, sourceLocation: sourceLocation)
        #expect(shown.supernode === form && hidden.supernode == nil, sourceLocation: sourceLocation)
        #expect(form.subnodes.count == 2, sourceLocation: sourceLocation)
        #expect(shown.alpha == 1, sourceLocation: sourceLocation)
        #expect(shown.frame == CGRect(x: 15, y: 15, width: form.buttonNode.frame.minX - 8 - 15, height: form.bounds.height - 30), sourceLocation: sourceLocation)
        #expect(!form.animator.hasRunningAnimations, sourceLocation: sourceLocation)
    }

    @Test("typing goes into the focused field; Return moves on and focuses the next field")
    func typingAndReturn() throws {
        let (form, input) = try makeForm()
        tap(input, form.nameField)
        #expect(form.nameField.isFocused)
        input.dispatch(.text(.commit("Ada")))
        #expect(form.nameField.text == "Ada")
        input.dispatch(.key(KeyEvent(.down, .return, timestamp: clock.now)))
        clock.advance(by: 1)
        try expectSettled(form, showing: .age)
        #expect(form.ageField.isFocused, "Return focused the age field")
        input.dispatch(.text(.commit("3x6")))
        #expect(form.ageField.text == "", "the age field refuses text that is not all digits")
        input.dispatch(.text(.commit("36")))
        #expect(form.ageField.text == "36")
    }

    @Test("up to ten rapid Next taps, each superseding the last transition, end in the state of the last tap", arguments: 1...10)
    func rapidTaps(count: Int) throws {
        let (form, input) = try makeForm()
        for _ in 0..<count {
            tap(input, form.buttonNode)
            clock.advance(by: 0.05)
            try form.layoutIfNeeded()
        }
        clock.advance(by: 2)
        try expectSettled(form, showing: count.isMultiple(of: 2) ? .name : .age)
    }
}
