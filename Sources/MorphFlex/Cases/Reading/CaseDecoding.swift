/// Helpers for reading cases through `Decoder`s.
enum CaseDecoding {
    /// Refuses keys outside `allowed` in a `Decoder`'s object.
    static func rejectUnknownKeys(_ decoder: any Decoder, allowed: [String], what: String) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath + [key], debugDescription: "unknown \(what) \"\(key.stringValue)\""))
        }
    }
}
