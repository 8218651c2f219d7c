import Foundation

/// An element that changes traits for the element it wraps and everything below it (Blueprint's
/// `AdaptedEnvironment`, SwiftUI's `.environment(_:_:)`): the wrapped element takes its whole size.
///
/// ```swift
/// PlaybackControls().adaptingTraits(TraitOverrides(layoutDirection: .leftToRight))
/// ```
public struct AdaptedTraitCollection: Element, TraitAdaptingElement {
    /// The traits changed below.
    public var traitOverrides: TraitOverrides
    /// The element shown, in the changed traits.
    public var wrapped: any Element

    /// `wrapped` shown with `traitOverrides` applied to the traits it inherits.
    public init(_ traitOverrides: TraitOverrides, wrapping wrapped: any Element) {
        self.traitOverrides = traitOverrides
        self.wrapped = wrapped
    }

    /// The wrapped element, at the whole size.
    public var content: ElementContent {
        ElementContent(child: wrapped)
    }
}

extension Element {
    /// This element shown with `overrides` applied to the traits it inherits (see
    /// ``AdaptedTraitCollection``).
    public func adaptingTraits(_ overrides: TraitOverrides) -> AdaptedTraitCollection {
        AdaptedTraitCollection(overrides, wrapping: self)
    }
}
