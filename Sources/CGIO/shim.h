#ifndef MORPH_CGIO_SHIM_H
#define MORPH_CGIO_SHIM_H

// GLib's GIO, for its D-Bus implementation (GDBus): MorphAccessibility speaks AT-SPI2 with it, and MorphWindow
// reads the desktop's settings (the XDG settings portal, GNOME's settings through GSettings).
//
// Package.swift finds the headers through pkg-config's gobject-2.0, not gio-2.0: gio-2.0.pc's
// flags carry `-pthread` (from gmodule), which SwiftPM refuses with a warning on every build,
// while GIO's headers live in the same folder as GObject's. The libraries are linked by name here.
#include <gio/gio.h>

#endif
