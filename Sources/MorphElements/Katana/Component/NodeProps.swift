import Foundation
import Morph

/// The properties of a plain node child: its frame, key and name, its view properties, and its
/// text, and what assistive technology knows about it (Katana's `View` props).
///
/// **View properties.** Props hold a value for every property of Morph's `ViewProperties` table,
/// in ``viewAttributes`` (Core Animation's defaults until set), read and written as their own
/// members through the table: `props.alpha = 0.5`, `props.cornerRadius = 4`,
/// `props.backgroundColor = .blue`, or with the table's entry, `props[.zPosition] = 1`. A value is
/// cleaned as the node's setter cleans it (`ViewProperty.sanitized(_:)`): a negative corner
/// radius becomes 0, an alpha outside 0…1 is clamped, and a value the table refuses (NaN, a
/// non-finite transform) is ignored, leaving the property as it was. The host sets every one of
/// them on the child's node under the child's animation — except `position` and `bounds`, which
/// ``frame`` gives — so a property added to the table can be set from a component without any
/// change to MorphElements.
///
/// The frame is Katana's: the node's frame in its parent, whatever its anchor point.
@dynamicMemberLookup
public struct NodeProps: DescriptionProps, Hashable {
    /// The frame in the parent. A frame with a NaN or infinite component becomes `.zero`; a
    /// negative size is standardised.
    public var frame: CGRect = .zero {
        didSet { frame = Self.sanitized(frame) }
    }
    /// The key among siblings.
    public var key: String?
    /// A name for the node in renderings and debugging output.
    public var name: String?
    /// The value of every view property, cleaned by the table (see the type's discussion); set
    /// them through the props' members (`props.alpha = 0.5`).
    public private(set) var viewAttributes = ViewAttributes.defaults
    /// The text the node shows, or `nil` for a node without text. A child with text is shown by a
    /// `TextNode`; when an update gives text to a child shown by a plain node (or takes it
    /// away), the host replaces the node.
    public var text: NodeText?
    /// What assistive technology knows about the node (`DisplayNode.accessibility`): label, value,
    /// hint, traits, role, identifier, custom actions… Fields left nil keep the node's defaults (a
    /// child with text is an element named by its text).
    public var accessibility = AccessibilityProperties()

    /// Props with the defaults above, then changed by `configure` (Katana's `Props.build`).
    public init(configure: (inout NodeProps) -> Void = { _ in }) {
        configure(&self)
    }

    /// The alpha, 0…1 (the table's clamp: values outside are clamped, NaN is ignored). Entry and
    /// leave transformers change it.
    public var alpha: CGFloat {
        get { viewAttributes.alpha }
        set { self[.alpha] = newValue }
    }

    /// A view property's value, read and written as a member of the props (`props.cornerRadius`):
    /// the key path names the table's entry, whose clamp applies.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ViewAttributes, Value>) -> Value {
        get { viewAttributes[keyPath: keyPath] }
        set { ElementViewProperties.set(newValue, at: keyPath, in: &viewAttributes) }
    }

    /// A view property's value, by its entry in the table (`props[.alpha] = 0.5`); a value the
    /// entry refuses is ignored, others are cleaned by it.
    public subscript<Value>(property: ViewProperty<Value>) -> Value {
        get { viewAttributes[keyPath: property.keyPath] }
        set {
            if let clean = property.sanitized(newValue) { viewAttributes[keyPath: property.keyPath] = clean }
        }
    }

    /// The view properties ``frame`` gives a node instead of ``viewAttributes``.
    static let framePropertyNames: Set<String> = [ViewProperty<CGPoint>.position.name, ViewProperty<CGRect>.bounds.name]

    /// Every other property of the table, in table order: what the host sets from
    /// ``viewAttributes``.
    static let nodeProperties = ElementViewProperties.all(excluding: framePropertyNames)

    static func sanitized(_ frame: CGRect) -> CGRect {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite,
              frame.size.width.isFinite, frame.size.height.isFinite
        else { return .zero }
        return frame.standardized
    }
}
