import Foundation
import Morph

/// What the SDL thread tells the main actor.
enum HostEvent: Sendable {
    /// Input in window points.
    case input(InputEvent)
    /// The window's size in points and its pixels per point changed (or are known, at start).
    case resized(size: CGSize, scale: CGFloat)
    /// The last submitted frame is on screen; the next may be drawn.
    case presented
    /// The window was uncovered and shown again (the last frame was presented again).
    case exposed
    /// The window lost the keyboard and pointer (presses are cancelled).
    case focusLost
    /// The window became, or stopped being, the one with the keyboard focus (the active window).
    case activated(Bool)
    /// Where the window's content area is on the screen, in screen points (reported when the
    /// window opens and when it moves).
    case moved(CGPoint)
    /// The user asked to close the window: its close button, or Ctrl-C / SIGTERM (SDL turns them
    /// into a quit event).
    case quitRequested
    /// The SDL thread has closed the window and stopped.
    case closed
}
