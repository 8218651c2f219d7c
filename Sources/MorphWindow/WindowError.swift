import Foundation

/// Why a window could not open or run.
public enum WindowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No display is available (no `DISPLAY` for X11, no Wayland socket, or SDL found no video
    /// driver): SDL's message says which.
    case noDisplay(String)
    /// SDL could not create the window, its renderer or its texture: SDL's message.
    case sdl(String)
    /// The requested size or scale cannot be drawn (not finite, not positive, or beyond the
    /// rasteriser's limits).
    case invalidSize(CGSize, scale: CGFloat)
    /// The window is already open or was closed; a window runs once.
    case alreadyRunning
    /// Another window of this process is open: SDL2 has one event queue per process, so windows
    /// run one at a time.
    case anotherWindowIsOpen

    /// A sentence saying what failed.
    public var description: String {
        switch self {
        case .noDisplay(let message): "no display available for a window (\(message)); set DISPLAY or run under Xvfb"
        case .sdl(let message): "SDL failed: \(message)"
        case let .invalidSize(size, scale): "a window of \(size.width)×\(size.height) points at scale \(scale) cannot be drawn"
        case .alreadyRunning: "the window is already running or has been closed"
        case .anotherWindowIsOpen: "another window of this process is open; windows run one at a time"
        }
    }
}
