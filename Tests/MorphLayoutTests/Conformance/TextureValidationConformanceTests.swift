import Foundation
import MorphTestSupport
import MorphLayout
import Testing

/// Texture's `ASDisplayNodeLayoutTests` validation cases that concern layouts: sizes that cannot
/// be displayed are rejected (Texture throws in debug builds; Morph throws a typed error).
@Suite("Texture validation conformance")
struct TextureValidationConformanceTests {
    static let floatMax = CGFloat(Float.greatestFiniteMagnitude)

    @Test("layouts with sizes that cannot be displayed are rejected")
    func validation() {
        var results: [(name: String, failure: String?)] = []
        for entry in ConformanceGroups.cases(forLine: "texture-validation") {
            guard entry.json["expected"]?["throws"] == .bool(true) else {
                results.append((entry.name, "unknown expectation"))
                continue
            }
            let threw: Bool
            switch entry.name {
            case "ASDisplayNodeLayoutTests.testThatLayoutWithInvalidSizeCausesException":
                threw = Self.wrapperInExactFloatMaxRangeThrows()
            case "ASDisplayNodeLayoutTests.testThatLayoutCreatedWithInvalidSizeCausesException":
                threw = Self.layoutsWithInvalidSizesThrow()
            default:
                results.append((entry.name, "no check for this case"))
                continue
            }
            results.append((entry.name, threw ? nil : "did not throw"))
        }
        let failures = ConformanceGroups.report(line: "texture-validation", results: results)
        #expect(results.count == 2)
        #expect(failures.isEmpty, "\(failures)")
    }

    /// A node whose content is a wrapper around a plain node, laid out in exactly {0, FLT_MAX}.
    static func wrapperInExactFloatMaxRangeThrows() -> Bool {
        let json = """
        {"name": "validation", "setup": {"sizeRange": {"min": [0, \(Double(floatMax))], "max": [0, \(Double(floatMax))]},
         "spec": {"type": "wrapper", "children": [{"type": "node", "id": "plain"}]}}}
        """
        do {
            let textureCase = try TextureCase(json: JSONValue(parsing: Data(json.utf8)))
            _ = try textureCase.layout()
            return false
        } catch let error as TextureCaseError {
            if case .layout(.invalidLayoutSize) = error.problem { return true }
            return false
        } catch {
            return false
        }
    }

    /// `Layout(element:size:)` with FLT_MAX, CGFLOAT_MAX or infinity.
    static func layoutsWithInvalidSizesThrow() -> Bool {
        let context = LayoutContext(screenScale: 2)
        let sizes = [
            CGSize(width: floatMax, height: floatMax),
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude),
            CGSize(width: CGFloat.infinity, height: CGFloat.infinity),
        ]
        return sizes.allSatisfy { size in
            do {
                _ = try Layout(element: LayoutBox("node"), size: size, context: context)
                return false
            } catch let error as LayoutError {
                if case .invalidLayoutSize = error { return true }
                return false
            } catch {
                return false
            }
        }
    }
}
