/// Builds a list of children from statements, for the spec initialisers that take a closure:
///
/// ```
/// StackLayoutSpec.vertical(spacing: 8) {
///     title
///     if showsSubtitle { subtitle }
///     for row in rows { row }
/// }
/// ```
///
/// Each expression is an element (or an array of elements); `if`, `if`/`else`, `switch` and
/// `for` work as in any result builder. The result is the plain children array the
/// non-closure initialisers take.
@resultBuilder
public enum LayoutSpecBuilder {
    /// One element.
    public static func buildExpression<Element: LayoutElement>(_ element: Element) -> [any LayoutElement] {
        [element]
    }

    /// An element already erased to `any LayoutElement`.
    public static func buildExpression(_ element: any LayoutElement) -> [any LayoutElement] {
        [element]
    }

    /// Several elements at once.
    public static func buildExpression(_ elements: [any LayoutElement]) -> [any LayoutElement] {
        elements
    }

    /// The statements of a block, in order.
    public static func buildBlock(_ components: [any LayoutElement]...) -> [any LayoutElement] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`: nothing when false.
    public static func buildOptional(_ component: [any LayoutElement]?) -> [any LayoutElement] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [any LayoutElement]) -> [any LayoutElement] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [any LayoutElement]) -> [any LayoutElement] {
        component
    }

    /// A `for` loop.
    public static func buildArray(_ components: [[any LayoutElement]]) -> [any LayoutElement] {
        components.flatMap { $0 }
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: [any LayoutElement]) -> [any LayoutElement] {
        component
    }
}
