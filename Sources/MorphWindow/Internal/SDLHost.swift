import CSDL2
import Foundation
import Morph
import Synchronization

/// The SDL side of a window: one thread that owns SDL — the window, its renderer and texture, the
/// event queue — and does nothing else, so that the main actor never blocks on the window system.
///
/// The thread sleeps in `SDL_WaitEvent` while nothing happens (no CPU use). It wakes for input,
/// window events, and the user events the main actor pushes (`SDL_PushEvent` is thread-safe):
/// a frame to present, a change of text input, closing. Input and window events are translated
/// into `Sendable` values and handed to the main actor through `deliver`.
///
/// Frames are paced by the display: after presenting one (with vsync when the renderer has it,
/// else by sleeping to the next refresh), the thread reports `.presented`, and the main actor
/// draws the next only if something moves.
final class SDLHost: Sendable {
    /// Everything only the SDL thread touches, reachable from it alone.
    private final class ThreadState {
        var window: OpaquePointer?
        var renderer: OpaquePointer?
        var texture: OpaquePointer?
        var texturePixelSize = (width: 0, height: 0)
        var refreshInterval: TimeInterval = 1.0 / 60
        var lastPresent: UInt64 = 0
        var hasVsync = false
        var textInputActive = false
        var translation = SDLEventTranslation()
    }

    /// User event types registered with SDL.
    private struct UserEvents: Sendable {
        let frame: UInt32
        let close: UInt32
        let textInput: UInt32
    }

    let mailbox = FrameMailbox()
    private let title: String
    private let initialSize: CGSize
    private let deliver: @Sendable (HostEvent) -> Void
    private let userEvents = Mutex<UserEvents?>(nil)
    /// Whether text input should be on, and the caret rectangle for the input method's window.
    private let textInput = Mutex<(active: Bool, rect: CGRect)>((false, .zero))

    init(title: String, size: CGSize, deliver: @escaping @Sendable (HostEvent) -> Void) {
        self.title = title
        initialSize = size
        self.deliver = deliver
    }

    // MARK: - Starting and stopping

    /// Starts the SDL thread and waits until the window is open or failed to open.
    func start() throws(WindowError) {
        let result = Mutex<Result<Void, WindowError>?>(nil)
        let opened = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            let state = ThreadState()
            let outcome = open(state)
            result.withLock { $0 = outcome }
            opened.signal()
            guard case .success = outcome else { return }
            run(state)
            shutDown(state)
            deliver(.closed)
        }
        thread.name = "MorphWindow SDL"
        thread.start()
        opened.wait()
        if case .failure(let error) = result.withLock({ $0 }) ?? .failure(.sdl("the SDL thread did not start")) {
            throw error
        }
    }

    /// Asks the SDL thread to close the window and stop.
    func requestClose() {
        push(\.close)
    }

    /// Tells the SDL thread a new frame waits in the mailbox.
    func frameReady() {
        push(\.frame)
    }

    /// Turns SDL's text input (and the input method) on or off; `rect` is the caret's area in
    /// window points, where the input method shows its candidates.
    func setTextInput(active: Bool, rect: CGRect) {
        textInput.withLock { $0 = (active, rect) }
        push(\.textInput)
    }

    private func push(_ type: KeyPath<UserEvents, UInt32>) {
        guard let events = userEvents.withLock({ $0 }) else { return }
        var event = SDL_Event()
        event.type = events[keyPath: type]
        SDL_PushEvent(&event)
    }

    // MARK: - On the SDL thread

    private func open(_ state: ThreadState) -> Result<Void, WindowError> {
        // The window watches SIGINT and SIGTERM itself (see `Window.run()`).
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        if SDL_InitSubSystem(SDL_INIT_VIDEO) != 0 {
            return .failure(.noDisplay(Self.lastError))
        }
        // Without a display SDL falls back to drivers that show nothing; only tests that ask for
        // them by name (SDL_VIDEODRIVER=offscreen or dummy) may use them.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
        if ["offscreen", "dummy", "evdev"].contains(driver), requested != driver {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return .failure(.noDisplay("SDL found no display, only its \(driver) driver"))
        }
        let first = SDL_RegisterEvents(3)
        guard first != UInt32.max else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return .failure(.sdl(Self.lastError))
        }
        userEvents.withLock { $0 = UserEvents(frame: first, close: first + 1, textInput: first + 2) }
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let width = Int32(max(1, min(initialSize.width.rounded(), 16_384)))
        let height = Int32(max(1, min(initialSize.height.rounded(), 16_384)))
        let centred = morph_sdl_windowpos_centered()
        guard let window = SDL_CreateWindow(title, centred, centred, width, height, flags) else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return .failure(.sdl(Self.lastError))
        }
        state.window = window
        var renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        state.hasVsync = renderer != nil
        if renderer == nil {
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer else {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return .failure(.sdl(Self.lastError))
        }
        state.renderer = renderer
        var mode = SDL_DisplayMode()
        if SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 {
            state.refreshInterval = 1 / Double(mode.refresh_rate)
        }
        SDL_StopTextInput()
        reportSize(state)
        reportPosition(state)
        return .success(())
    }

    private func run(_ state: ThreadState) {
        var event = SDL_Event()
        while SDL_WaitEvent(&event) != 0 {
            if !handle(event, state) { return }
        }
    }

    /// Handles one event; returns false when the thread should stop.
    private func handle(_ event: SDL_Event, _ state: ThreadState) -> Bool {
        let events = userEvents.withLock { $0 }
        switch event.type {
        case events?.close:
            return false
        case events?.frame:
            present(state)
        case events?.textInput:
            let (active, rect) = textInput.withLock { $0 }
            if active {
                var area = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(max(rect.width, 1)), h: Int32(max(rect.height, 1)))
                SDL_SetTextInputRect(&area)
                if !state.textInputActive { SDL_StartTextInput() }
            } else if state.textInputActive {
                SDL_StopTextInput()
            }
            state.textInputActive = active
        case SDL_QUIT.rawValue:
            deliver(.quitRequested)
        case SDL_WINDOWEVENT.rawValue:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                reportSize(state)
            case SDL_WINDOWEVENT_EXPOSED:
                presentTexture(state)
                deliver(.exposed)
            case SDL_WINDOWEVENT_FOCUS_LOST:
                deliver(.focusLost)
                deliver(.activated(false))
            case SDL_WINDOWEVENT_LEAVE:
                deliver(.focusLost)
            case SDL_WINDOWEVENT_FOCUS_GAINED:
                deliver(.activated(true))
            case SDL_WINDOWEVENT_MOVED:
                reportPosition(state)
            case SDL_WINDOWEVENT_CLOSE:
                deliver(.quitRequested)
            default:
                break
            }
        default:
            if let input = state.translation.translate(event, windowSize: windowSize(state)) {
                deliver(.input(input))
            }
        }
        return true
    }

    /// Uploads the mailbox's changed pixels and presents the frame, paced by the display.
    private func present(_ state: ThreadState) {
        guard let renderer = state.renderer else { return }
        mailbox.frame.withLock { frame in
            guard frame.isPending else { return }
            frame.isPending = false
            if state.texture == nil || state.texturePixelSize != (frame.pixelWidth, frame.pixelHeight) {
                if let texture = state.texture { SDL_DestroyTexture(texture) }
                state.texture = SDL_CreateTexture(
                    renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                    Int32(frame.pixelWidth), Int32(frame.pixelHeight)
                )
                state.texturePixelSize = (frame.pixelWidth, frame.pixelHeight)
                frame.dirty = [(0, 0, frame.pixelWidth, frame.pixelHeight)]
            }
            guard let texture = state.texture else { return }
            frame.pixels.withUnsafeBytes { pixels in
                for rect in frame.dirty {
                    var area = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
                    let start = pixels.baseAddress!.advanced(by: (rect.y * frame.pixelWidth + rect.x) * 4)
                    SDL_UpdateTexture(texture, &area, start, Int32(frame.pixelWidth * 4))
                }
            }
            frame.dirty.removeAll(keepingCapacity: true)
        }
        presentTexture(state)
        // Paced by the display: with vsync the present waited for the refresh already; without it
        // (a software renderer, a virtual X server) the thread sleeps to the next refresh itself.
        let frequency = Double(SDL_GetPerformanceFrequency())
        if state.lastPresent != 0 {
            let elapsed = Double(SDL_GetPerformanceCounter() &- state.lastPresent) / frequency
            if elapsed < state.refreshInterval {
                SDL_Delay(UInt32(((state.refreshInterval - elapsed) * 1000).rounded(.down)))
            }
        }
        state.lastPresent = SDL_GetPerformanceCounter()
        deliver(.presented)
    }

    private func presentTexture(_ state: ThreadState) {
        guard let renderer = state.renderer else { return }
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        if let texture = state.texture {
            SDL_RenderCopy(renderer, texture, nil, nil)
        }
        SDL_RenderPresent(renderer)
    }

    /// The window's size in points.
    private func windowSize(_ state: ThreadState) -> CGSize {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(state.window, &width, &height)
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    /// Reports the window's size in points and its pixels per point (the drawable's width over
    /// the window's, for HiDPI; `MORPH_SCALE` overrides it).
    private func reportSize(_ state: ThreadState) {
        let size = windowSize(state)
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(state.renderer, &pixelWidth, &pixelHeight)
        var scale: CGFloat = size.width > 0 ? CGFloat(pixelWidth) / size.width : 1
        if let forced = ProcessInfo.processInfo.environment["MORPH_SCALE"].flatMap(Double.init), forced.isFinite, forced > 0 {
            scale = CGFloat(forced)
        }
        deliver(.resized(size: size, scale: scale.isFinite && scale > 0 ? scale : 1))
    }

    /// Reports where the window's content area is on the screen.
    private func reportPosition(_ state: ThreadState) {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(state.window, &x, &y)
        deliver(.moved(CGPoint(x: CGFloat(x), y: CGFloat(y))))
    }

    private func shutDown(_ state: ThreadState) {
        if let texture = state.texture { SDL_DestroyTexture(texture) }
        if let renderer = state.renderer { SDL_DestroyRenderer(renderer) }
        if let window = state.window { SDL_DestroyWindow(window) }
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        userEvents.withLock { $0 = nil }
    }

    private static var lastError: String {
        String(cString: SDL_GetError())
    }
}
