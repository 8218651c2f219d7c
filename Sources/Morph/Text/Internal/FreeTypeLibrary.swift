import CFreeType
import Foundation

/// One FreeType library instance, shared by the faces opened from it.
///
/// FreeType allows one `FT_Library` to serve several threads only if `FT_New_Face` and
/// `FT_Done_Face` are serialized, so both happen under this library's lock. Each face then has a
/// lock of its own (see ``FreeTypeFace``), so measurements in different faces run in parallel.
final class FreeTypeLibrary: Sendable {
    private let handle: Locked<LibraryHandle>

    /// Starts FreeType.
    ///
    /// - Throws: ``TextError/freeTypeFailure(operation:code:)`` if FreeType cannot start
    ///   (only when memory is exhausted).
    init() throws(TextError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw TextError.freeTypeFailure(operation: "FT_Init_FreeType", code: Int(error))
        }
        handle = Locked(LibraryHandle(pointer: library))
    }

    deinit {
        handle.withLock { library in
            _ = FT_Done_FreeType(library.pointer)
        }
    }

    /// Opens the first face of a font file and reads its design metrics.
    ///
    /// - Throws: ``TextError/unreadableFont(path:code:)`` if FreeType cannot open the file or
    ///   the face is not scalable.
    func openFace(atPath path: String) throws(TextError) -> FreeTypeFace {
        try handle.withLock { library throws(TextError) -> FreeTypeFace in
            var face: FT_Face?
            let error = FT_New_Face(library.pointer, path, 0, &face)
            guard error == 0, let face else {
                throw TextError.unreadableFont(path: path, code: Int(error))
            }
            let handle = FaceHandle(pointer: face)
            guard let design = FontDesignMetrics(face: handle) else {
                _ = FT_Done_Face(face)
                throw TextError.unreadableFont(path: path, code: 0x03)  // FT_Err_Invalid_File_Format
            }
            return FreeTypeFace(handle: handle, design: design, library: self)
        }
    }

    /// Closes a face; FreeType requires this to be serialized with face creation.
    func closeFace(_ face: FaceHandle) {
        handle.withLock { _ in
            _ = FT_Done_Face(face.pointer)
        }
    }
}

/// An `FT_Library` pointer. It is only ever used under ``FreeTypeLibrary``'s lock, which is what
/// makes handing it to the lock's storage sound.
struct LibraryHandle: @unchecked Sendable {
    let pointer: FT_Library
}

/// An `FT_Face` pointer. It is only ever dereferenced under its ``FreeTypeFace``'s lock (or while
/// the face is being created, before it is shared), which is what makes it sound to move between
/// threads.
struct FaceHandle: @unchecked Sendable {
    let pointer: FT_Face
}
