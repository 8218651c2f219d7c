import Foundation
import MorphCanvas

/// Compares two raster images pixel by pixel and draws what differs.
struct ImageComparison {
    /// Pixels whose largest channel difference exceeds the tolerance.
    var differingPixelCount = 0
    /// The largest channel difference found, and where.
    var largestDifference = 0
    var largestAt = (x: 0, y: 0)

    /// Compares `snapshot` with `reference` (same size), counting pixels whose R, G, B or A
    /// differ by more than `tolerance`.
    init(reference: RasterImage, snapshot: RasterImage, tolerance: UInt8) {
        reference.bytes.withUnsafeBufferPointer { lhs in
            snapshot.bytes.withUnsafeBufferPointer { rhs in
                for pixel in 0..<(reference.width * reference.height) {
                    let offset = pixel * 4
                    var difference = 0
                    for channel in 0..<4 {
                        difference = max(difference, abs(Int(lhs[offset + channel]) - Int(rhs[offset + channel])))
                    }
                    if difference > Int(tolerance) { differingPixelCount += 1 }
                    if difference > largestDifference {
                        largestDifference = difference
                        largestAt = (pixel % reference.width, pixel / reference.width)
                    }
                }
            }
        }
    }

    /// An image of the differences: the reference in faded grey, and every pixel that differs by
    /// more than `tolerance` in red (brighter for larger differences).
    static func differenceImage(reference: RasterImage, snapshot: RasterImage, tolerance: UInt8) -> RasterImage? {
        var bytes = [UInt8](repeating: 0, count: reference.bytes.count)
        for pixel in 0..<(reference.width * reference.height) {
            let offset = pixel * 4
            var difference = 0
            for channel in 0..<4 {
                difference = max(difference, abs(Int(reference.bytes[offset + channel]) - Int(snapshot.bytes[offset + channel])))
            }
            if difference > Int(tolerance) {
                bytes[offset] = UInt8(min(255, 128 + difference))
                bytes[offset + 3] = 255
            } else {
                let alpha = Int(reference.bytes[offset + 3])
                let luminance = (Int(reference.bytes[offset]) * 2 + Int(reference.bytes[offset + 1]) * 5 + Int(reference.bytes[offset + 2])) / 8
                let grey = UInt8(255 - (255 - luminance) * alpha / 255 / 4)
                bytes[offset] = grey
                bytes[offset + 1] = grey
                bytes[offset + 2] = grey
                bytes[offset + 3] = 255
            }
        }
        return try? RasterImage(width: reference.width, height: reference.height, scale: reference.scale, bytes: bytes)
    }

    /// Writes `image` into the snapshot artifacts folder (`SNAPSHOT_ARTIFACTS`, else the temporary
    /// folder) and returns its path, or nil if it cannot be written.
    static func writeArtifact(_ image: RasterImage, named name: String) -> String? {
        let folder = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
            isDirectory: true
        ).appendingPathComponent("morph-snapshot-diffs", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8)).png")
            try image.writePNG(to: url)
            return url.path
        } catch {
            return nil
        }
    }
}
