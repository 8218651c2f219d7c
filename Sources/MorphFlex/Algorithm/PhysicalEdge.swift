/// A physical edge of a box, as layout results store them.
enum PhysicalEdge: Int, Sendable {
    case left = 0
    case top = 1
    case right = 2
    case bottom = 3
}

/// A physical dimension.
enum Dimension: Int, Sendable {
    case width = 0
    case height = 1
}

/// One Float32 per physical edge.
struct EdgeFloats: Sendable {
    var left: Float = 0
    var top: Float = 0
    var right: Float = 0
    var bottom: Float = 0

    @inline(__always)
    subscript(edge: PhysicalEdge) -> Float {
        get {
            switch edge {
            case .left: return left
            case .top: return top
            case .right: return right
            case .bottom: return bottom
            }
        }
        set {
            switch edge {
            case .left: left = newValue
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            }
        }
    }
}
