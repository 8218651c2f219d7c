import Foundation

/// Stands in for a cached or memoized layout's element without referencing it (small enough to be stored
/// inline in an existential, so detaching allocates nothing).
struct DetachedElement: LayoutElement {
    let kind: LayoutElementKind

    var layoutElementKind: LayoutElementKind {
        kind
    }

    var style: LayoutStyle {
        LayoutStyle()
    }

    var debugName: String {
        "detached node"
    }

    func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        try Layout(element: self, size: constrainedSize.min, context: context)
    }
}
