import Foundation
import Morph
import MorphExamples
@testable import MorphRender
import Testing

/// The player's data is written directly; `JSONEncoder` through the `Encodable` conformance is
/// the reference it must agree with.
@Suite("HTML player data writer")
@MainActor
struct PlayerDataWriterTests {
    /// The page split at its data: the text before, the data, the text after.
    nonisolated static func split(_ html: String) throws -> (before: Substring, data: Substring, after: Substring) {
        let opening = "<script type=\"application/json\" id=\"morph-data\">"
        let start = try #require(html.range(of: opening))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return (html[..<start.upperBound], html[start.upperBound..<end.lowerBound], html[end.lowerBound...])
    }

    nonisolated static func parsed(_ json: Substring) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
    }

    @Test("every example's page: the same data as JSONEncoder writes, and the same page around it", arguments: Examples.all.map(\.name))
    func agreesWithJSONEncoder(example name: String) async throws {
        let example = try #require(Examples.named(name))
        let timeline = try example.sample(framesPerSecond: 30)
        try await Self.checkAgreement(timeline, title: example.title)
    }

    /// Writes `timeline`'s page both ways and compares them, off the main actor: only sampling
    /// needs it, and the encoders and parsers are the long part of the test.
    nonisolated static func checkAgreement(_ timeline: Timeline, title: String) async throws {
        let direct = try Self.split(HTMLPlayerRenderer(title: title).render(timeline))
        var reference = HTMLPlayerRenderer(title: title)
        reference.encodesDataWithJSONEncoder = true
        let encoded = try Self.split(reference.render(timeline))
        #expect(direct.before == encoded.before)
        #expect(direct.after == encoded.after)
        #expect(try Self.parsed(direct.data) == Self.parsed(encoded.data))
        #expect(!direct.data.contains("<") && !direct.data.contains(">") && !direct.data.contains("&"))
    }

    @Test("strings are escaped for JSON and for a script element: quotes, backslashes, control characters, markup, line separators")
    func strings() throws {
        let hostile = "a\"b\\c\n\t\r\u{01}\u{1F}</script><!-- & \u{2028}\u{2029} é 😀"
        var bytes: [UInt8] = []
        PlayerData.appendString(hostile, to: &bytes)
        let direct = String(decoding: bytes, as: UTF8.self)
        for forbidden in ["<", ">", "&", "\n", "\u{2028}", "\u{2029}"] {
            #expect(!direct.contains(forbidden), "\(forbidden.unicodeScalars.first!.value)")
        }
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(direct)]".utf8)) as? [String]
        #expect(decoded == [hostile])
        let encoded = MarkupEscaping.scriptSafeJSON(try JSONEncoder().encode([hostile]))
        #expect(try JSONSerialization.jsonObject(with: Data(encoded.utf8)) as? [String] == decoded)
    }

    @Test("every kind of property value is written as its Encodable conformance encodes it")
    func propertyValues() throws {
        let values: [PropertyValue] = [
            .number(1.234_567_89), .number(-0.000_000_1), .number(3), .point(x: 1.5, y: -2), .size(width: 10, height: 0.333_333_3),
            .rect(x: 0, y: 1, width: 2, height: 3), .color(Color(red: 0.1, green: 0.25, blue: 0.333_33, alpha: 1)),
            .transform(Transform3D(scaleX: 2, y: 0.5)), .transform(Transform3D(perspective: 500)), .flag(true), .flag(false), .other("<odd \"text\">"),
        ]
        for value in values {
            var bytes: [UInt8] = []
            value.appendScriptJSON(to: &bytes)
            let direct = String(decoding: bytes, as: UTF8.self)
            let encoded = MarkupEscaping.scriptSafeJSON(try JSONEncoder().encode([value]))
            let parsedDirect = try JSONSerialization.jsonObject(with: Data("[\(direct)]".utf8)) as? NSArray
            let parsedEncoded = try JSONSerialization.jsonObject(with: Data(encoded.utf8)) as? NSArray
            #expect(parsedDirect == parsedEncoded, "\(value): \(direct) against \(encoded)")
        }
    }
}
