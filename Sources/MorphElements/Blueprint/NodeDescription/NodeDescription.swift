import Foundation

/// The node that shows an element, described as a value: its kind, its look, and how it
/// transitions (Blueprint's `ViewDescription`).
///
/// An element returns a description from ``Element/backingNodeDescription(with:)`` to be shown
/// by a node of its own; elements without one only arrange their children. On every update the
/// host applies the description to the element's node: the look (``backgroundColor``,
/// ``cornerRadius``, ``borderWidth``, ``borderColor``, ``clipsToBounds``) directly, and the
/// geometry with the element's ``LayoutAttributes`` — which take ``alpha``, ``transform``,
/// ``isHidden``, ``isUserInteractionEnabled`` and ``tintAdjustmentMode`` from here — under the
/// element's ``layoutTransition``.
///
/// Transitions: ``layoutTransition`` (``LayoutTransition/inherited`` by default) animates
/// attribute changes; ``appearingTransition`` and ``disappearingTransition`` (none by default)
/// animate insertion and removal — only for the top-most inserted or removed node of a subtree,
/// and never on a host's first update. ``onAppear`` and ``onDisappear`` run when the node enters
/// or leaves a visible host, parent before child.
///
/// Bad values are clamped as each property says, never stored.
public struct NodeDescription: Sendable {
    /// The kind of node; a node is reused across updates only for the same kind.
    public var kind: NodeKind
    /// A name for the node in renderings and debugging output.
    public var name: String?

    // MARK: Look

    /// The background fill; `Color.clear` by default.
    public var backgroundColor: Color = .clear
    /// The radius of the rounded corners; 0 by default. Negative or non-finite values become 0.
    public var cornerRadius: CGFloat = 0 {
        didSet { cornerRadius = Self.nonNegative(cornerRadius) }
    }
    /// The border width; 0 by default. Negative or non-finite values become 0.
    public var borderWidth: CGFloat = 0 {
        didSet { borderWidth = Self.nonNegative(borderWidth) }
    }
    /// The border colour; opaque black by default.
    public var borderColor: Color = .black
    /// Whether subnodes are clipped to the node's bounds; false by default.
    public var clipsToBounds = false

    // MARK: Attributes (animated by the layout transition)

    /// The node's alpha, 0…1; 1 by default. Clamped; NaN becomes 1. Part of the element's
    /// ``LayoutAttributes``.
    public var alpha: CGFloat = 1 {
        didSet { alpha = LayoutAttributes.sanitized(alpha: alpha) }
    }
    /// The node's transform about its centre; identity by default. A transform with a
    /// non-finite entry becomes the identity. Part of the element's ``LayoutAttributes``.
    public var transform: Transform3D = .identity {
        didSet { transform = LayoutAttributes.sanitized(transform) }
    }
    /// Whether the node is hidden; false by default. Part of the element's ``LayoutAttributes``.
    public var isHidden = false
    /// Whether the node receives user interaction; true by default. Part of the element's
    /// ``LayoutAttributes``.
    public var isUserInteractionEnabled = true
    /// How tints are shown in the node's subtree; ``TintAdjustmentMode/automatic`` by default.
    /// Part of the element's ``LayoutAttributes``.
    public var tintAdjustmentMode: TintAdjustmentMode = .automatic

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

    /// `attributes` with the attribute properties of this description (``alpha``,
    /// ``transform``, ``isHidden``, ``isUserInteractionEnabled``, ``tintAdjustmentMode``) — what
    /// a layout pass gives the element's node.
    public func applying(to attributes: LayoutAttributes) -> LayoutAttributes {
        var result = attributes
        result.alpha = alpha
        result.transform = transform
        result.isHidden = isHidden
        result.isUserInteractionEnabled = isUserInteractionEnabled
        result.tintAdjustmentMode = tintAdjustmentMode
        return result
    }

    private static func nonNegative(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }
}
