import Foundation

/// The HTML elements of a player and which node each shows in each sample.
///
/// The player's DOM is static — one absolutely positioned element per node, nested like the node
/// tree — while a timeline's trees may change from sample to sample: nodes enter, leave, and (rarely)
/// move to another parent. An element therefore stands for a node *at a place in the tree*: its key
/// is the path of ids from the root. A node that changes parents gets one element per parent, each
/// present while the node is there; a node that leaves and comes back at the same place reuses its
/// element.
struct PlayerElementTable {
    /// One element of the player.
    struct Element {
        /// The id of the node it shows.
        let nodeID: String
        /// The node's name where the element first appears.
        let name: String
        /// The parent element, `nil` at the root of the stage.
        let parent: Int?
        /// The child elements, in order of first appearance (DOM order).
        var children: [Int] = []
        /// Per sample, the node's index in that frame's node list, or `nil` when absent.
        var nodeIndexBySample: [Int?]
        /// Per sample, the node's rank among its present siblings in paint order (0 = back-most);
        /// meaningful only where present.
        var paintRankBySample: [Int]

        /// Per sample, the sample whose values the element shows: its own when present, otherwise
        /// the latest earlier sample in which it was present, otherwise the first later one. So an
        /// element holds still while absent and never moves into or out of view.
        func heldSamples() -> [Int] {
            var held = [Int](repeating: -1, count: nodeIndexBySample.count)
            var latest = -1
            for sample in nodeIndexBySample.indices {
                if nodeIndexBySample[sample] != nil { latest = sample }
                held[sample] = latest
            }
            var next = -1
            for sample in nodeIndexBySample.indices.reversed() {
                if nodeIndexBySample[sample] != nil { next = sample }
                if held[sample] == -1 { held[sample] = next }
            }
            return held
        }

        /// The runs of consecutive samples in which the element is present, as closed index ranges.
        func presenceRuns() -> [ClosedRange<Int>] {
            var runs: [ClosedRange<Int>] = []
            var start: Int?
            for sample in nodeIndexBySample.indices {
                if nodeIndexBySample[sample] != nil {
                    if start == nil { start = sample }
                } else if let first = start {
                    runs.append(first...(sample - 1))
                    start = nil
                }
            }
            if let first = start { runs.append(first...(nodeIndexBySample.count - 1)) }
            return runs
        }
    }

    /// Every element, parents before children.
    private(set) var elements: [Element] = []
    /// The root elements, in order of first appearance.
    private(set) var roots: [Int] = []

    /// Builds the elements of `timeline`.
    ///
    /// - Complexity: O(E · F + N) for E elements, F frames and N nodes over all frames.
    init(timeline: Timeline) {
        let sampleCount = timeline.frames.count
        var elementByKey: [String: Int] = [:]
        for (sample, frame) in timeline.frames.enumerated() {
            var elementOfNode = [Int](repeating: -1, count: frame.nodes.count)
            for (nodeIndex, node) in frame.nodes.enumerated() {
                let parentElement = frame.tree.parentIndex[nodeIndex].map { elementOfNode[$0] }
                // The unit separator cannot clash with a real path: keys only need to be distinct.
                let key = (parentElement.map { String($0) } ?? "") + "\u{1F}" + node.id
                let element: Int
                if let existing = elementByKey[key] {
                    element = existing
                } else {
                    element = elements.count
                    elementByKey[key] = element
                    elements.append(Element(
                        nodeID: node.id, name: node.name, parent: parentElement,
                        nodeIndexBySample: [Int?](repeating: nil, count: sampleCount),
                        paintRankBySample: [Int](repeating: 0, count: sampleCount)
                    ))
                    if let parentElement { elements[parentElement].children.append(element) } else { roots.append(element) }
                }
                elementOfNode[nodeIndex] = element
                elements[element].nodeIndexBySample[sample] = nodeIndex
            }
            for (rank, root) in frame.tree.children(of: nil).enumerated() {
                elements[elementOfNode[root]].paintRankBySample[sample] = rank
            }
            for parent in frame.nodes.indices {
                for (rank, child) in frame.tree.children(of: parent).enumerated() {
                    elements[elementOfNode[child]].paintRankBySample[sample] = rank
                }
            }
        }
    }

    /// Per sample, whether element `index` is drawn: present, not hidden, and its parent drawn.
    /// `drawn` holds the answers for the elements before `index` (parents come first).
    func drawnSamples(ofElementAt index: Int, timeline: Timeline, drawn: [[Bool]]) -> [Bool] {
        let element = elements[index]
        return element.nodeIndexBySample.enumerated().map { sample, nodeIndex in
            guard let nodeIndex, !timeline.frames[sample].nodes[nodeIndex].isHidden else { return false }
            return element.parent.map { drawn[$0][sample] } ?? true
        }
    }
}
