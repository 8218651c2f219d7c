import Testing
@testable import MorphCLI

@Suite("morph command")
struct MorphCommandTests {
    @Test("--version prints the package version")
    func versionIsConfigured() {
        #expect(MorphCommand.configuration.version == MorphVersion.current)
        #expect(MorphCommand.configuration.commandName == "morph")
    }
}
