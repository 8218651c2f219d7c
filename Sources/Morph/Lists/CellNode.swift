import Foundation
import MorphMotion

/// Makes a list's cell node, on any thread (Texture's `ASCellNodeBlock`): a list calls it on the
/// main actor for a cell it needs now and off it for cells it prepares ahead.
public typealias CellNodeBlock = @Sendable () -> CellNode

/// A node that a list shows for an item, a header or a footer (Texture's `ASCellNode`).
///
/// Lay it out like any node — a layout spec with ``DisplayNode/automaticallyManagesSubnodes``,
/// or a size of its own. The list measures it within
/// ``CollectionNodeDelegate/collectionNode(_:constrainedSizeForItemAt:)`` (by default exactly the
/// item's width in a vertical list, any height) and takes the size it measures.
///
/// ```swift
/// final class RowCell: CellNode {
///     let title = TextNode("Hello")
///     override init() {
///         super.init()
///         automaticallyManagesSubnodes = true
///     }
///     override nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
///         InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: title)
///     }
/// }
/// ```
///
/// **Selection.** ``isHighlighted`` is true while a finger (or the pointer) is down on the cell;
/// ``isSelected`` follows the list's selection. With ``selectionStyle`` `.gray` (the default) the
/// cell's background turns grey meanwhile and goes back to its own colour after; override
/// ``isSelected`` or ``isHighlighted`` (with `didSet`) for another look. A cell that the arrow
/// keys reached shows a focus ring.
///
/// **Size changes.** A cell whose content changes calls ``invalidateSize(animated:)``: the list
/// measures it again and animates it and its neighbours to their new frames (Texture users call
/// `transitionLayout` on the cell and hope; Texture #994).
open class CellNode: DisplayNode {
    /// How a cell shows that it is selected or highlighted.
    public enum SelectionStyle: Hashable, Sendable {
        /// No change: the cell draws its selection itself.
        case none
        /// A light grey background while highlighted or selected.
        case gray
    }

    /// Whether the cell is selected (set by its list; setting it yourself changes only the look).
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectionAppearance() } }
    }

    /// Whether a finger (or the pointer's button) is down on the cell.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectionAppearance() } }
    }

    /// How the cell shows selection and highlight; ``SelectionStyle/gray`` by default.
    public var selectionStyle = SelectionStyle.gray {
        didSet { updateSelectionAppearance() }
    }

    /// The item's index path while the cell is in a list (updated by batch updates); nil for a
    /// header, a footer or a cell no list holds.
    public internal(set) var indexPath: IndexPath?

    /// Whether the cell is a section's header or footer while a list shows it as one; nil for an
    /// item's cell.
    public internal(set) var supplementaryKind: SupplementaryKind?

    /// The list that shows the cell.
    public var owningList: CollectionNode? { owner.node as? CollectionNode }
    /// ``owningList``, through its handle.
    var owner = WeakNode(nil)
    /// The background the cell had before the selection look replaced it.
    private var restingBackground: Color?
    /// Whether the list's keyboard focus is on the cell (a ring shows).
    var showsFocusRing = false {
        didSet { if showsFocusRing != oldValue { updateFocusRing() } }
    }

    /// The colour of a selected or highlighted cell with ``SelectionStyle/gray``.
    public static let selectionColor = Color(white: 0.85)
    /// The colour of the keyboard focus ring.
    public static let focusRingColor = Color(red: 0.1, green: 0.45, blue: 0.95)

    /// A cell.
    public nonisolated override init(name: String? = nil, animator: Animator? = nil) {
        super.init(name: name, animator: animator)
    }

    /// Measures the cell again and animates it and its neighbours to their new frames (when
    /// `animated`); the list keeps the content in view above it still. Call it when what the
    /// cell shows changed its size. Nothing happens for a cell no list holds, except that its
    /// layout is marked stale.
    public func invalidateSize(animated: Bool = true) {
        setNeedsLayout()
        owningList?.cellDidInvalidateSize(self, animated: animated)
    }

    /// Applies the selection look.
    private func updateSelectionAppearance() {
        guard selectionStyle == .gray else {
            if let resting = restingBackground {
                restingBackground = nil
                performWithoutAnimation { backgroundColor = resting }
            }
            return
        }
        let marked = isSelected || isHighlighted
        performWithoutAnimation {
            if marked {
                if restingBackground == nil { restingBackground = backgroundColor }
                backgroundColor = Self.selectionColor
            } else if let resting = restingBackground {
                restingBackground = nil
                backgroundColor = resting
            }
        }
    }

    /// Shows or hides the focus ring: a 2-point border.
    private func updateFocusRing() {
        performWithoutAnimation {
            borderWidth = showsFocusRing ? 2 : 0
            borderColor = showsFocusRing ? Self.focusRingColor : .clear
        }
    }

    /// The cell's traits, with ``AccessibilityTraits/selected`` while it is selected.
    override open var accessibilityTraits: AccessibilityTraits {
        get { isSelected ? super.accessibilityTraits.union(.selected) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }

    /// The role set, else, while a list shows the cell: ``AccessibilityRole/listItem`` for an
    /// item's cell (its content is exposed under it) and ``AccessibilityRole/heading`` for a
    /// section header (see ``isAccessibilityElement``); nil for a footer or a cell no list holds.
    override open var accessibilityRole: AccessibilityRole? {
        get {
            if let role = accessibilityState.properties.role { return role }
            guard owningList != nil else { return nil }
            if indexPath != nil { return .listItem }
            return supplementaryKind == .header ? .heading : nil
        }
        set { super.accessibilityRole = newValue }
    }

    /// The value set, else true for a section header that a list shows: a header is one heading
    /// that speaks for its content, as UIKit's and GTK's section headers are.
    override open var isAccessibilityElement: Bool {
        get { accessibilityState.properties.isAccessibilityElement ?? (supplementaryKind == .header && owningList != nil) }
        set { super.isAccessibilityElement = newValue }
    }

    /// The label set, else for a section header the labels of the elements inside it, joined
    /// with ", " (UIKit's combined label of an element's subviews).
    override open var accessibilityLabel: String? {
        get {
            if let label = accessibilityState.properties.label { return label }
            guard supplementaryKind == .header, owningList != nil else { return nil }
            var labels: [String] = []
            var pending = Array(subnodes.reversed())
            while let node = pending.popLast() {
                guard !node.isHidden, !node.accessibilityElementsHidden else { continue }
                if node.isAccessibilityElement {
                    if let label = node.accessibilityLabel, !label.isEmpty { labels.append(label) }
                } else {
                    pending += node.subnodes.reversed()
                }
            }
            return labels.isEmpty ? nil : labels.joined(separator: ", ")
        }
        set { super.accessibilityLabel = newValue }
    }

    /// Where the item lies in its list, for the semantics tree; nil for a header, a footer or a
    /// cell no list holds.
    var semanticsListItem: SemanticsListItem? {
        guard let list = owningList, let indexPath, list.model.contains(indexPath) else { return nil }
        return SemanticsListItem(indexPath: indexPath, position: list.flatPosition(of: indexPath), count: list.totalItemCount)
    }

    /// Highlights the cell while a press lasts and selects it when the press ends on it; a
    /// press that turns into a scroll is cancelled by the list and only unhighlights it. Presses
    /// that a node inside the cell takes (a button) never reach it.
    override open func pointerEvent(_ event: PointerEvent) -> Bool {
        guard let list = owningList, event.button == .primary, indexPath != nil else { return super.pointerEvent(event) }
        return list.cellPointerEvent(event, cell: self)
    }
}
