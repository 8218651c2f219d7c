// The code of "The environment" article, compiled and run.
import Foundation
import Testing
import Morph

final class BadgeRow: DisplayNode {
    let title = TextNode("Inbox", style: TextStyle(font: Font(textStyle: .body)))
    let badge = TextNode("12", style: TextStyle(font: Font(textStyle: .caption1)))

    override init(name: String? = nil, animator: Animator? = nil) {
        super.init(name: name, animator: animator)
        automaticallyManagesSubnodes = true
    }

    override nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        // At the accessibility text sizes the badge goes under the title.
        let stacked = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        return StackLayoutSpec(direction: stacked ? .vertical : .horizontal, spacing: 8, alignItems: .start, children: [title, badge])
    }
}

@Suite("The environment article")
@MainActor
struct TheEnvironmentArticleTests {
    @Test("a host's collection flows down; a subtree overrides its direction")
    func hostAndOverrides() throws {
        let root = DisplayNode(name: "root")
        let controls = DisplayNode(name: "playback controls")
        try root.addSubnode(controls)
        root.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark, layoutDirection: .rightToLeft)
        controls.traitOverrides.layoutDirection = .leftToRight  // media controls never mirror
        #expect(controls.traitCollection.userInterfaceStyle == .dark)
        #expect(controls.traitCollection.layoutDirection == .leftToRight)
        #expect(root.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test("the badge row stacks at the accessibility sizes, and only a text size change lays it out again")
    func badgeRow() throws {
        let row = BadgeRow(name: "row")
        row.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        try row.layoutIfNeeded()
        #expect(row.badge.frame.minY == 0)
        let version = row.layoutVersion
        row.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(row.layoutVersion == version)
        row.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(row.layoutVersion > version)
        try row.layoutIfNeeded()
        #expect(row.badge.frame.minY >= row.title.frame.maxY)
    }

    @Test("dynamic colours on a card and a label follow the appearance")
    func dynamicColors() {
        let card = DisplayNode(name: "card")
        card.setDynamicColor(DynamicColor(light: .white, dark: Color(white: 0.17)), for: .backgroundColor)
        let label = TextNode("Hello")
        label.dynamicTextColor = .label
        card.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
        label.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(card.backgroundColor == Color(white: 0.17))
        #expect(label.textColor == .white)
    }

    @Test("custom sizes and lengths scale as UIFontMetrics scales them")
    func scaling() throws {
        var heading = Font(textStyle: .title2)
        heading.size = 24  // a custom size that scales as a title 2
        let category = try ContentSizeCategory(textScale: 1.5)
        let scaledSize = heading.scaled(for: category).size
        let spacing = Font.TextStyle.body.scaledValue(for: 8, in: category)
        #expect(abs(scaledSize - 24 * Font.TextStyle.title2.pointSize(in: category) / 22) < 1e-9)
        #expect(abs(spacing - 12) < 1e-9)
    }

    @Test("an image modification reads the appearance")
    func imageModification() throws {
        let avatar = ImageModification("avatar d60 b10", reading: [.userInterfaceStyle]) { image, traits in
            let ring = traits.userInterfaceStyle == .dark ? Color(white: 0.2) : Color.white
            return try ImageModification.circularCrop(diameter: 60, borderWidth: 10, borderColor: ring).apply(to: image)
        }
        let source = try DecodedImage(pixelWidth: 8, pixelHeight: 8, scale: 1, pixels: [UInt32](repeating: 0xFF00_0000, count: 64))
        let light = try avatar.apply(to: source)
        let dark = try avatar.apply(to: source, traits: TraitCollection(userInterfaceStyle: .dark))
        #expect(light.pixels != dark.pixels)
        #expect(avatar.resolved(in: TraitCollection(preferredContentSizeCategory: .extraLarge)) == avatar.resolved(in: TraitCollection()))
    }
}
