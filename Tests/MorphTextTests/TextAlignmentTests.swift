import Foundation
import MorphLayout
@testable import MorphText
import Testing

@Suite("Text alignment")
struct TextAlignmentTests {
    let mono = Font(.monospaced, size: 12)
    let cell = DejaVu.monoCell
    let text = "aaaa bb"

    func offsets(_ alignment: TextAlignment, _ string: String? = nil) throws -> [CGFloat] {
        try layout(string ?? text, font: mono, width: 4 * cell, alignment: alignment).lines.map(\.x)
    }

    @Test("left, centre and right place lines in the box of the widest line")
    func offsetsInBox() throws {
        let box = (4 * cell).rounded(.up)  // 28.8984375 → 29
        #expect(try layout(text, font: mono, width: 4 * cell).size.width == box)
        #expect(try offsets(.left) == [0, 0])
        #expect(try offsets(.center) == [(box - 4 * cell) / 2, (box - 2 * cell) / 2])
        #expect(try offsets(.right) == [box - 4 * cell, box - 2 * cell])
    }

    @Test("natural alignment is left for Latin text and right for Hebrew or Arabic paragraphs")
    func naturalAlignment() throws {
        #expect(try offsets(.natural) == offsets(.left))
        let mixed = try layout("שלום עולם\nhello\n123 سلام", width: .infinity, alignment: .natural)
        #expect(mixed.lines.map(\.isRightToLeft) == [true, false, true])
        #expect(mixed.lines[0].x == mixed.size.width - mixed.lines[0].width)
        #expect(mixed.lines[1].x == 0)
        #expect(mixed.lines[2].x == mixed.size.width - mixed.lines[2].width)
        // Without a strong character, a paragraph is left to right.
        #expect(try layout("123 !?").lines[0].isRightToLeft == false)
    }

    @Test("a layout can be realigned in a wider or narrower box")
    func realignment() throws {
        let centred = try layout(text, font: mono, width: 4 * cell, alignment: .center)
        let wide = centred.aligned(toWidth: 100)
        #expect(wide.lines.map(\.x) == [(100 - 4 * cell) / 2, (100 - 2 * cell) / 2])
        #expect(wide.lines.map(\.baseline) == centred.lines.map(\.baseline))
        #expect(wide.lines.map(\.runs) == centred.lines.map(\.runs))
        #expect(wide.size == centred.size)
        let right = try layout(text, font: mono, width: 4 * cell, alignment: .right).aligned(toWidth: 10)
        #expect(right.lines[0].x == 10 - 4 * cell)
        #expect(centred.aligned(toWidth: .nan) == centred)
        #expect(centred.aligned(toWidth: .infinity) == centred)
    }

    @Test("a line frame spans the line box from its top")
    func lineFrames() throws {
        let measured = try layout(text, font: mono, width: 4 * cell, alignment: .right)
        let frame = measured.lines[1].frame
        #expect(frame.origin.x == measured.lines[1].x)
        #expect(frame.origin.y == measured.metrics.lineHeight)
        #expect(frame.size == CGSize(width: 2 * cell, height: measured.metrics.lineHeight))
        #expect(measured.lines[1].top == measured.lines[1].baseline - measured.metrics.ascender)
    }
}
