import Foundation

/// The fixture files of the test targets, found from this file's place in the repository, so a
/// fixture is read from one place whichever target reads it.
public enum FixtureFiles {
    /// The repository's `Tests` folder.
    public static let testsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MorphTestSupport
        .deletingLastPathComponent()  // Tests

    /// The file at `path` under `Tests/` (`MorphFlexTests/Fixtures/gentest.json`).
    public static func url(_ path: String) -> URL {
        testsDirectory.appendingPathComponent(path)
    }

    /// The contents of the file at `path` under `Tests/`.
    ///
    /// - Throws: Foundation's error when the file cannot be read (its message names the path).
    public static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }

    /// The file at `path` under `Tests/`, parsed as JSON.
    ///
    /// - Throws: Foundation's error when the file cannot be read, ``JSONSyntaxError`` when it is
    ///   not JSON.
    public static func json(_ path: String) throws -> JSONValue {
        try JSONValue(parsing: data(path))
    }
}
