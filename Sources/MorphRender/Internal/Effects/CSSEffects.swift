import Foundation
import Morph

/// The effects of a layer as CSS writes them, for the HTML player: `box-shadow`, gradients as
/// `background-image`, `filter: blur()`, `backdrop-filter: blur()` and per-corner radii.
///
/// A shadow is a `box-shadow` whose blur length is twice ``ViewAttributes/shadowRadius``: CSS
/// blurs a box shadow with a Gaussian of standard deviation half its blur length, and Morph's
/// shadow radius is that standard deviation. CSS clips a box shadow out beneath its box, so under
/// a translucent background the player shows less shadow than Core Animation and MorphCanvas; a
/// ``ViewAttributes/shadowPath`` is drawn as the rounded bounds' shadow.
enum CSSEffects {
    /// The `box-shadow` value of `attributes`, `none` without a shadow.
    static func boxShadow(_ attributes: ViewAttributes) -> String {
        guard attributes.drawsShadow else { return "none" }
        var color = attributes.shadowColor
        color.alpha *= attributes.shadowOpacity
        var output = ""
        NumberFormatting.appendCompact(Double(attributes.shadowOffset.width), decimals: 3, to: &output)
        output += "px "
        NumberFormatting.appendCompact(Double(attributes.shadowOffset.height), decimals: 3, to: &output)
        output += "px "
        NumberFormatting.appendCompact(Double(attributes.shadowRadius) * 2, decimals: 3, to: &output)
        output += "px 0px " + ColorFormatting.cssRGBA(color)
        return output
    }

    /// `blur(σpx)` for a radius above 0, `none` otherwise.
    static func blur(_ radius: CGFloat) -> String {
        guard radius > 0 else { return "none" }
        var output = "blur("
        NumberFormatting.appendCompact(Double(radius), decimals: 3, to: &output)
        output += "px)"
        return output
    }

    /// The `border-radius` of a layer: one length, or four (top-left, top-right, bottom-right,
    /// bottom-left) when ``ViewAttributes/maskedCorners`` leaves corners square.
    static func borderRadius(_ attributes: ViewAttributes) -> String {
        let radius = attributes.effectiveCornerRadius
        var output = ""
        func append(_ value: CGFloat) {
            NumberFormatting.appendCompact(Double(value), decimals: 4, to: &output)
            output += "px"
        }
        let corners = attributes.maskedCorners
        guard corners != .all, radius > 0 else {
            append(radius)
            return output
        }
        for (index, corner) in [CornerMask.topLeft, .topRight, .bottomRight, .bottomLeft].enumerated() {
            if index > 0 { output += " " }
            append(corners.contains(corner) ? radius : 0)
        }
        return output
    }

    /// The CSS gradient that draws `gradient` in a box of `size` (CSS pixels), `none` for no
    /// gradient.
    ///
    /// - Linear: CSS's gradient line runs through the box's centre at an angle, from corner to
    ///   corner; Core Animation's runs from the start point to the end point. The angle is the
    ///   points' direction, and each stop moves to where its location lies on CSS's line.
    /// - Radial: an ellipse of the radii the end point gives, at the start point.
    /// - Conic: from the end point's direction (clockwise from up), at the start point.
    static func gradient(_ gradient: Gradient, size: CGSize) -> String {
        guard let last = gradient.stops.last else { return "none" }
        let width = size.width, height = size.height
        let start = CGPoint(x: gradient.startPoint.x * width, y: gradient.startPoint.y * height)
        let end = CGPoint(x: gradient.endPoint.x * width, y: gradient.endPoint.y * height)
        let stops = gradient.stops
        func solid(_ color: Color) -> String {
            let css = ColorFormatting.cssRGBA(color)
            return "linear-gradient(" + css + ", " + css + ")"
        }
        var output: String
        switch gradient.kind {
        case .linear:
            let dx = end.x - start.x, dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9, stops.count > 1 else { return solid(last.color) }
            let (ux, uy) = (dx / length, dy / length)
            let lineLength = abs(width * ux) + abs(height * uy)
            guard lineLength > 1e-9 else { return solid(last.color) }
            let angle = atan2(Double(ux), Double(-uy)) * 180 / .pi
            let centerOffset = (width / 2 - start.x) * ux + (height / 2 - start.y) * uy
            output = "linear-gradient("
            NumberFormatting.appendCompact(angle, decimals: 4, to: &output)
            output += "deg"
            appendStops(stops, to: &output) { location in (location * length - centerOffset) / lineLength + 0.5 }
        case .radial:
            let radiusX = abs(end.x - start.x), radiusY = abs(end.y - start.y)
            guard radiusX > 1e-6, radiusY > 1e-6, stops.count > 1 else { return solid(last.color) }
            output = "radial-gradient("
            for (index, value) in [radiusX, radiusY, start.x, start.y].enumerated() {
                if index == 2 { output += " at" }
                if index > 0 { output += " " }
                NumberFormatting.appendCompact(Double(value), decimals: 4, to: &output)
                output += "px"
            }
            appendStops(stops, to: &output) { $0 }
        case .conic:
            guard stops.count > 1 else { return solid(last.color) }
            let angle = atan2(Double(end.x - start.x), Double(-(end.y - start.y))) * 180 / .pi
            output = "conic-gradient(from "
            NumberFormatting.appendCompact(angle, decimals: 4, to: &output)
            output += "deg at "
            NumberFormatting.appendCompact(Double(start.x), decimals: 4, to: &output)
            output += "px "
            NumberFormatting.appendCompact(Double(start.y), decimals: 4, to: &output)
            output += "px"
            appendStops(stops, to: &output) { $0 }
        }
        output += ")"
        return output
    }

    /// `, colour position%` for each stop, its location mapped by `position` (a fraction).
    private static func appendStops(_ stops: [Gradient.Stop], to output: inout String, position: (CGFloat) -> CGFloat) {
        for stop in stops {
            output += ", " + ColorFormatting.cssRGBA(stop.color) + " "
            NumberFormatting.appendCompact(Double(position(stop.location)) * 100, decimals: 4, to: &output)
            output += "%"
        }
    }
}
