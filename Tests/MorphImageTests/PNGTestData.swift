import Foundation

/// Builds PNG files byte by byte for the tests, with its own (bitwise, table-free) CRC-32 so that
/// it shares no code with the reader under test.
struct PNGTestData {
    var width: UInt32 = 1
    var height: UInt32 = 1
    var bitDepth: UInt8 = 8
    var colorType: UInt8 = 6
    var compression: UInt8 = 0
    var filter: UInt8 = 0
    var interlace: UInt8 = 0
    /// Overrides the IHDR length field (13 when nil).
    var headerLength: UInt32?
    /// Overrides the first chunk's type.
    var firstChunkType = "IHDR"
    /// Overrides the IHDR CRC (the correct one when nil).
    var headerCRC: UInt32?

    /// The CRC-32 of PNG chunks, computed bit by bit (ISO 3309, reflected polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = (crc >> 1) ^ (crc & 1 == 0 ? 0 : 0xEDB8_8320)
            }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func chunk(_ type: String, _ data: [UInt8], length: UInt32? = nil, crc: UInt32? = nil) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(length ?? UInt32(data.count)) + typeAndData + bigEndian(crc ?? crc32(typeAndData))
    }

    /// The whole file: signature, IHDR, a stored (uncompressed) IDAT and IEND.
    var bytes: [UInt8] {
        let header = Self.bigEndian(width) + Self.bigEndian(height) + [bitDepth, colorType, compression, filter, interlace]
        // A zlib stream with one stored block holding a filter byte and one transparent pixel.
        let idat: [UInt8] = [0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF, 0, 0, 0, 0, 0, 0x00, 0x05, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + Self.chunk(firstChunkType, header, length: headerLength, crc: headerCRC)
            + Self.chunk("IDAT", idat)
            + Self.chunk("IEND", [])
    }

    var data: Data { Data(bytes) }
}
