#ifndef MORPH_LZW_H
#define MORPH_LZW_H

#include <stdint.h>

/// The most bytes `morph_lzw_encode` needs in `output` for `count` indices: at most one 12-bit
/// code per index, a clear code per 3,837 codes, the first clear code and the end code (1.5004
/// bytes an index), in sub-blocks of 255 bytes each led by its length byte; 2 bytes an index are
/// asked, so that the codes can be written unframed and framed in place.
static inline __attribute__((always_inline)) int64_t morph_lzw_bound(int64_t count) {
    return count * 2 + 32;
}

/// The dictionary of `morph_lzw_encode`: about 2.3 MiB, made once per GIF and used for every
/// image of it (its hash table is left empty after each).
typedef struct morph_lzw_dictionary morph_lzw_dictionary;

/// A new, empty dictionary, or NULL when memory runs out. Free it with
/// `morph_lzw_dictionary_free`.
morph_lzw_dictionary *morph_lzw_dictionary_make(void);

/// Frees a dictionary made by `morph_lzw_dictionary_make` (NULL is ignored).
void morph_lzw_dictionary_free(morph_lzw_dictionary *dictionary);

/// Compresses `count` palette indices (each masked to `min_code_size` bits, as giflib masks them)
/// into a GIF image's LZW data with GIF's variable-length codes, exactly as giflib's
/// `EGifPutLine` compresses them: a clear code first, a clear code instead of code 4095 when
/// the dictionary fills, then the last string's code and the end code. The codes are packed
/// least significant bit first into `output` as GIF's data sub-blocks, each a length byte (1 to
/// 255) and that many bytes; the empty block that ends the data is not written. The one
/// exception to giflib's bytes: a look-up of the dictionary stops after 64 probes of its table,
/// so an image made to crowd the table gets other (valid) codes than giflib's.
///
/// Returns the number of bytes written, or -1 without reading the indices when `count` is below
/// 1, `min_code_size` is not 2 to 8 or `capacity` is below `morph_lzw_bound(count)`. Reads
/// `indices` below `count` and writes `output` below `capacity`.
int64_t morph_lzw_encode(
    const uint8_t *indices, int64_t count, int32_t min_code_size, uint8_t *output, int64_t capacity, morph_lzw_dictionary *dictionary
);

/// `morph_lzw_encode` with a dictionary whose look-ups give up after `probe_limit` table entries
/// instead of the encoder's own limit (64), for tests: a small limit makes strings the
/// dictionary does not keep, which an image made to crowd the table would make, and the data
/// must still decode to the same indices. The same bytes as `morph_lzw_encode` whenever no
/// look-up reaches the limit; -1 also for a `probe_limit` of 0.
int64_t morph_lzw_encode_probing(
    const uint8_t *indices, int64_t count, int32_t min_code_size, uint8_t *output, int64_t capacity, morph_lzw_dictionary *dictionary,
    uint32_t probe_limit
);

#endif
