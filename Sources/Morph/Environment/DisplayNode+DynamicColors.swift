import Foundation

extension DisplayNode {
    /// Makes a colour property follow `color`: sets it to `color` resolved in the node's
    /// ``traitCollection`` now (following the ambient animation), and again whenever the node's
    /// appearance or contrast changes — with the animation around that change, so a host that
    /// switches appearance with ``transitionTraitCollection(to:animated:)`` cross-fades it.
    ///
    /// Setting the property to a plain colour afterwards ends the binding: the next change of
    /// appearance leaves the property alone. Setting another dynamic colour replaces it.
    ///
    /// ```swift
    /// card.setDynamicColor(DynamicColor(light: .white, dark: Color(white: 0.17)), for: .backgroundColor)
    /// ```
    public func setDynamicColor(_ color: DynamicColor, for property: ViewProperty<Color>) {
        bindDynamicColor(color, property: property.name, read: { $0[property] }, write: { $0[property] = $1 })
    }

    /// The dynamic colour a colour property follows, or nil.
    public func dynamicColor(for property: ViewProperty<Color>) -> DynamicColor? {
        dynamicColor(forPropertyNamed: property.name)
    }

    /// Ends the binding of a colour property to a dynamic colour; the property keeps its value.
    public func removeDynamicColor(for property: ViewProperty<Color>) {
        dynamicColorStorage?.removeAll { $0.property == property.name }
    }

    /// The dynamic colour of the property named `name`, or nil (for a node type's own colour
    /// properties, such as a text node's `textColor`).
    func dynamicColor(forPropertyNamed name: String) -> DynamicColor? {
        guard let bindings = dynamicColorStorage, let binding = bindings.first(where: { $0.property == name }),
              binding.read(self) == binding.lastResolved
        else { return nil }
        return binding.color
    }

    /// Binds the colour property `name` (read and written by `read` and `write`) to `color` and
    /// sets it.
    func bindDynamicColor(
        _ color: DynamicColor,
        property name: String,
        read: @escaping @MainActor (DisplayNode) -> Color,
        write: @escaping @MainActor (DisplayNode, Color) -> Void
    ) {
        let resolved = color.resolved(in: traitCollection)
        write(self, resolved)
        let binding = DynamicColorBinding(property: name, color: color, read: read, write: write, lastResolved: read(self))
        var bindings = dynamicColorStorage ?? []
        bindings.removeAll { $0.property == name }
        bindings.append(binding)
        dynamicColorStorage = bindings
    }

    /// Sets every bound colour property to its dynamic colour resolved in the current
    /// collection, inside the ambient animation; drops the bindings of properties set to another
    /// colour since.
    func resolveDynamicColors() {
        guard var bindings = dynamicColorStorage, !bindings.isEmpty else { return }
        let traits = traitCollection
        bindings.removeAll { $0.read(self) != $0.lastResolved }
        for index in bindings.indices {
            bindings[index].write(self, bindings[index].color.resolved(in: traits))
            bindings[index].lastResolved = bindings[index].read(self)
        }
        dynamicColorStorage = bindings
    }
}
