import Foundation
import FuzzSupport
import MorphLayout
import MorphText

/// The library every input measures with: the system's fonts, no layout cache (every input is
/// laid out, not looked up), shared across inputs as an app shares one.
///
/// Made with LeakSanitizer looking away: loading the system's fontconfig configuration (once per
/// process, `FcInitLoadConfigAndFonts`) leaks 288 bytes inside fontconfig 2.14's parser of its
/// XML files, which no caller can free. Everything after it is checked.
let library: FontLibrary = {
    morph_fuzz_begin_ignoring_leaks()
    defer { morph_fuzz_end_ignoring_leaks() }
    return FontLibrary(layoutCacheCapacity: 0)
}()

let families: [FontFamily] = [.sans, .serif, .monospaced, .sansCondensed]
let modes: [LineBreakMode] = [.truncatingTail, .truncatingMiddle, .truncatingHead, .wordWrapping, .characterWrapping, .clipping]
let alignments: [TextAlignment] = [.natural, .left, .center, .right]

/// libFuzzer's entry point for the text engine: the first five bytes choose the style (family,
/// size, maximum width, line limit, line break mode and alignment), the rest is the text (UTF-8,
/// invalid sequences replaced). Every valid style must measure any text: a thrown error, a
/// crash, a hang or a non-finite number is a finding, and so is a layout that breaks its own
/// promises (more lines than the limit, lines outside the box).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextLayout(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count >= 5 else { return 0 }
    let header = UnsafeBufferPointer(start: bytes, count: 5)
    let text = String(decoding: UnsafeBufferPointer(start: bytes + 5, count: count - 5), as: UTF8.self)
    let font = Font(families[Int(header[0]) % families.count], size: 1 + CGFloat(header[1]) / 2, weight: FontWeight.allCases[Int(header[0] >> 4) % 3], isItalic: header[0] & 0x08 != 0)
    let width: CGFloat = header[2] == 0 ? .infinity : header[2] == 255 ? 1e300 : CGFloat(header[2]) * 2
    let style = TextStyle(
        font: font, alignment: alignments[Int(header[4] >> 4) % alignments.count], lineLimit: Int(header[3] % 5),
        lineBreakMode: modes[Int(header[4] & 0x0F) % modes.count], lineSpacing: CGFloat(header[3] >> 3),
        lineHeightMultiple: CGFloat(header[3] >> 5) / 2
    )
    let layout: TextLayout
    do {
        layout = try TextLayout(text, style: style, maximumWidth: width, library: library)
    } catch {
        preconditionFailure("a valid style failed to measure: \(error)")
    }
    check(layout, style: style)
    return 0
}

/// The promises of a layout: finite sizes, the line limit kept, lines inside the box.
func check(_ layout: TextLayout, style: TextStyle) {
    let size = layout.size
    precondition(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0, "size \(size)")
    // The size is the typographic size rounded up to whole points, floating-point noise below
    // `TextLayout`'s tolerance (10⁻⁶ pt) not rounding up a further point (its documented rule):
    // three line boxes that sum to 814.0000000000001 pt are 814 pt tall.
    let exact = layout.typographicSize
    precondition(exact.width <= size.width + 1e-6 && exact.height <= size.height + 1e-6, "\(exact) in \(size)")
    precondition(size.width < max(exact.width, 0) + 1 && size.height < max(exact.height, 0) + 1, "\(exact) in \(size)")
    if style.lineLimit > 0 { precondition(layout.lines.count <= style.lineLimit, "\(layout.lines.count) lines") }
    var bottom: CGFloat = 0
    for line in layout.lines {
        precondition(line.top >= bottom - 1e-6 && line.height.isFinite && line.baseline.isFinite, "line at \(line.top)")
        bottom = line.top + line.height
        precondition(line.x >= -1e-6 && line.x + line.width <= size.width + 1e-6, "line from \(line.x) width \(line.width)")
        for run in line.runs {
            for glyph in run.glyphs {
                precondition(glyph.position.x.isFinite && glyph.position.y.isFinite && glyph.advance.isFinite, "glyph \(glyph)")
            }
        }
    }
    precondition(bottom <= size.height + 1e-6)
}
