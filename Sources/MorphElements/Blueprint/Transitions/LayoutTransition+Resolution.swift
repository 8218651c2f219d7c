import Foundation

extension LayoutTransition {
    /// The animation a change made under this transition runs with, when the ambient animation
    /// is `ambient` (`nil`: none) — the table in ``LayoutTransition``.
    ///
    /// The result is also the ambient animation of the element's descendants.
    ///
    /// - Complexity: O(1).
    public func resolvedAnimation(ambient: AnimationAttributes?) -> AnimationAttributes? {
        switch self {
        case .none:
            nil
        case .specific(let attributes):
            attributes
        case .inherited:
            ambient
        case .inheritedWithFallback(let fallback):
            ambient ?? fallback
        }
    }

    /// The transition that applies to an element in an update: its own when its attributes
    /// changed, else ``inherited`` — an unchanged element passes the ambient animation through
    /// (Blueprint's rule).
    public func effective(attributesChanged: Bool) -> LayoutTransition {
        attributesChanged ? self : .inherited
    }

    /// The animation of an element's change and the ambient animation of its descendants:
    /// ``effective(attributesChanged:)`` resolved with ``resolvedAnimation(ambient:)``.
    public func resolvedAnimation(ambient: AnimationAttributes?, attributesChanged: Bool) -> AnimationAttributes? {
        effective(attributesChanged: attributesChanged).resolvedAnimation(ambient: ambient)
    }

    /// Runs `body` so that the animatable properties it changes follow this transition, with
    /// MorphMotion's ambient transaction (`AnimationTransaction.current`) as the ambient
    /// animation: ``none`` runs it inside `performWithoutAnimation(_:)`, ``specific(_:)``
    /// inside `withAnimation(_:_:completion:)`, ``inherited`` as it is, and
    /// ``inheritedWithFallback(_:)`` as it is inside an animating block, else with its fallback.
    ///
    /// Blocks opened by `body` (a descendant's transition) nest inside this one, so inheritance
    /// down an element tree falls out of calling `perform` at each level.
    @MainActor @discardableResult
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        switch self {
        case .none:
            return try performWithoutAnimation(body)
        case .specific(let attributes):
            return try withAnimation(attributes, body)
        case .inherited:
            return try body()
        case .inheritedWithFallback(let fallback):
            if AnimationTransaction.isAnimating { return try body() }
            return try withAnimation(fallback, body)
        }
    }
}
