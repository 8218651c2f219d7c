#ifndef MORPH_BLUR_H
#define MORPH_BLUR_H

#include <stdint.h>

/// One box pass of `GaussianBlur` (MorphCanvas) over a line of `count` bytes, in place: each byte
/// becomes the rounded mean of the `left + 1 + right` bytes around it. Bytes beyond the line read
/// as 0 (`mirror` 0) or as the line mirrored at its ends (`mirror` 1, the pattern repeating every
/// `2 · count` bytes). `scratch` holds at least `count + left + right + 1` values.
///
/// Reads and writes `values` only at `0..<count`, and `scratch` only below the size above;
/// `count` ≥ 1, `left` ≥ 0, `right` ≥ 0, `left + right + 1` < 2¹⁶.
void morph_blur_box_pass(uint8_t *values, int64_t count, int64_t left, int64_t right, int32_t mirror, int32_t *scratch);

/// One pass of a Gaussian kernel of `GaussianBlur` over a line of `count` bytes, in place: each
/// byte becomes the sum of the `weight_count` bytes centred on it (an odd count), each times its
/// fixed-point weight (`shift` fractional bits, the weights summing to one), rounded and capped at
/// 255. Bytes beyond the line read as `morph_blur_box_pass` reads them. `scratch` holds at least
/// `count` bytes.
///
/// Reads and writes `values` only at `0..<count`, `weights` below `weight_count` and `scratch`
/// below `count`; `count` ≥ 1, `1 <= shift <= 30`.
void morph_blur_kernel_pass(
    uint8_t *values, int64_t count, const int32_t *weights, int64_t weight_count, int32_t shift, int32_t mirror, uint8_t *scratch
);

/// Copies a `rows × columns` block of bytes from `source` (rows `source_stride` bytes apart) to
/// `destination` transposed: byte (row, column) goes to `destination[column · destination_stride
/// + row]`. The caller checks both blocks lie inside their buffers.
void morph_blur_transpose(
    const uint8_t *source, int64_t rows, int64_t columns, int64_t source_stride, uint8_t *destination, int64_t destination_stride
);

/// Splits a `width × height` box of premultiplied ARGB32 words (rows `words_per_row` apart) into
/// four planes of `width × height` bytes at `planes`: alpha, red, green, blue.
void morph_blur_split_argb(const uint32_t *pixels, int64_t words_per_row, int64_t width, int64_t height, uint8_t *planes);

/// Joins the four planes `morph_blur_split_argb` made back into the box, each colour byte
/// clamped to its alpha (premultiplied data never has one above it).
void morph_blur_join_argb(const uint8_t *planes, int64_t width, int64_t height, uint32_t *pixels, int64_t words_per_row);

#endif
