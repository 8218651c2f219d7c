import Foundation
@testable import MorphImage
import Testing

/// Why decoding `data` in memory fails (nil when it decodes); such an error names no file.
func decodingFailure(_ data: Data, maximumPixelCount: Int = DecodedImage.defaultMaximumPixelCount) -> ImageError.Reason? {
    do {
        _ = try DecodedImage(data: data, maximumPixelCount: maximumPixelCount)
        return nil
    } catch {
        #expect(error.path == nil)
        return error.reason
    }
}
