import Foundation
import ImageFuzzing

/// libFuzzer's entry point for libpng through `DecodedImage`: every input is read as PNG data
/// (its first eight bytes become PNG's signature) and checked by `ImageFuzzing.check`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    ImageFuzzing.check(ImageFuzzing.data(bytes, count, signature: signature), format: .png)
    return 0
}
