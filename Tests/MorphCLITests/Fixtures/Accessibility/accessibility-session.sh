#!/usr/bin/env bash
# One end-to-end accessibility run, in the order a desktop starts things. The test runs it as
#
#     dbus-run-session -- accessibility-session.sh DISPLAY MORPH EXAMPLE STATUS CLIENT
#
# 1. `dbus-run-session` starts a private session bus (and ends it, with everything on it,
#    when this script exits).
# 2. at-spi2-core's `at-spi-bus-launcher --launch-immediately` owns `org.a11y.Bus` on it and starts
#    the accessibility bus at once; the registry (`at-spi2-registryd`) is started by D-Bus
#    activation on that bus when the first application embeds itself.
# 3. STATUS "on" sets `org.a11y.Status.IsEnabled` before the application starts, as a running
#    screen reader would have; "off" leaves it off, and the client turns it on while the
#    application runs.
# 4. `morph play EXAMPLE` opens its window on the X server DISPLAY (an Xvfb the test started).
# 5. The pyatspi CLIENT finds the application by its process id and uses it; its exit status is
#    this script's. The application is then closed with SIGTERM and must exit with status 0.
set -uo pipefail
display=$1 morph=$2 example=$3 status=$4 client=$5

launcher=""
for candidate in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher /usr/lib/at-spi2/at-spi-bus-launcher; do
    if [ -x "$candidate" ]; then launcher=$candidate; break; fi
done
if [ -z "$launcher" ]; then echo "at-spi-bus-launcher not found" >&2; exit 2; fi

# The GNOME schemas are read from memory, not from the machine's dconf database. The test gives
# the session a runtime folder of its own (XDG_RUNTIME_DIR), where the launcher puts the
# accessibility bus's socket (named after DISPLAY), so parallel sessions never share a bus.
export GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
DISPLAY=$display "$launcher" --launch-immediately &
launcher_pid=$!
trap 'kill "$launcher_pid" 2>/dev/null' EXIT
for _ in $(seq 100); do
    gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
        --method org.freedesktop.DBus.NameHasOwner org.a11y.Bus 2>/dev/null | grep -q true && break
    sleep 0.1
done
if [ "$status" = on ]; then
    gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
        --method org.freedesktop.DBus.Properties.Set org.a11y.Status IsEnabled '<true>' >/dev/null
fi

DISPLAY=$display MORPH_SCALE=1 "$morph" play "$example" &
app=$!
# The window's geometry, for the client to compare extents with: wait until it is mapped.
geometry=""
for _ in $(seq 450); do
    window=$(DISPLAY=$display xdotool search --pid "$app" 2>/dev/null | head -1)
    if [ -n "$window" ]; then
        geometry=$(DISPLAY=$display xdotool getwindowgeometry --shell "$window" 2>/dev/null | awk -F= '/^X=|^Y=|^WIDTH=|^HEIGHT=/ {print $2}' | paste -sd, -)
        [ -n "$geometry" ] && break
    fi
    kill -0 "$app" 2>/dev/null || break
    sleep 0.2
done
if [ -z "$geometry" ]; then echo "no window of morph play appeared" >&2; kill "$app" 2>/dev/null; exit 3; fi

/usr/bin/python3 "$client" "$example" "$app" "$geometry" "$EXPECTED_FRAMES"
result=$?
kill -TERM "$app"
wait "$app"
app_status=$?
echo "morph play exited with status $app_status"
if [ "$result" -eq 0 ] && [ "$app_status" -ne 0 ]; then exit 4; fi
exit "$result"
