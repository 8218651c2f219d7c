#include "morph_lzw.h"

#include <stdlib.h>
#include <string.h>

/// GIF's largest code: codes are at most 12 bits.
#define MORPH_LZW_LAST_CODE 4095

/// The hash table's entries: sixteen times the codes a dictionary holds, 256 KiB. A string's
/// first slot is its last index and its prefix's code laid over each other (see
/// `MORPH_LZW_SLOT`), so the strings an image makes spread out with few collisions, and the
/// slot is found with a shift and an exclusive or rather than a multiplication. Measured on the
/// main job's images against a 32 KiB table with Fibonacci hashing, about a fifth less time.
#define MORPH_LZW_TABLE_COUNT 65536u

/// The entries a look-up probes at most. The first slots of strings are not random, so a made
/// image could crowd entries together (the main job's images need at most 27 probes). Past this
/// many, a look-up counts as a miss, and a string with no free entry within as many is not kept
/// in the table. The stream stays valid: the decoder makes a code for every code written, and a
/// string the encoder did not keep is only never found (its prefix's code is written instead,
/// and the string made again under a new code).
#define MORPH_LZW_PROBE_LIMIT 64u

/// The table entry of strings not kept: past the probed ones, and never probed.
#define MORPH_LZW_UNKEPT MORPH_LZW_TABLE_COUNT

struct morph_lzw_dictionary {
    /// The dictionary's strings that are not runs (see `run_codes`), open-addressed: the string
    /// `prefix` followed by `index` as `(prefix << 8 | index) << 12 | code`; 0 where empty (no
    /// code is 0). All zero between images; the last entry (`MORPH_LZW_UNKEPT`) is written for
    /// strings not kept, and never read.
    uint32_t table[MORPH_LZW_TABLE_COUNT + 1];
    /// The table entry each code was stored at (`MORPH_LZW_UNKEPT` for runs and strings not
    /// kept), to empty the table entry by entry.
    uint32_t slots[4096];
    /// For each code below the next one: n when its string is one index n times, else 0.
    uint16_t run_lengths[4096];
    /// For each index c, the longest run of it the dictionary holds (1: the index itself). The
    /// dictionary holds every shorter run too: each string's prefixes are strings of it.
    uint16_t longest_runs[256];
    /// `run_codes[c << 12 | n]`: the code of index c n times, for 2 ≤ n ≤ `longest_runs[c]`.
    uint16_t run_codes[256 << 12];
};

morph_lzw_dictionary *morph_lzw_dictionary_make(void) {
    return calloc(1, sizeof(morph_lzw_dictionary));
}

void morph_lzw_dictionary_free(morph_lzw_dictionary *dictionary) {
    free(dictionary);
}

// Macros rather than functions: the debug build compiles C unoptimised, without inlining, and
// these run for every code.

/// Appends `code` in `bits` bits to the unframed codes (32 bits at a time), then widens the codes
/// once the next code to be made needs a wider one (giflib's rule: after writing, when the next
/// code reaches the current limit).
#define MORPH_LZW_EMIT(code) \
    do { \
        pending |= (uint64_t)(code) << pending_bits; \
        pending_bits += bits; \
        if (pending_bits >= 32) { \
            const uint32_t word = (uint32_t)pending; \
            memcpy(output + raw, &word, 4); \
            raw += 4; \
            pending >>= 32; \
            pending_bits -= 32; \
        } \
        if (next_code >= limit && (code) <= MORPH_LZW_LAST_CODE) { \
            bits += 1; \
            limit = 1u << bits; \
        } \
    } while (0)

/// The first table entry probed for the string `prefix` (a code below 4096) followed by `index`
/// (below 2^`min_code_size`), with `index_shift` = 16 − `min_code_size`: below 65,536, different
/// for strings of one prefix or of one index, and different for all strings of palettes of up to
/// 16 colours (the index lies above the code's 12 bits).
#define MORPH_LZW_SLOT(prefix, index) ((index) << index_shift ^ (prefix))

/// Empties every table entry made since the dictionary was last empty (entry by entry, not the
/// whole table).
#define MORPH_LZW_EMPTY_TABLE() \
    do { \
        for (uint32_t made = first_code; made < next_code; made++) table[dictionary->slots[made]] = 0; \
    } while (0)

/// Writes a clear code and empties the dictionary: every table entry made, and the runs.
#define MORPH_LZW_CLEAR() \
    do { \
        MORPH_LZW_EMIT(clear_code); \
        MORPH_LZW_EMPTY_TABLE(); \
        for (uint32_t literal = 0; literal < clear_code; literal++) dictionary->longest_runs[literal] = 1; \
        next_code = first_code; \
        bits = (uint32_t)min_code_size + 1; \
        limit = 1u << bits; \
    } while (0)

/// `morph_lzw_encode` with look-ups that give up after `probe_limit` probes (at least 1):
/// inlined into both entry points, so that the encoder's own limit is a constant.
static inline __attribute__((always_inline)) int64_t encode(
    const uint8_t *indices, int64_t count, int32_t min_code_size, uint8_t *output, int64_t capacity, morph_lzw_dictionary *dictionary,
    uint32_t probe_limit
) {
    if (count < 1 || min_code_size < 2 || min_code_size > 8 || capacity < morph_lzw_bound(count) || probe_limit < 1) return -1;
    uint32_t *table = dictionary->table;
    const uint32_t mask = (1u << min_code_size) - 1;
    const uint32_t index_shift = 16u - (uint32_t)min_code_size;
    const uint64_t mask_word = 0x0101010101010101ull * mask;
    const uint32_t clear_code = 1u << min_code_size, end_code = clear_code + 1, first_code = clear_code + 2;
    uint32_t next_code = first_code, bits = (uint32_t)min_code_size + 1, limit = 1u << bits;
    uint64_t pending = 0;
    uint32_t pending_bits = 0;
    // The codes go first, unframed, into the last `raw_bound` bytes of `output` (at most 12 bits
    // for each of `count + count / 3837 + 3` codes, and the 4 bytes a word write may reach
    // beyond them); framing them in place then moves 255 bytes at a time to the front, each
    // behind its length byte, never overtaking bytes not yet moved: the capacity leaves more
    // room ahead of them than there are sub-blocks.
    const int64_t raw_bound = ((count + count / 3837 + 3) * 12 + 7) / 8 + 4;
    const int64_t start = capacity - raw_bound;
    int64_t raw = start;
    for (uint32_t literal = 0; literal < clear_code; literal++) {
        dictionary->run_lengths[literal] = 1;
        dictionary->longest_runs[literal] = 1;
    }

    MORPH_LZW_EMIT(clear_code);
    // `current` is the code of the string read so far; `previous` its last index.
    uint32_t current = indices[0] & mask, previous = current;
    int64_t at = 1;
    while (at < count) {
        const uint32_t index = indices[at] & mask;
        if (index == previous && dictionary->run_lengths[current] != 0) {
            // A run: `current` is `index` `have` times, and `length` more of it follow. The
            // dictionary's runs of `index` say at once how far each string reaches, instead of
            // a table probe for every index.
            int64_t length = 1;
            const uint64_t pattern = 0x0101010101010101ull * index;
            while (at + length + 8 <= count) {
                uint64_t word;
                memcpy(&word, indices + at + length, 8);
                const uint64_t differ = (word ^ pattern) & mask_word;
                if (differ != 0) {
                    // Little-endian: the lowest differing byte is the first.
                    length += __builtin_ctzll(differ) >> 3;
                    goto counted;
                }
                length += 8;
            }
            while (at + length < count && (indices[at + length] & mask) == index) length++;
        counted:;
            uint32_t have = dictionary->run_lengths[current];
            uint16_t *runs = dictionary->run_codes + ((size_t)index << 12);
            for (;;) {
                const uint32_t longest = dictionary->longest_runs[index];
                if ((int64_t)have + length <= (int64_t)longest) {
                    // The whole run lies inside a string of the dictionary (2 indices or more).
                    current = runs[have + length];
                    at += length;
                    break;
                }
                // The string reaches the longest run, and one more index is not in the
                // dictionary: its code, and a new code for the run one longer.
                if (longest > have) current = runs[longest];
                at += longest - have;
                length -= longest - have;
                MORPH_LZW_EMIT(current);
                if (next_code >= MORPH_LZW_LAST_CODE) {
                    MORPH_LZW_CLEAR();
                } else {
                    // Runs are found through `run_codes` only: the string `current` then
                    // `index` is looked up in the table only when `index` differs from the
                    // last index of `current`, which is `index` here.
                    dictionary->slots[next_code] = MORPH_LZW_UNKEPT;
                    dictionary->run_lengths[next_code] = (uint16_t)(longest + 1);
                    runs[longest + 1] = (uint16_t)next_code;
                    dictionary->longest_runs[index] = (uint16_t)(longest + 1);
                    next_code += 1;
                }
                current = index;
                have = 1;
                at += 1;
                length -= 1;
                if (length == 0) break;
            }
            previous = index;
            continue;
        }
        previous = index;
        at += 1;
        // 20 bits: `current` is an index or a code below 4095, `index` below 256.
        const uint32_t key = current << 8 | index;
        uint32_t slot = MORPH_LZW_SLOT(current, index), entry, probes = 1;
        while ((entry = table[slot]) != 0 && entry >> 12 != key) {
            if (probes == probe_limit) {
                // A miss, and no entry to keep the string in.
                slot = MORPH_LZW_UNKEPT;
                entry = 0;
                break;
            }
            // Triangular steps (1, 2, 3…): they reach every entry of the table, and strings
            // whose first slots are neighbours do not follow each other's probes.
            slot = (slot + probes) & (MORPH_LZW_TABLE_COUNT - 1);
            probes += 1;
        }
        if (entry != 0) {
            current = entry & 0xFFF;
            continue;
        }
        MORPH_LZW_EMIT(current);
        current = index;
        if (next_code >= MORPH_LZW_LAST_CODE) {
            MORPH_LZW_CLEAR();
        } else {
            // Not a run: a run's strings are all made above. A string not kept writes the
            // unread last entry.
            table[slot] = key << 12 | next_code;
            dictionary->slots[next_code] = slot;
            dictionary->run_lengths[next_code] = 0;
            next_code += 1;
        }
    }
    MORPH_LZW_EMIT(current);
    MORPH_LZW_EMIT(end_code);
    // Empty for the next image.
    MORPH_LZW_EMPTY_TABLE();
    while (pending_bits > 0) {
        output[raw++] = (uint8_t)pending;
        pending >>= 8;
        pending_bits = pending_bits > 8 ? pending_bits - 8 : 0;
    }
    int64_t written = 0;
    for (int64_t from = start; from < raw; from += 255) {
        const int64_t size = raw - from < 255 ? raw - from : 255;
        output[written] = (uint8_t)size;
        memmove(output + written + 1, output + from, (size_t)size);
        written += size + 1;
    }
    return written;
}

int64_t morph_lzw_encode(
    const uint8_t *indices, int64_t count, int32_t min_code_size, uint8_t *output, int64_t capacity, morph_lzw_dictionary *dictionary
) {
    return encode(indices, count, min_code_size, output, capacity, dictionary, MORPH_LZW_PROBE_LIMIT);
}

int64_t morph_lzw_encode_probing(
    const uint8_t *indices, int64_t count, int32_t min_code_size, uint8_t *output, int64_t capacity, morph_lzw_dictionary *dictionary,
    uint32_t probe_limit
) {
    return encode(indices, count, min_code_size, output, capacity, dictionary, probe_limit);
}
