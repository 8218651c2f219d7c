#ifndef MORPH_CPANGO_SHIM_H
#define MORPH_CPANGO_SHIM_H

// Morph uses only Pango's text analysis: Unicode line breaking (UAX #14) with grapheme boundaries,
// and script itemization (UAX #24). Never its layout, contexts or font maps.
//
// pango.pc pulls in gio-2.0, whose flags include `-pthread`, which SwiftPM refuses ("prohibited
// flag") with a warning on every build. So this module does not use pkg-config: it declares the five
// functions it calls, with their exact C signatures from Pango 1.50 and GLib 2.74 (both ABI-stable
// since Pango 1.0 / GLib 2.30), and links the libraries by name.

#include <stdint.h>

/// Pango's `PangoLogAttr` (pango-break.h), field for field: one 32-bit unit of bit fields.
typedef struct {
    unsigned int is_line_break : 1;
    unsigned int is_mandatory_break : 1;
    unsigned int is_char_break : 1;
    unsigned int is_white : 1;
    unsigned int is_cursor_position : 1;
    unsigned int is_word_start : 1;
    unsigned int is_word_end : 1;
    unsigned int is_sentence_boundary : 1;
    unsigned int is_sentence_start : 1;
    unsigned int is_sentence_end : 1;
    unsigned int backspace_deletes_character : 1;
    unsigned int is_expandable_space : 1;
    unsigned int is_word_boundary : 1;
    unsigned int break_inserts_hyphen : 1;
    unsigned int break_removes_preceding : 1;
    unsigned int reserved : 17;
} MorphPangoLogAttr;

_Static_assert(sizeof(MorphPangoLogAttr) == 4, "PangoLogAttr is one 32-bit unit");

/// `pango_get_log_attrs`: the break attributes of `length` bytes of UTF-8 text, one per character
/// boundary (`attrs_len` = characters + 1). `language` may be NULL.
void pango_get_log_attrs(const char *text, int length, int level, void *language, MorphPangoLogAttr *attrs, int attrs_len);

/// An opaque `PangoScriptIter`.
typedef struct MorphPangoScriptIter MorphPangoScriptIter;

/// `pango_script_iter_new`, `_get_range`, `_next` and `_free`; scripts are GLib's `GUnicodeScript`.
MorphPangoScriptIter *pango_script_iter_new(const char *text, int length);
void pango_script_iter_get_range(MorphPangoScriptIter *iter, const char **start, const char **end, int *script);
int pango_script_iter_next(MorphPangoScriptIter *iter);
void pango_script_iter_free(MorphPangoScriptIter *iter);

/// GLib's `g_unicode_script_to_iso15924`: a `GUnicodeScript` as its ISO 15924 tag.
uint32_t g_unicode_script_to_iso15924(int script);

#endif
