import Foundation
@testable import Morph

/// Where the DejaVu fonts live on the machines Morph is tested on.
enum DejaVu {
    static let directory = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu", isDirectory: true)
    static func path(_ fileStem: String) -> String {
        directory.appendingPathComponent("\(fileStem).ttf").path
    }
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

/// A fresh temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
