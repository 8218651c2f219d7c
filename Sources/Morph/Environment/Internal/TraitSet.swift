/// A set of traits as bits: what a node's layout read, what changed.
struct TraitSet: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let userInterfaceStyle = TraitSet(rawValue: 1 << 0)
    static let layoutDirection = TraitSet(rawValue: 1 << 1)
    static let preferredContentSizeCategory = TraitSet(rawValue: 1 << 2)
    static let displayScale = TraitSet(rawValue: 1 << 3)
    static let horizontalSizeClass = TraitSet(rawValue: 1 << 4)
    static let verticalSizeClass = TraitSet(rawValue: 1 << 5)
    static let accessibilityContrast = TraitSet(rawValue: 1 << 6)
    static let prefersReducedMotion = TraitSet(rawValue: 1 << 7)

    /// The traits that decide what a ``DynamicColor`` resolves to.
    static let colorTraits: TraitSet = [.userInterfaceStyle, .accessibilityContrast]

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The set holding `trait`.
    init(_ trait: TraitCollection.Trait) {
        switch trait {
        case .userInterfaceStyle: self = .userInterfaceStyle
        case .layoutDirection: self = .layoutDirection
        case .preferredContentSizeCategory: self = .preferredContentSizeCategory
        case .displayScale: self = .displayScale
        case .horizontalSizeClass: self = .horizontalSizeClass
        case .verticalSizeClass: self = .verticalSizeClass
        case .accessibilityContrast: self = .accessibilityContrast
        case .prefersReducedMotion: self = .prefersReducedMotion
        }
    }

    /// The traits whose values differ between `old` and `new`.
    init(changedFrom old: TraitCollection.Values, to new: TraitCollection.Values) {
        var set = TraitSet()
        if old.userInterfaceStyle != new.userInterfaceStyle { set.insert(.userInterfaceStyle) }
        if old.layoutDirection != new.layoutDirection { set.insert(.layoutDirection) }
        if old.preferredContentSizeCategory != new.preferredContentSizeCategory { set.insert(.preferredContentSizeCategory) }
        if old.displayScale != new.displayScale { set.insert(.displayScale) }
        if old.horizontalSizeClass != new.horizontalSizeClass { set.insert(.horizontalSizeClass) }
        if old.verticalSizeClass != new.verticalSizeClass { set.insert(.verticalSizeClass) }
        if old.accessibilityContrast != new.accessibilityContrast { set.insert(.accessibilityContrast) }
        if old.prefersReducedMotion != new.prefersReducedMotion { set.insert(.prefersReducedMotion) }
        self = set
    }

    /// The traits of the set.
    var traits: Set<TraitCollection.Trait> {
        Set(TraitCollection.Trait.allCases.filter { contains(TraitSet($0)) })
    }
}
