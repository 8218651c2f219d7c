import Foundation
import Morph

extension Example {
    /// A long article that scrolls under a collapsing header, played by a scripted finger: a fling
    /// that collapses the header, a fling into the end of the article that runs into the rubber
    /// band and comes back, a pull past the end, two flings that page the carousel and a tap on
    /// the button.
    public static let article = Example(
        name: "article",
        title: "Article",
        summary: "A long article in a ScrollNode — text, photos, a paging carousel nested in it — under a header whose layout transition follows the scroll offset; a finger flings it, runs it into the rubber band at the end and pages the carousel.",
        size: ArticleNode.designSize
    ) {
        let article = try ArticleNode()
        let size = ArticleNode.designSize
        let finger = ScriptedPointer(root: article, designSize: size)
        let x = size.width / 2
        var steps: [ExampleStep] = []
        steps += TimelineStep.drag("fling up: the article glides and the header collapses", with: finger, from: CGPoint(x: x, y: 520), to: CGPoint(x: x, y: 220), duration: 0.22, pause: 0.6, lift: 0.7)
        steps += TimelineStep.drag("fling again: into the end, where the rubber band brings it back", with: finger, from: CGPoint(x: x, y: 560), to: CGPoint(x: x, y: 160), duration: 0.2, pause: 0.3, lift: 0.7)
        steps += TimelineStep.drag("pull past the end and let go", with: finger, from: CGPoint(x: x, y: 520), to: CGPoint(x: x, y: 300), duration: 0.6, pause: 0.4)
        steps += article.carouselSteps(finger: finger)
        steps.append(TimelineStep("tap the button", start: .afterSettling(pause: 0.5)) {
            finger.tap(at: article.centre(of: article.likeButton, finger: finger))
        })
        return ExampleScene(root: article, steps: steps, overlays: [finger.indicator])
    }
}

extension ArticleNode {
    /// Two flings to the left across the carousel, each aimed at where the carousel is when it
    /// starts.
    func carouselSteps(finger: ScriptedPointer) -> [ExampleStep] {
        var steps: [ExampleStep] = []
        for page in 1...2 {
            let moves = 9
            let lift = 6
            steps.append(TimelineStep("fling the carousel to page \(page + 1): press", start: .afterSettling(pause: page == 1 ? 0.6 : 0.5)) { [unowned self] in
                finger.press(at: carouselPoint(0, finger: finger))
            })
            for move in 1...lift {
                let t = CGFloat(move) / CGFloat(moves)
                steps.append(TimelineStep("fling the carousel to page \(page + 1): move \(move)", start: .afterStart(of: 1.0 / 60)) { [unowned self] in
                    finger.move(to: carouselPoint(t * t * (3 - 2 * t), finger: finger))
                    if move == lift { finger.release() }
                })
            }
        }
        return steps
    }

    /// A point on the carousel's middle line, `t` of the way from its right part to its left, in
    /// the script's points (`finger`'s design size).
    private func carouselPoint(_ t: CGFloat, finger: ScriptedPointer) -> CGPoint {
        let frame = frameInRoot(of: carousel)
        let from = frame.maxX - 40, to = frame.minX + 40
        return scriptPoint(CGPoint(x: from + (to - from) * t, y: frame.midY), finger: finger)
    }

    /// The centre of `node`, in the script's points (`finger`'s design size).
    func centre(of node: DisplayNode, finger: ScriptedPointer) -> CGPoint {
        let frame = frameInRoot(of: node)
        return scriptPoint(CGPoint(x: frame.midX, y: frame.midY), finger: finger)
    }

    /// A point of this node in the script's points: the finger scales those to the node's size.
    private func scriptPoint(_ point: CGPoint, finger: ScriptedPointer) -> CGPoint {
        guard let design = finger.designSize, bounds.width > 0, bounds.height > 0 else { return point }
        return CGPoint(x: point.x * design.width / bounds.width, y: point.y * design.height / bounds.height)
    }

    /// `node`'s frame in this node's coordinates, from the model values.
    private func frameInRoot(of node: DisplayNode) -> CGRect {
        var rect = node.bounds
        var current: DisplayNode = node
        while current !== self, let parent = current.supernode {
            let frame = current.frame
            rect = CGRect(x: frame.minX + rect.minX - current.bounds.minX, y: frame.minY + rect.minY - current.bounds.minY, width: rect.width, height: rect.height)
            current = parent
        }
        return rect
    }
}
