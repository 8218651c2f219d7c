import CFreeType
import Foundation

/// One opened font face with its per-size glyph caches, safe to use from any thread.
///
/// FreeType faces are not thread-safe: every call that touches the `FT_Face` (activating a size,
/// loading a glyph, reading kerning) happens inside ``state``'s lock. Measurements in the same face
/// are therefore serialized, but the lock is held only while advances are looked up (mostly cache
/// hits), never while lines are broken.
final class FreeTypeFace: Sendable {
    /// The face's vertical metrics in design units (immutable, so read without the lock).
    let design: FontDesignMetrics
    /// FreeType's family name of the face, e.g. "DejaVu Sans".
    let familyName: String
    /// FreeType's style name of the face, e.g. "Bold Oblique" or "Book".
    let styleName: String

    private let library: FreeTypeLibrary
    private let handle: FaceHandle
    private let state: Locked<FaceState>

    /// Wraps a face just opened by `library` (not yet shared with any other thread).
    init(handle: FaceHandle, design: FontDesignMetrics, library: FreeTypeLibrary) {
        let record = handle.pointer.pointee
        self.design = design
        self.familyName = record.family_name.map { String(cString: $0) } ?? ""
        self.styleName = record.style_name.map { String(cString: $0) } ?? ""
        self.library = library
        self.handle = handle
        self.state = Locked(FaceState(face: handle, glyphCount: Int(record.num_glyphs)))
    }

    deinit {
        // FT_Done_Face also releases every FT_Size created for the face.
        library.closeFace(handle)
    }

    /// Measures the characters of `text` at `size` (in 26.6 fixed point, 1/64 pt).
    ///
    /// Newline characters end paragraphs and are not measured. Every other grapheme cluster gets
    /// the sum of its glyphs' unhinted advances and the kerning between its first glyph and the
    /// last glyph of the previous cluster in the same paragraph.
    ///
    /// - Complexity: O(n) in the number of grapheme clusters; each distinct glyph is loaded from
    ///   the font once per size, later lookups are array reads.
    func shape(_ text: String, size: Int) throws(TextError) -> ShapedText {
        try state.withLock { state throws(TextError) -> ShapedText in
            try state.shape(text, size: size, hasKerning: design.hasKerning)
        }
    }

    /// Runs `body` with the face's state, under its lock (for tests).
    func withState<Result: Sendable>(_ body: (inout FaceState) throws(TextError) -> Result) throws(TextError) -> Result {
        try state.withLock { state throws(TextError) -> Result in try body(&state) }
    }

    /// Drops every cached size and glyph advance (for tests and memory pressure).
    func removeCachedSizes() {
        state.withLock { $0.removeSizes() }
    }

    /// The number of sizes whose glyph advances are cached now.
    var cachedSizeCount: Int {
        state.withLock { $0.sizes.count }
    }
}

/// An `FT_Size` pointer, only used under its face's lock.
struct SizeHandle: @unchecked Sendable {
    let pointer: FT_Size
}

/// The mutable part of a face, only reachable through the face's lock.
struct FaceState: Sendable {
    /// The most sizes a face keeps scaled at once; a new size beyond it flushes them all.
    static let maximumCachedSizes = 32

    let face: FaceHandle
    let glyphCount: Int
    /// Glyph indices of ASCII characters (0 = not looked up yet or .notdef; `asciiKnown` tells).
    var asciiGlyphs = [FT_UInt](repeating: 0, count: 128)
    var asciiKnown = [Bool](repeating: false, count: 128)
    /// Glyph indices of other characters.
    var glyphs: [UInt32: FT_UInt] = [:]
    /// The scaled sizes, keyed by size in 26.6 fixed point.
    var sizes: [Int: ScaledFace] = [:]

    init(face: FaceHandle, glyphCount: Int) {
        self.face = face
        self.glyphCount = glyphCount
    }

    mutating func removeSizes() {
        for scaled in sizes.values {
            _ = FT_Done_Size(scaled.size.pointer)
        }
        sizes.removeAll()
    }

    /// The glyph index of a scalar in the face's Unicode charmap (0 if the face lacks it).
    mutating func glyph(for scalar: Unicode.Scalar) -> FT_UInt {
        let value = scalar.value
        if value < 128 {
            let slot = Int(value)
            if !asciiKnown[slot] {
                asciiGlyphs[slot] = FT_Get_Char_Index(face.pointer, FT_ULong(value))
                asciiKnown[slot] = true
            }
            return asciiGlyphs[slot]
        }
        if let glyph = glyphs[value] { return glyph }
        let glyph = FT_Get_Char_Index(face.pointer, FT_ULong(value))
        glyphs[value] = glyph
        return glyph
    }

    /// Creates (or finds) the FreeType size object for `size` and makes it the face's active size.
    mutating func activate(size: Int) throws(TextError) {
        if let scaled = sizes[size] {
            if face.pointer.pointee.size != scaled.size.pointer {
                _ = FT_Activate_Size(scaled.size.pointer)
            }
            return
        }
        if sizes.count >= Self.maximumCachedSizes {
            removeSizes()
        }
        var created: FT_Size?
        var error = FT_New_Size(face.pointer, &created)
        guard error == 0, let created else {
            throw TextError.freeTypeFailure(operation: "FT_New_Size", code: Int(error))
        }
        error = FT_Activate_Size(created)
        if error == 0 {
            // 72 dpi: one point is one pixel.
            error = FT_Set_Char_Size(face.pointer, 0, FT_F26Dot6(size), 72, 72)
        }
        guard error == 0 else {
            _ = FT_Done_Size(created)
            throw TextError.freeTypeFailure(operation: "FT_Set_Char_Size", code: Int(error))
        }
        sizes[size] = ScaledFace(size: SizeHandle(pointer: created), glyphCount: glyphCount)
    }

    /// The unhinted advance of a glyph at the active size, in points: FreeType's 26.6 advance
    /// (`FT_LOAD_NO_HINTING`) divided by 64.
    func advance(of glyph: FT_UInt, in scaled: inout ScaledFace) -> CGFloat {
        let index = Int(glyph)
        if index < scaled.advances.count, let known = scaled.advances[index] {
            return known
        }
        var advance: CGFloat = 0
        if FT_Load_Glyph(face.pointer, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
           let slot = face.pointer.pointee.glyph {
            advance = CGFloat(slot.pointee.advance.x) / 64
        }
        if index < scaled.advances.count {
            scaled.advances[index] = advance
        }
        return advance
    }

    /// The unfitted (fractional, 26.6) kerning between two glyphs at the active size, in points.
    func kerning(between left: FT_UInt, and right: FT_UInt, in scaled: inout ScaledFace) -> CGFloat {
        if let known = scaled.kerning.value(left, right) { return known }
        var vector = FT_Vector()
        var value: CGFloat = 0
        if FT_Get_Kerning(face.pointer, left, right, FT_KERNING_UNFITTED.rawValue, &vector) == 0 {
            value = CGFloat(vector.x) / 64
        }
        scaled.kerning.insert(value, left, right)
        return value
    }

    /// See ``FreeTypeFace/shape(_:size:)``.
    mutating func shape(_ text: String, size: Int, hasKerning: Bool) throws(TextError) -> ShapedText {
        try activate(size: size)
        // Taken out of the dictionary while measuring, so its arrays are mutated in place.
        var scaled = sizes.removeValue(forKey: size)!
        defer { sizes[size] = scaled }

        var builder = ShapedText.Builder(string: text)
        let tabAdvance = 4 * advance(of: glyph(for: " "), in: &scaled)
        let ellipsisGlyph = glyph(for: "\u{2026}")
        builder.ellipsisAdvance = ellipsisGlyph != 0
            ? advance(of: ellipsisGlyph, in: &scaled)
            : 3 * advance(of: glyph(for: "."), in: &scaled)

        let shapedASCII = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            shapeASCII(bytes, tabAdvance: tabAdvance, hasKerning: hasKerning, scaled: &scaled, into: &builder)
            return true
        }
        if shapedASCII != true {
            shapeCharacters(text, tabAdvance: tabAdvance, hasKerning: hasKerning, scaled: &scaled, into: &builder)
        }
        return builder.finish()
    }

    /// Measures any text grapheme cluster by grapheme cluster.
    mutating func shapeCharacters(
        _ text: String, tabAdvance: CGFloat, hasKerning: Bool, scaled: inout ScaledFace, into builder: inout ShapedText.Builder
    ) {
        var previousGlyph: FT_UInt?
        for character in text {
            if character.isNewline {
                builder.endParagraph(at: character)
                previousGlyph = nil
                continue
            }
            var width: CGFloat = 0
            var kerningBefore: CGFloat = 0
            var isFirstGlyph = true
            for scalar in character.unicodeScalars {
                switch ScalarClass(scalar) {
                case .tab:
                    width += tabAdvance
                    previousGlyph = nil
                    isFirstGlyph = false
                case .invisible:
                    continue
                case .visible:
                    let glyph = glyph(for: scalar)
                    if hasKerning, let previous = previousGlyph {
                        let kern = kerning(between: previous, and: glyph, in: &scaled)
                        if isFirstGlyph { kerningBefore = kern } else { width += kern }
                    }
                    width += advance(of: glyph, in: &scaled)
                    previousGlyph = glyph
                    isFirstGlyph = false
                }
            }
            builder.append(character, advance: width, kerningBefore: kerningBefore)
        }
    }

    /// Measures ASCII text byte by byte: the same results as ``shapeCharacters(_:tabAdvance:hasKerning:scaled:into:)``
    /// without grapheme breaking (in ASCII every byte is a grapheme cluster, except CR LF).
    mutating func shapeASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, tabAdvance: CGFloat, hasKerning: Bool, scaled: inout ScaledFace,
        into builder: inout ShapedText.Builder
    ) {
        var previousGlyph: FT_UInt?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x0A, 0x0B, 0x0C, 0x0D:
                if byte == 0x0D && index < bytes.count && bytes[index] == 0x0A {
                    index += 1
                    builder.endParagraph(utf8Length: 2)
                } else {
                    builder.endParagraph(utf8Length: 1)
                }
                previousGlyph = nil
            case 0x09:
                builder.append(utf8Length: 1, flags: CharacterFlags.asciiTable[0x09], advance: tabAdvance, kerningBefore: 0)
                previousGlyph = nil
            case 0x20..<0x7F:
                let glyph = glyph(for: Unicode.Scalar(byte))
                var kerningBefore: CGFloat = 0
                if hasKerning, let previous = previousGlyph {
                    kerningBefore = kerning(between: previous, and: glyph, in: &scaled)
                }
                builder.append(
                    utf8Length: 1, flags: CharacterFlags.asciiTable[Int(byte)],
                    advance: advance(of: glyph, in: &scaled), kerningBefore: kerningBefore
                )
                previousGlyph = glyph
            default:
                // Other control characters: no glyph, no advance.
                builder.append(utf8Length: 1, flags: CharacterFlags.asciiTable[Int(byte)], advance: 0, kerningBefore: 0)
            }
        }
    }
}

/// One size of a face: its FreeType size object and the advances and kerning measured at it.
struct ScaledFace: Sendable {
    let size: SizeHandle
    /// Advances by glyph index; `nil` until the glyph is first measured.
    var advances: [CGFloat?]
    /// Kerning by glyph pair.
    var kerning = GlyphPairTable()

    init(size: SizeHandle, glyphCount: Int) {
        self.size = size
        self.advances = [CGFloat?](repeating: nil, count: max(glyphCount, 0))
    }
}

/// How a Unicode scalar takes part in measurement.
enum ScalarClass {
    /// A glyph from the font (including .notdef for characters the font lacks).
    case visible
    /// A horizontal tab: four spaces wide (Morph has no tab stops).
    case tab
    /// A control character or a default-ignorable code point (joiners, variation selectors,
    /// soft hyphen, bidi controls): no glyph, no advance.
    case invisible

    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F {
            self = .visible
        } else if value == 0x09 {
            self = .tab
        } else if scalar.properties.generalCategory == .control || scalar.properties.isDefaultIgnorableCodePoint {
            self = .invisible
        } else {
            self = .visible
        }
    }
}
