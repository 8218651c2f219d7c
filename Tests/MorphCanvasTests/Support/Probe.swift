import Foundation

/// Temporary folders for the canvas tests (videos are read back with MorphTestSupport's
/// `VideoProbe`).
enum Probe {
    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-canvas-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The names of the files in `folder`.
    static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
