import Foundation

/// The "Layout specs" seed: a photo with an icon that sticks out of its corner, placed by an
/// absolute spec sized to fit (photo 150×150 at (20, 20), icon 40×40 at (150, 0)). Setting
/// ``iconCorner`` and transitioning moves the icon to another corner.
///
/// The photo is a Falcon 9 launch, decoded from the JPEG in the target's resources and shown
/// aspect-fill with rounded corners. The icon is a portrait turned into the seed's avatar by an
/// image modification, as the seed's `imageModificationBlock` does: ``iconModification`` crops it
/// to a 60×60 circle with a 10-point white border, drawn into the 40×40 icon.
public final class PhotoWithIconNode: DisplayNode {
    /// Where the icon sits.
    public enum Corner: Sendable {
        /// Over the photo's top-right corner, at (150, 0) (the seed's layout).
        case topRight
        /// Over the photo's bottom-left corner, at (0, 150).
        case bottomLeft
    }

    /// The seed's icon modification: a circle 60 points across with a 10-point border
    /// (`makeCircularImageWithSize:withBorderWidth:`), at 2 pixels per point so the 40-point icon
    /// stays sharp on a 2× screen. As the seed's block, it receives the trait collection: the ring
    /// is white in light mode and a dark grey in dark mode, as the page around it.
    public nonisolated static let iconModification = ImageModification("seed icon: circular crop d60 b10 s2", reading: [.userInterfaceStyle]) { image, traits in
        try ImageModification.circularCrop(diameter: 60, borderWidth: 10, borderColor: ringColor.resolved(in: traits), scale: 2).apply(to: image)
    }

    /// The icon's ring: white, a dark grey in dark mode.
    public nonisolated static let ringColor = DynamicColor(light: .white, dark: Color(white: 0.2))

    /// The icon's corner; a layout input.
    public let iconCorner = LayoutInput(Corner.topRight)
    /// The photo: 150×150, aspect fill, rounded corners.
    public let photo: ImageNode
    /// The icon: 40×40, showing the portrait through ``iconModification``.
    public let icon: ImageNode

    /// Creates the photo with its icon at the top right.
    ///
    /// The icon's modification runs off the main actor when the node asks for it; this initialiser
    /// fills the image cache with its result first (a 256-pixel portrait cropped to 120 pixels:
    /// about a millisecond), so the first frame already shows the icon and renderings do not
    /// depend on when a background task finishes.
    ///
    /// - Throws: `ImageError` when a photo in the target's resources is missing or unreadable.
    public init() throws(ImageError) {
        photo = try ImageNode(contentsOf: ExampleResources.url("photos/rocket.jpg"), fillColor: Color(white: 0.9), name: "photo")
        let iconURL = ExampleResources.url("photos/astronaut-256.png")
        icon = try ImageNode(contentsOf: iconURL, fillColor: .white, name: "icon")
        icon.setDynamicColor(Self.ringColor, for: .backgroundColor)
        // Both appearances' icons, so a dark rendering does not wait for a background task either.
        for style in UserInterfaceStyle.allCases {
            _ = try ImageCache.shared.image(contentsOf: iconURL, modifiedBy: Self.iconModification.resolved(in: TraitCollection(userInterfaceStyle: style)))
        }
        super.init(name: "photo with icon")
        automaticallyManagesSubnodes = true
        photo.style.preferredSize = CGSize(width: 150, height: 150)
        photo.style.layoutPosition = CGPoint(x: 20, y: 20)
        photo.contentMode = .aspectFill
        photo.cornerRadius = 10
        icon.style.preferredSize = CGSize(width: 40, height: 40)
        icon.cornerRadius = 20
        icon.imageModification = Self.iconModification
        addGestureRecognizer(TapGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .ended { self?.moveIcon() }
        })
        photo.accessibilityLabel = "A Falcon 9 rocket lifting off"
        icon.accessibilityLabel = "Astronaut"
        icon.accessibilityCustomActions = [AccessibilityCustomAction(name: "Move to the other corner") { [weak self] in
            self?.moveIcon()
            return self != nil
        }]
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
