import Foundation
import Morph
import MorphAccessibility
import Testing

/// The code of MorphAccessibility's documentation and of the README's "Accessibility" section,
/// compiled and run.
@Suite("MorphAccessibility's documentation")
@MainActor
struct MorphAccessibilityArticleTests {
    @Test("a bridge is made for a root and a window, started, told of changes, updated and stopped")
    func bridge() {
        let root = DisplayNode()
        let windowFrame = CGRect(x: 0, y: 0, width: 320, height: 74)
        let bridge = AccessibilityBridge(root: root, window: AccessibilityWindow(title: "Signup", frame: windowFrame))
        bridge.start()
        bridge.setNeedsUpdate()
        bridge.updateIfNeeded()
        bridge.stop()
        #expect(!bridge.isActive)
    }

    @Test("the README's labelled image")
    func readme() {
        let photo = ImageNode(size: CGSize(width: 40, height: 40))
        photo.accessibilityLabel = "Profile photo"
        let tree = photo.semanticsTree()
        print(tree)   // image "Profile photo" frame=(0, 0, 0, 0)
        #expect(tree.description == #"image "Profile photo" frame=(0, 0, 0, 0)"#)
    }
}
