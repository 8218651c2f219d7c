// A tiny shim around libjpeg(-turbo) so that Swift never sees its setjmp/longjmp error handling.
//
// libjpeg reports fatal errors through `error_exit`, which must not return. Here it longjmps back
// to the `setjmp` in the same C function that started the decode, so the jump never crosses a
// Swift frame; every path then destroys the decompressor and returns a status code.

#include "morph_jpeg.h"

#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    morph_jpeg_info *info;
    /// The kind of the first problem, whose message `info->message` holds: the label follows
    /// the message, so a stream that is damaged and then ends early is corrupt, not truncated.
    morph_jpeg_status first_problem;
} morph_error_manager;

/// Records `status` as the first problem, with libjpeg's message for it, unless one is recorded.
static void record_problem(j_common_ptr cinfo, morph_error_manager *manager, morph_jpeg_status status) {
    if (manager->first_problem != MORPH_JPEG_OK) return;
    manager->first_problem = status;
    if (manager->info->message[0] == '\0') {
        (*cinfo->err->format_message)(cinfo, manager->info->message);
    }
}

/// Which libjpeg errors are about limits the caller set, not about the data.
static int is_limit_error(int code) {
    return code == JERR_NO_BACKING_STORE || code == JERR_OUT_OF_MEMORY;
}

// A fatal error: a memory limit is a limit, an error after a premature end of data is that
// truncation, anything else is corrupt data (unless a problem was recorded first).
static void morph_error_exit(j_common_ptr cinfo) {
    morph_error_manager *manager = (morph_error_manager *)cinfo->err;
    int code = cinfo->err->msg_code;
    record_problem(cinfo, manager, is_limit_error(code) ? MORPH_JPEG_LIMIT_EXCEEDED : MORPH_JPEG_CORRUPT);
    longjmp(manager->jump, 1);
}

// Warnings (level -1) are recorded instead of printed: a premature end of data marks the image
// truncated, and the warnings that mean damaged entropy data or scan parameters (not sequential,
// bogus progression) mark it corrupt; the first one decides. Trace messages are ignored.
static void morph_emit_message(j_common_ptr cinfo, int level) {
    morph_error_manager *manager = (morph_error_manager *)cinfo->err;
    if (level != -1) return;
    int code = cinfo->err->msg_code;
    if (code == JWRN_JPEG_EOF) {
        record_problem(cinfo, manager, MORPH_JPEG_TRUNCATED);
    } else if (code == JWRN_HIT_MARKER || code == JWRN_MUST_RESYNC || code == JWRN_NOT_SEQUENTIAL
               || code == JWRN_BOGUS_PROGRESSION) {
        record_problem(cinfo, manager, MORPH_JPEG_CORRUPT);
    }
}

typedef struct {
    struct jpeg_progress_mgr base;
    int32_t scan_limit;
} morph_progress_manager;

// Called by libjpeg as it consumes input (at least once per scan): past the scan limit, stops
// decoding with MORPH_JPEG_LIMIT_EXCEEDED (as libjpeg-turbo's djpeg -maxscans does), the
// message replacing any warning recorded before.
static void morph_progress_monitor(j_common_ptr cinfo) {
    morph_progress_manager *progress = (morph_progress_manager *)cinfo->progress;
    j_decompress_ptr decompressor = (j_decompress_ptr)cinfo;
    if (decompressor->input_scan_number <= progress->scan_limit) return;
    // The limit is why decoding stops, whatever the data's problems before it (repeated scans
    // also make libjpeg warn of a bogus progression).
    morph_error_manager *manager = (morph_error_manager *)cinfo->err;
    manager->first_problem = MORPH_JPEG_LIMIT_EXCEEDED;
    snprintf(manager->info->message, sizeof(manager->info->message), "more than %d scans", (int)progress->scan_limit);
    longjmp(manager->jump, 1);
}

// The bytes of libjpeg's whole-image coefficient buffer for a multi-scan file (jdcoefct.c: a
// virtual array per component of its blocks, rounded up to whole MCUs), or 0 for one scan.
static uint64_t coefficient_bytes(struct jpeg_decompress_struct *cinfo) {
    if (!jpeg_has_multiple_scans(cinfo)) return 0;
    uint64_t total = 0;
    for (int index = 0; index < cinfo->num_components; index++) {
        jpeg_component_info *component = &cinfo->comp_info[index];
        uint64_t width = component->width_in_blocks, height = component->height_in_blocks;
        uint64_t horizontal = (uint64_t)component->h_samp_factor, vertical = (uint64_t)component->v_samp_factor;
        width = (width + horizontal - 1) / horizontal * horizontal;
        height = (height + vertical - 1) / vertical * vertical;
        total += width * height * sizeof(JBLOCK);
    }
    return total;
}

static void morph_output_message(j_common_ptr cinfo) {
    (void)cinfo;
}

static uint16_t read16(const uint8_t *p, int little) {
    return little ? (uint16_t)(p[0] | p[1] << 8) : (uint16_t)(p[0] << 8 | p[1]);
}

static uint32_t read32(const uint8_t *p, int little) {
    return little ? (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24
                  : (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

// The Orientation tag (0x0112) of IFD0 in an APP1 "Exif\0\0" marker, or 0. Every offset is
// bounds-checked against the marker's length.
static int32_t exif_orientation(const uint8_t *data, size_t length) {
    if (length < 14 || memcmp(data, "Exif\0\0", 6) != 0) return 0;
    const uint8_t *tiff = data + 6;
    size_t size = length - 6;
    int little;
    if (tiff[0] == 'I' && tiff[1] == 'I') little = 1;
    else if (tiff[0] == 'M' && tiff[1] == 'M') little = 0;
    else return 0;
    if (read16(tiff + 2, little) != 42) return 0;
    uint32_t ifd = read32(tiff + 4, little);
    if (ifd > size || size - ifd < 2) return 0;
    uint16_t count = read16(tiff + ifd, little);
    for (uint32_t index = 0; index < count; index++) {
        size_t entry = (size_t)ifd + 2 + (size_t)index * 12;
        if (entry > size || size - entry < 12) return 0;
        if (read16(tiff + entry, little) == 0x0112) {
            uint16_t type = read16(tiff + entry + 2, little);
            if (type != 3) return 0;  // SHORT
            uint16_t value = read16(tiff + entry + 8, little);
            return (value >= 1 && value <= 8) ? value : 0;
        }
    }
    return 0;
}

static void fill_header(struct jpeg_decompress_struct *cinfo, morph_jpeg_info *info) {
    info->width = cinfo->image_width;
    info->height = cinfo->image_height;
    info->color_space = (int32_t)cinfo->jpeg_color_space;
    info->components = cinfo->num_components;
    info->is_progressive = cinfo->progressive_mode ? 1 : 0;
    info->coefficient_bytes = coefficient_bytes(cinfo);
    info->orientation = 0;
    for (jpeg_saved_marker_ptr marker = cinfo->marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1) {
            int32_t orientation = exif_orientation(marker->data, marker->data_length);
            if (orientation != 0) {
                info->orientation = orientation;
                break;
            }
        }
    }
}

static void start(struct jpeg_decompress_struct *cinfo, morph_error_manager *errors, morph_jpeg_info *info) {
    memset(info, 0, sizeof(*info));
    cinfo->err = jpeg_std_error(&errors->base);
    errors->base.error_exit = morph_error_exit;
    errors->base.emit_message = morph_emit_message;
    errors->base.output_message = morph_output_message;
    errors->info = info;
    errors->first_problem = MORPH_JPEG_OK;
}

// The status of a call that libjpeg ended early (through error_exit or the progress monitor).
static morph_jpeg_status failure_status(const morph_error_manager *errors) {
    return errors->first_problem == MORPH_JPEG_OK ? MORPH_JPEG_CORRUPT : errors->first_problem;
}

morph_jpeg_status morph_jpeg_read_header(const uint8_t *data, size_t size, morph_jpeg_info *info) {
    struct jpeg_decompress_struct cinfo;
    morph_error_manager errors;
    start(&cinfo, &errors, info);
    if (setjmp(errors.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return failure_status(&errors);
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&cinfo, TRUE);
    fill_header(&cinfo, info);
    morph_jpeg_status status = errors.first_problem;
    jpeg_destroy_decompress(&cinfo);
    return status;
}

// One CMYK pixel (Adobe's inverted convention, which libjpeg passes through) as opaque ARGB32.
static uint32_t cmyk_to_argb(const JSAMPLE *cmyk, int inverted) {
    unsigned c = cmyk[0], m = cmyk[1], y = cmyk[2], k = cmyk[3];
    if (!inverted) {
        c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k;
    }
    unsigned r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255;
    return 0xFF000000u | r << 16 | g << 8 | b;
}

morph_jpeg_status morph_jpeg_decode(
    const uint8_t *data, size_t size, uint32_t *pixels, size_t pixel_count, size_t memory_limit, int32_t scan_limit,
    morph_jpeg_info *info
) {
    struct jpeg_decompress_struct cinfo;
    morph_error_manager errors;
    morph_progress_manager progress;
    // Volatile: modified between setjmp and a possible longjmp.
    JSAMPLE *volatile cmyk_row = NULL;
    start(&cinfo, &errors, info);
    if (setjmp(errors.jump)) {
        free(cmyk_row);
        jpeg_destroy_decompress(&cinfo);
        return failure_status(&errors);
    }
    jpeg_create_decompress(&cinfo);
    // libjpeg without a backing store fails, rather than allocates, past max_memory_to_use.
    cinfo.mem->max_memory_to_use = (long)(memory_limit > (size_t)LONG_MAX ? (size_t)LONG_MAX : memory_limit);
    progress.base.progress_monitor = morph_progress_monitor;
    progress.scan_limit = scan_limit;
    cinfo.progress = &progress.base;
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&cinfo, TRUE);
    fill_header(&cinfo, info);

    if ((size_t)cinfo.image_width * (size_t)cinfo.image_height > pixel_count) {
        jpeg_destroy_decompress(&cinfo);
        return MORPH_JPEG_BUFFER_TOO_SMALL;
    }
    int is_cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    switch (cinfo.jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_RGB:
    case JCS_YCbCr:
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        cinfo.out_color_space = JCS_EXT_ARGB;
#else
        cinfo.out_color_space = JCS_EXT_BGRA;
#endif
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        cinfo.out_color_space = JCS_CMYK;
        break;
    default:
        snprintf(info->message, sizeof(info->message), "colour space %d cannot be converted to RGB", (int)cinfo.jpeg_color_space);
        jpeg_destroy_decompress(&cinfo);
        return MORPH_JPEG_UNSUPPORTED;
    }

    jpeg_start_decompress(&cinfo);
    size_t width = cinfo.output_width;
    if (is_cmyk) {
        cmyk_row = malloc(width * 4);
        if (cmyk_row == NULL) {
            snprintf(info->message, sizeof(info->message), "out of memory");
            jpeg_destroy_decompress(&cinfo);
            return MORPH_JPEG_CORRUPT;
        }
    }
    int inverted = cinfo.saw_Adobe_marker;
    while (cinfo.output_scanline < cinfo.output_height) {
        uint32_t *row = pixels + (size_t)cinfo.output_scanline * width;
        if (is_cmyk) {
            JSAMPROW rows[1] = { cmyk_row };
            jpeg_read_scanlines(&cinfo, rows, 1);
            for (size_t x = 0; x < width; x++) {
                row[x] = cmyk_to_argb(cmyk_row + x * 4, inverted);
            }
        } else {
            JSAMPROW rows[1] = { (JSAMPROW)row };
            jpeg_read_scanlines(&cinfo, rows, 1);
        }
    }
    jpeg_finish_decompress(&cinfo);
    free(cmyk_row);
    cmyk_row = NULL;
    morph_jpeg_status status = errors.first_problem;
    jpeg_destroy_decompress(&cinfo);
    return status;
}
