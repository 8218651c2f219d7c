import Foundation
import Morph
import Synchronization

/// A spec-based leaf with a content size of its own (clamped to the range, as a text or image
/// node's), counting how often it is really measured.
final class ContentLeaf: DisplayNode {
    private let content: LayoutInput<CGSize>
    private let measurementCount = Mutex(0)

    nonisolated init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
        content = LayoutInput(CGSize(width: width, height: height))
        super.init(name: name)
    }

    /// The content size, a layout input.
    nonisolated var contentSize: CGSize {
        get { content.value }
        set { content.value = newValue }
    }

    /// How many times `calculateSizeThatFits(_:)` ran.
    nonisolated var measurements: Int {
        measurementCount.withLock { $0 }
    }

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        measurementCount.withLock { $0 += 1 }
        return content.value
    }
}

/// A flexbox node with a flex style.
func flexNode(_ name: String, children: [DisplayNode]? = nil, _ configure: (inout FlexStyle) -> Void = { _ in }) -> DisplayNode {
    let node = DisplayNode(name: name)
    node.layoutEngine = .flexbox
    node.flexStyled(configure)
    if let children { node.flexChildren = children }
    return node
}

/// The frame of `node` in `layout` (a flattened layout of its parent).
func frame(of node: DisplayNode, in layout: Layout) -> CGRect? {
    layout.frame(for: node)
}

/// Mirrors a tree of display nodes into a `FlexTree` the way a flexbox node should see it:
/// flexbox nodes become containers with their flex styles, `ContentLeaf`s measured leaves whose
/// content size is clamped to the proposal (as `leafLayout` clamps to the range). Returns the tree,
/// the root's flex node and every node's flex node.
func mirror(_ root: DisplayNode, screenScale: CGFloat = 2) throws -> (tree: FlexTree, root: FlexNodeID, ids: [ObjectIdentifier: FlexNodeID]) {
    var tree = FlexTree(config: FlexConfig(screenScale: screenScale))
    var ids: [ObjectIdentifier: FlexNodeID] = [:]
    func add(_ node: DisplayNode) throws -> FlexNodeID {
        if node.layoutEngine == .flexbox {
            let id = tree.addNode(style: node.flexStyle)
            for child in node.flexChildren ?? node.subnodes {
                try tree.appendChild(try add(child), to: id)
            }
            ids[ObjectIdentifier(node)] = id
            return id
        }
        let size = (node as? ContentLeaf)?.contentSize ?? .zero
        let id = tree.addNode(style: node.flexStyle) { input in
            func side(_ natural: CGFloat, _ proposed: CGFloat, _ mode: FlexMeasureMode) -> CGFloat {
                switch mode {
                case .exactly: return proposed
                case .atMost: return min(natural, proposed)
                case .undefined: return natural
                }
            }
            return CGSize(width: side(size.width, input.width, input.widthMode), height: side(size.height, input.height, input.heightMode))
        }
        ids[ObjectIdentifier(node)] = id
        return id
    }
    let rootID = try add(root)
    return (tree, rootID, ids)
}

/// A flexbox node counting how often its layout is calculated (cache misses).
final class CountingFlexNode: DisplayNode {
    private let count = Mutex(0)

    init(_ name: String, children: [DisplayNode]? = nil, _ configure: (inout FlexStyle) -> Void = { _ in }) {
        super.init(name: name)
        layoutEngine = .flexbox
        flexStyled(configure)
        if let children { flexChildren = children }
    }

    /// How many times `calculateLayoutThatFits(_:context:)` ran.
    nonisolated var calculations: Int {
        count.withLock { $0 }
    }

    override func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        count.withLock { $0 += 1 }
        return try super.calculateLayoutThatFits(constrainedSize, context: context)
    }
}
