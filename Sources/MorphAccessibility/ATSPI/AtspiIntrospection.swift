/// The D-Bus descriptions of the AT-SPI interfaces Morph exports, as at-spi2-core's `xml/`
/// folder specifies them (every method and property, with their signatures): GDBus checks each
/// incoming call against them and answers introspection with them.
enum AtspiIntrospection {
    /// A member of an interface.
    enum Member {
        /// A method with its input and output signatures, one per argument.
        case method(String, in: [String] = [], out: [String] = [])
        /// A read-only property.
        case property(String, String)
        /// A property clients may set.
        case writableProperty(String, String)
    }

    /// Each interface's members.
    static let interfaces: [(name: String, members: [Member])] = [
        (AtspiInterface.accessible.rawValue, [
            .property("version", "u"), .property("Name", "s"), .property("Description", "s"), .property("Parent", "(so)"),
            .property("ChildCount", "i"), .property("Locale", "s"), .property("AccessibleId", "s"), .property("HelpText", "s"),
            .method("GetChildAtIndex", in: ["i"], out: ["(so)"]), .method("GetChildren", out: ["a(so)"]),
            .method("GetIndexInParent", out: ["i"]), .method("GetRelationSet", out: ["a(ua(so))"]), .method("GetRole", out: ["u"]),
            .method("GetRoleName", out: ["s"]), .method("GetLocalizedRoleName", out: ["s"]), .method("GetState", out: ["au"]),
            .method("GetAttributes", out: ["a{ss}"]), .method("GetApplication", out: ["(so)"]), .method("GetInterfaces", out: ["as"]),
        ]),
        (AtspiInterface.application.rawValue, [
            .property("ToolkitName", "s"), .property("Version", "s"), .property("ToolkitVersion", "s"), .property("AtspiVersion", "s"),
            .property("InterfaceVersion", "u"), .writableProperty("Id", "i"),
            .method("GetLocale", in: ["u"], out: ["s"]), .method("GetApplicationBusAddress", out: ["s"]),
        ]),
        (AtspiInterface.component.rawValue, [
            .property("version", "u"),
            .method("Contains", in: ["i", "i", "u"], out: ["b"]), .method("GetAccessibleAtPoint", in: ["i", "i", "u"], out: ["(so)"]),
            .method("GetExtents", in: ["u"], out: ["(iiii)"]), .method("GetPosition", in: ["u"], out: ["i", "i"]),
            .method("GetSize", out: ["i", "i"]), .method("GetLayer", out: ["u"]), .method("GetMDIZOrder", out: ["n"]),
            .method("GrabFocus", out: ["b"]), .method("GetAlpha", out: ["d"]),
            .method("SetExtents", in: ["i", "i", "i", "i", "u"], out: ["b"]), .method("SetPosition", in: ["i", "i", "u"], out: ["b"]),
            .method("SetSize", in: ["i", "i"], out: ["b"]), .method("ScrollTo", in: ["u"], out: ["b"]),
            .method("ScrollToPoint", in: ["u", "i", "i"], out: ["b"]),
        ]),
        (AtspiInterface.action.rawValue, [
            .property("version", "u"), .property("NActions", "i"),
            .method("GetDescription", in: ["i"], out: ["s"]), .method("GetName", in: ["i"], out: ["s"]),
            .method("GetLocalizedName", in: ["i"], out: ["s"]), .method("GetKeyBinding", in: ["i"], out: ["s"]),
            .method("GetActions", out: ["a(sss)"]), .method("DoAction", in: ["i"], out: ["b"]),
        ]),
        (AtspiInterface.text.rawValue, [
            .property("version", "u"), .property("CharacterCount", "i"), .property("CaretOffset", "i"),
            .method("GetStringAtOffset", in: ["i", "u"], out: ["s", "i", "i"]), .method("GetText", in: ["i", "i"], out: ["s"]),
            .method("SetCaretOffset", in: ["i"], out: ["b"]), .method("GetTextBeforeOffset", in: ["i", "u"], out: ["s", "i", "i"]),
            .method("GetTextAtOffset", in: ["i", "u"], out: ["s", "i", "i"]), .method("GetTextAfterOffset", in: ["i", "u"], out: ["s", "i", "i"]),
            .method("GetCharacterAtOffset", in: ["i"], out: ["i"]), .method("GetAttributeValue", in: ["i", "s"], out: ["s"]),
            .method("GetAttributes", in: ["i"], out: ["a{ss}", "i", "i"]), .method("GetDefaultAttributes", out: ["a{ss}"]),
            .method("GetCharacterExtents", in: ["i", "u"], out: ["i", "i", "i", "i"]), .method("GetOffsetAtPoint", in: ["i", "i", "u"], out: ["i"]),
            .method("GetNSelections", out: ["i"]), .method("GetSelection", in: ["i"], out: ["i", "i"]),
            .method("AddSelection", in: ["i", "i"], out: ["b"]), .method("RemoveSelection", in: ["i"], out: ["b"]),
            .method("SetSelection", in: ["i", "i", "i"], out: ["b"]), .method("GetRangeExtents", in: ["i", "i", "u"], out: ["i", "i", "i", "i"]),
            .method("GetBoundedRanges", in: ["i", "i", "i", "i", "u", "u", "u"], out: ["a(iisv)"]),
            .method("GetAttributeRun", in: ["i", "b"], out: ["a{ss}", "i", "i"]), .method("GetDefaultAttributeSet", out: ["a{ss}"]),
            .method("ScrollSubstringTo", in: ["i", "i", "u"], out: ["b"]), .method("ScrollSubstringToPoint", in: ["i", "i", "u", "i", "i"], out: ["b"]),
        ]),
        (AtspiInterface.editableText.rawValue, [
            .property("version", "u"),
            .method("SetTextContents", in: ["s"], out: ["b"]), .method("InsertText", in: ["i", "s", "i"], out: ["b"]),
            .method("CopyText", in: ["i", "i"]), .method("CutText", in: ["i", "i"], out: ["b"]),
            .method("DeleteText", in: ["i", "i"], out: ["b"]), .method("PasteText", in: ["i"], out: ["b"]),
        ]),
        (AtspiInterface.value.rawValue, [
            .property("version", "u"), .property("MinimumValue", "d"), .property("MaximumValue", "d"),
            .property("MinimumIncrement", "d"), .writableProperty("CurrentValue", "d"), .property("Text", "s"),
        ]),
        (AtspiInterface.selection.rawValue, [
            .property("version", "u"), .property("NSelectedChildren", "i"),
            .method("GetSelectedChild", in: ["i"], out: ["(so)"]), .method("SelectChild", in: ["i"], out: ["b"]),
            .method("DeselectSelectedChild", in: ["i"], out: ["b"]), .method("IsChildSelected", in: ["i"], out: ["b"]),
            .method("SelectAll", out: ["b"]), .method("ClearSelection", out: ["b"]), .method("DeselectChild", in: ["i"], out: ["b"]),
        ]),
        (cacheInterface, [
            .property("version", "u"), .method("GetItems", out: ["a((so)(so)(so)iiassusau)"]),
        ]),
    ]

    /// The Cache interface (`/org/a11y/atspi/cache`): Morph's cache is empty, so clients ask each
    /// object (see the "Exporting over AT-SPI2" article).
    static let cacheInterface = "org.a11y.atspi.Cache"

    /// The introspection XML of every interface above.
    static let xml: String = {
        var lines = ["<node>"]
        for (name, members) in interfaces {
            lines.append("  <interface name=\"\(name)\">")
            for member in members {
                switch member {
                case let .method(method, inputs, outputs):
                    lines.append("    <method name=\"\(method)\">")
                    lines += inputs.map { "      <arg direction=\"in\" type=\"\($0)\"/>" }
                    lines += outputs.map { "      <arg direction=\"out\" type=\"\($0)\"/>" }
                    lines.append("    </method>")
                case let .property(property, type):
                    lines.append("    <property name=\"\(property)\" type=\"\(type)\" access=\"read\"/>")
                case let .writableProperty(property, type):
                    lines.append("    <property name=\"\(property)\" type=\"\(type)\" access=\"readwrite\"/>")
                }
            }
            lines.append("  </interface>")
        }
        lines.append("</node>")
        return lines.joined(separator: "\n")
    }()
}
