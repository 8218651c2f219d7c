import Foundation
import Morph

extension AtspiModel {
    // MARK: - org.a11y.atspi.Text

    /// The text of `object`, with its segmentation and line ranges.
    private func textContent(of object: AtspiObject) -> (text: SemanticsText, segmentation: AtspiTextSegmentation, lines: [Range<Int>])? {
        guard case .node(let id) = object, let text = snapshot.node(id)?.text else { return nil }
        let segmentation = AtspiTextSegmentation(text.string)
        let lines = text.geometry?.lineRanges ?? segmentation.paragraphRanges
        return (text, segmentation, lines.isEmpty ? segmentation.paragraphRanges : lines)
    }

    /// The substring of `text` in the scalar range `range` (clamped).
    func substring(_ text: SemanticsText, _ range: Range<Int>) -> String {
        let scalars = text.string.unicodeScalars
        let count = scalars.count
        let lower = min(max(range.lowerBound, 0), count), upper = min(max(range.upperBound, lower), count)
        let start = scalars.index(scalars.startIndex, offsetBy: lower)
        let end = scalars.index(start, offsetBy: upper - lower)
        return String(scalars[start..<end])
    }

    func textProperty(_ object: AtspiObject, _ name: String) -> DBusValue? {
        guard case .node(let id) = object, let text = snapshot.node(id)?.text else { return nil }
        switch name {
        case "version": return .uint32(1)
        case "CharacterCount": return .int32(Int32(clamping: text.scalarCount))
        case "CaretOffset": return .int32(Int32(clamping: text.caretOffset ?? -1))
        default: return nil
        }
    }

    func textCall(_ object: AtspiObject, _ method: String, _ arguments: [DBusValue]) -> AtspiReply {
        guard case .node(let id) = object, let (text, segmentation, lines) = textContent(of: object) else { return .unknownObject(object.path) }
        let length = segmentation.length
        /// `(text, start, end)` of a piece, or an empty piece at the clamped offset.
        func piece(_ range: Range<Int>?, at offset: Int) -> AtspiReply {
            guard let range else {
                let clamped = Int32(clamping: min(max(offset, 0), length))
                return .values([.string(""), .int32(clamped), .int32(clamped)])
            }
            return .values([.string(substring(text, range)), .int32(Int32(clamping: range.lowerBound)), .int32(Int32(clamping: range.upperBound))])
        }
        switch method {
        case "GetText":
            guard let start = int(arguments, 0), let end = int(arguments, 1) else { return .invalidArguments("GetText(ii)") }
            // -1 (or any negative end) means the end of the text, as in ATK.
            let upper = end < 0 ? length : end
            return .values([.string(substring(text, min(max(start, 0), length)..<max(min(upper, length), min(max(start, 0), length))))])
        case "GetCharacterAtOffset":
            guard let offset = int(arguments, 0), offset >= 0, offset < length else { return .values([.int32(0)]) }
            let scalar = text.string.unicodeScalars[text.string.unicodeScalars.index(text.string.unicodeScalars.startIndex, offsetBy: offset)]
            return .values([.int32(Int32(scalar.value))])
        case "GetStringAtOffset":
            guard let offset = int(arguments, 0), let granularity = int(arguments, 1) else { return .invalidArguments("GetStringAtOffset(iu)") }
            guard let units = segmentation.units(granularity: UInt32(truncatingIfNeeded: granularity), lines: lines) else {
                return .invalidArguments("unknown granularity \(granularity)")
            }
            return piece(units.first { $0.contains(offset) || ($0.isEmpty && $0.lowerBound == offset) }, at: offset)
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            guard let offset = int(arguments, 0), let boundary = int(arguments, 1) else { return .invalidArguments("\(method)(iu)") }
            guard let segments = segmentation.segments(boundary: UInt32(truncatingIfNeeded: boundary), lines: lines) else {
                return .invalidArguments("unknown boundary type \(boundary)")
            }
            // The segment at the offset (the last one at the end of the text).
            let clamped = min(max(offset, 0), length)
            guard let at = segments.firstIndex(where: { $0.contains(clamped) }) ?? (segments.isEmpty ? nil : segments.count - 1) else {
                return piece(nil, at: offset)
            }
            let chosen = switch method {
            case "GetTextBeforeOffset": at - 1
            case "GetTextAfterOffset": at + 1
            default: at
            }
            return piece(segments.indices.contains(chosen) ? segments[chosen] : nil, at: offset)
        case "GetAttributeValue":
            return .values([.string("")])
        case "GetAttributes", "GetAttributeRun":
            return .values([.dictionary(key: "s", value: "s", []), .int32(0), .int32(Int32(clamping: length))])
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return .values([.dictionary(key: "s", value: "s", [])])
        case "GetCharacterExtents":
            guard let offset = int(arguments, 0), let type = int(arguments, 1) else { return .invalidArguments("GetCharacterExtents(iu)") }
            let rect = text.geometry?.characterRect(at: offset) ?? .zero
            let box = rect == .zero ? (x: Int32(0), y: Int32(0), width: Int32(0), height: Int32(0)) : rectangle(rect, of: object, in: AtspiCoordinates(raw: UInt32(truncatingIfNeeded: type)))
            return .values([.int32(box.x), .int32(box.y), .int32(box.width), .int32(box.height)])
        case "GetRangeExtents":
            guard let start = int(arguments, 0), let end = int(arguments, 1), let type = int(arguments, 2) else { return .invalidArguments("GetRangeExtents(iiu)") }
            let lower = min(start, end), upper = max(start, end)
            let rect = text.geometry?.rect(for: lower..<upper) ?? .zero
            let box = rect == .zero ? (x: Int32(0), y: Int32(0), width: Int32(0), height: Int32(0)) : rectangle(rect, of: object, in: AtspiCoordinates(raw: UInt32(truncatingIfNeeded: type)))
            return .values([.int32(box.x), .int32(box.y), .int32(box.width), .int32(box.height)])
        case "GetOffsetAtPoint":
            guard let x = int(arguments, 0), let y = int(arguments, 1), let type = int(arguments, 2) else { return .invalidArguments("GetOffsetAtPoint(iiu)") }
            let point = windowPoint(x: x, y: y, of: object, in: AtspiCoordinates(raw: UInt32(truncatingIfNeeded: type)))
            return .values([.int32(Int32(clamping: text.geometry?.offset(at: point) ?? -1))])
        case "GetNSelections":
            return .values([.int32(text.selection.map { $0.isEmpty ? 0 : 1 } ?? 0)])
        case "GetSelection":
            guard let number = int(arguments, 0), number == 0, let selection = text.selection, !selection.isEmpty else {
                return .values([.int32(0), .int32(0)])
            }
            return .values([.int32(Int32(clamping: selection.lowerBound)), .int32(Int32(clamping: selection.upperBound))])
        case "SetCaretOffset":
            guard text.selection != nil, let offset = int(arguments, 0) else { return .values([.boolean(false)]) }
            let clamped = min(max(offset, 0), length)
            return .request(.setTextSelection(id, clamped..<clamped))
        case "AddSelection", "SetSelection":
            let first = method == "SetSelection" ? 1 : 0
            guard text.selection != nil, let start = int(arguments, first), let end = int(arguments, first + 1) else { return .values([.boolean(false)]) }
            if method == "SetSelection", int(arguments, 0) != 0 { return .values([.boolean(false)]) }
            if method == "AddSelection", text.selection?.isEmpty == false { return .values([.boolean(false)]) }
            let lower = min(max(min(start, end), 0), length), upper = min(max(max(start, end), 0), length)
            return .request(.setTextSelection(id, lower..<upper))
        case "RemoveSelection":
            guard int(arguments, 0) == 0, let selection = text.selection, !selection.isEmpty else { return .values([.boolean(false)]) }
            return .request(.setTextSelection(id, selection.upperBound..<selection.upperBound))
        case "GetBoundedRanges":
            return .values([.array(element: "(iisv)", [])])
        case "ScrollSubstringTo", "ScrollSubstringToPoint":
            return .values([.boolean(false)])
        default:
            return .unknownMethod(.text, method)
        }
    }

    // MARK: - org.a11y.atspi.EditableText

    func editableTextCall(_ object: AtspiObject, _ method: String, _ arguments: [DBusValue]) -> AtspiReply {
        guard case .node(let id) = object, let text = snapshot.node(id)?.text else { return .unknownObject(object.path) }
        let length = text.scalarCount
        func range(_ start: Int?, _ end: Int?) -> Range<Int>? {
            guard let start, let end else { return nil }
            let upper = end < 0 ? length : end
            let lower = min(max(min(start, upper), 0), length)
            return lower..<min(max(max(start, upper), 0), length)
        }
        switch method {
        case "SetTextContents":
            guard let contents = string(arguments, 0) else { return .invalidArguments("SetTextContents(s)") }
            return .request(.replaceText(id, 0..<length, with: contents))
        case "InsertText":
            guard let position = int(arguments, 0), let inserted = string(arguments, 1), let byteLength = int(arguments, 2) else {
                return .invalidArguments("InsertText(isi)")
            }
            // `length` counts bytes of UTF-8 (libatspi's convention); a negative one, or one past the
            // text, inserts it all; one inside a character stops before that character.
            var prefix = inserted
            if byteLength >= 0, byteLength < inserted.utf8.count {
                var taken = "", bytes = 0
                for character in inserted {
                    bytes += character.utf8.count
                    guard bytes <= byteLength else { break }
                    taken.append(character)
                }
                prefix = taken
            }
            let clamped = min(max(position, 0), length)
            return .request(.replaceText(id, clamped..<clamped, with: prefix))
        case "DeleteText":
            guard let range = range(int(arguments, 0), int(arguments, 1)) else { return .invalidArguments("DeleteText(ii)") }
            return .request(.replaceText(id, range, with: ""))
        case "CopyText", "CutText":
            guard let range = range(int(arguments, 0), int(arguments, 1)) else { return .invalidArguments("\(method)(ii)") }
            // A secure field's text is bullets to assistive technology; none of it is copied.
            let copied = snapshot.node(id)?.role == .secureTextField ? "" : substring(text, range)
            return .copy(copied, then: method == "CutText" ? .replaceText(id, range, with: "") : nil)
        case "PasteText":
            guard let position = int(arguments, 0) else { return .invalidArguments("PasteText(i)") }
            let clamped = min(max(position, 0), length)
            return .request(.replaceText(id, clamped..<clamped, with: clipboard))
        default:
            return .unknownMethod(.editableText, method)
        }
    }
}
