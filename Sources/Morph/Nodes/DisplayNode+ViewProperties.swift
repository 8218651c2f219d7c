import Foundation

/// The view properties of a node: animatable model values (MorphMotion's `AnimatableProperty`),
/// one accessor per entry of the ``ViewProperties`` table.
///
/// Getters return the model value — where the property is going. Setters follow the ambient
/// transaction: inside `withAnimation(_:_:completion:)` or
/// ``DisplayNode/animate(withDuration:delay:curve:animations:completion:)`` the change animates
/// from the current presentation value; outside, it jumps. ``presentation`` is what is on screen.
/// Bad values are clamped or ignored as each property's ``ViewProperty`` entry says — never
/// stored.
extension DisplayNode {
    /// The animatable properties, created on first use.
    var viewState: NodeViewState {
        if let viewStateStorage { return viewStateStorage }
        let created = NodeViewState(node: self, animator: animator, defaultBackgroundColor: initialBackgroundColor)
        viewStateStorage = created
        return created
    }

    /// The model value of a view property: where it is going. Setting it follows the ambient
    /// transaction; a value the property refuses is ignored, and setting the value it has already
    /// changes nothing.
    public subscript<Value>(property: ViewProperty<Value>) -> Value {
        get {
            guard let view = viewStateStorage else {
                return property.index == ViewProperty<Color>.backgroundColor.index
                    ? (initialBackgroundColor as? Value ?? property.defaultValue) : property.defaultValue
            }
            return view.existing(property)?.value ?? view.defaultValue(of: property)
        }
        set {
            if setViewProperty(property, to: newValue) { setNeedsDisplay() }
        }
    }

    /// Sets a view property as the subscript does, without telling the display; returns whether
    /// the model value changed (the caller then calls ``setNeedsDisplay()``, once for many
    /// changes).
    @inline(__always) // Forced inlining, named by TransitionBenchmarks' 1,001-node transitions (Benchmarks/README.md, the reviewed list).
    func setViewProperty<Value>(_ property: ViewProperty<Value>, to newValue: Value) -> Bool {
        setViewProperty(property, to: newValue, view: viewStateStorage)
    }

    /// ``setViewProperty(_:to:)`` with the node's view state already read (nil when not created).
    @inline(__always) // Forced inlining, named by TransitionBenchmarks' 1,001-node transitions (Benchmarks/README.md, the reviewed list).
    private func setViewProperty<Value>(_ property: ViewProperty<Value>, to newValue: Value, view: NodeViewState?) -> Bool {
        guard let clean = property.sanitized(newValue) else { return false }
        if let view, let storage = view.existing(property) {
            guard clean != storage.value else { return false }
            storage.value = clean
            return true
        }
        guard clean != self[property] else { return false }
        viewState.storage(property).value = clean
        return true
    }

    /// The animatable storage of a view property (to animate it with explicit attributes, read its
    /// velocity, or cancel its animation), created on first use.
    public func animatableProperty<Value>(_ property: ViewProperty<Value>) -> AnimatableProperty<Value> {
        viewState.storage(property)
    }

    // MARK: - Geometry

    /// The node's frame in its supernode's coordinates: its ``bounds`` size placed so that its
    /// ``anchorPoint`` lies on ``position``, before ``transform`` (UIKit's frame).
    ///
    /// Setting it sets ``position`` and the size of ``bounds`` together, so a frame change inside an
    /// animation block moves and resizes the node along one curve. A frame with a NaN or infinite
    /// component is ignored; a negative width or height is standardised (the origin moves so the
    /// size is positive).
    public var frame: CGRect {
        get { ViewAttributes(position: position, bounds: bounds, anchorPoint: anchorPoint).frame }
        set {
            if setFrame(newValue) { setNeedsDisplay() }
        }
    }

    /// Sets the frame as ``frame``'s setter does, without telling the display; returns whether
    /// anything changed (a layout pass setting many subnodes' frames tells the display once).
    /// `jumps`: the change jumps whatever the ambient transaction.
    func setFrame(_ newValue: CGRect, jumps: Bool = false) -> Bool {
        guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
              newValue.size.width.isFinite, newValue.size.height.isFinite
        else { return false }
        let rect = newValue.standardized
        if let changed = viewStateStorage?.setFrame(rect, jumps: jumps) { return changed }
        return jumps ? performWithoutAnimation { setFrameCreatingStorage(rect) } : setFrameCreatingStorage(rect)
    }

    /// ``setFrame(_:jumps:)`` for a finite, standardised `rect` when the position or the bounds
    /// has no storage yet.
    private func setFrameCreatingStorage(_ rect: CGRect) -> Bool {
        // The view state is read once (each read of a class's stored property is checked for
        // exclusive access at run time); setting the position may create it.
        let view = viewStateStorage
        let anchor = view?.existing(.anchorPoint)?.value ?? ViewProperty<CGPoint>.anchorPoint.defaultValue
        let boundsOrigin = (view?.existing(.bounds)?.value ?? ViewProperty<CGRect>.bounds.defaultValue).origin
        let position = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        let movedPosition = setViewProperty(.position, to: position, view: view)
        let resized = setViewProperty(.bounds, to: CGRect(origin: boundsOrigin, size: rect.size), view: view ?? viewStateStorage)
        return movedPosition || resized
    }

    /// The node's own coordinate space: its size, and an origin that offsets its content (zero by
    /// default). Changing the size keeps the anchor point on ``position``. Non-finite values are
    /// ignored; a negative size is standardised.
    public var bounds: CGRect {
        get { self[.bounds] }
        set { self[.bounds] = newValue }
    }

    /// Where the node's ``anchorPoint`` lies in its supernode's coordinates (Core Animation's
    /// `position`; with the default anchor point, the centre). Non-finite values are ignored.
    public var position: CGPoint {
        get { self[.position] }
        set { self[.position] = newValue }
    }

    /// The point of the bounds that ``position`` places and ``transform`` turns about, in unit
    /// coordinates of the bounds: (0.5, 0.5), the centre, by default (Core Animation's). Changing
    /// it moves the frame, as in Core Animation. Non-finite values are ignored.
    public var anchorPoint: CGPoint {
        get { self[.anchorPoint] }
        set { self[.anchorPoint] = newValue }
    }

    /// The transform, applied about the node's anchor point; identity by default. A transform
    /// with a non-finite entry is ignored.
    public var transform: Transform3D {
        get { self[.transform] }
        set { self[.transform] = newValue }
    }

    /// The z position: among siblings, drawing follows subnode order, then this value (a stable
    /// sort, as Core Animation's). 0 by default; non-finite values are ignored.
    public var zPosition: CGFloat {
        get { self[.zPosition] }
        set { self[.zPosition] = newValue }
    }

    // MARK: - Appearance

    /// Group opacity, 0…1: the node and its subtree are drawn as one layer at this opacity. 1 by
    /// default; NaN is ignored, other values are clamped.
    public var alpha: CGFloat {
        get { self[.alpha] }
        set { self[.alpha] = newValue }
    }

    /// The background fill; `Color.clear` (nothing) by default, or the fill colour a leaf starts
    /// with.
    public var backgroundColor: Color {
        get { self[.backgroundColor] }
        set { self[.backgroundColor] = newValue }
    }

    /// The radius of the rounded corners of the background, the border and the clip; 0 by
    /// default. Non-finite values are ignored; negative ones become 0.
    public var cornerRadius: CGFloat {
        get { self[.cornerRadius] }
        set { self[.cornerRadius] = newValue }
    }

    /// The width of the border, drawn inside the bounds; 0 by default. Non-finite values are
    /// ignored; negative ones become 0.
    public var borderWidth: CGFloat {
        get { self[.borderWidth] }
        set { self[.borderWidth] = newValue }
    }

    /// The border colour; opaque black by default (Core Animation's).
    public var borderColor: Color {
        get { self[.borderColor] }
        set { self[.borderColor] = newValue }
    }

    /// Whether the node and its subtree are hidden; false by default.
    public var isHidden: Bool {
        get { self[.isHidden] }
        set { self[.isHidden] = newValue }
    }

    /// Whether the subtree is clipped to the (rounded) bounds; false by default.
    public var clipsToBounds: Bool {
        get { self[.clipsToBounds] }
        set { self[.clipsToBounds] = newValue }
    }

    /// Whether the node and its subtree take pointer input; true by default. When false, hit
    /// testing passes through them (UIKit's `isUserInteractionEnabled`).
    public var isUserInteractionEnabled: Bool {
        get { self[.isUserInteractionEnabled] }
        set { self[.isUserInteractionEnabled] = newValue }
    }

    /// Animates the frame from `start` to `end` with `attributes`, jumping to `start` first
    /// (for an entering node that starts from a transformed frame).
    public func animateFrame(
        from start: CGRect,
        to end: CGRect,
        with attributes: AnimationAttributes,
        completion: ((AnimationCompletionReason) -> Void)? = nil
    ) {
        performWithoutAnimation { frame = start }
        withAnimation(attributes, { frame = end }, completion: completion)
    }

    /// Every view property's model value: where the node is going.
    public var viewAttributes: ViewAttributes {
        guard let view = viewStateStorage else {
            var attributes = ViewAttributes.defaults
            attributes.backgroundColor = initialBackgroundColor
            return attributes
        }
        return view.modelAttributes
    }

    // MARK: - Presentation

    /// What is on screen at the animator's last tick: every view property's presentation value.
    public var presentation: ViewAttributes {
        presentation(at: nil)
    }

    /// What the running animations show at clock time `time` (the animator's last tick when nil),
    /// without changing anything.
    public func presentation(at time: TimeInterval?) -> ViewAttributes {
        guard let view = viewStateStorage else {
            var attributes = ViewAttributes.defaults
            attributes.backgroundColor = initialBackgroundColor
            return attributes
        }
        return view.presentationAttributes(at: time)
    }
}
