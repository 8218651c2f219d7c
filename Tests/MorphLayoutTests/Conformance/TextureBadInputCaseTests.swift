import MorphCases
import Foundation
import MorphLayout
import Testing

/// The Texture cases of issue 14 §4 that produced infinite or absurd numbers: each now gets a
/// typed error naming the case and the JSON path, or a finite result as its `expected` says.
@Suite("Texture cases with bad numbers")
struct TextureBadInputCaseTests {
    enum Expectation {
        /// The case is refused when read, at this JSON path, with an invalid value.
        case readError(path: String)
        /// The case is read but its layout is refused with an invalid position.
        case invalidPosition
        /// The case lays out as its `expected` says.
        case expectedLayout
    }

    static let expectations: [String: Expectation] = [
        "screenScale 1e308": .readError(path: "$.setup.screenScale"),
        "screenScale CGFLOAT_MAX": .readError(path: "$.setup.screenScale"),
        "screenScale 1e-320": .readError(path: "$.setup.screenScale"),
        "screenScale 1e-25": .readError(path: "$.setup.screenScale"),
        "screenScale 1e29": .readError(path: "$.setup.screenScale"),
        "inset 9e307": .invalidPosition,
        "layoutPosition 9e307": .invalidPosition,
        "corner offset 9e307": .invalidPosition,
        "screenScale 16 is the largest accepted": .expectedLayout,
        "screenScale 0.5 is the smallest accepted": .expectedLayout,
    ]

    /// Nil when the case meets its expectation, else what happened instead.
    static func check(_ result: Result<TextureCase, TextureCaseError>, _ expectation: Expectation) -> String? {
        switch (result, expectation) {
        case (.failure(let error), .readError(let path)):
            guard error.path == path, case .invalidValue = error.problem else { return "\(error)" }
            return nil
        case (.failure(let error), _):
            return "refused when read: \(error)"
        case (.success(let textureCase), .readError):
            return "read without error (screen scale \(textureCase.screenScale))"
        case (.success(let textureCase), .invalidPosition):
            do {
                let result = try textureCase.layout()
                return "laid out: \(result)"
            } catch {
                guard error.path == "$.setup.spec", case .layout(.invalidLayoutPosition(let position?, _)) = error.problem,
                      !Layout.isValidPosition(position)
                else { return "\(error)" }
                return nil
            }
        case (.success(let textureCase), .expectedLayout):
            do {
                let result = try textureCase.layout()
                let numbers = [result.size.width, result.size.height] + result.frames.flatMap {
                    [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height]
                }
                guard numbers.allSatisfy(\.isFinite) else { return "non-finite result \(result)" }
                guard textureCase.expected != nil else { return "no expectation" }
                return try textureCase.verify().map { "differs at scale \($0.screenScale): \($0.difference)" }
            } catch {
                return "\(error)"
            }
        }
    }

    @Test("every bad number gets a typed error at its JSON path, or a finite layout")
    func badNumbers() throws {
        let url = try #require(Bundle.module.url(forResource: "texture-bad-input", withExtension: "json", subdirectory: "Fixtures"))
        let results = TextureCase.cases(in: try Data(contentsOf: url), name: "texture-bad-input.json")
        var failures: [String] = []
        var names: Set<String> = []
        for (offset, result) in results.enumerated() {
            let name: String
            switch result {
            case .success(let textureCase): name = textureCase.name
            case .failure(let error): name = error.caseName
            }
            names.insert(name)
            guard let expectation = Self.expectations[name] else {
                failures.append("case #\(offset) \(name): no expectation")
                continue
            }
            if let failure = Self.check(result, expectation) { failures.append("\(name): \(failure)") }
        }
        print("conformance texture-bad-input: \(results.count - failures.count)/\(results.count) passed")
        #expect(names == Set(Self.expectations.keys), "cases without a check, or checks without a case")
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("the screen scale is clamped into 0.5...16, or validated")
    func screenScaleRange() {
        #expect(PixelRounding.screenScaleRange == 0.5...16)
        #expect(PixelRounding(screenScale: 1e-25).screenScale == 0.5)
        #expect(PixelRounding(screenScale: 1e29).screenScale == 16)
        #expect(PixelRounding(screenScale: 3).screenScale == 3)
        #expect(LayoutContext(screenScale: .greatestFiniteMagnitude).screenScale == 16)
        #expect(throws: LayoutError.self) { try LayoutContext(validatingScreenScale: 1e-25) }
        #expect(throws: LayoutError.self) { try LayoutContext(validatingScreenScale: .nan) }
        #expect(throws: Never.self) { try LayoutContext(validatingScreenScale: 0.5) }
        #expect(throws: Never.self) { try LayoutContext(validatingScreenScale: 16) }
        // The absurd sizes of issue 14 are gone: a scale clamped to 0.5 or 16 rounds sensibly.
        #expect(PixelRounding(screenScale: 1e-25).ceil(10) == 10)
        #expect(PixelRounding(screenScale: 1e29).ceil(0) == 0)
    }

    @Test("positions 10^14 points or more from the parent are refused, not flattened to infinity")
    func positionBound() throws {
        let context = LayoutContext(screenScale: 2)
        let leaf = LayoutBox("leaf", width: 1, height: 1)
        let far = try Layout(element: leaf, size: CGSize(width: 1, height: 1), context: context)
        for x: CGFloat in [9e307, -1e14, 1e14, .infinity, .nan] {
            #expect(throws: LayoutError.self) {
                try Layout(element: LayoutSpec(), size: .zero, position: CGPoint(x: x, y: 0), sublayouts: [], context: context)
            }
        }
        #expect(throws: Never.self) {
            try Layout(element: LayoutSpec(), size: .zero, position: CGPoint(x: 9.9e13, y: -9.9e13), sublayouts: [], context: context)
        }
        #expect(far.size == CGSize(width: 1, height: 1))
    }
}
