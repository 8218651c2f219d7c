import Foundation

/// The "Layout specs" seed: a photo with an icon that sticks out of its corner, placed by an
/// absolute spec sized to fit (photo 150×150 at (20, 20), icon 40×40 at (150, 0)). Setting
/// ``iconCorner`` and transitioning moves the icon to another corner.
public final class PhotoWithIconNode: DisplayNode {
    /// Where the icon sits.
    public enum Corner: Sendable {
        /// Over the photo's top-right corner, at (150, 0) (the seed's layout).
        case topRight
        /// Over the photo's bottom-left corner, at (0, 150).
        case bottomLeft
    }

    /// The icon's corner; a layout input.
    public let iconCorner = LayoutInput(Corner.topRight)
    /// The photo.
    public let photo = ImageNode(size: CGSize(width: 150, height: 150), fillColor: Color(red: 0.35, green: 0.55, blue: 0.8), name: "photo")
    /// The icon.
    public let icon = ImageNode(size: CGSize(width: 40, height: 40), fillColor: Color(red: 0.95, green: 0.6, blue: 0.1), name: "icon")

    /// Creates the photo with its icon at the top right.
    public init() {
        super.init(name: "photo with icon")
        automaticallyManagesSubnodes = true
        icon.cornerRadius = 20
        photo.style.layoutPosition = CGPoint(x: 20, y: 20)
        addGestureRecognizer(TapGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .ended { self?.moveIcon() }
        })
    }

    /// Moves the icon to the other corner with a layout transition (a tap does it).
    public func moveIcon() {
        iconCorner.value = iconCorner.value == .topRight ? .bottomLeft : .topRight
        do {
            try transitionLayout(animated: true)
        } catch {
            reportError(error)
        }
    }

    /// The absolute spec of the seed, sized to fit its children.
    override public func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let iconPosition = iconCorner.value == .topRight ? CGPoint(x: 150, y: 0) : CGPoint(x: 0, y: 150)
        if icon.style.layoutPosition != iconPosition { icon.style.layoutPosition = iconPosition }
        return AbsoluteLayoutSpec(sizing: .sizeToFit, children: [photo, icon])
    }
}
