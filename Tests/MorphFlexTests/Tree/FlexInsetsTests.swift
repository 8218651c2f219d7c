import MorphFlex
import Testing

@Suite("FlexInsets")
struct FlexInsetsTests {
    @Test("edges are taken in EdgeInsets's order (top, left, bottom, right); all sets every edge")
    func edgeOrder() {
        let insets = FlexInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect([insets.top, insets.left, insets.bottom, insets.right] == [1, 2, 3, 4])
        #expect(FlexInsets(all: 5) == FlexInsets(top: 5, left: 5, bottom: 5, right: 5))
    }
}
