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
///   titles under them; then the sheet (the detail view's dark frosted background, blurring the grid behind it, with the title, the
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
            TextNode(photo.title, style: TextStyle(font: Self.titleFont), name: "title \(photo.title)")
        }
        heading = TextNode("Photos", style: TextStyle(font: Self.headingFont), name: "heading")
        sheet = DisplayNode(name: "sheet")
        detailTitle = TextNode("", style: TextStyle(font: Self.font(.title2, size: 22, weight: .bold)), color: .white, name: "detail title")
        detailCaption = TextNode("", style: TextStyle(font: Font(textStyle: .subheadline)), color: Color(white: 0.8), name: "detail caption")
        detailHint = TextNode(
            "Tap to go back · drag down to close", style: TextStyle(font: Font(textStyle: .footnote), alignment: .center), color: Color(white: 0.6), name: "detail hint"
        )
        super.init(name: "photo grid")
        automaticallyManagesSubnodes = true
        clipsToBounds = true
        setDynamicColor(DynamicColor(light: Color(white: 0.97), dark: Color(white: 0.05)), for: .backgroundColor)
        heading.dynamicTextColor = DynamicColor(light: Color(white: 0.1), dark: .white)
        for title in titles { title.dynamicTextColor = DynamicColor(light: Color(white: 0.2), dark: Color(white: 0.85)) }
        sheet.automaticallyManagesSubnodes = true
        // A dark frosted sheet: what lies behind it (the grid) is blurred and tinted, as UIKit's
        // visual-effect views and CSS's backdrop-filter draw; darker still in dark mode.
        sheet.setDynamicColor(DynamicColor(light: Color(white: 0.08, alpha: 0.72), dark: Color(white: 0.04, alpha: 0.8)), for: .backgroundColor)
        sheet.backdropBlurRadius = 14
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

    /// The heading's font: 24-point bold, scaled with the text size as a title 2.
    nonisolated static let headingFont = font(.title2, size: 24, weight: .bold)
    /// A cell title's font: 14-point bold, scaled as a subheadline.
    nonisolated static let titleFont = font(.subheadline, size: 14, weight: .bold)

    /// A font of `size` points and `weight` at the default text size that scales as `style` does
    /// (UIFontMetrics' `scaledFont(for:)` of a custom font).
    nonisolated static func font(_ style: Font.TextStyle, size: CGFloat, weight: FontWeight) -> Font {
        var font = Font(textStyle: style)
        font.size = size
        font.weight = weight
        return font
    }

    /// The lengths of the grid that follow the text size: the number of columns, the band of the
    /// heading above the cells, and the height of a title band under a cell (with the 6 points
    /// above the title).
    public struct Metrics: Hashable, Sendable {
        /// Two at the usual text sizes, one at the accessibility sizes (titles get the width).
        public var columns: Int
        /// From the grid's top to the first row of cells: 56 points at the default text size.
        public var headingBand: CGFloat
        /// A title under a cell, with the space above it: 24 points at the default text size.
        public var titleBand: CGFloat

        /// The grid's lengths at the default text size.
        public static let standard = Metrics(columns: 2, headingBand: 56, titleBand: titleHeight)
    }

    /// The metrics for a grid of `width` with `titles` in `category`: one column at the
    /// accessibility sizes, the heading's and the tallest title's lines (wrapping at a cell's
    /// width), never less than ``Metrics/standard``.
    public nonisolated static func metrics(width: CGFloat, titles: [String], category: ContentSizeCategory) -> Metrics {
        let headingStyle = TextStyle(font: headingFont).scaled(for: category)
        let titleStyle = TextStyle(font: titleFont).scaled(for: category)
        var metrics = Metrics.standard
        metrics.columns = category.isAccessibilityCategory ? 1 : 2
        let cellWidth = cellFrame(0, in: CGSize(width: width, height: 0), metrics: metrics).width
        let headingHeight = (try? TextLayout("Photos", style: headingStyle).size.height) ?? 0
        let titleHeight = titles.compactMap { try? TextLayout($0, style: titleStyle, maximumWidth: max(cellWidth, 0)).size.height }.max() ?? 0
        metrics.headingBand = max(Metrics.standard.headingBand, 16 + headingHeight + 12)
        metrics.titleBand = max(Metrics.standard.titleBand, titleHeight + 6)
        return metrics
    }

    /// The height the grid needs at `width` with `metrics`: the heading, the rows of cells with
    /// their titles, and the margin.
    nonisolated static func contentHeight(width: CGFloat, metrics: Metrics, count: Int) -> CGFloat {
        guard count > 0 else { return metrics.headingBand + margin }
        return cellFrame(count - 1, in: CGSize(width: width, height: 0), metrics: metrics).maxY + metrics.titleBand + margin
    }

    /// The frame of cell `index` in a grid of `size`: columns of squares under the heading,
    /// each with its title under it (as written, left to right: a right-to-left layout mirrors
    /// it).
    public nonisolated static func cellFrame(_ index: Int, in size: CGSize, metrics: Metrics = .standard) -> CGRect {
        let columns = max(1, metrics.columns)
        let width = ((size.width - 2 * margin - spacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
        let column = CGFloat(index % columns), row = CGFloat(index / columns)
        return CGRect(
            x: margin + column * (width + spacing), y: metrics.headingBand + row * (width + metrics.titleBand + spacing),
            width: width, height: width
        )
    }

    /// The frame of the title under cell `index`.
    public nonisolated static func titleFrame(_ index: Int, in size: CGSize, metrics: Metrics = .standard) -> CGRect {
        let cell = cellFrame(index, in: size, metrics: metrics)
        return CGRect(x: cell.minX, y: cell.maxY + 6, width: cell.width, height: metrics.titleBand - 6)
    }

    /// The grid's metrics in its traits (reading the content size category, a layout input).
    nonisolated func currentMetrics(width: CGFloat) -> Metrics {
        Self.metrics(width: width, titles: photos.map(\.title), category: traitCollection.preferredContentSizeCategory)
    }

    /// The grid — heading, cells, titles — then the sheet (transparent in the grid), then the
    /// front cell above it, and in detail the selected photo on top.
    ///
    /// The front cell is the selected one, or the last one selected: the photo flying back into
    /// it is drawn above the sheet that fades out.
    override public nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let width = constrainedSize.max.width.isFinite ? constrainedSize.max.width : Self.designSize.width
        let metrics = currentMetrics(width: width)
        // Without a height to fill (an example measuring what it needs), as tall as the content.
        let height = constrainedSize.max.height.isFinite
            ? constrainedSize.max.height : max(Self.designSize.height, Self.contentHeight(width: width, metrics: metrics, count: cells.count))
        let size = CGSize(width: width, height: height)
        func placed(_ node: DisplayNode, _ frame: CGRect) -> any LayoutElement {
            node.styled {
                $0.layoutPosition = frame.origin
                $0.preferredSize = frame.size
            }
        }
        let selected = selection.value.flatMap { cells.indices.contains($0) ? $0 : nil }
        let front = cells.indices.contains(frontCell.value) ? frontCell.value : 0
        var children: [any LayoutElement] = [heading.styled { $0.layoutPosition = CGPoint(x: Self.margin, y: 16) }]
        for cell in cells where cell.index != front { children.append(placed(cell, Self.cellFrame(cell.index, in: size, metrics: metrics))) }
        for (index, title) in titles.enumerated() { children.append(placed(title, Self.titleFrame(index, in: size, metrics: metrics))) }
        children.append(placed(sheet, CGRect(origin: .zero, size: size)))
        if !cells.isEmpty { children.append(placed(cells[front], Self.cellFrame(front, in: size, metrics: metrics))) }
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
            return
        }
        // The frames as written: a right-to-left layout mirrored them, so the point is mirrored back.
        let size = bounds.size
        let written = traitCollection.layoutDirection.isRightToLeft ? CGPoint(x: size.width - point.x, y: point.y) : point
        let metrics = currentMetrics(width: size.width)
        if let index = cells.indices.first(where: {
            Self.cellFrame($0, in: size, metrics: metrics).union(Self.titleFrame($0, in: size, metrics: metrics)).contains(written)
        }) {
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
