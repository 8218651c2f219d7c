#include "FuzzSupport.h"
#include <sanitizer/lsan_interface.h>

void morph_fuzz_begin_ignoring_leaks(void) { __lsan_disable(); }

void morph_fuzz_end_ignoring_leaks(void) { __lsan_enable(); }
