import Foundation

/// A node's animatable view properties, each created on first change so that a node pays only
/// for the properties it uses. A property never created reads as its default (Core Animation's
/// defaults for a new layer).
@MainActor
final class NodeViewState {
    unowned let node: DisplayNode
    let animator: Animator
    let defaultBackgroundColor: Color

    private(set) var position: AnimatableProperty<CGPoint>?
    private(set) var bounds: AnimatableProperty<CGRect>?
    private(set) var alpha: AnimatableProperty<CGFloat>?
    private(set) var transform: AnimatableProperty<Transform3D>?
    private(set) var backgroundColor: AnimatableProperty<Color>?
    private(set) var cornerRadius: AnimatableProperty<CGFloat>?
    private(set) var borderWidth: AnimatableProperty<CGFloat>?
    private(set) var borderColor: AnimatableProperty<Color>?
    private(set) var isHidden: AnimatableProperty<Bool>?
    private(set) var clipsToBounds: AnimatableProperty<Bool>?
    private(set) var zPosition: AnimatableProperty<CGFloat>?

    /// The alpha a node had before a transition's default animation faded it out; restored when the
    /// node is removed or comes back.
    var restingAlpha: CGFloat?

    init(node: DisplayNode, animator: Animator, defaultBackgroundColor: Color) {
        self.node = node
        self.animator = animator
        self.defaultBackgroundColor = defaultBackgroundColor
    }

    // MARK: Creating on first use

    var positionProperty: AnimatableProperty<CGPoint> {
        if let position { return position }
        let made = make(CGPoint.zero, "position", .movement)
        position = made
        return made
    }

    var boundsProperty: AnimatableProperty<CGRect> {
        if let bounds { return bounds }
        let made = make(CGRect.zero, "bounds", .movement)
        bounds = made
        return made
    }

    var alphaProperty: AnimatableProperty<CGFloat> {
        if let alpha { return alpha }
        let made = make(CGFloat(1), "alpha", .appearance)
        alpha = made
        return made
    }

    var transformProperty: AnimatableProperty<Transform3D> {
        if let transform { return transform }
        let made = make(Transform3D.identity, "transform", .movement)
        transform = made
        return made
    }

    var backgroundColorProperty: AnimatableProperty<Color> {
        if let backgroundColor { return backgroundColor }
        let made = make(defaultBackgroundColor, "backgroundColor", .appearance)
        backgroundColor = made
        return made
    }

    var cornerRadiusProperty: AnimatableProperty<CGFloat> {
        if let cornerRadius { return cornerRadius }
        let made = make(CGFloat(0), "cornerRadius", .appearance)
        cornerRadius = made
        return made
    }

    var borderWidthProperty: AnimatableProperty<CGFloat> {
        if let borderWidth { return borderWidth }
        let made = make(CGFloat(0), "borderWidth", .appearance)
        borderWidth = made
        return made
    }

    var borderColorProperty: AnimatableProperty<Color> {
        if let borderColor { return borderColor }
        let made = make(Color.black, "borderColor", .appearance)
        borderColor = made
        return made
    }

    var isHiddenProperty: AnimatableProperty<Bool> {
        if let isHidden { return isHidden }
        let made = make(false, "isHidden", .appearance)
        isHidden = made
        return made
    }

    var clipsToBoundsProperty: AnimatableProperty<Bool> {
        if let clipsToBounds { return clipsToBounds }
        let made = make(false, "clipsToBounds", .appearance)
        clipsToBounds = made
        return made
    }

    var zPositionProperty: AnimatableProperty<CGFloat> {
        if let zPosition { return zPosition }
        let made = make(CGFloat(0), "zPosition", .movement)
        zPosition = made
        return made
    }

    private func make<Value: Interpolatable>(_ initial: Value, _ name: String, _ kind: AnimatablePropertyKind) -> AnimatableProperty<Value> {
        AnimatableProperty(initial, name: name, kind: kind, animator: animator, owner: node)
    }

    // MARK: Introspection

    /// Whether any created property is animating.
    var isAnimating: Bool {
        (position?.isAnimating ?? false) || (bounds?.isAnimating ?? false) || (alpha?.isAnimating ?? false)
            || (transform?.isAnimating ?? false) || (backgroundColor?.isAnimating ?? false)
            || (cornerRadius?.isAnimating ?? false) || (borderWidth?.isAnimating ?? false)
            || (borderColor?.isAnimating ?? false) || (isHidden?.isAnimating ?? false)
            || (clipsToBounds?.isAnimating ?? false) || (zPosition?.isAnimating ?? false)
    }

    /// Stops every running animation of these properties (each jumps to its model value).
    func cancelAllAnimations() {
        func cancel<Value>(_ property: AnimatableProperty<Value>?) {
            if let property, property.isAnimating { property.cancelAnimation() }
        }
        cancel(position)
        cancel(bounds)
        cancel(alpha)
        cancel(transform)
        cancel(backgroundColor)
        cancel(cornerRadius)
        cancel(borderWidth)
        cancel(borderColor)
        cancel(isHidden)
        cancel(clipsToBounds)
        cancel(zPosition)
    }

    /// When the last running animation of these properties ends, or nil.
    var animationEndTime: TimeInterval? {
        var end: TimeInterval?
        func include(_ time: TimeInterval?) {
            guard let time else { return }
            end = max(end ?? time, time)
        }
        include(position?.animationEndTime)
        include(bounds?.animationEndTime)
        include(alpha?.animationEndTime)
        include(transform?.animationEndTime)
        include(backgroundColor?.animationEndTime)
        include(cornerRadius?.animationEndTime)
        include(borderWidth?.animationEndTime)
        include(borderColor?.animationEndTime)
        include(isHidden?.animationEndTime)
        include(clipsToBounds?.animationEndTime)
        include(zPosition?.animationEndTime)
        return end
    }
}
