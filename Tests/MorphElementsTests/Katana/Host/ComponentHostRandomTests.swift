import Foundation
import MorphTestSupport
import Morph
import Testing
@testable import MorphElements

/// Random sequences of animated and plain updates, interrupted at random times, on
/// ``ComponentHostAnimationTests/Deck``: the host's node tree stays consistent throughout and ends
/// as exactly the last update's children.
@Suite("ComponentHost: random updates")
@MainActor
struct ComponentHostRandomTests {
    typealias Deck = ComponentHostAnimationTests.Deck

    /// A random list of distinct keys from a small pool, some of them containers.
    static func randomCards(_ random: inout SplitMix64, depth: Int = 0) -> [Deck.Card] {
        let pool = depth == 0 ? ["a", "b", "c", "d", "e", "f", "g"] : ["x", "y", "z"]
        return pool.shuffled(using: &random).prefix(Int.random(in: 0...pool.count, using: &random)).map { key in
            let x = CGFloat(Int.random(in: 0...200, using: &random))
            let children = depth == 0 && key < "c" ? randomCards(&random, depth: 1) : nil
            return Deck.Card(key, x: x, children: children)
        }
    }

    /// The tree below `node` as text: `key@x[children]`, with model values.
    static func tree(of node: DisplayNode) -> String {
        node.subnodes.map { child in
            let children = child.subnodes.isEmpty ? "" : "[\(tree(of: child))]"
            return "\(child.name ?? "?")@\(child.frame.minX)\(children)"
        }.joined(separator: " ")
    }

    /// The tree the cards describe, in the same text.
    static func tree(of cards: [Deck.Card]) -> String {
        cards.map { card in
            let children = (card.children ?? []).isEmpty ? "" : "[\(tree(of: card.children ?? []))]"
            return "\(card.key)@\(card.x)\(children)"
        }.joined(separator: " ")
    }

    /// Every node below `node`.
    static func descendants(of node: DisplayNode) -> [DisplayNode] {
        node.subnodes.flatMap { [$0] + descendants(of: $0) }
    }

    @Test("random animated and plain updates with interruptions end in the last update's tree", arguments: 0..<40)
    func randomUpdates(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 7_919 &+ 1)
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let host = ComponentHost<Deck>(props: Deck.Props(cards: Self.randomCards(&random)), animator: animator)
        var removed = Set<ObjectIdentifier>()
        // Removed nodes are kept alive here so their identifiers are never reused by new nodes.
        var graveyard: [DisplayNode] = []
        var inTree: [ObjectIdentifier: DisplayNode] = [:]
        var problems: [String] = []

        func audit(_ moment: String) {
            let nodes = Self.descendants(of: host.node)
            let ids = nodes.map(ObjectIdentifier.init)
            if Set(ids).count != ids.count { problems.append("\(moment): a node appears twice") }
            for parent in [host.node] + nodes {
                let names = parent.subnodes.compactMap(\.name)
                if Set(names).count != names.count { problems.append("\(moment): two nodes for one key under \(parent.name ?? "root"): \(names)") }
            }
            if host.node.subnodes != host.childNodes { problems.append("\(moment): subnodes and child nodes differ") }
            let current = Set(ids)
            for (id, node) in inTree where !current.contains(id) {
                if !removed.insert(id).inserted { problems.append("\(moment): a node was removed twice") }
                graveyard.append(node)
            }
            for id in ids where removed.contains(id) {
                problems.append("\(moment): a removed node came back")
            }
            inTree = Dictionary(uniqueKeysWithValues: zip(ids, nodes))
        }

        audit("start")
        var last: [Deck.Card] = []
        for step in 0..<12 {
            last = Self.randomCards(&random)
            let animated = Bool.random(using: &random)
            let duration = [0.1, 0.3, 0.5, 1.0][Int.random(in: 0..<4, using: &random)]
            host.update(props: Deck.Props(cards: last, animated: animated, duration: duration))
            audit("update \(step)")
            clock.advance(by: Double(Int.random(in: 0...8, using: &random)) / 10, framesPerSecond: 20)
            audit("after update \(step)")
        }
        clock.advance(by: 2)
        audit("end")
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
        #expect(graveyard.allSatisfy { $0.supernode == nil || !$0.isDescendant(of: host.node) }, "seed \(seed)")
        #expect(Self.tree(of: host.node) == Self.tree(of: last), "seed \(seed)")
        #expect(Self.descendants(of: host.node).allSatisfy { $0.presentation.alpha == 1 && $0.presentation.frame == $0.frame }, "seed \(seed)")
        #expect(!animator.hasActiveAnimations, "seed \(seed)")
        #expect(host.runningAnimation == nil, "seed \(seed)")
    }
}
