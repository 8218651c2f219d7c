import Foundation
import MorphCanvas
import MorphCases
@testable import MorphCLI
import MorphFlex
import MorphLayout
import Testing

/// Texture's reference images: every `reference-image-pixel-exact` case of the Texture fixture,
/// laid out by Morph and painted by `morph layout --png`'s painting (MorphCanvas), must equal
/// Texture's own recorded PNG pixel for pixel — same size, every RGBA value equal.
@Suite("Texture pixel conformance")
struct TexturePixelConformanceTests {
    /// Cases Morph does not pass yet, with the reason. Each must still fail (so a fix is noticed).
    static let knownFailures: [String: String] = [:]

    static var referenceImages: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Conformance
            .deletingLastPathComponent()  // MorphCLITests
            .appendingPathComponent("Fixtures/TextureReferenceImages")
    }

    /// The reference image a case's `source` names.
    static func referenceImageName(in source: String) -> String? {
        guard let range = source.range(of: "reference image ") else { return nil }
        let rest = source[range.upperBound...]
        return rest.split(separator: ")").first.map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    @Test("every pixel-exact Texture case paints exactly Texture's reference image")
    func referenceImages() throws {
        let data = try Data(contentsOf: LayoutRunner.textureFixture)
        guard case .array(let entries) = try JSONValue(parsing: data) else {
            Issue.record("the Texture fixture is not an array")
            return
        }
        var passed = 0
        var failures: [String] = []
        var total = 0
        for entry in entries {
            guard case .object(let members) = entry, case .string("reference-image-pixel-exact")? = members["verification"],
                  case .string(let name)? = members["name"], case .string(let source)? = members["source"]
            else { continue }
            total += 1
            let outcome: String?
            do {
                outcome = try Self.difference(case: entry, source: source)
            } catch {
                outcome = "\(error)"
            }
            if let reason = Self.knownFailures[name] {
                #expect(outcome != nil, "\(name) is listed as a known failure (\(reason)) but passes now")
                continue
            }
            if let outcome {
                failures.append("\(name): \(outcome)")
            } else {
                passed += 1
            }
        }
        print("conformance texture-pixels: \(passed)/\(total) passed")
        #expect(total == 207, "the fixture should have 207 pixel-exact cases")
        if !failures.isEmpty {
            Issue.record("\(failures.count) failing:\n\(failures.prefix(20).joined(separator: "\n"))")
        }
    }

    /// Nil when the case paints its reference image exactly, else the first difference.
    static func difference(case json: JSONValue, source: String) throws -> String? {
        guard let imageName = referenceImageName(in: source) else { return "no reference image named in its source" }
        let textureCase = try TextureCase(json: json)
        let layoutCase = LayoutCase(textureCase)
        let painted = try LayoutCasePainting.image(layoutCase: layoutCase, result: layoutCase.layout())
        let reference = try RasterImage(contentsOfPNG: referenceImages.appendingPathComponent(imageName), scale: 2)
        guard painted.width == reference.width, painted.height == reference.height else {
            return "painted \(painted.width)×\(painted.height) pixels, reference \(reference.width)×\(reference.height)"
        }
        if painted.bytes == reference.bytes { return nil }
        var differing = 0
        var first: String?
        for y in 0..<reference.height {
            for x in 0..<reference.width where painted.pixel(x: x, y: y) != reference.pixel(x: x, y: y) {
                differing += 1
                if first == nil {
                    first = "pixel (\(x), \(y)) is \(painted.pixel(x: x, y: y)!), reference \(reference.pixel(x: x, y: y)!)"
                }
            }
        }
        return first.map { "\(differing) pixels differ; first \($0)" }
    }
}
