import Foundation
import Morph

/// The properties of a plain node child: frame, alpha and key, plus its look (Katana's `View`
/// props).
///
/// Bad values are clamped as each property says, never stored.
public struct NodeProps: DescriptionProps, Hashable {
    /// The frame in the parent. A frame with a NaN or infinite component becomes `.zero`; a
    /// negative size is standardised.
    public var frame: CGRect = .zero {
        didSet { frame = Self.sanitized(frame) }
    }
    /// The alpha, clamped to 0…1; NaN becomes 1.
    public var alpha: CGFloat = 1 {
        didSet { alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1) }
    }
    /// The key among siblings.
    public var key: String?
    /// A name for the node in renderings and debugging output.
    public var name: String?
    /// The background fill; `Color.clear` by default.
    public var backgroundColor: Color = .clear
    /// The corner radius; negative or non-finite values become 0.
    public var cornerRadius: CGFloat = 0 {
        didSet { cornerRadius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0 }
    }
    /// The border width; negative or non-finite values become 0.
    public var borderWidth: CGFloat = 0 {
        didSet { borderWidth = borderWidth.isFinite ? max(borderWidth, 0) : 0 }
    }
    /// The border colour; opaque black by default.
    public var borderColor: Color = .black
    /// Whether subnodes are clipped to the bounds.
    public var clipsToBounds = false
    /// The text the node shows, or `nil` for a node without text. A child with text is shown by a
    /// `TextNode`; when an update gives text to a child shown by a plain node (or takes it
    /// away), the host replaces the node.
    public var text: NodeText?

    /// Props with the defaults above, then changed by `configure` (Katana's `Props.build`).
    public init(configure: (inout NodeProps) -> Void = { _ in }) {
        configure(&self)
    }

    static func sanitized(_ frame: CGRect) -> CGRect {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite,
              frame.size.width.isFinite, frame.size.height.isFinite
        else { return .zero }
        return frame.standardized
    }
}
