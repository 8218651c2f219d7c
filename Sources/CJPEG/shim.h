#ifndef MORPH_CJPEG_SHIM_H
#define MORPH_CJPEG_SHIM_H
#include <stdio.h>
#include <jpeglib.h>
#endif
