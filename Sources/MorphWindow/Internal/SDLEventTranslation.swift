import CSDL2
import Foundation
import Morph

/// Turns SDL's input events into Morph's ``InputEvent`` values, in window points.
///
/// Timestamps are seconds since SDL started (`SDL_GetTicks64`); the window re-bases them on its
/// animator's clock. Touches are pointers numbered from 1 (the mouse is 0); the mouse events SDL
/// synthesises from touches are dropped, so a touch is not delivered twice.
struct SDLEventTranslation {
    /// The touch mouse id SDL gives synthesised mouse events (`SDL_TOUCH_MOUSEID`, (Uint32)-1).
    private static let touchMouseID = UInt32.max

    /// Whether the primary mouse button is down (so motion is `.moved`, not `.hovered`).
    private var buttonsDown = 0

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
            return .pointer(PointerEvent(isDown ? .began : .ended, at: location, pointerID: 0, button: button, timestamp: timestamp, modifiers: modifiers))
        case SDL_MOUSEMOTION:
            guard event.motion.which != Self.touchMouseID else { return nil }
            let location = CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y))
            return .pointer(PointerEvent(buttonsDown > 0 ? .moved : .hovered, at: location, pointerID: 0, timestamp: timestamp, modifiers: modifiers))
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
        case Int(SDLK_SPACE.rawValue): .space
        case 33...126:
            Character(Unicode.Scalar(UInt8(code))).lowercased().first.map(KeyEvent.Key.character) ?? .other(Int(code))
        default: .other(Int(code))
        }
    }
}
