import CCairo
import Foundation
import Morph

/// Where a layer's shadow lands in device pixels and what its image depends on: the layer's
/// rounded bounds (or its ``ViewAttributes/shadowPath``) moved by ``ViewAttributes/shadowOffset``
/// and blurred with a standard deviation of ``ViewAttributes/shadowRadius`` points, all under the
/// layer's transform — so the shadow turns and scales with its layer, as Core Animation's and
/// CSS's do.
///
/// The image is placed at a whole pixel (``originX``, ``originY``); the shape's sub-pixel phase is
/// part of the cache key, so a layer that moves by whole pixels reuses its image.
struct ShadowGeometry {
    var key: ShadowCache.Key
    /// The device pixel of the image's top-left corner.
    var originX: Int
    var originY: Int
    var width: Int
    var height: Int
    /// The matrix that draws the outline into the image.
    var drawingMatrix: AffineMatrix
    /// How far the blur reaches beyond the shape, in pixels.
    var marginX: Int
    var marginY: Int

    /// The shadow of a layer with `attributes` whose drawn outline is `shape`, placed by `matrix`
    /// (its record's); nil when it draws nothing (no opacity, an empty outline, a shadow too far
    /// off for Cairo's coordinates).
    init?(_ attributes: ViewAttributes, matrix: AffineMatrix, shape: LayerShape) {
        guard attributes.drawsShadow else { return nil }
        let offsetX = matrix.a * attributes.shadowOffset.width + matrix.c * attributes.shadowOffset.height
        let offsetY = matrix.b * attributes.shadowOffset.width + matrix.d * attributes.shadowOffset.height
        // The table's clamp, for hand-built trees that bypass it.
        let radius = ViewProperties.clampedBlurRadius(attributes.shadowRadius) ?? 0
        let sigmaX: CGFloat, sigmaY: CGFloat
        if matrix.isAxisAligned {
            (sigmaX, sigmaY) = (radius * abs(matrix.a), radius * abs(matrix.d))
        } else {
            let scale = abs(matrix.a * matrix.d - matrix.b * matrix.c).squareRoot()
            (sigmaX, sigmaY) = (radius * scale, radius * scale)
        }
        let outline: ShadowCache.Key.Outline
        var linear = AffineMatrix(a: matrix.a, b: matrix.b, c: matrix.c, d: matrix.d, tx: 0, ty: 0)
        var translationX: CGFloat, translationY: CGFloat
        var localBox: CGRect
        if !attributes.shadowPath.isEmpty {
            guard let box = attributes.shadowPath.boundingBox else { return nil }
            outline = .path(attributes.shadowPath)
            localBox = box
            (translationX, translationY) = (matrix.tx, matrix.ty)
        } else if shape.isSnapped {
            guard !shape.isEmpty else { return nil }
            outline = .roundedRect(width: shape.rect.width, height: shape.rect.height, radiusX: shape.radiusX, radiusY: shape.radiusY, corners: shape.corners)
            linear = .identity
            localBox = CGRect(origin: .zero, size: shape.rect.size)
            (translationX, translationY) = (shape.rect.minX, shape.rect.minY)
        } else {
            let bounds = attributes.bounds
            guard bounds.width > 0, bounds.height > 0 else { return nil }
            outline = .roundedRect(width: bounds.width, height: bounds.height, radiusX: shape.radiusX, radiusY: shape.radiusY, corners: shape.corners)
            localBox = CGRect(origin: .zero, size: bounds.size)
            (translationX, translationY) = matrix.apply(bounds.minX, bounds.minY)
        }
        translationX += offsetX
        translationY += offsetY
        let box = linear.boundingBox(of: localBox)
        let limit = LayerShape.coordinateLimit
        guard abs(translationX + box.minX) < limit, abs(translationY + box.minY) < limit,
              box.maxX - box.minX < limit, box.maxY - box.minY < limit
        else { return nil }
        func phase(_ value: CGFloat) -> (whole: Int, steps: Int) {
            let whole = value.rounded(.down)
            let steps = Int(((value - whole) * ShadowCache.phaseSteps).rounded())
            return steps == Int(ShadowCache.phaseSteps) ? (Int(whole) + 1, 0) : (Int(whole), steps)
        }
        let (wholeX, stepsX) = phase(translationX + box.minX)
        let (wholeY, stepsY) = phase(translationY + box.minY)
        let phaseX = CGFloat(stepsX) / ShadowCache.phaseSteps, phaseY = CGFloat(stepsY) / ShadowCache.phaseSteps
        marginX = GaussianBlur.reach(sigma: sigmaX) + 1
        marginY = GaussianBlur.reach(sigma: sigmaY) + 1
        width = Int((box.maxX - box.minX + phaseX).rounded(.up)) + 2 * marginX
        height = Int((box.maxY - box.minY + phaseY).rounded(.up)) + 2 * marginY
        originX = wholeX - marginX
        originY = wholeY - marginY
        drawingMatrix = AffineMatrix(
            a: linear.a, b: linear.b, c: linear.c, d: linear.d,
            tx: phaseX - box.minX + CGFloat(marginX), ty: phaseY - box.minY + CGFloat(marginY)
        )
        key = ShadowCache.Key(
            outline: outline, a: linear.a, b: linear.b, c: linear.c, d: linear.d,
            phaseX: stepsX, phaseY: stepsY, sigmaX: sigmaX, sigmaY: sigmaY
        )
    }

    /// The device pixels the shadow can touch.
    var box: PixelBox {
        PixelBox(minX: originX, minY: originY, maxX: originX + width, maxY: originY + height)
    }

    /// Adds the outline to `context`'s path (its matrix set to ``drawingMatrix``).
    func addOutline(to context: OpaquePointer) {
        var cairoMatrix = drawingMatrix.cairo
        cairo_set_matrix(context, &cairoMatrix)
        switch key.outline {
        case let .roundedRect(width, height, radiusX, radiusY, corners):
            LayerShape(pixelRect: CGRect(x: 0, y: 0, width: width, height: height), radiusX: radiusX, radiusY: radiusY, corners: corners)
                .addPath(to: context)
        case .path(let path):
            Self.addPath(path, to: context)
        }
    }

    /// Adds `path`'s elements to `context`'s path.
    static func addPath(_ path: ShapePath, to context: OpaquePointer) {
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let point):
                cairo_move_to(context, Double(point.x), Double(point.y))
                current = point
            case .line(let point):
                cairo_line_to(context, Double(point.x), Double(point.y))
                current = point
            case let .quadCurve(point, control):
                // The quadratic as the cubic it is: controls two thirds of the way to the control point.
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                cairo_curve_to(context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(point.x), Double(point.y))
                current = point
            case let .curve(point, control1, control2):
                cairo_curve_to(context, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(point.x), Double(point.y))
                current = point
            case .close:
                cairo_close_path(context)
            }
        }
    }
}
