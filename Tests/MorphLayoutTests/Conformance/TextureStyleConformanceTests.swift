import Foundation
import MorphTestSupport
import MorphLayout
import Testing

/// Texture's `ASLayoutElementStyleTests` (style accessors and defaults) and the stack's
/// alignment conveniences (`ASStackLayoutSpecSnapshotTests` property tests). Each expectation
/// of a case is one check, read from its key; an unknown key fails the case.
@Suite("Texture style conformance")
struct TextureStyleConformanceTests {
    @Test("styles have Texture's defaults and accessors")
    func styles() {
        var results: [(name: String, failure: String?)] = []
        for entry in ConformanceGroups.cases(forLine: "texture-style") {
            var problems: [String] = []
            let expectations: [(key: String, value: JSONValue)]
            do {
                expectations = try FixtureValues.expectations(entry.json["expected"])
            } catch {
                results.append((entry.name, "\(error)"))
                continue
            }
            for (key, expected) in expectations {
                do {
                    if let problem = try Self.checkStyle(key: key, expected: expected) { problems.append("\(key): \(problem)") }
                } catch {
                    problems.append("\(key): \(error)")
                }
            }
            results.append((entry.name, problems.isEmpty ? nil : problems.joined(separator: "; ")))
        }
        let failures = ConformanceGroups.report(line: "texture-style", results: results)
        #expect(!results.isEmpty)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("a case without expectations fails instead of passing unchecked")
    func caseWithoutExpectations() {
        #expect(throws: FixtureValues.Malformed.self) { try FixtureValues.expectations(nil) }
        #expect(throws: FixtureValues.Malformed.self) { try FixtureValues.expectations(.object([:])) }
        #expect(throws: FixtureValues.Malformed.self) { try Self.checkDefaults(.object([:])) }
    }

    static func checkStyle(key: String, expected: JSONValue) throws -> String? {
        func holds(_ condition: Bool) -> String? { condition == (expected != .bool(false)) ? nil : "does not hold" }
        var style = LayoutStyle()
        switch key {
        case "new style preferredSize":
            return style.preferredSize == (try FixtureValues.size(expected)) ? nil : "got \(String(describing: style.preferredSize))"
        case "preferredSize=100x100 => width=100pt,height=100pt":
            style.preferredSize = CGSize(width: 100, height: 100)
            return holds(style.width == .points(100) && style.height == .points(100))
        case "minSize=... => minWidth/minHeight points":
            style.setMinSize(CGSize(width: 10, height: 20))
            return holds(style.minWidth == .points(10) && style.minHeight == .points(20))
        case "maxSize=... => maxWidth/maxHeight points":
            style.setMaxSize(CGSize(width: 30, height: 40))
            return holds(style.maxWidth == .points(30) && style.maxHeight == .points(40))
        case "width=50% then reading preferredSize":
            // Texture asserts; Morph answers nil (a fractional side has no point size).
            style.width = .fraction(0.5)
            return expected.string == "assertion failure" && style.preferredSize == nil ? nil : "got \(String(describing: style.preferredSize))"
        case "preferredLayoutSize/minLayoutSize/maxLayoutSize round-trip":
            let sizes = [
                LayoutSize(width: .points(10), height: .fraction(0.5)),
                LayoutSize(width: .fraction(0.25), height: .auto),
                LayoutSize(width: .auto, height: .points(40)),
            ]
            style.preferredLayoutSize = sizes[0]
            style.minLayoutSize = sizes[1]
            style.maxLayoutSize = sizes[2]
            return holds(style.preferredLayoutSize == sizes[0] && style.minLayoutSize == sizes[1] && style.maxLayoutSize == sizes[2])
        case "setting width calls delegate style:propertyDidChange: with ASLayoutElementStyleWidthProperty":
            // Styles are values: a change is seen by comparison; a node invalidates its layout.
            let before = style
            style.width = .points(10)
            let box = LayoutBox("node")
            let version = box.layoutVersion
            box.style = style
            return holds(style != before && box.layoutVersion > version)
        case "defaults":
            return try checkDefaults(expected)
        default:
            return "unknown expectation key"
        }
    }

    static func checkDefaults(_ expected: JSONValue) throws -> String? {
        let style = LayoutStyle()
        for (property, value) in try FixtureValues.expectations(expected) {
            let holds: Bool
            switch property {
            case "flexGrow": holds = style.flexGrow == (try FixtureValues.number(value))
            case "flexShrink": holds = style.flexShrink == (try FixtureValues.number(value))
            case "flexBasis": holds = style.flexBasis == (try FixtureValues.dimension(value))
            case "alignSelf": holds = value.string == "auto" && style.alignSelf == .auto
            case "spacingBefore": holds = style.spacingBefore == (try FixtureValues.number(value))
            case "spacingAfter": holds = style.spacingAfter == (try FixtureValues.number(value))
            case "ascender": holds = style.ascender == (try FixtureValues.number(value))
            case "descender": holds = style.descender == (try FixtureValues.number(value))
            case "layoutPosition": holds = style.layoutPosition == (try FixtureValues.point(value))
            case "all size dimensions":
                holds = value.string == "auto" && style.size.isAuto
            default:
                return "unknown default \(property)"
            }
            if !holds { return "default \(property) differs" }
        }
        return nil
    }

    @Test("the stack's alignment conveniences resolve as in Texture")
    func stackProperties() {
        var results: [(name: String, failure: String?)] = []
        for entry in ConformanceGroups.cases(forLine: "texture-stack-properties") {
            var problems: [String] = []
            let expectations: [(key: String, value: JSONValue)]
            do {
                expectations = try FixtureValues.expectations(entry.json["expected"])
            } catch {
                results.append((entry.name, "\(error)"))
                continue
            }
            for (key, expected) in expectations {
                if let problem = Self.checkStackProperty(key: key, expected: expected) { problems.append("\(key): \(problem)") }
            }
            results.append((entry.name, problems.isEmpty ? nil : problems.joined(separator: "; ")))
        }
        let failures = ConformanceGroups.report(line: "texture-stack-properties", results: results)
        #expect(results.count == 1)
        #expect(failures.isEmpty, "\(failures)")
    }

    static func alignItemsName(_ value: StackAlignItems) -> String {
        "\(value)"
    }

    static func checkStackProperty(key: String, expected: JSONValue) -> String? {
        func matches(_ stack: StackLayoutSpec) -> String? {
            let alignItems = "\(stack.alignItems)", justify = "\(stack.justifyContent)"
            guard alignItems == expected["alignItems"]?.string, justify == expected["justifyContent"]?.string else {
                return "got alignItems \(alignItems), justifyContent \(justify)"
            }
            return nil
        }
        var stack = StackLayoutSpec(children: [])
        stack.horizontalAlignment = .right
        stack.verticalAlignment = .center
        switch key {
        case "default stack (horizontal); horizontalAlignment=Right, verticalAlignment=Center":
            return matches(stack)
        case "then direction=vertical":
            stack.direction = .vertical
            return matches(stack)
        case "setting alignItems/justifyContent while horizontal/verticalAlignment != None":
            // Texture asserts; in Morph the conveniences keep deciding (the assignment has no effect).
            guard expected.string == "assertion failure" else { return "unknown expectation" }
            stack.alignItems = .start
            stack.justifyContent = .start
            return stack.alignItems == .center && stack.justifyContent == .end ? nil : "the assignment took effect"
        case "after resetting both alignments to None":
            // Texture's test: middle/center, then reset; the values stay, then become settable.
            var other = StackLayoutSpec(children: [])
            other.alignItems = .end
            other.justifyContent = .end
            other.horizontalAlignment = .middle
            other.verticalAlignment = .center
            other.alignItems = .end
            other.horizontalAlignment = .none
            other.verticalAlignment = .none
            guard other.alignItems == .center, other.justifyContent == .center else { return "did not keep center/center" }
            other.alignItems = .end
            other.justifyContent = .end
            return other.alignItems == .end && other.justifyContent == .end ? nil : "not settable again"
        default:
            return "unknown expectation key"
        }
    }
}
