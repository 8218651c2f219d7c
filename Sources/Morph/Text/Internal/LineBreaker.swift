import Foundation

/// One line chosen by the ``LineBreaker``: a run of characters, optionally followed by the
/// truncation token and a second run (head and middle truncation show the text's end after it).
struct LineSpan: Hashable {
    /// The characters drawn first (hanging spaces excluded).
    var head: Range<Int>
    /// Whether "…" follows ``head``.
    var hasEllipsis = false
    /// The characters drawn after the ellipsis (empty unless head or middle truncation).
    var tail: Range<Int> = 0..<0
    /// Whether the line limit cut text at this line.
    var isTruncated = false
    /// The paragraph the line starts in.
    var paragraph: Int
}

/// Greedy line breaking (first fit) over a ``ShapedText``, then truncation of the last line the
/// line limit lets through.
///
/// The steps, in the order ``lines()`` runs them:
/// 1. Paragraphs: every hard newline starts a new line; an empty paragraph is an empty line.
/// 2. Line fitting (``lineEnd(from:in:)``): a line takes characters while the width from its
///    start to the end of its last non-space character fits; spaces never overflow, they hang.
/// 3. Breaking: the line ends at the last break opportunity that fits (see ``CharacterFlags``);
///    if it has none (a word wider than the line), it ends before the first character that does
///    not fit, keeping at least one character so that every line makes progress.
/// 4. Hanging spaces: the spaces after the break belong to the line that ends there.
/// 5. Truncation (``truncated(_:)``): if the line limit is reached while text remains, the last
///    line is rewritten according to the ``LineBreakMode``.
///
/// - Complexity: O(n) in the number of characters: each character is looked at a bounded number
///   of times, widths come from prefix sums in O(1).
struct LineBreaker {
    /// Width differences below this are floating-point noise from the caller's arithmetic
    /// (0.58 × 100 = 57.99999999999999 must still fit a 58-point line), not overflow.
    static let tolerance: CGFloat = 1e-6

    let text: ShapedText
    let maximumWidth: CGFloat
    let lineLimit: Int
    let mode: LineBreakMode

    /// The lines of the text and whether the line limit hid some of it.
    func lines() -> (spans: [LineSpan], isTruncated: Bool) {
        var spans: [LineSpan] = []
        let paragraphs = text.paragraphs
        for (index, paragraph) in paragraphs.enumerated() {
            var start = paragraph.lowerBound
            repeat {
                let end = lineEnd(from: start, in: paragraph)
                spans.append(LineSpan(head: start..<trimmingSpaces(start..<end).upperBound, paragraph: index))
                start = end
                if lineLimit > 0 && spans.count == lineLimit {
                    let hidesText = start < paragraph.upperBound || index < paragraphs.count - 1
                    if hidesText {
                        spans[spans.count - 1] = truncated(spans[spans.count - 1])
                        return (spans, true)
                    }
                }
            } while start < paragraph.upperBound
        }
        return (spans, false)
    }

    // MARK: - Steps 2–4: fitting and breaking

    /// Where the line starting at `start` ends: after the spaces that hang at its end.
    func lineEnd(from start: Int, in paragraph: Range<Int>) -> Int {
        guard maximumWidth.isFinite else { return paragraph.upperBound }
        let limit = maximumWidth + Self.tolerance
        var lastBreak: Int?
        var index = start
        while index < paragraph.upperBound {
            if !text.flags[index].contains(.breakingSpace) {
                if index > start && isBreakOpportunity(before: index, in: paragraph) {
                    lastBreak = index
                }
                if text.width(of: start..<(index + 1)) > limit {
                    return skippingSpaces(from: lastBreak ?? max(index, start + 1), in: paragraph)
                }
            }
            index += 1
        }
        return paragraph.upperBound
    }

    /// Whether a line may break between `index - 1` and `index` (`index` is not a space).
    func isBreakOpportunity(before index: Int, in paragraph: Range<Int>) -> Bool {
        if mode == .characterWrapping { return true }
        let previous = text.flags[index - 1]
        if !previous.isDisjoint(with: [.breakingSpace, .zeroWidthSpace]) {
            return true
        }
        return previous.contains(.hyphen)
            && index - 2 >= paragraph.lowerBound
            && text.flags[index - 2].isWordCharacter
            && text.flags[index].contains(.letter)
    }

    /// The first index at or after `index` that is not a breaking space.
    func skippingSpaces(from index: Int, in paragraph: Range<Int>) -> Int {
        var index = index
        while index < paragraph.upperBound && text.flags[index].contains(.breakingSpace) {
            index += 1
        }
        return index
    }

    /// `range` without the breaking spaces at its end.
    func trimmingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound && text.flags[end - 1].contains(.breakingSpace) {
            end -= 1
        }
        return range.lowerBound..<end
    }

    // MARK: - Step 5: truncation

    /// The last visible line rewritten for the line break mode, given that text follows it.
    func truncated(_ line: LineSpan) -> LineSpan {
        var line = line
        line.isTruncated = true
        let paragraph = text.paragraphs[line.paragraph]
        let lastParagraphIndex = text.paragraphs.count - 1
        let lastParagraph = text.paragraphs[lastParagraphIndex]
        let start = line.head.lowerBound
        let available = maximumWidth - text.ellipsisAdvance
        switch mode {
        case .wordWrapping, .characterWrapping:
            break
        case .clipping:
            line.head = trimmingSpaces(start..<paragraph.upperBound)
        case .truncatingTail:
            line.head = start..<longestPrefixEnd(from: start, to: paragraph.upperBound, fitting: available)
            line.hasEllipsis = true
        case .truncatingHead:
            let suffixFloor = line.paragraph == lastParagraphIndex ? start : lastParagraph.lowerBound
            line.head = start..<start
            line.tail = suffix(from: suffixFloor, to: lastParagraph.upperBound, fitting: available)
            line.hasEllipsis = true
        case .truncatingMiddle:
            let headEnd = longestPrefixEnd(from: start, to: paragraph.upperBound, fitting: available / 2)
            let headWidth = text.width(of: start..<headEnd)
            let suffixFloor = line.paragraph == lastParagraphIndex ? headEnd : lastParagraph.lowerBound
            line.head = start..<headEnd
            line.tail = suffix(from: suffixFloor, to: lastParagraph.upperBound, fitting: available - headWidth)
            line.hasEllipsis = true
        }
        return line
    }

    /// The end of the longest run from `start` (spaces at its end dropped) whose width fits `width`.
    func longestPrefixEnd(from start: Int, to end: Int, fitting width: CGFloat) -> Int {
        let limit = width + Self.tolerance
        var fittingEnd = start
        for index in start..<max(start, end) where !text.flags[index].contains(.breakingSpace) {
            if text.width(of: start..<(index + 1)) > limit { break }
            fittingEnd = index + 1
        }
        return fittingEnd
    }

    /// The longest run ending at `end` (spaces at both ends dropped), starting at or after
    /// `floor`, whose width fits `width`.
    func suffix(from floor: Int, to end: Int, fitting width: CGFloat) -> Range<Int> {
        let limit = width + Self.tolerance
        let end = trimmingSpaces(floor..<max(floor, end)).upperBound
        var fittingStart = end
        var index = end - 1
        while index >= floor {
            if !text.flags[index].contains(.breakingSpace) {
                if text.width(of: index..<end) > limit { break }
                fittingStart = index
            }
            index -= 1
        }
        return fittingStart..<end
    }
}
