import Foundation
import Morph
import Testing

/// The examples of the articles "Flexbox nodes" (Morph) and "The flexbox engine" (MorphFlex),
/// compiled and run.
@Suite("Flexbox nodes documentation examples")
@MainActor
struct FlexboxNodesDocumentationTests {
    @Test("choosing an engine per node: a flexbox row of an avatar and a text, in a layout spec, with a transition")
    func choosingAnEngine() throws {
        let environment = MotionEnvironment()
        try environment.make {
            let avatar = DisplayNode(name: "avatar")
            avatar.layoutEngine = .flexbox
            avatar.flexStyled { style in
                style.width = .points(40)
                style.height = .points(40)
            }
            let title = TextNode("Morph", name: "title")
            title.flexStyled { style in
                style.flexGrow = 1
                style.margin[.start] = .points(8)
            }

            let row = DisplayNode(name: "row")
            row.layoutEngine = .flexbox
            row.automaticallyManagesSubnodes = true
            row.flexChildren = [avatar, title]
            row.flexStyled { style in
                style.flexDirection = .row
                style.alignItems = .center
                style.padding[.all] = .points(8)
            }

            let layout = try row.layoutThatFits(SizeRange(exactly: CGSize(width: 320, height: 56)))
            // layout.frame(for: avatar) == CGRect(x: 8, y: 8, width: 40, height: 40)
            // layout.frame(for: title)?.minX == 56, its width 256: the rest of the row

            #expect(layout.frame(for: avatar) == CGRect(x: 8, y: 8, width: 40, height: 40))
            let titleFrame = try #require(layout.frame(for: title))
            #expect(titleFrame.minX == 56)
            #expect(titleFrame.width == 256)
            #expect(titleFrame.height > 0 && titleFrame.height < 40)
            #expect(abs(titleFrame.midY - 28) <= 0.5)

            let card = DisplayNode(name: "card")
            card.automaticallyManagesSubnodes = true
            card.layoutSpecBlock = { _, _ in
                InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: row)
            }
            card.frame = CGRect(x: 0, y: 0, width: 344, height: 80)
            try card.layoutIfNeeded()
            // row.frame == CGRect(x: 12, y: 12, width: 320, height: 56)

            #expect(row.frame == CGRect(x: 12, y: 12, width: 320, height: 56))
            #expect(names(row.subnodes) == ["avatar", "title"])
            #expect(avatar.frame == CGRect(x: 8, y: 8, width: 40, height: 40))

            let badge = DisplayNode(name: "badge")
            badge.layoutEngine = .flexbox
            badge.flexStyled { style in
                style.width = .points(24)
                style.height = .points(24)
            }
            row.flexChildren = [avatar, title, badge]
            try row.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
            // The badge fades in at the end of the row while the title narrows to make room.

            #expect(badge.frame == CGRect(x: 288, y: 16, width: 24, height: 24))
            #expect(badge.presentation.alpha == 0)
            #expect(title.frame.width == 232)
            #expect(title.presentation.frame.width == 256)
            environment.clock.advance(by: 0.1)
            #expect(abs(title.presentation.frame.width - 244) < 1e-6)
            environment.clock.advance(by: 0.1)
            #expect(badge.presentation.alpha == 1)
            #expect(names(row.subnodes) == ["avatar", "title", "badge"])
        }
    }

    @Test("the short example of the flexbox engine article")
    func engineArticleExample() throws {
        let first = DisplayNode(name: "first")
        first.layoutEngine = .flexbox
        first.flexStyled { $0.flexGrow = 1 }
        let second = TextNode("Second")
        let node = DisplayNode(name: "row")
        node.layoutEngine = .flexbox
        node.flexChildren = [first, second]
        node.flexStyled { $0.flexDirection = .row }
        let layout = try node.layoutThatFits(SizeRange(exactly: CGSize(width: 300, height: 40)))
        // `first` takes the room the text leaves; both fill the row's height.

        let secondFrame = try #require(layout.frame(for: second))
        #expect(layout.frame(for: first) == CGRect(x: 0, y: 0, width: secondFrame.minX, height: 40))
        #expect(secondFrame.maxX == 300)
        #expect(secondFrame.height == 40)
    }
}
