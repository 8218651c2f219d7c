import Foundation

/// Answers a leaf's first baseline — its distance from the top edge — for the laid-out size, for
/// `alignItems: baseline`. A NaN answer counts as the node's height.
public typealias FlexBaselineFunction = @Sendable (CGSize) -> CGFloat
