import Foundation
@_spi(MorphInternals) import MorphMotion

/// A node's animatable view properties, each created on first change so that a node pays only
/// for the properties it uses. A property never created reads as its default (Core Animation's
/// defaults for a new layer). Built from the ``ViewProperties`` table: nothing here names a
/// property.
///
/// Its properties hold ``ownerProxy`` as their owner rather than the node: a property holds its
/// owner weakly, and a weak reference to the node (or to this state, read on every frame change)
/// would give it a side table, slowing each of its retains and releases.
@MainActor
final class NodeViewState {
    /// Writes a created property's presentation value into attributes.
    private typealias Presenter = @MainActor (inout ViewAttributes, TimeInterval?) -> Void

    /// The position's and the bounds' storage once both exist, unretained (`properties` holds
    /// them for the state's life): ``setFrame(_:jumps:)`` runs for every subnode on every layout
    /// pass and transition, and retaining the two would cost a quarter of it. First, with
    /// ``anchorPointStorage``, to share the object's first cache line with its header.
    @exclusivity(unchecked) private var frameStorage: (position: Unmanaged<AnimatableProperty<CGPoint>>, bounds: Unmanaged<AnimatableProperty<CGRect>>)?
    /// The anchor point's storage once it exists, unretained (as ``frameStorage``): a frame
    /// change reads it without reading the table.
    @exclusivity(unchecked) private var anchorPointStorage: Unmanaged<AnimatableProperty<CGPoint>>?
    unowned let node: DisplayNode
    /// What the properties hold as their owner (weakly), standing in for the node.
    let ownerProxy: NodeOwnerProxy
    let animator: Animator
    let defaultBackgroundColor: Color
    /// One slot per table entry, by ``ViewProperty`` index: the created properties (read on every
    /// view-property access, so a lookup retains one object and nothing else) and how each
    /// presents its value.
    /// Not checked for exclusive access at run time: nothing holds an access to it across a call.
    @exclusivity(unchecked) private var properties: [(any AnyAnimatableProperty)?]
    private var presenters: [Presenter?]

    /// The alpha a node had before a transition's default animation faded it out; restored when the
    /// node is removed or comes back.
    var restingAlpha: CGFloat?

    init(node: DisplayNode, animator: Animator, defaultBackgroundColor: Color) {
        self.node = node
        ownerProxy = NodeOwnerProxy(node)
        self.animator = animator
        self.defaultBackgroundColor = defaultBackgroundColor
        properties = Array(repeating: nil, count: ViewProperties.count)
        presenters = Array(repeating: nil, count: ViewProperties.count)
    }

    /// The default of `property` for this node.
    func defaultValue<Value>(of property: ViewProperty<Value>) -> Value {
        if property.index == ViewProperty<Color>.backgroundColor.index, let color = defaultBackgroundColor as? Value {
            return color
        }
        return property.defaultValue
    }

    /// The animatable storage of `property`, if created.
    func existing<Value>(_ property: ViewProperty<Value>) -> AnimatableProperty<Value>? {
        guard let created = properties[property.index] else { return nil }
        return unsafeDowncast(created as AnyObject, to: AnimatableProperty<Value>.self)
    }

    /// The animatable storage of `property`, created on first use.
    func storage<Value>(_ property: ViewProperty<Value>) -> AnimatableProperty<Value> {
        if let existing = existing(property) { return existing }
        let made = AnimatableProperty(defaultValue(of: property), name: property.name, kind: property.kind, animator: animator, owner: ownerProxy)
        let write = property.write
        properties[property.index] = made
        presenters[property.index] = { attributes, time in
            write(&attributes, time.map { made.presentationValue(at: $0) } ?? made.presentationValue)
        }
        if frameStorage == nil, let position = existing(ViewProperty<CGPoint>.position), let bounds = existing(ViewProperty<CGRect>.bounds) {
            frameStorage = (.passUnretained(position), .passUnretained(bounds))
        }
        if anchorPointStorage == nil, let anchorPoint = existing(ViewProperty<CGPoint>.anchorPoint) {
            anchorPointStorage = .passUnretained(anchorPoint)
        }
        return made
    }

    /// The bounds' model value when the frame's storage exists (read unretained: a layout pass
    /// reads every node's bounds), else nil.
    var frameBounds: CGRect? {
        frameStorage?.bounds.withGuaranteedReference { $0.value }
    }

    /// Sets the frame as ``DisplayNode/frame``'s setter does, for a finite, standardised `rect`:
    /// the position (placing the anchor point) and the size of the bounds, each cleaned by its
    /// table entry and set only when it changes. Returns whether either changed, or nil when
    /// the position or the bounds has no storage yet (the caller then takes the general path,
    /// which creates it).
    ///
    /// The frame of every subnode is set on every layout pass and transition, so this reads the
    /// two properties once each, unretained (`frameStorage`).
    ///
    /// `jumps`: the changes jump whatever the ambient transaction (a transition's newcomer takes
    /// its place at once).
    func setFrame(_ rect: CGRect, jumps: Bool = false) -> Bool? {
        guard let frameStorage else { return nil }
        let anchor = anchorPointStorage?.withGuaranteedReference { $0.value } ?? ViewProperty<CGPoint>.anchorPoint.defaultValue
        let newPosition = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        let moved = frameStorage.position.withGuaranteedReference { position in
            guard let clean = ViewProperty<CGPoint>.position.sanitize(newPosition), clean != position.value else { return false }
            if jumps { position.setValueWithoutAnimation(clean) } else { position.value = clean }
            return true
        }
        let resized = frameStorage.bounds.withGuaranteedReference { bounds in
            let currentBounds = bounds.value
            guard let clean = ViewProperty<CGRect>.bounds.sanitize(CGRect(origin: currentBounds.origin, size: rect.size)), clean != currentBounds else { return false }
            if jumps { bounds.setValueWithoutAnimation(clean) } else { bounds.value = clean }
            return true
        }
        return moved || resized
    }

    /// The model values of every property.
    var modelAttributes: ViewAttributes {
        var attributes = ViewAttributes.defaults
        attributes.backgroundColor = defaultBackgroundColor
        for property in ViewProperties.all {
            property.copyModelValue(from: self, into: &attributes)
        }
        return attributes
    }

    /// The presentation values of every property at `time` (the last tick when nil).
    func presentationAttributes(at time: TimeInterval?) -> ViewAttributes {
        var attributes = ViewAttributes.defaults
        attributes.backgroundColor = defaultBackgroundColor
        for presenter in presenters {
            presenter?(&attributes, time)
        }
        return attributes
    }

    /// Whether any created property is animating.
    var isAnimating: Bool {
        properties.contains { $0?.isAnimating ?? false }
    }

    /// When the last running animation of these properties ends, or nil.
    var animationEndTime: TimeInterval? {
        properties.compactMap { $0?.animationEndTime }.max()
    }

    /// Stops every running animation of these properties (each jumps to its model value).
    func cancelAllAnimations() {
        for case let property? in properties where property.isAnimating {
            property.cancelAnimation()
        }
    }
}

extension AnyViewProperty {
    /// Copies this property's model value in `state` (its default when not created) into
    /// `attributes`.
    @MainActor
    func copyModelValue(from state: NodeViewState, into attributes: inout ViewAttributes) {
        guard let property = self as? any TypedViewProperty else { return }
        property.copyModel(from: state, into: &attributes)
    }
}

/// The typed side of a table entry, for the node layer's generic loops.
protocol TypedViewProperty {
    @MainActor func copyModel(from state: NodeViewState, into attributes: inout ViewAttributes)
}

extension ViewProperty: TypedViewProperty {
    @MainActor func copyModel(from state: NodeViewState, into attributes: inout ViewAttributes) {
        write(&attributes, state.existing(self)?.value ?? state.defaultValue(of: self))
    }
}
