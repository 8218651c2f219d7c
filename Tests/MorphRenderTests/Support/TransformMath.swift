import Foundation
import MorphMotion

/// Core Animation's transform constructors, for building test timelines (row-vector convention,
/// as `CATransform3DMake…`).
enum TransformMath {
    static func rotation(_ angle: CGFloat) -> Transform3D {
        var transform = Transform3D.identity
        transform.m11 = cos(angle); transform.m12 = sin(angle)
        transform.m21 = -sin(angle); transform.m22 = cos(angle)
        return transform
    }

    static func scale(_ x: CGFloat, _ y: CGFloat) -> Transform3D {
        var transform = Transform3D.identity
        transform.m11 = x; transform.m22 = y
        return transform
    }

    static func translation(_ x: CGFloat, _ y: CGFloat) -> Transform3D {
        var transform = Transform3D.identity
        transform.m41 = x; transform.m42 = y
        return transform
    }

    /// A rotation about the y axis seen through a perspective of `distance` points
    /// (`CATransform3DRotate` followed by `m34 = -1 / distance`).
    static func perspectiveRotationY(_ angle: CGFloat, distance: CGFloat) -> Transform3D {
        var rotation = Transform3D.identity
        rotation.m11 = cos(angle); rotation.m13 = -sin(angle)
        rotation.m31 = sin(angle); rotation.m33 = cos(angle)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / distance
        return concatenate(rotation, perspective)
    }

    /// `first` then `second` (`CATransform3DConcat(first, second)`).
    static func concatenate(_ first: Transform3D, _ second: Transform3D) -> Transform3D {
        let a = first.entries, b = second.entries
        var product = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                product[row * 4 + column] = sum
            }
        }
        return Transform3D(
            m11: product[0], m12: product[1], m13: product[2], m14: product[3],
            m21: product[4], m22: product[5], m23: product[6], m24: product[7],
            m31: product[8], m32: product[9], m33: product[10], m34: product[11],
            m41: product[12], m42: product[13], m43: product[14], m44: product[15]
        )
    }
}
