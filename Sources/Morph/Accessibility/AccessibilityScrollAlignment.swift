import Foundation

/// Where a node should lie in the scrolling containers around it after assistive technology asks
/// to scroll it into view (AT-SPI's `ScrollType`, which `Component.ScrollTo` takes; the DOM's
/// `scrollIntoView` options).
///
/// Each enclosing ``ScrollNode`` moves as little as needed on an axis the alignment does not
/// name, and its offset stays within the scrollable range, so a node near the content's end may
/// not reach the edge asked for.
public enum AccessibilityScrollAlignment: String, Hashable, Sendable, CaseIterable {
    /// Its top-left corner at the viewport's top-left corner (AT-SPI's `TOP_LEFT`).
    case topLeft
    /// Its bottom-right corner at the viewport's bottom-right corner (`BOTTOM_RIGHT`).
    case bottomRight
    /// Its top edge at the viewport's top edge (`TOP_EDGE`).
    case topEdge
    /// Its bottom edge at the viewport's bottom edge (`BOTTOM_EDGE`).
    case bottomEdge
    /// Its left edge at the viewport's left edge (`LEFT_EDGE`).
    case leftEdge
    /// Its right edge at the viewport's right edge (`RIGHT_EDGE`).
    case rightEdge
    /// Anywhere in view, scrolling as little as possible (`ANYWHERE`): what focusing a node does.
    case anywhere

    /// How the horizontal axis is aligned.
    var horizontal: Edge {
        switch self {
        case .topLeft, .leftEdge: .start
        case .bottomRight, .rightEdge: .end
        default: .nearest
        }
    }

    /// How the vertical axis is aligned.
    var vertical: Edge {
        switch self {
        case .topLeft, .topEdge: .start
        case .bottomRight, .bottomEdge: .end
        default: .nearest
        }
    }

    /// One axis's alignment: the viewport's start (top, left), its end, or the nearest place.
    enum Edge {
        case start
        case end
        case nearest
    }
}
