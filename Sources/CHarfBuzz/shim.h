#ifndef MORPH_CHARFBUZZ_SHIM_H
#define MORPH_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
