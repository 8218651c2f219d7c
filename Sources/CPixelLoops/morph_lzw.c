#include "morph_lzw.h"

#include <stdlib.h>
#include <string.h>

/// GIF's largest code: codes are at most 12 bits.
#define MORPH_LZW_LAST_CODE 4095

/// The hash table's entries: twice the codes a dictionary holds, so that it is at most half full
/// and small enough (32 KiB) for the processor's first-level cache.
#define MORPH_LZW_TABLE_COUNT 8192u

struct morph_lzw_dictionary {
    /// The dictionary's strings, open-addressed and probed linearly: the string `prefix` followed
    /// by `index` as `(prefix << 8 | index) << 12 | code`; 0 where empty (no code is 0). All
    /// zero between images.
    uint32_t table[MORPH_LZW_TABLE_COUNT];
    /// The table entry each code was stored at, to empty the table entry by entry.
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

/// The first table entry probed for a key: Fibonacci hashing, the top 13 bits of the key times
/// 2³² / φ.
#define MORPH_LZW_SLOT(key) (((key) * 2654435761u) >> 19)

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

int64_t morph_lzw_encode(
    const uint8_t *indices, int64_t count, int32_t min_code_size, uint8_t *output, int64_t capacity, morph_lzw_dictionary *dictionary
) {
    if (count < 1 || min_code_size < 2 || min_code_size > 8 || capacity < morph_lzw_bound(count)) return -1;
    uint32_t *table = dictionary->table;
    const uint32_t mask = (1u << min_code_size) - 1;
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
                    const uint32_t key = current << 8 | index;
                    uint32_t slot = MORPH_LZW_SLOT(key);
                    while (table[slot] != 0) slot = (slot + 1) & (MORPH_LZW_TABLE_COUNT - 1);
                    table[slot] = key << 12 | next_code;
                    dictionary->slots[next_code] = slot;
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
        // 20 bits: `current` is an index or a code below 4095, `index` below 256. The table is
        // never more than half full, so a probe ends at the string or at an empty entry.
        const uint32_t key = current << 8 | index;
        uint32_t slot = MORPH_LZW_SLOT(key), entry;
        while ((entry = table[slot]) != 0 && entry >> 12 != key) slot = (slot + 1) & (MORPH_LZW_TABLE_COUNT - 1);
        if (entry != 0) {
            current = entry & 0xFFF;
            continue;
        }
        MORPH_LZW_EMIT(current);
        current = index;
        if (next_code >= MORPH_LZW_LAST_CODE) {
            MORPH_LZW_CLEAR();
        } else {
            // Not a run: a run's strings are all made above.
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
