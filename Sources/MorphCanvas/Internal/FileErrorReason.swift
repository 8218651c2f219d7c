import Foundation

/// The reason of a Foundation file error, without the file name it repeats.
enum FileErrorReason {
    static func of(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code)))
        }
        return nsError.localizedDescription
    }

    /// `strerror` of the current `errno`.
    static func ofErrno(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
