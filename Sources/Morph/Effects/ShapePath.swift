import Foundation

/// An outline made of straight lines and Bézier curves, in a layer's bounds coordinates: the value
/// of ``ViewAttributes/shadowPath`` (Core Animation's `CGPath` for `shadowPath`).
///
/// Build one from a shape (``init(rect:)``, ``init(roundedRect:cornerRadius:corners:)``,
/// ``init(ellipseIn:)``) or element by element. Paths are filled with the non-zero winding rule.
/// An empty path (``empty``) stands for no path.
///
/// A path with a non-finite coordinate, or more than ``maximumElementCount`` elements, is refused
/// where it is set (``ViewProperty/shadowPath``), and ``isFinite`` tells.
public struct ShapePath: Hashable, Sendable {
    /// One step of an outline.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to the point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to the point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the subpath's start, which closes it.
        case close
    }

    /// The most elements a path may have where a view property takes it: 10,000.
    public static let maximumElementCount = 10_000

    /// The elements, in order.
    public private(set) var elements: [Element]

    /// No outline.
    public static let empty = ShapePath(elements: [])

    /// A path of `elements`.
    public init(elements: [Element] = []) {
        self.elements = elements
    }

    /// A closed rectangle.
    public init(rect: CGRect) {
        self.init(elements: [
            .move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
            .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)), .close,
        ])
    }

    /// A closed rectangle with the `corners` rounded by `cornerRadius` (at most half the shorter
    /// side; all four by default), each rounded corner a quarter ellipse drawn as a cubic Bézier
    /// curve, the others square.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, corners: CornerMask = .all) {
        let r = max(0, min(cornerRadius.isFinite ? cornerRadius : 0, rect.width / 2, rect.height / 2))
        guard r > 0, !corners.isEmpty else {
            self.init(rect: rect)
            return
        }
        let k = r * 0.552_284_749_8
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        var path = ShapePath()
        path.move(to: CGPoint(x: corners.contains(.topLeft) ? minX + r : minX, y: minY))
        if corners.contains(.topRight) {
            path.addLine(to: CGPoint(x: maxX - r, y: minY))
            path.addCurve(to: CGPoint(x: maxX, y: minY + r), control1: CGPoint(x: maxX - r + k, y: minY), control2: CGPoint(x: maxX, y: minY + r - k))
        } else {
            path.addLine(to: CGPoint(x: maxX, y: minY))
        }
        if corners.contains(.bottomRight) {
            path.addLine(to: CGPoint(x: maxX, y: maxY - r))
            path.addCurve(to: CGPoint(x: maxX - r, y: maxY), control1: CGPoint(x: maxX, y: maxY - r + k), control2: CGPoint(x: maxX - r + k, y: maxY))
        } else {
            path.addLine(to: CGPoint(x: maxX, y: maxY))
        }
        if corners.contains(.bottomLeft) {
            path.addLine(to: CGPoint(x: minX + r, y: maxY))
            path.addCurve(to: CGPoint(x: minX, y: maxY - r), control1: CGPoint(x: minX + r - k, y: maxY), control2: CGPoint(x: minX, y: maxY - r + k))
        } else {
            path.addLine(to: CGPoint(x: minX, y: maxY))
        }
        if corners.contains(.topLeft) {
            path.addLine(to: CGPoint(x: minX, y: minY + r))
            path.addCurve(to: CGPoint(x: minX + r, y: minY), control1: CGPoint(x: minX, y: minY + r - k), control2: CGPoint(x: minX + r - k, y: minY))
        }
        path.closeSubpath()
        self = path
    }

    /// A closed ellipse inscribed in `rect`, four cubic Bézier curves.
    public init(ellipseIn rect: CGRect) {
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (cx, cy) = (rect.midX, rect.midY)
        let (kx, ky) = (rx * 0.552_284_749_8, ry * 0.552_284_749_8)
        self.init(elements: [
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky)),
            .close,
        ])
    }

    /// Whether the path has no element.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: point, control: control)) }
    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.close) }

    /// The element's points, in order (end point first, then the controls).
    static func points(of element: Element) -> [CGPoint] {
        switch element {
        case .move(let point), .line(let point): [point]
        case let .quadCurve(point, control): [point, control]
        case let .curve(point, control1, control2): [point, control1, control2]
        case .close: []
        }
    }

    /// Whether every coordinate is finite.
    public var isFinite: Bool {
        elements.allSatisfy { Self.points(of: $0).allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    }

    /// The smallest rectangle holding every point (end and control points), or nil for a path
    /// without points.
    public var boundingBox: CGRect? {
        var box: CGRect?
        for element in elements {
            for point in Self.points(of: element) {
                let dot = CGRect(origin: point, size: .zero)
                box = box.map { $0.union(dot) } ?? dot
            }
        }
        return box
    }
}

extension ShapePath: Interpolatable {
    /// Seven components per element: its kind (0 move, 1 line, 2 quadratic, 3 cubic, 4 close) and
    /// up to three points, unused ones zero.
    public var animatableData: AnimatableArray {
        var components: [Double] = []
        components.reserveCapacity(elements.count * 7)
        for element in elements {
            let code: Double = switch element {
            case .move: 0
            case .line: 1
            case .quadCurve: 2
            case .curve: 3
            case .close: 4
            }
            components.append(code)
            var points = Self.points(of: element)
            while points.count < 3 { points.append(.zero) }
            for point in points { components += [Double(point.x), Double(point.y)] }
        }
        return AnimatableArray(components)
    }

    /// The path with the given components (a trailing partial element is dropped).
    public init(animatableData: AnimatableArray) {
        var elements: [Element] = []
        let data = animatableData
        for element in 0..<(data.components.count / 7) {
            let base = element * 7
            func point(_ index: Int) -> CGPoint { CGPoint(x: data[base + 1 + index * 2], y: data[base + 2 + index * 2]) }
            switch Int(data[base].rounded()) {
            case 0: elements.append(.move(to: point(0)))
            case 1: elements.append(.line(to: point(0)))
            case 2: elements.append(.quadCurve(to: point(0), control: point(1)))
            case 3: elements.append(.curve(to: point(0), control1: point(1), control2: point(2)))
            default: elements.append(.close)
            }
        }
        self.init(elements: elements)
    }

    /// The path between two outlines: point by point when both have the same elements in the same
    /// order (Core Animation's rule for animating `shadowPath`), otherwise a switch at halfway.
    public static func interpolation(from start: ShapePath, to end: ShapePath) -> ShapePathInterpolation {
        ShapePathInterpolation(from: start, to: end)
    }
}

/// The path between two outlines (see ``ShapePath/interpolation(from:to:)``).
public struct ShapePathInterpolation: InterpolationPath {
    let start: ShapePath
    let end: ShapePath
    let from: AnimatableArray?
    let delta: AnimatableArray?

    /// The path from `start` to `end`.
    public init(from start: ShapePath, to end: ShapePath) {
        self.start = start
        self.end = end
        let sameElements = start.elements.count == end.elements.count && zip(start.elements, end.elements).allSatisfy { a, b in
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.close, .close): true
            default: false
            }
        }
        if sameElements, !start.isEmpty {
            let fromData = start.animatableData
            from = fromData
            delta = end.animatableData - fromData
        } else {
            from = nil
            delta = nil
        }
    }

    /// The outline at `fraction`; exactly the ends at 0 and 1.
    public func value(at fraction: Double) -> ShapePath {
        if fraction == 0 { return start }
        if fraction == 1 { return end }
        guard let from, let delta else { return fraction < 0.5 ? start : end }
        return ShapePath(animatableData: from + delta.scaled(by: fraction))
    }

    /// The points' change per unit of fraction, zero for a switch.
    public func derivative(at fraction: Double) -> AnimatableArray {
        delta ?? .zero
    }
}
