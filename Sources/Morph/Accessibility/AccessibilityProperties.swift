import Foundation

/// The accessibility properties set on a node, as one value: what a declarative element or
/// component gives its node (MorphElements' `NodeDescription.accessibility` and
/// `NodeProps.accessibility`), and what ``DisplayNode/accessibility`` reads and writes.
///
/// A nil field means "the node's default": a ``TextNode`` is an accessibility element named by
/// its string, a ``ButtonNode`` a button named by its title, and so on (see <doc:Accessibility>).
/// Each field is the node property of the same meaning; see those for what they do.
public struct AccessibilityProperties: Hashable, Sendable {
    /// ``DisplayNode/isAccessibilityElement``, or nil for the node's default.
    public var isAccessibilityElement: Bool?
    /// ``DisplayNode/accessibilityLabel``, or nil for the node's default.
    public var label: String?
    /// ``DisplayNode/accessibilityValue``, or nil for the node's default.
    public var value: String?
    /// ``DisplayNode/accessibilityHint``, or nil for the node's default.
    public var hint: String?
    /// ``DisplayNode/accessibilityTraits``, or nil for the node's default.
    public var traits: AccessibilityTraits?
    /// ``DisplayNode/accessibilityRole``, or nil for the role the traits give.
    public var role: AccessibilityRole?
    /// ``DisplayNode/accessibilityNumericValue``, or nil for the node's default.
    public var numericValue: AccessibilityNumericValue?
    /// ``DisplayNode/accessibilityIdentifier``.
    public var identifier: String?
    /// ``DisplayNode/accessibilityElementsHidden``.
    public var elementsHidden: Bool
    /// ``DisplayNode/accessibilityViewIsModal``.
    public var viewIsModal: Bool
    /// ``DisplayNode/shouldGroupAccessibilityChildren``.
    public var shouldGroupChildren: Bool
    /// ``DisplayNode/accessibilityCustomActions``.
    public var customActions: [AccessibilityCustomAction]

    /// Properties with the given values; every one left out keeps the node's default.
    public init(
        isAccessibilityElement: Bool? = nil,
        label: String? = nil,
        value: String? = nil,
        hint: String? = nil,
        traits: AccessibilityTraits? = nil,
        role: AccessibilityRole? = nil,
        numericValue: AccessibilityNumericValue? = nil,
        identifier: String? = nil,
        elementsHidden: Bool = false,
        viewIsModal: Bool = false,
        shouldGroupChildren: Bool = false,
        customActions: [AccessibilityCustomAction] = []
    ) {
        self.isAccessibilityElement = isAccessibilityElement
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.role = role
        self.numericValue = numericValue
        self.identifier = identifier
        self.elementsHidden = elementsHidden
        self.viewIsModal = viewIsModal
        self.shouldGroupChildren = shouldGroupChildren
        self.customActions = customActions
    }
}
