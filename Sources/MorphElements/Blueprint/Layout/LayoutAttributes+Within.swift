import Foundation

extension LayoutAttributes {
    /// These attributes, given in the coordinates of `parent`, expressed in the coordinates of
    /// `parent`'s own parent: how the attributes of a node-backed element pass through the
    /// elements without nodes above it (Blueprint's `within(_:)`).
    ///
    /// The centre is mapped through the parent's bounds origin, transform and centre; the
    /// transform gains the parent's transform without its translation; alpha multiplies;
    /// `isUserInteractionEnabled` is the AND of both, `isHidden` the OR; the tint adjustment mode
    /// is this element's unless it is ``TintAdjustmentMode/automatic``, which takes the parent's.
    ///
    /// - Complexity: O(1).
    public func within(_ parent: LayoutAttributes) -> LayoutAttributes {
        let toParentSpace = Transform3D(translationX: -parent.bounds.midX, y: -parent.bounds.midY)
            .concatenating(parent.transform)
            .concatenating(Transform3D(translationX: parent.center.x, y: parent.center.y))

        var result = LayoutAttributes(center: toParentSpace.apply(to: center), bounds: bounds)
        var parentTransform = toParentSpace
        parentTransform.m41 = 0
        parentTransform.m42 = 0
        parentTransform.m43 = 0
        result.transform = transform.concatenating(parentTransform)
        result.alpha = alpha * parent.alpha
        result.isUserInteractionEnabled = parent.isUserInteractionEnabled && isUserInteractionEnabled
        result.isHidden = parent.isHidden || isHidden
        result.tintAdjustmentMode = tintAdjustmentMode == .automatic ? parent.tintAdjustmentMode : tintAdjustmentMode
        return result
    }
}
