import Foundation
import Morph

/// A deterministic random number generator (SplitMix64) for reproducible random trees.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A mutable node model that flattens to presentation trees: random trees and random changes to
/// them (attributes, insertions, removals, reordering, reparenting), for comparing incremental
/// drawing with full drawing.
struct RandomTree {
    struct Node {
        var id: UInt64
        var attributes: ViewAttributes
        var content: PresentationContent?
        var children: [Node] = []
    }

    var root: Node
    private var nextID: UInt64 = 1
    var generator: SeededGenerator
    let canvas: CGSize
    let texts: [TextLayout]
    let image: DecodedImage

    init(seed: UInt64, canvas: CGSize, layerCount: Int) throws {
        generator = SeededGenerator(seed: seed)
        self.canvas = canvas
        texts = try ["Morph", "Hello, world", "Ag 😀", "مرحبا"].map { try TextLayout($0, style: TextStyle(font: Font(size: 13))) }
        var pixels: [UInt32] = []
        for y in 0..<8 {
            for x in 0..<8 { pixels.append((x + y) % 2 == 0 ? 0xFFFF_8800 : 0x8000_0040) }
        }
        image = try DecodedImage(pixelWidth: 8, pixelHeight: 8, scale: 2, pixels: pixels)
        root = Node(id: 0, attributes: ViewAttributes(position: CGPoint(x: canvas.width / 2, y: canvas.height / 2), bounds: CGRect(origin: .zero, size: canvas), backgroundColor: Color(white: 0.95)))
        root.id = makeID()
        for _ in 1..<layerCount { insertRandomNode() }
    }

    private mutating func makeID() -> UInt64 {
        defer { nextID += 1 }
        return nextID
    }

    mutating func random(_ range: ClosedRange<CGFloat>) -> CGFloat {
        CGFloat.random(in: range, using: &generator)
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &generator) < probability
    }

    mutating func randomColor() -> Color {
        Color(red: random(0...1), green: random(0...1), blue: random(0...1), alpha: chance(0.3) ? random(0.2...1) : 1)
    }

    mutating func randomAttributes() -> ViewAttributes {
        let width = random(2...90).rounded(chance(0.5) ? .down : .toNearestOrAwayFromZero) + (chance(0.3) ? random(0...1) : 0)
        let height = random(2...70) + (chance(0.5) ? 0.25 : 0)
        var attributes = ViewAttributes(
            position: CGPoint(x: random(0...canvas.width * 0.6), y: random(0...canvas.height * 0.6)),
            bounds: CGRect(x: 0, y: 0, width: width, height: height)
        )
        randomize(&attributes)
        return attributes
    }

    mutating func randomize(_ attributes: inout ViewAttributes) {
        if chance(0.8) { attributes.backgroundColor = randomColor() }
        if chance(0.3) { attributes.cornerRadius = random(0...20) }
        if chance(0.3) {
            attributes.borderWidth = random(0.5...5)
            attributes.borderColor = randomColor()
        }
        if chance(0.2) { attributes.alpha = random(0.2...0.9) }
        if chance(0.15) { attributes.clipsToBounds = true }
        if chance(0.05) { attributes.isHidden = true }
        if chance(0.15) {
            let angle = random(-0.6...0.6)
            attributes.transform = Transform3D(
                m11: cos(angle), m12: sin(angle), m13: 0, m14: 0,
                m21: -sin(angle), m22: cos(angle), m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0,
                m41: 0, m42: 0, m43: 0, m44: 1
            )
        } else if chance(0.1) {
            let scale = random(0.5...1.5)
            attributes.transform = Transform3D(
                m11: scale, m12: 0, m13: 0, m14: 0, m21: 0, m22: scale, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0, m41: random(-3...3), m42: 0, m43: 0, m44: 1
            )
        }
    }

    mutating func randomContent() -> PresentationContent? {
        if chance(0.1) { return .text(layout: texts[Int.random(in: 0..<texts.count, using: &generator)], color: randomColor()) }
        if chance(0.05) { return .image(image, contentMode: ImageContentMode.allCases.randomElement(using: &generator)!) }
        return nil
    }

    /// Paths to every node (indices into children), root first.
    func allPaths() -> [[Int]] {
        var paths: [[Int]] = []
        func walk(_ node: Node, _ path: [Int]) {
            paths.append(path)
            for (index, child) in node.children.enumerated() { walk(child, path + [index]) }
        }
        walk(root, [])
        return paths
    }

    func node(at path: [Int]) -> Node {
        var node = root
        for index in path { node = node.children[index] }
        return node
    }

    mutating func modify(at path: [Int], _ change: (inout Node) -> Void) {
        func visit(_ node: inout Node, _ rest: ArraySlice<Int>) {
            guard let first = rest.first else {
                change(&node)
                return
            }
            visit(&node.children[first], rest.dropFirst())
        }
        visit(&root, path[...])
    }

    mutating func insertRandomNode() {
        let paths = allPaths()
        let parent = paths[Int.random(in: 0..<paths.count, using: &generator)]
        let node = Node(id: makeID(), attributes: randomAttributes(), content: randomContent())
        let count = self.node(at: parent).children.count
        let position = Int.random(in: 0...count, using: &generator)
        modify(at: parent) { $0.children.insert(node, at: position) }
    }

    /// Makes one random change.
    mutating func mutate() {
        let paths = allPaths()
        let path = paths[Int.random(in: 0..<paths.count, using: &generator)]
        switch Int.random(in: 0..<10, using: &generator) {
        case 0...3:
            var attributes = node(at: path).attributes
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: attributes.position.x += random(-20...20); attributes.position.y += random(-10...10)
            case 1: attributes.bounds.size.width = max(0, attributes.bounds.width + random(-10...10))
            case 2: attributes.backgroundColor = randomColor()
            case 3: attributes.alpha = chance(0.5) ? 1 : random(0...1)
            case 4: attributes.isHidden.toggle()
            default: randomize(&attributes)
            }
            if path.isEmpty { attributes.position = root.attributes.position }
            modify(at: path) { $0.attributes = attributes }
        case 4:
            insertRandomNode()
        case 5:
            guard let last = path.last else { return }
            modify(at: Array(path.dropLast())) { $0.children.remove(at: last) }
        case 6:
            modify(at: path) { node in
                guard node.children.count > 1 else { return }
                node.children.swapAt(0, node.children.count - 1)
            }
        case 7:
            guard let last = path.last else { return }
            let moved = node(at: path)
            modify(at: Array(path.dropLast())) { $0.children.remove(at: last) }
            let targets = allPaths()
            let target = targets[Int.random(in: 0..<targets.count, using: &generator)]
            modify(at: target) { $0.children.append(moved) }
        case 8:
            let content = randomContent()
            modify(at: path) { $0.content = content }
        default:
            break
        }
    }

    /// The model as a presentation tree.
    func tree(time: TimeInterval = 0) -> PresentationTree {
        var layers: [PresentationLayer] = []
        func add(_ node: Node, parent: Int?) {
            let index = layers.count
            layers.append(PresentationLayer(id: LayerID(rawValue: node.id), name: "n\(node.id)", attributes: node.attributes, content: node.content, parentIndex: parent, subtreeEnd: index + 1))
            for child in node.children { add(child, parent: index) }
            layers[index].subtreeEnd = layers.count
        }
        add(root, parent: nil)
        return PresentationTree(time: time, layers: layers)
    }
}
