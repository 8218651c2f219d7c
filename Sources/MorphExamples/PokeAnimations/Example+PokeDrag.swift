import Foundation

extension Example {
    /// The PokeAnimations pages dragged by a scripted finger: a short drag to the left is let go
    /// and the page comes back, a fling to the left turns to the next page, a fling to the right
    /// turns back, and a long slow drag to the left turns the page again.
    public static let pokeDrag = Example(
        name: "poke-drag",
        title: "PokeAnimations, dragged",
        summary: "Katana's PokeAnimations pages held under a finger: a pan drives the component host's transition to the next or previous page, and the release finishes or reverts it with the finger's velocity.",
        size: CGSize(width: 240, height: 480)
    ) {
        let size = CGSize(width: 240, height: 480)
        let intro = PokeIntroNode(size: size, titleMotion: .onScreen)
        let finger = ScriptedPointer(root: intro, designSize: size)
        let y = size.height * 0.4
        var steps: [ExampleStep] = []
        steps += TimelineStep.drag("drag left a little and let go: the page comes back", with: finger, from: CGPoint(x: 180, y: y), to: CGPoint(x: 120, y: y), duration: 0.5, pause: 0.4)
        steps += TimelineStep.drag("fling left: the next page", with: finger, from: CGPoint(x: 200, y: y), to: CGPoint(x: 40, y: y), duration: 0.3, pause: 0.5, lift: 0.6)
        steps += TimelineStep.drag("fling right: back to the first page", with: finger, from: CGPoint(x: 40, y: y), to: CGPoint(x: 200, y: y), duration: 0.3, pause: 0.5, lift: 0.6)
        steps += TimelineStep.drag("drag left slowly past halfway: the next page", with: finger, from: CGPoint(x: 220, y: y), to: CGPoint(x: 50, y: y), duration: 0.8, pause: 0.5)
        return ExampleScene(root: intro, steps: steps, overlays: [finger.indicator])
    }
}
