import Foundation
import Morph
import Testing
import MorphElements

// The Swift blocks of the "Children animations" article (MorphElements.docc/AnimatingChildren.md),
// compiled and run.

/// Two slides: a background and one title per slide.
enum Slides: Component {
    struct Props: DescriptionProps {
        var frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        var alpha: CGFloat = 1
        var key: String?
    }

    struct State: ComponentState {
        var page = 0
    }

    enum Keys {
        case background, welcome, details
    }

    static func childrenDescriptions(props: Props, state: State, update: @escaping StateUpdate<State>) -> [ChildDescription] {
        let title = CGRect(x: 20, y: 200, width: 280, height: 80)
        return [
            .node(props: NodeProps {
                $0.setKey(Keys.background)
                $0.frame = props.frame
                $0.backgroundColor = state.page == 0 ? .white : .black
            }),
            .node(props: NodeProps {
                $0.setKey(state.page == 0 ? Keys.welcome : Keys.details)
                $0.frame = title
                $0.text = NodeText(state.page == 0 ? "Welcome" : "Details")
            }),
        ]
    }

    static func updateChildrenAnimations(
        container: inout ChildrenAnimations<Keys>,
        currentProps: Props,
        nextProps: Props,
        currentState: State,
        nextState: State
    ) {
        container.allChildren = Animation(type: .linear(duration: 0.3))
        container[.welcome] = Animation(
            type: .linear(duration: 0.3),
            entryTransformers: [.fade()],
            leaveTransformers: [.moveLeft(distance: 320), .fade()]
        )
        container[.details] = Animation(
            type: .spring(duration: 0.5, damping: 0.6, initialVelocity: 0),
            entryTransformers: [.moveRight(distance: 320)],
            leaveTransformers: [.scale(percentage: 0)]
        )
    }
}

@Suite("Children animations article")
@MainActor
struct ChildrenAnimationsArticleTests {
    @Test("the slides animate through the four steps on a manual clock")
    func slides() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let host = ComponentHost<Slides>(props: Slides.Props(), animator: animator)
        host.update(state: Slides.State(page: 1)) { finished in
            print("slide shown: \(finished)")
        }
        // Step 1 created "details" 320 points to the right; step 2 animates every child.
        clock.advance(to: 0.25)
        // "welcome" has faded out; "details" is still springing in.
        clock.advance(to: 0.5)
        // The final step removed "welcome": the node tree is the second slide's.
        #expect(host.childNodes.map(\.name) == ["background", "details"])
        #expect(!animator.hasActiveAnimations)
    }

    @Test("a custom transformer and keys set together")
    func customTransformer() {
        let dim = AnimationPropsTransformer { description in
            var description = description
            description.alpha *= 0.5
            return description
        }
        var container = ChildrenAnimations<Slides.Keys>()
        container[[.welcome, .details]] = Animation(type: .linear(duration: 0.2), leaveTransformers: [dim, .moveUp(distance: 40)])
        #expect(container.shouldAnimate)
        #expect(container[.details].leaveTransformers.count == 2)
    }

    @Test("the final step waits for the scheduled action on the animator clock")
    func scheduledFinalStep() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        var removed = false
        let finalStep = animator.schedule(after: 0.5) { removed = true }
        clock.advance(to: 0.5)
        #expect(removed && !finalStep.isPending)
    }
}
