import Foundation

extension SemanticsTree: CustomStringConvertible {
    /// The tree as text, one line per node, indented two spaces per level — what snapshot tests
    /// compare (GTK's accessibility dumps and cashapp's AccessibilitySnapshot read the same way):
    ///
    /// ```text
    /// group "signup" frame=(0, 0, 320, 74)
    ///   textField "Name" value="" text="" caret=0 placeholder="Your name" frame=(15, 15, 220, 44) focusable editable actions=[activate]
    ///   button "Next" frame=(243, 15, 62, 44) focusable actions=[activate]
    /// ```
    ///
    /// Each line has the role, the name in quotes, then only what is set: `value`, `hint`, `id`,
    /// the `traits` that the role does not already say, the text (`text`, `caret` or
    /// `selection`, `placeholder`), the numeric value (`number=0.3 in 0...1`), the selection
    /// mode, a list's item count (`items=120`), a list item's index path, place and count
    /// (`index=0.3 (4 of 120)`), the frame in window points (rounded to hundredths), a scroll node's `offset` and
    /// `content` size, the states (`offscreen`, `focusable`,
    /// `focused`, `selectable`, `selected`, `checked`, `modal`, `disabled`, `editable`,
    /// `multiline`) and the actions. Strings are quoted with `\"`, `\\`, `\n` and `\t` escaped.
    public var description: String {
        var lines: [String] = []
        lines.reserveCapacity(nodes.count)
        var depth: [Int] = []
        depth.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            let level = node.parentIndex.map { depth[$0] + 1 } ?? 0
            depth.append(level)
            lines.append(String(repeating: "  ", count: level) + Self.line(for: node, at: index))
        }
        return lines.joined(separator: "\n")
    }

    /// One node's line, without indentation.
    static func line(for node: SemanticsNode, at index: Int) -> String {
        var parts = [node.role.rawValue]
        if let name = node.name { parts.append(quoted(name)) }
        if let value = node.value { parts.append("value=\(quoted(value))") }
        if let hint = node.hint { parts.append("hint=\(quoted(hint))") }
        if let identifier = node.identifier { parts.append("id=\(quoted(identifier))") }
        let extraTraits = node.traits.subtracting(impliedTraits(of: node.role)).subtracting([.selected, .notEnabled])
        if !extraTraits.isEmpty { parts.append("traits=[\(extraTraits.names.joined(separator: ","))]") }
        if let text = node.text {
            if text.string != node.name, text.string != node.value { parts.append("text=\(quoted(text.string))") }
            if let selection = text.selection {
                parts.append(selection.isEmpty ? "caret=\(selection.lowerBound)" : "selection=\(selection.lowerBound)..<\(selection.upperBound)")
            }
            if let placeholder = text.placeholder { parts.append("placeholder=\(quoted(placeholder))") }
        }
        if let number = node.numericValue {
            var part = "number=\(format(number.current)) in \(format(number.minimum))...\(format(number.maximum))"
            if number.step > 0 { part += " step \(format(number.step))" }
            parts.append(part)
        }
        if let mode = node.selectionMode { parts.append("selection=\(mode.rawValue)") }
        if let count = node.itemCount { parts.append("items=\(count)") }
        if let item = node.listItem {
            parts.append("index=\(item.indexPath.section).\(item.indexPath.item) (\(item.position + 1) of \(item.count))")
        }
        let frame = node.frame
        parts.append("frame=(\(format(frame.minX)), \(format(frame.minY)), \(format(frame.width)), \(format(frame.height)))")
        if let scroll = node.scroll {
            parts.append("offset=(\(format(scroll.contentOffset.x)), \(format(scroll.contentOffset.y))) content=(\(format(scroll.contentSize.width)), \(format(scroll.contentSize.height)))")
        }
        var states: [String] = []
        if node.isOffscreen { states.append("offscreen") }
        if node.isFocusable { states.append("focusable") }
        if node.isFocused { states.append("focused") }
        if node.isSelectable { states.append("selectable") }
        if node.isSelected, node.role != .toggleButton { states.append("selected") }
        if node.isChecked { states.append("checked") }
        if node.isModal { states.append("modal") }
        if !node.isEnabled { states.append("disabled") }
        if node.text?.isEditable == true { states.append("editable") }
        if node.text?.isMultiLine == true { states.append("multiline") }
        parts += states
        if !node.actions.isEmpty { parts.append("actions=[\(node.actions.map(\.displayName).joined(separator: ","))]") }
        return parts.joined(separator: " ")
    }

    /// The traits a role already says (left out of the dump).
    static func impliedTraits(of role: AccessibilityRole) -> AccessibilityTraits {
        switch role {
        case .button: .button
        case .toggleButton: .toggleButton
        case .link: .link
        case .heading: [.header, .staticText]
        case .image: .image
        case .staticText: .staticText
        case .adjustable: .adjustable
        case .searchField: .searchField
        default: []
        }
    }

    /// `string` in double quotes, with quotes, backslashes, line breaks and tabs escaped.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for character in string {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// `value` rounded to hundredths, without trailing zeros ("12", "12.5", "-0.33"); NaN and
    /// infinities by name.
    static func format(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = Int(abs(hundredths))
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        return fraction % 10 == 0 ? "\(sign)\(whole).\(fraction / 10)" : "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
