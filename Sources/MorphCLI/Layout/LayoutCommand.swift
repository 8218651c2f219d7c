import ArgumentParser
import Foundation

/// `morph layout`: lays out trees described in JSON — Texture spec cases and Yoga cases — and
/// prints their layouts, or checks them against their expected frames.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out trees described in JSON and print their layouts, or check them against their expected frames.",
        discussion: """
            The input is one case (a JSON object) or an array of cases, in either format; the \
            format is recognised per case from its keys.

            Texture spec cases (setup.spec, setup.sizeRange, setup.screenScale) are laid out with \
            the layout specs. Result: {"size": [w, h], "frames": [{"id": …, "frame": [x, y, w, h]}, …]}, \
            the host size and the flattened frames by node id, in order.

            Yoga cases (config, direction, availableWidth, availableHeight, root) are laid out with \
            the flexbox engine. Result: the nested tree of {"id", "left", "top", "width", "height", \
            "children"}.

            Output: one JSON result per case, in the shape of the case's "expected": the result \
            itself for a lone case; for an array, an array with one result per line and null where \
            a case failed or was skipped. Errors go to standard error.

            Bad input (invalid JSON, an unknown spec type or style key, a wrong value type, a \
            missing field) is reported with the case's name and the JSON path of the bad field; \
            that case fails and the others still run.

            Skipped, counted neither as passed nor as failed, with a note on standard error: Yoga \
            cases marked "disabled": true (unless --include-disabled), and entries that are cases \
            of neither format and whose "kind" is not a layout kind (the diff, flatten, size-range, \
            … entries of Texture's fixture file).

            Exit status: 0 when every case was laid out (and passed --check), 1 when a case \
            failed, 2 when the input cannot be read or is not JSON, or the SVG or PNG files cannot \
            be written.
            """
    )

    @Argument(help: ArgumentHelp("A JSON file holding one case or an array of cases, or - for standard input.", valueName: "file"))
    var input: String

    @Flag(help: ArgumentHelp(
        "Compare each layout with the case's \"expected\" instead of printing it.",
        discussion: "Prints one line per failing case (its name and the first node that differs, with both values, or the error), then \"<N> passed, <M> failed\" as the last line. A case without \"expected\" fails."
    ))
    var check = false

    // Parsed unconditionally so `--tolerance -1` reaches validate() and gets its message.
    @Option(parsing: .unconditional, help: ArgumentHelp("The largest difference, in points, that --check counts as equal.", valueName: "points"))
    var tolerance: Double = 1e-3

    @Option(name: .customLong("svg"), help: ArgumentHelp(
        "Also write one SVG per case into this folder (created if needed), named after the case: its boxes in the case's node colours, with their ids as labels.",
        valueName: "dir"
    ), completion: .directory)
    var svgDirectory: String?

    @Option(name: .customLong("png"), help: ArgumentHelp(
        "Also write one PNG per case into this folder (created if needed), named as --svg names them: a Texture case at its screen scale, the host's size on a transparent background, each node filled with its colour in flattened order, nothing else drawn (Texture's reference images are painted so).",
        valueName: "dir"
    ), completion: .directory)
    var pngDirectory: String?

    @Flag(help: "Also lay out the Yoga cases marked \"disabled\" (skipped by default, as Yoga skips them).")
    var includeDisabled = false

    func validate() throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ValidationError("--tolerance must be a finite number of points, 0 or more; got \(tolerance).")
        }
    }

    /// The options as ``LayoutRun`` takes them.
    var options: LayoutRun.Options {
        LayoutRun.Options(check: check, svgDirectory: svgDirectory, pngDirectory: pngDirectory, includeDisabled: includeDisabled, tolerance: CGFloat(tolerance))
    }

    func run() throws {
        let run = LayoutRun(options: options, output: { print($0) }, errors: StandardError.writeLine)
        let status = run.run(LayoutInput(argument: input)) {
            FileHandle.standardInput.readDataToEndOfFile()
        }
        if status != .success {
            throw ExitCode(status.rawValue)
        }
    }
}
