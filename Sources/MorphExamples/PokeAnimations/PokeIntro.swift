import Foundation
import Morph
import MorphElements

/// The onboarding of Katana's PokeAnimations example as a `Component`: four pages (pokemon →
/// cute → pokeball → gotcha → pokemon), each a background, a button, an image and a title, and
/// the children animations that move from one page to the next.
///
/// Every page change is a 4-step animation (see `ComponentHost`): the background changes colour
/// (0.3 s), the old page's image and title leave and the new page's enter, each pair with its
/// own transformers and timing — the pokemon image fades in and shrinks out, the cute image
/// springs in from nothing, the pokeball image grows in from the right and shrinks away to the
/// left, the gotcha page fades. Titles move as ``Props/titleMotion`` says: by default as Katana's
/// (sliding 300 to 1,000 points, off the screen), or fading while drifting 40 points, so that no
/// text runs off the screen (the `poke` example). The button has no animation: its title changes
/// at once.
///
/// The pictures are creatures drawn for Morph (CC0) with nodes, as the image's children, which
/// move and fade with it; the image transformers that scale also scale those children
/// (`AnimationPropsTransformer.scaleIncludingChildren(percentage:)`), so a picture scales as one.
/// Titles and the white pill button use each page's ``PokeIntroStep/inkColor``.
///
/// Frames come from ``PokeIntroLayout`` for the props' frame size.
public enum PokeIntro: Component {
    /// The intro's props: its frame and the screen scale its frames are rounded to.
    public struct Props: DescriptionProps {
        /// The intro's frame; its size drives ``PokeIntroLayout``.
        public var frame: CGRect
        /// The intro's alpha.
        public var alpha: CGFloat = 1
        /// The intro's key among its siblings.
        public var key: String?
        /// Pixels per point: frames are rounded to `1 / screenScale` (2 by default).
        public var screenScale: CGFloat = 2
        /// How the titles enter and leave; Katana's by default.
        public var titleMotion: TitleMotion = .katana
        /// The environment the intro is shown in (its node's traits): dark pages in dark mode,
        /// larger titles for larger text, motions mirrored right to left. The default collection
        /// by default — Katana's look.
        public var traits = TraitCollection.default

        /// Props for an intro in `frame`.
        public init(frame: CGRect, screenScale: CGFloat = 2, titleMotion: TitleMotion = .katana) {
            self.frame = frame
            self.screenScale = screenScale
            self.titleMotion = titleMotion
        }
    }

    /// How the titles enter and leave a page.
    public enum TitleMotion: Hashable, Sendable {
        /// Katana's transformers: titles slide 300 to 1,000 points, off the screen, and two of them
        /// (cute, pokéball) leave without fading — the frames the `poke.` conformance cases pin.
        case katana
        /// Every title fades while drifting 40 points in from the right and out to the left: at the
        /// 480×960 reference size the widest line leaves 43 points on each side, so no text is cut
        /// by the screen's edge at any moment.
        case onScreen
    }

    /// The page shown.
    public struct State: ComponentState {
        /// The page; ``PokeIntroStep/pokemon`` at first.
        public var step: PokeIntroStep

        /// The first page.
        public init() { step = .pokemon }

        /// The page `step`.
        public init(step: PokeIntroStep) { self.step = step }
    }

    /// The keys of the intro's children.
    public enum Keys: Hashable, CaseIterable, Sendable {
        /// The background, the button.
        case background, button
        /// The images and titles of each page.
        case pokemonImage, pokemonTitle, cuteImage, cuteTitle, pokeballImage, pokeballTitle, gotchaImage, gotchaTitle
    }

    /// The node kind of the images (Katana's `Image`).
    public static let imageKind = NodeKind("Image")
    /// The node kind of the titles (Katana's `Label`).
    public static let labelKind = NodeKind("Label")
    /// The node kind of the button (Katana's `Button`).
    public static let buttonKind = NodeKind("Button")

    /// Background, button, image, title — in this z-order (the title on top).
    public static func childrenDescriptions(props: Props, state: State, update: @escaping StateUpdate<State>) -> [ChildDescription] {
        let traits = props.traits
        let titleFont = font(size: 26, in: traits)
        let layout = PokeIntroLayout(size: props.frame.size, screenScale: props.screenScale)
            .fitting(title: state.step.title, font: titleFont)
        let step = state.step
        let ink = step.inkColor(in: traits)
        return [
            .node(props: NodeProps { background in
                background.setKey(Keys.background)
                background.frame = layout.background
                background.backgroundColor = step.backgroundColor(in: traits)
            }),
            .node(buttonKind, props: NodeProps { button in
                button.setKey(Keys.button)
                button.frame = layout.button
                button.backgroundColor = PokeIntroStep.buttonColor.resolved(in: traits)
                button.cornerRadius = layout.button.height / 2
                // One button to assistive technology; pressing it taps it, which the intro's node
                // handles.
                button.accessibility = AccessibilityProperties(isAccessibilityElement: true, label: step.buttonTitle, traits: [.button])
            }, children: [
                centeredText(step.buttonTitle, font: font(size: 22, in: traits), color: ink, in: layout.button.size, screenScale: props.screenScale, name: "buttonTitle"),
            ]),
            .node(imageKind, props: NodeProps { image in
                image.setKey(step.imageKey)
                image.name = "\(step.imageKey) (\(step.imageName))"
                image.frame = layout.image
                // The artwork is drawn with nodes: one image to assistive technology.
                image.accessibility = AccessibilityProperties(isAccessibilityElement: true, label: step.imageDescription, traits: [.image])
            }, children: PokeArtwork.childDescriptions(for: step, side: layout.image.width, key: step.imageKey)),
            .node(labelKind, props: NodeProps { title in
                title.setKey(step.titleKey)
                title.frame = layout.title
            }, children: [
                centeredText(step.title, font: titleFont, color: ink, in: layout.title.size, screenScale: props.screenScale, name: "\(step.titleKey) text"),
            ]),
        ]
    }

    /// The largest text size the intro shows (UIKit's `maximumContentSizeCategory`): an
    /// onboarding page with a picture stops at the largest size outside the accessibility sizes,
    /// where its longest title still fits beside the picture; larger settings show that size.
    public static let maximumContentSizeCategory = ContentSizeCategory.extraExtraExtraLarge

    /// A bold font of `size` points at the default text size, scaled for `traits`' content size
    /// category (up to ``maximumContentSizeCategory``) as UIFontMetrics scales a title.
    static func font(size: CGFloat, in traits: TraitCollection) -> Font {
        let category = min(traits.preferredContentSizeCategory, maximumContentSizeCategory)
        return Font(.sans, size: Font.TextStyle.title2.scaledValue(for: size, in: category), weight: .bold)
    }

    /// The example's animations, the same for every page change. An update that keeps the page
    /// (new props: a new size) sets none, so it applies at once (Katana's example never changes
    /// its props).
    public static func updateChildrenAnimations(
        container: inout ChildrenAnimations<Keys>,
        currentProps: Props,
        nextProps: Props,
        currentState: State,
        nextState: State
    ) {
        guard currentState.step != nextState.step else { return }
        container[.background] = Animation(type: .linear(duration: 0.3))
        // Right to left, what moves to the left as written moves to the right: pages come from the
        // leading side and leave towards the trailing one, as a reader turns them.
        let mirrored = nextProps.traits.layoutDirection.isRightToLeft
        func moveLeft(distance: CGFloat? = nil) -> AnimationPropsTransformer {
            switch (mirrored, distance) {
            case (false, nil): .moveLeft()
            case (false, let distance?): .moveLeft(distance: distance)
            case (true, nil): .moveRight()
            case (true, let distance?): .moveRight(distance: distance)
            }
        }
        func moveRight(distance: CGFloat) -> AnimationPropsTransformer {
            mirrored ? .moveLeft(distance: distance) : .moveRight(distance: distance)
        }

        container[.pokemonImage] = Animation(
            type: .linear(duration: 0.3),
            entryTransformers: [.fade()],
            leaveTransformers: [.scaleIncludingChildren(percentage: 0)]
        )
        let onScreen = nextProps.titleMotion == .onScreen
        container[.pokemonTitle] = Animation(
            type: .linear(duration: 0.3),
            entryTransformers: [.fade()],
            leaveTransformers: [onScreen ? moveLeft(distance: titleDrift) : moveLeft(), .fade()]
        )

        container[.cuteImage] = Animation(
            type: .spring(duration: 0.5, damping: 0.4, initialVelocity: 0),
            entryTransformers: [.scaleIncludingChildren(percentage: 0)],
            leaveTransformers: [moveLeft()]
        )
        container[.cuteTitle] = Animation(
            type: .linear(duration: 0.3),
            entryTransformers: onScreen ? [moveRight(distance: titleDrift), .fade()] : [moveRight(distance: 500), .fade()],
            leaveTransformers: onScreen ? [moveLeft(distance: titleDrift), .fade()] : [moveLeft(distance: 500)]
        )

        container[.pokeballImage] = Animation(
            type: .linear(duration: 0.4),
            entryTransformers: [.scaleIncludingChildren(percentage: 0), moveRight(distance: 300)],
            leaveTransformers: [.scaleIncludingChildren(percentage: 0), moveLeft(distance: 300)]
        )
        container[.pokeballTitle] = Animation(
            type: .linear(duration: 0.3),
            entryTransformers: onScreen ? [moveRight(distance: titleDrift), .fade()] : [moveRight(distance: 300), .fade()],
            leaveTransformers: onScreen ? [moveLeft(distance: titleDrift), .fade()] : [moveLeft(distance: 500)]
        )

        container[.gotchaImage] = Animation(
            type: .linear(duration: 0.4),
            entryTransformers: [.fade()],
            leaveTransformers: [.fade()]
        )
        container[.gotchaTitle] = Animation(
            type: .linear(duration: 0.6),
            entryTransformers: [.fade()],
            leaveTransformers: [.fade()]
        )
    }

    /// How far a title drifts with ``TitleMotion/onScreen``.
    static let titleDrift: CGFloat = 40

    /// A text child filling the width of a box of `size`, centred vertically (UILabel's layout),
    /// its text centred on each line.
    static func centeredText(_ string: String, font: Font, color: Color, in box: CGSize, screenScale: CGFloat, name: String) -> ChildDescription {
        let style = TextStyle(font: font, alignment: .center)
        let height = (try? TextLayout(string, style: style, maximumWidth: max(box.width, 0)).size.height) ?? font.size * 1.2
        let scale = screenScale.isFinite && screenScale > 0 ? screenScale : 1
        let y = ((box.height - height) / 2 * scale).rounded() / scale
        return .node(props: NodeProps { text in
            text.name = name
            text.frame = CGRect(x: 0, y: y, width: box.width, height: height)
            text.text = NodeText(string, style: style, color: color)
        })
    }
}
