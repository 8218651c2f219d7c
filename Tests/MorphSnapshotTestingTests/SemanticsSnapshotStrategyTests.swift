import Foundation
import Morph
import MorphSnapshotTesting
import SnapshotTesting
import Testing

/// The semantics strategies: what assistive technology sees, as text.
@Suite("Semantics snapshot strategies")
@MainActor
struct SemanticsSnapshotStrategyTests {
    /// A 200×40 row with a labelled field and a button fading in, on its own manual clock.
    static func scene() throws -> (row: DisplayNode, button: ButtonNode, clock: ManualClock) {
        let clock = ManualClock()
        return try DisplayNode.withAnimator(Animator(clock: clock)) {
            let field = EditableTextNode(placeholder: "Name")
            field.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
            let button = ButtonNode(title: "Go")
            button.frame = CGRect(x: 130, y: 0, width: 60, height: 40)
            let row = DisplayNode()
            row.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            try row.addSubnode(field)
            try row.addSubnode(button)
            return (row, button, clock)
        }
    }

    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-semantics-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("a node's semantics is its tree's text and audit; a recorded snapshot matches, a change fails")
    func node() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (row, button, _) = try Self.scene()
        let recorded = verifySnapshot(of: row, as: .semantics(), named: "row", record: .all, snapshotDirectory: folder)
        #expect(recorded?.contains("Record mode is on") == true)
        let text = try String(contentsOfFile: folder + "/node.row.txt", encoding: .utf8)
        #expect(text == """
            textField "Name" value="" caret=0 placeholder="Name" frame=(0, 0, 120, 40) focusable editable actions=[activate]
            button "Go" frame=(130, 0, 60, 40) focusable actions=[activate]
            audit: passed
            """)
        #expect(verifySnapshot(of: row, as: .semantics(), named: "row", record: .never, snapshotDirectory: folder) == nil)
        button.title = ""
        let failure = verifySnapshot(of: row, as: .semantics(), named: "row", record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("has no name") == true, "the audit's line shows in the difference: \(failure ?? "nil")")
    }

    @Test("at a time of a manual clock: a node fading in is in the tree, where it is at that moment")
    func atTime() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (row, button, clock) = try Self.scene()
        withAnimation(.curve(.linear, duration: 1)) { button.frame = CGRect(x: 130, y: 100, width: 60, height: 40) }
        _ = verifySnapshot(of: row, as: .semantics(at: 0.5, on: clock, audited: false), named: "middle", record: .all, snapshotDirectory: folder)
        let text = try String(contentsOfFile: folder + "/atTime.middle.txt", encoding: .utf8)
        #expect(text.contains(#"button "Go" frame=(130, 50, 60, 40)"#))
        #expect(!text.contains("audit"))
        #expect(clock.now == 0.5)
    }

    @Test("a tree value snapshots the same way")
    func tree() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let image = DisplayNode.withAnimator(Animator(clock: ManualClock())) { ImageNode(size: CGSize(width: 10, height: 10)) }
        _ = verifySnapshot(of: image.semanticsTree(), as: .semantics(), named: "image", record: .all, snapshotDirectory: folder)
        let text = try String(contentsOfFile: folder + "/tree.image.txt", encoding: .utf8)
        #expect(text.hasPrefix("image frame=(0, 0, 0, 0)\naudit: image at (0, 0, 0, 0) has no label"))
    }
}
