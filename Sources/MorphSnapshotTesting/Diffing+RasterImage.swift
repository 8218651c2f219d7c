import Foundation
import MorphCanvas
import SnapshotTesting

extension Diffing where Value == RasterImage {
    /// Raster images stored as PNG files and compared pixel by pixel.
    ///
    /// Two images match when they have the same pixel size and at most `differingPixelFraction` of
    /// their pixels have a red, green, blue or alpha value that differs by more than
    /// `perPixelTolerance` (0…255). On a mismatch the failure message says how many pixels differ,
    /// by how much at most and where, and gives the path of a **difference image** — the reference
    /// faded to grey with every differing pixel in red — written to the snapshot artifacts folder
    /// (`SNAPSHOT_ARTIFACTS`, else the temporary folder; swift-snapshot-testing writes the failing
    /// snapshot itself there too).
    ///
    /// A reference file that is not a readable PNG never matches; the message says so.
    ///
    /// - Parameters:
    ///   - perPixelTolerance: the largest channel difference that still counts as equal; 0 (every
    ///     pixel exactly equal) by default.
    ///   - differingPixelFraction: the share of pixels, 0…1, that may differ beyond the tolerance;
    ///     0 by default.
    public static func rasterImage(perPixelTolerance: UInt8 = 0, differingPixelFraction: Double = 0) -> Diffing {
        let allowedFraction = differingPixelFraction.isFinite ? min(max(differingPixelFraction, 0), 1) : 0
        return .diff(
            toData: { image in
                if let message = image.failureMessage { return Data("not an image: \(message)".utf8) }
                return (try? image.pngData()) ?? Data()
            },
            fromData: { data in
                do {
                    return try RasterImage(pngData: data)
                } catch {
                    return .failure("the reference file is not a readable PNG (\(error))")
                }
            },
            diffV2: { reference, snapshot in
                if let message = snapshot.failureMessage { return ("The snapshot could not be drawn: \(message)", []) }
                if let message = reference.failureMessage { return (message, []) }
                guard reference.width == snapshot.width, reference.height == snapshot.height else {
                    return ("The snapshot is \(snapshot.width)×\(snapshot.height) pixels, the reference \(reference.width)×\(reference.height).", [])
                }
                if reference.bytes == snapshot.bytes { return nil }
                let comparison = ImageComparison(reference: reference, snapshot: snapshot, tolerance: perPixelTolerance)
                let total = reference.width * reference.height
                guard Double(comparison.differingPixelCount) > allowedFraction * Double(total) else { return nil }
                let (x, y) = comparison.largestAt
                var message = """
                    \(comparison.differingPixelCount) of \(total) pixels differ by more than \(perPixelTolerance) \
                    (allowed: \(Int(allowedFraction * Double(total)))); the largest difference is \(comparison.largestDifference) \
                    at (\(x), \(y)): reference \(reference.pixel(x: x, y: y)!), snapshot \(snapshot.pixel(x: x, y: y)!).
                    """
                var attachments: [DiffAttachment] = []
                if let difference = ImageComparison.differenceImage(reference: reference, snapshot: snapshot, tolerance: perPixelTolerance) {
                    if let path = ImageComparison.writeArtifact(difference, named: "difference") {
                        message += "\nDifference image (differing pixels in red): \(path)"
                    }
                    if let data = try? difference.pngData() {
                        attachments.append(.data(data, name: "difference.png"))
                    }
                }
                return (message, attachments)
            }
        )
    }
}
