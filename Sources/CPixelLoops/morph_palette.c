#include "morph_palette.h"

/// The index of the palette colour nearest the centre of `bin` (Euclidean distance in RGB; the
/// first of equals).
static uint8_t nearest_to_bin(uint32_t bin, const uint32_t *colors, int32_t count) {
    const int32_t red = ((bin >> 10) & 0x1F) << 3 | 4, green = ((bin >> 5) & 0x1F) << 3 | 4, blue = (bin & 0x1F) << 3 | 4;
    int32_t best = 0, best_distance = INT32_MAX;
    for (int32_t index = 0; index < count; index++) {
        const uint32_t color = colors[index];
        const int32_t dr = (int32_t)(color >> 16) - red, dg = (int32_t)((color >> 8) & 0xFF) - green, db = (int32_t)(color & 0xFF) - blue;
        const int32_t distance = dr * dr + dg * dg + db * db;
        if (distance < best_distance) {
            best_distance = distance;
            best = index;
        }
    }
    return (uint8_t)best;
}

// Macros rather than functions: the debug build compiles C unoptimised, without inlining, and
// these run for most pixels.

/// A translucent premultiplied component made straight, with Cairo's rounding.
#define MORPH_STRAIGHT(component, alpha) ((((component) * 255 + (alpha) / 2) / (alpha)) > 255 ? 255 : (((component) * 255 + (alpha) / 2) / (alpha)))

/// A channel moved by a dither offset, clamped to 0…255.
#define MORPH_CLAMP_CHANNEL(value) ((value) < 0 ? 0 : ((value) > 255 ? 255 : (value)))

void morph_palette_map_row(
    const uint32_t *line, int64_t row, int64_t start, int64_t end, uint8_t *output, const morph_palette_tables *tables
) {
    const uint32_t *exact_colors = tables->exact_colors;
    const uint8_t *exact_indices = tables->exact_indices;
    const uint64_t *exact_filter = tables->exact_filter;
    const uint32_t slot_mask = tables->exact_slot_mask;
    const int32_t *dither_row = tables->offsets + (row & 7) * 8;
    uint16_t *nearest = tables->nearest;
    const int32_t transparent = tables->transparent_index;
    // A run of one exact colour maps once; a run of one dithered colour maps once for each of
    // the 8 columns of the dither matrix (its indices a byte each, `dither_known` a bit each).
    uint32_t run_pixel = 0, dither_pixel = 0;
    uint8_t run_index = 0, dither_known = 0;
    int has_run = 0;
    uint64_t dither_indices = 0;
    for (int64_t column = start; column < end; column++) {
        const uint32_t pixel = line[column];
        if (has_run && pixel == run_pixel) {
            output[column] = run_index;
            continue;
        }
        const uint32_t phase = (uint32_t)(column & 7);
        if (pixel == dither_pixel && (dither_known >> phase & 1)) {
            output[column] = (uint8_t)(dither_indices >> (phase * 8));
            continue;
        }
        has_run = 0;
        const uint32_t alpha = pixel >> 24;
        uint32_t red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
        if (alpha < 128) {
            if (transparent >= 0) {
                output[column] = (uint8_t)transparent;
                continue;
            }
            red = green = blue = 0;
        } else if (alpha < 255) {
            red = MORPH_STRAIGHT(red, alpha);
            green = MORPH_STRAIGHT(green, alpha);
            blue = MORPH_STRAIGHT(blue, alpha);
        }
        const uint32_t color = red << 16 | green << 8 | blue;
        // The filter tells most colours the palette lacks at once; the exact table the rest.
        const uint32_t filter_bit = morph_palette_filter_bit(color);
        int32_t exact_index = -1;
        if (exact_filter[filter_bit >> 6] >> (filter_bit & 63) & 1) {
            uint32_t slot = morph_palette_slot(color, slot_mask);
            while (exact_colors[slot] != 0xFFFFFFFFu && exact_colors[slot] != color) slot = (slot + 1) & slot_mask;
            if (exact_colors[slot] == color) exact_index = exact_indices[slot];
        }
        if (exact_index >= 0) {
            run_index = (uint8_t)exact_index;
            output[column] = run_index;
            run_pixel = pixel;
            has_run = 1;
            continue;
        }
        const int32_t offset = dither_row[phase];
        const int32_t moved_red = (int32_t)red + offset, moved_green = (int32_t)green + offset, moved_blue = (int32_t)blue + offset;
        const int32_t r = MORPH_CLAMP_CHANNEL(moved_red), g = MORPH_CLAMP_CHANNEL(moved_green), b = MORPH_CLAMP_CHANNEL(moved_blue);
        const uint32_t bin = morph_palette_bin((uint32_t)r, (uint32_t)g, (uint32_t)b);
        uint16_t index = nearest[bin];
        if (index == 0xFFFF) {
            index = nearest_to_bin(bin, tables->colors, tables->color_count);
            nearest[bin] = index;
        }
        output[column] = (uint8_t)index;
        if (pixel != dither_pixel) {
            dither_pixel = pixel;
            dither_indices = 0;
            dither_known = 0;
        }
        dither_indices |= (uint64_t)(uint8_t)index << (phase * 8);
        dither_known |= (uint8_t)(1u << phase);
    }
}
