#ifndef MORPH_PNG_H
#define MORPH_PNG_H

#include <stddef.h>
#include <stdint.h>

/// How a PNG encoding ended. libpng reports errors by calling its error function, which must not
/// return; the shim longjmps back into its own C frame (never across Swift frames) and returns one
/// of these codes instead.
typedef enum {
    MORPH_PNG_OK = 0,
    /// libpng failed (out of memory, an invalid size); the message says why.
    MORPH_PNG_FAILED = 1,
} morph_png_status;

/// Encodes `height` rows of `width` pixels of 8-bit sRGB — `channels` bytes a pixel, 3 (RGB) or 4
/// (RGBA, straight alpha), rows packed top to bottom — as a PNG with an sRGB chunk, compressed at
/// zlib's `compression_level` (0–9) with libpng's row `filters` (a PNG_FILTER_… mask). With
/// `opaque_as_rgb`, RGBA rows whose every alpha is 255 are written as RGB (libpng drops the alpha
/// bytes): the same pixels, a quarter fewer bytes to compress.
///
/// On success `*output` is a buffer of `*output_size` bytes that the caller frees with
/// `morph_png_free`; on failure `*output` is NULL and `message` holds libpng's message
/// (NUL-terminated, at most 199 bytes). Never longjmps out.
morph_png_status morph_png_encode(
    const uint8_t *rows, uint32_t width, uint32_t height, uint32_t channels, int compression_level, int filters,
    int opaque_as_rgb, uint8_t **output, size_t *output_size, char message[200]
);

/// Frees a buffer `morph_png_encode` returned.
void morph_png_free(uint8_t *output);

#endif
