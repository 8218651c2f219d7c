import ArgumentParser
import Foundation
import Morph
import MorphExamples
import MorphWindow

/// `morph play [NAME]`: an example in a live window, with input.
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open an example in a window and use it: tap, type, drag. Without a name, a menu of every example.",
        discussion: """
            The window needs a display (an X server or Wayland; `Xvfb :99 &` and `DISPLAY=:99` \
            for a virtual one). Close it with its close button, Ctrl-C or SIGTERM; the command then \
            exits with status 0.
            """
    )

    @Argument(help: "The example's name (see `morph list`); a menu of every example without it.")
    var name: String?

    @Option(help: "Write the frame statistics (draw times, frame intervals, dropped frames) as JSON to this file when the window closes. Its folder must exist and be writable (checked before the window opens).")
    var frameStatistics: String?

    @OptionGroup(title: "Environment (each option overrides the desktop's setting)")
    var environment: EnvironmentOptions

    func validate() throws {
        if let name, Examples.named(name) == nil {
            throw ValidationError("unknown example \"\(name)\"; the examples are \(Examples.all.map(\.name).joined(separator: ", "))")
        }
        // Said now, not after the window closed and the run's statistics are lost.
        if let frameStatistics {
            do {
                try OutputFile(path: frameStatistics, creatableFolder: nil).checkWritable()
            } catch {
                throw ValidationError("--frame-statistics: \(error)")
            }
        }
    }

    func run() async throws {
        let (name, statisticsPath, environment) = (self.name, frameStatistics, self.environment)
        let status = await MainActor.run {
            ExamplePlayer(errors: StandardError.writeLine, environment: environment)
        }.play(name: name, statisticsPath: statisticsPath)
        if status != 0 { throw ExitCode(status) }
    }
}
