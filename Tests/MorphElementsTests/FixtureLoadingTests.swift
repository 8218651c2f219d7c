import Foundation
import Testing
@testable import MorphElements

@Suite("Blueprint and Katana fixtures")
struct FixtureLoadingTests {
    @Test("the fixture holds 76 cases")
    func caseCount() throws {
        let url = try #require(Bundle.module.url(forResource: "blueprint-katana-cases", withExtension: "json", subdirectory: "Fixtures"))
        let cases = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        #expect(cases.count == 76)
    }
}
