import Foundation
import Morph

/// Wraps an element so that assistive technology does not see it or anything in it (UIKit's
/// `accessibilityElementsHidden`; Blueprint's `AccessibilityBlocker`): for decoration, or content
/// an element nearby already describes.
public struct AccessibilityBlocker: Element {
    /// The wrapped element.
    public var wrapped: any Element
    /// Whether the wrapped element is hidden from assistive technology.
    public var isBlocking: Bool

    /// `wrapping`, hidden from assistive technology while `isBlocking`.
    public init(isBlocking: Bool = true, wrapping: any Element) {
        wrapped = wrapping
        self.isBlocking = isBlocking
    }

    /// The wrapped element, taking the wrapper's whole size.
    public var content: ElementContent {
        ElementContent(child: wrapped)
    }

    /// A plain node that hides its subtree while blocking.
    public func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { $0.accessibility.elementsHidden = isBlocking }
    }
}
