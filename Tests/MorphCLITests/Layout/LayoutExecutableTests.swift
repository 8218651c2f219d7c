import Foundation
import Testing
@testable import MorphCLI

/// The built `morph` executable: standard input, standard output and error, exit statuses.
@Suite("morph layout, the executable")
struct LayoutExecutableTests {
    @Test("a case piped into `morph layout -` prints its layout and exits 0")
    func standardInput() throws {
        let outcome = try LayoutRunner.runExecutable(["layout", "-"], standardInput: LayoutRunTests.textureCase)
        #expect(outcome.output == LayoutRunTests.textureResult + "\n")
        #expect(outcome.errors.isEmpty)
        #expect(outcome.status == 0)
    }

    @Test("a failing --check exits 1 with the count as the last line")
    func failingCheck() throws {
        let bad = #"{"id": "bad", "root": {"style": {"widht": 1}}}"#
        let outcome = try LayoutRunner.runExecutable(["layout", "--check", "-"], standardInput: "[\(LayoutRunTests.yogaCase), \(bad)]")
        #expect(outcome.output == "case \"bad\", $.root.style.widht: unknown key \"widht\"\n1 passed, 1 failed\n")
        #expect(outcome.status == 1)
    }

    @Test("bad input without --check: errors on standard error, exit 1, nothing crashes")
    func badInput() throws {
        let outcome = try LayoutRunner.runExecutable(["layout", "-"], standardInput: "{\"root\": ")
        #expect(outcome.output.isEmpty)
        #expect(outcome.errors.hasPrefix("case \"stdin\", $: invalid JSON ("))
        // The help says 2 when the input is not JSON; 1 is for cases that fail.
        #expect(outcome.status == 2)
        let failingCase = try LayoutRunner.runExecutable(["layout", "-"], standardInput: #"{"root": {"style": {"widht": 1}}}"#)
        #expect(failingCase.status == 1)
    }

    @Test("an unreadable file or an unusable SVG folder exits 2 with a message")
    func unusableFiles() throws {
        let missing = try LayoutRunner.runExecutable(["layout", "/nonexistent.json"])
        #expect(missing.errors == "morph layout: cannot read /nonexistent.json: no such file\n")
        #expect(missing.status == 2)

        let svg = try LayoutRunner.runExecutable(["layout", "--svg", "/dev/null/svg", "-"], standardInput: LayoutRunTests.yogaCase)
        #expect(svg.errors == "morph layout: cannot write SVG files into /dev/null/svg: /dev/null is not a directory\n")
        #expect(svg.output.isEmpty)
        #expect(svg.status == 2)
    }

    @Test("bad options are usage errors")
    func badOptions() throws {
        for arguments in [["layout", "--tolerance=-1", "-"], ["layout", "--tolerance", "-1", "-"], ["layout", "-", "--tolerance", "-1"]] {
            let outcome = try LayoutRunner.runExecutable(arguments)
            #expect(outcome.errors.contains("Error: --tolerance must be a finite number of points, 0 or more; got -1.0."), "\(arguments): \(outcome.errors)")
            #expect(!outcome.errors.contains("Missing value"), "\(arguments)")
            #expect(outcome.status == 64)
        }
        #expect(try LayoutRunner.runExecutable(["layout"]).status == 64)
    }

    @Test("morph --help lists the layout subcommand")
    func listedInHelp() throws {
        let outcome = try LayoutRunner.runExecutable(["--help"])
        #expect(outcome.output.contains("layout"))
        #expect(outcome.output.contains("Lay out trees described in JSON"))
        #expect(outcome.status == 0)
    }
}
