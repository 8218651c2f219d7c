import Foundation

/// Wrapping an element in a single-child spec, so trees read from the inside out:
///
/// ```
/// photo.withRatio(1).withCorner(badge, at: .topRight).insetting(by: EdgeInsets(all: 8))
/// ```
///
/// Each method returns the spec value its name says; nothing is laid out until the tree is.
extension LayoutElement {
    /// This element inside an ``InsetLayoutSpec``.
    public func insetting(by insets: EdgeInsets) -> InsetLayoutSpec {
        InsetLayoutSpec(insets: insets, child: self)
    }

    /// This element with `background` behind it, sized as this element
    /// (``BackgroundLayoutSpec``).
    public func withBackground(_ background: any LayoutElement) -> BackgroundLayoutSpec {
        BackgroundLayoutSpec(child: self, background: background)
    }

    /// This element with `overlay` on top of it, sized as this element (``OverlayLayoutSpec``).
    public func withOverlay(_ overlay: any LayoutElement) -> OverlayLayoutSpec {
        OverlayLayoutSpec(child: self, overlay: overlay)
    }

    /// This element centred in a ``CenterLayoutSpec``.
    public func centered(
        _ centeringOptions: CenterLayoutSpec.CenteringOptions = .xy,
        sizing: CenterLayoutSpec.SizingOptions = []
    ) -> CenterLayoutSpec {
        CenterLayoutSpec(centeringOptions: centeringOptions, sizingOptions: sizing, child: self)
    }

    /// This element placed at the start, centre or end of each axis (``RelativeLayoutSpec``).
    public func placed(
        horizontal: RelativeLayoutSpecPosition,
        vertical: RelativeLayoutSpecPosition,
        sizing: RelativeLayoutSpecSizingOptions = []
    ) -> RelativeLayoutSpec {
        RelativeLayoutSpec(horizontalPosition: horizontal, verticalPosition: vertical, sizingOption: sizing, child: self)
    }

    /// This element at a fixed aspect ratio, height / width (``RatioLayoutSpec``).
    public func withRatio(_ ratio: CGFloat) -> RatioLayoutSpec {
        RatioLayoutSpec(ratio: ratio, child: self)
    }

    /// This element with `corner` centred on one of its corners (``CornerLayoutSpec``).
    public func withCorner(
        _ corner: any LayoutElement,
        at location: CornerLayoutSpec.Location,
        offset: CGPoint = .zero,
        wrapsCorner: Bool = false
    ) -> CornerLayoutSpec {
        CornerLayoutSpec(child: self, corner: corner, location: location, offset: offset, wrapsCorner: wrapsCorner)
    }
}
