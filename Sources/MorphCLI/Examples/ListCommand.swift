import ArgumentParser

/// `morph list`: the examples `morph render` knows.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the examples."
    )

    func run() async throws {
        await MainActor.run {
            ExampleRun(output: { print($0) }, errors: StandardError.writeLine).list()
        }
    }
}
