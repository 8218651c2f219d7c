#ifndef MORPH_CGIF_SHIM_H
#define MORPH_CGIF_SHIM_H
// giflib has no pkg-config file: its one header is on the standard include path and the module
// map links libgif (Debian's libgif-dev).
#include <gif_lib.h>
#endif
