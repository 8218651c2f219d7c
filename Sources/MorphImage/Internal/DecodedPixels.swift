/// A decoder's output: premultiplied ARGB32 pixels, rows top to bottom.
struct DecodedPixels: Sendable {
    var width: Int
    var height: Int
    var pixels: [UInt32]

    /// Checks a header's size against ``DecodedImage/maximumDimension`` and `maximumPixelCount`
    /// before anything is allocated.
    static func checkSize(width: Int, height: Int, maximumPixelCount: Int) throws(ImageError) {
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, width <= DecodedImage.maximumDimension, height <= DecodedImage.maximumDimension,
              !overflow, count <= maximumPixelCount
        else {
            throw ImageError(path: nil, reason: .tooLarge(width: width, height: height, maximumPixelCount: maximumPixelCount))
        }
    }
}
