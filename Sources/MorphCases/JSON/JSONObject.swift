/// The members of a JSON object in document order, each key once.
///
/// Read a member by key with ``subscript(_:)-(String)``, or walk the members in order (each is a
/// `(key, value)` pair). Two objects are equal when they have the same keys with equal values,
/// whatever their order, as JSON defines objects.
///
/// ```swift
/// var object: JSONObject = ["id": .string("a"), "width": .number(50)]
/// object["width"] = .number(60)  // replaces the member where it is
/// object["height"] = .number(20) // appends a member
/// // object.keys == ["id", "width", "height"]
/// ```
public struct JSONObject: Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// A member: its key and its value.
    public typealias Element = (key: String, value: JSONValue)

    /// The members in order.
    private var members: [Element]

    /// An empty object.
    public init() {
        members = []
    }

    /// An object with these members, in this order.
    ///
    /// - Precondition: the keys are unique (as in a dictionary literal).
    public init(_ members: [Element]) {
        precondition(Self.firstRepeatedKey(in: members) == nil, "JSONObject: a key appears twice")
        self.members = members
    }

    /// An object with the literal's members, in the literal's order.
    ///
    /// - Precondition: the keys are unique.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { (key: $0.0, value: $0.1) })
    }

    /// Members already known to have unique keys (the parser checks them as it reads).
    init(uniqueMembers: [Element]) {
        members = uniqueMembers
    }

    /// The keys in order.
    public var keys: [String] {
        members.map(\.key)
    }

    /// The value of the member `key`, or nil; setting replaces the member where it is, appends a
    /// new one, or removes it (nil).
    ///
    /// - Complexity: O(n) in the number of members (objects of case files are small; readers that
    ///   meet large ones walk them in order instead).
    public subscript(key: String) -> JSONValue? {
        get {
            for member in members where member.key == key { return member.value }
            return nil
        }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case let (index?, value?): members[index].value = value
            case let (index?, nil): members.remove(at: index)
            case let (nil, value?): members.append((key, value))
            case (nil, nil): break
            }
        }
    }

    /// The first key that appears twice in `members`, if any.
    ///
    /// - Complexity: O(n) expected.
    static func firstRepeatedKey(in members: [Element]) -> String? {
        var seen = Set<String>()
        seen.reserveCapacity(members.count)
        for member in members where !seen.insert(member.key).inserted {
            return member.key
        }
        return nil
    }

    // MARK: RandomAccessCollection

    /// The position of the first member.
    public var startIndex: Int { members.startIndex }
    /// The position after the last member.
    public var endIndex: Int { members.endIndex }

    /// The member at `position`.
    public subscript(position: Int) -> Element {
        members[position]
    }
}

extension JSONObject: Hashable {
    /// Whether both objects have the same keys with equal values, in any order.
    ///
    /// - Complexity: O(n) expected.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.count <= 8 {
            return lhs.members.allSatisfy { member in rhs[member.key] == member.value }
        }
        var values: [String: JSONValue] = [:]
        values.reserveCapacity(rhs.count)
        for member in rhs.members { values[member.key] = member.value }
        return lhs.members.allSatisfy { member in values[member.key] == member.value }
    }

    /// Hashes the members independently of their order.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for member in members {
            var memberHasher = Hasher()
            memberHasher.combine(member.key)
            memberHasher.combine(member.value)
            combined = combined &+ memberHasher.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(combined)
    }
}
