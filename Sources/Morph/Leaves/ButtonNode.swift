import Foundation

/// A button (Texture's `ASButtonNode`): a title centred in its content insets, on a background,
/// that sends its actions when tapped.
///
/// The button manages its two subnodes: ``backgroundNode`` fills the button, ``titleNode`` sits on
/// it, centred, inside ``contentInsets``. Its size is the title's plus the insets, clamped to the
/// range its parent offers; in a larger exact range the background fills it and the title stays
/// centred. Style the title through ``titleNode`` and the background through ``backgroundNode``
/// (colour, corner radius, border).
///
/// ## Actions and states
///
/// A tap — a press that begins on the button and ends within 70 points of it, as UIKit's — or
/// Return or Space while it has the focus sends the actions: ``onTap`` and the targets of
/// ``addTarget(_:action:)``, in the order they were added. While pressed the button is
/// ``isHighlighted``: its content dims (animated, 0.1 s in, 0.2 s out). A button that is not
/// ``isEnabled`` is dimmed further, takes no input and cannot be focused. A focused button shows
/// a focus ring around its background.
open class ButtonNode: DisplayNode {
    /// The title.
    public let titleNode: TextNode
    /// The background, as large as the button.
    public let backgroundNode: DisplayNode
    private let insets: LayoutInput<EdgeInsets>
    /// The targets of ``addTarget(_:action:)``, held weakly.
    private var targets: [(target: WeakTarget, send: @MainActor (AnyObject) -> Void)] = []
    /// The background's border before the focus ring replaced it.
    private var borderBeforeFocus: (width: CGFloat, color: Color)?

    /// Called when the button is tapped (or activated with Return or Space while focused), before
    /// the targets of ``addTarget(_:action:)``.
    public var onTap: (@MainActor (ButtonNode) -> Void)?

    /// Whether the button takes input; true by default. A disabled button is drawn at 40 %
    /// opacity, ignores presses and cannot take the focus.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { isHighlighted = false }
            updateContentAlpha(animated: true)
        }
    }

    /// Whether the button is being pressed (a press began on it and is still within 70 points).
    public private(set) var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            updateContentAlpha(animated: true)
        }
    }

    /// The colour of the ring drawn around a focused button; a system blue by default.
    public var focusRingColor = Color(red: 0.2, green: 0.5, blue: 1)

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

    /// Adds `action` of `target` to the actions a tap sends (UIKit's target/action, with a method
    /// reference: `button.addTarget(self, action: FormController.next)`). The target is held weakly:
    /// a released target's action is dropped.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        targets.append((WeakTarget(target), { object in
            guard let target = object as? Target else { return }
            action(target)()
        }))
    }

    /// Removes every target's action for `target`.
    public func removeTarget(_ target: AnyObject) {
        targets.removeAll { $0.target.object === target || $0.target.object == nil }
    }

    /// Sends the button's actions: ``onTap``, then each live target's, in the order added.
    public func sendActions() {
        onTap?(self)
        targets.removeAll { $0.target.object == nil }
        for (target, send) in targets {
            if let object = target.object { send(object) }
        }
    }

    // MARK: - Input

    /// A button can take the focus while enabled.
    override open var canBecomeFocused: Bool {
        isEnabled
    }

    /// A tap on the button: highlight on press, follow the pointer, send the actions on a release
    /// within 70 points of the button.
    override open func pointerEvent(_ event: PointerEvent) -> Bool {
        guard isEnabled else { return false }
        let near = bounds.insetBy(dx: -70, dy: -70).contains(event.locationInNode)
        switch event.phase {
        case .began:
            isHighlighted = true
        case .moved:
            isHighlighted = near
        case .ended:
            let wasHighlighted = isHighlighted
            isHighlighted = false
            if wasHighlighted, near { sendActions() }
        case .cancelled:
            isHighlighted = false
        case .hovered:
            return false
        }
        return true
    }

    /// Return or Space on the focused button send its actions.
    override open func activate() -> Bool {
        guard isEnabled else { return false }
        sendActions()
        return true
    }

    /// Shows or hides the focus ring: a 3-point border of ``focusRingColor`` on the background.
    override open func focusDidChange() {
        if isFocused {
            borderBeforeFocus = (backgroundNode.borderWidth, backgroundNode.borderColor)
            withAnimation(.curve(.easeOut, duration: 0.15)) {
                backgroundNode.borderWidth = 3
                backgroundNode.borderColor = focusRingColor
            }
        } else if let before = borderBeforeFocus {
            borderBeforeFocus = nil
            withAnimation(.curve(.easeOut, duration: 0.15)) {
                backgroundNode.borderWidth = before.width
                backgroundNode.borderColor = before.color
            }
        }
    }

    // MARK: - Accessibility

    /// A button is an accessibility element unless set otherwise.
    override open var isAccessibilityElement: Bool {
        get { accessibilityState.properties.isAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The label set, else the title (nil when it is empty).
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? nonEmpty(title) }
        set { super.accessibilityLabel = newValue }
    }

    /// The traits set, else ``AccessibilityTraits/button``; with
    /// ``AccessibilityTraits/notEnabled`` while the button is not ``isEnabled``.
    override open var accessibilityTraits: AccessibilityTraits {
        get {
            let traits = accessibilityState.properties.traits ?? .button
            return isEnabled ? traits : traits.union(.notEnabled)
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Dims the title and background for the highlighted and disabled states.
    private func updateContentAlpha(animated: Bool) {
        let alpha: CGFloat = !isEnabled ? 0.4 : isHighlighted ? 0.6 : 1
        let duration = isHighlighted ? 0.1 : 0.2
        let change = {
            self.titleNode.alpha = alpha
            self.backgroundNode.alpha = alpha
        }
        if animated {
            withAnimation(.curve(.easeOut, duration: duration), change)
        } else {
            performWithoutAnimation(change)
        }
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

/// A weak reference to a button's target.
private struct WeakTarget {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
