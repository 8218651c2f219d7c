import Foundation
@testable import MorphElements

/// The keys of the test components (Katana's tests use `testKey` and `anotherKey`).
enum TestKeys {
    case testKey, anotherKey
}

/// Katana's `Image` as a node kind (a plain node is Katana's `View`).
let imageKind = NodeKind("ImageNode")

/// A plain node child keyed `key`.
func child(
    _ key: String?,
    kind: NodeKind = .plain,
    frame: CGRect = .zero,
    alpha: CGFloat = 1,
    children: [ChildDescription]? = nil
) -> ChildDescription {
    .node(kind, props: NodeProps { props in
        props.key = key
        props.frame = frame
        props.alpha = alpha
    }, children: children)
}

extension ChildDescription {
    /// The key, or `-` for an unkeyed child.
    var label: String { key ?? "-" }
}

/// The keys of a list, for comparing orders.
func labels(_ children: [ChildDescription]?) -> [String] {
    (children ?? []).map(\.label)
}

/// The child with `key` in `children`.
func find(_ key: String, in children: [ChildDescription]?) -> ChildDescription? {
    children?.first { $0.key == key }
}
