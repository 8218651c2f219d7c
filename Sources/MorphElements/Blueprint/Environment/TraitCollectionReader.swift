import Foundation

/// An element built from the trait collection it is laid out in (Blueprint's
/// `EnvironmentReader`, SwiftUI's `@Environment`): `build` gets the collection and returns the
/// element to show, which takes the reader's size.
///
/// ```swift
/// TraitCollectionReader { traits in
///     traits.preferredContentSizeCategory.isAccessibilityCategory ? Column(items) : Row(items)
/// }
/// ```
///
/// The traits `build` reads are layout inputs of the host: a change of one of them lays the tree
/// out again (see `TraitCollection`). `build` runs during layout, on any thread.
public struct TraitCollectionReader: Element {
    /// Builds the element for a collection.
    public let build: @Sendable (TraitCollection) -> any Element

    /// A reader that shows what `build` returns for its collection.
    public init(_ build: @escaping @Sendable (TraitCollection) -> any Element) {
        self.build = build
    }

    /// The default collection's element (a reader is laid out through ``content(in:)``).
    public var content: ElementContent {
        content(in: .default)
    }

    /// The element `build` returns for `traits`, taking the reader's whole size.
    public func content(in traits: TraitCollection) -> ElementContent {
        ElementContent(child: build(traits))
    }
}
