import ArgumentParser

/// The `morph` command-line tool. Each task is a subcommand listed in ``configuration``
/// (`morph layout`, …); `morph` alone does its own thing, independently of them.
@main
struct MorphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "morph",
        abstract: "Lay out trees of nodes and animate between their layouts.",
        version: MorphVersion.current,
        subcommands: [LayoutCommand.self]
    )

    mutating func run() throws {
        print("morph \(MorphVersion.current)")
    }
}
