@testable import Morph
import Testing

@Suite("The view property table")
@MainActor
struct ViewPropertyTableTests {
    @Test("every stored property of ViewAttributes has exactly one table entry, in declaration order")
    func tableCoversViewAttributes() {
        let declared = Mirror(reflecting: ViewAttributes.defaults).children.compactMap(\.label)
        #expect(ViewProperties.all.map(\.name) == declared)
    }

    /// Every property unlike its default and unlike every other property of its type (the
    /// Booleans aside: two values for three properties).
    static let changed = ViewAttributes(
        position: CGPoint(x: 1, y: 2), bounds: CGRect(x: 0, y: 0, width: 3, height: 4), anchorPoint: CGPoint(x: 0, y: 1),
        alpha: 0.5, transform: Transform3D(scaleX: 2, y: 2), backgroundColor: .red, cornerRadius: 5, borderWidth: 6, borderColor: .blue,
        isHidden: true, clipsToBounds: true, zPosition: 7, isUserInteractionEnabled: false,
        shadowColor: .green, shadowOpacity: 0.25, shadowOffset: CGSize(width: 1, height: 2), shadowRadius: 4,
        shadowPath: ShapePath(rect: CGRect(x: 0, y: 0, width: 3, height: 4)), backgroundGradient: Gradient(colors: [.red, .blue]),
        maskedCorners: .top, blurRadius: 2, backdropBlurRadius: 3
    )

    @Test("each entry reads and writes its own property and no other")
    func entriesAreIndependent() {
        let changed = Self.changed
        for property in ViewProperties.all {
            var copy = ViewAttributes.defaults
            property.copy(from: changed, to: &copy)
            let differing = ViewProperties.all.filter { !$0.isEqual(copy, .defaults) }.map(\.name)
            #expect(differing == [property.name], "\(property.name) changed \(differing)")
        }
    }

    @Test("a node's accessors, its model attributes and its presentation follow the table")
    func nodeFollowsTheTable() {
        let node = DisplayNode(name: "node")
        node.isUserInteractionEnabled = false
        node.anchorPoint = CGPoint(x: 0, y: 0)
        node.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(node.viewAttributes.isUserInteractionEnabled == false)
        #expect(node.presentation.isUserInteractionEnabled == false)
        #expect(node.position == CGPoint(x: 10, y: 20), "the anchor point is the top-left corner")
        #expect(node.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        node[.alpha] = .nan
        #expect(node.alpha == 1, "the table's clamp refuses NaN")
        node[.alpha] = 2
        #expect(node.alpha == 1)
    }

    @Test("each entry's read and write closures reach the field its key path names")
    func closuresFollowTheKeyPaths() {
        // With the changed values, and with them but two Booleans flipped: of the three, each
        // two differ in one of the sets, so a closure that reads or writes another field of the
        // same type differs from the key path in one of them.
        var flipped = Self.changed
        flipped.isHidden = false
        flipped.isUserInteractionEnabled = true
        for property in ViewProperties.all {
            guard let checked = property as? any ClosureCheckedProperty else {
                Issue.record("\(property.name) is not a ViewProperty")
                continue
            }
            for attributes in [ViewAttributes.defaults, Self.changed, flipped] {
                #expect(checked.closuresMatchKeyPath(in: attributes), "\(property.name)")
            }
        }
    }
}

/// A table entry whose closures can be checked against its key path.
private protocol ClosureCheckedProperty {
    /// Whether ``ViewProperty/read`` gives what the key path reads in `attributes`, and
    /// ``ViewProperty/write`` of that value into the defaults changes what the key path writes.
    func closuresMatchKeyPath(in attributes: ViewAttributes) -> Bool
}

extension ViewProperty: ClosureCheckedProperty {
    func closuresMatchKeyPath(in attributes: ViewAttributes) -> Bool {
        let value = attributes[keyPath: keyPath]
        var written = ViewAttributes.defaults
        write(&written, value)
        var expected = ViewAttributes.defaults
        expected[keyPath: keyPath] = value
        return read(attributes) == value && written == expected
    }
}
