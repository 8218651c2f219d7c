import Foundation

/// Wraps an element and gives it a key, so it keeps its identity — and its node — when siblings
/// of the same type come and go, or gets a new identity (and a new node, with its appearing and
/// disappearing transitions) when the key changes (Blueprint's `Keyed`).
///
/// The key becomes part of the *wrapped* element's ``ElementIdentifier``; the wrapper itself is
/// identified by position like any element. Among siblings in a stack, `[x.keyed("a"),
/// x.keyed("b")]` are `Keyed.1/X.'a'.1` and `Keyed.2/X.'b'.1`, so removing the first one
/// renames the second (`Keyed.1/X.'b'.1`): for identity independent of position among
/// siblings, key the container's children instead (``ElementContent/Child/key``).
public struct Keyed: Element {
    /// The key given to the wrapped element.
    public var key: ElementKey?
    /// The wrapped element.
    public var wrapped: any Element

    /// `wrapping`, identified with `key`.
    public init(key: ElementKey?, wrapping: any Element) {
        self.key = key
        wrapped = wrapping
    }

    /// The wrapped element with the key, taking the wrapper's whole size.
    public var content: ElementContent {
        ElementContent(child: wrapped, key: key)
    }
}

extension Element {
    /// This element wrapped in ``Keyed`` with `key`.
    public func keyed<Key: Hashable & Sendable>(_ key: Key) -> Keyed {
        Keyed(key: ElementKey(key), wrapping: self)
    }
}
