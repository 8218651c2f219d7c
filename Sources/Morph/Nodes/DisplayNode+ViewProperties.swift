import Foundation

/// The view properties of a node: animatable model values (MorphMotion's `AnimatableProperty`).
///
/// Getters return the model value — where the property is going. Setters follow the ambient
/// transaction: inside `withAnimation(_:_:completion:)` or
/// ``DisplayNode/animate(withDuration:delay:curve:animations:completion:)`` the change animates
/// from the current presentation value; outside, it jumps. ``presentation`` is what is on screen.
/// Bad values are clamped or ignored as each property says — never stored.
extension DisplayNode {
    /// The animatable properties, created on first use.
    var viewState: NodeViewState {
        if let viewStateStorage { return viewStateStorage }
        let created = NodeViewState(node: self, animator: animator, defaultBackgroundColor: initialBackgroundColor)
        viewStateStorage = created
        return created
    }

    // MARK: - Geometry

    /// The node's frame in its supernode's coordinates: its ``bounds`` size around its
    /// ``position``, before ``transform`` (UIKit's frame, with the anchor point in the middle).
    ///
    /// Setting it sets ``position`` and the size of ``bounds`` together, so a frame change inside an
    /// animation block moves and resizes the node along one curve. A frame with a NaN or infinite
    /// component is ignored; a negative width or height is standardised (the origin moves so the
    /// size is positive).
    public var frame: CGRect {
        get { NodePresentation(position: position, bounds: bounds).frame }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
                  newValue.size.width.isFinite, newValue.size.height.isFinite
            else { return }
            let rect = newValue.standardized
            position = CGPoint(x: rect.midX, y: rect.midY)
            bounds = CGRect(origin: bounds.origin, size: rect.size)
        }
    }

    /// The node's own coordinate space: its size, and an origin that offsets its content (zero by
    /// default). Changing the size keeps the node centred on its ``position``. Non-finite values
    /// are ignored; a negative size is standardised.
    public var bounds: CGRect {
        get { viewStateStorage?.bounds?.value ?? .zero }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
                  newValue.size.width.isFinite, newValue.size.height.isFinite
            else { return }
            let rect = CGRect(origin: newValue.origin, size: CGSize(width: abs(newValue.width), height: abs(newValue.height)))
            if rect != bounds { viewState.boundsProperty.value = rect }
        }
    }

    /// The centre of the node in its supernode's coordinates (Core Animation's `position` with the
    /// default anchor point). Non-finite values are ignored.
    public var position: CGPoint {
        get { viewStateStorage?.position?.value ?? .zero }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != position else { return }
            viewState.positionProperty.value = newValue
        }
    }

    /// The transform, applied about the node's centre; identity by default. A transform with a
    /// non-finite entry is ignored.
    public var transform: Transform3D {
        get { viewStateStorage?.transform?.value ?? .identity }
        set {
            guard newValue.isFinite, newValue != transform else { return }
            viewState.transformProperty.value = newValue
        }
    }

    /// The z position: among siblings, drawing follows subnode order, then this value (a stable
    /// sort, as Core Animation's). 0 by default; non-finite values are ignored.
    public var zPosition: CGFloat {
        get { viewStateStorage?.zPosition?.value ?? 0 }
        set {
            guard newValue.isFinite, newValue != zPosition else { return }
            viewState.zPositionProperty.value = newValue
        }
    }

    // MARK: - Appearance

    /// Group opacity: the node and its subtree fade together. 1 by default; clamped to 0…1, NaN
    /// is ignored.
    public var alpha: CGFloat {
        get { viewStateStorage?.alpha?.value ?? 1 }
        set {
            guard !newValue.isNaN else { return }
            let clamped = min(max(newValue, 0), 1)
            if clamped != alpha { viewState.alphaProperty.value = clamped }
        }
    }

    /// The background fill; `Color.clear` (nothing drawn, Core Animation's `nil`) by default.
    public var backgroundColor: Color {
        get { viewStateStorage?.backgroundColor?.value ?? initialBackgroundColor }
        set {
            if newValue != backgroundColor { viewState.backgroundColorProperty.value = newValue }
        }
    }

    /// The radius of the rounded corners of the background, the border and the clip; 0 by default.
    /// Negative values become 0; non-finite values are ignored.
    public var cornerRadius: CGFloat {
        get { viewStateStorage?.cornerRadius?.value ?? 0 }
        set {
            guard newValue.isFinite else { return }
            let clamped = max(newValue, 0)
            if clamped != cornerRadius { viewState.cornerRadiusProperty.value = clamped }
        }
    }

    /// The border width, drawn inside the bounds above the subnodes; 0 by default. Negative values
    /// become 0; non-finite values are ignored.
    public var borderWidth: CGFloat {
        get { viewStateStorage?.borderWidth?.value ?? 0 }
        set {
            guard newValue.isFinite else { return }
            let clamped = max(newValue, 0)
            if clamped != borderWidth { viewState.borderWidthProperty.value = clamped }
        }
    }

    /// The border colour; opaque black by default (Core Animation's).
    public var borderColor: Color {
        get { viewStateStorage?.borderColor?.value ?? .black }
        set {
            if newValue != borderColor { viewState.borderColorProperty.value = newValue }
        }
    }

    /// Whether the node and its subtree are hidden (they keep their place in the tree and in
    /// layouts). Animates discretely: it switches when an animation ends.
    public var isHidden: Bool {
        get { viewStateStorage?.isHidden?.value ?? false }
        set {
            if newValue != isHidden { viewState.isHiddenProperty.value = newValue }
        }
    }

    /// Whether subnodes are clipped to the node's (rounded) bounds; false by default. Animates
    /// discretely.
    public var clipsToBounds: Bool {
        get { viewStateStorage?.clipsToBounds?.value ?? false }
        set {
            if newValue != clipsToBounds { viewState.clipsToBoundsProperty.value = newValue }
        }
    }

    // MARK: - The animatable properties

    /// The animatable ``position``, for explicit animations (`AnimatableProperty.animate(from:to:with:completion:)`).
    public var positionProperty: AnimatableProperty<CGPoint> { viewState.positionProperty }
    /// The animatable ``bounds``.
    public var boundsProperty: AnimatableProperty<CGRect> { viewState.boundsProperty }
    /// The animatable ``alpha``.
    public var alphaProperty: AnimatableProperty<CGFloat> { viewState.alphaProperty }
    /// The animatable ``transform``.
    public var transformProperty: AnimatableProperty<Transform3D> { viewState.transformProperty }
    /// The animatable ``backgroundColor``.
    public var backgroundColorProperty: AnimatableProperty<Color> { viewState.backgroundColorProperty }
    /// The animatable ``cornerRadius``.
    public var cornerRadiusProperty: AnimatableProperty<CGFloat> { viewState.cornerRadiusProperty }
    /// The animatable ``borderWidth``.
    public var borderWidthProperty: AnimatableProperty<CGFloat> { viewState.borderWidthProperty }
    /// The animatable ``borderColor``.
    public var borderColorProperty: AnimatableProperty<Color> { viewState.borderColorProperty }
    /// The animatable ``isHidden``.
    public var isHiddenProperty: AnimatableProperty<Bool> { viewState.isHiddenProperty }
    /// The animatable ``clipsToBounds``.
    public var clipsToBoundsProperty: AnimatableProperty<Bool> { viewState.clipsToBoundsProperty }
    /// The animatable ``zPosition``.
    public var zPositionProperty: AnimatableProperty<CGFloat> { viewState.zPositionProperty }

    /// Animates the frame from `start` to `end` with `attributes` — an entering node sliding in
    /// from a transformed frame (Katana's entry transformers). The presentation jumps to `start`,
    /// the model value becomes `end`; `completion` runs once when the motion ends. Non-finite frames
    /// are ignored.
    public func animateFrame(
        from start: CGRect,
        to end: CGRect,
        with attributes: AnimationAttributes,
        completion: ((AnimationCompletionReason) -> Void)? = nil
    ) {
        performWithoutAnimation { frame = start }
        withAnimation(attributes, { frame = end }, completion: completion)
    }

    // MARK: - Presentation

    /// The view properties as shown at the animator's last tick.
    ///
    /// - Complexity: O(1); allocation-free.
    public var presentation: NodePresentation {
        let view = viewStateStorage
        return NodePresentation(
            position: view?.position?.presentationValue ?? .zero,
            bounds: view?.bounds?.presentationValue ?? .zero,
            alpha: view?.alpha?.presentationValue ?? 1,
            transform: view?.transform?.presentationValue ?? .identity,
            backgroundColor: view?.backgroundColor?.presentationValue ?? initialBackgroundColor,
            cornerRadius: view?.cornerRadius?.presentationValue ?? 0,
            borderWidth: view?.borderWidth?.presentationValue ?? 0,
            borderColor: view?.borderColor?.presentationValue ?? .black,
            isHidden: view?.isHidden?.presentationValue ?? false,
            clipsToBounds: view?.clipsToBounds?.presentationValue ?? false,
            zPosition: view?.zPosition?.presentationValue ?? 0
        )
    }

    /// The view properties as the running animations show them at clock time `time`, without
    /// ticking the animator (a sampler reads any moment; see
    /// `AnimatableProperty.presentationValue(at:)`).
    ///
    /// - Complexity: O(1); allocation-free.
    public func presentation(at time: TimeInterval) -> NodePresentation {
        let view = viewStateStorage
        return NodePresentation(
            position: view?.position?.presentationValue(at: time) ?? .zero,
            bounds: view?.bounds?.presentationValue(at: time) ?? .zero,
            alpha: view?.alpha?.presentationValue(at: time) ?? 1,
            transform: view?.transform?.presentationValue(at: time) ?? .identity,
            backgroundColor: view?.backgroundColor?.presentationValue(at: time) ?? initialBackgroundColor,
            cornerRadius: view?.cornerRadius?.presentationValue(at: time) ?? 0,
            borderWidth: view?.borderWidth?.presentationValue(at: time) ?? 0,
            borderColor: view?.borderColor?.presentationValue(at: time) ?? .black,
            isHidden: view?.isHidden?.presentationValue(at: time) ?? false,
            clipsToBounds: view?.clipsToBounds?.presentationValue(at: time) ?? false,
            zPosition: view?.zPosition?.presentationValue(at: time) ?? 0
        )
    }
}
