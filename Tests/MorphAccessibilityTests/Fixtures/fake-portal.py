#!/usr/bin/python3
"""A stand-in for the XDG desktop portal's Settings interface on a private session bus, for
DesktopMotionSettingsTests.swift: it owns org.freedesktop.portal.Desktop, answers ReadOne (and
the older Read) from its table, and on each line of standard input `NAMESPACE KEY TYPE VALUE`
(TYPE `u` or `b`) changes the table and emits SettingChanged, as the portal does when the user
changes a setting. It prints `ready` once it owns its name.

    fake-portal.py BUS_ADDRESS [--no-read-one] [NAMESPACE KEY TYPE VALUE ...]
"""

import sys
import threading

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
    %s
    <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""
READ_ONE = '<method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>'

address = sys.argv[1]
arguments = sys.argv[2:]
read_one = True
if arguments and arguments[0] == "--no-read-one":
    read_one = False
    arguments = arguments[1:]
settings = {}
while arguments:
    namespace, key, kind, value = arguments[:4]
    arguments = arguments[4:]
    settings[(namespace, key)] = GLib.Variant(kind, int(value) if kind == "u" else value == "true")

connection = Gio.DBusConnection.new_for_address_sync(
    address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
info = Gio.DBusNodeInfo.new_for_xml(XML % (READ_ONE if read_one else "")).interfaces[0]


def call(connection, sender, path, interface, method, parameters, invocation):
    namespace, key = parameters.unpack()
    value = settings.get((namespace, key))
    if value is None:
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")
    elif method == "ReadOne":
        invocation.return_value(GLib.Variant("(v)", (value,)))
    else:
        # Read wraps the value in one more variant.
        invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", value),)))


def get_property(connection, sender, path, interface, name):
    return GLib.Variant("u", 2)


connection.register_object("/org/freedesktop/portal/desktop", info, call, get_property, None)
loop = GLib.MainLoop()


def owned(connection, name):
    print("ready", flush=True)


Gio.bus_own_name_on_connection(connection, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, owned, None)


def commands():
    for line in sys.stdin:
        parts = line.split()
        if len(parts) != 4:
            continue
        namespace, key, kind, value = parts
        variant = GLib.Variant(kind, int(value) if kind == "u" else value == "true")

        def change(namespace=namespace, key=key, variant=variant):
            settings[(namespace, key)] = variant
            connection.emit_signal(None, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged",
                                   GLib.Variant("(ssv)", (namespace, key, variant)))
            return False

        GLib.idle_add(change)
    GLib.idle_add(loop.quit)


threading.Thread(target=commands, daemon=True).start()
loop.run()
