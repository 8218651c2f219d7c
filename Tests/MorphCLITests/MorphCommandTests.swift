import ArgumentParser
import Testing
@testable import MorphCLI

@Suite("morph command")
struct MorphCommandTests {
    @Test("--version prints the package version")
    func versionIsConfigured() {
        #expect(MorphCommand.configuration.version == MorphVersion.current)
        #expect(MorphCommand.configuration.commandName == "morph")
    }

    @Test("layout is a subcommand of morph")
    func layoutIsASubcommand() throws {
        #expect(MorphCommand.configuration.subcommands.contains { $0 == LayoutCommand.self })
        let command = try MorphCommand.parseAsRoot(["layout", "cases.json"])
        let layout = try #require(command as? LayoutCommand)
        #expect(layout.input == "cases.json")
        #expect(layout.options == LayoutRun.Options())
    }

    @Test("layout's options reach the run")
    func layoutOptions() throws {
        let command = try MorphCommand.parseAsRoot(["layout", "-", "--check", "--svg", "out", "--include-disabled", "--tolerance", "0.5"])
        let layout = try #require(command as? LayoutCommand)
        #expect(LayoutInput(argument: layout.input) == .standardInput)
        #expect(layout.options == LayoutRun.Options(check: true, svgDirectory: "out", includeDisabled: true, tolerance: 0.5))
    }

    @Test("a negative or non-finite tolerance is a usage error")
    func badTolerance() {
        for value in ["-1", "nan", "inf"] {
            do {
                _ = try MorphCommand.parseAsRoot(["layout", "-", "--tolerance=\(value)"])
                Issue.record("--tolerance=\(value) was accepted")
            } catch {
                #expect(MorphCommand.message(for: error).contains("--tolerance must be a finite number of points"), "\(value)")
                #expect(MorphCommand.exitCode(for: error) == .validationFailure)
            }
        }
    }

    @Test("layout's help explains the formats, the output, disabled cases and the exit statuses")
    func layoutHelp() {
        let help = MorphCommand.helpMessage(for: LayoutCommand.self)
        for phrase in ["setup.spec", "availableWidth", "--check", "--svg <dir>", "--include-disabled", "\"disabled\": true", "Exit status", "standard input"] {
            #expect(help.contains(phrase), "help lacks \(phrase)")
        }
    }
}
