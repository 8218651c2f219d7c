extension JSONValue: Codable {
    /// Decodes any JSON value from another `Decoder`, so cases can be read from inside another
    /// `Decodable` format.
    ///
    /// An object's members come in the order the decoder lists its keys, which Foundation's
    /// `JSONDecoder` does not promise to be the document's; ``init(parsing:)-(Data)`` keeps it.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() { self = .null; return }
            if let value = try? container.decode(Bool.self) { self = .bool(value); return }
            if let value = try? container.decode(Double.self) { self = .number(value); return }
            if let value = try? container.decode(String.self) { self = .string(value); return }
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd {
                elements.append(try array.decode(JSONValue.self))
            }
            self = .array(elements)
            return
        }
        let object = try decoder.container(keyedBy: AnyCodingKey.self)
        var members: [JSONObject.Element] = []
        for key in object.allKeys {
            members.append((key.stringValue, try object.decode(JSONValue.self, forKey: key)))
        }
        // A decoder's keyed container holds each key once.
        self = .object(JSONObject(uniqueMembers: members))
    }

    /// Encodes the value into another `Encoder` (members in order, as far as the encoder keeps
    /// order).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in object { try container.encode(value, forKey: AnyCodingKey(stringValue: key)) }
        }
    }
}
