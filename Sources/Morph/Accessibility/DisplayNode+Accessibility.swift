import Foundation

extension DisplayNode {
    /// Every accessibility property set on the node, as one value (nil fields: the node's
    /// defaults); setting it replaces them all. MorphElements sets it from an element's
    /// description.
    public var accessibility: AccessibilityProperties {
        get { accessibilityState.properties }
        set { updateAccessibility { $0 = newValue } }
    }

    /// A string that identifies the element to tests and tools, never spoken (UIKit's
    /// `accessibilityIdentifier`; AT-SPI's `AccessibleId`). Nil by default.
    public var accessibilityIdentifier: String? {
        get { accessibilityState.properties.identifier }
        set { updateAccessibility { $0.identifier = newValue } }
    }

    /// Whether the node and its subtree are hidden from assistive technology, though drawn (UIKit's
    /// `accessibilityElementsHidden`): for decoration, or content a sibling already describes.
    /// False by default.
    public var accessibilityElementsHidden: Bool {
        get { accessibilityState.properties.elementsHidden }
        set { updateAccessibility { $0.elementsHidden = newValue } }
    }

    /// Whether the node is modal (UIKit's `accessibilityViewIsModal`): assistive technology
    /// ignores its siblings (and their subtrees) while it is shown, as it does the content behind
    /// a dialog. The node is exposed as a container with AT-SPI's `modal` state. False by default.
    public var accessibilityViewIsModal: Bool {
        get { accessibilityState.properties.viewIsModal }
        set { updateAccessibility { $0.viewIsModal = newValue } }
    }

    /// Whether the node's children are read as a group (UIKit's
    /// `shouldGroupAccessibilityChildren`): the node is exposed as a ``AccessibilityRole/group``
    /// holding them, so a screen reader reads them together before moving on. False by default.
    public var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityState.properties.shouldGroupChildren }
        set { updateAccessibility { $0.shouldGroupChildren = newValue } }
    }

    /// The actions the element offers besides its primary one (UIKit's
    /// `accessibilityCustomActions`), in order; none by default.
    public var accessibilityCustomActions: [AccessibilityCustomAction] {
        get { accessibilityState.properties.customActions }
        set { updateAccessibility { $0.customActions = newValue } }
    }

    /// Changes the properties and, when they changed, tells the tree's host.
    func updateAccessibility(_ change: (inout AccessibilityProperties) -> Void) {
        let old = accessibilityState.properties
        change(&accessibilityState.properties)
        // Custom actions compare by name: a new handler under the same name changes nothing a
        // host shows.
        if accessibilityState.properties != old { setNeedsDisplay() }
    }
}
