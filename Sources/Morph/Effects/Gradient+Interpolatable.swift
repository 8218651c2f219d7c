import Foundation

extension Gradient: Interpolatable {
    /// The kind (as its raw value), the two points, then each stop's premultiplied colour and
    /// location: `[kind, sx, sy, ex, ey, r·a, g·a, b·a, a, location, …]`.
    public var animatableData: AnimatableArray {
        var components: [Double] = [Double(kind.rawValue), Double(startPoint.x), Double(startPoint.y), Double(endPoint.x), Double(endPoint.y)]
        components.reserveCapacity(5 + stops.count * 5)
        for stop in stops {
            let color = stop.color.animatableData
            components += [color[0], color[1], color[2], color[3], Double(stop.location)]
        }
        return AnimatableArray(components)
    }

    /// The gradient with the given components, cleaned as any gradient is (a spring's overshoot
    /// of a location is clamped to 0…1, of a colour component to its range).
    public init(animatableData: AnimatableArray) {
        let data = animatableData
        let kind = Kind(rawValue: Int(min(max(data[0].rounded(), 0), 2))) ?? .linear
        let stopCount = max(0, (data.components.count - 5) / 5)
        var stops: [Stop] = []
        stops.reserveCapacity(stopCount)
        for index in 0..<stopCount {
            let base = 5 + index * 5
            let color = Color(animatableData: SIMD4(data[base], data[base + 1], data[base + 2], data[base + 3]))
            stops.append(Stop(color: color, location: CGFloat(data[base + 4])))
        }
        self.init(kind: kind, stops: stops, startPoint: CGPoint(x: data[1], y: data[2]), endPoint: CGPoint(x: data[3], y: data[4]))
    }

    /// The path between two gradients (see ``GradientInterpolation``).
    public static func interpolation(from start: Gradient, to end: Gradient) -> GradientInterpolation {
        GradientInterpolation(from: start, to: end)
    }
}

/// The path between two gradients.
///
/// Two gradients of the same kind move stop by stop: colours (premultiplied), locations and the
/// points change together. When their stop counts differ, both are first resampled at the union of
/// their locations — a gradient sampled at more locations draws the same — so the ends look
/// exactly like the two gradients and every stop has a partner. ``Gradient/none`` animates as the
/// other gradient with every colour clear, so a gradient fades in or out. Gradients of different
/// kinds cannot blend: the path switches at halfway, as CSS does for images it cannot interpolate.
public struct GradientInterpolation: InterpolationPath {
    let start: Gradient
    let end: Gradient
    /// The components of the resampled ends, nil when the path is discrete.
    let from: AnimatableArray?
    let delta: AnimatableArray?

    /// The path from `start` to `end`.
    public init(from start: Gradient, to end: Gradient) {
        self.start = start
        self.end = end
        var a = start, b = end
        if a.isNone, !b.isNone { a = b.withStopColors(.clear) }
        if b.isNone, !a.isNone { b = a.withStopColors(.clear) }
        guard a.kind == b.kind else {
            from = nil
            delta = nil
            return
        }
        if a.stops.count != b.stops.count || zip(a.stops, b.stops).contains(where: { $0.location != $1.location }) {
            let locations = Array(Set(a.locations + b.locations)).sorted()
            if locations.count <= Gradient.maximumStopCount {
                a = a.resampled(at: locations)
                b = b.resampled(at: locations)
            }
        }
        guard a.stops.count == b.stops.count else {
            from = nil
            delta = nil
            return
        }
        let fromData = a.animatableData
        from = fromData
        delta = b.animatableData - fromData
    }

    /// The gradient at `fraction`; exactly the ends at 0 and 1.
    public func value(at fraction: Double) -> Gradient {
        if fraction == 0 { return start }
        if fraction == 1 { return end }
        guard let from, let delta else { return fraction < 0.5 ? start : end }
        return Gradient(animatableData: from + delta.scaled(by: fraction))
    }

    /// The components' change per unit of fraction: the difference of the resampled ends, or
    /// zero for a discrete path.
    public func derivative(at fraction: Double) -> AnimatableArray {
        delta ?? .zero
    }
}

extension Gradient {
    /// The gradient with every stop's colour replaced by `color`.
    func withStopColors(_ color: Color) -> Gradient {
        Gradient(kind: kind, stops: stops.map { Stop(color: color, location: $0.location) }, startPoint: startPoint, endPoint: endPoint)
    }

    /// The same drawing with one stop at each of `locations` (sorted).
    func resampled(at locations: [CGFloat]) -> Gradient {
        Gradient(kind: kind, stops: locations.map { Stop(color: color(at: $0), location: $0) }, startPoint: startPoint, endPoint: endPoint)
    }
}
