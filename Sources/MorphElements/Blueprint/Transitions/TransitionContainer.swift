import Foundation

/// Wraps an element in a node of its own that carries transitions for appearing, disappearing
/// and layout changes (Blueprint's `TransitionContainer`).
///
/// The container is a plain node as large as the wrapped element; its appearing and
/// disappearing transitions move the whole wrapped subtree. Usually written with
/// ``Element/transition(onAppear:onDisappear:onLayout:)`` or ``Element/transition(_:)``.
public struct TransitionContainer: Element {
    /// How the wrapped element appears; none by default.
    public var appearingTransition: VisibilityTransition?
    /// How the wrapped element disappears; none by default.
    public var disappearingTransition: VisibilityTransition?
    /// How the wrapped element's layout changes animate; ``LayoutTransition/inherited`` by
    /// default.
    public var layoutTransition: LayoutTransition
    /// The element the transitions apply to.
    public var wrappedElement: any Element

    /// A container around `element` with the given transitions.
    public init(
        appearingTransition: VisibilityTransition? = nil,
        disappearingTransition: VisibilityTransition? = nil,
        layoutTransition: LayoutTransition = .inherited,
        transitioning element: any Element
    ) {
        self.appearingTransition = appearingTransition
        self.disappearingTransition = disappearingTransition
        self.layoutTransition = layoutTransition
        wrappedElement = element
    }

    /// A container with the defaults of Blueprint's deprecated `init(wrapping:)`:
    /// ``VisibilityTransition/fade`` both ways and a ``LayoutTransition/specific(_:)`` layout
    /// transition with `AnimationAttributes.default`. Kept for porting Blueprint code; prefer
    /// ``init(appearingTransition:disappearingTransition:layoutTransition:transitioning:)``,
    /// which adds no transition unless asked.
    public init(wrapping element: any Element) {
        self.init(
            appearingTransition: .fade,
            disappearingTransition: .fade,
            layoutTransition: .specific(.default),
            transitioning: element
        )
    }

    /// The wrapped element, at the container's whole size.
    public var content: ElementContent {
        ElementContent(child: wrappedElement)
    }

    /// A plain, transparent node with the container's transitions.
    public func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { description in
            description.appearingTransition = appearingTransition
            description.disappearingTransition = disappearingTransition
            description.layoutTransition = layoutTransition
        }
    }
}

extension Element {
    /// This element in a ``TransitionContainer`` with the given transitions (none for
    /// appearing and disappearing, ``LayoutTransition/inherited`` for layout by default).
    public func transition(
        onAppear: VisibilityTransition? = nil,
        onDisappear: VisibilityTransition? = nil,
        onLayout: LayoutTransition = .inherited
    ) -> TransitionContainer {
        TransitionContainer(
            appearingTransition: onAppear,
            disappearingTransition: onDisappear,
            layoutTransition: onLayout,
            transitioning: self
        )
    }

    /// This element in a ``TransitionContainer`` that appears and disappears with
    /// `onAppearOrDisappear` and inherits its layout transition.
    public func transition(_ onAppearOrDisappear: VisibilityTransition) -> TransitionContainer {
        TransitionContainer(
            appearingTransition: onAppearOrDisappear,
            disappearingTransition: onAppearOrDisappear,
            transitioning: self
        )
    }
}
