import Foundation
import Testing
@testable import MorphRender

@Suite("Number formatting")
struct NumberFormattingTests {
    @Test("fixed decimals round half away from zero and never print minus zero")
    func fixed() {
        #expect(NumberFormatting.fixed(1.5, decimals: 2) == "1.50")
        #expect(NumberFormatting.fixed(0.125, decimals: 2) == "0.13")
        #expect(NumberFormatting.fixed(-0.125, decimals: 2) == "-0.13")
        #expect(NumberFormatting.fixed(-0.001, decimals: 2) == "0.00")
        #expect(NumberFormatting.fixed(-0.0, decimals: 1) == "0.0")
        #expect(NumberFormatting.fixed(1234.5678, decimals: 3) == "1234.568")
        #expect(NumberFormatting.fixed(0.05, decimals: 1) == "0.1")
        #expect(NumberFormatting.fixed(7, decimals: 0) == "7")
        #expect(NumberFormatting.fixed(0.0001, decimals: 4) == "0.0001")
    }

    @Test("compact numbers drop trailing zeros and the point")
    func compact() {
        #expect(NumberFormatting.compact(2.000, decimals: 3) == "2")
        #expect(NumberFormatting.compact(2.5, decimals: 3) == "2.5")
        #expect(NumberFormatting.compact(0.1 + 0.2, decimals: 6) == "0.3")
        #expect(NumberFormatting.compact(-3.0004, decimals: 3) == "-3")
        #expect(NumberFormatting.compact(1.0 / 60, decimals: 9) == "0.016666667")
    }

    @Test("non-finite and huge values still give well-formed numbers")
    func extremes() {
        #expect(NumberFormatting.fixed(.nan, decimals: 2) == "0")
        #expect(NumberFormatting.fixed(.infinity, decimals: 2) == "0")
        #expect(Double(NumberFormatting.compact(1e15, decimals: 3)) == 1e15)
        #expect(Double(NumberFormatting.fixed(-2e13, decimals: 2)) == -2e13)
        // Below 10¹² but too large for nine decimals in 64 bits: the shortest form, not a trap.
        #expect(Double(NumberFormatting.compact(5e11 + 0.5, decimals: 9)) == 5e11 + 0.5)
        #expect(Double(NumberFormatting.fixed(-9.5e10, decimals: 9)) == -9.5e10)
        #expect(NumberFormatting.rounded(5e11 + 0.5, decimals: 9) == 5e11 + 0.5)
        var bytes: [UInt8] = []
        NumberFormatting.appendCompact(-123_456_789.123_456_789, decimals: 9, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == NumberFormatting.compact(-123_456_789.123_456_789, decimals: 9))
        // The longest text formatted digit by digit: a sign, 19 digits and a point (digits past
        // a double's precision are what the product of the value and 10⁹ holds).
        let longest = NumberFormatting.fixed(-8_999_999_999.5, decimals: 9)
        #expect(longest.utf8.count == 21 && longest.hasPrefix("-8999999999.5"))
    }
}
