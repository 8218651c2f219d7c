import MorphCases
import Testing

@Suite("JSON objects")
struct JSONObjectTests {
    @Test("members keep their order; setting replaces in place, appends or removes")
    func order() {
        var object: JSONObject = ["id": .string("a"), "width": .number(50)]
        object["width"] = .number(60)
        object["height"] = .number(20)
        #expect(object.keys == ["id", "width", "height"])
        #expect(object["width"] == .number(60))
        object["id"] = nil
        #expect(object.keys == ["width", "height"])
        #expect(object["id"] == nil)
        #expect(object.map(\.key) == ["width", "height"])
    }

    @Test("objects are equal and hash alike whatever their members' order, as JSON defines them")
    func equality() {
        let forward: JSONObject = ["a": .number(1), "b": .array([.null])]
        let backward: JSONObject = ["b": .array([.null]), "a": .number(1)]
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward != ["a": .number(1), "b": .array([])])
        #expect(forward != ["a": .number(1)])
        let large = JSONObject((0..<20).map { (key: "k\($0)", value: JSONValue.number(Double($0))) })
        let largeReversed = JSONObject(large.reversed())
        #expect(large == largeReversed)
        #expect(Set([JSONValue.object(large), .object(largeReversed)]).count == 1)
    }
}
