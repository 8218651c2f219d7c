import CCairo
import Foundation
import Morph

/// The outline of a layer as it is painted: its bounds with their rounded corners, either in
/// device pixels with edges snapped to whole pixels (layers that are only translated and scaled,
/// which is how UIKit lays out and Core Animation draws them), or in the layer's own coordinates
/// under its transform (rotated and skewed layers, drawn antialiased).
struct LayerShape {
    /// The matrix to draw ``rect`` under: identity for snapped shapes, the layer's for others.
    var matrix: AffineMatrix
    /// The outline's rectangle.
    var rect: CGRect
    /// The corner radii along x and y in ``matrix``'s space.
    var radiusX: CGFloat
    var radiusY: CGFloat
    /// Whether ``rect`` is in device pixels with whole-pixel edges.
    var isSnapped: Bool
    /// The unsnapped device box of the bounds (snapped shapes only), for the border's inner edge.
    var deviceBox: (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)
    /// Device pixels per layer unit along x and y (snapped shapes only).
    var scaleX: CGFloat
    var scaleY: CGFloat
    /// The corners the radii round (``ViewAttributes/maskedCorners``); the others are square.
    var corners: CornerMask = .all

    /// Coordinates beyond this many pixels from the surface are pulled in before drawing:
    /// Cairo's 24.8 fixed-point coordinates end at ±8,388,608.
    static let coordinateLimit: CGFloat = 4_194_304

    /// The outline of a layer with `attributes`, placed on the device by `matrix` (its
    /// ``LayerRecord/matrix``), on a surface `surfaceWidth` × `surfaceHeight` pixels.
    init(_ attributes: ViewAttributes, matrix: AffineMatrix, surfaceWidth: Int, surfaceHeight: Int) {
        let radius = attributes.effectiveCornerRadius
        if matrix.isAxisAligned {
            let box = matrix.boundingBox(of: attributes.bounds)
            let sx = abs(matrix.a)
            let sy = abs(matrix.d)
            // A margin keeps far-away corners off the surface while the edges stay representable.
            let marginX = min(radius * sx + 2, Self.coordinateLimit)
            let marginY = min(radius * sy + 2, Self.coordinateLimit)
            func snapped(_ value: CGFloat, _ margin: CGFloat, _ size: Int) -> CGFloat {
                min(max((value + 0.5).rounded(.down), -margin), CGFloat(size) + margin)
            }
            let minX = snapped(box.minX, marginX, surfaceWidth)
            let minY = snapped(box.minY, marginY, surfaceHeight)
            let maxX = snapped(box.maxX, marginX, surfaceWidth)
            let maxY = snapped(box.maxY, marginY, surfaceHeight)
            let rect = CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
            self.init(
                matrix: .identity, rect: rect,
                radiusX: min(radius * sx, rect.width / 2), radiusY: min(radius * sy, rect.height / 2),
                isSnapped: true, deviceBox: box, scaleX: sx, scaleY: sy
            )
        } else {
            self.init(
                matrix: matrix, rect: attributes.bounds, radiusX: radius, radiusY: radius,
                isSnapped: false, deviceBox: (0, 0, 0, 0), scaleX: 1, scaleY: 1
            )
        }
        corners = attributes.maskedCorners
    }

    init(
        matrix: AffineMatrix, rect: CGRect, radiusX: CGFloat, radiusY: CGFloat, isSnapped: Bool,
        deviceBox: (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat), scaleX: CGFloat, scaleY: CGFloat
    ) {
        self.matrix = matrix
        self.rect = rect
        self.radiusX = radiusX
        self.radiusY = radiusY
        self.isSnapped = isSnapped
        self.deviceBox = deviceBox
        self.scaleX = scaleX
        self.scaleY = scaleY
    }

    /// A snapped shape: `rect` in device pixels with whole-pixel edges, rounded by `radiusX` and
    /// `radiusY` pixels.
    init(pixelRect rect: CGRect, radiusX: CGFloat, radiusY: CGFloat, corners: CornerMask = .all) {
        self.init(
            matrix: .identity, rect: rect, radiusX: radiusX, radiusY: radiusY, isSnapped: true,
            deviceBox: (rect.minX, rect.minY, rect.maxX, rect.maxY), scaleX: 1, scaleY: 1
        )
        self.corners = corners
    }

    /// Whether the shape is a rectangle of whole device pixels (snapped, no rounded corners),
    /// which Cairo fills and clips exactly, without antialiasing.
    var isPixelRectangle: Bool { isSnapped && (radiusX <= 0 || radiusY <= 0 || corners.isEmpty) }

    /// Whether the shape covers no pixel.
    var isEmpty: Bool { rect.width <= 0 || rect.height <= 0 }

    /// The inner edge of a border `width` layer units wide: the bounds inset by the width, with
    /// the corner radius less the width (Core Animation's and CSS's inner radius). Snapped shapes
    /// snap the inner edges too. Nil when the border fills the whole shape.
    func inset(by width: CGFloat, radius: CGFloat) -> LayerShape? {
        let innerRadius = max(0, radius - width)
        var inner = self
        if isSnapped {
            func snapped(_ value: CGFloat) -> CGFloat { (value + 0.5).rounded(.down) }
            let minX = max(rect.minX, snapped(deviceBox.minX + width * scaleX))
            let minY = max(rect.minY, snapped(deviceBox.minY + width * scaleY))
            let maxX = min(rect.maxX, snapped(deviceBox.maxX - width * scaleX))
            let maxY = min(rect.maxY, snapped(deviceBox.maxY - width * scaleY))
            guard maxX > minX, maxY > minY else { return nil }
            inner.rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            inner.radiusX = min(innerRadius * scaleX, inner.rect.width / 2)
            inner.radiusY = min(innerRadius * scaleY, inner.rect.height / 2)
        } else {
            let rect = self.rect.insetBy(dx: width, dy: width)
            guard rect.width > 0, rect.height > 0 else { return nil }
            inner.rect = rect
            inner.radiusX = min(innerRadius, rect.width / 2)
            inner.radiusY = min(innerRadius, rect.height / 2)
        }
        return inner
    }

    /// Whether the shape lies within Cairo's coordinate range once transformed.
    var isRepresentable: Bool {
        if isSnapped { return true }
        let box = matrix.boundingBox(of: rect)
        return abs(box.minX) < Self.coordinateLimit && abs(box.maxX) < Self.coordinateLimit
            && abs(box.minY) < Self.coordinateLimit && abs(box.maxY) < Self.coordinateLimit
    }

    /// Adds the outline to the context's path (the context's matrix must be ``matrix``).
    func addPath(to context: OpaquePointer) {
        let (minX, minY, maxX, maxY) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        let rx = Double(radiusX)
        let ry = Double(radiusY)
        guard rx > 0, ry > 0, !corners.isEmpty else {
            cairo_rectangle(context, minX, minY, maxX - minX, maxY - minY)
            return
        }
        // Quarter ellipses as cubic Béziers, the control points at the usual 0.5523 of the radius;
        // a corner the mask leaves out is square.
        let kx = rx * 0.552_284_749_8
        let ky = ry * 0.552_284_749_8
        if corners.contains(.topLeft) { cairo_move_to(context, minX + rx, minY) } else { cairo_move_to(context, minX, minY) }
        if corners.contains(.topRight) {
            cairo_line_to(context, maxX - rx, minY)
            cairo_curve_to(context, maxX - rx + kx, minY, maxX, minY + ry - ky, maxX, minY + ry)
        } else {
            cairo_line_to(context, maxX, minY)
        }
        if corners.contains(.bottomRight) {
            cairo_line_to(context, maxX, maxY - ry)
            cairo_curve_to(context, maxX, maxY - ry + ky, maxX - rx + kx, maxY, maxX - rx, maxY)
        } else {
            cairo_line_to(context, maxX, maxY)
        }
        if corners.contains(.bottomLeft) {
            cairo_line_to(context, minX + rx, maxY)
            cairo_curve_to(context, minX + rx - kx, maxY, minX, maxY - ry + ky, minX, maxY - ry)
        } else {
            cairo_line_to(context, minX, maxY)
        }
        if corners.contains(.topLeft) {
            cairo_line_to(context, minX, minY + ry)
            cairo_curve_to(context, minX, minY + ry - ky, minX + rx - kx, minY, minX + rx, minY)
        }
        cairo_close_path(context)
    }

    /// Sets the context's matrix to ``matrix``.
    func applyMatrix(to context: OpaquePointer) {
        var cairoMatrix = matrix.cairo
        cairo_set_matrix(context, &cairoMatrix)
    }
}
