import Foundation

extension ScrollNode {
    /// Moves the content offset by `delta` along `axis` without disturbing what moves it: a
    /// running glide, bounce or step continues shifted by the same amount, and a finger dragging
    /// the content keeps its place in it. A list calls it when an item above the viewport changes
    /// size, so the content on screen does not jump.
    func shiftContent(along axis: ScrollAxis, by delta: CGFloat) {
        guard delta != 0, delta.isFinite else { return }
        switch axis {
        case .horizontal: motionX = motionX?.shifted(by: Double(delta))
        case .vertical: motionY = motionY?.shifted(by: Double(delta))
        }
        if var participation = dragParticipation {
            participation.startOffset[axis] += delta
            participation.rawOffset[axis] += delta
            dragParticipation = participation
        }
        var offset = contentOffset
        offset[axis] += delta
        writeOffset(offset, notifiesDisplay: true)
        if var reported = reportedVisibleRect {
            if axis == .vertical { reported.origin.y += delta } else { reported.origin.x += delta }
            reportedVisibleRect = reported
        }
    }
}

extension ScrollAxisMotion {
    /// The same motion, `delta` points further along.
    func shifted(by delta: Double) -> ScrollAxisMotion {
        ScrollAxisMotion(startTime: startTime, first: first.shifted(by: delta), second: second?.shifted(by: delta))
    }
}

extension ScrollAxisMotion.Segment {
    /// The same segment, `delta` points further along.
    func shifted(by delta: Double) -> Self {
        switch self {
        case let .glide(start, velocity, rate, duration, end):
            .glide(start: start + delta, velocity: velocity, rate: rate, duration: duration, end: end + delta)
        case let .spring(target, displacement, velocity, omega, duration):
            .spring(target: target + delta, displacement: displacement, velocity: velocity, omega: omega, duration: duration)
        case let .ease(start, end, velocity, duration):
            .ease(start: start + delta, end: end + delta, velocity: velocity, duration: duration)
        }
    }
}
