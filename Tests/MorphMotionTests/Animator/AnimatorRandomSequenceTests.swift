import Foundation
import MorphTestSupport
import Testing
@testable import MorphMotion

/// Random sequences of animations, retargets, jumps, cancellations, nested blocks and clock
/// advances, checked step by step against a small reference model of the completion rules:
/// every completion runs exactly once, with the reason the model predicts, at the step the model
/// predicts; presentation values equal model values whenever nothing animates, and at the end.
@MainActor
@Suite("Animator: random sequences")
struct AnimatorRandomSequenceTests {
    @Test("completions run exactly once with the right reason, and presentations end at the models", arguments: 0..<60)
    func randomSequence(seed: Int) {
        var harness = Harness(seed: UInt64(seed) &* 7919 &+ 17)
        for _ in 0..<60 {
            harness.randomTopLevelStep()
            harness.check()
        }
        harness.finish()
    }
}

/// The reference model: groups, tracks and their end times; nothing about interpolation.
@MainActor
private struct Model {
    struct Group {
        var parent: Int?
        var pending = 1
        var reason = AnimationCompletionReason.finished
    }

    struct TrackInfo {
        var property: Int
        var end: Double
        var group: Int?
    }

    var groups: [Int: Group] = [:]
    var completed: [Int: AnimationCompletionReason] = [:]
    var tracks: [Int: TrackInfo] = [:]
    var trackOfProperty: [Int: Int] = [:]
    var nextTrack = 0

    mutating func openGroup(_ id: Int, parent: Int?) {
        groups[id] = Group(parent: parent)
        if let parent { groups[parent]!.pending += 1 }
    }

    mutating func memberEnded(_ id: Int, _ reason: AnimationCompletionReason) {
        groups[id]!.reason = max(groups[id]!.reason, reason)
        groups[id]!.pending -= 1
        guard groups[id]!.pending == 0 else { return }
        let group = groups.removeValue(forKey: id)!
        completed[id] = group.reason
        if let parent = group.parent { memberEnded(parent, group.reason) }
    }

    mutating func addTrack(property: Int, end: Double, group: Int?) {
        let id = nextTrack
        nextTrack += 1
        tracks[id] = TrackInfo(property: property, end: end, group: group)
        trackOfProperty[property] = id
        if let group { groups[group]!.pending += 1 }
    }

    mutating func endTrack(ofProperty property: Int, _ reason: AnimationCompletionReason) {
        guard let id = trackOfProperty.removeValue(forKey: property) else { return }
        let track = tracks.removeValue(forKey: id)!
        if let group = track.group { memberEnded(group, reason) }
    }

    mutating func advance(to time: Double) {
        for (id, track) in tracks.sorted(by: { $0.key < $1.key }) where track.end <= time {
            tracks.removeValue(forKey: id)
            trackOfProperty.removeValue(forKey: track.property)
            if let group = track.group { memberEnded(group, .finished) }
        }
    }
}

@MainActor
private struct Harness {
    var random: SplitMix64
    let clock = ManualClock()
    let animator: Animator
    let boxes: [Box]
    var model = Model()
    var nextCompletion = 0
    let calls = CallLog()
    /// The model's view of the open blocks: attributes (nil = no animation) and group id.
    var stack: [(attributes: AnimationAttributes?, group: Int)] = []

    final class CallLog {
        var calls: [Int: [AnimationCompletionReason]] = [:]
    }

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        let animator = Animator(clock: clock)
        self.animator = animator
        boxes = (0..<3).map { _ in Box(animator: animator) }
    }

    // MARK: Properties (even: alpha, odd: frame)

    var propertyCount: Int { boxes.count * 2 }

    func isAnimating(_ p: Int) -> Bool {
        p % 2 == 0 ? boxes[p / 2].alphaProperty.isAnimating : boxes[p / 2].frameProperty.isAnimating
    }

    func endTime(_ p: Int) -> Double? {
        p % 2 == 0 ? boxes[p / 2].alphaProperty.animationEndTime : boxes[p / 2].frameProperty.animationEndTime
    }

    func presentationMatchesModel(_ p: Int) -> Bool {
        let box = boxes[p / 2]
        return p % 2 == 0
            ? box.alphaProperty.presentationValue == box.alpha
            : box.frameProperty.presentationValue == box.frame
    }

    mutating func randomValue(for p: Int) -> Any {
        if p % 2 == 0 { return CGFloat(Double.random(in: 0...1, using: &random)) }
        return CGRect(
            x: Double.random(in: -500...500, using: &random), y: Double.random(in: -500...500, using: &random),
            width: Double.random(in: 0...300, using: &random), height: Double.random(in: 0...300, using: &random)
        )
    }

    mutating func randomAttributes() -> AnimationAttributes {
        let delay = Bool.random(using: &random) ? 0 : Double.random(in: 0...0.3, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return .curve(.easeInOut, duration: Double.random(in: 0.05...1, using: &random), delay: delay)
        case 1: return .curve(.linear, duration: 0)
        case 2: return .spring(dampingRatio: Double.random(in: 0.2...2, using: &random), response: Double.random(in: 0.1...0.6, using: &random), delay: delay)
        case 3: return .dampenedSpring(dampingRatio: Double.random(in: 0.3...1.2, using: &random), initialVelocity: Double.random(in: -2...2, using: &random), duration: Double.random(in: 0.1...0.8, using: &random), delay: delay)
        default: return .curve(.cubicBezier(CGPoint(x: 0.3, y: 1.5), CGPoint(x: 0.6, y: 1)), duration: Double.random(in: 0.05...0.6, using: &random), delay: delay)
        }
    }

    mutating func newCompletion() -> (id: Int, handler: (AnimationCompletionReason) -> Void) {
        let id = nextCompletion
        nextCompletion += 1
        let calls = calls
        return (id, { reason in calls.calls[id, default: []].append(reason) })
    }

    // MARK: Changes, applied to the animator and the model side by side

    /// An ambient assignment (`box.alpha = x`).
    mutating func ambientSet(_ p: Int) {
        let value = randomValue(for: p)
        let box = boxes[p / 2]
        let unchanged = p % 2 == 0 ? (value as! CGFloat) == box.alpha : (value as! CGRect) == box.frame
        if p % 2 == 0 { box.alpha = value as! CGFloat } else { box.frame = value as! CGRect }
        guard !unchanged else { return }
        if let frame = stack.last, let attributes = frame.attributes {
            model.endTrack(ofProperty: p, .superseded)
            recordNewTrack(p, attributes: attributes, group: frame.group)
        } else {
            model.endTrack(ofProperty: p, .cancelled)
        }
    }

    /// `setValue(_:animation:completion:)` or `animate(from:to:with:completion:)`.
    mutating func explicitChange(_ p: Int, fromValue: Bool) {
        let withCompletion = Bool.random(using: &random)
        let attributes: AnimationAttributes? = (!fromValue && Int.random(in: 0..<4, using: &random) == 0) ? nil : randomAttributes()
        let value = randomValue(for: p)
        let start = randomValue(for: p)
        let completion = withCompletion ? newCompletion() : nil
        let ambientGroup = stack.last?.group
        var group = ambientGroup
        if let completion {
            model.openGroup(completion.id, parent: ambientGroup)
            group = completion.id
        }
        let box = boxes[p / 2]
        let unchanged = p % 2 == 0 ? (value as! CGFloat) == box.alpha : (value as! CGRect) == box.frame
        let wasAnimating = isAnimating(p)
        if fromValue {
            if p % 2 == 0 {
                box.alphaProperty.animate(from: start as! CGFloat, to: value as! CGFloat, with: attributes!, completion: completion?.handler)
            } else {
                box.frameProperty.animate(from: start as! CGRect, to: value as! CGRect, with: attributes!, completion: completion?.handler)
            }
            model.endTrack(ofProperty: p, .superseded)
            recordNewTrack(p, attributes: attributes!, group: group)
        } else {
            if p % 2 == 0 {
                box.alphaProperty.setValue(value as! CGFloat, animation: attributes, completion: completion?.handler)
            } else {
                box.frameProperty.setValue(value as! CGRect, animation: attributes, completion: completion?.handler)
            }
            if !unchanged || (wasAnimating && attributes == nil) {
                if let attributes {
                    model.endTrack(ofProperty: p, .superseded)
                    recordNewTrack(p, attributes: attributes, group: group)
                } else {
                    model.endTrack(ofProperty: p, .cancelled)
                }
            }
        }
        if let completion { model.memberEnded(completion.id, .finished) }
    }

    /// Records the track the animator just started (its end time is read from the property; the
    /// rules for when a change is instant are the model's own).
    mutating func recordNewTrack(_ p: Int, attributes: AnimationAttributes, group: Int?) {
        let instant = attributes.isInstant
        #expect(isAnimating(p) == !instant, "instant = \(instant) but isAnimating = \(isAnimating(p)) for \(attributes)")
        guard !instant, let end = endTime(p) else { return }
        #expect(end >= clock.now + attributes.delay - 1e-12)
        model.addTrack(property: p, end: end, group: group)
    }

    mutating func randomChange(depth: Int) {
        let p = Int.random(in: 0..<propertyCount, using: &random)
        switch Int.random(in: 0..<10, using: &random) {
        case 0...4:
            ambientSet(p)
        case 5:
            explicitChange(p, fromValue: false)
        case 6:
            explicitChange(p, fromValue: true)
        case 7 where depth < 3:
            block(depth: depth + 1, attributes: Bool.random(using: &random) ? randomAttributes() : nil, inherit: Bool.random(using: &random))
        case 8 where depth < 3:
            withoutAnimation(depth: depth + 1)
        default:
            ambientSet(p)
        }
    }

    mutating func block(depth: Int, attributes: AnimationAttributes?, inherit: Bool) {
        let completion = newCompletion()
        let effective: AnimationAttributes? = inherit ? (stack.last.map(\.attributes) ?? .default) : (attributes ?? .default)
        model.openGroup(completion.id, parent: stack.last?.group)
        stack.append((effective, completion.id))
        let count = Int.random(in: 0...3, using: &random)
        var me = self
        let body: () -> Void = {
            for _ in 0..<count { me.randomChange(depth: depth) }
        }
        if inherit {
            withAnimation(body, completion: completion.handler)
        } else {
            withAnimation(effective!, body, completion: completion.handler)
        }
        self = me
        stack.removeLast()
        model.memberEnded(completion.id, .finished)
    }

    mutating func withoutAnimation(depth: Int) {
        // performWithoutAnimation has no completion, but it is a block: model it as a group no one observes.
        let hidden = -1_000_000 - nextCompletion
        nextCompletion += 1
        model.openGroup(hidden, parent: stack.last?.group)
        stack.append((nil, hidden))
        var me = self
        performWithoutAnimation {
            for _ in 0..<Int.random(in: 1...2, using: &me.random) { me.randomChange(depth: depth) }
        }
        self = me
        stack.removeLast()
        model.memberEnded(hidden, .finished)
    }

    mutating func randomTopLevelStep() {
        switch Int.random(in: 0..<12, using: &random) {
        case 0...3:
            block(depth: 1, attributes: randomAttributes(), inherit: Bool.random(using: &random))
        case 4:
            ambientSet(Int.random(in: 0..<propertyCount, using: &random))
        case 5:
            explicitChange(Int.random(in: 0..<propertyCount, using: &random), fromValue: Bool.random(using: &random))
        case 6:
            let p = Int.random(in: 0..<propertyCount, using: &random)
            if p % 2 == 0 { boxes[p / 2].alphaProperty.cancelAnimation() } else { boxes[p / 2].frameProperty.cancelAnimation() }
            model.endTrack(ofProperty: p, .cancelled)
        case 7:
            withoutAnimation(depth: 1)
        case 8 where Int.random(in: 0..<4, using: &random) == 0:
            animator.cancelAllAnimations()
            for p in 0..<propertyCount { model.endTrack(ofProperty: p, .cancelled) }
        case 9:
            let interval = Double.random(in: 0...0.4, using: &random)
            clock.advance(by: interval, framesPerSecond: 60)
            model.advance(to: clock.now)
        default:
            clock.advance(by: Double.random(in: 0...0.3, using: &random))
            model.advance(to: clock.now)
        }
    }

    // MARK: Checks

    func check() {
        #expect(animator.invariantViolations().isEmpty, "\(animator.invariantViolations())")
        for (id, reasons) in calls.calls where id >= 0 {
            #expect(reasons.count == 1, "completion \(id) ran \(reasons.count) times")
            #expect(model.completed[id] == reasons.first, "completion \(id): model says \(String(describing: model.completed[id])), animator said \(reasons)")
        }
        for (id, reason) in model.completed where id >= 0 {
            #expect(calls.calls[id] == [reason], "completion \(id) should have run with \(reason), ran \(calls.calls[id] ?? [])")
        }
        for p in 0..<propertyCount {
            #expect(isAnimating(p) == (model.trackOfProperty[p] != nil), "property \(p) animating mismatch")
            if !isAnimating(p) {
                #expect(presentationMatchesModel(p), "property \(p) is idle but not at its model value")
            }
        }
    }

    mutating func finish() {
        clock.advance(by: AnimationAttributes.maximumSpringDuration + 1)
        model.advance(to: clock.now)
        check()
        #expect(!animator.hasActiveAnimations)
        #expect(model.groups.isEmpty, "groups never completed: \(model.groups.keys.sorted())")
        for p in 0..<propertyCount {
            #expect(presentationMatchesModel(p))
        }
    }
}
