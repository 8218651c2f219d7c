import Foundation
import Morph

/// The HTML elements of a player and which layer each shows in each sample.
///
/// The player's DOM is static — one absolutely positioned element per layer, nested like the tree
/// — while a timeline's trees may change from sample to sample: layers enter, leave, and (rarely)
/// move to another parent. An element therefore stands for a layer *at a place in the tree*: its
/// key is its parent element and its layer id. A layer that changes parents gets one element per
/// parent, each present while the layer is there; a layer that leaves and comes back at the same
/// place reuses its element.
struct PlayerElementTable {
    /// One element of the player.
    struct Element {
        /// The id of the layer it shows.
        let layerID: LayerID
        /// The layer's label in the timeline (`n3`).
        let label: String
        /// The layer's name where the element first appears.
        let name: String
        /// The parent element, `nil` at the root of the stage.
        let parent: Int?
        /// The child elements, in order of first appearance (DOM order).
        var children: [Int] = []
        /// Per sample, the layer's index in that frame's layers, or `nil` when absent.
        var layerIndexBySample: [Int?]
        /// Per sample, the layer's rank among its present siblings in drawing order (0 = back-most);
        /// meaningful only where present.
        var paintRankBySample: [Int]

        /// Per sample, the sample whose values the element shows: its own when present, otherwise
        /// the latest earlier sample in which it was present, otherwise the first later one. So an
        /// element holds still while absent and never moves into or out of view.
        func heldSamples() -> [Int] {
            var held = [Int](repeating: -1, count: layerIndexBySample.count)
            var latest = -1
            for sample in layerIndexBySample.indices {
                if layerIndexBySample[sample] != nil { latest = sample }
                held[sample] = latest
            }
            var next = -1
            for sample in layerIndexBySample.indices.reversed() {
                if layerIndexBySample[sample] != nil { next = sample }
                if held[sample] == -1 { held[sample] = next }
            }
            return held
        }

        /// The runs of consecutive samples in which the element is present, as closed index ranges.
        func presenceRuns() -> [ClosedRange<Int>] {
            var runs: [ClosedRange<Int>] = []
            var start: Int?
            for sample in layerIndexBySample.indices {
                if layerIndexBySample[sample] != nil {
                    if start == nil { start = sample }
                } else if let first = start {
                    runs.append(first...(sample - 1))
                    start = nil
                }
            }
            if let first = start { runs.append(first...(layerIndexBySample.count - 1)) }
            return runs
        }
    }

    /// Where an element stands: under a parent element (none at the root), showing a layer.
    private struct Key: Hashable {
        var parent: Int?
        var layerID: LayerID
    }

    /// Every element, parents before children.
    private(set) var elements: [Element] = []
    /// The root elements, in order of first appearance.
    private(set) var roots: [Int] = []

    /// Builds the elements of `timeline`, labelled with `labels` (``Timeline/layerLabels``).
    ///
    /// - Complexity: O(E · F + N) for E elements, F frames and N layers over all frames.
    init(timeline: Timeline, labels: [LayerID: String]) {
        let sampleCount = timeline.frames.count
        var elementByKey: [Key: Int] = [:]
        var elementOfLayer: [Int] = []
        var siblingCount: [Int] = []
        for (sample, frame) in timeline.frames.enumerated() {
            elementOfLayer.removeAll(keepingCapacity: true)
            siblingCount.removeAll(keepingCapacity: true)
            var rootCount = 0
            for (layerIndex, layer) in frame.layers.enumerated() {
                let parentElement = layer.parentIndex.map { elementOfLayer[$0] }
                let key = Key(parent: parentElement, layerID: layer.id)
                let element: Int
                if let existing = elementByKey[key] {
                    element = existing
                } else {
                    element = elements.count
                    elementByKey[key] = element
                    elements.append(Element(
                        layerID: layer.id, label: labels[layer.id] ?? "", name: layer.name, parent: parentElement,
                        layerIndexBySample: [Int?](repeating: nil, count: sampleCount),
                        paintRankBySample: [Int](repeating: 0, count: sampleCount)
                    ))
                    if let parentElement { elements[parentElement].children.append(element) } else { roots.append(element) }
                }
                elementOfLayer.append(element)
                siblingCount.append(0)
                elements[element].layerIndexBySample[sample] = layerIndex
                // Layers come in drawing order, so a layer's rank is the number of siblings before it.
                if let parent = layer.parentIndex {
                    elements[element].paintRankBySample[sample] = siblingCount[parent]
                    siblingCount[parent] += 1
                } else {
                    elements[element].paintRankBySample[sample] = rootCount
                    rootCount += 1
                }
            }
        }
    }

    /// Per sample, whether element `index` is drawn: present, not hidden, and its parent drawn.
    /// `drawn` holds the answers for the elements before `index` (parents come first).
    func drawnSamples(ofElementAt index: Int, timeline: Timeline, drawn: [[Bool]]) -> [Bool] {
        let element = elements[index]
        return element.layerIndexBySample.enumerated().map { sample, layerIndex in
            guard let layerIndex, !timeline.frames[sample].layers[layerIndex].attributes.isHidden else { return false }
            return element.parent.map { drawn[$0][sample] } ?? true
        }
    }
}
