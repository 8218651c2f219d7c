import Foundation
import Testing
import MorphMotion

@Suite("Stagger")
struct StaggerTests {
    @Test("by index: index × interval, or from the last child when reversed")
    func byIndex() {
        let stagger = Stagger.byIndex(0.05)
        #expect((0..<4).map { stagger.delay(forChildAt: $0, of: 4, center: .zero) } == [0, 0.05, 0.1, 0.15000000000000002])
        let reversed = Stagger.byIndex(0.25, reversed: true)
        #expect((0..<4).map { reversed.delay(forChildAt: $0, of: 4, center: .zero) } == [0.75, 0.5, 0.25, 0])
        // Indices outside the children are clamped.
        #expect(stagger.delay(forChildAt: -3, of: 4, center: .zero) == 0)
        #expect(reversed.delay(forChildAt: 9, of: 4, center: .zero) == 0)
    }

    @Test("by distance: distance from the origin × seconds per point")
    func byDistance() {
        let stagger = Stagger.byDistance(from: CGPoint(x: 10, y: 10), delayPerPoint: 0.01)
        #expect(stagger.delay(forChildAt: 0, of: 3, center: CGPoint(x: 13, y: 14)) == 0.05)
        #expect(stagger.delay(forChildAt: 2, of: 3, center: CGPoint(x: 10, y: 10)) == 0)
        #expect(stagger.delay(forChildAt: 2, of: 3, center: CGPoint(x: CGFloat.nan, y: 10)) == 0)
    }

    @Test("bad intervals and origins are clamped")
    func badInput() {
        #expect(Stagger.byIndex(-1).interval == 0)
        #expect(Stagger.byIndex(.nan).interval == 0)
        #expect(Stagger.byIndex(.infinity).interval == 0)
        #expect(Stagger.byDistance(from: CGPoint(x: CGFloat.infinity, y: 0), delayPerPoint: 1).order == .distance(from: .zero))
    }
}
