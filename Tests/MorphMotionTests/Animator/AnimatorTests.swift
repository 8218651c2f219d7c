import Foundation
import Testing
@testable import MorphMotion

@MainActor
@Suite("Animator")
struct AnimatorTests {
    let clock = ManualClock()
    let animator: Animator
    let box: Box
    let log = CompletionLog()

    init() {
        animator = Animator(clock: clock)
        box = Box(animator: animator)
    }

    @Test("a change inside an animation block animates from the presentation value to the model value")
    func animatesInsideBlock() {
        box.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        withAnimation(.curve(.linear, duration: 1)) {
            box.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
        }
        #expect(box.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
        #expect(box.frameProperty.presentationValue == CGRect(x: 0, y: 0, width: 100, height: 100))
        clock.advance(by: 0.25)
        #expect(isClose(box.frameProperty.presentationValue, CGRect(x: 25, y: 0, width: 125, height: 100)))
        clock.advance(by: 0.75)
        #expect(box.frameProperty.presentationValue == box.frame)
        #expect(!box.frameProperty.isAnimating)
        animator.assertInvariants()
    }

    @Test("a change outside any block jumps")
    func jumpsOutsideBlock() {
        box.alpha = 0.3
        #expect(box.alphaProperty.presentationValue == 0.3)
        #expect(!animator.hasActiveAnimations)
    }

    @Test("a jump cancels the running animation, whose completion learns .cancelled")
    func jumpCancels() {
        withAnimation(.curve(.linear, duration: 1)) {
            box.alpha = 0
        } completion: { reason in
            log.handler("fade")(reason)
        }
        clock.advance(by: 0.5)
        box.alpha = 0.8
        #expect(log.reasons("fade") == [.cancelled])
        #expect(box.alphaProperty.presentationValue == 0.8)
        #expect(!animator.hasActiveAnimations)
        clock.advance(by: 1)
        #expect(log.reasons("fade") == [.cancelled])
    }

    @Test("the completion of a block runs once, when the last of its animations ends")
    func groupCompletion() {
        withAnimation(.curve(.linear, duration: 0.5)) {
            box.alpha = 0
            box.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
            box.frameProperty.setValue(CGRect(x: 20, y: 10, width: 10, height: 10), animation: .curve(.easeIn, duration: 1))
        } completion: { reason in
            log.handler("block")(reason)
        }
        clock.advance(by: 0.6)
        #expect(log.reasons("block").isEmpty)
        #expect(!box.alphaProperty.isAnimating)
        clock.advance(by: 0.5)
        #expect(log.reasons("block") == [.superseded])
    }

    @Test("a block that animates nothing completes as soon as it returns")
    func emptyBlockCompletesAtOnce() {
        withAnimation(.default) {
            box.alpha = 1
        } completion: { reason in
            log.handler("empty")(reason)
        }
        #expect(log.reasons("empty") == [.finished])
    }

    @Test("completions wait for the outermost block and run in order")
    func nestedCompletionsWait() {
        var order: [String] = []
        withAnimation(.default) {
            withAnimation(.default) {
                box.alpha = 1
            } completion: { _ in order.append("inner") }
            #expect(order.isEmpty)
        } completion: { _ in order.append("outer") }
        #expect(order == ["inner", "outer"])
    }

    @Test("an inner block inherits the outer attributes unless it names its own")
    func inheritance() {
        withAnimation(.curve(.linear, duration: 2)) {
            withAnimation {
                box.alpha = 0
            }
            withAnimation(.curve(.linear, duration: 0.5)) {
                box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            }
        }
        #expect(box.alphaProperty.animationEndTime == 2)
        #expect(box.frameProperty.animationEndTime == 0.5)
    }

    @Test("an outer completion waits for the animations of inner blocks")
    func outerWaitsForInner() {
        withAnimation(.curve(.linear, duration: 0.2)) {
            box.alpha = 0
            withAnimation(.curve(.linear, duration: 1)) {
                box.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
            } completion: { reason in log.handler("inner")(reason) }
        } completion: { reason in log.handler("outer")(reason) }
        clock.advance(by: 0.5)
        #expect(log.reasons("outer").isEmpty)
        clock.advance(by: 0.5)
        #expect(log.reasons("inner") == [.finished])
        #expect(log.reasons("outer") == [.finished])
    }

    @Test("performWithoutAnimation jumps inside an animation block")
    func withoutAnimation() {
        withAnimation(.curve(.linear, duration: 1)) {
            box.alpha = 0.5
            performWithoutAnimation {
                box.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
                withAnimation {
                    box.backgroundColor = .red
                }
            }
        }
        #expect(box.alphaProperty.isAnimating)
        #expect(!box.frameProperty.isAnimating)
        #expect(!box.colorProperty.isAnimating)
        #expect(AnimationTransaction.current == nil)
    }

    @Test("the ambient transaction is visible inside blocks")
    func ambientTransaction() {
        #expect(!AnimationTransaction.isAnimating)
        withAnimation(.curve(.easeOut, duration: 0.4)) {
            #expect(AnimationTransaction.current?.attributes == .curve(.easeOut, duration: 0.4))
            #expect(AnimationTransaction.current?.depth == 1)
            performWithoutAnimation {
                #expect(!AnimationTransaction.isAnimating)
            }
        }
    }

    @Test("during the delay the presentation value stays at the start value")
    func delay() {
        box.alpha = 1
        withAnimation(.curve(.linear, duration: 1).delayed(by: 0.5)) {
            box.alpha = 0
        }
        clock.advance(by: 0.4)
        #expect(box.alphaProperty.presentationValue == 1)
        #expect(box.alphaProperty.isAnimating)
        clock.advance(by: 0.6)
        #expect(abs(box.alphaProperty.presentationValue - 0.5) < 1e-12)
        clock.advance(by: 0.5)
        #expect(box.alphaProperty.presentationValue == 0)
        #expect(!animator.hasActiveAnimations)
    }

    @Test("a delayed zero-duration change jumps when its delay has passed")
    func delayedJump() {
        box.alphaProperty.setValue(0, animation: .curve(.linear, duration: 0).delayed(by: 0.3))
        clock.advance(by: 0.2)
        #expect(box.alphaProperty.presentationValue == 1)
        clock.advance(by: 0.1)
        #expect(box.alphaProperty.presentationValue == 0)
    }

    @Test("retargeting a curve animation starts from where it is, without a jump")
    func curveRetargetIsContinuous() {
        withAnimation(.curve(.easeInOut, duration: 1)) {
            box.frame = CGRect(x: 100, y: 0, width: 0, height: 0)
        } completion: { reason in log.handler("first")(reason) }
        clock.advance(by: 0.3)
        let before = box.frameProperty.presentationValue
        withAnimation(.curve(.easeInOut, duration: 1)) {
            box.frame = CGRect(x: 0, y: 200, width: 0, height: 0)
        }
        #expect(log.reasons("first") == [.superseded])
        #expect(box.frameProperty.presentationValue == before)
        #expect(box.frameProperty.presentationValue(at: clock.now) == before)
        clock.advance(by: 1e-6)
        #expect(isClose(box.frameProperty.presentationValue, before, 1e-3))
    }

    @Test("retargeting a spring keeps both position and velocity continuous")
    func springRetargetKeepsVelocity() {
        let spring = AnimationAttributes.spring(dampingRatio: 0.5, response: 0.5)
        withAnimation(spring) {
            box.frame = CGRect(x: 300, y: 0, width: 50, height: 50)
        }
        clock.advance(by: 0.12)
        let position = box.frameProperty.presentationValue
        let velocity = box.frameProperty.presentationVelocity
        #expect(velocity.magnitudeSquared > 100)
        withAnimation(spring) {
            box.frame = CGRect(x: 0, y: 400, width: 80, height: 50)
        }
        #expect(box.frameProperty.presentationValue == position)
        let after = box.frameProperty.presentationVelocity
        #expect((after - velocity).magnitudeSquared.squareRoot() < 1e-9 * max(1, velocity.magnitudeSquared.squareRoot()))
        // The motion continues in the old direction for a moment, as a physical object would.
        let h = 1e-5
        let ahead = box.frameProperty.presentationValue(at: clock.now + h)
        let numeric = (ahead.animatableData - position.animatableData).scaled(by: 1 / h)
        #expect((numeric - velocity).magnitudeSquared.squareRoot() < 1e-2 * velocity.magnitudeSquared.squareRoot())
        clock.advance(by: 5)
        #expect(box.frameProperty.presentationValue == box.frame)
    }

    @Test("a spring carries the velocity of a curve animation it supersedes")
    func curveToSpringVelocity() {
        withAnimation(.curve(.linear, duration: 1)) {
            box.alpha = 0
        }
        clock.advance(by: 0.5)
        #expect(abs(box.alphaProperty.presentationVelocity - -1) < 1e-6)
        withAnimation(.spring(duration: 0.5)) {
            box.alpha = 1
        }
        #expect(abs(box.alphaProperty.presentationVelocity - -1) < 1e-6)
    }

    @Test("an explicit start value animates from it, as an entering element does")
    func explicitStart() {
        box.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        box.alphaProperty.animate(from: 0, to: 1, with: .curve(.linear, duration: 0.4)) { reason in
            log.handler("alpha")(reason)
        }
        box.frameProperty.animate(from: CGRect(x: -1000, y: 0, width: 100, height: 40), to: box.frame, with: .dampenedSpring(dampingRatio: 0.8, duration: 0.6))
        #expect(box.alphaProperty.presentationValue == 0)
        #expect(box.frameProperty.presentationValue.minX == -1000)
        clock.advance(by: 0.2)
        #expect(abs(box.alphaProperty.presentationValue - 0.5) < 1e-12)
        #expect(box.frameProperty.presentationValue.minX > -1000)
        clock.advance(by: 0.4)
        #expect(log.reasons("alpha") == [.finished])
        #expect(box.frameProperty.presentationValue == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(!animator.hasActiveAnimations)
    }

    @Test("a duration-based spring ends exactly at its duration, settled")
    func dampenedSpringEndsAtDuration() {
        box.frameProperty.setValue(CGRect(x: 500, y: 0, width: 10, height: 10), animation: .dampenedSpring(dampingRatio: 0.4, duration: 0.7))
        #expect(box.frameProperty.animationEndTime == 0.7)
        clock.advance(by: 0.6999)
        #expect(abs(box.frameProperty.presentationValue.minX - 500) <= 0.51)
        clock.advance(by: 0.0001)
        #expect(!box.frameProperty.isAnimating)
    }

    @Test("setting the current model value changes nothing; a running animation toward it continues")
    func sameValue() {
        withAnimation(.curve(.linear, duration: 1)) { box.alpha = 0 } completion: { reason in log.handler("fade")(reason) }
        withAnimation(.curve(.linear, duration: 5)) { box.alpha = 0 } completion: { reason in log.handler("again")(reason) }
        #expect(log.reasons("again") == [.finished])
        #expect(box.alphaProperty.animationEndTime == 1)
        clock.advance(by: 1)
        #expect(log.reasons("fade") == [.finished])
    }

    @Test("explicit completions run once, also when nothing animated")
    func explicitCompletion() {
        box.alphaProperty.setValue(1, animation: .default) { reason in log.handler("same")(reason) }
        box.alphaProperty.setValue(0.5, animation: nil) { reason in log.handler("jump")(reason) }
        #expect(log.reasons("same") == [.finished])
        #expect(log.reasons("jump") == [.finished])
        box.alphaProperty.setValue(0, animation: .default) { reason in log.handler("fade")(reason) }
        box.alphaProperty.cancelAnimation()
        #expect(log.reasons("fade") == [.cancelled])
        #expect(box.alpha == 0 && box.alphaProperty.presentationValue == 0)
    }

    @Test("introspection reports activity, end time and the animating properties of an object")
    func introspection() {
        let other = Box(animator: animator)
        #expect(!animator.hasActiveAnimations)
        #expect(animator.endTimeOfActiveAnimations == nil)
        withAnimation(.curve(.linear, duration: 0.5)) {
            box.alpha = 0
            box.transform = Transform3D(rotationAngle: 1)
            other.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
        }
        box.colorProperty.setValue(.red, animation: .curve(.linear, duration: 2).delayed(by: 0.25))
        #expect(animator.activeAnimationCount == 4)
        #expect(animator.endTimeOfActiveAnimations == 2.25)
        #expect(animator.animatingProperties(of: box) == ["alpha", "backgroundColor", "transform"])
        #expect(animator.animatingProperties(of: other) == ["frame"])
        animator.assertInvariants()
        clock.advance(by: 1)
        #expect(animator.animatingProperties(of: box) == ["backgroundColor"])
        #expect(animator.endTimeOfActiveAnimations == 2.25)
        animator.cancelAllAnimations()
        #expect(!animator.hasActiveAnimations)
        #expect(box.colorProperty.presentationValue == .red)
        #expect(animator.invariantViolations().isEmpty)
    }

    @Test("presentation values can be read at any time without ticking")
    func presentationAtTime() {
        withAnimation(.curve(.linear, duration: 1)) {
            box.alpha = 0
        }
        #expect(abs(box.alphaProperty.presentationValue(at: 0.25) - 0.75) < 1e-12)
        #expect(box.alphaProperty.presentationValue(at: -5) == 1)
        #expect(box.alphaProperty.presentationValue(at: 9) == 0)
        #expect(box.alphaProperty.presentationValue == 1)
    }

    @Test("transforms animate by decomposition and colours premultiplied")
    func transformsAndColors() {
        withAnimation(.curve(.linear, duration: 1)) {
            box.transform = Transform3D(rotationAngle: .pi)
            box.backgroundColor = .clear
        }
        clock.advance(by: 0.5)
        let halfTurn = box.transformProperty.presentationValue
        #expect(abs(halfTurn.m11) < 1e-9 && abs(halfTurn.m12 - 1) < 1e-9)
        let color = box.colorProperty.presentationValue
        #expect(color.red == 1 && color.green == 1 && abs(color.alpha - 0.5) < 1e-12)
    }

    @Test("one block can animate objects on several animators")
    func severalAnimators() {
        let otherClock = ManualClock()
        let otherAnimator = Animator(clock: otherClock)
        let far = Box(animator: otherAnimator)
        withAnimation(.curve(.linear, duration: 1)) {
            box.alpha = 0
            far.alpha = 0
        } completion: { reason in log.handler("both")(reason) }
        clock.advance(by: 1)
        #expect(log.reasons("both").isEmpty)
        otherClock.advance(by: 1)
        #expect(log.reasons("both") == [.finished])
    }

    @Test("a completion can start new animations")
    func chaining() {
        withAnimation(.curve(.linear, duration: 0.5)) {
            box.alpha = 0
        } completion: { _ in
            withAnimation(.curve(.linear, duration: 0.5)) {
                box.alpha = 1
            } completion: { reason in log.handler("second")(reason) }
        }
        clock.advance(by: 0.5)
        #expect(box.alphaProperty.isAnimating)
        #expect(box.alpha == 1)
        clock.advance(by: 0.5)
        #expect(log.reasons("second") == [.finished])
        animator.assertInvariants()
    }

    @Test("an object released while animating finishes its animations")
    func releasedOwner() {
        var temporary: Box? = Box(animator: animator)
        withAnimation(.curve(.linear, duration: 1)) {
            temporary?.alpha = 0
        } completion: { reason in log.handler("orphan")(reason) }
        temporary = nil
        #expect(animator.activeAnimationCount == 1)
        clock.advance(by: 1)
        #expect(log.reasons("orphan") == [.finished])
        #expect(!animator.hasActiveAnimations)
    }
}

@Suite("AnimatableProperty off the main actor")
struct OffMainActorTests {
    @Test("a property can be created off the main actor and used on it")
    func createdInBackground() async {
        let animator = await MainActor.run { Animator(clock: ManualClock()) }
        let property = await Task.detached {
            AnimatableProperty<CGFloat>(0.5, name: "alpha", kind: .appearance, animator: animator)
        }.value
        await MainActor.run {
            property.setValue(1, animation: .default)
            #expect(property.isAnimating)
            #expect(property.presentationValue == 0.5)
        }
    }
}

@MainActor
@Suite("Animator: bad values")
struct AnimatorBadValueTests {
    @Test("non-finite target values neither hang nor crash, and the animations still end", arguments: [
        AnimationAttributes.curve(.easeInOut, duration: 0.3),
        .spring(dampingRatio: 0.5, response: 0.3),
        .spring(mass: 1, stiffness: 100, damping: 20),
        .dampenedSpring(dampingRatio: 0.7, duration: 0.3),
    ])
    func nonFiniteValues(attributes: AnimationAttributes) {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let box = Box(animator: animator)
        var reasons: [AnimationCompletionReason] = []
        withAnimation(attributes) {
            box.frame = CGRect(x: CGFloat.nan, y: .infinity, width: -.infinity, height: 10)
            box.alpha = .nan
            box.backgroundColor = Color(red: .nan, green: 2, blue: -1)
        } completion: { reasons.append($0) }
        clock.advance(by: 0.1)
        clock.advance(by: AnimationAttributes.maximumSpringDuration)
        #expect(reasons == [.finished])
        #expect(!animator.hasActiveAnimations)
        #expect(box.colorProperty.presentationValue == Color(red: 0, green: 1, blue: 0))
        // The animator still works afterwards.
        withAnimation(.curve(.linear, duration: 1)) { box.alpha = 0.5 }
        clock.advance(by: 1)
        #expect(box.alphaProperty.presentationValue == 0.5)
    }
}
