#ifndef MORPH_CGIO_SHIM_H
#define MORPH_CGIO_SHIM_H

// GLib's GIO, for its D-Bus implementation (GDBus): MorphAccessibility speaks AT-SPI2 with it, and MorphWindow
// reads the desktop's settings (the XDG settings portal, GNOME's settings through GSettings).
//
// Package.swift finds the headers through pkg-config's gobject-2.0, not gio-2.0: gio-2.0.pc's
// flags carry `-pthread` (from gmodule), which SwiftPM refuses with a warning on every build,
// while GIO's headers live in the same folder as GObject's. The libraries are linked by name here.
#include <gio/gio.h>

// GDBusConnectionFlags: AUTHENTICATION_CLIENT | MESSAGE_BUS_CONNECTION.
#define MORPH_G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CLIENT 9
// GDBusCallFlags: NO_AUTO_START (a missing portal is not started for a settings read).
#define MORPH_G_DBUS_CALL_FLAGS_NO_AUTO_START 1
// GDBusSignalFlags: NONE.
#define MORPH_G_DBUS_SIGNAL_FLAGS_NONE 0


#endif
