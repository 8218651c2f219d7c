import Foundation

/// The files in `Sources/MorphExamples/Resources` (photos; `SOURCES.md` there says where each
/// comes from), found without `Bundle.module`, whose accessor stops the process when its bundle is
/// missing (a `morph` binary copied without its resource folder).
///
/// Looked for, in order: the resource bundle SwiftPM puts next to the running executable (the
/// `morph` tool, a test runner), then the source folder itself (a checkout). When neither holds
/// the file, the URL inside the first is returned, and decoding it fails with a typed
/// `ImageError` naming that path.
enum ExampleResources {
    /// The name SwiftPM gives the target's resource bundle.
    static let bundleName = "Morph_MorphExamples.resources"

    /// The folders that may hold the resources, most likely first.
    static let folders: [URL] = {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent().appendingPathComponent(bundleName).appendingPathComponent("Resources"))
        }
        folders.append(Bundle.main.bundleURL.appendingPathComponent(bundleName).appendingPathComponent("Resources"))
        folders.append(
            URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent()  // Internal
                .deletingLastPathComponent()  // MorphExamples
                .appendingPathComponent("Resources")
        )
        return folders
    }()

    /// The URL of the resource at `relativePath` (`"photos/rocket.jpg"`).
    ///
    /// - Complexity: one file-existence check per candidate folder.
    static func url(_ relativePath: String) -> URL {
        let candidates = folders.map { $0.appendingPathComponent(relativePath) }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }
}
