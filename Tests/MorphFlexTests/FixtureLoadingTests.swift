import Foundation
import Testing
@testable import MorphFlex

@Suite("Yoga fixtures")
struct FixtureLoadingTests {
    @Test("the generated suite holds 1180 cases, 92 of them disabled")
    func gentestCounts() throws {
        let url = try #require(Bundle.module.url(forResource: "gentest", withExtension: "json", subdirectory: "Fixtures"))
        let cases = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        #expect(cases.count == 1180)
        #expect(cases.filter { $0["disabled"] as? Bool == true }.count == 92)
    }
}
