#ifndef MORPH_FUZZ_SUPPORT_H
#define MORPH_FUZZ_SUPPORT_H

/// Starts a stretch in which LeakSanitizer ignores what this thread allocates
/// (`__lsan_disable`): for a system library's one-time set-up that leaks by itself, such as
/// fontconfig 2.14's parsing of its configuration files. Ends with
/// `morph_fuzz_end_ignoring_leaks`.
void morph_fuzz_begin_ignoring_leaks(void);

/// Ends the stretch begun by `morph_fuzz_begin_ignoring_leaks` (`__lsan_enable`).
void morph_fuzz_end_ignoring_leaks(void);

#endif
