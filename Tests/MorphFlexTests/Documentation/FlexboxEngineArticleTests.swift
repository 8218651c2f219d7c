import Foundation
import Testing
import MorphFlex

/// The examples of the MorphFlex documentation, compiled and run. The Swift blocks of the DocC
/// articles are copied from here line by line (the DocumentationTests target checks that).
@Suite("The flexbox engine article")
struct FlexboxEngineArticleTests {
    @Test("a row of two growing items, then one grows twice as much")
    func buildAndLayOut() throws {
        var tree = FlexTree()

        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        rowStyle.width = .points(300)
        rowStyle.height = .points(100)
        rowStyle.padding[.horizontal] = .points(10)
        rowStyle.setGap(.column, .points(20))
        let row = tree.addNode(style: rowStyle)

        var itemStyle = FlexStyle()
        itemStyle.flexGrow = 1
        let first = tree.addNode(style: itemStyle)
        let second = tree.addNode(style: itemStyle)
        try tree.appendChild(first, to: row)
        try tree.appendChild(second, to: row)

        try tree.calculateLayout(for: row)
        let frame = tree.layout(of: second).frame
        // frame == CGRect(x: 160, y: 0, width: 130, height: 100)
        #expect(frame == CGRect(x: 160, y: 0, width: 130, height: 100))

        tree.updateStyle(of: first) { $0.flexGrow = 2 }
        try tree.calculateLayout(for: row)
        // Only the row and its two items were laid out again.
        #expect(tree.layout(of: first).width == 173)
        #expect(tree.lastLayoutStatistics.layouts == 3)
    }

    @Test("a measured leaf hosts content laid out elsewhere")
    func measuredLeaf() throws {
        var tree = FlexTree()
        var columnStyle = FlexStyle()
        columnStyle.width = .points(80)
        columnStyle.alignItems = .flexStart
        let column = tree.addNode(style: columnStyle)

        let label = tree.addNode(measure: { input in
            let natural = CGSize(width: 120, height: 20)
            switch input.widthMode {
            case .exactly: return CGSize(width: input.width, height: 20)
            case .atMost: return CGSize(width: min(natural.width, input.width), height: 40)
            case .undefined: return natural
            }
        })
        tree.setBaselineFunction({ size in size.height - 4 }, for: label)
        try tree.appendChild(label, to: column)

        try tree.calculateLayout(for: column)
        #expect(tree.layout(of: label).frame == CGRect(x: 0, y: 0, width: 80, height: 40))
    }

    @Test("a configuration for a 2x screen without errata")
    func configuration() throws {
        var config = FlexConfig(screenScale: 2)
        config.errata = .none
        var tree = FlexTree(config: config)
        var style = FlexStyle()
        style.width = .points(10.3)
        style.height = .points(10)
        let node = tree.addNode(style: style)
        try tree.calculateLayout(for: node)
        #expect(tree.layout(of: node).width == 10.5)
    }
}
