import CSDL2
import Foundation
import Morph
@testable import MorphWindow
import Testing

/// Wheel events through SDL: the translation's signs, units and Shift, and a wheel scrolling a
/// scroll node in an offscreen window. In the window suite's extension, so they run one at a time
/// with its other windows.
extension WindowTests {
    func wheelEvent(x: Float, y: Float, which: UInt32 = 0, flipped: Bool = false) -> SDL_MouseWheelEvent {
        var wheel = SDL_MouseWheelEvent()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.which = which
        wheel.x = x.isFinite ? Int32(x.rounded(.towardZero)) : 0
        wheel.y = y.isFinite ? Int32(y.rounded(.towardZero)) : 0
        wheel.preciseX = x
        wheel.preciseY = y
        wheel.direction = flipped ? UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) : UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
        wheel.mouseX = 40
        wheel.mouseY = 30
        return wheel
    }

    @Test("SDL wheel events become scroll events: notches until a mouse sends a fraction, DOM signs, Shift turns vertical into horizontal")
    func wheelTranslation() throws {
        var translation = SDLEventTranslation()
        func translate(_ wheel: SDL_MouseWheelEvent, _ modifiers: KeyModifiers = []) -> ScrollEvent? {
            translation.wheel(wheel, timestamp: 1, modifiers: modifiers)
        }
        let down = try #require(translate(wheelEvent(x: 0, y: -1)))
        #expect(down.delta == CGPoint(x: 0, y: 1), "turning the wheel toward you scrolls down")
        #expect(down.granularity == .notches)
        #expect(down.location == CGPoint(x: 40, y: 30))
        #expect(down.phase == nil)
        let flipped = try #require(translate(wheelEvent(x: 0, y: -1, flipped: true)))
        #expect(flipped.delta == CGPoint(x: 0, y: -1))
        let sideways = try #require(translate(wheelEvent(x: 0, y: -2), .shift))
        #expect(sideways.delta == CGPoint(x: 2, y: 0), "Shift and the wheel scroll horizontally")
        let right = try #require(translate(wheelEvent(x: 1, y: 0)))
        #expect(right.delta == CGPoint(x: 1, y: 0))
        let touchpad = try #require(translate(wheelEvent(x: 0, y: 0.35, which: 3)))
        #expect(touchpad.granularity == .points)
        #expect(abs(touchpad.delta.y + 3.5) < 1e-5, "a fraction is precise: 10 points a unit")
        let touchpadWhole = try #require(translate(wheelEvent(x: 0, y: 1, which: 3)))
        #expect(touchpadWhole.granularity == .points, "once a mouse sent a fraction its whole units are points too")
        #expect(translate(wheelEvent(x: 0, y: 0)) == nil)
        #expect(translate(wheelEvent(x: .nan, y: .nan)) == nil)
    }

    @Test("a wheel through SDL scrolls a scroll node in the window")
    func wheelScrollsWindow() async throws {
        let root = DisplayNode(name: "root")
        let scroll = ScrollNode(name: "scroll")
        let rows = (0..<20).map { index -> DisplayNode in
            let row = DisplayNode(name: "row \(index)")
            row.style.height = .points(40)
            row.backgroundColor = index % 2 == 0 ? .red : .blue
            return row
        }
        scroll.automaticallyManagesSubnodes = true
        scroll.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: rows) }
        scroll.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        try root.addSubnode(scroll)
        try await withWindow(root) { _ in
            for _ in 0..<3 {
                push { event in
                    event.wheel = wheelEvent(x: 0, y: -1)
                    event.wheel.timestamp = SDL_GetTicks()
                }
            }
            #expect(await waitUntil { scroll.contentOffset.y == 3 * 48 && !scroll.isAnimating })
        }
    }

}
