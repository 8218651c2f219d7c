import Foundation
import MorphLayout

/// A range from its four bounds.
func range(_ minWidth: CGFloat, _ minHeight: CGFloat, _ maxWidth: CGFloat, _ maxHeight: CGFloat) throws -> SizeRange {
    try SizeRange(min: CGSize(width: minWidth, height: minHeight), max: CGSize(width: maxWidth, height: maxHeight))
}

/// A rectangle from its four numbers.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A flattened layout read by node name.
struct FlatLayout {
    let size: CGSize
    let order: [String]
    let frames: [String: CGRect]

    subscript(name: String) -> CGRect? {
        frames[name]
    }
}

extension LayoutElement {
    /// Lays the element out as a root in `range` and flattens the result.
    func flatLayout(in range: SizeRange, screenScale: CGFloat = 2) throws -> FlatLayout {
        let layout = try layout(in: range, screenScale: screenScale).flattened()
        return FlatLayout(
            size: layout.size,
            order: layout.sublayouts.map(\.element.debugName),
            frames: Dictionary(layout.sublayouts.map { ($0.element.debugName, $0.frame) }, uniquingKeysWith: { first, _ in first })
        )
    }
}

/// A box of a fixed size.
func box(_ name: String, _ width: CGFloat, _ height: CGFloat, configure: (inout LayoutStyle) -> Void = { _ in }) -> LayoutBox {
    LayoutBox(name, width: width, height: height).styled(configure)
}
