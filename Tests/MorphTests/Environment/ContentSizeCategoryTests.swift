import Foundation
import Morph
import Testing

@Suite("Content size categories and text styles")
struct ContentSizeCategoryTests {
    @Test("a text scale that is zero, negative, NaN or infinite is a typed error")
    func invalidScales() {
        for scale: CGFloat in [0, -1, -.infinity, .nan, .infinity] {
            #expect(throws: TextError.self) { try ContentSizeCategory(textScale: scale) }
        }
        #expect(throws: TextError.invalidTextScale(0)) { try ContentSizeCategory(textScale: 0) }
        #expect(TextError.invalidTextScale(-1).description.contains("text scale -1.0"))
    }

    @Test("a positive scale outside 14/17…53/17 is clamped, or refused when validated")
    func clampedScales() throws {
        #expect(try ContentSizeCategory(textScale: 100) == .accessibilityExtraExtraExtraLarge)
        #expect(try ContentSizeCategory(textScale: 0.5) == .extraSmall)
        #expect(throws: TextError.self) { try ContentSizeCategory(validatingTextScale: 100) }
        #expect(throws: TextError.self) { try ContentSizeCategory(validatingTextScale: 0.5) }
        #expect(try ContentSizeCategory(validatingTextScale: 1.5).textScale == 1.5)
    }

    @Test("named categories keep UIKit's order and body sizes 14…53")
    func namedCategories() {
        let bodies = ContentSizeCategory.allNamed.map { Font.TextStyle.body.pointSize(in: $0) }
        #expect(bodies == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.allNamed == ContentSizeCategory.allNamed.sorted())
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.large.description == "large")
    }

    @Test("text styles take UIKit's sizes, and sizes between for a scale between two categories")
    func textStyleSizes() throws {
        #expect(Font.TextStyle.largeTitle.pointSize(in: .large) == 34)
        #expect(Font.TextStyle.caption2.pointSize(in: .extraSmall) == 11)
        #expect(Font.TextStyle.headline.pointSize(in: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(Font.TextStyle.footnote.pointSize(in: .extraExtraLarge) == 17)
        // Body 25.5 lies halfway between xxxLarge (23) and accessibilityMedium (28): caption1
        // lies halfway between 18 and 22.
        let between = try ContentSizeCategory(textScale: 1.5)
        #expect(abs(Font.TextStyle.body.pointSize(in: between) - 25.5) < 1e-9)
        #expect(abs(Font.TextStyle.caption1.pointSize(in: between) - 20) < 1e-9)
    }

    @Test("scaled values follow the style's ratio, as UIFontMetrics scales them")
    func scaledValues() {
        #expect(Font.TextStyle.body.scaledValue(for: 8, in: .large) == 8)
        #expect(abs(Font.TextStyle.body.scaledValue(for: 17, in: .accessibilityExtraExtraExtraLarge) - 53) < 1e-9)
        #expect(abs(Font.TextStyle.title1.scaledValue(for: 14, in: .extraLarge) - 15) < 1e-9)
        #expect(Font.TextStyle.body.scaledValue(for: .infinity, in: .extraLarge) == .infinity)
    }

    @Test("a font with a text style scales; a fixed font does not")
    func fontScaling() {
        let body = Font(textStyle: .body)
        #expect(body.size == 17 && body.textStyle == .body)
        #expect(body.scaled(for: .accessibilityLarge).size == 33)
        #expect(Font(textStyle: .headline).weight == .bold)
        let fixed = Font(.sans, size: 17)
        #expect(fixed.scaled(for: .accessibilityLarge) == fixed)
    }

    @Test("categories encode as their text scale and refuse a bad one when decoded")
    func coding() throws {
        let data = try JSONEncoder().encode(ContentSizeCategory.extraLarge)
        #expect(try JSONDecoder().decode(ContentSizeCategory.self, from: data) == .extraLarge)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ContentSizeCategory.self, from: Data(#"{"textScale": -2}"#.utf8))
        }
    }
}
