import ArgumentParser

/// What `morph render` writes.
enum ExampleOutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// The self-contained HTML player.
    case html
    /// An SVG of one frame: the last (settled) one, or the one at `--time`.
    case svg
    /// An SVG filmstrip of evenly spaced frames.
    case filmstrip
    /// The plain-text timeline.
    case text

    /// The file extension of the format's output.
    var fileExtension: String {
        switch self {
        case .html: "html"
        case .svg: "svg"
        case .filmstrip: "filmstrip.svg"
        case .text: "txt"
        }
    }
}
