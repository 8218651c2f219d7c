// A tiny shim around libpng's full write API, so that Swift never sees its setjmp/longjmp error
// handling, and so that the compression level and row filters can be chosen (libpng's simplified
// API, `png_image_write_to_memory`, always compresses at zlib's default level 6 with every
// filter tried per row: several times slower than level 2 with the Up filter, for files about
// the same size — see Benchmarks/README.md, 2026-11-29).
//
// libpng reports fatal errors through the error function, which must not return. It longjmps
// back to the `setjmp` in `morph_png_encode`, so the jump never crosses a Swift frame; every path
// then destroys the writer and returns a status code.

#include "morph_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    char *message;
} morph_png_buffer;

static void morph_png_error(png_structp png, png_const_charp text) {
    morph_png_buffer *buffer = (morph_png_buffer *)png_get_error_ptr(png);
    if (buffer->message[0] == '\0') {
        strncpy(buffer->message, text, 199);
        buffer->message[199] = '\0';
    }
    png_longjmp(png, 1);
}

static void morph_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

// Appends to the growing buffer (doubling); running out of memory is a libpng error.
static void morph_png_write(png_structp png, png_bytep data, size_t length) {
    morph_png_buffer *buffer = (morph_png_buffer *)png_get_io_ptr(png);
    if (length > SIZE_MAX - buffer->size) png_error(png, "the PNG is too large");
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity > 0 ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) {
            if (capacity > SIZE_MAX / 2) png_error(png, "the PNG is too large");
            capacity *= 2;
        }
        uint8_t *grown = realloc(buffer->data, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, data, length);
    buffer->size += length;
}

static void morph_png_flush(png_structp png) {
    (void)png;
}

morph_png_status morph_png_encode(
    const uint8_t *rows, uint32_t width, uint32_t height, uint32_t channels, int compression_level, int filters,
    int opaque_as_rgb, uint8_t **output, size_t *output_size, char message[200]
) {
    *output = NULL;
    *output_size = 0;
    message[0] = '\0';
    if (channels != 3 && channels != 4) {
        strcpy(message, "a PNG row has 3 or 4 channels");
        return MORPH_PNG_FAILED;
    }
    size_t stride = (size_t)width * channels;
    int writes_rgb = channels == 3;
    if (channels == 4 && opaque_as_rgb) {
        writes_rgb = 1;
        size_t count = stride * height;
        for (size_t offset = 3; offset < count; offset += 4) {
            if (rows[offset] != 255) {
                writes_rgb = 0;
                break;
            }
        }
    }
    // `volatile`: read after the longjmp, so kept in memory rather than in a register.
    morph_png_buffer buffer = {NULL, 0, 0, message};
    morph_png_buffer *volatile kept = &buffer;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &buffer, morph_png_error, morph_png_warning);
    if (png == NULL) {
        strcpy(message, "out of memory");
        return MORPH_PNG_FAILED;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        strcpy(message, "out of memory");
        return MORPH_PNG_FAILED;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(kept->data);
        if (message[0] == '\0') strcpy(message, "libpng failed");
        return MORPH_PNG_FAILED;
    }
    png_set_write_fn(png, &buffer, morph_png_write, morph_png_flush);
    png_set_IHDR(png, info, width, height, 8, writes_rgb ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    // RGBA rows written as RGB: libpng strips the fourth byte of each pixel.
    if (writes_rgb && channels == 4) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t row = 0; row < height; row++) {
        // libpng reads the row and never writes it: its transformations (the filler) work on a
        // copy of the row.
        png_write_row(png, (png_const_bytep)(rows + (size_t)row * stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *output = buffer.data;
    *output_size = buffer.size;
    return MORPH_PNG_OK;
}

void morph_png_free(uint8_t *output) {
    free(output);
}
