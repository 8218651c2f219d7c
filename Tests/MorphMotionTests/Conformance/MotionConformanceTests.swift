import Foundation
import Testing
@testable import MorphMotion

/// Chromium's sampled easing curves and transform interpolations (`Fixtures/*.json`), every
/// sample checked. A case that cannot pass yet would be listed in `knownFailures` with its reason;
/// the suite checks that such a case still fails, so a fix is noticed.
@Suite("Conformance: motion")
struct MotionConformanceTests {
    /// Curve names (`curves.json` keys) expected to fail, with the reason. None today.
    static let knownCurveFailures: [String: String] = [:]
    /// Transform cases ("from → to") expected to fail, with the reason. None today.
    static let knownTransformFailures: [String: String] = [:]

    @Test("every sample of every Chromium easing curve is matched within 1e-4")
    func curves() throws {
        let table = try Fixtures.curves()
        var passed = 0, total = 0
        for (name, reference) in table.curves.sorted(by: { $0.key < $1.key }) {
            let curve = try #require(Fixtures.timingCurve(css: reference.css), "cannot parse \(reference.css)")
            // A curve without samples checks nothing, so it fails.
            var failures: [String] = reference.samples.isEmpty ? ["no samples"] : []
            for sample in reference.samples {
                let actual = curve.progress(at: sample[0])
                if abs(actual - sample[1]) > 1e-4 {
                    failures.append("x=\(sample[0]): expected \(sample[1]), got \(actual)")
                }
            }
            total += 1
            if let reason = Self.knownCurveFailures[name] {
                #expect(!failures.isEmpty, "\(name) is listed as a known failure (\(reason)) but now passes")
            } else {
                #expect(failures.isEmpty, "curve \(name) (\(reference.css)): \(failures.prefix(5).joined(separator: "; "))")
            }
            if failures.isEmpty { passed += 1 }
        }
        print("conformance motion-curves: \(passed)/\(total) passed")
        #expect(total == table.curves.count && total > 0)
    }

    @Test("every sampled matrix of every Chromium transform interpolation is matched within 1e-3 per entry")
    func transforms() throws {
        let table = try Fixtures.transforms()
        var passed = 0, total = 0
        for reference in table.transforms {
            let name = "\(reference.from) → \(reference.to)"
            let from = try #require(Transform3D(cssMatrix: reference.fromMatrix), "cannot parse \(reference.fromMatrix)")
            let to = try #require(Transform3D(cssMatrix: reference.toMatrix), "cannot parse \(reference.toMatrix)")
            let path = Transform3D.interpolation(from: from, to: to)
            // A transform without samples checks nothing, so it fails.
            var failures: [String] = reference.samples.isEmpty ? ["no samples"] : []
            for sample in reference.samples {
                let expected = try #require(Transform3D(cssMatrix: sample.matrix), "cannot parse \(sample.matrix)")
                let actual = path.value(at: sample.fraction)
                let worst = zip(actual.entries, expected.entries).map { abs($0 - $1) }.max() ?? 0
                if !(worst <= 1e-3) {
                    failures.append("at \(sample.fraction): expected \(expected.cssMatrix), got \(actual.cssMatrix)")
                }
            }
            total += 1
            if let reason = Self.knownTransformFailures[name] {
                #expect(!failures.isEmpty, "\(name) is listed as a known failure (\(reason)) but now passes")
            } else {
                #expect(failures.isEmpty, "\(name): \(failures.prefix(3).joined(separator: "; "))")
            }
            if failures.isEmpty { passed += 1 }
        }
        print("conformance motion-transforms: \(passed)/\(total) passed")
        #expect(total == table.transforms.count && total > 0)
    }
}
