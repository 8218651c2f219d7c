#ifndef MORPH_PALETTE_H
#define MORPH_PALETTE_H

#include <stdint.h>

/// The tables `morph_palette_map_row` reads (and, for `nearest`, fills). Every pointer is valid
/// for the call and holds the count given here; `PaletteIndexer` (MorphCanvas) builds them and
/// documents what each entry means.
typedef struct {
    /// The palette's straight colours, 0xRRGGBB: `color_count` of them, 1 to 256.
    const uint32_t *colors;
    int32_t color_count;
    /// The open-addressed table of exact colours (0xFFFFFFFF where empty) and their indices:
    /// `exact_slot_mask + 1` entries each, a power of two larger than `color_count`.
    const uint32_t *exact_colors;
    const uint8_t *exact_indices;
    uint32_t exact_slot_mask;
    /// 512 words, 32,768 bits: the bit `morph_palette_filter_bit` of every palette colour set.
    /// A pixel whose colour's bit is clear is not in the palette (nearly every pixel of a photo,
    /// told by one look at 4 KiB); only the others are looked up in the exact table.
    const uint64_t *exact_filter;
    /// The 8 × 8 ordered-dither offsets, row by row, each in −8…7.
    const int32_t *offsets;
    /// 32,768 entries: each bin's nearest palette index, or 0xFFFF until it is first needed.
    uint16_t *nearest;
    /// The index of pixels less than half opaque, or −1 to map them as black.
    int32_t transparent_index;
} morph_palette_tables;

/// The colour bin of a straight colour, 5 bits a channel: the index into `nearest`.
static inline __attribute__((always_inline)) uint32_t morph_palette_bin(uint32_t red, uint32_t green, uint32_t blue) {
    return (red >> 3) << 10 | (green >> 3) << 5 | (blue >> 3);
}

/// The bit of a straight colour (0xRRGGBB) in `exact_filter`: 15 bits of its Fibonacci hash.
static inline __attribute__((always_inline)) uint32_t morph_palette_filter_bit(uint32_t color) {
    return (color * 2654435761u) >> 17;
}

/// The first slot of a straight colour (0xRRGGBB) in the table of exact colours, of
/// `slot_mask + 1` slots (probed on linearly from there).
static inline __attribute__((always_inline)) uint32_t morph_palette_slot(uint32_t color, uint32_t slot_mask) {
    return (color * 2654435761u) >> 22 & slot_mask;
}

/// Maps the premultiplied ARGB32 pixels `line[start]` to `line[end - 1]` — pixels of row `row`
/// of a frame — to palette indices in `output[start]` to `output[end - 1]`, as `PaletteIndexer`
/// documents: the transparent index for pixels less than half opaque (when the palette has one),
/// the index of a pixel's exact straight colour when the palette holds it, else the nearest
/// palette colour to the centre of the bin of its colour moved by the dither offset of its place.
///
/// Reads `line` and writes `output` only at `start..<end`, which the caller checks lie inside
/// both buffers (`0 <= start <= end`); reads the tables only at the entries their counts allow.
void morph_palette_map_row(
    const uint32_t *line, int64_t row, int64_t start, int64_t end, uint8_t *output, const morph_palette_tables *tables
);

#endif
