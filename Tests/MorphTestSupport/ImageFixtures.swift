import Foundation

/// The image files of `Tests/MorphImageTests/Fixtures/Images` (see the README there), read by the
/// image, node and canvas tests from that one place, and helpers to compare their pixels.
public enum ImageFixtures {
    /// The folder of the image fixtures.
    public static let directory = FixtureFiles.url("MorphImageTests/Fixtures/Images")

    /// A fixture that is not there.
    public struct MissingFixture: Error, CustomStringConvertible {
        /// The path looked for.
        public let path: String

        public var description: String { "no image fixture at \(path)" }
    }

    /// The URL of the fixture `name` (`chelsea.png`).
    ///
    /// - Throws: ``MissingFixture`` when there is no such file.
    public static func url(_ name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw MissingFixture(path: url.path) }
        return url
    }

    /// The bytes of the fixture `name`.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// A premultiplied ARGB32 pixel from 8-bit components (already premultiplied).
    public static func argb(_ alpha: UInt32, _ red: UInt32, _ green: UInt32, _ blue: UInt32) -> UInt32 {
        alpha << 24 | red << 16 | green << 8 | blue
    }

    /// The components of an ARGB32 pixel.
    public static func components(_ pixel: UInt32) -> (alpha: Int, red: Int, green: Int, blue: Int) {
        (Int(pixel >> 24), Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    /// Whether an opaque pixel is within `tolerance` of an RGB colour in every component.
    public static func isClose(_ pixel: UInt32?, _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 2) -> Bool {
        guard let pixel else { return false }
        let value = components(pixel)
        return value.alpha == 255 && abs(value.red - red) <= tolerance && abs(value.green - green) <= tolerance
            && abs(value.blue - blue) <= tolerance
    }
}
