import Foundation
import Morph
import Testing
@testable import MorphElements

@Suite("ComponentHost: subnode order")
@MainActor
struct HostedChildOrderTests {
    @Test("the nodes that stay are a longest increasing run of current positions; new nodes never stay")
    func longestRun() {
        #expect(HostedChild.longestIncreasingRun([3, 0, 1, 2]) == [false, true, true, true])
        #expect(HostedChild.longestIncreasingRun([nil, 0, nil, 1]) == [false, true, false, true])
        #expect(HostedChild.longestIncreasingRun([2, 1, 0]).filter { $0 }.count == 1)
        #expect(HostedChild.longestIncreasingRun([]) == [])
        #expect(HostedChild.longestIncreasingRun([nil, nil]) == [false, false])
        let shuffled = [5, 1, 6, 2, 7, 3, 0, 4]
        let run = HostedChild.longestIncreasingRun(shuffled)
        let kept = zip(shuffled, run).filter(\.1).map(\.0)
        #expect(kept == kept.sorted() && kept.count == 4)
    }

    @Test("random reorderings, insertions and removals leave the subnodes in list order")
    func randomOrders() {
        var generator = ComponentHostRandomTests.Generator(state: 42)
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
