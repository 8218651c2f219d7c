import Foundation

/// The identifiers from a node-backed element down to one of its node-backed descendants: how
/// an update recognises a node among its parent's subnodes (Blueprint's `ElementPath`).
///
/// Elements without a backing node do not get nodes, so the path of a node-backed element runs
/// through the identifiers of the plain elements between it and its node-backed parent:
/// `Inset.1/Stack.1/Label.2`. Two children of one parent are the same across updates exactly
/// when their paths are equal (and their ``NodeKind`` matches).
///
/// A path is a value with copy-on-write storage and a cached hash: copying is O(1), comparing
/// two unequal paths is usually O(1) (their hashes differ), hashing is O(1).
public struct ElementPath: Hashable, Sendable, CustomStringConvertible {
    /// The identifiers, outermost first.
    public private(set) var identifiers: [ElementIdentifier]
    /// The hash of `identifiers`, kept up to date by every mutation.
    private var identifiersHash: Int

    /// The empty path (the node-backed element itself).
    public static let empty = ElementPath(identifiers: [])

    /// A path made of `identifiers`, outermost first.
    public init(identifiers: [ElementIdentifier]) {
        self.identifiers = identifiers
        identifiersHash = Self.hash(of: identifiers)
    }

    /// Whether the path has no identifiers.
    public var isEmpty: Bool { identifiers.isEmpty }

    /// Puts `identifier` in front (the parent's side).
    ///
    /// - Complexity: O(n).
    public mutating func prepend(_ identifier: ElementIdentifier) {
        identifiers.insert(identifier, at: 0)
        identifiersHash = Self.hash(of: identifiers)
    }

    /// Adds `identifier` at the end (the child's side).
    ///
    /// - Complexity: O(n) for the hash.
    public mutating func append(_ identifier: ElementIdentifier) {
        identifiers.append(identifier)
        identifiersHash = Self.hash(of: identifiers)
    }

    /// This path with `identifier` in front.
    public func prepending(_ identifier: ElementIdentifier) -> ElementPath {
        var result = self
        result.prepend(identifier)
        return result
    }

    /// This path with `identifier` at the end.
    public func appending(_ identifier: ElementIdentifier) -> ElementPath {
        var result = self
        result.append(identifier)
        return result
    }

    /// Equal when the identifiers are equal; unequal hashes answer at once.
    public static func == (lhs: ElementPath, rhs: ElementPath) -> Bool {
        lhs.identifiersHash == rhs.identifiersHash && lhs.identifiers == rhs.identifiers
    }

    /// Feeds the cached hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifiersHash)
    }

    /// The identifiers joined by `/`: `Inset.1/Label.'title'.1`.
    public var description: String {
        identifiers.map(\.description).joined(separator: "/")
    }

    private static func hash(of identifiers: [ElementIdentifier]) -> Int {
        var hasher = Hasher()
        hasher.combine(identifiers)
        return hasher.finalize()
    }
}
