import Foundation
import Morph

extension Element {
    /// This element as one accessibility element (``AccessibilityElement``).
    public func accessibilityElement(
        label: String?,
        value: String? = nil,
        hint: String? = nil,
        traits: AccessibilityTraits = [],
        identifier: String? = nil,
        customActions: [AccessibilityCustomAction] = []
    ) -> AccessibilityElement {
        AccessibilityElement(label: label, value: value, hint: hint, traits: traits, identifier: identifier, customActions: customActions, wrapping: self)
    }

    /// This element's accessibility elements read as a group (``AccessibilityContainer``).
    public func accessibilityContainer(label: String? = nil, identifier: String? = nil) -> AccessibilityContainer {
        AccessibilityContainer(label: label, identifier: identifier, wrapping: self)
    }

    /// This element hidden from assistive technology while `isBlocking` (``AccessibilityBlocker``).
    public func blockAccessibility(isBlocking: Bool = true) -> AccessibilityBlocker {
        AccessibilityBlocker(isBlocking: isBlocking, wrapping: self)
    }
}
