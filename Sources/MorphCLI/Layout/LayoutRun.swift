import Foundation
import MorphCases

/// What `morph layout` does once its arguments are parsed: read the input, lay out or check every
/// case through `LayoutCase`, write the results (and the SVG drawings), and decide the exit
/// status. Output goes through two line sinks, so tests run it without a process.
struct LayoutRun {
    /// The command's options.
    struct Options: Equatable {
        /// Compare with each case's `expected` instead of printing the layouts.
        var check = false
        /// Where to write one SVG per case, if anywhere.
        var svgDirectory: String?
        /// Where to write one PNG per case, if anywhere.
        var pngDirectory: String?
        /// Lay out the cases Yoga disables too.
        var includeDisabled = false
        /// The largest difference, in points, `--check` still counts as equal.
        var tolerance: CGFloat = 1e-3
    }

    /// The exit status of `morph layout`.
    enum ExitStatus: Int32 {
        /// Every case was laid out (and, with `--check`, matched its expectation).
        case success = 0
        /// At least one case could not be read or laid out, or (with `--check`) differed.
        case caseFailed = 1
        /// The input could not be read or is not JSON, or SVG files could not be written.
        case unusableFile = 2
    }

    /// The counts of a run.
    struct Summary: Equatable {
        /// Cases laid out (and, with `--check`, matching their expectations).
        var passed = 0
        /// Cases that could not be read or laid out, or (with `--check`) differed.
        var failed = 0
        /// Yoga cases marked `disabled`, skipped without `--include-disabled`.
        var skippedDisabled = 0
        /// Entries of other kinds than layout cases, skipped, by kind.
        var skippedKinds: [String: Int] = [:]
        /// SVG or PNG files that could not be written.
        var unwrittenDrawings = 0
        /// Whether the input as a whole is not JSON.
        var inputIsNotJSON = false

        /// The exit status these counts call for.
        var exitStatus: ExitStatus {
            if unwrittenDrawings > 0 || inputIsNotJSON { return .unusableFile }
            return failed > 0 ? .caseFailed : .success
        }
    }

    let options: Options
    /// Receives each line of standard output.
    let output: (String) -> Void
    /// Receives each line of standard error.
    let errors: (String) -> Void

    /// Runs the command on `input`: reads it, prepares the SVG folder, processes the cases.
    /// Problems with the input file or the SVG folder are reported on `errors` (exit status 2).
    ///
    /// - Parameters:
    ///   - input: the file (or `-`) and the options of the command line.
    ///   - standardInput: reads standard input to its end, for `-`.
    func run(_ input: LayoutInput, standardInput: () -> Data) -> ExitStatus {
        do {
            var drawings = try options.svgDirectory.map { (path: String) throws(LayoutCommandError) in try SVGDirectory(path: path) }
            var paintings = try options.pngDirectory.map { (path: String) throws(LayoutCommandError) in try SVGDirectory(path: path, format: .png) }
            let data = try input.read(standardInput: standardInput)
            return run(data, inputName: input.name, drawings: &drawings, paintings: &paintings).exitStatus
        } catch {
            errors("morph layout: \(error)")
            return .unusableFile
        }
    }

    /// Processes the cases of `data`: with `--check`, one line per failing case then
    /// `<N> passed, <M> failed`; without, the results as JSON (one object for a lone case, an
    /// array with one line per case — `null` where a case failed or was skipped — for an array).
    /// Bad cases and skipped entries are reported on `errors`.
    ///
    /// - Complexity: O(size of the input) plus the layouts.
    func run(_ data: Data, inputName: String, drawings: inout SVGDirectory?) -> Summary {
        var paintings: SVGDirectory?
        return run(data, inputName: inputName, drawings: &drawings, paintings: &paintings)
    }

    /// As ``run(_:inputName:drawings:)``, also painting each case as a PNG into `paintings`.
    func run(_ data: Data, inputName: String, drawings: inout SVGDirectory?, paintings: inout SVGDirectory?) -> Summary {
        let entries = LayoutCase.entries(in: data, inputName: inputName)
        let isArray = Self.isArray(data) && !entries.isInvalidDocument
        var summary = Summary()
        summary.inputIsNotJSON = entries.isInvalidDocument
        if !options.check, isArray { output("[") }
        for (index, entry) in entries.enumerated() {
            let json = process(entry, summary: &summary, drawings: &drawings, paintings: &paintings)
            if !options.check {
                if isArray {
                    output("  " + (json ?? "null") + (index < entries.count - 1 ? "," : ""))
                } else if let json {
                    output(json)
                }
            }
        }
        if !options.check, isArray { output("]") }
        reportSkipped(summary)
        if options.check {
            output("\(summary.passed) passed, \(summary.failed) failed")
        }
        return summary
    }

    /// Lays out or checks one entry, draws it, and counts it. Returns the result's JSON (for
    /// output without `--check`), or nil when there is none.
    private func process(_ entry: LayoutCaseEntry, summary: inout Summary, drawings: inout SVGDirectory?, paintings: inout SVGDirectory?) -> String? {
        let layoutCase: LayoutCase
        switch entry {
        case .invalid(let error):
            fail(error, summary: &summary)
            return nil
        case .otherKind(_, let kind):
            summary.skippedKinds[kind, default: 0] += 1
            return nil
        case .layoutCase(let found):
            layoutCase = found
        }
        if layoutCase.isDisabled, !options.includeDisabled {
            summary.skippedDisabled += 1
            return nil
        }
        var result: LayoutCaseResult?
        do {
            let difference = options.check ? try layoutCase.check(tolerance: options.tolerance) : nil
            if !options.check || drawings != nil || paintings != nil {
                result = try layoutCase.layout()
            }
            if let difference {
                output("case \(Self.quoted(layoutCase.name)): \(difference)")
                summary.failed += 1
            } else {
                summary.passed += 1
            }
        } catch {
            fail(error, summary: &summary)
            return nil
        }
        if let result, drawings != nil {
            draw(layoutCase, result, into: &drawings!, summary: &summary)
        }
        if let result, paintings != nil {
            paint(layoutCase, result, into: &paintings!, summary: &summary)
        }
        return options.check ? nil : result?.jsonText()
    }

    private func fail(_ error: LayoutCaseError, summary: inout Summary) {
        summary.failed += 1
        if options.check {
            output(error.description)
        } else {
            errors(error.description)
        }
    }

    private func draw(_ layoutCase: LayoutCase, _ result: LayoutCaseResult, into drawings: inout SVGDirectory, summary: inout Summary) {
        do {
            let svg = try LayoutCaseDrawing(layoutCase: layoutCase, result: result).svg()
            try drawings.write(svg, caseName: layoutCase.name)
        } catch {
            summary.unwrittenDrawings += 1
            errors("morph layout: case \(Self.quoted(layoutCase.name)): \(error)")
        }
    }

    private func paint(_ layoutCase: LayoutCase, _ result: LayoutCaseResult, into paintings: inout SVGDirectory, summary: inout Summary) {
        do {
            let png = try LayoutCasePainting.image(layoutCase: layoutCase, result: result).pngData()
            try paintings.write(png, caseName: layoutCase.name)
        } catch {
            summary.unwrittenDrawings += 1
            errors("morph layout: case \(Self.quoted(layoutCase.name)): \(error)")
        }
    }

    /// Says on `errors` what was skipped and why, so the counts add up.
    private func reportSkipped(_ summary: Summary) {
        if summary.skippedDisabled > 0 {
            let cases = summary.skippedDisabled == 1 ? "case" : "cases"
            errors("skipped \(summary.skippedDisabled) disabled \(cases) (Yoga skips them too; --include-disabled lays them out)")
        }
        if !summary.skippedKinds.isEmpty {
            let total = summary.skippedKinds.values.reduce(0, +)
            let kinds = summary.skippedKinds
                .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { "\($0.key) \($0.value)" }
                .joined(separator: ", ")
            let entries = total == 1 ? "entry" : "entries"
            errors("skipped \(total) \(entries) that are not layout cases (\(kinds))")
        }
    }

    /// Whether the input's first non-blank character opens an array.
    static func isArray(_ data: Data) -> Bool {
        for byte in data {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return byte == UInt8(ascii: "[")
            }
        }
        return false
    }

    /// A name in double quotes, as the case errors write it.
    static func quoted(_ name: String) -> String {
        "\"\(name)\""
    }
}

extension [LayoutCaseEntry] {
    /// Whether the input as a whole was refused as not JSON.
    fileprivate var isInvalidDocument: Bool {
        guard count == 1, case .invalid(let error) = self[0], case .invalidJSON = error.problem else { return false }
        return true
    }
}
