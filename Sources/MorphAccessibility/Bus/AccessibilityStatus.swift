/// `org.a11y.Status` as last read: whether accessibility is on for the session (`IsEnabled`)
/// and whether a screen reader runs (`ScreenReaderEnabled`). Either means someone listens.
struct AccessibilityStatus: Hashable, Sendable {
    var isEnabled = false
    var isScreenReaderEnabled = false

    /// Whether an assistive technology listens.
    var isListening: Bool {
        isEnabled || isScreenReaderEnabled
    }

    /// Takes the values an `a{sv}` of the properties holds (a partial one changes only those it
    /// has; values of other types are ignored).
    mutating func update(with dictionary: DBusValue?) {
        guard case .dictionary(_, _, let pairs)? = dictionary else { return }
        for (key, value) in pairs {
            guard let flag = value.boolValue else { continue }
            switch key.stringValue {
            case "IsEnabled": isEnabled = flag
            case "ScreenReaderEnabled": isScreenReaderEnabled = flag
            default: break
            }
        }
    }
}
