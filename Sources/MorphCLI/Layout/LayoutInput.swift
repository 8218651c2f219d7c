import Foundation

/// Where `morph layout` reads its cases from: a file, or standard input (`-`).
enum LayoutInput: Equatable {
    /// A file at this path.
    case file(String)
    /// Standard input.
    case standardInput

    /// `-` is standard input; anything else a path.
    init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// How errors about the input as a whole name it.
    var name: String {
        switch self {
        case .file(let path): path
        case .standardInput: "stdin"
        }
    }

    /// The input's bytes.
    ///
    /// - Parameter standardInput: reads standard input to its end (injected by tests).
    /// - Throws: ``LayoutCommandError/unreadableInput(path:reason:)`` for a missing file, a
    ///   folder, or a file that cannot be read.
    func read(standardInput: () -> Data) throws(LayoutCommandError) -> Data {
        guard case .file(let path) = self else { return standardInput() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadableInput(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw .unreadableInput(path: path, reason: "it is a directory")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .unreadableInput(path: path, reason: "permission denied")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableInput(path: path, reason: error.localizedDescription)
        }
    }
}
