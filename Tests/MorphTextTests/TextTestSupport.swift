import Foundation
import MorphLayout
@testable import MorphText

/// Where the DejaVu fonts live on the machines Morph is tested on (Debian's `fonts-dejavu-core`).
enum DejaVu {
    static let directory = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu", isDirectory: true)
    static func path(_ fileStem: String) -> String {
        directory.appendingPathComponent("\(fileStem).ttf").path
    }

    /// A length in design units (2048 per em) at `size` points, rounded to 1/1024 pt as HarfBuzz
    /// positions are.
    static func points(_ units: Int, size: CGFloat = 12) -> CGFloat {
        (CGFloat(units) * size * 1_024 / 2_048).rounded() / 1_024
    }

    /// DejaVu Sans Mono's advance: 1233 units of 2048 per em, at 12 pt exactly 7398/1024 pt.
    static let monoCell: CGFloat = points(1_233)
}

/// Lays out `string` in DejaVu Sans (or `font`) with the shared library.
func layout(
    _ string: String,
    font: Font = Font(.sans, size: 12),
    width: CGFloat = .infinity,
    lineLimit: Int = 0,
    mode: LineBreakMode = .truncatingTail,
    alignment: TextAlignment = .natural
) throws -> TextLayout {
    try TextLayout(
        string,
        style: TextStyle(font: font, alignment: alignment, lineLimit: lineLimit, lineBreakMode: mode),
        maximumWidth: width
    )
}

/// The width of `string` on one line in `font`.
func singleLineWidth(_ string: String, font: Font = Font(.sans, size: 12)) throws -> CGFloat {
    let measured = try layout(string, font: font)
    return measured.lines.first?.width ?? 0
}

/// The texts of a layout's lines.
func texts(_ layout: TextLayout) -> [String] {
    layout.lines.map(\.text)
}

/// Every glyph of a layout, line by line, run by run.
func allGlyphs(_ layout: TextLayout) -> [Glyph] {
    layout.lines.flatMap { $0.runs.flatMap(\.glyphs) }
}
