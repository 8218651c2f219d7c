#ifndef MORPH_CCAIRO_SHIM_H
#define MORPH_CCAIRO_SHIM_H

// Cairo draws Morph's pixels; its FreeType backend draws glyphs from the very font files the text
// engine shaped with (cairo-ft.pc brings cairo's and FreeType's flags).

#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/// FreeType's `FT_LOAD_*` flags that Morph passes to cairo, as constants Swift imports (the C
/// macros are shifts of `long` that Swift does not import).
static const int morph_ft_load_no_hinting = FT_LOAD_NO_HINTING;
static const int morph_ft_load_color = FT_LOAD_COLOR;

#endif
