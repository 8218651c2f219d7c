import CCairo
import Morph
import MorphText
import Synchronization

/// A Cairo font face on a FreeType face opened from a `FontFace`'s file, kept for the life of
/// the process.
///
/// `@unchecked Sendable` because it only carries a pointer: Cairo font faces are reference counted
/// atomically and safe to use from several threads, and Cairo takes the FreeType face's lock
/// (`_cairo_ft_unscaled_font_lock_face`) around every use of the `FT_Face`, which FreeType does not
/// allow to be used from two threads at once.
final class CairoFontFace: @unchecked Sendable {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }
}

/// Every font face the rasterisers have opened, one per (file, face index, synthetic bold), shared
/// by all rasterisers of the process.
///
/// FreeType faces are opened under a lock (an `FT_Library` may not open faces from two threads at
/// once) and never closed: a process draws with a handful of font files, and every rasteriser
/// reuses them. A file that cannot be opened is remembered as missing, and its text is not drawn.
enum FontFaceCache {
    private struct Key: Hashable {
        var path: String
        var faceIndex: Int
        var isSyntheticBold: Bool
    }

    private struct State {
        var library: FT_Library?
        var faces: [Key: CairoFontFace?] = [:]
    }

    private static let state = Mutex(State())

    /// The Cairo face for `face`, or nil when its file cannot be opened.
    static func face(for face: FontFace) -> CairoFontFace? {
        let key = Key(path: face.url.path, faceIndex: face.faceIndex, isSyntheticBold: face.isSyntheticBold)
        return state.withLock { state -> CairoFontFace? in
            if let known = state.faces[key] { return known }
            let opened = open(key, library: &state.library)
            state.faces[key] = opened
            return opened
        }
    }

    private static func open(_ key: Key, library: inout FT_Library?) -> CairoFontFace? {
        if library == nil {
            var created: FT_Library?
            guard FT_Init_FreeType(&created) == 0 else { return nil }
            library = created
        }
        var ftFace: FT_Face?
        guard FT_New_Face(library, key.path, key.faceIndex, &ftFace) == 0, let ftFace else { return nil }
        // Unhinted outlines, as the text was measured; colour bitmaps (emoji) in colour.
        let flags = morph_ft_load_no_hinting | morph_ft_load_color
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, flags),
              cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS
        else {
            FT_Done_Face(ftFace)
            return nil
        }
        if key.isSyntheticBold {
            cairo_ft_font_face_set_synthesize(cairoFace, CAIRO_FT_SYNTHESIZE_BOLD.rawValue)
        }
        return CairoFontFace(cairoFace)
    }
}
