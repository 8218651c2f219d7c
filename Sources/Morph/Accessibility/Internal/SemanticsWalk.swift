import Foundation

/// The walk over a node tree that decides what assistive technology sees: which nodes are
/// exposed, as elements or containers, in which order, under which parent, and where on screen.
/// ``SemanticsOwner`` builds trees with it and finds the node of a request with it, so both
/// follow the same rules (see <doc:Accessibility>):
///
/// 1. A node that is hidden (its model or presentation `isHidden`), whose alpha is below 0.01 both
///    in its model and on screen, or with ``DisplayNode/accessibilityElementsHidden``, is left out
///    with its subtree. (Either alpha counts so that a node fading out of a transition stays
///    until it is removed, and one fading in is there from its insertion.)
/// 2. An accessibility element is exposed and speaks for its subtree: nothing under it is walked.
/// 3. A node with a container role, a selection container, a modal node and a node that groups
///    its children are exposed as containers: their children are walked under them.
/// 4. Any other node is transparent: its children are walked in its place.
///
/// Every subnode is walked, also content that a scroll node culls from drawing; a visit carries
/// the area the clipping nodes around it leave visible (``SemanticsNode/isOffscreen``).
///
/// Children are ``DisplayNode/accessibilityElements`` or the subnodes, in order; when some of
/// them are modal (``DisplayNode/accessibilityViewIsModal``) only the last such one is walked.
/// Each node is walked at most once per walk.
///
/// The walk is iterative: a tree of any depth is walked at a constant stack depth.
@MainActor
struct SemanticsWalk {
    /// What the walk found: a node to expose.
    struct Visit {
        let node: DisplayNode
        /// The exposed role.
        let role: AccessibilityRole
        /// Whether the node's children are walked under it.
        let isContainer: Bool
        /// The node's bounds coordinates to the window's.
        let toWindow: AffineTransform
        /// The node's presentation values.
        let presentation: ViewAttributes
        /// The exposed node this one is a child of, if any.
        let parent: DisplayNode?
        /// The selection container of which this node is an item, if any.
        let selectionContainer: (any AccessibilitySelectionContainer)?
        /// What the nodes around this one that clip to their bounds leave visible, in window
        /// coordinates; nil when none clips.
        let clip: CGRect?
    }

    /// Where the walk is.
    private enum Step {
        case visit(DisplayNode, toParentWindow: AffineTransform, parent: Int?, parentNode: DisplayNode?, container: (any AccessibilitySelectionContainer)?, clip: CGRect?)
        case close(Int)
    }

    /// The number of the current walk (see `NodeAccessibilityState.visitMark`).
    private static var walkCount: UInt64 = 0

    /// Walks `root`'s tree at clock time `time` (the last tick when nil). `open` is called for
    /// every exposed node, parents before children, with the index of its parent's visit (nil at
    /// the top) and returns the index this visit gets, or nil to stop the walk; `close` is called
    /// after a container's subtree with the container's index.
    static func walk(
        _ root: DisplayNode,
        at time: TimeInterval?,
        open: (Visit, Int?) -> Int?,
        close: (Int) -> Void
    ) {
        walkCount &+= 1
        let mark = walkCount
        var pending: [Step] = [.visit(root, toParentWindow: AffineTransform(), parent: nil, parentNode: nil, container: nil, clip: nil)]
        while let step = pending.popLast() {
            switch step {
            case .close(let index):
                close(index)
            case let .visit(node, toParentWindow, parent, parentNode, container, clip):
                guard node.accessibilityState.visitMark != mark else { continue }
                node.accessibilityState.visitMark = mark
                let presentation = node.presentation(at: time)
                guard !isHidden(node, presentation: presentation) else { continue }
                var toWindow = presentation.transformToParent
                toWindow.append(toParentWindow)
                let exposure = exposure(of: node)
                var childParent = parent
                var childParentNode = parentNode
                var childContainer = container
                if let role = exposure.role {
                    let visit = Visit(
                        node: node, role: role, isContainer: exposure.isContainer, toWindow: toWindow,
                        presentation: presentation, parent: parentNode, selectionContainer: container, clip: clip
                    )
                    guard let index = open(visit, parent) else { return }
                    guard exposure.isContainer else { continue }
                    pending.append(.close(index))
                    childParent = index
                    childParentNode = node
                    childContainer = node as? any AccessibilitySelectionContainer
                }
                // Content scrolled out of a clipping node's bounds (a scroll node's viewport) is
                // still walked — a screen reader reads on into it — and its visits carry the
                // visible area, which says it is off screen.
                var childClip = clip
                if presentation.clipsToBounds {
                    let visible = toWindow.boundingBox(of: presentation.bounds)
                    childClip = clip.map { $0.intersection(visible) } ?? visible
                }
                let children = walkedChildren(of: node)
                for child in children.reversed() {
                    let childToParent = child.isSubnode(of: node) ? toWindow : transform(from: child, to: node, nodeToWindow: toWindow, at: time)
                    guard let childToParent else { continue }
                    pending.append(.visit(child, toParentWindow: childToParent, parent: childParent, parentNode: childParentNode, container: childContainer, clip: childClip))
                }
            }
        }
    }

    /// Whether rule 1 leaves `node` out.
    private static func isHidden(_ node: DisplayNode, presentation: ViewAttributes) -> Bool {
        if node.accessibilityState.properties.elementsHidden || presentation.isHidden { return true }
        let model = node.viewAttributes
        return model.isHidden || (model.alpha < 0.01 && presentation.alpha < 0.01)
    }

    /// How `node` is exposed: as an element, a container, or not (a nil role).
    private static func exposure(of node: DisplayNode) -> (role: AccessibilityRole?, isContainer: Bool) {
        let role = node.accessibilityRole
        if node.isAccessibilityElement {
            return (role ?? AccessibilityRole(traits: node.accessibilityTraits), false)
        }
        if let role, role.isContainer { return (role, true) }
        if node is any AccessibilitySelectionContainer { return (.list, true) }
        let properties = node.accessibilityState.properties
        if properties.shouldGroupChildren || properties.viewIsModal { return (.group, true) }
        return (nil, false)
    }

    /// The children to walk: the listed elements (descendants only) or the subnodes, narrowed to
    /// the last modal one when there is one.
    private static func walkedChildren(of node: DisplayNode) -> [DisplayNode] {
        var children = node.subnodes
        if let listed = node.accessibilityElements {
            children = listed.filter { $0 !== node && $0.isDescendant(of: node) }
        }
        if let modal = children.last(where: { child in
            child.accessibilityState.properties.viewIsModal && !child.accessibilityState.properties.elementsHidden && !child.isHidden
        }) {
            return [modal]
        }
        return children
    }

    /// The transform from the bounds of `descendant`'s supernode to the window, through the
    /// supernodes up to `ancestor` (whose bounds-to-window transform is `nodeToWindow`); nil when
    /// `descendant` is not below `ancestor` or a node between them is hidden.
    private static func transform(from descendant: DisplayNode, to ancestor: DisplayNode, nodeToWindow: AffineTransform, at time: TimeInterval?) -> AffineTransform? {
        var chain: [DisplayNode] = []
        var current = descendant.supernode
        while let node = current, node !== ancestor {
            chain.append(node)
            current = node.supernode
        }
        guard current === ancestor else { return nil }
        var result = AffineTransform()
        for node in chain {
            // A listed node under a hidden node is hidden too.
            let presentation = node.presentation(at: time)
            guard !isHidden(node, presentation: presentation) else { return nil }
            result.append(presentation.transformToParent)
        }
        result.append(nodeToWindow)
        return result
    }
}
