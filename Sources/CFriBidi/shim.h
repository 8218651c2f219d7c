#ifndef MORPH_CFRIBIDI_SHIM_H
#define MORPH_CFRIBIDI_SHIM_H
#include <fribidi.h>
#endif
