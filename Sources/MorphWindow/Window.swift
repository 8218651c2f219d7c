import CSDL2
import Foundation
import Morph
import MorphAccessibility
import MorphCanvas

/// A live window on SDL2 that shows a node tree and feeds it input: the root is sized to the
/// window, laid out, drawn with MorphCanvas's rasteriser, and receives pointer, touch, key and text
/// events through an `InputDispatcher`.
///
/// ```swift
/// let window = Window(root: root, title: "Morph", size: CGSize(width: 320, height: 480))
/// try await window.run()   // returns when the window is closed
/// ```
///
/// **Frames.** The window draws only when something changed: an animation runs on the root's
/// animator (the window drives it, paced by the display), or the tree changed (a view property,
/// a subnode, a layout input: `DisplayNode.displayObserver`). Each frame ticks the animator,
/// lays the root out for the window's size, takes the presentation tree, and repaints only the
/// pixels that changed; an unchanged tree is not redrawn. When nothing moves, the window's SDL
/// thread sleeps until an event arrives: no CPU use.
///
/// **Size and scale.** The root's frame is the window's bounds in points; a resize lays it out
/// again (a 0×0 window draws nothing). The scale is SDL's drawable size over the window size
/// (HiDPI), or `MORPH_SCALE`.
///
/// **The environment.** The root's trait collection (`DisplayNode/hostTraitCollection`) is the
/// desktop's (``DesktopSettings``: colour scheme, text scaling factor, contrast, animations, the
/// locale's direction, each overridable by a `MORPH_*` variable) with ``traitOverrides`` over it,
/// the window's scale as its display scale and its size classes from its size. While the window
/// is open a ``DesktopSettingsMonitor`` follows the desktop: switching to dark mode cross-fades the
/// tree's dynamic colours, larger text transitions the layout
/// (`DisplayNode/transitionTraitCollection(to:animated:)`), and asking for less motion sets the
/// animator's `ReducedMotionPolicy` (``followsDesktopReducedMotion``). Settings the window cannot
/// use go to the root's error handler.
///
/// **Closing.** ``close()``, the window's close button, Ctrl-C and SIGTERM (SDL turns the signals
/// into a quit event) all close the window; ``run()`` then returns.
///
/// **Accessibility.** While it runs, the window exports its tree to assistive technology over
/// AT-SPI2 (``accessibility``), as the frame titled ``title``, whenever one listens; it publishes
/// the tree after frames in which something changed and when animations end, never on frames
/// where only animations moved. With nobody listening a frame does no accessibility work. See the
/// "Accessibility" article.
@MainActor
public final class Window {
    /// The root node, as large as the window.
    public let root: DisplayNode
    /// Delivers the window's input to the tree (focus, hit testing, gestures).
    public let input: InputDispatcher
    /// The window's title (the example's name, for tools that look for the window).
    public let title: String
    /// The window's size in points.
    public private(set) var size: CGSize
    /// Pixels per point.
    public private(set) var scale: CGFloat = 1
    /// The colour under the root: the window's pixels are opaque.
    public var backgroundColor: Color = .white {
        didSet { rasterizer?.backgroundColor = backgroundColor; setNeedsDisplay() }
    }
    /// The colour ``backgroundColor`` follows as the appearance changes: the system background
    /// (white, or black in dark mode) by default; nil keeps ``backgroundColor`` as set.
    public var dynamicBackgroundColor: DynamicColor? = .systemBackground {
        didSet { applyDynamicBackground() }
    }
    /// Traits the window sets whatever the desktop says (`morph play --appearance dark`); none by
    /// default. Setting them updates the root's collection.
    public var traitOverrides = TraitOverrides() {
        didSet { updateTraits(animated: false) }
    }
    /// Whether the window reads the desktop's settings and follows their changes; true by
    /// default. When false the root's collection is the default one with ``traitOverrides``.
    public var followsDesktopSettings = true
    /// The desktop's settings as last read (the default ones until the window runs, or when it
    /// does not follow them).
    public private(set) var desktopSettings = DesktopSettings()
    /// How the frames went so far.
    public private(set) var statistics = FrameStatistics()
    /// Whether the window is open.
    public var isOpen: Bool { phase == .running }
    /// The AT-SPI export of the window's tree, from ``run()`` until the window closes (nil
    /// before and after). It exports only while an assistive technology listens.
    public private(set) var accessibility: AccessibilityBridge?
    /// Whether the root's trait collection's `prefersReducedMotion` — the desktop's setting (the
    /// XDG settings portal's `reduced-motion`, GNOME's `enable-animations`, `MORPH_REDUCE_MOTION`)
    /// or ``traitOverrides``' — sets the root animator's `reducedMotion` policy:
    /// `.reduceMotion` while less motion is asked for, the policy the animator had before
    /// otherwise (and when the window closes). True by default. When false the window leaves the
    /// policy alone; the trait still tells nodes what the desktop asks.
    public var followsDesktopReducedMotion = true {
        didSet { applyDesktopReducedMotion(followsDesktopReducedMotion && traitCollection.prefersReducedMotion) }
    }
    /// Where the window exports its tree (``accessibility``): the desktop's accessibility bus,
    /// while an assistive technology listens, by default. Set before ``run()``.
    public var accessibilityBus: AccessibilityBridge.Bus = .desktop

    private enum Phase { case idle, running, closed }
    /// The window running in this process, if any (one at a time: see ``run()``).
    private static var openWindow: ObjectIdentifier?
    private var phase = Phase.idle
    private var host: SDLHost?
    private var rasterizer: Rasterizer?
    private var lastTree: PresentationTree?
    private var isFrameInFlight = false
    private var needsFrame = false
    private var isFrameScheduled = false
    /// Wake-ups (``wake(after:)``) waiting to run.
    private var pendingWakeUps = 0
    private var activationObserver: Animator.ActivationObserverToken?
    private var lastPresentTime: TimeInterval?
    private var wasAnimating = false
    private let refreshInterval: TimeInterval = 1.0 / 60
    private var desktopMonitor: DesktopSettingsMonitor?
    /// Where the window's content area is on the screen.
    private var screenOrigin: CGPoint = .zero
    /// Whether the window has the keyboard focus (assumed when it opens).
    private var isActiveWindow = true
    /// Whether animations ran at the last accessibility update (their end publishes bounds).
    private var accessibilitySawAnimations = false
    /// The animator's policy before the traits asked for reduced motion.
    private var policyBeforeDesktop: ReducedMotionPolicy?

    /// A window of `size` points showing `root`, titled `title`; nothing opens until ``run()``.
    public init(root: DisplayNode, title: String, size: CGSize) {
        self.root = root
        self.title = title
        self.size = size
        input = InputDispatcher(root: root)
    }

    /// Opens the window and shows the tree until the window is closed.
    ///
    /// One window runs at a time in a process (SDL2 has one event queue per process).
    ///
    /// - Throws: ``WindowError/noDisplay(_:)`` when there is no display (no X server or Wayland);
    ///   ``WindowError/sdl(_:)`` when SDL cannot create the window; ``WindowError/alreadyRunning``
    ///   for a window that ran before; ``WindowError/anotherWindowIsOpen`` while another window of
    ///   the process runs.
    public func run() async throws(WindowError) {
        guard phase == .idle else { throw .alreadyRunning }
        // SDL2 has one event queue per process: two windows would take each other's events.
        guard Self.openWindow == nil else { throw .anotherWindowIsOpen }
        Self.openWindow = ObjectIdentifier(self)
        defer { Self.openWindow = nil }
        let (events, continuation) = AsyncStream.makeStream(of: HostEvent.self)
        let host = SDLHost(title: title, size: size) { event in continuation.yield(event) }
        try host.start()
        // Ctrl-C and SIGTERM close the window: SDL's own handlers only act while SDL pumps
        // events, and its thread sleeps in SDL_WaitEvent, so the signals are watched here.
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { host.requestClose() }
            source.resume()
            return source
        }
        defer {
            for (source, number) in zip(signals, [SIGINT, SIGTERM]) {
                source.cancel()
                signal(number, SIG_DFL)
            }
        }
        self.host = host
        phase = .running
        startFollowingDesktop()
        root.displayObserver = { [weak self] in self?.setNeedsDisplay() }
        activationObserver = root.animator.addActivationObserver { [weak self] in self?.setNeedsDisplay() }
        input.focusDidChange = { [weak self] node in
            self?.updateTextInput(for: node)
            self?.accessibility?.setNeedsUpdate()
        }
        startAccessibility()
        for await event in events {
            handle(event)
            if case .closed = event { break }
        }
        continuation.finish()
        desktopMonitor?.stop()
        desktopMonitor = nil
        stopAccessibility()
        // The animator gets back the policy it had before the window asked for less motion.
        applyDesktopReducedMotion(false)
        if let activationObserver { root.animator.removeActivationObserver(activationObserver) }
        activationObserver = nil
        root.displayObserver = nil
        input.focusDidChange = nil
        self.host = nil
        rasterizer = nil
        phase = .closed
    }

    /// Closes the window; ``run()`` returns once SDL has closed it. Safe to call while animating,
    /// and more than once.
    public func close() {
        guard phase == .running else { return }
        host?.requestClose()
    }

    /// Draws a new frame soon (after the current one is on screen): something drawn changed.
    /// Changes to view properties, subnodes and layout inputs call it for you.
    public func setNeedsDisplay() {
        accessibility?.setNeedsUpdate()
        needsFrame = true
        guard phase == .running, !isFrameInFlight, !isFrameScheduled else { return }
        // Let the change that asked for it finish first (it may change more): draw on the main
        // actor's next turn.
        isFrameScheduled = true
        Task { @MainActor [weak self] in
            self?.isFrameScheduled = false
            self?.drawIfNeeded()
        }
    }

    // MARK: - Events

    func handle(_ event: HostEvent) {
        switch event {
        case .input(var input):
            rebaseTimestamp(&input)
            self.input.dispatch(input)
        case let .resized(newSize, newScale):
            resize(to: newSize, scale: newScale)
        case .presented:
            isFrameInFlight = false
            let now = root.animator.now
            if wasAnimating, let last = lastPresentTime {
                statistics.recordPresent(interval: now - last, refreshInterval: refreshInterval)
            }
            lastPresentTime = wasAnimating ? now : nil
            drawIfNeeded()
        case .exposed:
            break
        case .focusLost:
            input.cancelAllPresses()
        case .activated(let active):
            isActiveWindow = active
            updateAccessibilityWindow()
        case .moved(let origin):
            screenOrigin = origin
            updateAccessibilityWindow()
        case .quitRequested:
            close()
        case .closed:
            break
        }
    }

    /// Puts an SDL timestamp (seconds since SDL started) on the animator's clock.
    private func rebaseTimestamp(_ event: inout InputEvent) {
        func rebase(_ time: TimeInterval) -> TimeInterval {
            let age = max(0, TimeInterval(SDL_GetTicks64()) / 1000 - time)
            return root.animator.now - age
        }
        switch event {
        case .pointer(var pointer):
            pointer.timestamp = rebase(pointer.timestamp)
            event = .pointer(pointer)
        case .key(var key):
            key.timestamp = rebase(key.timestamp)
            event = .key(key)
        case .scroll(var scroll):
            scroll.timestamp = rebase(scroll.timestamp)
            event = .scroll(scroll)
        case .text:
            break
        }
    }

    private func resize(to newSize: CGSize, scale newScale: CGFloat) {
        size = newSize
        scale = newScale
        updateTraits(animated: false)
        performWithoutAnimation {
            root.frame = CGRect(origin: .zero, size: newSize)
        }
        lastTree = nil
        if newSize.width >= 1, newSize.height >= 1,
           let rasterizer = try? Rasterizer(size: newSize, scale: newScale, backgroundColor: backgroundColor) {
            self.rasterizer = rasterizer
        } else {
            // A 0×0 (minimised) window, or one too large to draw, shows nothing until resized.
            rasterizer = nil
        }
        updateAccessibilityWindow()
        setNeedsDisplay()
    }

    // MARK: - The environment

    /// Reads the desktop's settings and watches them while the window is open.
    private func startFollowingDesktop() {
        guard followsDesktopSettings else {
            updateTraits(animated: false)
            return
        }
        adopt(DesktopSettings.read(), animated: false)
        let monitor = DesktopSettingsMonitor { settings in
            Task { @MainActor [weak self] in self?.adopt(settings, animated: true) }
        }
        if monitor.start() { desktopMonitor = monitor }
    }

    /// Takes new desktop settings: reports what could not be used and updates the traits.
    func adopt(_ settings: DesktopSettings, animated: Bool) {
        guard phase == .running || !animated else { return }
        for problem in settings.problems where !desktopSettings.problems.contains(problem) {
            root.reportError(problem)
        }
        desktopSettings = settings
        updateTraits(animated: animated)
    }

    /// The root's collection: the desktop's, the overrides, the window's scale and size classes.
    var traitCollection: TraitCollection {
        var traits = desktopSettings.traitCollection.applying(traitOverrides)
        traits.displayScale = scale
        traits.horizontalSizeClass = UserInterfaceSizeClass(length: size.width)
        traits.verticalSizeClass = UserInterfaceSizeClass(length: size.height)
        return traits
    }

    /// Gives the root the window's collection (animated: colours cross-fade and layouts
    /// transition) and sets the animator's reduced-motion policy and the background from it.
    private func updateTraits(animated: Bool) {
        let traits = traitCollection
        if followsDesktopReducedMotion { applyDesktopReducedMotion(traits.prefersReducedMotion) }
        do {
            try root.transitionTraitCollection(to: traits, animated: animated)
        } catch {
            root.reportError(error)
        }
        applyDynamicBackground()
    }

    private func applyDynamicBackground() {
        guard let dynamicBackgroundColor else { return }
        let color = dynamicBackgroundColor.resolved(in: root.traitCollection)
        if color != backgroundColor { backgroundColor = color }
    }

    private func updateTextInput(for node: DisplayNode?) {
        guard let host else { return }
        if let node, node.acceptsTextInput {
            let rect = input.convertToWindow(node.textInputRect, from: node) ?? .zero
            host.setTextInput(active: true, rect: rect)
        } else {
            host.setTextInput(active: false, rect: .zero)
        }
    }

    // MARK: - Accessibility

    /// Starts the AT-SPI export.
    private func startAccessibility() {
        let bridge = AccessibilityBridge(root: root, window: accessibilityWindow, bus: accessibilityBus)
        bridge.activeDidChange = { [weak self] _ in self?.setNeedsDisplay() }
        accessibility = bridge
        bridge.start()
    }

    private func stopAccessibility() {
        accessibility?.stop()
        accessibility = nil
    }

    /// The window as assistive technology sees it: the frame, titled with the window's title.
    private var accessibilityWindow: AccessibilityWindow {
        AccessibilityWindow(title: title, frame: CGRect(origin: screenOrigin, size: size), isActive: isActiveWindow)
    }

    private func updateAccessibilityWindow() {
        accessibility?.window = accessibilityWindow
        if accessibility?.isActive == true { setNeedsDisplay() }
    }

    /// Publishes the tree when an assistive technology listens and something changed — or
    /// animations just ended, so that moved nodes announce their final bounds once. Without a
    /// listener it returns at once.
    private func updateAccessibility() {
        guard let accessibility, accessibility.isActive else { return }
        let animating = root.animator.hasRunningAnimations
        if accessibilitySawAnimations, !animating { accessibility.setNeedsUpdate() }
        accessibilitySawAnimations = animating
        accessibility.updateIfNeeded()
    }

    /// Turns the root animator's reduced-motion policy on while the traits ask for less motion,
    /// and back to what it was when they stop asking (the one place the window sets the policy).
    func applyDesktopReducedMotion(_ reduce: Bool) {
        let animator = root.animator
        if reduce {
            if policyBeforeDesktop == nil { policyBeforeDesktop = animator.reducedMotion }
            animator.reducedMotion = .reduceMotion
        } else if let before = policyBeforeDesktop {
            animator.reducedMotion = before
            policyBeforeDesktop = nil
        }
    }

    // MARK: - Drawing

    /// Draws a frame when one is needed and the previous one is on screen. While animations run,
    /// frames follow the display; with only scheduled actions waiting (a caret's blink), the window
    /// sleeps until the next one is due.
    private func drawIfNeeded() {
        guard phase == .running, !isFrameInFlight else { return }
        let animator = root.animator
        let isAnimating = animator.hasRunningAnimations
        guard needsFrame || isAnimating || isDue(animator) else {
            wasAnimating = false
            lastPresentTime = nil
            scheduleWakeUp(for: animator)
            return
        }
        needsFrame = false
        wasAnimating = isAnimating
        drawFrame()
        if !isFrameInFlight {
            // No pixel changed: look again a refresh later while something runs, else at the next
            // scheduled action.
            if animator.hasRunningAnimations {
                wake(after: refreshInterval)
            } else {
                scheduleWakeUp(for: animator)
            }
        }
    }

    /// Whether a scheduled action of `animator` is due now.
    private func isDue(_ animator: Animator) -> Bool {
        guard let next = animator.nextScheduledActionTime else { return false }
        return next <= animator.now
    }

    /// Wakes the window when `animator`'s next scheduled action is due, if any.
    private func scheduleWakeUp(for animator: Animator) {
        guard let next = animator.nextScheduledActionTime, next.isFinite else { return }
        wake(after: max(0, next - animator.now))
    }

    private func wake(after delay: TimeInterval) {
        pendingWakeUps += 1
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(delay))
            self?.pendingWakeUps -= 1
            self?.drawIfNeeded()
        }
    }

    /// Whether the window waits for nothing: no frame needed, scheduled or on its way to the
    /// screen, and no wake-up pending — it draws again only when something changes. Tests wait
    /// for it instead of sleeping.
    var isIdle: Bool {
        !needsFrame && !isFrameScheduled && !isFrameInFlight && pendingWakeUps == 0
    }

    private func drawFrame() {
        let start = ContinuousClock.now
        root.animator.tick()
        do {
            try root.layoutIfNeeded()
        } catch {
            root.reportError(error)
        }
        let tree = root.presentationTree()
        input.presentedTree = tree
        updateAccessibility()
        if tree == lastTree, wasAnimating { lastPresentTime = root.animator.now }
        guard let rasterizer, let host, tree != lastTree else { return }
        do {
            try rasterizer.draw(tree)
        } catch {
            root.reportError(error)
            return
        }
        lastTree = tree
        guard rasterizer.damagedRectCount > 0 else { if wasAnimating { lastPresentTime = root.animator.now }; return }
        // The rectangles are read in place: no array per frame.
        rasterizer.withUnsafePixels { pixels, bytesPerRow in
            host.mailbox.post(
                pixelWidth: rasterizer.pixelWidth, pixelHeight: rasterizer.pixelHeight,
                bytesPerRow: bytesPerRow, source: pixels.baseAddress!, rects: { body in rasterizer.forEachDamagedRect(body) }
            )
        }
        host.frameReady()
        isFrameInFlight = true
        let elapsed = ContinuousClock.now - start
        statistics.recordDraw(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
}
