import Foundation

/// Which way assistive technology asks a scrolling container to move its content by a page
/// (UIKit's `UIAccessibilityScrollDirection`, which ``DisplayNode/accessibilityScroll(_:)``
/// takes).
///
/// As in UIKit, the direction is the way the *content* moves: VoiceOver's three-finger swipe up
/// is ``up`` — the content moves up and the page below comes into view, as Page Down shows it.
/// ``next`` and ``previous`` follow the reading order along the container's main axis: down the
/// page for a vertical container, and for a horizontal one towards the trailing edge (left in a
/// right-to-left environment).
public enum AccessibilityScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// The content moves up: the page below comes into view.
    case up
    /// The content moves down: the page above comes into view.
    case down
    /// The content moves left: the page to the right comes into view.
    case left
    /// The content moves right: the page to the left comes into view.
    case right
    /// The next page in reading order.
    case next
    /// The previous page in reading order.
    case previous
}
