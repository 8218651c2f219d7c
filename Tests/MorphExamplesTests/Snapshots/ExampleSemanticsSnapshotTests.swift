import Foundation
import Morph
import MorphExamples
import MorphSnapshotTesting
import SnapshotTesting
import Testing

/// What assistive technology sees of every example (and of the gallery `morph play` opens
/// without a name): its semantics tree at the start, then, for each scripted step, while the
/// step's transition is in flight (0.1 s in) and once everything has settled, each with its audit,
/// in one text file per example in `__Snapshots__/ExampleSemanticsSnapshotTests/`. Every tree
/// passes the audit.
///
/// To re-record after a deliberate change, run
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter ExampleSemanticsSnapshotTests` (the run
/// fails, as recording always does), read the new files, then run again.
@Suite("Example semantics snapshots")
@MainActor
struct ExampleSemanticsSnapshotTests {
    /// The gallery `morph play` opens without a name, as an example: opening the signup form.
    static func gallery() -> Example {
        Example(name: "gallery", title: "Morph examples", summary: "The menu of every example.", size: ExampleGalleryNode.size) {
            let gallery = ExampleGalleryNode()
            return ExampleScene(root: gallery, steps: [
                TimelineStep("open the signup form") { gallery.show(Example.signupForm) },
            ])
        }
    }

    @Test("each example's semantics tree at its start, in flight and settled after each step, audited", arguments: Examples.all.map(\.name) + ["gallery"])
    func semantics(name: String) throws {
        let example = try #require(name == "gallery" ? Self.gallery() : Examples.named(name))
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let scene = try DisplayNode.withAnimator(animator) { try example.makeScene() }
        let root = scene.root
        root.frame = CGRect(origin: .zero, size: example.size)
        try root.layoutIfNeeded()
        clock.advance(by: 1)
        var sections: [String] = []
        func record(_ title: String, _ tree: SemanticsTree) {
            let issues = tree.audit()
            #expect(issues.isEmpty, "\(name), \(title): \(issues)")
            sections.append("== \(title)\n\(tree)\n" + (issues.isEmpty ? "audit: passed" : issues.map { "audit: \($0)" }.joined(separator: "\n")))
        }
        record("start", root.semanticsTree())
        for (index, step) in scene.steps.enumerated() {
            try DisplayNode.withAnimator(animator) { try step.perform() }
            clock.advance(by: 0.1)
            record("step \(index + 1), \(step.name): in flight", root.semanticsTree())
            clock.advance(by: 5)
            try root.layoutIfNeeded()
            record("step \(index + 1): settled", root.semanticsTree())
        }
        assertSnapshot(of: sections.joined(separator: "\n\n"), as: .lines, named: name)
    }
}
