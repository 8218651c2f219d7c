import Foundation

/// One post of the feed example: made from its number alone, so the feed of 10,000 posts costs
/// nothing until a post comes near the viewport.
public struct FeedPost: Hashable, Sendable {
    /// How the post's photo is shown.
    public enum PhotoShape: Hashable, Sendable, CaseIterable {
        /// 4:3, landscape.
        case landscape
        /// Square.
        case square
        /// 16:9, wide.
        case wide

        /// Height over width.
        var ratio: CGFloat {
            switch self {
            case .landscape: 0.75
            case .square: 1
            case .wide: 9.0 / 16.0
            }
        }
    }

    /// The post's number, from 0.
    public let number: Int
    /// The author's name.
    public let author: String
    /// The headline.
    public let title: String
    /// The text, of varying length.
    public let body: String
    /// The photo's file (one of the example's photos).
    public let photo: URL
    /// The author's avatar photo (shown cropped to a circle).
    public let avatar: URL
    /// The photo's shape.
    public let shape: PhotoShape

    /// The post `number`.
    public init(number: Int) {
        self.number = number
        var generator = FeedPost.Generator(seed: UInt64(number) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let photos = FeedPost.photos
        author = FeedPost.authors[Int(generator.next() % UInt64(FeedPost.authors.count))]
        photo = photos[Int(generator.next() % UInt64(photos.count))]
        avatar = photos[Int(generator.next() % UInt64(photos.count))]
        shape = PhotoShape.allCases[Int(generator.next() % 3)]
        let titleWords = 3 + Int(generator.next() % 5)
        title = "\(number + 1). " + FeedPost.sentence(words: titleWords, generator: &generator)
        let sentences = 1 + Int(generator.next() % 4)
        body = (0..<sentences).map { _ in FeedPost.sentence(words: 6 + Int(generator.next() % 12), generator: &generator) + "." }.joined(separator: " ")
    }

    /// The example's photos (`Resources/photo-grid`).
    static let photos: [URL] = ["astronaut", "chelsea", "coffee", "rocket"].map { ExampleResources.url("photo-grid/\($0).jpg") }

    static let authors = ["Ada", "Grace", "Edsger", "Barbara", "Donald", "Frances", "Alan", "Margaret"]

    static let words = [
        "launch", "orbit", "coffee", "morning", "cat", "window", "light", "layout", "spring", "scroll", "range",
        "photo", "astronaut", "window", "garden", "rain", "quiet", "bright", "little", "river", "city", "train",
        "evening", "paper", "notes", "fast", "slow", "green", "blue", "story", "north", "south", "weekend",
    ]

    /// A capitalised run of `words` words.
    static func sentence(words count: Int, generator: inout Generator) -> String {
        let chosen = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }
        return chosen.joined(separator: " ").prefix(1).uppercased() + chosen.joined(separator: " ").dropFirst()
    }

    /// SplitMix64: the same post for the same number on every run.
    struct Generator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
