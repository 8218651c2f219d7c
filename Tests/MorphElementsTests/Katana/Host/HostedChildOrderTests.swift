import Foundation
import MorphTestSupport
import Morph
import Testing
@testable import MorphElements

@Suite("ComponentHost: subnode order")
@MainActor
struct HostedChildOrderTests {
    @Test("random reorderings, insertions and removals leave the subnodes in list order")
    func randomOrders() {
        var generator = SplitMix64(seed: 42)
        let keys = (0..<30).map { "k\($0)" }
        let host = ComponentHost<ComponentHostAnimationTests.Deck>(props: .init(cards: []), animator: Animator(clock: ManualClock()))
        for _ in 0..<50 {
            let cards = keys.shuffled(using: &generator).prefix(Int.random(in: 0...30, using: &generator)).map { ComponentHostAnimationTests.Deck.Card($0, x: 0) }
            host.update(props: .init(cards: Array(cards), animated: false))
            #expect(host.node.subnodes.map { $0.name ?? "" } == cards.map(\.key))
            #expect(host.node.subnodes == host.childNodes)
        }
    }
}
