import CGIO

/// GNOME's settings read through GSettings (dconf), for a desktop without the settings portal.
/// Each schema is looked up first: `g_settings_new` aborts the process for a schema that is not
/// installed.
enum GNOMESettings {
    /// The schemas Morph reads: the interface's (text scaling, colour scheme, animations) and the
    /// accessibility interface's (high contrast).
    static let schemaIDs = ["org.gnome.desktop.interface", "org.gnome.desktop.a11y.interface"]

    /// What GSettings holds of the settings Morph reads; nil where a schema or key is missing.
    static func read() -> DesktopReadings {
        var readings = DesktopReadings()
        withSettings("org.gnome.desktop.interface") { settings, has in
            if has("text-scaling-factor") { readings.gnomeTextScalingFactor = g_settings_get_double(settings, "text-scaling-factor") }
            if has("enable-animations") { readings.gnomeEnableAnimations = g_settings_get_boolean(settings, "enable-animations") != 0 }
            if has("color-scheme"), let text = g_settings_get_string(settings, "color-scheme") {
                readings.gnomeColorScheme = String(cString: text)
                g_free(text)
            }
        }
        withSettings("org.gnome.desktop.a11y.interface") { settings, has in
            if has("high-contrast") { readings.gnomeHighContrast = g_settings_get_boolean(settings, "high-contrast") != 0 }
        }
        return readings
    }

    /// A settings object for `schemaID` (owned by the caller), or nil when the schema is not
    /// installed. Its `changed` signals arrive in the thread-default main context of the caller.
    static func settings(_ schemaID: String) -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        return g_settings_new_full(schema, nil, nil)
    }

    /// Runs `body` with the settings of `schemaID` and a test for its keys, if the schema exists.
    private static func withSettings(_ schemaID: String, _ body: (UnsafeMutablePointer<GSettings>, (String) -> Bool) -> Void) {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1)
        else { return }
        defer { g_settings_schema_unref(schema) }
        guard let settings = g_settings_new_full(schema, nil, nil) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
        body(settings) { key in g_settings_schema_has_key(schema, key) != 0 }
    }
}
