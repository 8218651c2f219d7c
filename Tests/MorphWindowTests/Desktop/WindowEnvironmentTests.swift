import Foundation
import Morph
import Testing
@testable import MorphWindow

@Suite("A window's environment")
@MainActor
struct WindowEnvironmentTests {
    @Test("the root gets the desktop's settings with the window's overrides, scale and size classes")
    func rootTraits() {
        // An animator of its own: the test sets its reduced-motion policy.
        let root = DisplayNode(name: "root", animator: Animator(clock: ManualClock()))
        var reported: [String] = []
        root.errorHandler = { reported.append("\($0)") }
        let window = Window(root: root, title: "Morph — environment", size: CGSize(width: 700, height: 400))
        window.adopt(DesktopSettings(userInterfaceStyle: .dark, layoutDirection: .rightToLeft, problems: [.portal("test")]), animated: false)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.layoutDirection == .rightToLeft)
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.verticalSizeClass == .compact)
        #expect(reported == [DesktopSettingError.portal("test").description])
        // The background follows the appearance until the window is given a fixed one.
        #expect(window.backgroundColor == .black)
        // Overrides win over the desktop.
        window.traitOverrides = TraitOverrides(userInterfaceStyle: .light, preferredContentSizeCategory: .extraLarge)
        #expect(root.traitCollection.userInterfaceStyle == .light)
        #expect(root.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(root.traitCollection.layoutDirection == .rightToLeft)
        #expect(window.backgroundColor == .white)
        window.dynamicBackgroundColor = nil
        window.traitOverrides = TraitOverrides(userInterfaceStyle: .dark)
        #expect(window.backgroundColor == .white)
        // Asking for less motion sets the animator's policy.
        window.adopt(DesktopSettings(prefersReducedMotion: true), animated: false)
        #expect(root.animator.reducedMotion == .reduceMotion)
        window.adopt(DesktopSettings(), animated: false)
        #expect(root.animator.reducedMotion == .off)
        // The overrides' reduced motion is the trait's too.
        window.traitOverrides = TraitOverrides(prefersReducedMotion: true)
        #expect(root.animator.reducedMotion == .reduceMotion)
        window.traitOverrides = TraitOverrides()
        #expect(root.animator.reducedMotion == .off)
    }

    @Test("a window that does not follow the desktop's reduced motion leaves the animator's policy alone; the trait still says it")
    func notFollowingReducedMotion() {
        let root = DisplayNode(name: "root", animator: Animator(clock: ManualClock()))
        let window = Window(root: root, title: "Morph — environment", size: CGSize(width: 300, height: 300))
        window.followsDesktopReducedMotion = false
        root.animator.reducedMotion = .disableAnimations
        window.adopt(DesktopSettings(prefersReducedMotion: true), animated: false)
        #expect(root.traitCollection.prefersReducedMotion)
        #expect(root.animator.reducedMotion == .disableAnimations)
        root.animator.reducedMotion = .off
        window.followsDesktopReducedMotion = true
        #expect(root.animator.reducedMotion == .reduceMotion, "following again applies the trait")
        window.adopt(DesktopSettings(), animated: false)
        #expect(root.animator.reducedMotion == .off)
    }
}
