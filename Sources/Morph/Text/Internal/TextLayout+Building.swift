import Foundation

extension TextLayout {
    /// Builds the layout of a shaped text: breaks its lines, places them and sizes the box.
    ///
    /// - Complexity: O(n) in the number of characters.
    init(string: String, style: TextStyle, maximumWidth: CGFloat, shaped: ShapedText, metrics: FontMetrics, face: FontFace) {
        let breaker = LineBreaker(text: shaped, maximumWidth: maximumWidth, lineLimit: style.lineLimit, mode: style.lineBreakMode)
        let (spans, isTruncated) = breaker.lines()
        let directions = Self.paragraphDirections(of: shaped)

        var widest: CGFloat = 0
        let unplaced: [TextLine] = spans.enumerated().map { index, span in
            var text = String(shaped.text(of: span.head))
            var width = shaped.width(of: span.head)
            if span.hasEllipsis {
                text.append("\u{2026}")
                text.append(contentsOf: shaped.text(of: span.tail))
                width += shaped.ellipsisAdvance + shaped.width(of: span.tail)
            }
            widest = max(widest, width)
            return TextLine(
                text: text, width: width, x: 0,
                baseline: metrics.ascender + CGFloat(index) * metrics.lineHeight,
                isTruncated: span.isTruncated, isRightToLeft: directions[span.paragraph]
            )
        }

        let typographicSize = CGSize(width: widest, height: CGFloat(spans.count) * metrics.lineHeight)
        let size = CGSize(
            width: Self.ceiledToWholePoints(typographicSize.width),
            height: Self.ceiledToWholePoints(typographicSize.height)
        )
        self.init(
            string: string, style: style, maximumWidth: maximumWidth, metrics: metrics, face: face,
            lines: unplaced.map { $0.moved(toX: Self.offset(of: $0, in: size.width, alignment: style.alignment)) },
            typographicSize: typographicSize, size: size, isTruncated: isTruncated
        )
    }

    /// Whether each paragraph runs right to left, from its first strong character.
    private static func paragraphDirections(of shaped: ShapedText) -> [Bool] {
        shaped.paragraphs.map { paragraph in
            let firstStrong = paragraph.first { shaped.flags[$0].isStrong }
            return firstStrong.map { shaped.flags[$0].contains(.rightToLeft) } ?? false
        }
    }
}
