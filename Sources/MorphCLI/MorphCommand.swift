import ArgumentParser

/// The `morph` command-line tool.
@main
struct MorphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "morph",
        abstract: "Lay out trees of nodes and animate between their layouts.",
        version: MorphVersion.current
    )

    mutating func run() throws {
        print("morph \(MorphVersion.current)")
    }
}
