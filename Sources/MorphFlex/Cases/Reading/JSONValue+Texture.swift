extension JSONValue {
    /// The same value as MorphLayout's `JSONValue`, which `TextureCase` reads. Of an object's
    /// repeated keys the first is kept, as ``CaseReader/member(_:_:)`` reads them.
    ///
    /// - Complexity: O(n) in the size of the value.
    var textureValue: MorphLayout.JSONValue {
        switch self {
        case .null:
            return .null
        case .bool(let flag):
            return .bool(flag)
        case .number(let number):
            return .number(number)
        case .string(let string):
            return .string(string)
        case .array(let elements):
            return .array(elements.map(\.textureValue))
        case .object(let members):
            var object: [String: MorphLayout.JSONValue] = [:]
            object.reserveCapacity(members.count)
            for (key, value) in members where object[key] == nil {
                object[key] = value.textureValue
            }
            return .object(object)
        }
    }
}
