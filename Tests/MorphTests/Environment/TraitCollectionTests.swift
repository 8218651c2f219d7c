import Foundation
import Morph
import Testing

@Suite("Trait collections")
struct TraitCollectionTests {
    @Test("the defaults: light, left to right, large text, @2x, unspecified size classes, normal contrast, motion")
    func defaults() {
        let traits = TraitCollection()
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.displayScale == 2)
        #expect(traits.horizontalSizeClass == .unspecified && traits.verticalSizeClass == .unspecified)
        #expect(traits.accessibilityContrast == .normal)
        #expect(!traits.prefersReducedMotion)
        #expect(traits == .default)
    }

    @Test("a display scale that is not finite becomes 1; others are clamped to 0.5…16 as the pixel grid does")
    func displayScaleClamp() {
        var traits = TraitCollection(displayScale: .nan)
        #expect(traits.displayScale == 1)
        traits.displayScale = .infinity
        #expect(traits.displayScale == 1)
        traits.displayScale = -3
        #expect(traits.displayScale == 1)
        traits.displayScale = 0.1
        #expect(traits.displayScale == 0.5)
        traits.displayScale = 100
        #expect(traits.displayScale == 16)
        traits.displayScale = 3
        #expect(traits.displayScale == 3)
        #expect(TraitOverrides(displayScale: .nan).displayScale == 1)
        var overrides = TraitOverrides()
        overrides.displayScale = 40
        #expect(overrides.displayScale == 16)
    }

    @Test("changed traits name exactly the traits whose values differ")
    func changedTraits() {
        let light = TraitCollection()
        var dark = light
        dark.userInterfaceStyle = .dark
        #expect(dark.changedTraits(comparedTo: light) == [.userInterfaceStyle])
        var other = dark
        other.layoutDirection = .rightToLeft
        other.preferredContentSizeCategory = .accessibilityLarge
        other.prefersReducedMotion = true
        #expect(other.changedTraits(comparedTo: light) == [.userInterfaceStyle, .layoutDirection, .preferredContentSizeCategory, .prefersReducedMotion])
        #expect(light.changedTraits(comparedTo: light).isEmpty)
    }

    @Test("overrides replace only the traits they set")
    func overrides() {
        let base = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .extraLarge)
        let adapted = base.applying(TraitOverrides(layoutDirection: .rightToLeft, accessibilityContrast: .high))
        #expect(adapted.userInterfaceStyle == .dark)
        #expect(adapted.preferredContentSizeCategory == .extraLarge)
        #expect(adapted.layoutDirection == .rightToLeft)
        #expect(adapted.accessibilityContrast == .high)
        #expect(base.applying(TraitOverrides()) == base)
        #expect(TraitOverrides().isEmpty && !TraitOverrides(prefersReducedMotion: false).isEmpty)
    }

    @Test("size classes from lengths: regular from 600 points, unspecified for no length")
    func sizeClasses() {
        #expect(UserInterfaceSizeClass(length: 320) == .compact)
        #expect(UserInterfaceSizeClass(length: 600) == .regular)
        #expect(UserInterfaceSizeClass(length: .nan) == .unspecified)
        #expect(UserInterfaceSizeClass(length: 0) == .unspecified)
    }

    @Test("dynamic colours resolve by appearance and contrast")
    func dynamicColors() {
        let color = DynamicColor(light: .white, dark: .black, highContrastDark: Color(white: 0.2))
        var traits = TraitCollection()
        #expect(color.resolved(in: traits) == .white)
        traits.accessibilityContrast = .high
        #expect(color.resolved(in: traits) == .white)
        traits.userInterfaceStyle = .dark
        #expect(color.resolved(in: traits) == Color(white: 0.2))
        traits.accessibilityContrast = .normal
        #expect(color.resolved(in: traits) == .black)
        #expect(DynamicColor(.red).resolved(in: traits) == .red)
    }
}
