import Foundation
import MorphElements

/// The failures found while checking one fixture case, and how many checks ran. A case passes
/// when it ran at least one check and none failed: a handler that checks nothing (an empty list
/// in the fixture, a loop that never ran) fails.
struct CaseCheck {
    private(set) var failures: [String] = []
    /// The checks run so far, failed or not.
    private(set) var checks = 0

    /// Whether the case passed: some check ran and none failed.
    var passed: Bool {
        checks > 0 && failures.isEmpty
    }

    /// The failures, or a note that no check ran.
    var problems: [String] {
        checks == 0 && failures.isEmpty ? ["no check ran"] : failures
    }

    mutating func fail(_ message: String) {
        checks += 1
        failures.append(message)
    }

    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        checks += 1
        if !condition { failures.append(message()) }
    }

    mutating func equal<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String) {
        checks += 1
        if actual != expected { failures.append("\(what): expected \(expected), got \(actual)") }
    }

    mutating func close(_ actual: CGFloat, _ expected: Double, _ what: String, tolerance: Double = 1e-9) {
        checks += 1
        if !(abs(Double(actual) - expected) <= tolerance) {
            failures.append("\(what): expected \(expected), got \(actual)")
        }
    }

    mutating func close(_ actual: CGRect, _ expected: CGRect?, _ what: String, tolerance: Double = 1e-9) {
        checks += 1
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
        checks += 1
        guard let expected else {
            failures.append("\(what): the fixture has no point")
            return
        }
        if !(abs(Double(actual.x - expected.x)) <= tolerance && abs(Double(actual.y - expected.y)) <= tolerance) {
            failures.append("\(what): expected \(expected), got \(actual)")
        }
    }
}
