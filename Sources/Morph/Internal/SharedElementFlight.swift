import Foundation

/// Where shared elements — nodes that change supernode, the same node in both layouts under
/// different parents — are on screen before the change, so that afterwards each flies to its new
/// place continuously in the coordinates of a common ancestor (`root`) rather than jumping
/// (SwiftUI's `matchedGeometryEffect`, Compose's `sharedElement`).
///
/// Record the flight before the nodes move (``init(moving:below:)``), then call
/// ``fly(below:carryingSubnodes:attributes:)`` once they are under their new supernodes with their
/// final (model) values. Every direction works the same way: into `root` itself, out of it into
/// a descendant, across sibling subtrees, from deep to deep.
///
/// The flight animates the node's bounds size along `attributes`, and its position with a
/// keyframe track sampled 960 times per second (within a hundredth of a point of the path for
/// ancestors moving at usual speeds), so that its centre follows the straight, eased path
/// between its old and new centres in `root`'s coordinates while its new ancestors move too.
/// Its subnodes can travel with it, moving and resizing within it from where they were along the
/// same animation. The node's own transform is assumed to be the identity, its anchor point the
/// centre and its bounds origin zero.
@MainActor
package struct SharedElementFlight {
    /// Where a shared element was: its supernode, and its centre and size in `root`'s
    /// coordinates.
    private struct Start {
        let node: DisplayNode
        let supernode: ObjectIdentifier
        let center: CGPoint
        let size: CGSize
    }

    /// Where a node inside a shared element was, relative to its supernode.
    private struct Passenger {
        let supernode: ObjectIdentifier
        let position: CGPoint
        let size: CGSize
    }

    /// Samples per second of the position track.
    static let samplesPerSecond = 960.0
    /// The most samples of one flight.
    static let maximumSamples = 9600

    private var starts: [Start] = []
    private var passengers: [ObjectIdentifier: Passenger] = [:]

    /// Records where `nodes` (below `root`) and the nodes inside them are on screen now. Nodes
    /// that are not below `root` are left out.
    ///
    /// - Complexity: O(k · d + s) for k nodes at depth d with s nodes inside them.
    package init(moving nodes: [DisplayNode], below root: DisplayNode) {
        starts.reserveCapacity(nodes.count)
        for node in nodes {
            guard let supernode = node.supernode, node.isDescendant(of: root), node !== root else { continue }
            let toRoot = Self.transform(from: node, to: root, at: .presentation)
            let attributes = node.presentation
            starts.append(Start(
                node: node,
                supernode: ObjectIdentifier(supernode),
                center: toRoot.transform(CGPoint(x: attributes.bounds.midX, y: attributes.bounds.midY)),
                size: attributes.bounds.size
            ))
            var pending = node.subnodes
            while let passenger = pending.popLast() {
                pending.append(contentsOf: passenger.subnodes)
                let attributes = passenger.presentation
                passengers[ObjectIdentifier(passenger)] = Passenger(
                    supernode: ObjectIdentifier(passenger.supernode ?? node),
                    position: attributes.position,
                    size: attributes.bounds.size
                )
            }
        }
    }

    /// Whether nothing was recorded.
    package var isEmpty: Bool { starts.isEmpty }

    /// Flies every recorded node whose supernode changed (and that is still below `root`) from
    /// where it was to where its model values put it, with the node's `attributes` (nil: it
    /// stays where its model values put it). With `carryingSubnodes`, the nodes inside it that
    /// kept their supernode move and resize from where they were too (for subtrees laid out at
    /// their new size without animation).
    ///
    /// - Complexity: O(k + s) plus O(n · d) per shared element for n samples and depth d.
    package func fly(below root: DisplayNode, carryingSubnodes: Bool, attributes: (DisplayNode) -> AnimationAttributes?) {
        for start in starts {
            let node = start.node
            guard let supernode = node.supernode, ObjectIdentifier(supernode) != start.supernode,
                  node.isDescendant(of: root), let attributes = attributes(node)
            else { continue }
            fly(node, from: start, below: root, attributes: attributes)
            if carryingSubnodes { carrySubnodes(of: node, attributes: attributes) }
        }
    }

    /// The flying node's subtree: each node that kept its supernode moves and resizes from where
    /// it was relative to its supernode, along `attributes`.
    private func carrySubnodes(of flying: DisplayNode, attributes: AnimationAttributes) {
        var pending = flying.subnodes
        while let node = pending.popLast() {
            pending.append(contentsOf: node.subnodes)
            guard let parent = node.supernode,
                  let start = passengers[ObjectIdentifier(node)], start.supernode == ObjectIdentifier(parent)
            else { continue }
            let model = node.viewAttributes
            if start.position != model.position {
                node.animatableProperty(.position).animate(from: start.position, to: model.position, with: attributes)
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
        let endCenter = Self.transform(from: parent, to: root, at: .model).transform(model.position)
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
        guard let toParent = transform(from: parent, to: root, at: .time(time)).inverted() else { return nil }
        let position = toParent.transform(center)
        return position.x.isFinite && position.y.isFinite ? position : nil
    }

    /// Which values of the nodes a transform is made of.
    private enum Values {
        /// What is on screen now.
        case presentation
        /// Where the nodes are going.
        case model
        /// What the animations show at a clock time.
        case time(TimeInterval)
    }

    /// The transform from `node`'s coordinates to `root`'s.
    private static func transform(from node: DisplayNode, to root: DisplayNode, at values: Values) -> AffineTransform {
        var result = AffineTransform()
        var current = node
        while current !== root, let supernode = current.supernode {
            let attributes: ViewAttributes
            switch values {
            case .presentation: attributes = current.presentation
            case .model: attributes = current.viewAttributes
            case .time(let time): attributes = current.presentation(at: time)
            }
            result.append(attributes.transformToParent)
            current = supernode
        }
        return result
    }
}
