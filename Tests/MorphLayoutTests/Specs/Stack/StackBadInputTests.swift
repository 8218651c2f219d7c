import Foundation
import MorphLayout
import Testing

@Suite("Stack spec bad input")
struct StackBadInputTests {
    static func layoutError(of stack: StackLayoutSpec) throws -> LayoutError? {
        let offered = try range(0, 0, 100, 100)
        do throws(LayoutError) {
            _ = try stack.layout(in: offered, screenScale: 2)
            return nil
        } catch {
            return error
        }
    }

    @Test("a NaN or infinite spacing is an error", arguments: [CGFloat.nan, .infinity, -.infinity])
    func invalidSpacing(value: CGFloat) throws {
        let spacing = try Self.layoutError(of: StackLayoutSpec(spacing: value, children: [LayoutBox("a")]))
        guard case .invalidValue(let property, _, _, _)? = spacing else { Issue.record("no error for spacing \(value)"); return }
        #expect(property == "spacing")
        let lineSpacing = try Self.layoutError(of: StackLayoutSpec(lineSpacing: value, children: [LayoutBox("a")]))
        guard case .invalidValue(let lineProperty, _, _, _)? = lineSpacing else { Issue.record("no error for lineSpacing"); return }
        #expect(lineProperty == "lineSpacing")
    }

    /// A style property set to a value a stack cannot use.
    enum BrokenStyle: CaseIterable, Sendable {
        case negativeGrow, infiniteGrow, nanShrink, infiniteSpacingBefore, nanSpacingAfter, nanAscender, infiniteDescender

        var property: String {
            switch self {
            case .negativeGrow, .infiniteGrow: "style.flexGrow"
            case .nanShrink: "style.flexShrink"
            case .infiniteSpacingBefore: "style.spacingBefore"
            case .nanSpacingAfter: "style.spacingAfter"
            case .nanAscender: "style.ascender"
            case .infiniteDescender: "style.descender"
            }
        }

        func apply(to style: inout LayoutStyle) {
            switch self {
            case .negativeGrow: style.flexGrow = -1
            case .infiniteGrow: style.flexGrow = .infinity
            case .nanShrink: style.flexShrink = .nan
            case .infiniteSpacingBefore: style.spacingBefore = .infinity
            case .nanSpacingAfter: style.spacingAfter = .nan
            case .nanAscender: style.ascender = .nan
            case .infiniteDescender: style.descender = -.infinity
            }
        }
    }

    @Test("a child style a stack cannot use is an error naming the child and the property", arguments: BrokenStyle.allCases)
    func invalidChildStyle(broken: BrokenStyle) throws {
        let child = LayoutBox("child").styled { broken.apply(to: &$0) }
        let error = try Self.layoutError(of: StackLayoutSpec(children: [child]))
        guard case .invalidValue(let reported, _, let element, _)? = error else { Issue.record("no error for \(broken)"); return }
        #expect(reported == broken.property)
        #expect(element == "child")
    }

    @Test("an invalid flex basis is an error", arguments: [LayoutDimension.points(-3), .points(.nan), .fraction(1.5)])
    func invalidFlexBasis(basis: LayoutDimension) throws {
        let child = LayoutBox("child").styled { $0.flexBasis = basis }
        let error = try Self.layoutError(of: StackLayoutSpec(children: [child]))
        guard case .invalidDimension(_, let property, _)? = error else { Issue.record("no error for \(basis)"); return }
        #expect(property == "flexBasis")
    }

    @Test("children whose sizes add up beyond 10⁷ points are rejected, not laid out as garbage")
    func hugeContent() throws {
        let children = (0..<3).map { box("huge\($0)", 5_000_000, 1) }
        let stack = StackLayoutSpec(children: children)
        #expect(throws: LayoutError.self) {
            try stack.layout(in: range(0, 0, .infinity, .infinity), screenScale: 2)
        }
        // In a finite range the overflow is clamped and the stack is valid.
        #expect(try stack.layout(in: range(0, 0, 100, 100), screenScale: 2).size == CGSize(width: 100, height: 1))
    }
}
