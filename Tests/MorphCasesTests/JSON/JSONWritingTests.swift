import Foundation
import MorphCases
import MorphTestSupport
import Testing

@Suite("Writing JSON")
struct JSONWritingTests {
    @Test("values are written on one line in member order, as the fixture files are")
    func oneLine() {
        let value: JSONValue = .object([
            "id": .string("root"), "left": .number(0), "width": .number(70.5),
            "children": .array([.object(["id": .string("a")]), .array([])]), "flags": .array([.bool(true), .null]),
        ])
        #expect(value.jsonText() == #"{"id": "root", "left": 0, "width": 70.5, "children": [{"id": "a"}, []], "flags": [true, null]}"#)
    }

    @Test("pretty printing indents by two spaces per level")
    func prettyPrinted() {
        let value: JSONValue = .object(["a": .array([.number(1), .object([:])]), "b": .object(["c": .null])])
        #expect(value.jsonText(prettyPrinted: true) == """
            {
              "a": [
                1,
                {}
              ],
              "b": {
                "c": null
              }
            }
            """)
    }

    @Test("numbers: whole ones without a fraction, others in their shortest form, non-finite ones as null")
    func numbers() {
        let numbers: [Double] = [0, -0.0, 3, -42, 0.1, 71.33333333333333, 1e20, 1e15, .leastNonzeroMagnitude, .infinity, -.infinity, .nan]
        #expect(JSONValue.array(numbers.map(JSONValue.number)).jsonText()
            == "[0, 0, 3, -42, 0.1, 71.33333333333333, 1e+20, 1000000000000000.0, 5e-324, null, null, null]")
    }

    @Test("strings escape quotes, backslashes and control characters, and read back unchanged")
    func strings() throws {
        let text = "a\"b\\c\n\r\t\u{1}\u{1F}é😀</script>"
        let written = JSONValue.string(text).jsonText()
        #expect(written == #""a\"b\\c\n\r\t\u0001\u001fé😀</script>""#)
        #expect(try JSONValue(parsing: written) == .string(text))
    }

    @Test("any value read back from its text is the same value")
    func roundTrip() throws {
        var generator = SplitMix64(seed: 14)
        for _ in 0..<200 {
            let value = Self.randomValue(depth: 0, using: &generator)
            #expect(try JSONValue(parsing: value.jsonText()) == value)
            #expect(try JSONValue(parsing: value.jsonText(prettyPrinted: true)) == value)
        }
    }

    static func randomValue(depth: Int, using generator: inout some RandomNumberGenerator) -> JSONValue {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number(Double.random(in: -1e6...1e6, using: &generator).rounded() / 8)
        case 3: return .string(String((0..<Int.random(in: 0..<6, using: &generator)).map { _ in "aé\"\\\n😀".randomElement(using: &generator)! }))
        case 4: return .array((0..<Int.random(in: 0..<4, using: &generator)).map { _ in randomValue(depth: depth + 1, using: &generator) })
        default:
            let count = Int.random(in: 0..<4, using: &generator)
            return .object(JSONObject((0..<count).map { (key: "k\($0)", value: randomValue(depth: depth + 1, using: &generator)) }))
        }
    }
}
