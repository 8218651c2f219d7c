import Foundation
import ImageFuzzing

/// libFuzzer's entry point for libjpeg-turbo through `DecodedImage`: every input is read as
/// JPEG data (its first two bytes become the start-of-image marker) and checked by
/// `ImageFuzzing.check`, which includes the whole-cost limits of progressive files.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGDecoder(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    ImageFuzzing.check(ImageFuzzing.data(bytes, count, signature: [0xFF, 0xD8]), format: .jpeg)
    return 0
}
