import Foundation
import Morph

/// Wraps an element so that assistive technology reads its accessibility elements as a group —
/// a container holding them, named when given a label — and moves on past the group as a whole
/// (UIKit's `shouldGroupAccessibilityChildren`; Blueprint's `AccessibilityContainer`).
///
/// ```swift
/// let address = AddressLines(address: address).accessibilityContainer(label: "Shipping address")
/// ```
public struct AccessibilityContainer: Element {
    /// The wrapped element.
    public var wrapped: any Element
    /// The container's properties; it groups its children.
    public var accessibility: AccessibilityProperties

    /// `wrapping` as a group, named `label` when given, identified by `identifier`.
    public init(label: String? = nil, identifier: String? = nil, wrapping: any Element) {
        wrapped = wrapping
        accessibility = AccessibilityProperties(label: label, identifier: identifier, shouldGroupChildren: true)
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
