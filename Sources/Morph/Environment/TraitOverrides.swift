import Foundation
@_spi(MorphInternals) import MorphLayout

/// Traits a node sets for itself and its subtree, whatever its supernode's collection says
/// (UIKit's `traitOverrides`, SwiftUI's `.environment(_:_:)`, Blueprint's `AdaptedEnvironment`,
/// Texture's per-node `semanticContentAttribute`).
///
/// Each trait is optional: nil inherits. Set them through ``DisplayNode/traitOverrides``:
///
/// ```swift
/// let controls = DisplayNode(name: "playback controls")
/// controls.traitOverrides.layoutDirection = .leftToRight  // media controls never mirror
/// ```
///
/// ``displayScale`` is clamped as ``TraitCollection/displayScale`` is.
public struct TraitOverrides: Sendable, Hashable {
    /// Overrides ``TraitCollection/userInterfaceStyle``.
    public var userInterfaceStyle: UserInterfaceStyle?
    /// Overrides ``TraitCollection/layoutDirection``.
    public var layoutDirection: LayoutDirection?
    /// Overrides ``TraitCollection/preferredContentSizeCategory``.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// Overrides ``TraitCollection/displayScale`` (clamped as it is).
    public var displayScale: CGFloat? {
        didSet { displayScale = displayScale.map(TraitCollection.clampedDisplayScale) }
    }
    /// Overrides ``TraitCollection/horizontalSizeClass``.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// Overrides ``TraitCollection/verticalSizeClass``.
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// Overrides ``TraitCollection/accessibilityContrast``.
    public var accessibilityContrast: AccessibilityContrast?
    /// Overrides ``TraitCollection/prefersReducedMotion``.
    public var prefersReducedMotion: Bool?

    /// No overrides: everything inherited.
    public init() {}

    /// Overrides of the given traits (nil inherits).
    public init(
        userInterfaceStyle: UserInterfaceStyle? = nil,
        layoutDirection: LayoutDirection? = nil,
        preferredContentSizeCategory: ContentSizeCategory? = nil,
        displayScale: CGFloat? = nil,
        horizontalSizeClass: UserInterfaceSizeClass? = nil,
        verticalSizeClass: UserInterfaceSizeClass? = nil,
        accessibilityContrast: AccessibilityContrast? = nil,
        prefersReducedMotion: Bool? = nil
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.displayScale = displayScale.map(TraitCollection.clampedDisplayScale)
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.accessibilityContrast = accessibilityContrast
        self.prefersReducedMotion = prefersReducedMotion
    }

    /// Whether no trait is overridden.
    public var isEmpty: Bool {
        self == TraitOverrides()
    }

    /// Writes the overridden traits into `values`.
    func apply(to values: inout TraitCollection.Values) {
        if let userInterfaceStyle { values.userInterfaceStyle = userInterfaceStyle }
        if let layoutDirection { values.layoutDirection = layoutDirection }
        if let preferredContentSizeCategory { values.preferredContentSizeCategory = preferredContentSizeCategory }
        if let displayScale { values.displayScale = displayScale }
        if let horizontalSizeClass { values.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { values.verticalSizeClass = verticalSizeClass }
        if let accessibilityContrast { values.accessibilityContrast = accessibilityContrast }
        if let prefersReducedMotion { values.prefersReducedMotion = prefersReducedMotion }
    }
}
