import Foundation

/// The properties every child description has, whatever it describes: where it is, how opaque,
/// and the key that identifies it among its siblings (Katana's `AnyNodeDescriptionProps`).
///
/// A component's `Props` conform, and so does ``NodeProps`` for plain nodes. Entry and leave
/// transformers (``AnimationPropsTransformer``) change these values to build the states a child
/// enters from and leaves to.
public protocol DescriptionProps: Equatable, Sendable {
    /// The child's frame in its parent.
    var frame: CGRect { get set }
    /// The child's alpha, 0…1.
    var alpha: CGFloat { get set }
    /// The child's key: which ``ChildrenAnimations`` entry animates it, and part of its
    /// ``ReplaceKey``. Set it from a `Keys` value with ``setKey(_:)``.
    var key: String? { get set }
}

extension DescriptionProps {
    /// Sets ``key`` to the text of `key` (`"\(key)"`), as Katana does: the key `Keys.title`
    /// becomes `"title"`, which is what ``ChildrenAnimations`` looks up.
    public mutating func setKey<Key>(_ key: Key) {
        self.key = "\(key)"
    }
}
