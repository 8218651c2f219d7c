/// Why `morph layout` could not run at all (as opposed to a case failing): the input cannot be
/// read, or the SVG folder cannot be written. Exit status 2.
enum LayoutCommandError: Error, Equatable, CustomStringConvertible {
    /// The input file cannot be read.
    case unreadableInput(path: String, reason: String)
    /// The `--svg` folder cannot be created or written to.
    case unwritableSVGDirectory(path: String, reason: String)
    /// An SVG file cannot be written.
    case unwritableSVGFile(path: String, reason: String)

    var description: String {
        switch self {
        case let .unreadableInput(path, reason):
            "cannot read \(path): \(reason)"
        case let .unwritableSVGDirectory(path, reason):
            "cannot write SVG files into \(path): \(reason)"
        case let .unwritableSVGFile(path, reason):
            "cannot write \(path): \(reason)"
        }
    }
}
