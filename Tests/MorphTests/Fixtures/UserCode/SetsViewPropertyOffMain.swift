// Setting a view property off the main actor: refused by the compiler. Expected: "main
// actor-isolated property 'frame' can not be mutated from a nonisolated context".
import Morph

func resize(_ node: DisplayNode) {
    node.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
}
