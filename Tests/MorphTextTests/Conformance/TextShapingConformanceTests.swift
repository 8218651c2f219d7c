import Foundation
import MorphLayout
@testable import MorphText
import MorphTestSupport
import Testing

/// Morph's shaping against HarfBuzz's own `hb-shape` on a corpus of strings in 15 scripts
/// (`Fixtures/TextShaping/cases.json`, written by `generate.py` beside it). Each string is laid out
/// by the whole engine — fontconfig resolution in a library holding only the case's font file,
/// script and bidi itemization, the word cache, line assembly — and its glyph ids, clusters,
/// advances and offsets must equal hb-shape's at the same font file, face and size. Prints
/// `conformance text-shaping: <passed>/<total> passed`.
@Suite("Text shaping conformance")
struct TextShapingConformanceTests {
    struct Fixture: Decodable {
        struct FontRecord: Decodable {
            let bytes: Int
            let fnv1a64: String
        }

        struct Case: Decodable {
            let name: String
            let script: String
            let family: String
            let file: String
            let faceIndex: Int
            let size: CGFloat
            let text: String
            /// One array per glyph, in ``Fixture/glyphFields`` order.
            let expected: [[Int]]
        }

        let source: String
        let scripts: [String]
        let glyphFields: [String]
        let fonts: [String: FontRecord]
        let cases: [Case]
    }

    /// Cases that do not pass, with the reason (none).
    static let knownFailures: [String: String] = [:]

    static func loadFixture() throws -> Fixture {
        let url = FixtureFiles.url("MorphTextTests/Fixtures/TextShaping/cases.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// FNV-1a, 64 bits, as the generator computes it.
    static func fnv1a64(_ data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    @Test("the font files are the ones the expectations were generated with")
    func fontFiles() throws {
        let fixture = try Self.loadFixture()
        for (path, record) in fixture.fonts {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(data.count == record.bytes, "\(path) changed since cases.json was generated: run generate.py")
            #expect(Self.fnv1a64(data) == record.fnv1a64, "\(path) changed since cases.json was generated: run generate.py")
        }
    }

    @Test("Morph's glyph runs equal hb-shape's glyphs, clusters, advances and offsets on the whole corpus")
    func conformance() throws {
        let fixture = try Self.loadFixture()
        #expect(fixture.glyphFields == ["g", "cl", "ax", "ay", "dx", "dy"])
        #expect(fixture.cases.count >= 200)
        #expect(fixture.scripts.count >= 8)
        var libraries: [String: FontLibrary] = [:]
        var passed = 0
        var failures: [String] = []
        for entry in fixture.cases {
            let library = libraries[entry.file] ?? FontLibrary(
                fontFiles: [URL(fileURLWithPath: entry.file)], includingSystemFonts: false, layoutCacheCapacity: 0
            )
            libraries[entry.file] = library
            let problems = Self.problems(of: entry, in: library)
            if let reason = Self.knownFailures[entry.name] {
                #expect(!problems.isEmpty, "\(entry.name) is listed as a known failure (\(reason)) but passes now")
                failures.append("\(entry.name): known failure (\(reason))")
            } else if problems.isEmpty {
                passed += 1
            } else {
                failures.append("\(entry.name): \(problems.joined(separator: "; "))")
            }
        }
        print("conformance text-shaping: \(passed)/\(fixture.cases.count) passed")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// What differs between Morph's shaping of a case and hb-shape's.
    static func problems(of entry: Fixture.Case, in library: FontLibrary) -> [String] {
        let font = Font(FontFamily(entry.family), size: entry.size)
        let layout: TextLayout
        do {
            let face = try library.face(for: font)
            guard face.url.path == entry.file, face.faceIndex == entry.faceIndex else {
                return ["resolved \(face.url.path) face \(face.faceIndex), not \(entry.file) face \(entry.faceIndex)"]
            }
            layout = try TextLayout(entry.text, style: TextStyle(font: font), library: library)
        } catch {
            return ["\(error)"]
        }
        guard layout.lines.count == 1 else { return ["\(layout.lines.count) lines"] }
        var actual: [[Int]] = []
        var pen: CGFloat = 0
        for run in layout.lines[0].runs {
            for glyph in run.glyphs {
                actual.append([
                    Int(glyph.id), glyph.cluster, Int(glyph.advance * 1_024), 0,
                    Int(((glyph.position.x - pen) * 1_024).rounded()), Int((-glyph.position.y * 1_024).rounded()),
                ])
                pen += glyph.advance
            }
        }
        // Spaces at the end of a line hang: the line neither shows nor counts them, so hb-shape's
        // glyphs for them are not expected.
        let shown = entry.text.utf8.count - entry.text.reversed().prefix { $0 == " " }.count
        let expected = entry.expected.filter { $0[1] < shown }
        guard actual != expected else { return [] }
        return ["glyphs [g, cl, ax, ay, dx, dy] \(actual), hb-shape \(expected)"]
    }
}
