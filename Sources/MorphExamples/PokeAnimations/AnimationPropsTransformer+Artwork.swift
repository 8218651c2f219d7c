import Foundation
import MorphElements

extension AnimationPropsTransformer {
    /// Katana's ``scale(percentage:)`` for a container whose children draw one picture: the
    /// container's frame changes exactly as Katana's transformer changes it, and every child at
    /// every depth is scaled by the same factor about the container's origin — its frame, corner
    /// radius and border width — so the picture shrinks and grows as one, as a `UIImageView`'s
    /// image does with its frame in Katana's example.
    ///
    /// A negative `percentage` is clamped to 0; a NaN or infinite one leaves the description
    /// unchanged, as Katana's does. A description without children is scaled as Katana's.
    ///
    /// - Complexity: O(n) in the descriptions below the container.
    static func scaleIncludingChildren(percentage: CGFloat) -> AnimationPropsTransformer {
        let katana = AnimationPropsTransformer.scale(percentage: percentage)
        return AnimationPropsTransformer { description in
            var description = katana(description)
            guard percentage.isFinite, let children = description.children else { return description }
            let factor = max(percentage, 0)
            description.children = children.map { scaled($0, by: factor) }
            return description
        }
    }

    /// `description` with its frame (about its parent's origin), corner radius and border width
    /// multiplied by `factor`, and its children likewise.
    private static func scaled(_ description: ChildDescription, by factor: CGFloat) -> ChildDescription {
        var description = description
        let frame = description.frame
        description.frame = CGRect(x: frame.minX * factor, y: frame.minY * factor, width: frame.width * factor, height: frame.height * factor)
        if var props = description.nodeProps {
            props.cornerRadius *= factor
            props.borderWidth *= factor
            description.nodeProps = props
        }
        if let children = description.children {
            description.children = children.map { scaled($0, by: factor) }
        }
        return description
    }
}
