import Foundation
@testable import MorphCanvas
import MorphTestSupport
import Testing

/// The blur's fast passes (a box's mean by multiplication, no edge rule inside the line, the
/// kernel's interior without bounds tests) against the plain definition of each pass.
@Suite("Gaussian blur passes")
struct GaussianBlurTests {
    /// The pixel a read at `index` lands on under `edge`, or nil for transparent: the definition.
    static func reference(_ index: Int, count: Int, edge: GaussianBlur.Edge) -> Int? {
        if (0..<count).contains(index) { return index }
        guard edge == .mirror else { return nil }
        var folded = index
        while !(0..<count).contains(folded) {
            folded = folded < 0 ? -folded - 1 : 2 * count - 1 - folded
        }
        return folded
    }

    /// One line blurred by `passes` as the definition says: each box pixel the rounded mean of its
    /// window, each kernel pixel the rounded fixed-point weighted sum.
    static func referenceLine(_ line: [UInt8], passes: [GaussianBlur.Pass], edge: GaussianBlur.Edge) -> [UInt8] {
        var values = line
        for pass in passes {
            let input = values
            switch pass {
            case let .box(left, right):
                let width = left + right + 1
                for index in values.indices {
                    var sum = 0
                    for offset in -left...right {
                        if let source = reference(index + offset, count: input.count, edge: edge) { sum += Int(input[source]) }
                    }
                    values[index] = UInt8((sum + width / 2) / width)
                }
            case let .kernel(weights):
                let radius = weights.count / 2
                for index in values.indices {
                    var sum = 0
                    for (offset, weight) in weights.enumerated() {
                        if let source = reference(index + offset - radius, count: input.count, edge: edge) { sum += Int(weight) * Int(input[source]) }
                    }
                    values[index] = UInt8(min(255, (sum + (1 << (Int(GaussianBlur.kernelShift) - 1))) >> Int(GaussianBlur.kernelShift)))
                }
            }
        }
        return values
    }

    @Test("rows blur exactly as each pass's definition, for odd and even boxes, small and large σ, both edges", arguments: [0.5, 1.5, 2, 2.7, 6, 25, 90] as [CGFloat])
    func rows(sigma: CGFloat) {
        var generator = SplitMix64(seed: UInt64(sigma * 1000))
        for edge in [GaussianBlur.Edge.transparent, .mirror] {
            for width in [1, 2, 7, 64, 301] {
                let height = 3
                var plane = (0..<(width * height)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                // A run of full-intensity pixels: the largest sums a box adds up.
                for index in 0..<min(width, 40) { plane[index] = 255 }
                let expected = (0..<height).flatMap { row in
                    Self.referenceLine(Array(plane[(row * width)..<((row + 1) * width)]), passes: GaussianBlur.passes(sigma: sigma), edge: edge)
                }
                let blur = GaussianBlur()
                plane.withUnsafeMutableBufferPointer { buffer in
                    blur.blur(buffer.baseAddress!, width: width, height: height, stride: width, sigmaX: sigma, sigmaY: 0, edge: edge)
                }
                #expect(plane == expected, "σ \(sigma), width \(width), \(edge)")
            }
        }
    }

    @Test("a box of the largest σ averages 255s to exactly 255")
    func largestBox() {
        let width = 5000
        var plane = [UInt8](repeating: 255, count: width)
        let blur = GaussianBlur()
        plane.withUnsafeMutableBufferPointer { buffer in
            blur.blur(buffer.baseAddress!, width: width, height: 1, stride: width, sigmaX: GaussianBlur.maximumSigma, sigmaY: 0, edge: .mirror)
        }
        #expect(plane.allSatisfy { $0 == 255 })
    }
}
