import Foundation
import MorphLayout
@testable import MorphText
import Testing

@Suite("Concurrent text measurement")
struct TextConcurrencyTests {
    static let strings = [
        "The quick brown fox jumps over the lazy dog",
        "Morph lays out trees of nodes and animates between layouts",
        "AVATAR WAVE Typography",
        "שלום עולם",
        "naïve café — déjà vu",
        "Latin Кириллица Ελληνικά العربية देवनागरी 中文 😀",
        "",
    ]
    static let fonts = [
        Font(.sans, size: 12), Font(.sans, size: 17, weight: .bold), Font(.serif, size: 14, isItalic: true),
        Font(.monospaced, size: 11), Font(.sansCondensed, size: 13), Font(.sans, size: 9, weight: .light),
    ]

    /// Every combination of string, font, width and mode.
    static func requests() -> [(String, TextStyle, CGFloat)] {
        var requests: [(String, TextStyle, CGFloat)] = []
        for string in strings {
            for font in fonts {
                for width: CGFloat in [.infinity, 120, 45, 0] {
                    for mode in [LineBreakMode.truncatingTail, .truncatingMiddle, .wordWrapping] {
                        requests.append((string, TextStyle(font: font, lineLimit: 2, lineBreakMode: mode), width))
                    }
                }
            }
        }
        return requests
    }

    @Test("many tasks measuring at once in fresh libraries get the same layouts as one task alone")
    func concurrentMatchesSerial() async throws {
        let requests = Self.requests()
        let serialLibrary = FontLibrary(layoutCacheCapacity: 0)
        let serial = try requests.map { try TextLayout($0.0, style: $0.1, maximumWidth: $0.2, library: serialLibrary) }

        // A library with fonts of its own starts with nothing opened, so without the layout and
        // word caches every task goes through fontconfig, face creation and HarfBuzz; the second
        // library shares the system's opened fonts and uses every cache.
        let cold = FontLibrary(fontDirectories: [DejaVu.directory], layoutCacheCapacity: 0, usingWordCache: false)
        for shared in [cold, FontLibrary(layoutCacheCapacity: 64)] {
            let concurrent = try await withThrowingTaskGroup(of: (Int, TextLayout).self) { group in
                for round in 0..<3 {
                    for index in requests.indices {
                        // Interleave the order so that different faces and sizes collide.
                        let position = (index * 7 + round * 13) % requests.count
                        let (string, style, width) = requests[position]
                        group.addTask {
                            (position, try TextLayout(string, style: style, maximumWidth: width, library: shared))
                        }
                    }
                }
                var results: [(Int, TextLayout)] = []
                for try await result in group { results.append(result) }
                return results
            }
            #expect(concurrent.count == 3 * requests.count)
            for (position, measured) in concurrent {
                #expect(measured == serial[position], "request \(position)")
            }
        }
    }

    @Test("concurrent first uses of one font resolve one font set and one face")
    func resolvedOnce() async throws {
        let library = FontLibrary(fontDirectories: [DejaVu.directory])
        let identities = await withTaskGroup(of: [ObjectIdentifier]?.self) { group in
            for _ in 0..<32 {
                group.addTask {
                    guard let resolved = try? library.resolve(Font(.serif, size: 12)) else { return nil }
                    return [ObjectIdentifier(resolved.set), ObjectIdentifier(resolved.primary.face)]
                }
            }
            var identities: Set<[ObjectIdentifier]?> = []
            for await identity in group { identities.insert(identity) }
            return identities
        }
        #expect(identities.count == 1)
        #expect(identities.first! != nil)
    }

    @Test("concurrent measurements in many sizes keep each size's advances apart")
    func sizesDoNotMix() async throws {
        let library = FontLibrary(layoutCacheCapacity: 0)
        let widths = try await withThrowingTaskGroup(of: (Int, CGFloat).self) { group in
            for size in 1...60 {
                group.addTask {
                    let measured = try TextLayout("Hamburgefonstiv", style: TextStyle(font: Font(.sans, size: CGFloat(size))), library: library)
                    return (size, measured.typographicSize.width)
                }
            }
            var widths: [Int: CGFloat] = [:]
            for try await (size, width) in group { widths[size] = width }
            return widths
        }
        let reference = FontLibrary(layoutCacheCapacity: 0, usingWordCache: false)
        for size in 1...60 {
            let alone = try TextLayout("Hamburgefonstiv", style: TextStyle(font: Font(.sans, size: CGFloat(size))), library: reference)
            #expect(widths[size] == alone.typographicSize.width, "size \(size)")
        }
    }
}
