// Nothing to compile: the header declares a function of the Swift runtime (libswiftCore), which
// every Swift program links. A C target needs a source file; this one checks that the header
// compiles on its own.

#include "morph_swift_runtime.h"
