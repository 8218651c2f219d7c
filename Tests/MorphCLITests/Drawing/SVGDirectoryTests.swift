import Foundation
import Testing
@testable import MorphCLI

@Suite("SVG file names")
struct SVGDirectoryTests {
    @Test("case names become portable file names")
    func sanitisedNames() {
        #expect(SVGDirectory.sanitised("YGFlexTest/flex_grow/ltr") == "YGFlexTest_flex_grow_ltr")
        #expect(SVGDirectory.sanitised("ASStackLayoutSpecSnapshotTests.testUnderflow") == "ASStackLayoutSpecSnapshotTests.testUnderflow")
        #expect(SVGDirectory.sanitised("case #3") == "case_3")
        #expect(SVGDirectory.sanitised("a -> b (subnodes)") == "a_-_b_subnodes_")
        #expect(SVGDirectory.sanitised("../../etc/passwd") == "_.._etc_passwd")
        #expect(SVGDirectory.sanitised("") == "case")
        #expect(SVGDirectory.sanitised("...") == "case")
        #expect(SVGDirectory.sanitised("été") == "_t_")
        #expect(SVGDirectory.sanitised(String(repeating: "x", count: 500)).count == 200)
    }

    @Test("two cases with the same name get different files, whatever the letter case")
    func uniqueNames() throws {
        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var directory = try SVGDirectory(path: folder.path)
        #expect(directory.uniqueFileName(for: "a/b") == "a_b.svg")
        #expect(directory.uniqueFileName(for: "a b") == "a_b-2.svg")
        #expect(directory.uniqueFileName(for: "A_B") == "A_B-3.svg")
        let file = try directory.write("<svg/>", caseName: "x")
        #expect(file.lastPathComponent == "x.svg")
        #expect(try String(contentsOf: file, encoding: .utf8) == "<svg/>")
    }
}
