/// Why `morph layout` could not run at all (as opposed to a case failing): the input cannot be
/// read, or the SVG or PNG folder cannot be written. Exit status 2.
enum LayoutCommandError: Error, Equatable, CustomStringConvertible {
    /// The input file cannot be read.
    case unreadableInput(path: String, reason: String)
    /// The `--svg` folder cannot be created or written to.
    case unwritableSVGDirectory(path: String, reason: String)
    /// An SVG file cannot be written.
    case unwritableSVGFile(path: String, reason: String)
    /// The `--png` folder cannot be created or written to.
    case unwritablePNGDirectory(path: String, reason: String)
    /// A PNG file cannot be written, or its case cannot be painted.
    case unwritablePNGFile(path: String, reason: String)

    var description: String {
        switch self {
        case let .unreadableInput(path, reason):
            "cannot read \(path): \(reason)"
        case let .unwritableSVGDirectory(path, reason):
            "cannot write SVG files into \(path): \(reason)"
        case let .unwritableSVGFile(path, reason), let .unwritablePNGFile(path, reason):
            "cannot write \(path): \(reason)"
        case let .unwritablePNGDirectory(path, reason):
            "cannot write PNG files into \(path): \(reason)"
        }
    }
}
