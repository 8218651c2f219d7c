import Foundation

extension ViewAttributes {
    /// The affine transform from the node's bounds coordinates to its supernode's: a point `p` of
    /// the bounds lies at `transformToParent.transform(p)` in the supernode.
    ///
    /// It is `position + T(p − bounds.origin − anchorPoint × size)`, with `T` the affine part of
    /// ``transform`` (`m11 m12 m21 m22 m41 m42`, Core Animation's row-vector convention). The
    /// perspective and depth parts of a 3D transform are left out: renderers draw and hit testing
    /// picks the layer flattened onto the screen's plane by this affine part.
    public var transformToParent: AffineTransform {
        let anchor = CGPoint(
            x: bounds.origin.x + bounds.width * anchorPoint.x,
            y: bounds.origin.y + bounds.height * anchorPoint.y
        )
        var result = AffineTransform(translationByX: -anchor.x, byY: -anchor.y)
        result.append(AffineTransform(
            m11: transform.m11, m12: transform.m12,
            m21: transform.m21, m22: transform.m22,
            tX: transform.m41, tY: transform.m42
        ))
        result.append(AffineTransform(translationByX: position.x, byY: position.y))
        return result
    }
}
