import Morph

/// AT-SPI's roles (`AtspiRole` in at-spi2-core's `atspi-constants.h`), the ones Morph exports.
enum AtspiRole: UInt32 {
    case invalid = 0
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case panel = 39
    case passwordText = 40
    case progressBar = 42
    case button = 43
    case scrollPane = 49
    case slider = 51
    case table = 55
    case tableCell = 56
    case text = 61
    case toggleButton = 62
    case entry = 79
    case heading = 83
    case link = 88
    case tableRow = 90
    case application = 75
    case `static` = 116

    /// The role a semantics node is exported as: a multi-line text field is AT-SPI's `text`
    /// (GTK's text views are), a single-line one an `entry`.
    init(_ node: SemanticsNode) {
        switch node.role {
        case .generic: self = .static
        case .group: self = .panel
        case .staticText: self = .label
        case .heading: self = .heading
        case .button: self = .button
        case .toggleButton: self = .toggleButton
        case .link: self = .link
        case .image: self = .image
        case .textField: self = node.text?.isMultiLine == true ? .text : .entry
        case .secureTextField: self = .passwordText
        case .searchField: self = .entry
        case .adjustable: self = .slider
        case .progressIndicator: self = .progressBar
        case .scrollPane: self = .scrollPane
        case .list: self = .list
        case .listItem: self = .listItem
        case .table: self = .table
        case .tableRow: self = .tableRow
        case .tableCell: self = .tableCell
        }
    }

    /// The role's name, as `GetRoleName` answers (at-spi2-core's role names).
    var name: String {
        switch self {
        case .invalid: "invalid"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .panel: "panel"
        case .passwordText: "password text"
        case .progressBar: "progress bar"
        case .button: "push button"
        case .scrollPane: "scroll pane"
        case .slider: "slider"
        case .table: "table"
        case .tableCell: "table cell"
        case .text: "text"
        case .toggleButton: "toggle button"
        case .entry: "entry"
        case .heading: "heading"
        case .link: "link"
        case .tableRow: "table row"
        case .application: "application"
        case .static: "static"
        }
    }
}
