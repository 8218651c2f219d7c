import ArgumentParser

/// `morph list`: the examples `morph render` knows.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the examples."
    )

    mutating func run() throws {
        MainActor.assumeIsolated {
            ExampleRun(output: { print($0) }, errors: StandardError.writeLine).list()
        }
    }
}
