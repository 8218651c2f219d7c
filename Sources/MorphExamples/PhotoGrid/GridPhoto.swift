import Foundation

/// A photo of the photo-grid example: its file in the target's resources
/// (`Resources/photo-grid`, whose `SOURCES.md` says where each comes from), its title and a
/// caption for the detail view.
public struct GridPhoto: Hashable, Sendable {
    /// The file's name in `Resources/photo-grid`.
    public let fileName: String
    /// The title, under the photo in the grid and in the detail view.
    public let title: String
    /// A sentence shown in the detail view.
    public let caption: String

    /// A photo.
    public init(fileName: String, title: String, caption: String) {
        self.fileName = fileName
        self.title = title
        self.caption = caption
    }

    /// The example's four photos, in grid order.
    public static let all: [GridPhoto] = [
        GridPhoto(fileName: "rocket.jpg", title: "Launch", caption: "A Falcon 9 lifts off carrying the DSCOVR satellite. SpaceX, public domain."),
        GridPhoto(fileName: "chelsea.jpg", title: "Chelsea", caption: "Chelsea the cat, looking unimpressed. Stefan van der Walt, CC0."),
        GridPhoto(fileName: "coffee.jpg", title: "Coffee", caption: "A cup of coffee on a saucer. Rachel Michetti, CC0."),
        GridPhoto(fileName: "astronaut.jpg", title: "Astronaut", caption: "Eileen Collins, the first woman to command a Space Shuttle. NASA, public domain."),
    ]

    /// The photo's URL in the target's resources.
    var url: URL { ExampleResources.url("photo-grid/\(fileName)") }
}
