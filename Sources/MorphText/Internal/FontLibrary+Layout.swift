import Foundation
@_spi(MorphInternals) import MorphLayout

extension FontLibrary {
    /// The longest text measured, in UTF-8 bytes (256 MiB): HarfBuzz takes 32-bit lengths and
    /// Morph keeps cluster offsets in 32 bits. Longer texts throw ``TextError/textTooLong(utf8Count:)``.
    static let longestText = 1 << 28

    /// See ``TextLayout/init(_:style:maximumWidth:library:)``.
    func layout(_ text: AttributedText, style: TextStyle, maximumWidth: CGFloat) throws(TextError) -> TextLayout {
        let defaultScale = try style.font.validatedScale()
        guard !maximumWidth.isNaN, maximumWidth >= 0 else {
            throw TextError.invalidMaximumWidth(maximumWidth)
        }
        try style.validate()
        let byteCount = text.string.utf8.count
        guard byteCount <= Self.longestText else { throw .textTooLong(utf8Count: byteCount) }

        let isCacheable = layoutCacheCapacity > 0 && byteCount <= Self.longestCachedString
        let key = LayoutCache.Key(text: text, style: style, maximumWidth: maximumWidth)
        if isCacheable {
            // What the lookup drops (an older generation) is released after the lock.
            let (cached, _) = layouts.withLock { $0.layout(for: key) }
            if let cached { return cached }
        }

        let (defaultSet, primary) = try resolve(style.font)
        let defaultRun = ResolvedRun(
            range: 0..<0, attributes: TextAttributes(font: style.font), fontSet: defaultSet, scale: defaultScale, primary: primary
        )
        var runs: [ResolvedRun] = []
        runs.reserveCapacity(text.runs.count)
        for run in text.runs {
            let font = run.attributes.font
            if font == style.font {
                runs.append(ResolvedRun(range: run.utf8Range, attributes: run.attributes, fontSet: defaultSet, scale: defaultScale, primary: primary))
            } else {
                let (set, runPrimary) = try resolve(font)
                runs.append(ResolvedRun(range: run.utf8Range, attributes: run.attributes, fontSet: set, scale: try font.validatedScale(), primary: runPrimary))
            }
        }

        var string = text.string
        let result = string.withUTF8 { bytes -> Result<TextLayout, TextError> in
            Result { () throws(TextError) -> TextLayout in
                var builder = TextLayoutBuilder(
                    library: self, text: text, style: style, maximumWidth: maximumWidth, bytes: bytes, runs: runs,
                    defaultRun: defaultRun
                )
                return try builder.build(metrics: primary.metrics, face: defaultSet.candidates[0].face)
            }
        }
        let layout = try result.get()
        if isCacheable {
            let dropped = layouts.withLock { $0.insert(layout, for: key) }
            _ = dropped  // released here, after the lock
        }
        return layout
    }
}

extension TextLayoutBuilder {
    /// Runs every step and places the lines: stacked from the top, each line box as tall as its
    /// natural height times the line height multiple (the extra above the text), the line spacing
    /// between them; then aligned in the box of the widest line rounded up to whole points.
    mutating func build(metrics: FontMetrics, face: FontFace) throws(TextError) -> TextLayout {
        for range in Self.paragraphRanges(bytes) {
            paragraphs.append(try shapeParagraph(range))
        }
        let (plans, isTruncated) = planLines()

        let scale = Font.unitsPerPoint
        var lines: [TextLine] = []
        lines.reserveCapacity(plans.count)
        var top: CGFloat = 0
        var widest = 0
        for plan in plans {
            let line = try assembleFitting(plan)
            if !lines.isEmpty { top += style.lineSpacing }
            let natural = line.ascender - line.descender + line.leading
            let height = style.lineHeightMultiple > 0 ? natural * style.lineHeightMultiple : natural
            lines.append(TextLine(
                text: line.text, width: CGFloat(line.width) / scale, x: 0, baseline: top + (height - natural) + line.ascender,
                top: top, height: height, ascender: line.ascender, descender: line.descender,
                isTruncated: line.isTruncated, isRightToLeft: line.isRightToLeft, runs: line.runs
            ))
            widest = max(widest, line.width)
            top += height
        }
        let typographicSize = CGSize(width: CGFloat(widest) / scale, height: top)
        let size = CGSize(
            width: TextLayout.ceiledToWholePoints(typographicSize.width),
            height: TextLayout.ceiledToWholePoints(typographicSize.height)
        )
        if style.alignment != .left {
            for index in lines.indices {
                let x = TextLayout.offset(of: lines[index], in: size.width, alignment: style.alignment)
                if x != 0 { lines[index] = lines[index].moved(toX: x) }
            }
        }
        return TextLayout(
            text: text, style: style, maximumWidth: maximumWidth, metrics: metrics, face: face, lines: lines,
            typographicSize: typographicSize, size: size, isTruncated: isTruncated
        )
    }
}
