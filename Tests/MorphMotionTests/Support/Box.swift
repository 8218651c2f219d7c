import Foundation
@testable import MorphMotion

/// A small object with animatable properties, declared the way the node layer declares them.
@MainActor
final class Box: AnimationTarget {
    let animator: Animator
    lazy var frameProperty = AnimatableProperty<CGRect>(.zero, name: "frame", kind: .movement, of: self)
    lazy var alphaProperty = AnimatableProperty<CGFloat>(1, name: "alpha", kind: .appearance, of: self)
    lazy var transformProperty = AnimatableProperty<Transform3D>(.identity, name: "transform", kind: .movement, of: self)
    lazy var colorProperty = AnimatableProperty<Color>(.white, name: "backgroundColor", kind: .appearance, of: self)

    var frame: CGRect {
        get { frameProperty.value }
        set { frameProperty.value = newValue }
    }

    var alpha: CGFloat {
        get { alphaProperty.value }
        set { alphaProperty.value = newValue }
    }

    var transform: Transform3D {
        get { transformProperty.value }
        set { transformProperty.value = newValue }
    }

    var backgroundColor: Color {
        get { colorProperty.value }
        set { colorProperty.value = newValue }
    }

    init(animator: Animator) {
        self.animator = animator
    }
}

/// Records completion calls.
@MainActor
final class CompletionLog {
    private(set) var calls: [String: [AnimationCompletionReason]] = [:]

    func handler(_ name: String) -> (AnimationCompletionReason) -> Void {
        { [self] reason in calls[name, default: []].append(reason) }
    }

    func reasons(_ name: String) -> [AnimationCompletionReason] { calls[name] ?? [] }
}

func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
