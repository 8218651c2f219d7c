import Foundation
import Testing
@testable import MorphMotion

/// The Chromium reference tables in `Fixtures/` (see `Fixtures/README.md`).
enum Fixtures {
    struct CurveTable: Decodable {
        let source: String
        let curves: [String: Curve]
    }

    struct Curve: Decodable {
        let css: String
        let samples: [[Double]]
    }

    struct TransformTable: Decodable {
        let source: String
        let transforms: [TransformCase]
    }

    struct TransformCase: Decodable {
        let from: String
        let to: String
        let fromMatrix: String
        let toMatrix: String
        let samples: [Sample]

        struct Sample: Decodable {
            let fraction: Double
            let matrix: String

            init(from decoder: Decoder) throws {
                var container = try decoder.unkeyedContainer()
                fraction = try container.decode(Double.self)
                matrix = try container.decode(String.self)
            }
        }
    }

    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    static func curves() throws -> CurveTable {
        try JSONDecoder().decode(CurveTable.self, from: data("curves"))
    }

    static func transforms() throws -> TransformTable {
        try JSONDecoder().decode(TransformTable.self, from: data("transforms"))
    }

    /// Parses CSS `cubic-bezier(x1, y1, x2, y2)` or `linear`.
    static func timingCurve(css: String) -> TimingCurve? {
        if css == "linear" { return .linear }
        guard css.hasPrefix("cubic-bezier("), css.hasSuffix(")") else { return nil }
        let numbers = css.dropFirst("cubic-bezier(".count).dropLast()
            .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4 else { return nil }
        return TimingCurve(controlPoint1: CGPoint(x: numbers[0], y: numbers[1]), controlPoint2: CGPoint(x: numbers[2], y: numbers[3]))
    }
}
