import ArgumentParser

/// The `morph` command-line tool. Each task is a subcommand listed in ``configuration``
/// (`morph layout`, `morph list`, `morph render`, `morph play`); `morph` alone renders every
/// example into `./morph-out/`, headless, and prints a table of what happened in each.
@main
struct MorphCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "morph",
        abstract: "Lay out trees of nodes and animate between their layouts. With no arguments, render every example into ./morph-out/.",
        version: MorphVersion.current,
        subcommands: [ListCommand.self, RenderCommand.self, LayoutCommand.self, PlayCommand.self]
    )

    // An async command's run() is called off the main actor: the work hops onto it.
    func run() async throws {
        let interrupted = InterruptedRun()
        let status = await Self.renderAll(interrupted: interrupted)
        if let signalled = interrupted.exitStatus { throw ExitCode(signalled) }
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// Every example into ``ExampleRun/defaultFolder``, on the main actor, with the signals
    /// `interrupted` handles.
    @MainActor
    private static func renderAll(interrupted: InterruptedRun) async -> ExampleRun.ExitStatus {
        var run = ExampleRun(output: { print($0) }, errors: StandardError.writeLine)
        run.videoCancellation = interrupted.cancellation
        let configured = run
        return await interrupted.handlingSignals { await configured.renderAll(into: ExampleRun.defaultFolder) }
    }
}
