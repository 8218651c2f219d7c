import Foundation

/// A button (Texture's `ASButtonNode`): a title centred in its content insets, on a background.
///
/// The button manages its two subnodes: ``backgroundNode`` fills the button, ``titleNode`` sits on
/// it, centred, inside ``contentInsets``. Its size is the title's plus the insets, clamped to the
/// range its parent offers; in a larger exact range the background fills it and the title stays
/// centred. Style the title through ``titleNode`` and the background through ``backgroundNode``
/// (colour, corner radius, border).
open class ButtonNode: DisplayNode {
    /// The title.
    public let titleNode: TextNode
    /// The background, as large as the button.
    public let backgroundNode: DisplayNode
    private let insets: LayoutInput<EdgeInsets>

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: the title text.
    ///   - titleStyle: the title's font and paragraph style.
    ///   - titleColor: the title's colour.
    ///   - backgroundColor: the background node's initial colour; clear by default.
    ///   - contentInsets: the space around the title; none by default, as Texture's.
    ///   - name: the button's name; its subnodes are named after it.
    ///   - animator: the animator of the view properties (see ``DisplayNode``).
    public nonisolated init(
        title: String = "",
        titleStyle: TextStyle = TextNode.defaultTextStyle,
        titleColor: Color = .black,
        backgroundColor: Color = .clear,
        contentInsets: EdgeInsets = .zero,
        name: String? = nil,
        animator: Animator? = nil
    ) {
        titleNode = TextNode(title, style: titleStyle, color: titleColor, name: name.map { "\($0).title" }, animator: animator)
        backgroundNode = DisplayNode(name: name.map { "\($0).background" }, animator: animator, initialBackgroundColor: backgroundColor)
        insets = LayoutInput(contentInsets)
        super.init(name: name, animator: animator)
        automaticallyManagesSubnodes = true
    }

    /// The title text (the ``titleNode``'s string).
    public nonisolated var title: String {
        get { titleNode.string }
        set { titleNode.string = newValue }
    }

    /// The space between the button's edges and its title; setting it calls ``DisplayNode/setNeedsLayout()``.
    /// Insets are not validated here: a NaN or negative inset is reported by the layout
    /// (`InsetLayoutSpec`'s rules).
    public nonisolated var contentInsets: EdgeInsets {
        get { insets.value }
        set { insets.value = newValue }
    }

    /// The background behind the inset, centred title.
    override nonisolated open func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        let content = StackLayoutSpec(direction: .horizontal, justifyContent: .center, alignItems: .center, children: [titleNode])
        return BackgroundLayoutSpec(
            child: InsetLayoutSpec(insets: contentInsets, child: content),
            background: backgroundNode
        )
    }
}
