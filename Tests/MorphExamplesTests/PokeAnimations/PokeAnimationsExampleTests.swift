import Foundation
import Testing
import MorphExamples
import MorphRender

/// The PokeAnimations example: its layout at any size, its four pages, and its sampled run.
@Suite("PokeAnimations example")
@MainActor
struct PokeAnimationsExampleTests {
    @Test("the layout scales by min(width / 480, height / 960) and rounds to the pixel grid")
    func layout() {
        let reference = PokeIntroLayout(size: CGSize(width: 480, height: 960))
        #expect(reference.button == CGRect(x: 30, y: 850, width: 420, height: 80))
        let wide = PokeIntroLayout(size: CGSize(width: 960, height: 960), screenScale: 3)
        #expect(wide.multiplier == 1)
        #expect(wide.image == CGRect(x: 355, y: 100, width: 250, height: 250))
        let phone = PokeIntroLayout(size: CGSize(width: 375, height: 667), screenScale: 3)
        for frame in [phone.button, phone.image, phone.title] {
            for value in [frame.minX, frame.minY, frame.width, frame.height] {
                #expect(abs(value * 3 - (value * 3).rounded()) < 1e-9)
            }
        }
    }

    @Test("NaN, infinite and negative sizes lay out as 0×0; a bad screen scale rounds to whole points")
    func badLayoutInput() {
        for size in [CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: -5), CGSize(width: CGFloat.infinity, height: 10)] {
            let layout = PokeIntroLayout(size: size)
            #expect(layout.multiplier == 0)
            #expect(layout.background == .zero)
            #expect([layout.button, layout.image, layout.title].allSatisfy { $0.width == 0 && $0.height == 0 })
        }
        for scale in [CGFloat.nan, 0, -2, .infinity] {
            let layout = PokeIntroLayout(size: CGSize(width: 375, height: 667), screenScale: scale)
            #expect(layout.button == CGRect(x: 21, y: 591, width: 333, height: 56))
        }
    }

    @Test("taps go through the four pages and back; a new size relays the page out without animation")
    func pages() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let intro = DisplayNode.withAnimator(animator) { PokeIntroNode() }
        var seen: [PokeIntroStep] = [intro.step]
        for _ in 0..<4 {
            intro.tap()
            seen.append(intro.step)
        }
        #expect(seen == [.pokemon, .cute, .pokeball, .gotcha, .pokemon])
        #expect(PokeIntroStep.allCases.map(\.buttonTitle) == ["Next", "Next", "Next", "Restart"])

        clock.advance(by: 1)
        #expect(!animator.hasActiveAnimations)

        let resized = DisplayNode.withAnimator(animator) { PokeIntroNode() }
        resized.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        try? resized.layoutIfNeeded()
        #expect(resized.host.props.frame.size == CGSize(width: 375, height: 667))
        #expect(resized.host.runningAnimation == nil)
        #expect(resized.host.childNodes.first?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("the sampled example shows each page's image and title after its tap, and ends on the first page")
    func sampled() throws {
        let timeline = try Example.pokeAnimations.sample(framesPerSecond: 30)
        let names = timeline.frames.map { Set($0.layers.map(\.name)) }
        for image in ["cuteImage (eevee)", "pokeballImage (pokeball)", "gotchaImage (gotcha)"] {
            #expect(names.contains { $0.contains(image) }, "\(image)")
        }
        let last = try #require(timeline.frames.last)
        #expect(last.layers.map(\.name).contains("pokemonImage (charmander)"))
        #expect(!last.layers.map(\.name).contains("gotchaImage (gotcha)"))
        // Four taps, each followed by the 0.25 s pause after everything has settled.
        #expect(last.time > 4 * 0.75)
    }

    @Test("no text runs off the screen at any frame: every visible line of a title or the button lies inside 480×960")
    func textStaysOnScreen() throws {
        let trees = try Example.pokeAnimations.sample(framesPerSecond: 60).frames
        let screen = CGRect(origin: .zero, size: PokeIntroLayout.referenceSize)
        var linesChecked = 0
        for tree in trees {
            var origins: [CGPoint] = []
            var alphas: [CGFloat] = []
            for layer in tree.layers {
                let frame = layer.attributes.frame
                let parentOrigin = layer.parentIndex.map { origins[$0] } ?? .zero
                let parentBoundsOrigin = layer.parentIndex.map { tree.layers[$0].attributes.bounds.origin } ?? .zero
                let origin = CGPoint(x: parentOrigin.x + frame.minX - parentBoundsOrigin.x, y: parentOrigin.y + frame.minY - parentBoundsOrigin.y)
                let alpha = (layer.parentIndex.map { alphas[$0] } ?? 1) * layer.attributes.alpha
                origins.append(origin)
                alphas.append(alpha)
                guard case let .text(layout, _)? = layer.content, alpha > 0.01 else { continue }
                for line in layout.lines where !line.text.isEmpty {
                    let box = CGRect(x: origin.x + line.x, y: origin.y + line.top, width: line.width, height: line.height)
                    #expect(screen.contains(box), "\(layer.name) line \"\(line.text)\" at t=\(tree.time): \(box) (alpha \(alpha))")
                    linesChecked += 1
                }
            }
        }
        #expect(linesChecked > trees.count)
    }

    @Test("titles and the button's title reach WCAG AA contrast (4.5:1) against the page and the white button")
    func contrast() {
        func luminance(_ color: Color) -> CGFloat {
            func channel(_ value: CGFloat) -> CGFloat {
                let byte = (value * 255).rounded() / 255
                return byte <= 0.04045 ? byte / 12.92 : pow((byte + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
        }
        func ratio(_ a: Color, _ b: Color) -> CGFloat {
            let (l1, l2) = (luminance(a), luminance(b))
            return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
        }
        for step in PokeIntroStep.allCases {
            #expect(ratio(step.inkColor, step.backgroundColor) >= 6, "\(step) title: \(ratio(step.inkColor, step.backgroundColor))")
            #expect(ratio(step.inkColor, .white) >= 4.5, "\(step) button: \(ratio(step.inkColor, .white))")
        }
        // The old titles, black at 50 % over the page, were below AA on every page.
        let halfBlackOnOrange = Color(red: 0.5 * 255 / 255, green: 0.5 * 168 / 255, blue: 0.5 * 72 / 255)
        #expect(ratio(halfBlackOnOrange, PokeIntroStep.pokemon.backgroundColor) < 4.5)
    }

    @Test("each page's picture is a container of shapes keyed like the image, so the image's animation moves them")
    func pictures() throws {
        for step in PokeIntroStep.allCases {
            let children = PokeIntro.childrenDescriptions(
                props: PokeIntro.Props(frame: CGRect(origin: .zero, size: PokeIntroLayout.referenceSize)),
                state: PokeIntro.State(step: step),
                update: { _ in }
            )
            let image = try #require(children.first { $0.key == "\(step.imageKey)" })
            let shapes = try #require(image.children)
            #expect(shapes.count >= 10, "\(step)")
            var pending = shapes
            while let shape = pending.popLast() {
                #expect(shape.key == image.key)
                #expect(shape.nodeProps?.name?.hasPrefix(step.imageName) == true)
                pending.append(contentsOf: shape.children ?? [])
            }
        }
    }

    @Test("the cute picture springs in as one: its head keeps 44 % of the image's width at every frame")
    func pictureScalesAsOne() throws {
        let timeline = try Example.pokeAnimations.sample(framesPerSecond: 60)
        var scaledFrames = 0
        for frame in timeline.frames {
            guard let image = frame.layers.first(where: { $0.name == "cuteImage (eevee)" })?.attributes,
                  let head = frame.layers.first(where: { $0.name == "eevee head" })?.attributes,
                  image.frame.width > 1
            else { continue }
            #expect(abs(head.frame.width / image.frame.width - 0.44) < 1e-6, "t=\(frame.time)")
            if abs(image.frame.width - 250) > 1 { scaledFrames += 1 }
        }
        #expect(scaledFrames > 5, "the spring's frames were sampled")
    }
}
