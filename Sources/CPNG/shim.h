#ifndef MORPH_CPNG_SHIM_H
#define MORPH_CPNG_SHIM_H
#include <png.h>
#endif
