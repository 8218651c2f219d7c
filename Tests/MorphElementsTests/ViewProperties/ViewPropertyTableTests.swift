import Foundation
import Morph
import Testing
@testable import MorphElements

/// A property of the table that this test can set to another value, whatever the property: so the
/// tests below go through `ViewProperties.all` and name no property, and a property added to the
/// table is checked in both declarative layers without changing them.
protocol ChangeableViewProperty: AnyViewProperty {
    /// A description with this property set to another value than its default.
    func changed(_ description: NodeDescription) -> NodeDescription?
    /// Props with this property set to another value than its default.
    func changed(_ props: NodeProps) -> NodeProps?
    /// Whether `node`'s model value of the property is its value in `attributes`.
    @MainActor func node(_ node: DisplayNode, shows attributes: ViewAttributes) -> Bool
}

extension ViewProperty: ChangeableViewProperty {
    func changed(_ description: NodeDescription) -> NodeDescription? {
        guard let value = OtherValue.different(from: description[self]) else { return nil }
        var result = description
        result[self] = value
        return result
    }

    func changed(_ props: NodeProps) -> NodeProps? {
        guard let value = OtherValue.different(from: props[self]) else { return nil }
        var result = props
        result[self] = value
        return result
    }

    @MainActor func node(_ node: DisplayNode, shows attributes: ViewAttributes) -> Bool {
        node[self] == attributes[keyPath: keyPath]
    }
}

/// A value other than a given one, for each type of the table's values.
enum OtherValue {
    static func different<Value>(from value: Value) -> Value? {
        let other: Any? = switch value {
        case let number as CGFloat: number == 0.5 ? CGFloat(0.25) : CGFloat(0.5)
        case let point as CGPoint: point == CGPoint(x: 0.25, y: 0.75) ? CGPoint(x: 0.75, y: 0.25) : CGPoint(x: 0.25, y: 0.75)
        case let rect as CGRect: rect == CGRect(x: 3, y: 4, width: 30, height: 10) ? CGRect(x: 1, y: 2, width: 20, height: 5) : CGRect(x: 3, y: 4, width: 30, height: 10)
        case let color as Color: color == .red ? Color.blue : Color.red
        case let transform as Transform3D: transform == Transform3D(scaleX: 0.5, y: 0.5, z: 1) ? Transform3D(scaleX: 2, y: 2, z: 1) : Transform3D(scaleX: 0.5, y: 0.5, z: 1)
        case let flag as Bool: !flag
        case let size as CGSize: size == CGSize(width: 2, height: 3) ? CGSize(width: 4, height: 1) : CGSize(width: 2, height: 3)
        case let gradient as Gradient: gradient == Gradient(colors: [.red, .blue]) ? Gradient(kind: .radial, colors: [.white, .black]) : Gradient(colors: [.red, .blue])
        case let path as ShapePath:
            path == ShapePath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)) ? ShapePath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)) : ShapePath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        case let corners as CornerMask: corners == .top ? CornerMask.bottom : CornerMask.top
        default: nil
        }
        return other as? Value
    }
}

/// An element whose node is described by a given description.
struct Described: Element {
    var description: NodeDescription
    var size = CGSize(width: 40, height: 20)

    var content: ElementContent { ElementContent(intrinsicSize: size) }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? { description }
}

/// A component of one plain child with given props.
struct OneChild: Component {
    struct Props: DescriptionProps {
        var frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 200)
        var alpha: CGFloat = 1
        var key: String?
        var child = NodeProps()
    }

    static func childrenDescriptions(props: Props, state: EmptyState, update: @escaping StateUpdate<EmptyState>) -> [ChildDescription] {
        [.node(props: props.child)]
    }
}

@Suite("View properties from the table in elements and components")
@MainActor
struct ViewPropertyTableTests {
    static var properties: [any ChangeableViewProperty] {
        ViewProperties.all.compactMap { $0 as? any ChangeableViewProperty }
    }

    /// The properties layout gives a node, not its description or props.
    static let geometry: Set<String> = ["position", "bounds"]

    @Test("the test can change every property of the table in a description and in props")
    func everyPropertyIsCovered() {
        #expect(Self.properties.count == ViewProperties.all.count)
        for property in Self.properties {
            #expect(property.changed(NodeDescription()) != nil, "no other value for \(property.name): add one of its type to OtherValue")
            #expect(property.changed(NodeProps()) != nil, "no other value for \(property.name): add one of its type to OtherValue")
        }
    }

    @Test("a description's view properties read and write as its members, cleaned by the table's entry")
    func descriptionMembers() {
        var description = NodeDescription { $0.cornerRadius = -4; $0.alpha = 3; $0.borderWidth = 2 }
        #expect(description.cornerRadius == 0)
        #expect(description.alpha == 1)
        #expect(description.viewAttributes.borderWidth == 2)
        // A value the table refuses leaves the property as it was.
        description.alpha = 0.5
        description.alpha = .nan
        #expect(description.alpha == 0.5)
        var transform = Transform3D.identity
        transform.m11 = .infinity
        description.transform = transform
        #expect(description.transform == .identity)
        description[.zPosition] = 3
        #expect(description.zPosition == 3)
        description.anchorPoint = CGPoint(x: 0, y: 1)
        #expect(description.viewAttributes.anchorPoint == CGPoint(x: 0, y: 1))
        // Defaults are Core Animation's.
        #expect(NodeDescription().viewAttributes == .defaults)
    }

    @Test("props' view properties read and write as their members, cleaned by the table's entry")
    func propsMembers() {
        var props = NodeProps { $0.cornerRadius = -4; $0.alpha = -1 }
        #expect(props.cornerRadius == 0 && props.alpha == 0)
        props.alpha = .nan
        #expect(props.alpha == 0)
        props[.clipsToBounds] = true
        #expect(props.clipsToBounds)
        #expect(NodeProps().viewAttributes == .defaults)
    }

    @Test("every view property set in an element's description reaches its node, but the geometry layout gives")
    func elementsSetEveryProperty() throws {
        let clock = ManualClock()
        for property in Self.properties where !Self.geometry.contains(property.name) {
            let host = ElementHostNode(name: "host", animator: Animator(clock: clock))
            host.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            let description = try #require(property.changed(NodeDescription()))
            host.element = Described(description: description)
            let node = try #require(host.elementNodes.first)
            #expect(property.node(node, shows: description.viewAttributes), "\(property.name) does not reach the node")
        }
    }

    @Test("every view property set in a plain child's props reaches its node, but the geometry the frame gives")
    func componentsSetEveryProperty() throws {
        for property in Self.properties where !Self.geometry.contains(property.name) {
            let child = try #require(property.changed(NodeProps { $0.frame = CGRect(x: 10, y: 10, width: 40, height: 20) }))
            let host = ComponentHost<OneChild>(props: OneChild.Props(child: child))
            let node = try #require(host.childNodes.first)
            #expect(property.node(node, shows: child.viewAttributes), "\(property.name) does not reach the node")
            // Updating to other props changes it back, under the child's animation.
            host.update(props: OneChild.Props(child: NodeProps { $0.frame = CGRect(x: 10, y: 10, width: 40, height: 20) }))
            #expect(property.node(node, shows: NodeProps().viewAttributes), "\(property.name) does not go back")
        }
    }

    @Test("an anchor point keeps the laid-out frame; the transform turns about it")
    func anchorPoint() throws {
        let host = ElementHostNode(name: "host", animator: Animator(clock: ManualClock()))
        host.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        host.element = Described(description: NodeDescription { $0.anchorPoint = .zero })
        // The root element fills the host; its position is its top-left corner.
        let node = try #require(host.elementNodes.first)
        #expect(node.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(node.position == .zero)
        host.element = Offset(x: 30, wrapped: Described(description: NodeDescription { $0.anchorPoint = CGPoint(x: 1, y: 0.5) }))
        let offset = try #require(host.elementNodes.first)
        #expect(offset.frame == CGRect(x: 30, y: 0, width: 170, height: 200))
        #expect(offset.position == CGPoint(x: 200, y: 100))

        let component = ComponentHost<OneChild>(props: OneChild.Props(child: NodeProps {
            $0.anchorPoint = CGPoint(x: 1, y: 1)
            $0.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        }))
        let child = try #require(component.childNodes.first)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(child.position == CGPoint(x: 50, y: 30))
    }
}
