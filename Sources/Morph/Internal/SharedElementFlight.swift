import Foundation

/// Where the nodes below a transitioning node are on screen when the transition starts, so that
/// a node the transition moves to another supernode — a shared element, the same node in both
/// layouts under different parents — flies there continuously in the transitioning node's
/// coordinates (their common ancestor) rather than jumping (SwiftUI's `matchedGeometryEffect`,
/// Compose's `sharedElement`).
///
/// The flight animates the node's bounds size along the transition's default animation, and its
/// position with a keyframe track sampled 960 times per second (within a hundredth of a point of the path
/// for ancestors moving at usual speeds), so that its centre follows the
/// straight, eased path between its old and new centres in the common ancestor's coordinates
/// while its new ancestors move too. Its subnodes travel with it, moving and resizing within it
/// from where they were along the same animation. The node's own transform is assumed to be the
/// identity, its anchor point the centre and its bounds origin zero (for its subnodes too).
@MainActor
struct SharedElementFlight {
    private struct Start {
        let supernode: ObjectIdentifier
        let center: CGPoint
        let size: CGSize
    }

    /// Samples per second of the position track.
    static let samplesPerSecond = 960.0
    /// The most samples of one flight.
    static let maximumSamples = 9600

    private var starts: [ObjectIdentifier: Start] = [:]

    /// Records where every node below `root` is on screen now, in `root`'s coordinates.
    ///
    /// - Complexity: O(n) in the subtree.
    init(below root: DisplayNode) {
        var pending: [(DisplayNode, AffineTransform)] = root.subnodes.map { ($0, AffineTransform()) }
        while let (node, parentToRoot) = pending.popLast() {
            let attributes = node.presentation
            var toRoot = attributes.transformToParent
            toRoot.append(parentToRoot)
            if let supernode = node.supernode {
                starts[ObjectIdentifier(node)] = Start(
                    supernode: ObjectIdentifier(supernode),
                    center: toRoot.transform(CGPoint(x: attributes.bounds.midX, y: attributes.bounds.midY)),
                    size: attributes.bounds.size
                )
            }
            for subnode in node.subnodes { pending.append((subnode, toRoot)) }
        }
    }

    /// Flies every node below `root` whose supernode changed since the snapshot (and is still
    /// below `root`) from where it was to where its new layout puts it, with `attributes`.
    ///
    /// - Complexity: O(n) in the subtree, plus O(s · d) per shared element for s samples and
    ///   depth d.
    func flyMovedNodes(below root: DisplayNode, attributes: AnimationAttributes) {
        guard !starts.isEmpty else { return }
        var pending: [DisplayNode] = root.subnodes
        var moved: [(DisplayNode, Start)] = []
        while let node = pending.popLast() {
            if let supernode = node.supernode, let start = starts[ObjectIdentifier(node)], start.supernode != ObjectIdentifier(supernode) {
                moved.append((node, start))
                continue
            }
            pending.append(contentsOf: node.subnodes)
        }
        for (node, start) in moved {
            fly(node, from: start, below: root, attributes: attributes)
            moveSubtree(of: node, attributes: attributes)
        }
    }

    /// The flying node's subtree was laid out at its new size without animation: each of its
    /// nodes moves and resizes from where it was relative to its supernode, along `attributes`.
    private func moveSubtree(of flying: DisplayNode, attributes: AnimationAttributes) {
        var pending = flying.subnodes
        while let node = pending.popLast() {
            pending.append(contentsOf: node.subnodes)
            guard let parent = node.supernode,
                  let start = starts[ObjectIdentifier(node)], start.supernode == ObjectIdentifier(parent),
                  let parentStart = starts[ObjectIdentifier(parent)]
            else { continue }
            let model = node.viewAttributes
            let startPosition = CGPoint(
                x: start.center.x - parentStart.center.x + parentStart.size.width / 2,
                y: start.center.y - parentStart.center.y + parentStart.size.height / 2
            )
            if startPosition != model.position {
                node.animatableProperty(.position).animate(from: startPosition, to: model.position, with: attributes)
            }
            if start.size != model.bounds.size {
                node.animatableProperty(.bounds).animate(from: CGRect(origin: model.bounds.origin, size: start.size), to: model.bounds, with: attributes)
            }
        }
    }

    private func fly(_ node: DisplayNode, from start: Start, below root: DisplayNode, attributes: AnimationAttributes) {
        guard let parent = node.supernode else { return }
        let now = node.animator.now
        let model = node.viewAttributes
        let endCenter = Self.transform(from: parent, to: root, at: nil).transform(model.position)
        let total = attributes.delay + attributes.duration
        // An ancestor scaled to nothing has no inverse: the node then simply moves with the layout.
        guard let startPosition = Self.position(of: start.center, in: parent, below: root, at: now) else { return }

        performWithoutAnimation {
            node.position = startPosition
        }
        node.animatableProperty(.bounds).animate(
            from: CGRect(origin: model.bounds.origin, size: start.size),
            to: model.bounds,
            with: attributes
        )
        guard total > 0, start.center != endCenter || node.animatableProperty(.bounds).isAnimating else {
            performWithoutAnimation { node.position = model.position }
            return
        }
        let count = min(max(Int((total * Self.samplesPerSecond).rounded(.up)), 2), Self.maximumSamples)
        var keyframes: [Keyframe<CGPoint>] = []
        keyframes.reserveCapacity(count)
        var elapsedBefore = 0.0
        for index in 1...count {
            let elapsed = total * Double(index) / Double(count)
            let progress = Self.progress(of: attributes, atElapsed: elapsed)
            let center = CGPoint(
                x: start.center.x + (endCenter.x - start.center.x) * progress,
                y: start.center.y + (endCenter.y - start.center.y) * progress
            )
            let sampled = index == count ? model.position : Self.position(of: center, in: parent, below: root, at: now + elapsed)
            guard let position = sampled else {
                performWithoutAnimation { node.position = model.position }
                return
            }
            // The last keyframe takes what is left, so the track ends exactly with the transition.
            let duration = index == count ? total - elapsedBefore : total / Double(count)
            elapsedBefore += duration
            keyframes.append(Keyframe(position, duration: duration))
        }
        node.animatableProperty(.position).animate(keyframes: Keyframes(keyframes))
    }

    /// The progress of `attributes`' motion `elapsed` seconds after the change (0 during the
    /// delay).
    private static func progress(of attributes: AnimationAttributes, atElapsed elapsed: Double) -> CGFloat {
        let time = elapsed - attributes.delay
        guard time > 0 else { return 0 }
        switch attributes.timing {
        case .curve(let curve, let duration):
            return duration > 0 ? CGFloat(curve.progress(at: min(time / duration, 1))) : 1
        case .spring(let spring), .springWithDuration(let spring, _):
            return time >= attributes.duration ? 1 : CGFloat(spring.value(at: time))
        }
    }

    /// The position in `parent` that puts a node's centre at `center` in `root`'s coordinates,
    /// with the ancestors where they are at clock time `time`.
    private static func position(of center: CGPoint, in parent: DisplayNode, below root: DisplayNode, at time: TimeInterval) -> CGPoint? {
        guard let toParent = transform(from: parent, to: root, at: time).inverted() else { return nil }
        let position = toParent.transform(center)
        return position.x.isFinite && position.y.isFinite ? position : nil
    }

    /// The transform from `node`'s coordinates to `root`'s: presentation values at `time`, or
    /// model values when nil.
    private static func transform(from node: DisplayNode, to root: DisplayNode, at time: TimeInterval?) -> AffineTransform {
        var result = AffineTransform()
        var current = node
        while current !== root, let supernode = current.supernode {
            let attributes = time.map { current.presentation(at: $0) } ?? current.viewAttributes
            result.append(attributes.transformToParent)
            current = supernode
        }
        return result
    }
}
