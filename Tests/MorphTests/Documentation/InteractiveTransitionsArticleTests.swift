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

/// The header of the article's scroll-linked section: a tall layout and a short one.
final class CollapsingHeader: DisplayNode {
    let isCollapsed = LayoutInput(false)
    let title = TextNode("Liftoff")

    override init(name: String? = nil, animator: Animator? = nil) {
        super.init(name: name, animator: animator)
        automaticallyManagesSubnodes = true
        title.style.height = .points(20)
    }

    override nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        let height: CGFloat = isCollapsed.value ? 64 : 200
        return InsetLayoutSpec(insets: EdgeInsets(top: height - 36, left: 16, bottom: 16, right: 16), child: title)
    }

    override func didCompleteLayoutTransition(_ context: TransitionContext) {
        super.didCompleteLayoutTransition(context)
        if context.transitionWasCancelled { isCollapsed.value.toggle() }
    }
}

final class HeaderFollower: ScrollNodeDelegate {
    let header: CollapsingHeader
    let distance: CGFloat = 136
    var transition: TransitionHandle?

    init(header: CollapsingHeader) {
        self.header = header
    }

    func scrollNodeDidScroll(_ scrollNode: ScrollNode) {
        let fraction = Double((scrollNode.contentOffset.y - scrollNode.minimumContentOffset.y) / distance)
        if transition == nil, fraction > 0, !header.isCollapsed.value {
            header.isCollapsed.value = true
            transition = try? header.transitionLayout(animated: true)
            transition?.pause()
        }
        guard let transition else { return }
        if fraction >= 1 {
            transition.finish(at: .end, spring: nil)
            self.transition = nil
        } else if fraction <= 0 {
            transition.finish(at: .start, spring: nil)
            self.transition = nil
        } else {
            transition.fractionComplete = fraction
        }
    }
}

@Suite("Interactive transitions article: the scroll offset")
@MainActor
struct ScrollLinkedTransitionArticleTests {
    @Test("the header's height follows the offset and the transition finishes at either end")
    func follows() throws {
        let clock = ManualClock()
        let (header, scroll) = try DisplayNode.withAnimator(Animator(clock: clock)) {
            // The header is laid out by a parent that leaves its height free, as a screen does.
            let screen = DisplayNode(name: "screen")
            let header = CollapsingHeader(name: "header")
            header.style.width = .points(320)
            screen.automaticallyManagesSubnodes = true
            screen.layoutSpecBlock = { _, _ in AbsoluteLayoutSpec(children: [header]) }
            screen.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            try screen.layoutIfNeeded()
            #expect(header.frame.height == 200)
            let rows = (0..<40).map { DisplayNode(name: "row \($0)").styled { $0.height = .points(50) } }
            let scroll = ScrollNode(name: "scroll")
            scroll.automaticallyManagesSubnodes = true
            scroll.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: rows) }
            scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            try scroll.layoutIfNeeded()
            return (header, scroll)
        }
        let follower = HeaderFollower(header: header)
        scroll.delegate = follower
        scroll.contentOffset = CGPoint(x: 0, y: 68)
        #expect(abs(header.presentation.bounds.height - 132) < 0.5, "half way: \(header.presentation.bounds.height)")
        scroll.contentOffset = CGPoint(x: 0, y: 0)
        clock.advance(by: 0.1)
        #expect(!header.isCollapsed.value, "reverted at the start")
        #expect(header.presentation.bounds.height == 200)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        clock.advance(by: 0.1)
        #expect(header.isCollapsed.value)
        #expect(header.presentation.bounds.height == 64)
        #expect(follower.transition == nil)
    }
}
