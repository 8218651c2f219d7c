#include "morph_blur.h"

/// The byte a read at `index` of a line of `count` bytes gives: the byte itself on the line, else
/// 0 or the mirrored byte.
static int32_t read_at(const uint8_t *values, int64_t index, int64_t count, int32_t mirror) {
    if (index >= 0 && index < count) return values[index];
    if (!mirror) return 0;
    const int64_t period = 2 * count;
    int64_t wrapped = index % period;
    if (wrapped < 0) wrapped += period;
    return values[wrapped < count ? wrapped : period - 1 - wrapped];
}

void morph_blur_box_pass(uint8_t *values, int64_t count, int64_t left, int64_t right, int32_t mirror, int32_t *scratch) {
    const int64_t width = left + right + 1;
    const int64_t end = count + width - 1;
    // scratch[k] holds the byte at k − left, so byte i's window is scratch[i ..< i + width].
    for (int64_t k = 0; k < left && k < end; k++) scratch[k] = read_at(values, k - left, count, mirror);
    for (int64_t index = 0; index < count; index++) scratch[index + left] = values[index];
    for (int64_t k = left + count; k < end; k++) scratch[k] = read_at(values, k - left, count, mirror);
    int32_t sum = 0;
    for (int64_t k = 0; k < width - 1; k++) sum += scratch[k];
    // The rounded mean without a division per byte: n / width is ⌊n · m / 2⁴⁰⌋ with
    // m = ⌈2⁴⁰ / width⌉, exactly, for the n < 2²⁴ a box sums and widths below 2¹⁶.
    const uint64_t half = (uint64_t)(width / 2);
    const uint64_t magic = (((uint64_t)1 << 40) + (uint64_t)width - 1) / (uint64_t)width;
    for (int64_t index = 0; index < count; index++) {
        sum += scratch[index + width - 1];
        values[index] = (uint8_t)((((uint64_t)sum + half) * magic) >> 40);
        sum -= scratch[index];
    }
}

void morph_blur_kernel_pass(
    uint8_t *values, int64_t count, const int32_t *weights, int64_t weight_count, int32_t shift, int32_t mirror, uint8_t *scratch
) {
    const int64_t radius = weight_count / 2;
    const int32_t round = (int32_t)1 << (shift - 1);
    for (int64_t index = 0; index < count; index++) {
        int32_t sum = 0;
        if (index >= radius && index + radius < count) {
            // The whole kernel lies on the line: no edge rule to apply.
            const uint8_t *window = values + index - radius;
            for (int64_t offset = 0; offset < weight_count; offset++) sum += weights[offset] * window[offset];
        } else {
            for (int64_t offset = 0; offset < weight_count; offset++) {
                sum += weights[offset] * read_at(values, index + offset - radius, count, mirror);
            }
        }
        const int32_t value = (sum + round) >> shift;
        scratch[index] = (uint8_t)(value > 255 ? 255 : value);
    }
    for (int64_t index = 0; index < count; index++) values[index] = scratch[index];
}

void morph_blur_transpose(
    const uint8_t *source, int64_t rows, int64_t columns, int64_t source_stride, uint8_t *destination, int64_t destination_stride
) {
    for (int64_t row = 0; row < rows; row++) {
        const uint8_t *line = source + row * source_stride;
        for (int64_t column = 0; column < columns; column++) destination[column * destination_stride + row] = line[column];
    }
}

void morph_blur_split_argb(const uint32_t *pixels, int64_t words_per_row, int64_t width, int64_t height, uint8_t *planes) {
    const int64_t count = width * height;
    for (int64_t row = 0; row < height; row++) {
        const uint32_t *line = pixels + row * words_per_row;
        for (int64_t column = 0; column < width; column++) {
            const uint32_t word = line[column];
            const int64_t offset = row * width + column;
            planes[offset] = (uint8_t)(word >> 24);
            planes[count + offset] = (uint8_t)(word >> 16);
            planes[2 * count + offset] = (uint8_t)(word >> 8);
            planes[3 * count + offset] = (uint8_t)word;
        }
    }
}

void morph_blur_join_argb(const uint8_t *planes, int64_t width, int64_t height, uint32_t *pixels, int64_t words_per_row) {
    const int64_t count = width * height;
    for (int64_t row = 0; row < height; row++) {
        uint32_t *line = pixels + row * words_per_row;
        for (int64_t column = 0; column < width; column++) {
            const int64_t offset = row * width + column;
            const uint32_t alpha = planes[offset];
            uint32_t red = planes[count + offset], green = planes[2 * count + offset], blue = planes[3 * count + offset];
            if (red > alpha) red = alpha;
            if (green > alpha) green = alpha;
            if (blue > alpha) blue = alpha;
            line[column] = alpha << 24 | red << 16 | green << 8 | blue;
        }
    }
}
