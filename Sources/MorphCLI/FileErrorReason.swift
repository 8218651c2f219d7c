import Foundation

/// The reason a Foundation file operation failed, in the system's words (`Permission denied`,
/// `No space left on device`), rather than Foundation's generic
/// "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
enum FileErrorReason {
    /// The POSIX reason under `error`, else its localized description.
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(nsError.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return error.localizedDescription
    }
}
