import Foundation

extension Example {
    /// Katana's PokeAnimations onboarding: four taps go through the four pages and back to the
    /// first, each with the 4-step children animation and the example's transformers, except that
    /// titles fade while drifting 40 points instead of sliding off the screen
    /// (``PokeIntro/TitleMotion/onScreen``).
    public static let pokeAnimations = Example(
        name: "poke",
        title: "PokeAnimations onboarding",
        summary: "Katana's PokeAnimations seed: four pages whose images and titles enter and leave with fade, scale and move transformers in a 4-step children animation.",
        size: PokeIntroLayout.referenceSize
    ) {
        let intro = PokeIntroNode(titleMotion: .onScreen)
        return ExampleScene(root: intro, steps: PokeIntroStep.allCases.map { step in
            TimelineStep("tap \(step.buttonTitle) on the \(step) page: show the \(step.next) page") { intro.tap() }
        })
    }
}
