import Foundation
import MorphLayout
import Testing

@Suite("Center and relative specs")
struct CenterRelativeLayoutSpecTests {
    @Test("centring on both axes takes the maximum size")
    func centeredBoth() throws {
        let flat = try CenterLayoutSpec(child: box("child", 20, 10)).flatLayout(in: range(0, 0, 100, 100))
        #expect(flat.size == CGSize(width: 100, height: 100))
        #expect(flat["child"] == rect(40, 45, 20, 10))
    }

    @Test("minimum sizing shrinks the spec to the child")
    func minimumSizing() throws {
        let flat = try CenterLayoutSpec(sizingOptions: .minimumXY, child: box("child", 20, 10)).flatLayout(in: range(0, 0, 100, 100))
        #expect(flat.size == CGSize(width: 20, height: 10))
        #expect(flat["child"] == rect(0, 0, 20, 10))
    }

    @Test("an axis that is not centred gives the child the minimum and places it at 0")
    func oneAxis() throws {
        let child = LayoutBox("child", intrinsicSize: CGSize(width: 20, height: 10))
        let flat = try CenterLayoutSpec(centeringOptions: .x, child: child).flatLayout(in: range(0, 30, 100, 100))
        #expect(flat["child"] == rect(40, 0, 20, 30))
    }

    @Test("without a finite maximum the spec takes the child's size")
    func infiniteRange() throws {
        let flat = try CenterLayoutSpec(child: box("child", 20, 10)).flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(flat.size == CGSize(width: 20, height: 10))
    }

    @Test("half-pixel centring offsets round to the grid of the screen scale")
    func roundingPerScale() throws {
        let spec = CenterLayoutSpec(child: box("child", 20, 10))
        #expect(try spec.flatLayout(in: range(0, 0, 101, 100), screenScale: 2)["child"]?.minX == 40.5)
        #expect(try spec.flatLayout(in: range(0, 0, 101, 100), screenScale: 1)["child"]?.minX == 41)
    }

    @Test("relative positions place the child at the start, centre or end")
    func relativePositions() throws {
        let end = try RelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .end, child: box("child", 20, 10))
            .flatLayout(in: range(0, 0, 100, 100))
        #expect(end["child"] == rect(80, 90, 20, 10))
        let start = try RelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .center, sizingOption: .minimumWidth, child: box("child", 20, 10))
            .flatLayout(in: range(50, 50, 100, 100))
        #expect(start.size == CGSize(width: 50, height: 100))
        #expect(start["child"] == rect(0, 45, 20, 10))
    }
}
