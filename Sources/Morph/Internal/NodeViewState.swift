import Foundation

/// A node's animatable view properties, each created on first change so that a node pays only
/// for the properties it uses. A property never created reads as its default (Core Animation's
/// defaults for a new layer). Built from the ``ViewProperties`` table: nothing here names a
/// property.
@MainActor
final class NodeViewState {
    /// A created property and how it writes its presentation value into attributes.
    private struct Slot {
        let property: any AnyAnimatableProperty
        let present: @MainActor (inout ViewAttributes, TimeInterval?) -> Void
    }

    unowned let node: DisplayNode
    let animator: Animator
    let defaultBackgroundColor: Color
    /// One slot per table entry, by ``ViewProperty`` index.
    private var slots: [Slot?]

    /// The alpha a node had before a transition's default animation faded it out; restored when the
    /// node is removed or comes back.
    var restingAlpha: CGFloat?

    init(node: DisplayNode, animator: Animator, defaultBackgroundColor: Color) {
        self.node = node
        self.animator = animator
        self.defaultBackgroundColor = defaultBackgroundColor
        slots = Array(repeating: nil, count: ViewProperties.count)
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
        guard let slot = slots[property.index] else { return nil }
        return unsafeDowncast(slot.property as AnyObject, to: AnimatableProperty<Value>.self)
    }

    /// The animatable storage of `property`, created on first use.
    func storage<Value>(_ property: ViewProperty<Value>) -> AnimatableProperty<Value> {
        if let existing = existing(property) { return existing }
        let made = AnimatableProperty(defaultValue(of: property), name: property.name, kind: property.kind, animator: animator, owner: node)
        let keyPath = property.keyPath
        slots[property.index] = Slot(property: made) { attributes, time in
            attributes[keyPath: keyPath] = time.map { made.presentationValue(at: $0) } ?? made.presentationValue
        }
        return made
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
        for slot in slots {
            slot?.present(&attributes, time)
        }
        return attributes
    }

    /// Whether any created property is animating.
    var isAnimating: Bool {
        slots.contains { $0?.property.isAnimating ?? false }
    }

    /// When the last running animation of these properties ends, or nil.
    var animationEndTime: TimeInterval? {
        slots.compactMap { $0?.property.animationEndTime }.max()
    }

    /// Stops every running animation of these properties (each jumps to its model value).
    func cancelAllAnimations() {
        for slot in slots {
            if let property = slot?.property, property.isAnimating { property.cancelAnimation() }
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
        attributes[keyPath: keyPath] = state.existing(self)?.value ?? state.defaultValue(of: self)
    }
}
