import Foundation

/// One seed example: a node tree and a script of changes that a sampler replays frame by frame.
///
/// An example is a recipe, not a tree: ``makeScene()`` builds fresh nodes each time, so the same
/// example can be rendered at several frame rates or sizes, and tests never share nodes. A
/// sampler (MorphRender's) makes the scene inside `DisplayNode.withAnimator(_:_:)` with an
/// animator on a `ManualClock`, sets the root's frame to ``size``, runs a layout pass, and then
/// performs the scene's ``ExampleScene/steps`` one after the other, ticking the clock until every
/// animation has ended.
public struct Example: Sendable, Identifiable {
    /// The short, unique name used on the command line (`morph render signup`): lower-case words
    /// joined by hyphens.
    public let name: String
    /// A human title ("Signup form").
    public let title: String
    /// One sentence on what the example shows and which seed it comes from.
    public let summary: String
    /// The size of the root node's frame, in points.
    public let size: CGSize
    /// Builds the nodes and the script.
    private let build: @MainActor @Sendable () throws -> ExampleScene

    /// Creates an example.
    ///
    /// - Parameters:
    ///   - name: The command-line name (lower-case words joined by hyphens).
    ///   - title: A human title.
    ///   - summary: One sentence on what the example shows.
    ///   - size: The root node's frame size, in points.
    ///   - build: Builds a fresh scene. It runs on the main actor, inside the sampler's animator
    ///     scope, so the nodes it makes use the sampler's clock.
    public init(
        name: String,
        title: String,
        summary: String,
        size: CGSize,
        build: @escaping @MainActor @Sendable () throws -> ExampleScene
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.size = size
        self.build = build
    }

    /// The example's ``name``.
    public var id: String { name }

    /// Builds a fresh scene: new nodes, in their initial state, and the steps that change them.
    @MainActor
    public func makeScene() throws(ExampleError) -> ExampleScene {
        do {
            return try build()
        } catch {
            throw .building(error)
        }
    }
}
