import Foundation
import Testing
@testable import MorphCLI

@Suite("morph layout --svg")
struct LayoutSVGTests {
    @Test("one SVG per laid-out case, named after the case, with colours and labels")
    func writesOneSVGPerCase() throws {
        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFolder = folder.appendingPathComponent("drawings/nested")
        let bad = #"{"id": "bad", "root": {"style": {"widht": 1}}}"#
        let json = "[\(LayoutRunTests.textureCase), \(LayoutRunTests.yogaCase), \(bad), \(LayoutRunTests.yogaCase)]"
        let outcome = LayoutRunner.run(json: json, options: .init(svgDirectory: svgFolder.path))
        #expect(outcome.status == .caseFailed)  // the bad case; the others are drawn

        let files = try FileManager.default.contentsOfDirectory(atPath: svgFolder.path).sorted()
        #expect(files == ["row-2.svg", "row.svg", "two_boxes.svg"])

        let texture = try String(contentsOf: svgFolder.appendingPathComponent("two_boxes.svg"), encoding: .utf8)
        #expect(texture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(texture.contains(#"<g data-node-id="node:a" data-name="a" transform="translate(8 24)">"#))
        #expect(texture.contains(##"fill="#ff0000""##))  // a is red
        #expect(texture.contains(#"<g data-node-id="node:b" data-name="b" transform="translate(58 24)">"#))
        #expect(texture.contains(##"fill="#0000ff""##))  // b is blue
        #expect(texture.contains(">a</text>"))
        #expect(texture.contains(">b</text>"))
        #expect(texture.contains(">two boxes</text>"))

        let yoga = try String(contentsOf: svgFolder.appendingPathComponent("row.svg"), encoding: .utf8)
        // Children are nested in their parent's group, at their offsets from it.
        #expect(yoga.contains(#"<g data-node-id="node:root" data-name="root" transform="translate(8 24)">"#))
        #expect(yoga.contains(#"    <g data-node-id="node:b" data-name="b" transform="translate(70 0)">"#))
        #expect(yoga.contains(">root_child0</text>") == false)
        #expect(yoga.contains(">b</text>"))
    }

    @Test("--check --svg draws every checked case, failing ones included")
    func drawsWithCheck() throws {
        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrong = LayoutRunTests.yogaCase.replacingOccurrences(of: #""id": "row""#, with: #""id": "YGTest/wrong/ltr""#)
            .replacingOccurrences(of: #""left": 70, "top": 0, "width": 30"#, with: #""left": 71, "top": 0, "width": 30"#)
        let outcome = LayoutRunner.run(json: "[\(LayoutRunTests.textureCase), \(wrong)]", options: .init(check: true, svgDirectory: folder.path))
        #expect(outcome.output.last == "1 passed, 1 failed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["YGTest_wrong_ltr.svg", "two_boxes.svg"])
    }

    @Test("an SVG folder that cannot be made is a clear message and exit status 2, before any case runs")
    func unwritableFolder() throws {
        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)

        let intoFile = LayoutRunner.run(json: LayoutRunTests.textureCase, options: .init(svgDirectory: file.path))
        #expect(intoFile.errors == ["morph layout: cannot write SVG files into \(file.path): it exists and is not a directory"])
        #expect(intoFile.output.isEmpty)
        #expect(intoFile.status == .unusableFile)

        let below = file.appendingPathComponent("svg").path
        let belowFile = LayoutRunner.run(json: LayoutRunTests.textureCase, options: .init(check: true, svgDirectory: below))
        #expect(belowFile.errors == ["morph layout: cannot write SVG files into \(below): \(file.path) is not a directory"])
        #expect(belowFile.output.isEmpty)
        #expect(belowFile.status == .unusableFile)
    }
}
