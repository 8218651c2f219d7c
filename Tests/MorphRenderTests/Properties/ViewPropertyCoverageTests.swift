import Foundation
import Testing
import MorphRender

/// A property of the table that this test can set to a value other than its current one, whatever
/// the property: so the tests below go through `ViewProperties.all` and name no property, and a
/// property added to the table is checked in every renderer without changing them.
protocol ChangeableViewProperty: AnyViewProperty {
    /// `attributes` with this property set to another value, or nil when the test has no value
    /// of the property's type (add one to `OtherValue`).
    func changed(_ attributes: ViewAttributes) -> ViewAttributes?
}

extension ViewProperty: ChangeableViewProperty {
    func changed(_ attributes: ViewAttributes) -> ViewAttributes? {
        guard let value = OtherValue.different(from: attributes[keyPath: keyPath]), let clean = sanitized(value) else { return nil }
        var result = attributes
        result[keyPath: keyPath] = clean
        return result
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
        case let transform as Transform3D: transform == TransformMath.rotation(0.5) ? TransformMath.rotation(0.25) : TransformMath.rotation(0.5)
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

@Suite("Every view property in every renderer")
struct ViewPropertyCoverageTests {
    /// A plain layer's attributes: 40 × 20 at (10, 10).
    static let base = ViewAttributes(position: CGPoint(x: 30, y: 20), bounds: CGRect(x: 0, y: 0, width: 40, height: 20))

    static var properties: [any ChangeableViewProperty] {
        ViewProperties.all.compactMap { $0 as? any ChangeableViewProperty }
    }

    static func tree(_ attributes: ViewAttributes, time: TimeInterval = 0) -> PresentationTree {
        PresentationTree(time: time, layers: [PresentationLayer(id: LayerID(rawValue: 1), name: "layer", attributes: attributes, subtreeEnd: 1)])
    }

    @Test("the test can change every property of the table")
    func everyPropertyIsCovered() {
        #expect(Self.properties.count == ViewProperties.all.count)
        for property in Self.properties {
            let changed = property.changed(Self.base)
            #expect(changed != nil, "no other value for \(property.name): add one of its type to OtherValue")
            if let changed { #expect(!property.isEqual(changed, Self.base), "\(property.name)") }
        }
    }

    @Test("a change of any property shows in the text of a frame, by the property's name (position through the frame)")
    func textShowsEveryProperty() throws {
        let renderer = TextFrameRenderer()
        let plain = renderer.render(Self.tree(Self.base))
        for property in Self.properties {
            let changed = try #require(property.changed(Self.base))
            let text = renderer.render(Self.tree(changed))
            #expect(text != plain, "changing \(property.name) does not show: \(text)")
            if property.name != ViewProperty<CGPoint>.position.name {
                #expect(text.contains(" \(property.name)"), "\(property.name) is not named: \(text)")
            }
        }
    }

    @Test("a change of any property is an activity of the layer's track named after it, and is printed in the timeline")
    func tracksAndTimelineShowEveryProperty() throws {
        for property in Self.properties {
            let changed = try #require(property.changed(Self.base))
            let timeline = try Timeline(canvasSize: CGSize(width: 100, height: 100), frames: [Self.tree(Self.base), Self.tree(changed, time: 1)])
            let track = try #require(timeline.tracks.first)
            #expect(track.activities.map(\.property) == [property.name])
            let text = TextTimelineRenderer().render(timeline)
            let lines = text.split(separator: "\n")
            #expect(lines[2] != lines[4], "\(property.name) does not show in the timeline: \(text)")
        }
    }

    @Test("the player's data holds every property of every element, and a change of any one as one value per sample")
    func playerDataHoldsEveryProperty() throws {
        for property in Self.properties {
            let changed = try #require(property.changed(Self.base))
            let timeline = try Timeline(canvasSize: CGSize(width: 100, height: 100), frames: [Self.tree(Self.base), Self.tree(changed, time: 1)])
            let data = try HTMLPlayerRendererTests.PlayerData(html: try HTMLPlayerRenderer().render(timeline))
            let element = try #require(data.elements.first)
            let properties = HTMLPlayerRendererTests.PlayerData.properties(element)
            #expect(Set(properties.keys) == Set(ViewProperties.all.map(\.name)))
            #expect((properties[property.name]?["samples"] as? [Any])?.count == 2, "\(property.name) does not change in the data")
            for other in Self.properties where other.name != property.name {
                #expect(properties[other.name]?["value"] != nil, "\(other.name) changes although only \(property.name) did")
            }
        }
    }
}
