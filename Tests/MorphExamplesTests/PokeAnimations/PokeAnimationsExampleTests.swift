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
}
