import Foundation

extension DisplayNode {
    /// What this node and its subtree show at clock time `time` (the animator's last tick when
    /// nil): the value every renderer draws. See ``PresentationTree``.
    ///
    /// Siblings are ordered back to front: subnode order, stably sorted by `zPosition`. A tree of
    /// any depth is walked without recursion.
    ///
    /// - Complexity: O(n log s) for n nodes with at most s siblings; one array of n layers.
    public func presentationTree(at time: TimeInterval? = nil) -> PresentationTree {
        presentationTree(at: time, maskDepth: 0)
    }

    /// The deepest masks nest in a presentation: a mask's mask's … mask beyond this depth is left
    /// out (``setMask(_:)`` refuses cycles, but a mask's subtree may change after it is set).
    static let maximumMaskDepth = 8

    private func presentationTree(at time: TimeInterval?, maskDepth: Int) -> PresentationTree {
        var layers: [PresentationLayer] = []
        // Depth first, in drawing order. An entry either opens a node (appends its layer, then
        // its children and its closing entry) or closes one (records where its subtree ends).
        enum Step {
            case open(DisplayNode, parent: Int?)
            case close(Int)
        }
        var pending: [Step] = [.open(self, parent: nil)]
        while let step = pending.popLast() {
            switch step {
            case .close(let index):
                layers[index].subtreeEnd = layers.count
            case let .open(node, parent):
                let index = layers.count
                layers.append(PresentationLayer(
                    id: node.layerID,
                    // The type's name rather than `debugName`'s address: renderers print names,
                    // and the same run must print the same text.
                    name: node.name ?? String(describing: type(of: node)),
                    attributes: node.presentation(at: time),
                    content: node.presentationContent(at: time),
                    parentIndex: parent,
                    subtreeEnd: index + 1,
                    mask: maskDepth < Self.maximumMaskDepth ? node.maskStorage.map { $0.presentationTree(at: time, maskDepth: maskDepth + 1) } : nil
                ))
                pending.append(.close(index))
                for child in node.subnodesInDrawingOrder(at: time).reversed() {
                    pending.append(.open(child, parent: index))
                }
            }
        }
        return PresentationTree(time: time ?? animator.lastTickTime, layers: layers)
    }

    /// The subnodes back to front: subnode order, stably sorted by z position at `time`.
    func subnodesInDrawingOrder(at time: TimeInterval?) -> [DisplayNode] {
        let children = subnodes
        guard children.count > 1 else { return children }
        let keyed = children.enumerated().map { (offset: $0.offset, z: $0.element.zPosition(at: time), node: $0.element) }
        guard keyed.contains(where: { $0.z != 0 }) else { return children }
        return keyed.sorted { ($0.z, $0.offset) < ($1.z, $1.offset) }.map(\.node)
    }

    /// The z position on screen at `time`.
    private func zPosition(at time: TimeInterval?) -> CGFloat {
        guard let property = viewStateStorage?.existing(.zPosition) else { return 0 }
        return time.map { property.presentationValue(at: $0) } ?? property.presentationValue
    }
}
