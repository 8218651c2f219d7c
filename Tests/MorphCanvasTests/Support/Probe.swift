import Foundation

/// Reads videos back with `ffprobe`, to check what an exporter wrote.
enum Probe {
    struct VideoInfo: Equatable {
        var codec: String
        var width: Int
        var height: Int
        var frameCount: Int
    }

    /// The first video stream's codec, size and decoded frame count, or nil if ffprobe cannot
    /// read the file.
    static func video(_ url: URL) throws -> VideoInfo? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", url.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let fields = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",")
        guard fields.count == 4, let width = Int(fields[1]), let height = Int(fields[2]), let frames = Int(fields[3]) else { return nil }
        return VideoInfo(codec: String(fields[0]), width: width, height: height, frameCount: frames)
    }

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
