import MorphFlex
import MorphLayout

extension FlexStyle {
    /// The style with an inherited CSS `direction` taken from a node's layout direction, so a
    /// flexbox container runs as its environment reads (MorphFlex's ``FlexDirection/row`` from
    /// the right in a right-to-left one). An explicit `direction` stays; `nil` keeps the style.
    func inheritingDirection(_ direction: LayoutDirection?) -> FlexStyle {
        guard let direction, self.direction == .inherit else { return self }
        var style = self
        style.direction = direction.isRightToLeft ? .rtl : .ltr
        return style
    }
}
