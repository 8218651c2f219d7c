import Foundation
import Testing
import MorphExamples

/// Every example's text timeline (every 6th frame at 60 fps, and the last) against the file
/// `SnapshotFiles/<name>.txt` in this test target. The manual clock makes the timelines deterministic.
///
/// To re-record after a deliberate change, run
/// `MORPH_RECORD_SNAPSHOTS=1 swift test --filter ExampleSnapshotTests` (each recorded snapshot is
/// reported as a failure, so a recording run is never green), review the diff, and run again
/// without the variable.
@Suite("Example snapshots")
@MainActor
struct ExampleSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Snapshots
        .deletingLastPathComponent()  // MorphExamplesTests
        .appendingPathComponent("SnapshotFiles")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["MORPH_RECORD_SNAPSHOTS"] == "1" }

    @Test("each example's text timeline is its snapshot", arguments: Examples.all.map(\.name))
    func snapshot(name: String) throws {
        let example = try #require(Examples.named(name))
        let text = TextTimelineRenderer(frameStride: 6).render(try example.sample())
        let file = Self.directory.appendingPathComponent("\(name).txt")
        if Self.isRecording {
            // Recording never passes: a run that only wrote the files compared nothing.
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.lastPathComponent) (MORPH_RECORD_SNAPSHOTS=1); review the diff, then run again without it")
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot \(file.lastPathComponent); record it with MORPH_RECORD_SNAPSHOTS=1")
            return
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = (0..<max(lines.count, expectedLines.count)).first { index in
            index >= lines.count || index >= expectedLines.count || lines[index] != expectedLines[index]
        }
        if let index = firstDifference {
            Issue.record("""
                \(name) differs from its snapshot at line \(index + 1):
                  snapshot: \(index < expectedLines.count ? String(expectedLines[index]) : "(end)")
                  now:      \(index < lines.count ? String(lines[index]) : "(end)")
                """)
        }
    }

    @Test("every example has a snapshot file and no snapshot is left over")
    func snapshotFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".txt") }
            .map { String($0.dropLast(4)) }
        #expect(Set(files) == Set(Examples.all.map(\.name)))
    }
}
