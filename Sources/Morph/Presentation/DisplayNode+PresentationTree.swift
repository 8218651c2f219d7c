import Foundation

extension DisplayNode {
    /// What this node and its subtree show at clock time `time` (the animator's last tick when
    /// nil): the value every renderer draws. See ``PresentationTree``.
    ///
    /// Siblings are ordered back to front: subnode order, stably sorted by `zPosition`.
    ///
    /// - Complexity: O(n log s) for n nodes with at most s siblings; one array of n layers.
    public func presentationTree(at time: TimeInterval? = nil) -> PresentationTree {
        var layers: [PresentationLayer] = []
        appendPresentation(to: &layers, parentIndex: nil, time: time)
        return PresentationTree(time: time ?? animator.lastTickTime, layers: layers)
    }

    /// Appends this node's layer and its subtree in drawing order.
    private func appendPresentation(to layers: inout [PresentationLayer], parentIndex: Int?, time: TimeInterval?) {
        let index = layers.count
        layers.append(PresentationLayer(
            id: layerID,
            // The type's name rather than `debugName`'s address: renderers print names, and the
            // same run must print the same text.
            name: name ?? String(describing: type(of: self)),
            attributes: presentation(at: time),
            content: presentationContent(at: time),
            parentIndex: parentIndex,
            subtreeEnd: index + 1
        ))
        var children = subnodes
        if children.count > 1 {
            // A stable sort by z position: equal z keeps subnode order.
            let keyed = children.enumerated().map { (offset: $0.offset, z: $0.element.zPosition(at: time), node: $0.element) }
            if keyed.contains(where: { $0.z != 0 }) {
                children = keyed.sorted { ($0.z, $0.offset) < ($1.z, $1.offset) }.map(\.node)
            }
        }
        for child in children {
            child.appendPresentation(to: &layers, parentIndex: index, time: time)
        }
        layers[index].subtreeEnd = layers.count
    }

    /// The z position on screen at `time`.
    private func zPosition(at time: TimeInterval?) -> CGFloat {
        guard let property = viewStateStorage?.existing(.zPosition) else { return 0 }
        return time.map { property.presentationValue(at: $0) } ?? property.presentationValue
    }
}
