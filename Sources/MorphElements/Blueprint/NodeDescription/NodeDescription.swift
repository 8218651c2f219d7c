import Foundation
import Morph

/// The node that shows an element, described as a value: its kind, its view properties, and how
/// it transitions (Blueprint's `ViewDescription`).
///
/// An element returns a description from ``Element/backingNodeDescription(with:)`` to be shown
/// by a node of its own; elements without one only arrange their children.
///
/// **View properties.** A description holds a value for every property of Morph's
/// `ViewProperties` table, in ``viewAttributes`` (Core Animation's defaults until set), and reads
/// and writes them as its own members through the table: `description.cornerRadius = 4`,
/// `description.backgroundColor = .blue`, `description.anchorPoint = .zero`, or with the table's
/// entry, `description[.cornerRadius] = 4`. A value is cleaned as the node's setter cleans it
/// (`ViewProperty.sanitized(_:)`): a negative corner radius becomes 0, an alpha above 1 becomes 1,
/// and a value the table refuses (NaN, a non-finite transform) is ignored, leaving the property as
/// it was. A property added to the table can be set here without any change to MorphElements.
///
/// On every update the host applies the description to the element's node, under the animation
/// the element's transition resolves to (and sets its ``accessibility`` properties):
/// - `alpha`, `transform`, `isHidden` and `isUserInteractionEnabled` — with
///   ``tintAdjustmentMode`` — go into the element's ``LayoutAttributes`` (``applying(to:)``):
///   they compose with the attributes of the elements without nodes above (``LayoutAttributes/within(_:)``),
///   and a change of them is what makes the element's own ``layoutTransition`` animate;
/// - `position` and `bounds` come from layout: the values set here are not used;
/// - every other property — the look: background, corner radius, border, clipping, anchor point, z
///   position, and any property the table adds — is set on the node as it is. The node's frame is
///   the one layout gives whatever its anchor point, which is what its transform turns about.
///
/// Transitions: ``layoutTransition`` (``LayoutTransition/inherited`` by default) animates
/// attribute changes; ``appearingTransition`` and ``disappearingTransition`` (none by default)
/// animate insertion and removal — only for the top-most inserted or removed node of a subtree,
/// and never on a host's first update. ``onAppear`` and ``onDisappear`` run when the node enters
/// or leaves a visible host, parent before child.
@dynamicMemberLookup
public struct NodeDescription: Sendable {
    /// The kind of node; a node is reused across updates only for the same kind.
    public var kind: NodeKind
    /// A name for the node in renderings and debugging output.
    public var name: String?

    // MARK: View properties

    /// The value of every view property, cleaned by the table (see the type's discussion); set
    /// them through the description's members (`description.alpha = 0.5`).
    public private(set) var viewAttributes = ViewAttributes.defaults

    /// A view property's value, read and written as a member of the description
    /// (`description.cornerRadius`): the key path names the table's entry, whose clamp applies.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ViewAttributes, Value>) -> Value {
        get { viewAttributes[keyPath: keyPath] }
        set { ElementViewProperties.set(newValue, at: keyPath, in: &viewAttributes) }
    }

    /// A view property's value, by its entry in the table (`description[.alpha] = 0.5`); a value
    /// the entry refuses is ignored, others are cleaned by it.
    public subscript<Value>(property: ViewProperty<Value>) -> Value {
        get { viewAttributes[keyPath: property.keyPath] }
        set {
            if let clean = property.sanitized(newValue) { viewAttributes[keyPath: property.keyPath] = clean }
        }
    }

    // MARK: Attributes that are not view properties

    /// How tints are shown in the node's subtree; ``TintAdjustmentMode/automatic`` by default.
    /// Part of the element's ``LayoutAttributes``.
    public var tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// What assistive technology knows about the node (`DisplayNode.accessibility`): its label,
    /// value, hint, traits, role, identifier, custom actions… Fields left nil keep the node's
    /// defaults (a text node is an element named by its string). Set on the node at every update.
    public var accessibility = AccessibilityProperties()

    // MARK: Transitions

    /// How changes of the element's attributes animate; ``LayoutTransition/inherited`` by
    /// default.
    public var layoutTransition: LayoutTransition = .inherited
    /// How the node appears when an update (not the first) inserts it; none by default.
    public var appearingTransition: VisibilityTransition?
    /// How the node disappears when an update removes it; none by default (removed at once).
    public var disappearingTransition: VisibilityTransition?

    // MARK: Lifecycle

    /// Called after the update in which the node entered a visible host.
    public var onAppear: LifecycleCallback?
    /// Called after the update in which the node left a visible host.
    public var onDisappear: LifecycleCallback?

    /// A description of a node of `kind` with the defaults above, then changed by `configure`.
    public init(kind: NodeKind = .plain, configure: (inout NodeDescription) -> Void = { _ in }) {
        self.kind = kind
        configure(&self)
    }

    /// `attributes` with the attribute properties of this description (`alpha`, `transform`,
    /// `isHidden`, `isUserInteractionEnabled`, ``tintAdjustmentMode``) — what a layout pass
    /// gives the element's node.
    public func applying(to attributes: LayoutAttributes) -> LayoutAttributes {
        var result = attributes
        result.alpha = viewAttributes.alpha
        result.transform = viewAttributes.transform
        result.isHidden = viewAttributes.isHidden
        result.isUserInteractionEnabled = viewAttributes.isUserInteractionEnabled
        result.tintAdjustmentMode = tintAdjustmentMode
        return result
    }

    /// The view properties a description does not set on its node directly: those of its
    /// ``LayoutAttributes`` (`position` and `bounds` from layout; `alpha`, `transform`,
    /// `isHidden` and `isUserInteractionEnabled`, which compose down the element tree). Every other
    /// property of the table is the node's look.
    static let layoutPropertyNames: Set<String> = [
        ViewProperty<CGPoint>.position.name, ViewProperty<CGRect>.bounds.name, ViewProperty<CGFloat>.alpha.name,
        ViewProperty<Transform3D>.transform.name, ViewProperty<Bool>.isHidden.name,
        ViewProperty<Bool>.isUserInteractionEnabled.name,
    ]

    /// The look: every property of the table but the layout attributes', in table order.
    static let lookProperties = ElementViewProperties.all(excluding: layoutPropertyNames)
}
