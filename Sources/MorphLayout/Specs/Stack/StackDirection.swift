/// The axis along which a ``StackLayoutSpec`` places its children (the stack axis); the other
/// axis is the cross axis.
public enum StackDirection: Hashable, Sendable, CaseIterable {
    /// Children top to bottom; the cross axis is horizontal.
    case vertical
    /// Children left to right; the cross axis is vertical.
    case horizontal
}
