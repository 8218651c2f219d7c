import Foundation

/// The process's standard error, for messages that must not mix with the JSON on standard output.
enum StandardError {
    /// Writes `line` and a line feed.
    static func writeLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
