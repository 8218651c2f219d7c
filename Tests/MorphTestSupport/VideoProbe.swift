import Foundation

/// Reads videos back with `ffprobe`, to check what an exporter or `morph render` wrote.
public enum VideoProbe {
    /// What ffprobe reports of a file's first video stream.
    public struct Info: Equatable, Sendable {
        /// The codec's name (`gif`, `h264`).
        public var codec: String
        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int
        /// The number of frames decoded.
        public var frameCount: Int

        /// Info with these values.
        public init(codec: String, width: Int, height: Int, frameCount: Int) {
            self.codec = codec
            self.width = width
            self.height = height
            self.frameCount = frameCount
        }
    }

    /// The first video stream's codec, size and decoded frame count, or nil if ffprobe cannot
    /// read the file.
    public static func video(_ url: URL) throws -> Info? {
        guard let data = try output(of: [
            "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", url.path,
        ]) else { return nil }
        let fields = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",")
        guard fields.count == 4, let width = Int(fields[1]), let height = Int(fields[2]), let frames = Int(fields[3]) else { return nil }
        return Info(codec: String(fields[0]), width: width, height: height, frameCount: frames)
    }

    /// How long each frame of the first video stream shows, in seconds (a GIF's frame delays), or
    /// nil if ffprobe cannot read the file.
    public static func frameDurations(_ url: URL) throws -> [Double]? {
        guard let data = try output(of: ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "frame=pkt_duration_time", "-of", "csv=p=0", url.path]) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        let durations = lines.compactMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: ", "))) }
        return durations.count == lines.count ? durations : nil
    }

    /// What the tool `arguments` names (found on `PATH`) prints on standard output, or nil when it
    /// exits with a failure; its standard error is discarded.
    public static func output(of arguments: [String]) throws -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
