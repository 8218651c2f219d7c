import Foundation
@_spi(MorphInternals) import MorphLayout

/// The environment a node is shown in — appearance, reading direction, text size, screen,
/// room, contrast, motion — as one `Sendable` value (Texture's `ASPrimitiveTraitCollection`,
/// UIKit's `UITraitCollection`, SwiftUI's `EnvironmentValues`, Blueprint's `Environment`).
///
/// A host — a window, a render call — gives the root node a collection
/// (``DisplayNode/hostTraitCollection``); each node passes its collection to its subnodes, and a
/// node can change any trait for its subtree (``DisplayNode/traitOverrides``). A node reads its
/// own with ``DisplayNode/traitCollection`` — from its layout spec, on any thread — and hears of
/// changes in ``DisplayNode/traitCollectionDidChange(previous:)``. See <doc:TheEnvironment>.
///
/// **Traits are layout inputs, read one by one.** When a node's measurement reads a trait of a
/// collection (its layout spec reads `traitCollection.preferredContentSizeCategory`, a text node
/// reads it for a font with a text style, a node hosting a spec reads `layoutDirection` to mirror
/// its layout), Morph records that this node read that trait. A change of the collection lays
/// out again exactly the nodes that read a trait that changed, and their ancestors: switching to
/// dark mode re-lays out nothing that only draws in colour, a larger text size re-measures the
/// text and what contains it, and a change of direction re-lays out the nodes that host specs
/// while every leaf keeps its cached layout. Reads outside a measurement record nothing.
///
/// **Bad values** are clamped when set: ``displayScale`` as the pixel grid clamps it
/// (`PixelRounding`: a scale that is not finite and positive becomes 1, one outside
/// 0.5…16 the nearest end); `ContentSizeCategory` clamps text scales or throws
/// `TextError.invalidTextScale(_:)` for ones that are not positive numbers. Values from a desktop
/// that Morph does not know are typed errors where they are read (MorphWindow's
/// `DesktopSettingError`; see <doc:TheEnvironment>).
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// The traits, stored without read recording (the public properties record).
    struct Values: Sendable, Hashable {
        var userInterfaceStyle = UserInterfaceStyle.light
        var layoutDirection = LayoutDirection.leftToRight
        var preferredContentSizeCategory = ContentSizeCategory.large
        var displayScale: CGFloat = 2
        var horizontalSizeClass = UserInterfaceSizeClass.unspecified
        var verticalSizeClass = UserInterfaceSizeClass.unspecified
        var accessibilityContrast = AccessibilityContrast.normal
        var prefersReducedMotion = false
    }

    var values: Values

    /// The defaults: light, left to right, `ContentSizeCategory.large`, a @2x screen (Morph's
    /// default pixel grid), unspecified size classes, normal contrast, motion allowed.
    public init() {
        values = Values()
    }

    /// A collection with the given traits; the others take their defaults (see ``init()``).
    ///
    /// - Parameters:
    ///   - userInterfaceStyle: light or dark.
    ///   - layoutDirection: left to right or right to left.
    ///   - preferredContentSizeCategory: the text size.
    ///   - displayScale: pixels per point, clamped as ``displayScale`` says.
    ///   - horizontalSizeClass: the room across.
    ///   - verticalSizeClass: the room down.
    ///   - accessibilityContrast: normal or high.
    ///   - prefersReducedMotion: whether motion should be reduced.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .light,
        layoutDirection: LayoutDirection = .leftToRight,
        preferredContentSizeCategory: ContentSizeCategory = .large,
        displayScale: CGFloat = 2,
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        accessibilityContrast: AccessibilityContrast = .normal,
        prefersReducedMotion: Bool = false
    ) {
        values = Values(
            userInterfaceStyle: userInterfaceStyle,
            layoutDirection: layoutDirection,
            preferredContentSizeCategory: preferredContentSizeCategory,
            displayScale: Self.clampedDisplayScale(displayScale),
            horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass,
            accessibilityContrast: accessibilityContrast,
            prefersReducedMotion: prefersReducedMotion
        )
    }

    /// The defaults (``init()``).
    public static let `default` = TraitCollection()

    /// Light or dark appearance. ``DynamicColor`` resolves by it.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { TraitReadRecording.record(.userInterfaceStyle, of: self); return values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }

    /// The reading direction: right to left mirrors every node's layout (see
    /// `LayoutDirection`), flexbox containers run from the right, natural text aligns right and
    /// the seed examples' slides come from the other side.
    public var layoutDirection: LayoutDirection {
        get { TraitReadRecording.record(.layoutDirection, of: self); return values.layoutDirection }
        set { values.layoutDirection = newValue }
    }

    /// The preferred text size, as a text scale: fonts with a `Font.TextStyle` scale with it.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { TraitReadRecording.record(.preferredContentSizeCategory, of: self); return values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }

    /// Pixels per point of the screen. A value that is not finite and positive becomes 1, one
    /// outside `PixelRounding.screenScaleRange` (0.5…16) the nearest end, as the pixel grid
    /// clamps it. The host's collection sets the root's pixel grid (``DisplayNode/layoutContext``).
    public var displayScale: CGFloat {
        get { TraitReadRecording.record(.displayScale, of: self); return values.displayScale }
        set { values.displayScale = Self.clampedDisplayScale(newValue) }
    }

    /// The room across (see ``UserInterfaceSizeClass``).
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { TraitReadRecording.record(.horizontalSizeClass, of: self); return values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }

    /// The room down (see ``UserInterfaceSizeClass``).
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { TraitReadRecording.record(.verticalSizeClass, of: self); return values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }

    /// Normal or increased contrast. ``DynamicColor`` resolves to its high-contrast colours by it.
    public var accessibilityContrast: AccessibilityContrast {
        get { TraitReadRecording.record(.accessibilityContrast, of: self); return values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }

    /// Whether a person asked for less motion (UIKit's `isReduceMotionEnabled`, CSS's
    /// `prefers-reduced-motion`). A window sets its animator's `ReducedMotionPolicy` from it.
    public var prefersReducedMotion: Bool {
        get { TraitReadRecording.record(.prefersReducedMotion, of: self); return values.prefersReducedMotion }
        set { values.prefersReducedMotion = newValue }
    }

    /// The traits whose values differ between this collection and `other`.
    ///
    /// - Complexity: O(1).
    public func changedTraits(comparedTo other: TraitCollection) -> Set<Trait> {
        TraitSet(changedFrom: values, to: other.values).traits
    }

    /// The value of `trait` as text (`dark`, `rightToLeft`, `large`, `2.0`), read without
    /// recording (for identifiers and descriptions).
    public func value(of trait: Trait) -> String {
        switch trait {
        case .userInterfaceStyle: values.userInterfaceStyle.rawValue
        case .layoutDirection: values.layoutDirection.rawValue
        case .preferredContentSizeCategory: values.preferredContentSizeCategory.description
        case .displayScale: "\(values.displayScale)"
        case .horizontalSizeClass: values.horizontalSizeClass.rawValue
        case .verticalSizeClass: values.verticalSizeClass.rawValue
        case .accessibilityContrast: values.accessibilityContrast.rawValue
        case .prefersReducedMotion: "\(values.prefersReducedMotion)"
        }
    }

    /// The collection with `overrides` applied: each trait an override sets takes its value.
    public func applying(_ overrides: TraitOverrides) -> TraitCollection {
        var result = self
        overrides.apply(to: &result.values)
        return result
    }

    /// `displayScale` clamped as the pixel grid clamps a screen scale.
    static func clampedDisplayScale(_ scale: CGFloat) -> CGFloat {
        PixelRounding(screenScale: scale).screenScale
    }

    /// Every trait with its value (read without recording).
    public var description: String {
        let v = values
        return "TraitCollection(\(v.userInterfaceStyle), \(v.layoutDirection), \(v.preferredContentSizeCategory), "
            + "@\(v.displayScale)x, size classes \(v.horizontalSizeClass)/\(v.verticalSizeClass), "
            + "contrast \(v.accessibilityContrast), reduced motion \(v.prefersReducedMotion))"
    }
}
