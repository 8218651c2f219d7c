/// AT-SPI's states (`AtspiStateType` in `atspi-constants.h`), the ones Morph exports, with the
/// names its `StateChanged` events carry.
enum AtspiState: UInt32, CaseIterable {
    case active = 1
    case checked = 4
    case defunct = 6
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case horizontal = 14
    case modal = 16
    case multiLine = 17
    case multiselectable = 18
    case resizable = 21
    case selectable = 22
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case vertical = 29
    case visible = 30
    case selectableText = 38
    case checkable = 41
    case readOnly = 43

    /// The state's name in `object:state-changed:NAME` events.
    var eventName: String {
        switch self {
        case .active: "active"
        case .checked: "checked"
        case .defunct: "defunct"
        case .editable: "editable"
        case .enabled: "enabled"
        case .focusable: "focusable"
        case .focused: "focused"
        case .horizontal: "horizontal"
        case .modal: "modal"
        case .multiLine: "multi-line"
        case .multiselectable: "multiselectable"
        case .resizable: "resizable"
        case .selectable: "selectable"
        case .selected: "selected"
        case .sensitive: "sensitive"
        case .showing: "showing"
        case .singleLine: "single-line"
        case .vertical: "vertical"
        case .visible: "visible"
        case .selectableText: "selectable-text"
        case .checkable: "checkable"
        case .readOnly: "read-only"
        }
    }
}

/// A set of AT-SPI states, sent as the two 32-bit words of `GetState`'s `au`.
struct AtspiStateSet: Hashable, Sendable {
    var bits: UInt64 = 0

    init(_ states: [AtspiState] = []) {
        for state in states { insert(state) }
    }

    mutating func insert(_ state: AtspiState) {
        bits |= 1 << UInt64(state.rawValue)
    }

    func contains(_ state: AtspiState) -> Bool {
        bits & (1 << UInt64(state.rawValue)) != 0
    }

    /// `GetState`'s reply: the low and high words.
    var words: [UInt32] {
        [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)]
    }
}
