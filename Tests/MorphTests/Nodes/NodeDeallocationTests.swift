import Morph
import Testing

@Suite("Freeing node trees")
@MainActor
struct NodeDeallocationTests {
    @Test("a chain of 100,000 nested nodes is freed without overflowing the stack, every node of it")
    func deepChain() {
        weak var deepest: DisplayNode?
        weak var root: DisplayNode?
        do {
            var top = DisplayNode(name: "leaf")
            deepest = top
            // Built bottom-up: each new node adopts the chain so far (no ancestors to check).
            for level in 1..<100_000 {
                let parent = DisplayNode(name: "level \(level)")
                do {
                    try parent.addSubnode(top)
                } catch {
                    Issue.record("level \(level): \(error)")
                    return
                }
                top = parent
            }
            root = top
            #expect(deepest?.supernode != nil)
        }
        #expect(root == nil)
        #expect(deepest == nil)
    }
}
