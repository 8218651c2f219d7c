import CCairo
import Foundation
import Morph

/// Blurred shadow shapes by their shape, transform, sub-pixel phase and blur, so a shadow is
/// blurred once and composited again while its layer moves (a card carried across the screen
/// keeps its shadow image) or repeats (the same card in every row).
///
/// **Bounds.** At most ``maximumByteCount`` bytes of images (16 MiB); a shadow larger than
/// ``maximumImageArea`` pixels is blurred for its frame and not kept. When a new image does not
/// fit, images not used in the current frame are dropped first.
struct ShadowCache {
    /// The most bytes of shadow images kept: 16 MiB.
    static let maximumByteCount = 16 << 20
    /// The largest image kept, in pixels: 4 Mi.
    static let maximumImageArea = 1 << 22
    /// Sub-pixel phases are rounded to this many steps per pixel.
    static let phaseSteps: CGFloat = 16

    /// What a shadow image depends on.
    struct Key: Hashable {
        /// The outline, in the coordinates the linear part maps to device pixels.
        enum Outline: Hashable {
            case roundedRect(width: CGFloat, height: CGFloat, radiusX: CGFloat, radiusY: CGFloat, corners: CornerMask)
            case path(ShapePath)
        }
        var outline: Outline
        /// The linear part of the transform to device pixels.
        var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
        /// The sub-pixel phase of the shape's device box, in ``phaseSteps``.
        var phaseX: Int, phaseY: Int
        var sigmaX: CGFloat, sigmaY: CGFloat
    }

    private struct Entry {
        var image: ShadowImage
        var lastFrame: Int
    }

    private var entries: [Key: Entry] = [:]
    private(set) var byteCount = 0
    private var frame = 0
    /// How many shadows were blurred since the count was last reset (the rest came from the cache).
    var blurCount = 0

    var count: Int { entries.count }

    mutating func beginFrame() {
        frame &+= 1
    }

    /// The image for `key`, made by `make` when not kept.
    mutating func image(for key: Key, make: () -> ShadowImage?) -> ShadowImage? {
        if let entry = entries[key] {
            entries[key]?.lastFrame = frame
            return entry.image
        }
        guard let image = make() else { return nil }
        blurCount += 1
        let bytes = image.byteCount
        guard bytes <= Self.maximumImageArea else { return image }
        if byteCount + bytes > Self.maximumByteCount {
            for (key, entry) in entries where entry.lastFrame != frame {
                entries[key] = nil
                byteCount -= entry.image.byteCount
            }
        }
        guard byteCount + bytes <= Self.maximumByteCount else { return image }
        entries[key] = Entry(image: image, lastFrame: frame)
        byteCount += bytes
        return image
    }
}
