import Foundation
import MorphCanvas

/// The blocks of a GIF file as the tests read them, parsed independently of giflib: the screen,
/// the colour table, the looping extension and each image's rectangle and graphic control.
struct GIFStructure {
    /// One image: where it is drawn, how long it shows, how it is disposed of, and its transparent
    /// index.
    struct Image: Equatable {
        var rect: PixelRect
        /// Hundredths of a second.
        var delay: Int
        /// GIF's disposal method: 1 leave in place, 2 restore to background.
        var disposal: Int
        var transparentIndex: Int?
    }

    var width = 0
    var height = 0
    /// The global colour table as 0xRRGGBB.
    var colors: [UInt32] = []
    /// The NETSCAPE2.0 loop count, if the file has the extension (0: forever).
    var loopCount: Int?
    var images: [Image] = []

    /// The structure of the GIF at `url`, or nil when it is not a well-formed GIF.
    init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        let bytes = [UInt8](data)
        guard bytes.count >= 13, String(decoding: bytes[0..<6], as: UTF8.self) == "GIF89a" else { return nil }
        func word(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        width = word(6)
        height = word(8)
        var offset = 13
        if bytes[10] & 0x80 != 0 {
            let count = 1 << (Int(bytes[10] & 7) + 1)
            guard bytes.count >= offset + count * 3 else { return nil }
            colors = (0..<count).map { UInt32(bytes[offset + $0 * 3]) << 16 | UInt32(bytes[offset + $0 * 3 + 1]) << 8 | UInt32(bytes[offset + $0 * 3 + 2]) }
            offset += count * 3
        }
        /// The data sub-blocks from `offset`, concatenated; moves past the terminator.
        func subBlocks() -> [UInt8]? {
            var result: [UInt8] = []
            while offset < bytes.count {
                let size = Int(bytes[offset])
                offset += 1
                if size == 0 { return result }
                guard offset + size <= bytes.count else { return nil }
                result += bytes[offset..<(offset + size)]
                offset += size
            }
            return nil
        }
        var control: (delay: Int, disposal: Int, transparent: Int?)?
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:
                guard offset + 1 < bytes.count else { return nil }
                let label = bytes[offset + 1]
                offset += 2
                guard let blocks = subBlocks() else { return nil }
                if label == 0xF9, blocks.count == 4 {
                    control = (Int(blocks[1]) | Int(blocks[2]) << 8, Int(blocks[0] >> 2 & 7), blocks[0] & 1 != 0 ? Int(blocks[3]) : nil)
                } else if label == 0xFF, blocks.count == 14, String(decoding: blocks[0..<11], as: UTF8.self) == "NETSCAPE2.0" {
                    loopCount = Int(blocks[12]) | Int(blocks[13]) << 8
                }
            case 0x2C:
                guard offset + 10 <= bytes.count else { return nil }
                let rect = PixelRect(x: word(offset + 1), y: word(offset + 3), width: word(offset + 5), height: word(offset + 7))
                let flags = bytes[offset + 9]
                offset += 10
                if flags & 0x80 != 0 { offset += 3 << (Int(flags & 7) + 1) }
                offset += 1 // the LZW minimum code size
                guard subBlocks() != nil else { return nil }
                images.append(Image(rect: rect, delay: control?.delay ?? 0, disposal: control?.disposal ?? 0, transparentIndex: control?.transparent))
                control = nil
            case 0x3B:
                return
            default:
                return nil
            }
        }
        return nil
    }
}
