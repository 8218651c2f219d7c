import Foundation
import Testing
@testable import Morph

@Suite("Concurrent text measurement")
struct TextConcurrencyTests {
    static let strings = [
        "The quick brown fox jumps over the lazy dog",
        "Morph lays out trees of nodes and animates between layouts",
        "AVATAR WAVE Typography",
        "שלום עולם",
        "naïve café — déjà vu",
        "",
    ]
    static let fonts = [
        Font(.sans, size: 12), Font(.sans, size: 17, weight: .bold), Font(.serif, size: 14, isItalic: true),
        Font(.monospaced, size: 11), Font(.sansCondensed, size: 13), Font(.sans, size: 9, weight: .light),
    ]

    /// Every combination of string, font, width and mode, measured on `library`.
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
        let serialLibrary = FontLibrary(searchPaths: FontLibrary.systemFontDirectories, layoutCacheCapacity: 0)
        let serial = try requests.map { try TextLayout($0.0, style: $0.1, maximumWidth: $0.2, library: serialLibrary) }

        // Without the layout cache every task goes through face creation and FreeType.
        for capacity in [0, 64] {
            let shared = FontLibrary(searchPaths: FontLibrary.systemFontDirectories, layoutCacheCapacity: capacity)
            let concurrent = try await withThrowingTaskGroup(of: (Int, TextLayout).self) { group in
                for round in 0..<4 {
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
            #expect(concurrent.count == 4 * requests.count)
            for (position, measured) in concurrent {
                #expect(measured == serial[position], "request \(position)")
            }
        }
    }

    @Test("concurrent first uses of one face open it once")
    func faceOpenedOnce() async throws {
        let library = FontLibrary(searchPaths: FontLibrary.systemFontDirectories)
        let faces = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for _ in 0..<32 {
                group.addTask { (try? library.resolve(Font(.serif, size: 12)).face).map(ObjectIdentifier.init) }
            }
            var identifiers: Set<ObjectIdentifier?> = []
            for await identifier in group { identifiers.insert(identifier) }
            return identifiers
        }
        #expect(faces.count == 1)
        #expect(faces.first! != nil)
    }

    @Test("concurrent measurements in many sizes keep each size's advances apart")
    func sizesDoNotMix() async throws {
        let library = FontLibrary(searchPaths: FontLibrary.systemFontDirectories, layoutCacheCapacity: 0)
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
        for size in 1...60 {
            let reference = FreeTypeReference(path: DejaVu.path("DejaVuSans"), size: CGFloat(size))!
            #expect(widths[size] == reference.width(of: "Hamburgefonstiv"), "size \(size)")
        }
        // 60 sizes went through a face that keeps at most 32.
        #expect(try library.resolve(Font(.sans, size: 12)).face.cachedSizeCount <= FaceState.maximumCachedSizes)
    }
}
