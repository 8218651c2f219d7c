import Foundation

/// Reading and writing sizes and points along a stack's axes (Texture's
/// `ASStackLayoutSpecUtilities.h`): the *stack* dimension runs along the direction, the *cross*
/// dimension across it.
extension StackDirection {
    func stack(_ size: CGSize) -> CGFloat {
        self == .vertical ? size.height : size.width
    }

    func cross(_ size: CGSize) -> CGFloat {
        self == .vertical ? size.width : size.height
    }

    func stack(_ point: CGPoint) -> CGFloat {
        self == .vertical ? point.y : point.x
    }

    func point(stack: CGFloat, cross: CGFloat) -> CGPoint {
        self == .vertical ? CGPoint(x: cross, y: stack) : CGPoint(x: stack, y: cross)
    }

    func size(stack: CGFloat, cross: CGFloat) -> CGSize {
        self == .vertical ? CGSize(width: cross, height: stack) : CGSize(width: stack, height: cross)
    }

    /// A range from its stack and cross bounds, unchecked (it may be inverted, as in Texture).
    func range(stackMin: CGFloat, stackMax: CGFloat, crossMin: CGFloat, crossMax: CGFloat) -> SizeRange {
        SizeRange(uncheckedMin: size(stack: stackMin, cross: crossMin), max: size(stack: stackMax, cross: crossMax))
    }

    /// `point` with its stack coordinate replaced by `value` (Texture's `setStackValueToPoint`).
    func settingStack(_ value: CGFloat, of point: CGPoint) -> CGPoint {
        self == .vertical ? CGPoint(x: point.x, y: value) : CGPoint(x: value, y: point.y)
    }
}

/// `a + b` component-wise.
func + (a: CGPoint, b: CGPoint) -> CGPoint {
    CGPoint(x: a.x + b.x, y: a.y + b.y)
}
