import Foundation
import Testing
@testable import MorphFlex

@Suite("FlexConfig")
struct FlexConfigTests {
    /// A 100-point row with two children of `width` points each, as configured.
    static func row(config: FlexConfig, width: CGFloat) throws -> [CGFloat] {
        var tree = FlexTree(config: config)
        var rowStyle = config.useWebDefaults ? FlexStyle.webDefaults : FlexStyle()
        rowStyle.flexDirection = .row
        rowStyle.width = .points(100)
        rowStyle.height = .points(10)
        let row = tree.addNode(style: rowStyle)
        var childStyle = config.useWebDefaults ? FlexStyle.webDefaults : FlexStyle()
        childStyle.width = .points(width)
        let children = [tree.addNode(style: childStyle), tree.addNode(style: childStyle)]
        for child in children { try tree.appendChild(child, to: row) }
        try tree.calculateLayout(for: row)
        return children.map { tree.layout(of: $0).width }
    }

    @Test("web defaults make children shrink to fit, as in CSS; Yoga's defaults do not")
    func webDefaults() throws {
        #expect(try Self.row(config: FlexConfig(useWebDefaults: true), width: 100) == [50, 50])
        #expect(try Self.row(config: FlexConfig(), width: 100) == [100, 100])
    }

    @Test("without the erratum, a flex item does not shrink below its content (CSS §4.5)")
    func automaticMinimumSize() throws {
        func shrunkWidth(errata: FlexErrata) throws -> CGFloat {
            var tree = FlexTree(config: FlexConfig(errata: errata))
            var rowStyle = FlexStyle()
            rowStyle.flexDirection = .row
            rowStyle.width = .points(50)
            rowStyle.height = .points(10)
            let row = tree.addNode(style: rowStyle)
            var itemStyle = FlexStyle()
            itemStyle.flexShrink = 1
            let item = tree.addNode(style: itemStyle)
            // An unbreakable word: 80 points wide however little room it is offered.
            let content = tree.addNode(measure: { _ in CGSize(width: 80, height: 10) })
            try tree.appendChild(item, to: row)
            try tree.appendChild(content, to: item)
            try tree.calculateLayout(for: row)
            return tree.layout(of: item).width
        }
        #expect(try shrunkWidth(errata: .minSizeUndefinedInsteadOfAuto) == 50)
        #expect(try shrunkWidth(errata: .none) == 80)
    }

    @Test("errata and features are named as in Yoga's fixtures")
    func names() {
        #expect(FlexErrata(name: "all") == .all)
        #expect(FlexErrata(name: "stretch-flex-basis") == .stretchFlexBasis)
        #expect(FlexErrata(name: "bogus") == nil)
        #expect(FlexErrata.classic.contains(.minSizeUndefinedInsteadOfAuto))
        #expect(!FlexErrata.classic.contains(.stretchFlexBasis))
        #expect(FlexExperimentalFeature(rawValue: "FixFlexBasisFitContent") == .fixFlexBasisFitContent)
    }
}
