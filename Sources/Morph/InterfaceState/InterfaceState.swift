/// Where a node stands relative to the viewport of the list that holds it (Texture's
/// `ASInterfaceState`): near enough to load its data, to be drawn, or on screen.
///
/// The states nest: a visible node is in the display and preload ranges as well, and a node in
/// the display range is in the preload range. A list (``CollectionNode``, ``TableNode``) sets the
/// state of its cells and supplementary nodes from its ranges (see ``RangeTuningParameters``); a
/// cell passes its state to every node below it. A node outside any list has no ranges to be
/// outside of: its state is ``inHierarchy`` — preload, display and visible — so a free-standing
/// ``NetworkImageNode`` loads at once, as it always has (Texture gives a node outside a range
/// controller the same states once it is in a window).
public struct InterfaceState: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    /// Creates a state from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue & 0b111
    }

    /// In the preload range: the node loads what it shows (a network image starts its download).
    public static let preload = InterfaceState(rawValue: 1 << 0)
    /// In the display range: the node is measured, laid out and ready to be drawn.
    public static let display = InterfaceState(rawValue: 1 << 1)
    /// On screen: the node intersects its list's viewport.
    public static let visible = InterfaceState(rawValue: 1 << 2)

    /// In no range: a cell about to be released.
    public static let none: InterfaceState = []
    /// Preload, display and visible: the state of every node that no list manages.
    public static let inHierarchy: InterfaceState = [.preload, .display, .visible]

    /// The names of the states, as `[preload, display]`.
    public var description: String {
        var names: [String] = []
        if contains(.preload) { names.append("preload") }
        if contains(.display) { names.append("display") }
        if contains(.visible) { names.append("visible") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
