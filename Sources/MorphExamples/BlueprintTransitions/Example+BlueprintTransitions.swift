import Foundation
import Morph
import MorphElements

extension Example {
    /// Blueprint's transitions: every `LayoutTransition` on a swatch that slides across its
    /// lane, a nested container whose children inherit its specific transition (or cut it off),
    /// and the three `VisibilityTransition`s on swatches that disappear and come back.
    ///
    /// The first step assigns the element inside a 0.8 s animation block, so `.inherited` and
    /// `.inheritedWithFallback` follow the block; the second assigns it without one, so
    /// `.inherited` jumps and `.inheritedWithFallback` uses its 0.5 s fallback.
    public static let blueprintTransitions = Example(
        name: "blueprint-transitions",
        title: "Blueprint transitions",
        summary: "Square Blueprint's layout transitions (.none, .specific, .inherited, .inheritedWithFallback, nested) and visibility transitions (.fade, .scale, .scaleAndFade).",
        size: TransitionsDemo.size
    ) {
        let host = ElementHostNode(name: "transitions demo")
        host.makeNodeForKind = TransitionsDemo.makeNode(for:animator:)
        host.frame = CGRect(origin: .zero, size: TransitionsDemo.size)
        host.element = TransitionsDemo(phase: .start)
        // A tap toggles the lanes, animated by the demo's transitions inside a 0.8 s block.
        host.addGestureRecognizer(TapGestureRecognizer { [weak host] recognizer in
            guard recognizer.state == .ended, let host, let demo = host.element as? TransitionsDemo else { return }
            withAnimation(.curve(.easeInOut, duration: 0.8)) {
                host.element = TransitionsDemo(phase: demo.phase == .moved ? .back : .moved)
            }
        })
        return ExampleScene(root: host, steps: [
            ExampleStep("move inside a 0.8 s animation block") {
                withAnimation(.curve(.easeInOut, duration: 0.8)) {
                    host.element = TransitionsDemo(phase: .moved)
                }
            },
            ExampleStep("move back without an animation block") {
                host.element = TransitionsDemo(phase: .back)
            },
        ])
    }
}
