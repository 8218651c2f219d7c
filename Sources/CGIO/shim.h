#ifndef MORPH_CGIO_SHIM_H
#define MORPH_CGIO_SHIM_H

// GIO's D-Bus client (GDBus), GSettings and GLib's main loop, as MorphWindow reads the desktop's
// settings: the XDG settings portal (org.freedesktop.portal.Settings) and, without a portal,
// GNOME's settings through GSettings.
//
// gio-2.0.pc's flags carry `-pthread`, which SwiftPM refuses ("prohibited flag") with a warning on
// every build, as pango.pc's do (see Sources/CPango/shim.h). So this module does not use pkg-config:
// it declares the functions it calls with their exact C signatures from GLib 2.74 (all stable
// since GLib 2.26, GSettings schema lookups since 2.32), and links the libraries by name. GVariant
// is built and read through its non-variadic functions only: Swift cannot call C variadics.

#include <stddef.h>
#include <stdint.h>

typedef int gboolean;
typedef char gchar;
typedef unsigned int guint;
typedef uint32_t guint32;
typedef int32_t gint32;
typedef int gint;
typedef size_t gsize;
typedef void *gpointer;
typedef uint32_t GQuark;

typedef struct _GError {
    GQuark domain;
    gint code;
    gchar *message;
} GError;

typedef struct _GVariant GVariant;
typedef struct _GVariantType GVariantType;
typedef struct _GDBusConnection GDBusConnection;
typedef struct _GDBusAuthObserver GDBusAuthObserver;
typedef struct _GCancellable GCancellable;
typedef struct _GMainContext GMainContext;
typedef struct _GSettings GSettings;
typedef struct _GSettingsSchema GSettingsSchema;
typedef struct _GSettingsSchemaSource GSettingsSchemaSource;

// GDBusConnectionFlags: AUTHENTICATION_CLIENT | MESSAGE_BUS_CONNECTION.
#define MORPH_G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CLIENT 9
// GDBusCallFlags: NO_AUTO_START (a missing portal is not started for a settings read).
#define MORPH_G_DBUS_CALL_FLAGS_NO_AUTO_START 1
// GDBusSignalFlags: NONE.
#define MORPH_G_DBUS_SIGNAL_FLAGS_NONE 0

typedef void (*GDBusSignalCallback)(
    GDBusConnection *connection, const gchar *sender_name, const gchar *object_path,
    const gchar *interface_name, const gchar *signal_name, GVariant *parameters, gpointer user_data);
typedef void (*GDestroyNotify)(gpointer data);

// D-Bus connections and calls.
GDBusConnection *g_dbus_connection_new_for_address_sync(
    const gchar *address, int flags, GDBusAuthObserver *observer, GCancellable *cancellable, GError **error);
GVariant *g_dbus_connection_call_sync(
    GDBusConnection *connection, const gchar *bus_name, const gchar *object_path, const gchar *interface_name,
    const gchar *method_name, GVariant *parameters, const GVariantType *reply_type, int flags, gint timeout_msec,
    GCancellable *cancellable, GError **error);
guint g_dbus_connection_signal_subscribe(
    GDBusConnection *connection, const gchar *sender, const gchar *interface_name, const gchar *member,
    const gchar *object_path, const gchar *arg0, int flags, GDBusSignalCallback callback, gpointer user_data,
    GDestroyNotify user_data_free_func);
void g_dbus_connection_signal_unsubscribe(GDBusConnection *connection, guint subscription_id);
gboolean g_dbus_connection_close_sync(GDBusConnection *connection, GCancellable *cancellable, GError **error);

// GVariant.
GVariant *g_variant_new_string(const gchar *string);
GVariant *g_variant_new_tuple(GVariant *const *children, gsize n_children);
GVariant *g_variant_ref_sink(GVariant *value);
void g_variant_unref(GVariant *value);
const gchar *g_variant_get_type_string(GVariant *value);
gsize g_variant_n_children(GVariant *value);
GVariant *g_variant_get_child_value(GVariant *value, gsize index);
GVariant *g_variant_get_variant(GVariant *value);
guint32 g_variant_get_uint32(GVariant *value);
gint32 g_variant_get_int32(GVariant *value);
double g_variant_get_double(GVariant *value);
gboolean g_variant_get_boolean(GVariant *value);
const gchar *g_variant_get_string(GVariant *value, gsize *length);

// GSettings (GNOME's settings without a portal).
GSettingsSchemaSource *g_settings_schema_source_get_default(void);
GSettingsSchema *g_settings_schema_source_lookup(GSettingsSchemaSource *source, const gchar *schema_id, gboolean recursive);
gboolean g_settings_schema_has_key(GSettingsSchema *schema, const gchar *name);
void g_settings_schema_unref(GSettingsSchema *schema);
GSettings *g_settings_new(const gchar *schema_id);
double g_settings_get_double(GSettings *settings, const gchar *key);
gboolean g_settings_get_boolean(GSettings *settings, const gchar *key);
gchar *g_settings_get_string(GSettings *settings, const gchar *key);

// GLib.
void g_error_free(GError *error);
void g_free(gpointer memory);
void g_object_unref(gpointer object);
GMainContext *g_main_context_new(void);
void g_main_context_unref(GMainContext *context);
void g_main_context_push_thread_default(GMainContext *context);
void g_main_context_pop_thread_default(GMainContext *context);
gboolean g_main_context_iteration(GMainContext *context, gboolean may_block);
void g_main_context_wakeup(GMainContext *context);

#endif
