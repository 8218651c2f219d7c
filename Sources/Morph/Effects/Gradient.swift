import Foundation

/// A gradient fill with `CAGradientLayer`'s semantics: linear (Core Animation's axial), radial or
/// conic, its colour stops at locations from 0 to 1, and start and end points in unit coordinates
/// of the layer's bounds ((0, 0) the top-left corner, (1, 1) the bottom-right).
///
/// - ``Kind-swift.enum/linear``: colours change along the line from ``startPoint`` (location 0)
///   to ``endPoint`` (location 1) and are constant across it; beyond the ends the end colours
///   continue.
/// - ``Kind-swift.enum/radial``: an ellipse centred on ``startPoint`` whose radii reach
///   ``endPoint``: `|end.x − start.x| × width` across and `|end.y − start.y| × height` down
///   (Core Animation's rule). Location 0 is the centre, 1 the ellipse; the last colour continues
///   outside.
/// - ``Kind-swift.enum/conic``: colours turn clockwise about ``startPoint``, starting in the
///   direction of ``endPoint`` (location 0) and coming back to it (location 1).
///
/// Stops are cleaned as CSS cleans colour stops (the documented clamp): a location outside 0…1 is
/// clamped into it, a NaN location takes the previous stop's (0 for the first), and a location
/// below an earlier stop's is raised to it, so locations never decrease. At most
/// ``maximumStopCount`` stops are kept; later ones are dropped. Non-finite points are replaced by
/// the defaults. A gradient with no stops (``none``) draws nothing; one stop fills with its colour.
///
/// Gradients animate (see ``interpolation(from:to:)``): colours (premultiplied, as `Color`
/// does), locations and points move together.
public struct Gradient: Hashable, Sendable {
    /// The shape of the colour's change (`CAGradientLayerType`).
    public enum Kind: Int, Hashable, Sendable, CaseIterable {
        /// Along the line from the start point to the end point (Core Animation's `axial`).
        case linear
        /// Outwards from the start point to the ellipse through the end point.
        case radial
        /// Clockwise around the start point, from the direction of the end point.
        case conic
    }

    /// One colour of a gradient and where it lies (0 at the start, 1 at the end).
    public struct Stop: Hashable, Sendable {
        /// The colour at the location.
        public var color: Color
        /// Where the colour lies, 0…1.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The most stops a gradient keeps: 1,000.
    public static let maximumStopCount = 1_000

    /// The kind of gradient.
    public var kind: Kind
    /// The stops, cleaned (see the type's discussion): locations rise from 0 to 1.
    public private(set) var stops: [Stop]
    /// The start point in unit coordinates of the bounds: the line's start, or the centre of a
    /// radial or conic gradient. (0.5, 0), the top centre, by default (Core Animation's).
    public var startPoint: CGPoint
    /// The end point in unit coordinates of the bounds: the line's end, the corner of a radial
    /// gradient's ellipse, or the direction a conic gradient starts in. (0.5, 1), the bottom
    /// centre, by default.
    public var endPoint: CGPoint

    /// No gradient: draws nothing (the default ``ViewAttributes/backgroundGradient``).
    public static let none = Gradient(kind: .linear, stops: [])

    /// A gradient of `stops`, cleaned as the type's discussion says.
    public init(kind: Kind = .linear, stops: [Stop], startPoint: CGPoint = CGPoint(x: 0.5, y: 0), endPoint: CGPoint = CGPoint(x: 0.5, y: 1)) {
        self.kind = kind
        self.stops = Self.cleaned(stops)
        self.startPoint = Self.finite(startPoint, or: CGPoint(x: 0.5, y: 0))
        self.endPoint = Self.finite(endPoint, or: CGPoint(x: 0.5, y: 1))
    }

    /// A gradient as `CAGradientLayer` takes one: `colors`, and their `locations` (nil, or fewer
    /// locations than colours, spaces the colours evenly from 0 to 1, as Core Animation does).
    public init(kind: Kind = .linear, colors: [Color], locations: [CGFloat]? = nil, startPoint: CGPoint = CGPoint(x: 0.5, y: 0), endPoint: CGPoint = CGPoint(x: 0.5, y: 1)) {
        let evenly = locations.map { $0.count < colors.count } ?? true
        let stops = colors.enumerated().map { index, color in
            Stop(color: color, location: evenly ? (colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0) : locations![index])
        }
        self.init(kind: kind, stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// Whether the gradient draws nothing (it has no stops).
    public var isNone: Bool { stops.isEmpty }

    /// The stop colours, in order (`CAGradientLayer.colors`).
    public var colors: [Color] { stops.map(\.color) }

    /// The stop locations, in order (`CAGradientLayer.locations`).
    public var locations: [CGFloat] { stops.map(\.location) }

    /// Whether every stop colour is opaque (and there is one).
    public var isOpaque: Bool { !stops.isEmpty && stops.allSatisfy { $0.color.alpha >= 1 } }

    /// The colour at `location` along the gradient: the stops' colours blended in premultiplied
    /// space between the stops around it, the end colours beyond them; clear for ``none``.
    public func color(at location: CGFloat) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(location > first.location) { return first.color }
        if location >= last.location { return last.color }
        // The first stop past `location`, found by bisection (stops are sorted).
        var low = 0, high = stops.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if stops[middle].location <= location { low = middle } else { high = middle }
        }
        let before = stops[low], after = stops[high]
        let span = after.location - before.location
        guard span > 0 else { return after.color }
        return before.color.interpolated(to: after.color, fraction: Double((location - before.location) / span))
    }

    /// Stops that, blended in straight (not premultiplied) colour — as SVG, Cairo and pixman blend
    /// — draw this gradient as it is specified, blended premultiplied: a segment whose ends differ
    /// in alpha gets `steps − 1` intermediate stops (red to clear passes through translucent red,
    /// not translucent grey).
    public func stopsForStraightBlending(steps: Int = 16) -> [Stop] {
        var result: [Stop] = []
        result.reserveCapacity(stops.count)
        for (index, stop) in stops.enumerated() {
            result.append(stop)
            guard index + 1 < stops.count, steps > 1 else { continue }
            let next = stops[index + 1]
            guard next.color.alpha != stop.color.alpha, next.location > stop.location else { continue }
            for step in 1..<steps {
                let fraction = Double(step) / Double(steps)
                result.append(Stop(color: stop.color.interpolated(to: next.color, fraction: fraction), location: stop.location + (next.location - stop.location) * CGFloat(fraction)))
            }
        }
        return result
    }

    /// `stops` with the documented clamp applied.
    static func cleaned(_ stops: [Stop]) -> [Stop] {
        var result: [Stop] = []
        result.reserveCapacity(min(stops.count, maximumStopCount))
        var floor: CGFloat = 0
        for stop in stops.prefix(maximumStopCount) {
            var location = stop.location.isNaN ? floor : min(max(stop.location, 0), 1)
            location = max(location, floor)
            floor = location
            result.append(Stop(color: stop.color, location: location))
        }
        return result
    }

    private static func finite(_ point: CGPoint, or fallback: CGPoint) -> CGPoint {
        point.x.isFinite && point.y.isFinite ? point : fallback
    }
}
