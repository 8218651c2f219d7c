import Foundation

extension EditableTextNode {
    /// The layout of the text shown, for the node's current bounds (nil when the style cannot be
    /// measured: see ``measurementError``). Its coordinates are the text box's; ``textFrame`` says
    /// where that box is in the node.
    public var displayedTextLayout: EditableTextLayout? {
        currentTextLayout()
    }

    /// Where the text box is in the node's bounds: its origin after the inset, the vertical
    /// centring of a single line and the scrolling, and the size of the text area.
    public var textFrame: CGRect {
        CGRect(origin: textOrigin, size: textArea.size)
    }

    /// The caret's rectangle in the node's bounds, as it is drawn when visible (nil when the
    /// field shows no caret: not focused, not editable, disabled, or a non-empty selection).
    public var caretRect: CGRect? {
        guard showsCaret else { return nil }
        return caretNode.frame.offsetBy(dx: textArea.minX, dy: textArea.minY)
    }

    /// Whether the caret is drawn now: the field shows a caret and the blink is in its visible
    /// phase.
    public var isCaretVisible: Bool {
        showsCaret && blink.isVisiblePhase
    }

    /// The rectangles of the selection highlights in the node's bounds, as drawn (empty when
    /// nothing is selected or the field does not have the focus).
    public var selectionRects: [CGRect] {
        selectionNodes.map { $0.frame.offsetBy(dx: textArea.minX, dy: textArea.minY) }
    }

    /// The cluster boundary of ``text`` nearest to `point` in the node's bounds (what a press
    /// there selects), clamped to the text. While composing, indices past the marked text are
    /// those of the text shown.
    public func characterIndex(at point: CGPoint) -> Int {
        guard let layout = currentTextLayout() else { return 0 }
        return layout.characterIndex(at: CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y))
    }

    // MARK: - Machinery

    /// The inset rectangle of the bounds, the text's area (never negative).
    var textArea: CGRect {
        // The left and right insets are the leading and trailing ones (see `EdgeInsets.leading`).
        let inset = configuration.value.textContainerInset.resolved(in: traitCollection.layoutDirection)
        let bounds = bounds
        return CGRect(
            x: inset.left, y: inset.top,
            width: max(0, bounds.width - inset.left - inset.right),
            height: max(0, bounds.height - inset.top - inset.bottom)
        )
    }

    /// Whether the field draws a caret (leaving aside the blink): focused, enabled, editable,
    /// with an empty selection (or composing).
    var showsCaret: Bool {
        isFocused && isEnabled && isEditable && editingStateStorage.display.selection.isEmpty
    }

    /// The layout of the text shown (with the composition underlined), cached for the text, the
    /// style and the area's width.
    func currentTextLayout() -> EditableTextLayout? {
        let configuration = configuration.value
        let display = editingStateStorage.display
        let shown = configuration.shownText
        let width = textArea.width
        let wrap = configuration.wrapWidth(forAreaWidth: width)
        let (style, direction) = shownStyle(configuration)
        if let cached = displayedLayoutCache, cached.string == shown,
           Self.matches(cached, style: style, direction: direction, wrap: wrap, alignmentWidth: width, markedRange: display.markedRange) {
            return cached
        }
        let layout = try? EditableTextLayout(
            shown, style: style, maximumWidth: wrap, alignmentWidth: width,
            markedRange: display.markedRange, naturalDirection: direction, library: library
        )
        displayedLayoutCache = layout
        return layout
    }

    /// The layout of the placeholder, cached like the text's.
    func currentPlaceholderLayout() -> EditableTextLayout? {
        let configuration = configuration.value
        let width = textArea.width
        let wrap = configuration.wrapWidth(forAreaWidth: width)
        let (style, direction) = shownStyle(configuration)
        if let cached = placeholderLayoutCache, cached.string == configuration.placeholder,
           Self.matches(cached, style: style, direction: direction, wrap: wrap, alignmentWidth: width, markedRange: nil) {
            return cached
        }
        let layout = try? EditableTextLayout(
            configuration.placeholder, style: style, maximumWidth: wrap, alignmentWidth: width, naturalDirection: direction, library: library
        )
        placeholderLayoutCache = layout
        return layout
    }

    /// The style the text is shown in (its font scaled for the content size category when it has
    /// a text style) and the direction natural alignment follows: the node's traits'.
    private func shownStyle(_ configuration: EditableTextConfiguration) -> (TextStyle, WritingDirection) {
        let traits = traitCollection
        return (TextNode.shownStyle(configuration.textStyle, in: traits), traits.layoutDirection.isRightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Whether a cached layout was made with these settings.
    private static func matches(
        _ layout: EditableTextLayout, style: TextStyle, direction: WritingDirection, wrap: CGFloat, alignmentWidth: CGFloat, markedRange: Range<Int>?
    ) -> Bool {
        layout.textLayout.maximumWidth == wrap && layout.alignmentWidth == alignmentWidth && layout.markedRange == markedRange.flatMap({ $0.isEmpty ? nil : $0 })
            && layout.style == style && layout.naturalDirection == direction
    }

    /// Refreshes only when `changed`.
    func refreshIfChanged(_ changed: Bool) {
        if changed { refresh() }
    }

    /// Attaches the container, the text and the caret (once, on the main actor: the initializer
    /// may run on any thread).
    func installSubnodesIfNeeded() {
        guard containerNode.supernode !== self else { return }
        do {
            performWithoutAnimation {
                containerNode.clipsToBounds = true
                containerNode.isUserInteractionEnabled = false
                caretNode.backgroundColor = caretColor
                caretNode.isHidden = true
            }
            try containerNode.addSubnode(contentNode)
            try containerNode.addSubnode(caretNode)
            try insertSubnode(containerNode, at: 0)
        } catch {
            // Cannot happen (fresh nodes, no cycle); reported rather than ignored.
            reportError(error)
        }
    }

    /// Places everything the field shows for its current state and bounds: the text or the
    /// placeholder, the scrolling, the caret and the selection highlights. Frames change at once,
    /// unless `animated` (after a layout, which may run inside a transition's animation).
    func refresh(animated: Bool = false) {
        installSubnodesIfNeeded()
        if animated {
            placeDecorations()
        } else {
            performWithoutAnimation { placeDecorations() }
        }
    }

    private func placeDecorations() {
        let area = textArea
        let configuration = configuration.value
        containerNode.frame = area
        guard let layout = currentTextLayout() else {
            contentNode.content = nil
            caretNode.isHidden = true
            setSelectionRects([])
            return
        }
        let display = editingStateStorage.display
        let placeholder = display.text.isEmpty && !configuration.placeholder.isEmpty ? currentPlaceholderLayout() : nil
        if let placeholder {
            contentNode.content = .text(layout: placeholder.textLayout, color: placeholderColor)
        } else {
            contentNode.content = .text(layout: layout.textLayout, color: textColor)
        }
        // A single line is centred vertically; lines of a text view start at the top.
        let lineHeight = (placeholder ?? layout).lineFrame(0).height
        let centring = configuration.isSingleLine ? (area.height - lineHeight) / 2 : 0
        var caret = layout.caretRect(at: display.caret, width: configuration.caretWidth)
        updateScrollOffset(layout: layout, caret: caret, area: area, singleLine: configuration.isSingleLine)
        let origin = CGPoint(x: -scrollOffset.x, y: centring - scrollOffset.y)
        textOrigin = CGPoint(x: area.minX + origin.x, y: area.minY + origin.y)
        let shownSize = (placeholder ?? layout).size
        contentNode.frame = CGRect(origin: origin, size: CGSize(width: max(area.width, shownSize.width), height: max(lineHeight, shownSize.height)))

        // The caret, kept inside the area (a caret at either end of a full line is not cut).
        caret = caret.offsetBy(dx: origin.x, dy: origin.y)
        caret.origin.x = min(max(caret.minX, 0), max(0, area.width - caret.width))
        caretNode.frame = caret
        caretNode.isHidden = !(showsCaret && blink.isVisiblePhase)

        let selection = isFocused && isEnabled ? display.selection : 0..<0
        setSelectionRects(layout.selectionRects(for: selection).map { $0.offsetBy(dx: origin.x, dy: origin.y) })
    }

    /// Keeps the caret in view: a single line scrolls sideways, a text view up and down, within
    /// the text's extent; an unfocused field shows the text's start.
    private func updateScrollOffset(layout: EditableTextLayout, caret: CGRect, area: CGRect, singleLine: Bool) {
        guard isFocused else {
            scrollOffset = .zero
            clampScrollOffset(layout: layout, area: area, singleLine: singleLine)
            return
        }
        if singleLine {
            if caret.minX < scrollOffset.x { scrollOffset.x = caret.minX }
            if caret.maxX > scrollOffset.x + area.width { scrollOffset.x = caret.maxX - area.width }
        } else {
            if caret.minY < scrollOffset.y { scrollOffset.y = caret.minY }
            if caret.maxY > scrollOffset.y + area.height { scrollOffset.y = caret.maxY - area.height }
        }
        clampScrollOffset(layout: layout, area: area, singleLine: singleLine)
    }

    /// Limits the scrolling to the text's extent (with room for the caret at its ends).
    private func clampScrollOffset(layout: EditableTextLayout, area: CGRect, singleLine: Bool) {
        if singleLine {
            let line = layout.lineFrame(0)
            let half = configuration.value.caretWidth / 2
            // The caret at the very start is kept inside the area by clamping it, not by scrolling,
            // so focusing a field never shifts its text.
            let lowest = min(0, line.minX)
            let highest = max(lowest, max(area.width, line.maxX + half) - area.width)
            scrollOffset = CGPoint(x: min(max(scrollOffset.x, lowest), highest), y: 0)
        } else {
            let highest = max(0, layout.size.height - area.height)
            scrollOffset = CGPoint(x: 0, y: min(max(scrollOffset.y, 0), highest))
        }
        if !scrollOffset.x.isFinite { scrollOffset.x = 0 }
        if !scrollOffset.y.isFinite { scrollOffset.y = 0 }
    }

    /// Shows one highlight node per rectangle, behind the text, adding or removing nodes.
    private func setSelectionRects(_ rects: [CGRect]) {
        while selectionNodes.count > rects.count {
            let node = selectionNodes.removeLast()
            do { try node.removeFromSupernode() } catch { reportError(error) }
        }
        while selectionNodes.count < rects.count {
            let node = DisplayNode(name: name.map { "\($0).selection \(selectionNodes.count + 1)" }, animator: animator)
            // A new highlight appears where it belongs, even inside an animation.
            performWithoutAnimation {
                node.backgroundColor = selectionColor
                node.isUserInteractionEnabled = false
                node.frame = rects[selectionNodes.count]
            }
            do {
                try containerNode.insertSubnode(node, at: selectionNodes.count)
                selectionNodes.append(node)
            } catch {
                reportError(error)
                break
            }
        }
        for (node, rect) in zip(selectionNodes, rects) { node.frame = rect }
    }

    // MARK: - Focus ring

    /// Animates the border to the focus ring, or back to what it was.
    func updateFocusRing() {
        let width = focusRingWidth.isFinite && focusRingWidth > 0 ? focusRingWidth : 0
        if isFocused, borderBeforeFocus == nil {
            borderBeforeFocus = (borderWidth, borderColor)
            withAnimation(.curve(.easeOut, duration: 0.15)) {
                borderWidth = width
                borderColor = focusRingColor
            }
        } else if !isFocused, let before = borderBeforeFocus {
            borderBeforeFocus = nil
            withAnimation(.curve(.easeOut, duration: 0.15)) {
                borderWidth = before.width
                borderColor = before.color
            }
        }
    }

    // MARK: - Blinking

    /// Shows the caret and starts blinking again (after an edit, a caret move or the focus); stops
    /// blinking when the field shows no caret.
    func restartCaretBlink() {
        blink.action?.cancel()
        blink.action = nil
        blink.isVisiblePhase = true
        blink.start = animator.now
        scheduleCaretBlink()
        if containerNode.supernode === self {
            caretNode.isHidden = !showsCaret
        }
    }

    /// Schedules the next toggle, unless the caret is hidden or blinking has timed out.
    private func scheduleCaretBlink() {
        let interval = caretBlinkInterval
        guard showsCaret, interval.isFinite, interval > 0, caretBlinkTimeout > 0 else { return }
        blink.action = animator.schedule(after: interval) { [weak self] in
            self?.toggleCaretBlink()
        }
    }

    /// One blink: hide or show the caret; after the timeout, stay visible and stop.
    private func toggleCaretBlink() {
        blink.action = nil
        guard showsCaret else { return }
        if animator.now - blink.start >= caretBlinkTimeout {
            blink.isVisiblePhase = true
        } else {
            blink.isVisiblePhase.toggle()
            scheduleCaretBlink()
        }
        performWithoutAnimation { caretNode.isHidden = !blink.isVisiblePhase }
    }
}
