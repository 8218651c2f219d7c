import Foundation
import MorphElements

/// The failures found while checking one fixture case; empty means the case passed.
struct CaseCheck {
    private(set) var failures: [String] = []

    mutating func fail(_ message: String) {
        failures.append(message)
    }

    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append(message()) }
    }

    mutating func equal<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String) {
        if actual != expected { failures.append("\(what): expected \(expected), got \(actual)") }
    }

    mutating func close(_ actual: CGFloat, _ expected: Double, _ what: String, tolerance: Double = 1e-9) {
        if !(abs(Double(actual) - expected) <= tolerance) {
            failures.append("\(what): expected \(expected), got \(actual)")
        }
    }

    mutating func close(_ actual: CGRect, _ expected: CGRect?, _ what: String, tolerance: Double = 1e-9) {
        guard let expected else {
            failures.append("\(what): the fixture has no rectangle")
            return
        }
        let pairs = [(actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width), (actual.height, expected.height)]
        if pairs.contains(where: { !(abs(Double($0 - $1)) <= tolerance) }) {
            failures.append("\(what): expected \(expected), got \(actual)")
        }
    }

    mutating func close(_ actual: CGPoint, _ expected: CGPoint?, _ what: String, tolerance: Double = 1e-9) {
        guard let expected else {
            failures.append("\(what): the fixture has no point")
            return
        }
        if !(abs(Double(actual.x - expected.x)) <= tolerance && abs(Double(actual.y - expected.y)) <= tolerance) {
            failures.append("\(what): expected \(expected), got \(actual)")
        }
    }
}
