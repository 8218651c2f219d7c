/// The AT-SPI interfaces Morph implements, with their D-Bus names.
enum AtspiInterface: String, CaseIterable {
    case accessible = "org.a11y.atspi.Accessible"
    case application = "org.a11y.atspi.Application"
    case component = "org.a11y.atspi.Component"
    case action = "org.a11y.atspi.Action"
    case text = "org.a11y.atspi.Text"
    case editableText = "org.a11y.atspi.EditableText"
    case value = "org.a11y.atspi.Value"
    case selection = "org.a11y.atspi.Selection"
}

/// AT-SPI's coordinate types (`AtspiCoordType`).
enum AtspiCoordinates: UInt32 {
    /// Relative to the screen (the desktop).
    case screen = 0
    /// Relative to the window's top-left corner.
    case window = 1
    /// Relative to the parent object's top-left corner.
    case parent = 2

    /// The coordinate type `value` names; unknown values count as the screen's (as GTK does).
    init(raw value: UInt32) {
        self = AtspiCoordinates(rawValue: value) ?? .screen
    }
}
