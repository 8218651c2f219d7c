import Foundation
import MorphCases
import MorphLayout
import Testing

/// Texture's layout cases mirrored: every case of the `texture-layout` line laid out by a
/// right-to-left host, against expectations derived from the fixture's own (left-to-right)
/// frames by mirroring each frame within its parent — the host node, the parent of every frame of
/// a flattened layout: `x' = hostWidth − width − x`, the same `y`, size and order. The host's size
/// and the measured ranges do not change with the direction.
///
/// Texture's rule (pull request #1983) mirrors a node's flattened layout after its positions are
/// on the pixel grid, and the mirror of a frame on the grid within a width on the grid is on the
/// grid: mirroring is exact for every spec, so no case is an exception. A spec-by-spec mirroring
/// would have had exceptions wherever a spec rounds an offset (the stack floors a centred cross
/// offset, the centre spec floors its offset): "Right-to-left layout" in the MorphLayout
/// documentation says why Morph follows Texture instead.
@Suite("Texture layout conformance, right to left")
struct TextureLayoutRTLConformanceTests {
    /// Cases whose mirrored expectation is not exact, with the reason; each must still fail.
    /// Empty: see the type's discussion.
    static let exceptions: [String: String] = [:]

    @Test("every Texture layout case laid out right to left gives the fixture's frames mirrored")
    func mirroredLayoutCases() throws {
        var results: [(name: String, failure: String?)] = []
        for entry in ConformanceGroups.cases(forLine: "texture-layout") {
            let outcome = Self.failure(of: entry.json)
            if let reason = Self.exceptions[entry.name] {
                #expect(outcome != nil, "\(entry.name) is listed as an exception (\(reason)) but passes")
            }
            results.append((entry.name, outcome))
        }
        #expect(results.count == 221)
        let failures = ConformanceGroups.report(line: "texture-layout-rtl", results: results)
            .filter { failure in !Self.exceptions.keys.contains { failure.hasPrefix("\($0):") } }
        #expect(failures.isEmpty, "\(failures.count) failing:\n\(failures.joined(separator: "\n"))")
    }

    /// Why the mirrored case `json` fails, or nil when it passes.
    static func failure(of json: JSONValue) -> String? {
        do {
            let textureCase = try TextureCase(json: json)
            guard let expected = textureCase.expected else { return "no expected layout" }
            let actual = try textureCase.layout(layoutDirection: .rightToLeft)
            if let difference = actual.firstDifference(from: mirrored(expected)) {
                return "at scale \(textureCase.screenScale): \(difference)"
            }
            if let expectedAtScale1 = textureCase.expectedAtScreenScale1 {
                let actualAtScale1 = try textureCase.layout(screenScale: 1, layoutDirection: .rightToLeft)
                if let difference = actualAtScale1.firstDifference(from: mirrored(expectedAtScale1)) {
                    return "at scale 1: \(difference)"
                }
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The fixture's result with every frame mirrored within the host (written out here rather
    /// than calling MorphLayout's mirroring, so the expectation does not come from the code it
    /// checks).
    static func mirrored(_ result: TextureCaseResult) -> TextureCaseResult {
        var mirrored = result
        mirrored.frames = result.frames.map { entry in
            var frame = entry.frame
            frame.origin.x = result.size.width - frame.size.width - frame.origin.x
            return TextureCaseResult.NodeFrame(id: entry.id, frame: frame)
        }
        return mirrored
    }

    @Test("a mirrored expectation differs from the left-to-right one for the asymmetric cases")
    func mirroringChangesAsymmetricCases() throws {
        // The suite would pass trivially if the mirror did nothing: count the cases whose
        // mirrored frames differ from the fixture's, each of which a missing mirror fails.
        var asymmetric = 0
        for entry in ConformanceGroups.cases(forLine: "texture-layout") {
            guard let expected = try TextureCase(json: entry.json).expected else { continue }
            if Self.mirrored(expected) != expected { asymmetric += 1 }
            let leftToRight = try TextureCase(json: entry.json).layout()
            if Self.mirrored(expected) != expected {
                #expect(leftToRight.firstDifference(from: Self.mirrored(expected)) != nil, "\(entry.name)")
            }
        }
        #expect(asymmetric > 150, "only \(asymmetric) cases change when mirrored")
    }
}
