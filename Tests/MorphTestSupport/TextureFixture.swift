import Foundation

/// The Texture conformance fixture (`Tests/MorphLayoutTests/Fixtures/texture-cases.json`, a
/// verbatim copy of the shared conformance file), read once.
///
/// A file that cannot be read, or an entry without a `name` or a `kind`, stops the test run with
/// a message saying which: every conformance suite depends on it, and none may pass without it.
public enum TextureFixture {
    /// One entry of the fixture, as raw JSON with its name and kind.
    public struct Entry: Sendable {
        /// The entry's `name` (Texture's test, and the case within it).
        public let name: String
        /// The entry's `kind` (`layout-spec-frames`, `diff`, …).
        public let kind: String
        /// The entry's `verification`, if it has one.
        public let verification: String?
        /// The whole entry.
        public let json: JSONValue
    }

    /// The fixture's path under `Tests/`.
    public static let path = "MorphLayoutTests/Fixtures/texture-cases.json"

    /// Every entry in file order.
    public static let entries: [Entry] = {
        let json: JSONValue
        do {
            json = try FixtureFiles.json(path)
        } catch {
            fatalError("cannot read \(path): \(error)")
        }
        guard case .array(let values) = json else { fatalError("\(path) is not an array") }
        return values.enumerated().map { index, value in
            guard let name = value["name"]?.string, let kind = value["kind"]?.string else {
                fatalError("entry #\(index) of \(path) has no name or kind")
            }
            return Entry(name: name, kind: kind, verification: value["verification"]?.string, json: value)
        }
    }()

    /// The entries of one kind, in file order.
    public static func entries(ofKind kind: String) -> [Entry] {
        entries.filter { $0.kind == kind }
    }

    /// The entry named `name`; a name the fixture does not have stops the run, naming it.
    public static func entry(named name: String) -> Entry {
        guard let entry = entries.first(where: { $0.name == name }) else { fatalError("no entry \"\(name)\" in \(path)") }
        return entry
    }
}
