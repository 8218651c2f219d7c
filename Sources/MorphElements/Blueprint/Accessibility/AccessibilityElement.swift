import Foundation
import Morph

/// Wraps an element so that assistive technology sees it as one accessibility element with the
/// label, value, hint and traits given — the nodes of the wrapped element are not exposed beside
/// it (Blueprint's `AccessibilityElement`). A card of an image and two labels reads as
/// "Launch, photo, 3 comments" this way.
///
/// ```swift
/// let card = PhotoCard(photo: photo)
///     .accessibilityElement(label: "Launch", value: "3 comments", traits: [.button])
/// ```
///
/// The wrapper is shown by a plain node of its own, as large as the wrapped element, which
/// carries the properties.
public struct AccessibilityElement: Element {
    /// The wrapped element.
    public var wrapped: any Element
    /// The properties of the element; its `isAccessibilityElement` is always true.
    public var accessibility: AccessibilityProperties

    /// `wrapping` as one accessibility element.
    public init(
        label: String?,
        value: String? = nil,
        hint: String? = nil,
        traits: AccessibilityTraits = [],
        identifier: String? = nil,
        customActions: [AccessibilityCustomAction] = [],
        wrapping: any Element
    ) {
        wrapped = wrapping
        accessibility = AccessibilityProperties(
            isAccessibilityElement: true, label: label, value: value, hint: hint, traits: traits,
            identifier: identifier, customActions: customActions
        )
    }

    /// The wrapped element, taking the wrapper's whole size.
    public var content: ElementContent {
        ElementContent(child: wrapped)
    }

    /// A plain node carrying the properties.
    public func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { $0.accessibility = accessibility }
    }
}
