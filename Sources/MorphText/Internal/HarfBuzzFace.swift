import CHarfBuzz
import Foundation
@_spi(MorphInternals) import MorphLayout

/// A font file's face opened by HarfBuzz, with its design metrics.
///
/// HarfBuzz faces are immutable once made so (`hb_face_make_immutable`) and HarfBuzz shapes with
/// one face from several threads at once (its lazily loaded tables are published atomically);
/// that is why the wrapper is `Sendable`. The face keeps its file mapped until it is released.
final class HarfBuzzFace: @unchecked Sendable {
    let pointer: OpaquePointer
    let key: FaceFileKey
    let design: DesignMetrics
    /// The glyph of U+0020 (0 if the face has none).
    let spaceGlyph: UInt32
    /// Per script: whether shaping may be cached word by word (see ``isWordCacheable(script:)``).
    private let wordCacheEligibility = Locked<[UInt32: Bool]>([:])

    /// Opens face `key.index` of the file at `key.path`.
    ///
    /// - Throws: ``TextError/unreadableFont(path:)`` when the file is missing or holds no such face.
    init(key: FaceFileKey) throws(TextError) {
        guard let blob = hb_blob_create_from_file_or_fail(key.path) else {
            throw .unreadableFont(path: key.path)
        }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(truncatingIfNeeded: key.index)) else {
            throw .unreadableFont(path: key.path)
        }
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            throw .unreadableFont(path: key.path)
        }
        hb_face_make_immutable(face)
        pointer = face
        self.key = key
        (design, spaceGlyph) = Self.readMetrics(face)
    }

    deinit {
        hb_face_destroy(pointer)
    }

    /// Whether text of `script` may be shaped word by word: no GSUB or GPOS lookup that HarfBuzz
    /// can apply to the script involves the space glyph, and the face has no legacy `kern` table
    /// that applies instead of GPOS nor AAT tables, so a word shapes the same alone as between
    /// spaces (Blink's word-cache rule, per script). Computed on first use for each script.
    func isWordCacheable(script: UInt32) -> Bool {
        if let known = wordCacheEligibility.withLock({ $0[script] }) { return known }
        let eligible = !Self.spaceTakesPartInLayout(pointer, spaceGlyph: spaceGlyph, script: script)
        wordCacheEligibility.withLock { $0[script] = eligible }
        return eligible
    }

    private static func tag(_ string: String) -> hb_tag_t {
        string.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
    }

    /// Whether the space glyph appears (as input, context or output) in a lookup of GSUB or GPOS
    /// reachable from the script's tags or the default ones HarfBuzz falls back to ('DFLT',
    /// 'dflt', 'latn'), or the face has layout tables whose use of it HarfBuzz cannot report.
    private static func spaceTakesPartInLayout(_ face: OpaquePointer, spaceGlyph: UInt32, script: UInt32) -> Bool {
        for table in ["kern", "morx", "kerx", "mort"] {
            let blob = hb_face_reference_table(face, tag(table))
            let length = hb_blob_get_length(blob)
            hb_blob_destroy(blob)
            if table == "kern" {
                // A legacy kern table only applies when GPOS has no kerning; be conservative.
                if length > 0 && hb_ot_layout_has_positioning(face) == 0 { return true }
            } else if length > 0 {
                return true
            }
        }
        guard spaceGlyph != 0 else { return false }
        var scriptTags = [hb_tag_t](repeating: 0, count: 8)
        var scriptTagCount: UInt32 = 4
        hb_ot_tags_from_script_and_language(hb_script_t(rawValue: script), nil, &scriptTagCount, &scriptTags, nil, nil)
        scriptTags.removeSubrange(Int(scriptTagCount)...)
        scriptTags += [tag("DFLT"), tag("dflt"), tag("latn"), 0]
        let sets = (0..<4).map { _ in hb_set_create() }
        let lookups = hb_set_create()
        defer {
            sets.forEach { hb_set_destroy($0) }
            hb_set_destroy(lookups)
        }
        for table in [tag("GSUB"), tag("GPOS")] {
            hb_set_clear(lookups)
            hb_ot_layout_collect_lookups(face, table, scriptTags, nil, nil, lookups)
            var lookup = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start of iteration
            while hb_set_next(lookups, &lookup) != 0 {
                sets.forEach { hb_set_clear($0) }
                hb_ot_layout_lookup_collect_glyphs(face, table, lookup, sets[0], sets[1], sets[2], sets[3])
                if sets.contains(where: { hb_set_has($0, spaceGlyph) != 0 }) { return true }
            }
        }
        return false
    }

    /// The design metrics, read with HarfBuzz at one unit per design unit.
    private static func readMetrics(_ face: OpaquePointer) -> (DesignMetrics, UInt32) {
        let upem = Int32(clamping: hb_face_get_upem(face))
        let font = hb_font_create(face)
        defer { hb_font_destroy(font) }
        hb_font_set_scale(font, upem, upem)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)

        func metric(_ tag: hb_ot_metrics_tag_t) -> Int32? {
            var position: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &position) != 0 ? position : nil
        }
        func glyphTop(_ scalar: UInt32) -> Int32 {
            var glyph: hb_codepoint_t = 0
            var glyphExtents = hb_glyph_extents_t()
            guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0,
                  hb_font_get_glyph_extents(font, glyph, &glyphExtents) != 0
            else { return 0 }
            return glyphExtents.y_bearing
        }
        var space: hb_codepoint_t = 0
        if hb_font_get_nominal_glyph(font, 0x20, &space) == 0 { space = 0 }

        let capHeight = metric(HB_OT_METRICS_TAG_CAP_HEIGHT).flatMap { $0 > 0 ? $0 : nil } ?? glyphTop(0x48)
        let xHeight = metric(HB_OT_METRICS_TAG_X_HEIGHT).flatMap { $0 > 0 ? $0 : nil } ?? glyphTop(0x78)
        let underlineThickness = metric(HB_OT_METRICS_TAG_UNDERLINE_SIZE).flatMap { $0 > 0 ? $0 : nil } ?? max(1, upem / 14)
        let underlinePosition = metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET).flatMap { $0 != 0 ? $0 : nil } ?? -upem / 10
        let strikeoutThickness = metric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE).flatMap { $0 > 0 ? $0 : nil } ?? underlineThickness
        let strikeoutPosition = metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET).flatMap { $0 > 0 ? $0 : nil } ?? xHeight / 2
        let design = DesignMetrics(
            unitsPerEm: upem,
            ascender: extents.ascender,
            descender: extents.descender,
            lineGap: extents.line_gap,
            capHeight: capHeight,
            xHeight: xHeight,
            underlinePosition: underlinePosition,
            underlineThickness: underlineThickness,
            strikeoutPosition: strikeoutPosition,
            strikeoutThickness: strikeoutThickness
        )
        return (design, space)
    }
}
