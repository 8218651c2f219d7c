import Foundation
import Morph

/// The photo-grid example: a grid of photos; tapping one opens it in a detail view, and the photo
/// flies from its cell into place — the same node moved to another supernode by a layout
/// transition (a shared element, as SwiftUI's `matchedGeometryEffect`). Tapping the detail view
/// goes back; dragging it down holds the way back under the finger, and the release finishes or
/// cancels it with the finger's velocity.
///
/// ## The tree
///
/// - The heading, the four cells (``PhotoCellNode``), each holding its photo, and the four
///   titles under them; then the sheet (the detail view's dark background, with the title, the
///   caption and a hint), then the selected cell (or the last one selected) above it — it is
///   where the photo comes back to, so the photo flying back is drawn above the sheet.
/// - In detail, the selected cell is empty and the photo is a subnode of this node, at the top.
///
/// The sheet is always laid out, transparent in the grid; ``animateLayoutTransition(_:)`` fades it
/// in over the grid and out again with the transition, and stages the detail view's text. The
/// photo is never faded: it flies.
///
/// ## Accessibility
///
/// The grid is a list ("Photos") whose items are the cells, named by their titles, and a
/// selection container (`AccessibilitySelectionContainer`): selecting a cell opens it, deselecting
/// it closes the detail view. In the detail view assistive technology sees the photo and the
/// detail view's text, and the list offers a "Close" action.
///
/// ## Input
///
/// A `TapGestureRecognizer` opens the cell under the finger (``open(_:)``) or closes the detail
/// view (``close()``); a `PanGestureRecognizer` on the detail view drives the way back:
/// ``dragDistance`` points down is the whole transition.
public final class PhotoGridNode: DisplayNode, AccessibilitySelectionContainer {
    /// The size the example is laid out for.
    public nonisolated static let designSize = CGSize(width: 360, height: 460)
    /// The corner radius of the photos, in the grid and in detail.
    public nonisolated static let cornerRadius: CGFloat = 10
    /// The margin around the grid.
    nonisolated static let margin: CGFloat = 16
    /// The space between cells.
    nonisolated static let spacing: CGFloat = 12
    /// The height of a title under a cell, with the space above it.
    nonisolated static let titleHeight: CGFloat = 24

    /// The index of the photo shown in detail, or nil for the grid; a layout input.
    public let selection = LayoutInput<Int?>(nil)
    /// The cell drawn above the sheet: the selected one, or the last one selected; a layout input.
    private let frontCell = LayoutInput(0)
    /// The photos, in grid order.
    public let photos: [GridPhoto]
    /// The cells, in grid order.
    public let cells: [PhotoCellNode]
    /// The titles under the cells, in grid order.
    public let titles: [TextNode]
    /// "Photos", over the grid.
    public let heading: TextNode
    /// The detail view's background, behind the photo; only in the detail view's layout.
    public let sheet: DisplayNode
    /// The detail view's title.
    public let detailTitle: TextNode
    /// The detail view's caption.
    public let detailCaption: TextNode
    /// "Tap to go back · drag down to close", at the bottom of the detail view.
    public let detailHint: TextNode
    /// The duration of a tap's transition.
    public var transitionDuration: TimeInterval = 0.45
    /// The transition a pan holds, from its start until it ends.
    public private(set) var draggedTransition: TransitionHandle?
    /// The selection and the front cell before the running transition, restored when the
    /// transition is reverted.
    private var stateBeforeTransition: (selection: Int?, frontCell: Int) = (nil, 0)

    /// A grid of `photos` (the example's four by default).
    ///
    /// - Throws: `ImageError` when a photo's file is missing or cannot be decoded.
    public init(photos: [GridPhoto] = GridPhoto.all) throws(ImageError) {
        self.photos = photos
        let selection = selection
        cells = try photos.enumerated().map { (index, photo) throws(ImageError) in
            try PhotoCellNode(photo: photo, index: index, selection: selection)
        }
        titles = photos.map { photo in
            TextNode(photo.title, style: TextStyle(font: Font(.sans, size: 14, weight: .bold)), color: Color(white: 0.2), name: "title \(photo.title)")
        }
        heading = TextNode("Photos", style: TextStyle(font: Font(.sans, size: 24, weight: .bold)), color: Color(white: 0.1), name: "heading")
        sheet = DisplayNode(name: "sheet")
        detailTitle = TextNode("", style: TextStyle(font: Font(.sans, size: 22, weight: .bold)), color: .white, name: "detail title")
        detailCaption = TextNode("", style: TextStyle(font: Font(.sans, size: 15)), color: Color(white: 0.8), name: "detail caption")
        detailHint = TextNode("Tap to go back · drag down to close", style: TextStyle(font: Font(.sans, size: 13), alignment: .center), color: Color(white: 0.6), name: "detail hint")
        super.init(name: "photo grid")
        automaticallyManagesSubnodes = true
        clipsToBounds = true
        backgroundColor = Color(white: 0.97)
        sheet.automaticallyManagesSubnodes = true
        sheet.backgroundColor = Color(white: 0.1)
        sheet.alpha = 0
        let (detailTitle, detailCaption, detailHint) = (detailTitle, detailCaption, detailHint)
        sheet.layoutSpecBlock = { _, constrainedSize in
            let photoBottom = Self.detailPhotoFrame(in: constrainedSize.max).maxY
            let column = StackLayoutSpec(direction: .vertical, spacing: 10, alignItems: .stretch, children: [
                detailTitle,
                detailCaption,
                LayoutSpec().styled { $0.flexGrow = 1 },
                detailHint,
            ])
            return InsetLayoutSpec(insets: EdgeInsets(top: photoBottom + 16, left: 20, bottom: 16, right: 20), child: column)
        }
        addGestureRecognizer(TapGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.tap(at: recognizer.location(in: self))
        })
        accessibilityLabel = "Photos"
        heading.accessibilityTraits = [.staticText, .header]
        // The cells are named by their titles.
        for title in titles { title.isAccessibilityElement = false }
        addGestureRecognizer(PanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.pan(pan)
        })
    }

    // MARK: - Layout

    /// Where the photo shown in detail goes, in a grid of `size`: 12 points from the sides, 20
    /// from the top, 3:2.
    public nonisolated static func detailPhotoFrame(in size: CGSize) -> CGRect {
        let width = size.width - 24
        return CGRect(x: 12, y: 20, width: width, height: (width * 2 / 3).rounded())
    }

    /// The frame of cell `index` in a grid of `size`: two columns of squares under the heading,
    /// each with its title under it.
    public nonisolated static func cellFrame(_ index: Int, in size: CGSize) -> CGRect {
        let width = ((size.width - 2 * margin - spacing) / 2).rounded(.down)
        let column = CGFloat(index % 2), row = CGFloat(index / 2)
        return CGRect(x: margin + column * (width + spacing), y: 56 + row * (width + titleHeight + spacing), width: width, height: width)
    }

    /// The frame of the title under cell `index`.
    public nonisolated static func titleFrame(_ index: Int, in size: CGSize) -> CGRect {
        let cell = cellFrame(index, in: size)
        return CGRect(x: cell.minX, y: cell.maxY + 6, width: cell.width, height: titleHeight - 6)
    }

    /// The grid — heading, cells, titles — then the sheet (transparent in the grid), then the
    /// front cell above it, and in detail the selected photo on top.
    ///
    /// The front cell is the selected one, or the last one selected: the photo flying back into
    /// it is drawn above the sheet that fades out.
    override public nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let size = constrainedSize.max.width.isFinite && constrainedSize.max.height.isFinite ? constrainedSize.max : Self.designSize
        func placed(_ node: DisplayNode, _ frame: CGRect) -> any LayoutElement {
            node.styled {
                $0.layoutPosition = frame.origin
                $0.preferredSize = frame.size
            }
        }
        let selected = selection.value.flatMap { cells.indices.contains($0) ? $0 : nil }
        let front = cells.indices.contains(frontCell.value) ? frontCell.value : 0
        var children: [any LayoutElement] = [heading.styled { $0.layoutPosition = CGPoint(x: Self.margin, y: 16) }]
        for cell in cells where cell.index != front { children.append(placed(cell, Self.cellFrame(cell.index, in: size))) }
        for (index, title) in titles.enumerated() { children.append(placed(title, Self.titleFrame(index, in: size))) }
        children.append(placed(sheet, CGRect(origin: .zero, size: size)))
        if !cells.isEmpty { children.append(placed(cells[front], Self.cellFrame(front, in: size))) }
        if let selected {
            children.append(placed(cells[selected].photo, Self.detailPhotoFrame(in: size)))
        }
        return AbsoluteLayoutSpec(sizing: .default, children: children)
    }

    // MARK: - Opening and closing

    /// Opens photo `index` in the detail view: the photo flies from its cell to the top. Does
    /// nothing for an index out of range, while a photo is shown, or while a drag holds a
    /// transition.
    ///
    /// - Returns: the transition, or nil when nothing happened.
    @discardableResult
    public func open(_ index: Int) -> TransitionHandle? {
        guard photos.indices.contains(index), selection.value == nil, draggedTransition == nil else { return nil }
        detailTitle.string = photos[index].title
        detailCaption.string = photos[index].caption
        return change(to: index)
    }

    /// Goes back to the grid: the photo flies back into its cell. Does nothing in the grid or
    /// while a drag holds a transition.
    ///
    /// - Returns: the transition, or nil when nothing happened.
    @discardableResult
    public func close() -> TransitionHandle? {
        guard selection.value != nil, draggedTransition == nil else { return nil }
        return change(to: nil)
    }

    /// Sets the selection and transitions to its layout.
    private func change(to newSelection: Int?) -> TransitionHandle? {
        accessibilityCustomActions = newSelection == nil ? [] : [AccessibilityCustomAction(name: "Close") { [weak self] in
            self?.close() != nil
        }]
        stateBeforeTransition = (selection.value, frontCell.value)
        selection.value = newSelection
        if let newSelection { frontCell.value = newSelection }
        defaultLayoutTransitionDuration = transitionDuration
        do {
            return try transitionLayout(animated: true)
        } catch {
            reportError(error)
            return nil
        }
    }

    /// The default animation — the photo flies, the sheet fades in over the grid or out of it —
    /// with the detail view's text staged so it never stands over a half-covered grid: it appears
    /// in the second half of the way in, and is gone in the first 40 % of the way out.
    override public func animateLayoutTransition(_ context: TransitionContext) {
        super.animateLayoutTransition(context)
        guard context.isAnimated else {
            sheet.alpha = selection.value != nil ? 1 : 0
            return
        }
        let duration = context.defaultAnimation.duration
        let opening = selection.value != nil
        withAnimation(context.defaultAnimation) {
            sheet.alpha = opening ? 1 : 0
        }
        for text in [detailTitle, detailCaption, detailHint] {
            let keyframes: [Keyframe<CGFloat>] = opening
                ? [Keyframe(0, duration: 0), Keyframe(0, duration: duration * 0.5), Keyframe(1, duration: duration * 0.5, curve: .easeIn)]
                : [Keyframe(0, duration: duration * 0.4, curve: .easeOut), Keyframe(0, duration: duration * 0.6)]
            text.animatableProperty(.alpha).animate(keyframes: Keyframes(keyframes))
        }
    }

    /// A reverted transition (a drag released toward its start) puts the selection and the front
    /// cell back: the layout it restored is the one of that state.
    override public func didCompleteLayoutTransition(_ context: TransitionContext) {
        super.didCompleteLayoutTransition(context)
        if context.transitionWasCancelled {
            selection.value = stateBeforeTransition.selection
            frontCell.value = stateBeforeTransition.frontCell
        }
    }

    // MARK: - Accessibility

    /// In the grid, the heading and the cells in grid order (the front cell is drawn last, not
    /// read last); in the detail view, the photo and the detail view's text.
    override public var accessibilityElements: [DisplayNode]? {
        get {
            if let elements = super.accessibilityElements { return elements }
            if let selected = selection.value, cells.indices.contains(selected) {
                return [cells[selected].photo, sheet]
            }
            return [heading] + cells
        }
        set { super.accessibilityElements = newValue }
    }

    /// One photo at a time is open.
    public var accessibilitySelectionMode: AccessibilitySelectionMode { .single }

    /// A cell is selectable; the heading is not.
    public func accessibilityIsSelectable(_ item: DisplayNode) -> Bool {
        item is PhotoCellNode
    }

    /// Whether `item` is the cell open in the detail view.
    public func accessibilityIsSelected(_ item: DisplayNode) -> Bool {
        guard let cell = item as? PhotoCellNode else { return false }
        return selection.value == cell.index
    }

    /// Selecting a cell opens it; deselecting the open one closes the detail view.
    public func accessibilitySetSelected(_ selected: Bool, for item: DisplayNode) -> Bool {
        guard let cell = item as? PhotoCellNode else { return false }
        if selected { return open(cell.index) != nil }
        return selection.value == cell.index && close() != nil
    }

    // MARK: - Input

    /// A tap on a cell or its title opens it; a tap on the detail view closes it.
    func tap(at point: CGPoint) {
        if selection.value != nil {
            close()
        } else if let index = cells.indices.first(where: { Self.cellFrame($0, in: bounds.size).union(Self.titleFrame($0, in: bounds.size)).contains(point) }) {
            open(index)
        }
    }

    /// How far down a finger drags the detail view for the whole way back, in points: the height
    /// of the node.
    public var dragDistance: CGFloat { max(bounds.height, 1) }

    /// A pan on the detail view: starts the way back held at its start, sets its fraction from
    /// the finger's way down, and on release hands the finger's velocity to the spring that
    /// finishes it — to the grid when the motion, projected half a second ahead (where UIKit's
    /// normal scroll deceleration would stop it), would carry past halfway, else back to the
    /// detail view.
    func pan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard selection.value != nil, draggedTransition == nil, let handle = close() else { return }
            handle.pause()
            handle.fractionComplete = Double(pan.translation(in: self).y / dragDistance)
            draggedTransition = handle
        case .changed:
            draggedTransition?.fractionComplete = Double(pan.translation(in: self).y / dragDistance)
        case .ended, .cancelled:
            guard let handle = draggedTransition else { return }
            draggedTransition = nil
            let velocity = pan.state == .ended ? Double(pan.velocity(in: self).y / dragDistance) : 0
            let projected = handle.fractionComplete + 0.5 * velocity
            handle.finish(at: projected > 0.5 ? .end : .start, velocity: velocity, spring: Spring(duration: 0.4, bounce: 0))
        default:
            break
        }
    }
}
