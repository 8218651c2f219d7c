/// A colour property of a node that follows a ``DynamicColor``: how to set it, and what it was
/// last set to (so a plain assignment since then is noticed and wins).
@MainActor
struct DynamicColorBinding {
    /// The property's name (`backgroundColor`, `textColor`), one binding per property.
    let property: String
    let color: DynamicColor
    /// Reads the property's model value.
    let read: @MainActor (DisplayNode) -> Color
    /// Sets the property's model value (following the ambient animation).
    let write: @MainActor (DisplayNode, Color) -> Void
    /// The colour the binding set last.
    var lastResolved: Color
}
