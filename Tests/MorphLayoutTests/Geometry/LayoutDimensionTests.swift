import Foundation
import MorphLayout
import Testing

@Suite("Layout dimensions")
struct LayoutDimensionTests {
    @Test("texts in points, percent and auto parse to dimensions")
    func parsing() throws {
        #expect(try LayoutDimension(parsing: "auto") == .auto)
        #expect(try LayoutDimension(parsing: "") == .auto)
        #expect(try LayoutDimension(parsing: "50%") == .fraction(0.5))
        #expect(try LayoutDimension(parsing: "0.5pt") == .points(0.5))
        #expect(try LayoutDimension(parsing: " 100pt ") == .points(100))
    }

    @Test("unreadable texts are errors, not auto", arguments: ["abc", "10px", "pt", "%", "nanpt", "infpt", "--5pt"])
    func unreadableTexts(text: String) {
        #expect(throws: LayoutError.invalidDimensionString(text)) {
            try LayoutDimension(parsing: text)
        }
    }

    @Test("parsed values outside the valid range are errors", arguments: ["-5pt", "150%", "-1%"])
    func invalidParsedValues(text: String) {
        #expect(throws: LayoutError.self) {
            try LayoutDimension(parsing: text)
        }
    }

    @Test("descriptions read back as the same dimension")
    func descriptionsRoundTrip() throws {
        for dimension in [LayoutDimension.auto, .points(12), .points(0.5), .fraction(0.25), .fraction(1)] {
            #expect(try LayoutDimension(parsing: dimension.description) == dimension)
        }
    }

    @Test("a unit and a value validate as Texture's ASDimensionMake")
    func unitAndValue() throws {
        #expect(try LayoutDimension(unit: .points, value: 10) == .points(10))
        #expect(try LayoutDimension(unit: .fraction, value: 1) == .fraction(1))
        #expect(try LayoutDimension(unit: .auto, value: 0) == .auto)
        #expect(throws: LayoutError.self) { try LayoutDimension(unit: .auto, value: 1) }
        #expect(throws: LayoutError.self) { try LayoutDimension(unit: .points, value: -1) }
        #expect(throws: LayoutError.self) { try LayoutDimension(unit: .points, value: .infinity) }
        #expect(throws: LayoutError.self) { try LayoutDimension(unit: .points, value: .nan) }
        #expect(throws: LayoutError.self) { try LayoutDimension(unit: .fraction, value: 1.01) }
        #expect(throws: LayoutError.self) { try LayoutDimension(unit: .fraction, value: -.infinity) }
    }

    @Test("a fraction of an unknown parent length behaves as auto")
    func fractionOfUnknownParent() {
        #expect(LayoutDimension.fraction(0.5).resolve(parentLength: 200, autoLength: 7) == 100)
        #expect(LayoutDimension.fraction(0.5).resolve(parentLength: .nan, autoLength: 7) == 7)
        #expect(LayoutDimension.fraction(0.5).resolve(parentLength: .infinity, autoLength: 7) == .infinity)
        #expect(LayoutDimension.points(3).resolve(parentLength: .nan, autoLength: 7) == 3)
        #expect(LayoutDimension.auto.resolve(parentLength: 200, autoLength: 7) == 7)
    }

    @Test("number literals are points")
    func literals() {
        let integer: LayoutDimension = 10
        let float: LayoutDimension = 2.5
        #expect(integer == .points(10))
        #expect(float == .points(2.5))
        #expect(LayoutDimension.fraction(0.3).unit == .fraction)
        #expect(LayoutDimension.fraction(0.3).value == 0.3)
    }
}
