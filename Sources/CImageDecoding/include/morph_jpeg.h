#ifndef MORPH_JPEG_H
#define MORPH_JPEG_H

#include <stddef.h>
#include <stdint.h>

/// How a JPEG call ended. libjpeg reports fatal errors by calling `error_exit`, which must not
/// return; the shim longjmps back into its own C frame (never across Swift frames) and returns
/// one of these codes instead.
typedef enum {
    MORPH_JPEG_OK = 0,
    /// libjpeg rejected the data (a fatal error); the message says why.
    MORPH_JPEG_CORRUPT = 1,
    /// The data ended before the image did (libjpeg's "premature end of JPEG file").
    MORPH_JPEG_TRUNCATED = 2,
    /// A colour space the shim cannot convert to RGB.
    MORPH_JPEG_UNSUPPORTED = 3,
    /// The caller's pixel buffer is smaller than width × height.
    MORPH_JPEG_BUFFER_TOO_SMALL = 4,
    /// Decoding would pass the caller's limits: more scans than allowed, or more memory for
    /// libjpeg than allowed; the message says which.
    MORPH_JPEG_LIMIT_EXCEEDED = 5,
} morph_jpeg_status;

/// What the header says, and the message of the failure when a call fails.
typedef struct {
    uint32_t width;
    uint32_t height;
    /// libjpeg's J_COLOR_SPACE of the stored data (1 grayscale, 2 RGB, 3 YCbCr, 4 CMYK, 5 YCCK).
    int32_t color_space;
    /// Components per pixel in the file.
    int32_t components;
    /// Whether the file is progressive (multi-scan).
    int32_t is_progressive;
    /// The EXIF orientation (1–8), or 0 when the file has none or it cannot be read.
    int32_t orientation;
    /// The bytes of the whole-image coefficient buffer libjpeg allocates before it can output a
    /// row of a multi-scan (progressive, or sequential with several scans) file: 128 bytes per
    /// 8×8 block of each component, padded to whole MCUs. 0 for a single-scan file, which libjpeg
    /// decodes row by row.
    uint64_t coefficient_bytes;
    /// libjpeg's message for the first fatal error or data warning, NUL-terminated.
    char message[200];
} morph_jpeg_info;

/// Reads the header of JPEG data in memory: size, colour space, progressive flag and EXIF
/// orientation. Never longjmps out; returns a status.
morph_jpeg_status morph_jpeg_read_header(const uint8_t *data, size_t size, morph_jpeg_info *info);

/// Decodes JPEG data into `pixels`: `width × height` 32-bit pixels, row by row, top row first,
/// each pixel 0xAARRGGBB in native byte order with alpha 0xFF (Cairo's CAIRO_FORMAT_ARGB32; opaque,
/// so premultiplied trivially). Grayscale, RGB, YCbCr, CMYK and YCCK (Adobe inverted) data are
/// converted. The EXIF orientation is reported, not applied. Never longjmps out.
///
/// `memory_limit` caps what libjpeg itself may allocate (its `max_memory_to_use`; it has no
/// backing store, so a larger need fails) and `scan_limit` the scans it reads (each scan of a
/// progressive file is another pass over every coefficient): past either,
/// `MORPH_JPEG_LIMIT_EXCEEDED`.
morph_jpeg_status morph_jpeg_decode(
    const uint8_t *data, size_t size, uint32_t *pixels, size_t pixel_count, size_t memory_limit, int32_t scan_limit,
    morph_jpeg_info *info
);

#endif
