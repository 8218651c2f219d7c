import CSDL2
import Foundation
import Morph

/// Turns SDL's input events into Morph's ``InputEvent`` values, in window points.
///
/// Timestamps are seconds since SDL started (`SDL_GetTicks64`); the window re-bases them on its
/// animator's clock. Touches are pointers numbered from 1 (the mouse is 0); the mouse events SDL
/// synthesises from touches are dropped, so a touch is not delivered twice.
///
/// Wheel events become ``ScrollEvent``s with the DOM's signs (positive scrolls down or right).
/// SDL reports a clicking wheel in whole notches and a touchpad or a smooth wheel in fractions of
/// one (`preciseX`/`preciseY`, in Wayland's axis units of 10 points), and has no gesture phases:
/// once a mouse has sent a fraction, its wheel events are points (10 per unit), moved directly;
/// until then they are notches, which a scroll node turns into animated steps. Shift turns a
/// vertical wheel into a horizontal one, as desktop toolkits do.
struct SDLEventTranslation {
    /// The touch mouse id SDL gives synthesised mouse events (`SDL_TOUCH_MOUSEID`, (Uint32)-1).
    private static let touchMouseID = UInt32.max
    /// Points per unit of SDL's precise wheel deltas (Wayland's axis unit, which SDL divides by).
    static let pointsPerPreciseUnit: CGFloat = 10

    /// Whether the primary mouse button is down (so motion is `.moved`, not `.hovered`).
    private var buttonsDown = 0
    /// The mice that sent fractional wheel deltas (touchpads, smooth wheels).
    private var preciseMice: Set<UInt32> = []
    /// Where the mouse was last seen, for wheel events of an SDL older than 2.26 (no position).
    private var pointer = CGPoint.zero

    /// The event as Morph input, or nil for events Morph does not use.
    mutating func translate(_ event: SDL_Event, windowSize: CGSize) -> InputEvent? {
        let timestamp = TimeInterval(event.common.timestamp) / 1000
        let modifiers = Self.modifiers(SDL_GetModState())
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard event.button.which != Self.touchMouseID, let button = Self.button(event.button.button) else { return nil }
            let isDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            buttonsDown = max(0, buttonsDown + (isDown ? 1 : -1))
            let location = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
            pointer = location
            return .pointer(PointerEvent(isDown ? .began : .ended, at: location, pointerID: 0, button: button, timestamp: timestamp, modifiers: modifiers))
        case SDL_MOUSEMOTION:
            guard event.motion.which != Self.touchMouseID else { return nil }
            let location = CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y))
            pointer = location
            return .pointer(PointerEvent(buttonsDown > 0 ? .moved : .hovered, at: location, pointerID: 0, timestamp: timestamp, modifiers: modifiers))
        case SDL_MOUSEWHEEL:
            guard event.wheel.which != Self.touchMouseID else { return nil }
            return wheel(event.wheel, timestamp: timestamp, modifiers: modifiers).map(InputEvent.scroll)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let phase: PointerEvent.Phase = event.type == SDL_FINGERDOWN.rawValue ? .began : event.type == SDL_FINGERUP.rawValue ? .ended : .moved
            // Finger coordinates are normalised to the window, 0…1.
            let location = CGPoint(x: CGFloat(event.tfinger.x) * windowSize.width, y: CGFloat(event.tfinger.y) * windowSize.height)
            let finger = Int(truncatingIfNeeded: event.tfinger.fingerId)
            return .pointer(PointerEvent(phase, at: location, pointerID: finger &+ 1, timestamp: timestamp, modifiers: modifiers))
        case SDL_KEYDOWN, SDL_KEYUP:
            let phase: KeyEvent.Phase = event.type == SDL_KEYDOWN.rawValue ? .down : .up
            return .key(KeyEvent(phase, Self.key(event.key.keysym.sym), modifiers: modifiers, isRepeat: event.key.repeat != 0, timestamp: timestamp))
        case SDL_TEXTINPUT:
            var text = event.text.text
            let string = withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return string.isEmpty ? nil : .text(.commit(string))
        case SDL_TEXTEDITING:
            var text = event.edit.text
            let string = withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .text(.composition(text: string, cursor: Int(max(event.edit.start, 0))))
        default:
            return nil
        }
    }

    /// A wheel event as a scroll event (see the type's discussion), or nil when it moves nothing.
    mutating func wheel(_ wheel: SDL_MouseWheelEvent, timestamp: TimeInterval, modifiers: KeyModifiers) -> ScrollEvent? {
        var x = CGFloat(wheel.preciseX), y = CGFloat(wheel.preciseY)
        if !x.isFinite || !y.isFinite || (x == 0 && y == 0) {
            // An SDL before 2.0.18 leaves the precise fields at zero.
            x = CGFloat(wheel.x)
            y = CGFloat(wheel.y)
        }
        guard x.isFinite, y.isFinite, x != 0 || y != 0 else { return nil }
        if wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) {
            x = -x
            y = -y
        }
        if x.rounded() != x || y.rounded() != y { preciseMice.insert(wheel.which) }
        // SDL's y is positive away from the user (scroll up); the DOM's delta is positive down.
        var delta = CGPoint(x: x, y: -y)
        if modifiers.contains(.shift), delta.x == 0 {
            delta = CGPoint(x: delta.y, y: 0)
        }
        if wheel.mouseX != 0 || wheel.mouseY != 0 {
            pointer = CGPoint(x: CGFloat(wheel.mouseX), y: CGFloat(wheel.mouseY))
        }
        if preciseMice.contains(wheel.which) {
            let points = CGPoint(x: delta.x * Self.pointsPerPreciseUnit, y: delta.y * Self.pointsPerPreciseUnit)
            return ScrollEvent(delta: points, granularity: .points, at: pointer, timestamp: timestamp, modifiers: modifiers)
        }
        return ScrollEvent(delta: delta, granularity: .notches, at: pointer, timestamp: timestamp, modifiers: modifiers)
    }

    static func button(_ button: UInt8) -> PointerEvent.Button? {
        switch Int32(button) {
        case SDL_BUTTON_LEFT: .primary
        case SDL_BUTTON_RIGHT: .secondary
        case SDL_BUTTON_MIDDLE: .middle
        default: nil
        }
    }

    static func modifiers(_ state: SDL_Keymod) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        let raw = state.rawValue
        if raw & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if raw & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if raw & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if raw & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        return modifiers
    }

    static func key(_ code: SDL_Keycode) -> KeyEvent.Key {
        switch Int(code) {
        case Int(SDLK_TAB.rawValue): .tab
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): .return
        case Int(SDLK_ESCAPE.rawValue): .escape
        case Int(SDLK_BACKSPACE.rawValue): .backspace
        case Int(SDLK_DELETE.rawValue): .delete
        case Int(SDLK_LEFT.rawValue): .left
        case Int(SDLK_RIGHT.rawValue): .right
        case Int(SDLK_UP.rawValue): .up
        case Int(SDLK_DOWN.rawValue): .down
        case Int(SDLK_HOME.rawValue): .home
        case Int(SDLK_END.rawValue): .end
        case Int(SDLK_PAGEUP.rawValue): .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): .pageDown
        case Int(SDLK_SPACE.rawValue): .space
        case 33...126:
            Character(Unicode.Scalar(UInt8(code))).lowercased().first.map(KeyEvent.Key.character) ?? .other(Int(code))
        default: .other(Int(code))
        }
    }
}
