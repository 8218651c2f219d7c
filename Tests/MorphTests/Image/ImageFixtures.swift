import Foundation
import Testing
@testable import Morph

/// The image files of `Fixtures/Images` (see the README there).
enum ImageFixtures {
    static func url(_ name: String) throws -> URL {
        let stem = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        return try #require(Bundle.module.url(forResource: stem, withExtension: ext, subdirectory: "Fixtures/Images"))
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// A premultiplied ARGB32 pixel from 8-bit components (already premultiplied).
    static func argb(_ alpha: UInt32, _ red: UInt32, _ green: UInt32, _ blue: UInt32) -> UInt32 {
        alpha << 24 | red << 16 | green << 8 | blue
    }

    /// The components of an ARGB32 pixel.
    static func components(_ pixel: UInt32) -> (alpha: Int, red: Int, green: Int, blue: Int) {
        (Int(pixel >> 24), Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    /// Whether an opaque pixel is within `tolerance` of an RGB colour in every component.
    static func isClose(_ pixel: UInt32?, _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 2) -> Bool {
        guard let pixel else { return false }
        let value = components(pixel)
        return value.alpha == 255 && abs(value.red - red) <= tolerance && abs(value.green - green) <= tolerance
            && abs(value.blue - blue) <= tolerance
    }
}
