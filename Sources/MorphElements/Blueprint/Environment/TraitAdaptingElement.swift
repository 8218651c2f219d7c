/// An element that changes the trait collection of its children: ``AdaptedTraitCollection``.
/// The layout gives the element itself the inherited collection and its children the collection
/// with ``traitOverrides`` applied.
public protocol TraitAdaptingElement: Element {
    /// The traits changed for the element's children.
    var traitOverrides: TraitOverrides { get }
}
