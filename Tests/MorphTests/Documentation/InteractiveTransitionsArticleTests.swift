import Foundation
import Morph
import Testing

// The Swift blocks of the "Interactive transitions" article (Morph.docc/InteractiveTransitions.md),
// compiled and run.

@Suite("Interactive transitions article")
@MainActor
struct InteractiveTransitionsArticleTests {
    static func signup(on animator: Animator) throws -> SignupNode {
        let signup = DisplayNode.withAnimator(animator) { SignupNode() }
        signup.frame = CGRect(x: 0, y: 0, width: 320, height: 74)
        try signup.layoutIfNeeded()
        return signup
    }

    @Test("the signup transition held halfway, then reversed to the start")
    func heldAndReversed() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let signup = try Self.signup(on: animator)
        signup.fieldState.value = .age
        let handle = try signup.transitionLayout(animated: true)
        handle.pause()
        handle.fractionComplete = 0.5
        // Halfway: the age field is half in, the name field half out.
        #expect(abs(signup.ageField.presentation.alpha - 0.5) < 1e-6)
        #expect(abs(signup.nameField.presentation.alpha - 0.5) < 1e-6)

        handle.reverse()
        clock.advance(by: 1)
        #expect(handle.outcome == .reverted)
        #expect(signup.subnodes == [signup.nameField, signup.buttonNode])
    }

    @Test("finished where it stands, the signup keeps the values it shows as its model values")
    func finishedAtCurrent() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let signup = try Self.signup(on: animator)
        signup.fieldState.value = .age
        let handle = try signup.transitionLayout(animated: true)
        handle.fractionComplete = 0.4
        handle.finish(at: .current)
        #expect(handle.outcome == .completed)
        #expect(signup.ageField.alpha == signup.ageField.presentation.alpha)
        #expect(signup.ageField.alpha > 0 && signup.ageField.alpha < 1)
        #expect(signup.subnodes == [signup.ageField, signup.buttonNode])
    }

    @Test("a pan drives the fraction and hands its release velocity to a spring")
    func pan() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let signup = try Self.signup(on: animator)
        signup.fieldState.value = .age
        let handle = try signup.transitionLayout(animated: true)
        let pan = PanGestureRecognizer { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            let distance: CGFloat = 290
            switch pan.state {
            case .began:
                handle.pause()
            case .changed:
                handle.fractionComplete = Double(-pan.translation(in: signup).x / distance)
            case .ended, .cancelled:
                let velocity = Double(-pan.velocity(in: signup).x / distance)
                let projected = handle.fractionComplete + 0.2 * velocity
                handle.finish(at: projected > 0.5 ? .end : .start, velocity: velocity)
            default:
                break
            }
        }
        signup.addGestureRecognizer(pan)
        // A pan that did not move: released where it began, the transition goes back.
        pan.state = .began
        #expect(handle.isPaused)
        pan.state = .changed
        pan.state = .ended
        clock.advance(by: 2)
        #expect(handle.outcome == .reverted)
    }

    @Test("stagger and keyframes as the article writes them")
    func staggerAndKeyframes() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let (list, badge) = DisplayNode.withAnimator(animator) { (DisplayNode(name: "list"), DisplayNode(name: "badge")) }
        list.defaultLayoutTransitionStagger = .byIndex(0.03)
        list.defaultLayoutTransitionStagger = .byDistance(from: CGPoint(x: 160, y: 0), delayPerPoint: 0.001)
        #expect(list.defaultLayoutTransitionStagger == .byDistance(from: CGPoint(x: 160, y: 0), delayPerPoint: 0.001))

        let pop = Keyframes<CGFloat>([
            Keyframe(0.6, duration: 0.1, curve: .easeOut),
            Keyframe(1, duration: 0.2, curve: .easeInOut),
        ])
        badge.animatableProperty(.alpha).animate(keyframes: pop)
        clock.advance(by: 0.1)
        #expect(badge.presentation.alpha == 0.6)
        clock.advance(by: 0.2)
        #expect(badge.presentation.alpha == 1)
    }

    @Test("the gallery's photo flies from its cell into the gallery, and back when reverted")
    func sharedElement() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let gallery = DisplayNode.withAnimator(animator) { GalleryNode(name: "gallery") }
        gallery.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        try gallery.layoutIfNeeded()
        #expect(gallery.photo.supernode === gallery.cell)
        let before = gallery.presentationTree()

        gallery.isOpen.value = true
        let opening = try gallery.transitionLayout(animated: true)
        // The photo is the gallery's subnode at once, and flies there from the cell.
        #expect(gallery.photo.supernode === gallery)
        #expect(opening.context?.sharedElements == [gallery.photo])
        #expect(gallery.photo.presentation.frame == CGRect(x: 16, y: 16, width: 80, height: 80))
        clock.advance(by: 0.1)
        let halfway = CGFloat(TimingCurve.easeInOut.progress(at: 0.5))
        #expect(abs(gallery.photo.presentation.frame.minY - (16 + (120 - 16) * halfway)) < 0.01)

        opening.reverse()
        clock.advance(by: 1)
        #expect(opening.outcome == .reverted)
        #expect(gallery.photo.supernode === gallery.cell)
        #expect(gallery.presentationTree().layers == before.layers)
    }
}

/// The gallery of the article's shared elements section.
final class GalleryNode: DisplayNode {
    let isOpen = LayoutInput(false)
    let cell = DisplayNode(name: "cell")
    let photo = DisplayNode(name: "photo")

    override init(name: String? = nil, animator: Animator? = nil) {
        super.init(name: name, animator: animator)
        automaticallyManagesSubnodes = true
        cell.automaticallyManagesSubnodes = true
        let (isOpen, photo) = (isOpen, photo)
        cell.layoutSpecBlock = { _, size in
            // The cell holds the photo while the gallery is closed.
            if isOpen.value { return LayoutSpec() }
            return WrapperLayoutSpec(photo.styled { $0.preferredSize = size.max })
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        var children: [any LayoutElement] = [cell.styled {
            $0.layoutPosition = CGPoint(x: 16, y: 16)
            $0.preferredSize = CGSize(width: 80, height: 80)
        }]
        if isOpen.value {
            // Open, the same photo node is a subnode of the gallery itself.
            children.append(photo.styled {
                $0.layoutPosition = CGPoint(x: 0, y: 120)
                $0.preferredSize = CGSize(width: 320, height: 200)
            })
        }
        return AbsoluteLayoutSpec(children: children)
    }
}
