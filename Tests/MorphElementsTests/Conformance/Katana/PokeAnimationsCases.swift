import Foundation
import MorphTestSupport
import Morph
@testable import MorphElements
import MorphExamples

/// Katana's PokeAnimations example (the `poke.` cases) on nodes: MorphExamples' ``PokeIntro``
/// rendered by a ``ComponentHost`` on a manual clock. Frames and alpha of every child are read
/// from the nodes at t = 0, the middle and the end of each step-2 animation; the z-order from the
/// host node's subnodes after step 1, step 2 and the final step.
@MainActor
enum PokeAnimationsCases {
    static let handlers: [String: ConformanceHandler] = [
        "poke.layout_480x960": layout,
        "poke.layout_375x667": layout,
        "poke.initial": initial,
        "poke.pokemon_to_cute": transition,
        "poke.cute_to_pokeball": transition,
        "poke.pokeball_to_gotcha": transition,
        "poke.gotcha_to_pokemon": transition,
        "poke.rapid_double_tap": rapidDoubleTap,
    ]

    /// An intro on its own manual clock, recording the z-order after each applied step.
    @MainActor
    final class Harness {
        let clock = ManualClock()
        let animator: Animator
        let intro: PokeIntroNode
        private(set) var orders: [(step: ComponentHost<PokeIntro>.AppliedStep, keys: [String], frames: [String: CGRect], alphas: [String: CGFloat])] = []

        init(size: CGSize = CGSize(width: 480, height: 960), screenScale: CGFloat = 2) {
            let animator = Animator(clock: clock)
            self.animator = animator
            intro = DisplayNode.withAnimator(animator) { PokeIntroNode(size: size, screenScale: screenScale) }
            intro.host.stepObserver = { [unowned self] step in
                let nodes = self.intro.host.node.subnodes
                self.orders.append((
                    step,
                    nodes.map(Self.key(of:)),
                    Dictionary(nodes.map { (Self.key(of: $0), $0.presentation.frame) }, uniquingKeysWith: { first, _ in first }),
                    Dictionary(nodes.map { (Self.key(of: $0), $0.presentation.alpha) }, uniquingKeysWith: { first, _ in first })
                ))
            }
        }

        var host: ComponentHost<PokeIntro> { intro.host }

        /// A child node's key: the first word of its name (the intro names nodes after keys).
        static func key(of node: DisplayNode) -> String {
            String((node.name ?? "").split(separator: " ").first ?? "")
        }

        /// The host's child nodes, bottom to top, by key.
        var keys: [String] { host.node.subnodes.map(Self.key(of:)) }

        func node(_ key: String) -> DisplayNode? {
            host.node.subnodes.first { Self.key(of: $0) == key }
        }

        /// The text of the button's title.
        var buttonTitle: String? {
            (node("button")?.subnodes.first as? TextNode)?.string
        }

        /// The recorded order of the last `step`.
        func lastOrder(_ step: ComponentHost<PokeIntro>.AppliedStep) -> [String]? {
            orders.last { $0.step == step }?.keys
        }

        /// Taps through the pages until `step` shows, letting every transition end.
        func show(_ step: PokeIntroStep) {
            while intro.step != step {
                intro.tap()
                clock.advance(by: 1)
            }
            orders.removeAll()
        }
    }

    // MARK: Fixture text

    /// An expected animation, as the fixture writes it.
    enum ExpectedAnimation: Equatable {
        case none
        case linear(TimeInterval)
        case spring(duration: TimeInterval, damping: CGFloat, velocity: CGFloat)
        /// A spring of which only the duration is given.
        case springOf(TimeInterval)

        init?(_ text: String) {
            let text = text.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text == "no anim" || text == "immediate" {
                self = .none
            } else if text.hasPrefix("linear "), let duration = Double(text.dropFirst(7)) {
                self = .linear(duration)
            } else if text.hasPrefix("spring("), text.hasSuffix(")") {
                let numbers = text.dropFirst(7).dropLast().split(separator: ",").compactMap { Double($0) }
                guard numbers.count == 3 else { return nil }
                self = .spring(duration: numbers[0], damping: numbers[1], velocity: numbers[2])
            } else if text.hasPrefix("spring "), let duration = Double(text.dropFirst(7)) {
                self = .springOf(duration)
            } else {
                return nil
            }
        }

        var duration: TimeInterval {
            switch self {
            case .none: 0
            case .linear(let duration), .springOf(let duration), .spring(let duration, _, _): duration
            }
        }

        /// The Katana animation type, when the fixture gives it whole.
        var type: AnimationType? {
            switch self {
            case .none: AnimationType.none
            case .linear(let duration): .linear(duration: duration)
            case let .spring(duration, damping, velocity): .spring(duration: duration, damping: damping, initialVelocity: velocity)
            case .springOf: nil
            }
        }
    }

    /// One entry of a step list: `key`, `key(x,y,w,h a0)`, `key->(x,y,w,h a1) linear 0.3`,
    /// `key->a1 linear 0.4`, `background(eevee, linear 0.3)`, `button('Restart', immediate)`.
    struct Entry {
        var key: String
        var numbers: [CGFloat] = []
        var alpha: CGFloat?
        var label: String?
        var colour: PokeIntroStep?
        var animation: ExpectedAnimation = .none
        var isEntering = false

        var frame: CGRect? {
            numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
        }

        init(_ text: String) {
            var text = text
            if text.hasSuffix("*") {
                isEntering = true
                text.removeLast()
            }
            if let arrow = text.range(of: "->") {
                key = String(text[..<arrow.lowerBound])
                var rest = Substring(text[arrow.upperBound...])
                if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
                    parseGeometry(rest[rest.index(after: rest.startIndex)..<close])
                    rest = rest[rest.index(after: close)...]
                } else if rest.hasPrefix("a") {
                    let token = rest.prefix { $0 != " " }
                    alpha = Double(token.dropFirst()).map { CGFloat($0) }
                    rest = rest.dropFirst(token.count)
                }
                animation = ExpectedAnimation(String(rest)) ?? .none
            } else if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
                key = String(text[..<open])
                let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
                if let first = arguments.first, first == "-" || first.isNumber {
                    parseGeometry(arguments)
                } else {
                    for part in arguments.components(separatedBy: ", ") {
                        if part.hasPrefix("'") {
                            label = String(part.dropFirst().dropLast())
                        } else if let parsed = ExpectedAnimation(part) {
                            animation = parsed
                        } else {
                            colour = Self.colours[String(part.split(separator: " ").first ?? "")]
                        }
                    }
                }
            } else {
                key = text
            }
        }

        static let colours: [String: PokeIntroStep] = ["charmender": .pokemon, "eevee": .cute, "pokeball": .pokeball, "gotcha": .gotcha]

        /// `x,y,w,h a0`, `x,y`, or `(…) a0, linear 0.3` as given in `rapid_double_tap`.
        mutating func parseGeometry(_ text: Substring) {
            let parts = text.split(separator: " ")
            numbers = parts.first.map { $0.split(separator: ",").compactMap { Double($0).map { CGFloat($0) } } } ?? []
            if let alphaPart = parts.dropFirst().first(where: { $0.hasPrefix("a") }) {
                alpha = Double(alphaPart.dropFirst()).map { CGFloat($0) }
            }
        }
    }

    // MARK: Cases

    static func layout(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let size = try fixture.expected["background"].rect.size
        let harness = Harness(size: size, screenScale: 2)
        let layout = PokeIntroLayout(size: size, screenScale: 2)
        if fixture.name.contains("375") {
            check.close(layout.multiplier, 0.6947917, "multiplier", tolerance: 1e-7)
        } else {
            check.close(layout.multiplier, 1, "multiplier")
        }
        for (key, nodeKey) in [("background", "background"), ("button", "button"), ("image", "pokemonImage"), ("title", "pokemonTitle")] {
            guard let node = harness.node(nodeKey) else {
                check.fail("no \(nodeKey) node")
                continue
            }
            try check.close(node.frame, fixture.expected[key].rect, "\(key) frame")
            try check.close(node.presentation.frame, fixture.expected[key].rect, "\(key) presented frame")
        }
    }

    static func initial(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let harness = Harness()
        let entries = try fixture.expected["children_in_order"].nonEmptyArray.map { entry throws(FixtureError) in Entry(try entry.string) }
        check.equal(harness.keys, entries.map(\.key), "children in z-order")
        for entry in entries {
            guard let node = harness.node(entry.key) else { continue }
            if let colour = entry.colour {
                check.equal(node.backgroundColor, colour.backgroundColor, "\(entry.key) colour")
            }
            if let label = entry.label {
                check.equal(harness.buttonTitle, label, "\(entry.key) title")
            }
        }
        check.expect(!harness.animator.hasActiveAnimations, "the first render does not animate")
    }

    /// The page before the case's transition, from its name (`poke.cute_to_pokeball` → cute).
    static func startPage(of name: String) -> PokeIntroStep? {
        let from = name.dropFirst("poke.".count).components(separatedBy: "_to_").first
        return PokeIntroStep.allCases.first { "\($0)" == from }
    }

    static func transition(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        guard let page = startPage(of: fixture.name) else {
            check.fail("no start page in \(fixture.name)")
            return
        }
        let harness = Harness()
        harness.show(page)
        let tapTime = harness.clock.now
        let before = Dictionary(uniqueKeysWithValues: harness.host.node.subnodes.map { (Harness.key(of: $0), $0.presentation) })
        let step1 = try fixture.expected["step1"].nonEmptyArray.map { entry throws(FixtureError) in Entry(try entry.string) }
        let step2 = try fixture.expected["step2"].nonEmptyArray.map { entry throws(FixtureError) in Entry(try entry.string) }
        var finished: Bool?
        harness.intro.tap { finished = $0 }

        // Step 1: the merged order, entering children in their entry state, others unchanged.
        guard let first = harness.orders.first(where: { $0.step == .first }) else {
            check.fail("step 1 was not applied")
            return
        }
        check.equal(first.keys, step1.map(\.key), "step 1 z-order")
        for entry in step1 {
            if let frame = entry.frame {
                check.close(first.frames[entry.key] ?? .null, frame, "\(entry.key) step-1 frame")
            } else if let old = before[entry.key] {
                check.close(first.frames[entry.key] ?? .null, old.frame, "\(entry.key) keeps its frame in step 1")
            }
            if let alpha = entry.alpha {
                check.close(first.alphas[entry.key] ?? -1, Double(alpha), "\(entry.key) step-1 alpha")
            }
        }

        // Step 2: the z-order, the targets, and each child's animation at t = 0, middle and end.
        check.equal(harness.keys, step2.map(\.key), "step 2 z-order")
        var samples = secondStepSamples(step2, harness: harness, start: tapTime, step1: first, check: &check)

        // The samples before the final step, then the final step, then the samples at its time.
        let finalAt = try fixture.expected["final_at"].double
        let finalTime = tapTime + finalAt
        for sample in samples where sample.time < finalTime - 1e-3 {
            harness.clock.advance(to: sample.time)
            sample.check(start: tapTime, &check)
        }
        let next = page.next
        // After the final step the next page's four children remain; one case restates them as
        // `final`, and where it does the two must agree.
        let finalKeys = ["background", "button", "\(next.imageKey)", "\(next.titleKey)"]
        if let stated = try fixture.expected.optional("final") {
            try check.equal(stated.strings, finalKeys, "the fixture's final children")
        }
        let leaving = KatanaNodeCases.WeakNodes(harness.keys.filter { !finalKeys.contains($0) }.compactMap(harness.node))
        harness.clock.advance(to: finalTime - 1e-3)
        check.equal(harness.keys, step2.map(\.key), "leaving children stay until the final step")
        check.expect(finished == nil, "no completion before the final step")
        harness.clock.advance(to: finalTime)
        check.equal(harness.keys, finalKeys, "final z-order at \(finalAt) s")
        check.equal(harness.lastOrder(.final), finalKeys, "the final step ran")
        check.equal(finished, true, "the tap's completion after the final step")
        for sample in samples where sample.time >= finalTime - 1e-3 {
            check.close(CGFloat(sample.time), finalTime, "the longest animation ends with the final step", tolerance: 1e-9)
            sample.check(start: tapTime, &check)
        }
        samples.removeAll()
        check.equal(leaving.count, 2, "leaving nodes")
        check.equal(leaving.alive, 0, "leaving nodes released after the final step")
        check.expect(!harness.animator.hasActiveAnimations, "nothing runs after the final step")
        for key in finalKeys {
            check.close(harness.node(key)?.presentation.alpha ?? -1, 1, "\(key) alpha after the transition")
        }
    }

    /// A presentation expected of a node at a clock time.
    struct Sample {
        let time: TimeInterval
        let key: String
        let node: DisplayNode
        let expectedFrame: CGRect
        let expectedAlpha: CGFloat

        @MainActor func check(start: TimeInterval, _ check: inout CaseCheck) {
            let label = "\(key) at t = \(String(format: "%.3f", time - start))"
            check.close(node.presentation.frame, expectedFrame, "\(label) frame", tolerance: 1e-6)
            check.close(node.presentation.alpha, Double(expectedAlpha), "\(label) alpha", tolerance: 1e-6)
        }
    }

    /// Checks every step-2 entry at t = 0 (model values are the targets, the presentation shows
    /// step 1) and returns, sorted by time, what its presentation must show in the middle and at
    /// the end of its animation (moving along its animation's time function).
    static func secondStepSamples(
        _ entries: [Entry],
        harness: Harness,
        start: TimeInterval,
        step1: (step: ComponentHost<PokeIntro>.AppliedStep, keys: [String], frames: [String: CGRect], alphas: [String: CGFloat]),
        check: inout CaseCheck
    ) -> [Sample] {
        var samples: [Sample] = []
        for entry in entries {
            guard let node = harness.node(entry.key) else {
                check.fail("no \(entry.key) node in step 2")
                continue
            }
            if let frame = entry.frame { check.close(node.frame, frame, "\(entry.key) step-2 target frame") }
            if let alpha = entry.alpha { check.close(node.alpha, Double(alpha), "\(entry.key) step-2 target alpha") }
            if let label = entry.label, entry.key == "button" { check.equal(harness.buttonTitle, label, "button title at once") }
            let startFrame = step1.frames[entry.key] ?? .null
            let startAlpha = step1.alphas[entry.key] ?? -1
            check.close(node.presentation.frame, startFrame, "\(entry.key) at t = 0 shows its step-1 frame")
            check.close(node.presentation.alpha, Double(startAlpha), "\(entry.key) at t = 0 shows its step-1 alpha")

            if let colour = entry.colour {
                check.equal(node.backgroundColor, colour.backgroundColor, "\(entry.key) target colour")
            }
            guard entry.animation != .none else {
                check.expect(!node.isAnimating, "\(entry.key) does not animate")
                check.expect(node.presentation.frame == node.frame, "\(entry.key) shows its target at once")
                continue
            }
            guard let type = entry.animation.type, let attributes = type.animationAttributes else {
                check.fail("\(entry.key): no complete animation in the fixture")
                continue
            }
            check.close(CGFloat(node.animationEndTime ?? .nan), start + entry.animation.duration, "\(entry.key) animation end", tolerance: 1e-9)
            for fraction in [0.5, 1.0] {
                let elapsed = entry.animation.duration * fraction
                let progress = Self.progress(of: attributes, at: elapsed)
                samples.append(Sample(
                    time: start + elapsed,
                    key: entry.key,
                    node: node,
                    expectedFrame: interpolate(startFrame, node.frame, progress),
                    expectedAlpha: startAlpha + (node.alpha - startAlpha) * CGFloat(progress)
                ))
            }
            if let colour = entry.colour, let before = PokeIntroStep.allCases.first(where: { $0.backgroundColor == node.presentation.backgroundColor }) {
                check.expect(before != colour, "\(entry.key) starts from the previous colour")
            }
        }
        return samples.sorted { $0.time < $1.time }
    }

    /// The progress of `attributes` `elapsed` seconds after the start (no delay in these cases).
    static func progress(of attributes: AnimationAttributes, at elapsed: TimeInterval) -> Double {
        switch attributes.timing {
        case .curve(let curve, let duration):
            return elapsed >= duration ? 1 : curve.progress(at: elapsed / duration)
        case .springWithDuration(let spring, let duration):
            return elapsed >= duration ? 1 : spring.value(at: elapsed)
        case .spring(let spring):
            return spring.value(at: elapsed)
        }
    }

    static func interpolate(_ start: CGRect, _ end: CGRect, _ progress: Double) -> CGRect {
        let p = CGFloat(progress)
        return CGRect(
            x: start.minX + (end.minX - start.minX) * p,
            y: start.minY + (end.minY - start.minY) * p,
            width: start.width + (end.width - start.width) * p,
            height: start.height + (end.height - start.height) * p
        )
    }

    static func rapidDoubleTap(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let harness = Harness()
        var completions: [Bool] = []
        harness.intro.tap { completions.append($0) }
        let pokemonImageEnd = harness.node("pokemonImage")?.animationEndTime
        harness.clock.advance(to: 0.1)
        let pokemonImageAtSecondTap = harness.node("pokemonImage")?.presentation.frame
        let pokemonTitleAtSecondTap = harness.node("pokemonTitle")?.presentation.frame ?? .null
        harness.intro.tap { completions.append($0) }
        check.equal(completions, [false], "the first tap's animation is superseded")

        let expectedOrder = try fixture.expected["second_step1_order"].nonEmptyArray.map { entry throws(FixtureError) in Entry(try entry.string) }
        check.equal(harness.lastOrder(.first), expectedOrder.map(\.key), "second step-1 z-order")
        if let first = harness.orders.last(where: { $0.step == .first }) {
            for entry in expectedOrder where entry.isEntering {
                check.expect(first.alphas[entry.key] == 0 || first.frames[entry.key]?.width == 0, "\(entry.key) enters from its entry state")
            }
        }

        // The leaving children of both taps leave with the second tap's animations.
        let leaving = try fixture.expected["second_step2_leaving"]
        for key in ["pokemonImage", "pokemonTitle", "cuteImage", "cuteTitle"] {
            let text = try leaving[key].string
            guard let node = harness.node(key) else {
                check.fail("no \(key) in the tree")
                continue
            }
            var entry = Entry("\(key)(\(text.components(separatedBy: ")").first?.dropFirst() ?? "") \(text.contains(" a0") ? "a0" : text.contains(" a1") ? "a1" : ""))")
            entry.animation = ExpectedAnimation(text.components(separatedBy: ", ").last ?? "") ?? .none
            if let frame = entry.frame {
                check.close(node.frame, frame, "\(key) leaves to")
            } else if entry.numbers.count == 2 {
                check.close(node.frame.origin, CGPoint(x: entry.numbers[0], y: entry.numbers[1]), "\(key) leaves to")
            }
            if let alpha = entry.alpha { check.close(node.alpha, Double(alpha), "\(key) leaves to alpha") }
            if text.contains("unchanged") {
                // Same target as the first tap's: the first animation goes on untouched.
                check.expect(node.animationEndTime == pokemonImageEnd, "\(key) keeps its first animation")
                check.expect(node.presentation.frame == pokemonImageAtSecondTap, "\(key) does not jump")
            } else {
                check.close(CGFloat(node.animationEndTime ?? .nan), 0.1 + entry.animation.duration, "\(key) animates for \(entry.animation.duration) s from the second tap", tolerance: 1e-9)
            }
        }
        check.close(harness.node("pokemonTitle")?.presentation.frame ?? .null, pokemonTitleAtSecondTap, "pokemonTitle retargets from where it is")

        // The first tap's final step would have run at 0.5: it changes nothing.
        harness.clock.advance(to: 0.5)
        check.equal(harness.keys.count, 8, "every node still there at 0.5 s")
        check.equal(harness.lastOrder(.final), nil, "no final step at 0.5 s")

        // Recommended: the second tap's final step at 0.1 + 0.5 (the cute image's spring).
        let recommended = try fixture.expected["recommended"].string
        let expectedFinal = recommended.components(separatedBy: "[").last?.components(separatedBy: "]").first?
            .components(separatedBy: ", ") ?? []
        harness.clock.advance(to: 0.6 - 1e-3)
        check.equal(harness.keys.count, 8, "the leaving nodes stay until 0.6 s")
        harness.clock.advance(to: 0.6)
        check.equal(harness.keys, expectedFinal, "final tree at 0.6 s")
        check.equal(completions, [false, true], "the second tap completes")
        check.equal(harness.intro.step, .pokeball, "the intro shows the pokeball page")
        check.expect(!harness.animator.hasActiveAnimations, "nothing runs after 0.6 s")
    }
}
