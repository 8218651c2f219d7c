import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM while `morph` writes a video — an MP4 through ffmpeg, or the main job's GIFs, encoded
/// in process: the partial file goes, ffmpeg goes, the exit status says which signal ended the
/// run.
@Suite("morph interrupted while rendering")
struct RenderInterruptTests {
    /// The processes whose parent is `parent` and whose command is `command`, from /proc.
    static func children(of parent: Int32, named command: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let pid = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { return nil }
            let name = stat[stat.index(after: open)..<close]
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard name == command, fields.count > 2, Int32(fields[1]) == parent else { return nil }
            return pid
        }
    }

    /// Whether process `pid` still runs `command` (not gone, not a zombie).
    static func isRunning(_ pid: Int32, _ command: String) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return stat.contains("(\(command))") && !stat.contains(") Z ")
    }

    /// Waits (as long as a loaded machine needs) until `morph` (process `pid`) is encoding a video
    /// — its hidden partial file exists in `folder` (a GIF's, when `gifOnly`) and, when
    /// `throughFFmpeg`, its ffmpeg runs — then sends it SIGTERM; returns whether it did, and the
    /// ffmpeg processes seen.
    ///
    /// The watch runs on a thread of its own, not in a task: in a full test run the cooperative
    /// pool's two threads can be busy for longer than a whole render takes, and a task polling
    /// there would wake to find `morph` already done.
    static func terminateOnceEncoding(_ pid: Int32, writingInto folder: URL, throughFFmpeg: Bool) async -> (terminated: Bool, encoders: [Int32]) {
        await withCheckedContinuation { (continuation: CheckedContinuation<(terminated: Bool, encoders: [Int32]), Never>) in
            let path = folder.path
            Thread.detachNewThread {
                var encoders: [Int32] = []
                var terminated = false
                let deadline = Date().addingTimeInterval(480)
                while Date() < deadline, isRunning(pid, "morph") {
                    let partial = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).contains {
                        $0.hasSuffix(".partial") && (throughFFmpeg || $0.contains(".gif."))
                    }
                    encoders = children(of: pid, named: "ffmpeg")
                    if partial, !throughFFmpeg || !encoders.isEmpty {
                        kill(pid, SIGTERM)
                        terminated = true
                        break
                    }
                    encoders = []
                    usleep(2_000)
                }
                continuation.resume(returning: (terminated, encoders))
            }
        }
    }

    @Test("SIGTERM during an MP4 render or the main job's GIFs removes the partial file, ends ffmpeg and exits 143", .timeLimit(.minutes(10)), arguments: [
        ["render", "photo-grid", "--format", "mp4", "--scale", "2", "--out", "photo-grid.mp4"],
        [],
    ])
    func sigterm(arguments: [String]) async throws {
        let morph = try #require(LayoutRunner.executable, "the morph executable was not built")
        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = morph
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let output = arguments.isEmpty ? folder.appendingPathComponent("morph-out") : folder
        // The MP4 goes through ffmpeg; the main job's GIFs are encoded by giflib in process.
        let throughFFmpeg = !arguments.isEmpty

        let (terminated, encoders) = await Self.terminateOnceEncoding(process.processIdentifier, writingInto: output, throughFFmpeg: throughFFmpeg)
        try #require(terminated, "no video was seen being encoded (morph running: \(process.isRunning))")
        if throughFFmpeg { try #require(!encoders.isEmpty, "no ffmpeg was seen encoding") }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 143, "\(process.terminationReason) \(process.terminationStatus)")
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).filter { $0.hasSuffix(".partial") || $0.hasSuffix(".mp4") }
        #expect(left.isEmpty, "left behind: \(left)")
        for encoder in encoders {
            #expect(!Self.isRunning(encoder, "ffmpeg"), "ffmpeg \(encoder) outlived morph")
        }
    }
}
