// SDL2, the window system layer of MorphWindow (Debian's libsdl2-dev).
#include <SDL2/SDL.h>

// SDL's function-like macros, which Swift cannot import.
static inline int morph_sdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline SDL_bool morph_sdl_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE; }
