import Foundation
import MorphLayout

/// Step 3: planning lines.
///
/// Lines are filled greedily: a line ends at the last break opportunity (UAX #14, from Pango)
/// before the first grapheme cluster that would overflow the width; a word wider than the line is
/// broken between grapheme clusters, keeping at least one cluster per line so every line makes
/// progress. Spaces at a break hang: they belong to the line that ends there but are not counted in
/// its width, and the next line starts after them. When the line limit is reached while text
/// remains, the last line is rewritten by the line break mode (``truncated(_:)``).
extension TextLayoutBuilder {
    /// The planned lines and whether the line limit hid text.
    ///
    /// - Complexity: O(n) in the text's length.
    mutating func planLines() -> (plans: [LinePlan], isTruncated: Bool) {
        var plans: [LinePlan] = []
        let limit = style.lineLimit
        for index in paragraphs.indices {
            let end = paragraphs[index].range.upperBound
            var start = paragraphs[index].range.lowerBound
            repeat {
                let (contentEnd, next) = nextLine(in: index, from: start)
                plans.append(LinePlan(paragraph: index, head: start..<contentEnd))
                start = next
                if limit > 0 && plans.count == limit && (start < end || index < paragraphs.count - 1) {
                    plans[plans.count - 1] = truncated(plans[plans.count - 1])
                    return (plans, true)
                }
            } while start < end
        }
        return (plans, false)
    }

    // MARK: - Filling a line

    /// Where the line starting at `start` in paragraph `index` ends: the end of its shown
    /// characters (hanging spaces excluded) and the start of the next line.
    mutating func nextLine(in index: Int, from start: Int) -> (contentEnd: Int, next: Int) {
        let end = paragraphs[index].range.upperBound
        let trimmedEnd = trimmingHangingSpaces(end, downTo: start)
        let limit = widthLimit
        if limit == .max {
            return (trimmedEnd, end)
        }
        // The whole paragraph fits: no break analysis needed (most labels).
        if start == paragraphs[index].range.lowerBound && trimmedEnd == end && paragraphs[index].advance <= limit {
            return (trimmedEnd, end)
        }
        prepareBreaking(index)
        let paragraph = paragraphs[index]
        let scalars = paragraph.scalars!
        let breaks = paragraph.breaks!
        let prefix = paragraph.prefix!
        let lowerBound = paragraph.range.lowerBound
        // The widest prefix sum a line from `start` may reach.
        let reach = prefix[start - lowerBound] + limit
        let characterWrapping = style.lineBreakMode == .characterWrapping
        let first = scalars.scalarIndex(atOffset: start)
        var lastBreak: Int?
        var graphemeStart = first
        var position = first
        let count = scalars.scalars.count
        while position < count {
            if breaks.isGraphemeBoundary(position) { graphemeStart = position }
            if !Self.isHangingSpace(scalars.scalars[position]) {
                if position > first && (characterWrapping ? breaks.isGraphemeBoundary(position) : breaks.allowsBreak(before: position)) {
                    lastBreak = position
                }
                let next = position + 1
                if prefix[scalars.offsets[next] - lowerBound] > reach && breaks.isGraphemeBoundary(next) {
                    let cut = lastBreak ?? (graphemeStart > first ? graphemeStart : nextGraphemeBoundary(after: position, breaks, scalars))
                    let offset = scalars.offsets[cut]
                    return (trimmingHangingSpaces(offset, downTo: start), skippingHangingSpaces(offset, upTo: end))
                }
            }
            position += 1
        }
        return (trimmedEnd, end)
    }

    /// The first grapheme boundary after scalar `position`.
    private func nextGraphemeBoundary(after position: Int, _ breaks: BreakOpportunities, _ scalars: ParagraphScalars) -> Int {
        var next = position + 1
        while next < scalars.scalars.count && !breaks.isGraphemeBoundary(next) { next += 1 }
        return next
    }

    /// Computes the scalars, break opportunities and prefix widths of paragraph `index`.
    mutating func prepareBreaking(_ index: Int) {
        if paragraphs[index].scalars == nil {
            paragraphs[index].scalars = ParagraphScalars(asciiBytes: bytes, range: paragraphs[index].range)
        }
        if paragraphs[index].breaks == nil {
            let range = paragraphs[index].range
            paragraphs[index].breaks = paragraphs[index].isASCII
                ? BreakOpportunities(asciiBytes: bytes, range: range)
                : BreakOpportunities(bytes: bytes, range: range, scalarCount: paragraphs[index].scalars!.scalars.count)
        }
        paragraphs[index].makePrefix()
    }

    // MARK: - Hanging spaces

    /// Spaces that hang at the end of a line: the space separators (and the tab) except the
    /// no-break spaces U+00A0, U+2007 and U+202F, which hold words together.
    package static func isHangingSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x20, 0x09: return true
        case 0xA0, 0x2007, 0x202F: return false
        case 0..<0x80: return false
        default: return Unicode.Scalar(value)?.properties.generalCategory == .spaceSeparator
        }
    }

    /// `end` moved back over the hanging spaces before it, not below `lowerBound`.
    func trimmingHangingSpaces(_ end: Int, downTo lowerBound: Int) -> Int {
        var end = end
        while end > lowerBound {
            var start = end - 1
            while start > lowerBound && bytes[start] & 0xC0 == 0x80 { start -= 1 }
            var iterator = UnsafeBufferPointer(rebasing: bytes[start..<end]).makeIterator()
            var decoder = UTF8()
            guard case let .scalarValue(scalar) = decoder.decode(&iterator), Self.isHangingSpace(scalar.value) else { break }
            end = start
        }
        return end
    }

    /// `start` moved forward over hanging spaces, not beyond `upperBound`.
    func skippingHangingSpaces(_ start: Int, upTo upperBound: Int) -> Int {
        var start = start
        while start < upperBound {
            var iterator = UnsafeBufferPointer(rebasing: bytes[start..<upperBound]).makeIterator()
            var decoder = UTF8()
            guard case let .scalarValue(scalar) = decoder.decode(&iterator), Self.isHangingSpace(scalar.value) else { break }
            start += UTF8.width(scalar)
        }
        return start
    }

    // MARK: - Truncation

    /// The last visible line rewritten for the line break mode, given that text follows it:
    ///
    /// | mode | the line |
    /// |---|---|
    /// | word or character wrapping | unchanged (the lines after it are dropped) |
    /// | clipping | the rest of its paragraph, unwrapped |
    /// | tail | its longest start that fits with "…" after it |
    /// | head | "…", then the longest end of the text that fits |
    /// | middle | a start that fits half the width, "…", then the longest end that fits the rest |
    ///
    /// The end shown never repeats text of the lines above (it is taken from the last paragraph,
    /// from the line's start when the line is in that paragraph). Truncation keeps whole grapheme
    /// clusters and drops the spaces next to the ellipsis.
    mutating func truncated(_ plan: LinePlan) -> LinePlan {
        var line = plan
        line.isTruncated = true
        let index = plan.paragraph
        let paragraphEnd = paragraphs[index].range.upperBound
        let lastIndex = paragraphs.count - 1
        let lastRange = paragraphs[lastIndex].range
        let start = plan.head.lowerBound
        let limit = widthLimit
        switch style.lineBreakMode {
        case .wordWrapping, .characterWrapping:
            break
        case .clipping:
            line.head = start..<trimmingHangingSpaces(paragraphEnd, downTo: start)
        case .truncatingTail:
            let available = limit == .max ? limit : limit - ellipsisAdvance(at: start)
            line.head = start..<longestPrefixEnd(in: index, from: start, to: paragraphEnd, fitting: available)
            line.hasEllipsis = true
        case .truncatingHead:
            let available = limit == .max ? limit : limit - ellipsisAdvance(at: start)
            let floor = index == lastIndex ? start : lastRange.lowerBound
            line.head = start..<start
            line.tail = longestSuffix(in: lastIndex, from: floor, to: lastRange.upperBound, fitting: available)
            line.tailParagraph = lastIndex
            line.hasEllipsis = true
        case .truncatingMiddle:
            let available = limit == .max ? limit : limit - ellipsisAdvance(at: start)
            let headEnd = longestPrefixEnd(in: index, from: start, to: paragraphEnd, fitting: available / 2)
            prepareBreaking(index)
            let headWidth = paragraphs[index].width(from: start, to: headEnd)
            let floor = index == lastIndex ? headEnd : lastRange.lowerBound
            line.head = start..<headEnd
            line.tail = longestSuffix(in: lastIndex, from: floor, to: lastRange.upperBound, fitting: available - headWidth)
            line.tailParagraph = lastIndex
            line.hasEllipsis = true
        }
        return line
    }

    /// The line of `plan`, assembled, and shortened by whole grapheme clusters while it is wider
    /// than the maximum width because of its ellipsis: truncation planned with the ellipsis in the
    /// attributes at the line's start, and the ellipsis drawn in those of the cut may be wider.
    mutating func assembleFitting(_ plan: LinePlan) throws(TextError) -> AssembledLine {
        var plan = plan
        var line = try assemble(plan)
        let limit = widthLimit
        while plan.hasEllipsis && line.width > limit {
            if let tail = plan.tail, !tail.isEmpty, plan.head.isEmpty || style.lineBreakMode == .truncatingHead {
                // Head truncation: drop the first cluster of the end shown.
                let shorter = longestSuffix(
                    in: plan.tailParagraph, from: tail.lowerBound + 1, to: tail.upperBound,
                    fitting: paragraphs[plan.tailParagraph].width(from: tail.lowerBound, to: tail.upperBound)
                )
                plan.tail = shorter
            } else if !plan.head.isEmpty {
                // Tail and middle truncation: drop the last cluster of the start shown.
                let width = paragraphs[plan.paragraph].width(from: plan.head.lowerBound, to: plan.head.upperBound)
                let end = longestPrefixEnd(in: plan.paragraph, from: plan.head.lowerBound, to: plan.head.upperBound, fitting: width - 1)
                plan.head = plan.head.lowerBound..<end
            } else if let tail = plan.tail, !tail.isEmpty {
                plan.tail = longestSuffix(
                    in: plan.tailParagraph, from: tail.lowerBound + 1, to: tail.upperBound,
                    fitting: paragraphs[plan.tailParagraph].width(from: tail.lowerBound, to: tail.upperBound)
                )
            } else {
                break  // A lone "…" wider than the line stands.
            }
            line = try assemble(plan)
        }
        return line
    }

    /// The end of the longest run of whole grapheme clusters from `start` (hanging spaces at its
    /// end dropped) whose width fits `width`.
    mutating func longestPrefixEnd(in index: Int, from start: Int, to end: Int, fitting width: Int) -> Int {
        prepareBreaking(index)
        let paragraph = paragraphs[index]
        let scalars = paragraph.scalars!
        let breaks = paragraph.breaks!
        var fittingEnd = start
        var position = scalars.scalarIndex(atOffset: start)
        let last = scalars.scalarIndex(atOffset: end)
        while position < last {
            let next = position + 1
            if breaks.isGraphemeBoundary(next) && !Self.isHangingSpace(scalars.scalars[position]) {
                if paragraph.width(from: start, to: scalars.offsets[next]) > width { break }
                fittingEnd = scalars.offsets[next]
            }
            position += 1
        }
        return fittingEnd
    }

    /// The longest run of whole grapheme clusters ending at `end` (hanging spaces at both ends
    /// dropped), starting at or after `floor`, whose width fits `width`.
    mutating func longestSuffix(in index: Int, from floor: Int, to end: Int, fitting width: Int) -> Range<Int> {
        prepareBreaking(index)
        let paragraph = paragraphs[index]
        let scalars = paragraph.scalars!
        let breaks = paragraph.breaks!
        let trimmedEnd = trimmingHangingSpaces(end, downTo: floor)
        var fittingStart = trimmedEnd
        var position = scalars.scalarIndex(atOffset: trimmedEnd) - 1
        let lowest = scalars.scalarIndex(atOffset: floor)
        while position >= lowest {
            if breaks.isGraphemeBoundary(position) && !Self.isHangingSpace(scalars.scalars[position]) {
                if paragraph.width(from: scalars.offsets[position], to: trimmedEnd) > width { break }
                fittingStart = scalars.offsets[position]
            }
            position -= 1
        }
        return fittingStart..<trimmedEnd
    }
}
