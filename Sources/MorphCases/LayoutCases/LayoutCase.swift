import Foundation

/// A layout case in either of Morph's two case formats: a Texture spec case, laid out with the
/// layout specs, or a case in Yoga's format, laid out with the flexbox engine.
///
/// This is the API behind `morph layout`. ``entries(in:inputName:)`` reads one case or an array
/// of cases — the formats may be mixed, each case's format is recognised from its keys —,
/// ``layout()`` lays a case out with its engine and returns a ``LayoutCaseResult`` in the shape of
/// the case's `expected`, and ``check(tolerance:)`` compares with `expected`:
///
/// ```swift
/// var passed = 0, failed = 0
/// for entry in LayoutCase.entries(in: data, inputName: "cases.json") {
///     switch entry {
///     case .layoutCase(let layoutCase):
///         do {
///             if let difference = try layoutCase.check(tolerance: 1e-3) {
///                 print("case \"\(layoutCase.name)\": \(difference)")
///                 failed += 1
///             } else {
///                 passed += 1
///             }
///         } catch {
///             print(error)
///             failed += 1
///         }
///     case .invalid(let error):
///         print(error)
///         failed += 1
///     case .otherKind:
///         break
///     }
/// }
/// print("\(passed) passed, \(failed) failed")
/// ```
///
/// Both formats go through their own public case APIs — `TextureCase` (`layout(screenScale:)`,
/// `verify(tolerance:)`) and ``FlexCase`` (``FlexCase/layout()``,
/// ``FlexCaseLayout/firstDifference(from:tolerance:)``) — the code paths of the conformance
/// suites, so `morph layout --check` counts what the suites count.
public struct LayoutCase: Sendable {
    /// A case's format, with the case as that format's API reads it.
    public enum Format: Sendable {
        /// A Texture spec case (`setup.spec`, `setup.sizeRange`, `setup.screenScale`), laid out
        /// with the layout specs at its screen scale.
        case texture(TextureCase)
        /// A case in Yoga's format (`config`, `direction`, `availableWidth`, `availableHeight`,
        /// `root`), laid out with the flexbox engine.
        case yoga(FlexCase)
    }

    /// The case's name: its `name` (Texture), its `id`, else its `name` (Yoga), else its place in
    /// the input (`case #3`, or `case` for a lone case).
    public let name: String
    /// The case, in its format.
    public let format: Format

    /// Wraps a Texture case; its name is the case's.
    public init(_ textureCase: TextureCase) {
        name = textureCase.name
        format = .texture(textureCase)
    }

    /// Wraps a case in Yoga's format.
    ///
    /// - Parameters:
    ///   - flexCase: the case.
    ///   - fallbackName: the name when the case has neither an `id` nor a `name`.
    public init(_ flexCase: FlexCase, fallbackName: String = "case") {
        name = flexCase.id ?? flexCase.name ?? fallbackName
        format = .yoga(flexCase)
    }

    /// Whether the case is marked as skipped by its source: Yoga's `disabled` (Yoga itself
    /// skips these, its output differing from the browser's). Texture cases are never disabled.
    /// ``layout()`` and ``check(tolerance:)`` run disabled cases like any other; skipping them is
    /// the caller's choice (`morph layout` skips them unless `--include-disabled`).
    public var isDisabled: Bool {
        switch format {
        case .texture: false
        case .yoga(let flexCase): flexCase.isDisabled
        }
    }

    /// The expected result, if the case gives one (Texture: `expected` at the case's screen
    /// scale; Yoga: `expected`).
    public var expected: LayoutCaseResult? {
        switch format {
        case .texture(let textureCase): textureCase.expected.map(LayoutCaseResult.texture)
        case .yoga(let flexCase): flexCase.expected.map(LayoutCaseResult.yoga)
        }
    }

    /// Lays the case out with its engine, in fresh nodes.
    ///
    /// A Texture case is laid out at its own screen scale; its result lists the ranges each node
    /// was measured with only when the case's `expected` lists them (so the result has the shape
    /// of `expected`).
    ///
    /// - Throws: ``LayoutCaseError`` when the engine refuses the case (a Texture layout error
    ///   such as a `CGFLOAT_MAX` size reaching a node, a Yoga tree nested too deeply).
    /// - Complexity: that of the layout, O(n) in the nodes for the specs and the flexbox engine
    ///   in the common case.
    public func layout() throws(LayoutCaseError) -> LayoutCaseResult {
        switch format {
        case .texture(let textureCase):
            do {
                var result = try textureCase.layout()
                if textureCase.expected?.measuredRanges == nil {
                    result.measuredRanges = nil
                }
                return .texture(result)
            } catch {
                throw LayoutCaseError(error)
            }
        case .yoga(let flexCase):
            do {
                return .yoga(try flexCase.layout())
            } catch {
                throw LayoutCaseError(error, caseName: name)
            }
        }
    }

    /// Lays the case out and compares the result with its expectations, within `tolerance`
    /// points.
    ///
    /// A Texture case is checked by `TextureCase.verify(tolerance:)`: at its screen scale against
    /// `expected`, at scale 1 against `expected_at_screenScale_1` where given, and the measured
    /// ranges where `expected` lists them. A Yoga case is laid out and compared node by node,
    /// depth first, with ``FlexCaseLayout/firstDifference(from:tolerance:)``.
    ///
    /// - Parameter tolerance: the largest difference, in points, still counted as equal.
    /// - Returns: nil when the case matches its expectations, else the first difference.
    /// - Throws: ``LayoutCaseError`` when the case cannot be laid out, or with
    ///   ``LayoutCaseError/Problem/noExpectation`` (at `$.expected`) when it has nothing to
    ///   check against.
    public func check(tolerance: CGFloat = 1e-3) throws(LayoutCaseError) -> LayoutCaseDifference? {
        switch format {
        case .texture(let textureCase):
            guard textureCase.expected != nil || textureCase.expectedAtScreenScale1 != nil else {
                throw LayoutCaseError(caseName: name, path: "$.expected", problem: .noExpectation)
            }
            do {
                return try textureCase.verify(tolerance: tolerance).map { found in
                    .texture(found.difference, screenScale: found.screenScale)
                }
            } catch {
                throw LayoutCaseError(error)
            }
        case .yoga(let flexCase):
            guard let expected = flexCase.expected else {
                throw LayoutCaseError(caseName: name, path: "$.expected", problem: .noExpectation)
            }
            let result: FlexCaseLayout
            do {
                result = try flexCase.layout()
            } catch {
                throw LayoutCaseError(error, caseName: name)
            }
            return result.firstDifference(from: expected, tolerance: tolerance).map(LayoutCaseDifference.yoga)
        }
    }
}
