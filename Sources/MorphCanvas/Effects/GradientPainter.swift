import CCairo
import Foundation
import Morph

/// Fills a layer's shape with its ``ViewAttributes/backgroundGradient``, as `CAGradientLayer`
/// and CSS draw gradients.
///
/// Linear and radial gradients are Cairo patterns in the layer's bounds coordinates (a radial
/// one is a circle scaled into Core Animation's ellipse), padded beyond their ends. Colours blend
/// in premultiplied space between stops, as CSS specifies and Chromium draws: Cairo (pixman)
/// blends straight colours, so a segment whose ends differ in alpha gets
/// ``premultipliedSteps`` intermediate stops. A conic gradient, which Cairo lacks, is computed per
/// device pixel from a table of ``conicTableSize`` colours around the circle.
enum GradientPainter {
    /// Intermediate stops added to a segment whose ends differ in alpha.
    static let premultipliedSteps = 16
    /// Colours in a conic gradient's table.
    static let conicTableSize = 1_024

    /// Fills the current path of `context` (already built, in device space) with `gradient`
    /// placed in a layer with `bounds` whose coordinates `matrix` maps to device pixels, at
    /// `alpha`. `region` is the device box to compute conic pixels for; `scratch` holds them.
    static func fillPath(_ context: OpaquePointer, gradient: Gradient, bounds: CGRect, matrix: AffineMatrix, alpha: CGFloat, region: PixelBox, scratch: inout [UInt32]) {
        guard let first = gradient.stops.first else {
            cairo_new_path(context)
            return
        }
        let start = CGPoint(x: bounds.minX + gradient.startPoint.x * bounds.width, y: bounds.minY + gradient.startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + gradient.endPoint.x * bounds.width, y: bounds.minY + gradient.endPoint.y * bounds.height)
        let pattern: OpaquePointer?
        switch gradient.kind {
        case .linear:
            pattern = start == end || gradient.stops.count == 1 ? nil : cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        case .radial:
            let radiusX = abs(end.x - start.x), radiusY = abs(end.y - start.y)
            if radiusX > 1e-6, radiusY > 1e-6, gradient.stops.count > 1, let radial = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1) {
                var patternMatrix = cairo_matrix_t(xx: Double(1 / radiusX), yx: 0, xy: 0, yy: Double(1 / radiusY), x0: Double(-start.x / radiusX), y0: Double(-start.y / radiusY))
                cairo_pattern_set_matrix(radial, &patternMatrix)
                pattern = radial
            } else {
                pattern = nil
            }
        case .conic:
            fillConic(context, gradient: gradient, center: start, toward: end, matrix: matrix, alpha: alpha, region: region, scratch: &scratch)
            return
        }
        guard let pattern else {
            // A gradient without extent (equal points, a flat ellipse) or of one stop: its last colour.
            let color = gradient.stops.count == 1 ? first.color : gradient.stops.last!.color
            setSource(context, color, alpha: alpha)
            cairo_fill(context)
            return
        }
        defer { cairo_pattern_destroy(pattern) }
        addStops(of: gradient, to: pattern, alpha: alpha)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        var cairoMatrix = matrix.cairo
        cairo_set_matrix(context, &cairoMatrix)
        cairo_set_source(context, pattern)
        cairo_fill(context)
    }

    /// Adds the stops (colours rounded to 8 bits as solid fills are), with intermediate stops
    /// where the alpha changes so the blend is premultiplied.
    private static func addStops(of gradient: Gradient, to pattern: OpaquePointer, alpha: CGFloat) {
        func byte(_ component: CGFloat) -> Double { Double((component * 255).rounded()) / 255 }
        for stop in gradient.stopsForStraightBlending(steps: premultipliedSteps) {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha) * Double(alpha))
        }
    }

    /// Fills the current path with a conic gradient computed per device pixel of `region`.
    private static func fillConic(_ context: OpaquePointer, gradient: Gradient, center: CGPoint, toward end: CGPoint, matrix: AffineMatrix, alpha: CGFloat, region: PixelBox, scratch: inout [UInt32]) {
        let width = region.maxX - region.minX, height = region.maxY - region.minY
        guard width > 0, height > 0 else {
            cairo_new_path(context)
            return
        }
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        guard determinant != 0 else {
            cairo_new_path(context)
            return
        }
        // Device → layer: the inverse of the layer's matrix.
        let ia = matrix.d / determinant, ib = -matrix.b / determinant, ic = -matrix.c / determinant, id = matrix.a / determinant
        let itx = -(ia * matrix.tx + ic * matrix.ty), ity = -(ib * matrix.tx + id * matrix.ty)
        let table = conicTable(gradient, alpha: alpha)
        let startAngle = atan2(Double(end.x - center.x), Double(-(end.y - center.y)))
        let count = width * height
        if scratch.count < count { scratch = [UInt32](repeating: 0, count: count) }
        scratch.withUnsafeMutableBufferPointer { buffer in
            let pixels = buffer.baseAddress!
            let turn = 2 * Double.pi
            for row in 0..<height {
                let deviceY = CGFloat(region.minY + row) + 0.5
                for column in 0..<width {
                    let deviceX = CGFloat(region.minX + column) + 0.5
                    let x = ia * deviceX + ic * deviceY + itx - center.x
                    let y = ib * deviceX + id * deviceY + ity - center.y
                    var angle = atan2(Double(x), Double(-y)) - startAngle
                    angle -= (angle / turn).rounded(.down) * turn
                    let index = min(table.count - 1, Int(angle / turn * Double(table.count)))
                    pixels[row * width + column] = table[index]
                }
            }
            guard let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4)
            ) else { return }
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            cairo_identity_matrix(context)
            cairo_set_source_surface(context, surface, Double(region.minX), Double(region.minY))
            cairo_fill(context)
        }
        cairo_new_path(context)
    }

    /// The premultiplied ARGB32 colours of a conic gradient at ``conicTableSize`` even steps of
    /// the turn (each at the middle of its step), times `alpha`.
    private static func conicTable(_ gradient: Gradient, alpha: CGFloat) -> [UInt32] {
        (0..<conicTableSize).map { index in
            let color = gradient.color(at: (CGFloat(index) + 0.5) / CGFloat(conicTableSize))
            let a = (color.alpha * alpha * 255).rounded()
            func channel(_ value: CGFloat) -> UInt32 { UInt32(min(a, (value * a).rounded())) }
            return UInt32(a) << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
        }
    }

    /// A solid colour source, rounded to 8 bits as the painter's fills are.
    static func setSource(_ context: OpaquePointer, _ color: Color, alpha: CGFloat) {
        func byte(_ component: CGFloat) -> Double { Double((component * 255).rounded()) / 255 }
        cairo_set_source_rgba(context, byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha) * Double(alpha))
    }
}
