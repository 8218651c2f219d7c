import Foundation
import Morph
import Testing

// The seed examples of Texture's Layout Transition API pages, as Morph code. The signup node is
// the example of the "Layout transitions" article (its code blocks are copied from here).

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
        // The entering field starts one width to the right, transparent…
        initialFrame.origin.x += initialFrame.size.width
        entering.frame = initialFrame
        entering.alpha = 0
        // …and the leaving one ends one width to the left.
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

/// The Korean seed's progress bar: a bar whose width is a fraction of the track, through a
/// fractional `flexBasis`.
final class ProgressBarNode: DisplayNode {
    let progress = LayoutInput<CGFloat>(0)
    let bar = DisplayNode(name: "bar")

    init() {
        super.init(name: "progress")
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        bar.style.flexBasis = .fraction(min(max(progress.value, 0), 1))
        return StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: [bar])
    }
}

@Suite("Seed examples")
@MainActor
struct SeedExampleTests {
    @Test("signup form, awaited: the async form returns when the manual clock passes the end of the animation")
    func signupFormAwaited() async throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let signup = DisplayNode.withAnimator(animator) { SignupNode() }
        signup.frame = CGRect(x: 0, y: 0, width: 320, height: 74)
        try signup.layoutIfNeeded()
        signup.fieldState.value = .age
        try signup.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)

        signup.fieldState.value = .name
        let waiting = Task { try await signup.transitionLayout(animated: true) }
        // The transition measures off the main actor, then animates on the manual clock.
        while signup.activeTransitionContexts.isEmpty { await Task.yield() }
        clock.advance(by: 1)
        #expect(try await waiting.value == .completed)
        #expect(signup.subnodes == [signup.nameField, signup.buttonNode])
    }

    @Test("signup form: the age field slides in from the right while the name field slides out, and back")
    func signupForm() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let signup = DisplayNode.withAnimator(animator) { SignupNode() }
        signup.frame = CGRect(x: 0, y: 0, width: 320, height: 74)
        try signup.layoutIfNeeded()
        let nameFrame = signup.nameField.frame
        #expect(nameFrame.origin == CGPoint(x: 15, y: 15))
        #expect(nameFrame.maxX == signup.buttonNode.frame.minX)
        #expect(signup.buttonNode.frame.maxX == 305)

        signup.fieldState.value = .age
        let handle = try signup.transitionLayout(animated: true)
        let context = try #require(handle.context)
        #expect(context.insertedSubnodes == [signup.ageField])
        #expect(context.removedSubnodes == [signup.nameField])
        let ageFinal = try #require(context.finalFrame(for: signup.ageField))
        #expect(ageFinal == nameFrame)
        let ageStart = nameFrame.offsetBy(dx: nameFrame.width, dy: 0)
        let nameEnd = ageFinal.offsetBy(dx: -ageFinal.width, dy: 0)

        // Start.
        #expect(signup.ageField.presentation.frame == ageStart)
        #expect(signup.ageField.presentation.alpha == 0)
        #expect(signup.nameField.presentation.frame == nameFrame)
        #expect(signup.nameField.presentation.alpha == 1)
        // Middle: the 0.4 s ease-in-out curve is halfway at 0.2 s.
        clock.advance(by: 0.2)
        #expect(close(signup.ageField.presentation.frame, ageStart.offsetBy(dx: -nameFrame.width / 2, dy: 0)))
        #expect(abs(signup.ageField.presentation.alpha - 0.5) < 1e-6)
        #expect(close(signup.nameField.presentation.frame, nameFrame.offsetBy(dx: -nameFrame.width / 2, dy: 0)))
        // The leaving field stays until the end, at its old place in the drawing order.
        #expect(signup.subnodes == [signup.ageField, signup.nameField, signup.buttonNode])
        // End.
        clock.advance(by: 0.2)
        #expect(handle.outcome == .completed)
        #expect(signup.ageField.presentation.frame == ageFinal)
        #expect(signup.ageField.presentation.alpha == 1)
        #expect(signup.nameField.supernode == nil)
        #expect(signup.nameField.frame == nameEnd)
        #expect(signup.subnodes == [signup.ageField, signup.buttonNode])
        signup.assertInvariants()

        // And back: the name field comes in from the right, the age field leaves to the left.
        signup.fieldState.value = .name
        let back = try signup.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(signup.nameField.presentation.frame == ageFinal.offsetBy(dx: ageFinal.width, dy: 0))
        #expect(signup.nameField.presentation.alpha == 0)
        clock.advance(by: 0.2)
        #expect(abs(signup.nameField.presentation.alpha - 0.5) < 1e-6)
        #expect(close(signup.ageField.presentation.frame, ageFinal.offsetBy(dx: -ageFinal.width / 2, dy: 0)))
        clock.advance(by: 0.2)
        #expect(back.outcome == .completed)
        #expect(signup.nameField.presentation.frame == nameFrame)
        #expect(signup.subnodes == [signup.nameField, signup.buttonNode])
        signup.assertInvariants()
    }

    @Test("progress bar: the ratio animates through a fractional flexBasis, 0 → 0.3 → 0.8")
    func progressBar() throws {
        let environment = MotionEnvironment()
        let progress = environment.make { ProgressBarNode() }
        progress.frame = rect(0, 0, 300, 10)
        try progress.layoutIfNeeded()
        #expect(progress.bar.frame == rect(0, 0, 0, 10))

        progress.progress.value = 0.3
        try progress.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(progress.bar.presentation.frame == rect(0, 0, 0, 10))
        environment.clock.advance(by: 0.1)
        #expect(close(progress.bar.presentation.frame, rect(0, 0, 45, 10)))
        environment.clock.advance(by: 0.1)
        #expect(progress.bar.presentation.frame == rect(0, 0, 90, 10))

        progress.progress.value = 0.8
        try progress.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        environment.clock.advance(by: 0.1)
        #expect(close(progress.bar.presentation.frame, rect(0, 0, 165, 10)))
        environment.clock.advance(by: 0.1)
        #expect(progress.bar.presentation.frame == rect(0, 0, 240, 10))
        progress.assertInvariants()
    }

    @Test("a size change through transitionLayout(sizeRange:animated:) animates the node and its subnodes")
    func sizeChange() throws {
        let environment = MotionEnvironment()
        let progress = environment.make { ProgressBarNode() }
        progress.progress.value = 0.5
        progress.frame = rect(0, 0, 300, 10)
        try progress.layoutIfNeeded()
        #expect(progress.bar.frame == rect(0, 0, 150, 10))
        let handle = try progress.transitionLayout(sizeRange: exactly(500, 20), animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(progress.presentation.frame == rect(0, 0, 300, 10))
        environment.clock.advance(by: 0.1)
        #expect(close(progress.presentation.frame, rect(0, 0, 400, 15)))
        #expect(close(progress.bar.presentation.frame, rect(0, 0, 200, 15)))
        environment.clock.advance(by: 0.1)
        #expect(progress.presentation.frame == rect(0, 0, 500, 20))
        #expect(progress.bar.presentation.frame == rect(0, 0, 250, 20))
        #expect(handle.outcome == .completed)
        // The same range again, without a change: nothing happens (a rotation to the same size).
        #expect(try progress.transitionLayout(sizeRange: exactly(500, 20), animated: true, shouldMeasureAsync: false, measurementCompletion: nil).outcome == .unchanged)
    }
}
