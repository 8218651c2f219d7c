import CPixelLoops
import Foundation

/// A Gaussian blur of 8-bit planes, as browsers blur: for a standard deviation σ of 2 pixels or
/// more, three successive box blurs whose width `d = ⌊σ · 3·√(2π) / 4 + 0.5⌋` the SVG and Filter
/// Effects specifications give for `feGaussianBlur` (Skia, and so Chromium, blur this way on the
/// CPU), which is within a few percent of the Gaussian; below 2 pixels, the exact Gaussian kernel,
/// `⌈3σ⌉` pixels on each side. Each axis is blurred on its own (the Gaussian is separable).
///
/// A box of odd width is centred on the pixel. A box of even width `d` cannot be: the first pass
/// reaches `d/2` pixels left and `d/2 − 1` right, the second the other way round, and the third
/// is `d + 1` wide and centred (the specification's rule), so the result stays centred.
///
/// Premultiplied colour blurs channel by channel, each a plane. Pixels beyond the edges read as
/// transparent (``Edge/transparent``, for shadows and layer blurs) or as the mirror image of the
/// plane (``Edge/mirror``, as Chromium blurs a backdrop).
///
/// The cost is O(width × height) per pass whatever σ: each box pass keeps a running sum.
///
/// **C loops.** The box and kernel passes, the transpositions and the ARGB plane copies run in
/// the C target `CPixelLoops`: they touch every pixel of every blur (a growing shadow or a
/// frosted layer over moving content blurs in every frame), and unoptimised Swift, as the debug
/// build runs them, cost several times what they do optimised. This class sizes every buffer
/// they use and passes only boxes inside the caller's pixels.
final class GaussianBlur {
    /// What pixels beyond a plane's edges read as.
    enum Edge {
        case transparent
        case mirror
    }

    /// One pass along a line: a box reaching `left` and `right` pixels, or a Gaussian kernel.
    enum Pass: Equatable {
        case box(left: Int, right: Int)
        case kernel([Int32])
    }

    /// Fixed-point precision of the Gaussian kernel's weights.
    static let kernelShift: Int32 = 16

    private var line: [Int32] = []
    private var transposed: [UInt8] = []
    private var scratch: [UInt8] = []

    /// The largest standard deviation drawn, in pixels: 800 (the view properties' limit of 100
    /// points at the largest scale, 8). A hand-built presentation tree with a larger radius is
    /// blurred with this one, so no blur takes long or allocates much.
    static let maximumSigma: CGFloat = 800

    /// The passes that blur with standard deviation `sigma` (pixels, at most ``maximumSigma``)
    /// along one axis; none for a σ too small to change a pixel.
    static func passes(sigma: CGFloat) -> [Pass] {
        guard sigma.isFinite, sigma > 0.1 else { return [] }
        let sigma = min(sigma, maximumSigma)
        if sigma < 2 {
            let radius = Int((3 * sigma).rounded(.up))
            var weights = (-radius...radius).map { offset in exp(-Double(offset * offset) / (2 * Double(sigma * sigma))) }
            let total = weights.reduce(0, +)
            weights = weights.map { $0 / total }
            // Fixed point, the rounding error put on the centre so the weights sum to exactly one.
            var fixed = weights.map { Int32(($0 * Double(1 << kernelShift)).rounded()) }
            fixed[radius] += (1 << kernelShift) - fixed.reduce(0, +)
            return [.kernel(fixed)]
        }
        let width = Int((sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if width % 2 == 1 {
            let half = (width - 1) / 2
            return Array(repeating: .box(left: half, right: half), count: 3)
        }
        let half = width / 2
        return [.box(left: half, right: half - 1), .box(left: half - 1, right: half), .box(left: half, right: half)]
    }

    /// How far a blur with standard deviation `sigma` reaches from a pixel, in whole pixels.
    static func reach(sigma: CGFloat) -> Int {
        passes(sigma: sigma).reduce(0) { total, pass in
            switch pass {
            case let .box(left, right): total + max(left, right)
            case let .kernel(weights): total + weights.count / 2
            }
        }
    }

    /// Blurs a plane of `width` × `height` bytes, rows `stride` bytes apart, in place.
    func blur(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigmaX: CGFloat, sigmaY: CGFloat, edge: Edge) {
        guard width > 0, height > 0 else { return }
        let horizontal = Self.passes(sigma: sigmaX)
        let vertical = Self.passes(sigma: sigmaY)
        if !horizontal.isEmpty {
            for row in 0..<height {
                blurLine(plane + row * stride, count: width, passes: horizontal, edge: edge)
            }
        }
        guard !vertical.isEmpty else { return }
        // Columns are blurred as rows of the transposed plane (contiguous, so cache-friendly).
        let count = width * height
        if transposed.count < count { transposed = [UInt8](repeating: 0, count: count) }
        transposed.withUnsafeMutableBufferPointer { buffer in
            let columns = buffer.baseAddress!
            // Row r, column c of the plane ↔ columns[c × height + r]: inside the `count` bytes.
            morph_blur_transpose(plane, Int64(height), Int64(width), Int64(stride), columns, Int64(height))
            for column in 0..<width {
                blurLine(columns + column * height, count: height, passes: vertical, edge: edge)
            }
            morph_blur_transpose(columns, Int64(width), Int64(height), Int64(height), plane, Int64(stride))
        }
    }

    /// Blurs one line of `count` bytes in place through `passes`.
    private func blurLine(_ values: UnsafeMutablePointer<UInt8>, count: Int, passes: [Pass], edge: Edge) {
        for pass in passes {
            switch pass {
            case let .box(left, right):
                boxPass(values, count: count, left: left, right: right, edge: edge)
            case let .kernel(weights):
                kernelPass(values, count: count, weights: weights, edge: edge)
            }
        }
    }

    /// One box pass: each pixel becomes the rounded mean of the `left + 1 + right` pixels around it
    /// (`morph_blur_box_pass`, whose scratch line is sized here).
    private func boxPass(_ values: UnsafeMutablePointer<UInt8>, count: Int, left: Int, right: Int, edge: Edge) {
        let padded = count + left + right + 1
        if line.count < padded { line = [Int32](repeating: 0, count: padded) }
        line.withUnsafeMutableBufferPointer { buffer in
            morph_blur_box_pass(values, Int64(count), Int64(left), Int64(right), edge == .mirror ? 1 : 0, buffer.baseAddress!)
        }
    }

    /// One pass of a Gaussian kernel (fixed-point weights summing to one): `morph_blur_kernel_pass`,
    /// whose scratch line is sized here.
    private func kernelPass(_ values: UnsafeMutablePointer<UInt8>, count: Int, weights: [Int32], edge: Edge) {
        if scratch.count < count { scratch = [UInt8](repeating: 0, count: count) }
        scratch.withUnsafeMutableBufferPointer { buffer in
            weights.withUnsafeBufferPointer { weights in
                morph_blur_kernel_pass(values, Int64(count), weights.baseAddress!, Int64(weights.count), Self.kernelShift, edge == .mirror ? 1 : 0, buffer.baseAddress!)
            }
        }
    }

    // MARK: ARGB32 pixels

    private var planes: [UInt8] = []

    /// Blurs the premultiplied ARGB32 pixels of a box, `wordsPerRow` words per row, channel by
    /// channel.
    func blurARGB(_ pixels: UnsafeMutablePointer<UInt32>, wordsPerRow: Int, box: PixelBox, sigmaX: CGFloat, sigmaY: CGFloat, edge: Edge) {
        let width = box.maxX - box.minX, height = box.maxY - box.minY
        guard width > 0, height > 0 else { return }
        let count = width * height
        if planes.count < count * 4 { planes = [UInt8](repeating: 0, count: count * 4) }
        planes.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // The box lies inside the caller's pixels; the planes hold `4 × count` bytes.
            let origin = pixels + box.minY * wordsPerRow + box.minX
            morph_blur_split_argb(origin, Int64(wordsPerRow), Int64(width), Int64(height), base)
            for channel in 0..<4 {
                blur(base + channel * count, width: width, height: height, stride: width, sigmaX: sigmaX, sigmaY: sigmaY, edge: edge)
            }
            morph_blur_join_argb(base, Int64(width), Int64(height), origin, Int64(wordsPerRow))
        }
    }
}
