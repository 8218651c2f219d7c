#!/usr/bin/python3
"""An AT-SPI client that uses a Morph example as a screen reader does, through pyatspi (the
library Orca and Accerciser use), and checks what it finds. Run by the end-to-end test in
PlayAccessibilityEndToEndTests.swift, inside the private session that
accessibility-session.sh sets up.

    atspi-client.py signup PID WINDOW EXPECTED
    atspi-client.py photo-grid PID WINDOW EXPECTED
    atspi-client.py article PID WINDOW EXPECTED

WINDOW is the window's geometry on the screen as the window system reports it ("x,y,w,h"),
EXPECTED the frames the test computed from the example's own layout, relative to the window
("name=x,y,w,h;..."). Prints one line per check; exits 0 when every check passed, 1 otherwise.
"""

import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

import pyatspi  # noqa: E402

FAILURES = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message, flush=True)
    if not condition:
        FAILURES.append(message)
    return condition


def wait_for(predicate, seconds=30, step=0.1):
    """Polls `predicate` until it returns something truthy (returned) or `seconds` pass (None)."""
    end = time.time() + seconds
    while True:
        try:
            result = predicate()
        except Exception:  # a proxy of an object that is gone while we look
            result = None
        if result:
            return result
        if time.time() > end:
            return None
        pump(step)


EVENTS = []
CONTEXT = GLib.MainContext.default()


def pump(seconds):
    """Lets libatspi deliver the events that arrived, for `seconds`."""
    end = time.time() + seconds
    while time.time() < end:
        while CONTEXT.iteration(False):
            pass
        time.sleep(0.01)


def listen(event):
    try:
        name = event.source.name
    except Exception:
        name = None
    EVENTS.append((event.type, name, event.detail1))


def saw(kind, name=None):
    return any(t.startswith(kind) and (name is None or n == name) for (t, n, _) in EVENTS)


def set_status(prop, value):
    """Sets org.a11y.Status's `prop` on the session bus, as Orca does when it starts or stops."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
                  GLib.Variant("(ssv)", ("org.a11y.Status", prop, GLib.Variant("b", value))),
                  None, Gio.DBusCallFlags.NONE, 5000, None)


def find_app(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def descendants(accessible):
    result = []
    for child in accessible:
        if child is None:
            continue
        result.append(child)
        result.extend(descendants(child))
    return result


def find(root, role, name):
    for accessible in descendants(root):
        if accessible.getRole() == role and accessible.name == name:
            return accessible
    return None


def extents(accessible, coords=pyatspi.DESKTOP_COORDS):
    box = accessible.queryComponent().getExtents(coords)
    return (box.x, box.y, box.width, box.height)


def parse_box(text):
    return tuple(int(round(float(v))) for v in text.split(","))


def near(a, b, slack=1):
    return all(abs(x - y) <= slack for x, y in zip(a, b))


def action_index(accessible, name):
    action = accessible.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == name:
            return index
    return -1


def find_frame(app):
    frame = wait_for(lambda: app.getChildAtIndex(0), 10)
    check(frame is not None and frame.getRole() == pyatspi.ROLE_FRAME, "the application's child is the window's frame")
    return frame


def check_window(frame, window):
    check(near(extents(frame), window), f"the frame's extents {extents(frame)} are the window's geometry {window}")


def check_frame(accessible, window, expected, what):
    want = (window[0] + expected[0], window[1] + expected[1], expected[2], expected[3])
    got = extents(accessible)
    check(near(got, want), f"{what}'s screen extents {got} are the window's origin plus its layout frame {want}")
    check(near(extents(accessible, pyatspi.WINDOW_COORDS), expected), f"{what}'s window extents are its layout frame {expected}")


# MARK: - The signup form


def signup(pid, window, expected):
    pyatspi.Registry.registerEventListener(listen, "focus:", "object:state-changed:focused", "object:text-changed",
                                           "object:children-changed", "object:text-caret-moved")
    app = wait_for(lambda: find_app(pid))
    if not check(app is not None, f"the application of process {pid} is on the desktop"):
        return
    check(app.name == "morph", f"the application is named after the executable ({app.name!r})")
    frame = find_frame(app)
    check("signup" in frame.name, f"the frame is named by the window's title ({frame.name!r})")
    check_window(frame, window)

    entry = wait_for(lambda: find(frame, pyatspi.ROLE_ENTRY, "Name"))
    button = wait_for(lambda: find(frame, pyatspi.ROLE_PUSH_BUTTON, "Next"))
    if not (check(entry is not None, "an entry named 'Name'") and check(button is not None, "a push button named 'Next'")):
        return
    check_frame(entry, window, expected["name field"], "the name entry")
    check_frame(button, window, expected["next button"], "the Next button")
    check(entry.getAttributes() and "placeholder-text:Your name" in entry.getAttributes(), f"the placeholder is an attribute ({entry.getAttributes()})")
    states = entry.getState()
    check(states.contains(pyatspi.STATE_EDITABLE) and states.contains(pyatspi.STATE_SINGLE_LINE) and states.contains(pyatspi.STATE_FOCUSABLE),
          "the entry is editable, single-line and focusable")
    check(button.description == "Shows the next field", f"the button's description is its hint ({button.description!r})")

    # Focus the entry, as a screen reader's "focus" command does.
    check(entry.queryComponent().grabFocus(), "GrabFocus on the entry answers true")
    check(wait_for(lambda: entry.getState().contains(pyatspi.STATE_FOCUSED), 10) is not None, "the entry is focused")
    check(wait_for(lambda: saw("focus:", "Name") or saw("object:state-changed:focused", "Name"), 10) is not None, "a focus event came from the entry")

    # Type through EditableText.
    check(entry.queryEditableText().setTextContents("Ada"), "SetTextContents('Ada') answers true")
    text = entry.queryText()
    check(wait_for(lambda: text.getText(0, -1) == "Ada", 10) is not None, f"the entry's text is 'Ada' ({text.getText(0, -1)!r})")
    check(text.caretOffset == 3, f"the caret is after the text ({text.caretOffset})")
    check(wait_for(lambda: saw("object:text-changed:insert", "Name"), 10) is not None, "a text-changed:insert event came")
    check(text.getText(-5, 1000) == "Ada", "an out-of-range text range is clamped")
    character = text.getCharacterExtents(0, pyatspi.DESKTOP_COORDS)
    entry_box = extents(entry)
    check(entry_box[0] <= character[0] < entry_box[0] + entry_box[2] and character[2] > 0,
          f"the first character's extents {tuple(character)} are inside the entry {entry_box}")

    # Press Next through Action: the age entry slides in, the name entry leaves when it is removed.
    press = action_index(button, "press")
    check(press >= 0, "the button has a 'press' action")
    check(not button.queryAction().doAction(99), "an action index out of range answers false")
    check(button.queryAction().doAction(press), "DoAction(press) answers true")
    age = wait_for(lambda: find(frame, pyatspi.ROLE_ENTRY, "Age"), 10)
    check(age is not None, "the age entry appeared")
    check(wait_for(lambda: find(frame, pyatspi.ROLE_ENTRY, "Name") is None, 10) is not None, "the name entry left the tree")
    check(wait_for(lambda: saw("object:children-changed:add"), 10) is not None, "children-changed:add came")
    check(wait_for(lambda: saw("object:children-changed:remove"), 10) is not None, "children-changed:remove came")
    if age is not None:
        check(wait_for(lambda: age.getState().contains(pyatspi.STATE_FOCUSED), 10) is not None, "Next focused the age entry")
        check(not age.queryEditableText().setTextContents("abc"), "the age entry refuses letters (its shouldChangeText)")
        check(age.queryEditableText().setTextContents("42"), "the age entry takes digits")
        check(wait_for(lambda: age.queryText().getText(0, -1) == "42", 10) is not None, "the age entry's text is '42'")

    # The old name entry's proxy names a removed object: asking it must not hurt the application.
    try:
        states = entry.getState()
        check(states.contains(pyatspi.STATE_DEFUNCT) or not states.contains(pyatspi.STATE_SHOWING), "the removed entry says it is defunct")
    except Exception as error:  # an error reply is fine too
        check(True, f"the removed entry answers with an error ({type(error).__name__})")
    check(find_app(pid) is not None, "the application still answers after calls on a removed object")


# MARK: - The photo grid


def photo_grid(pid, window, expected):
    # Nobody listens yet: the application is not exported.
    pump(2)
    check(find_app(pid) is None, "with accessibility off the application is not on the desktop")
    set_status("ScreenReaderEnabled", True)
    app = wait_for(lambda: find_app(pid))
    if not check(app is not None, "turning the screen reader on exports the running application"):
        return
    frame = find_frame(app)
    check_window(frame, window)
    grid = wait_for(lambda: find(frame, pyatspi.ROLE_LIST, "Photos"))
    if not check(grid is not None, "a list named 'Photos'"):
        return
    items = [child for child in grid if child.getRole() == pyatspi.ROLE_LIST_ITEM]
    check([item.name for item in items] == ["Launch", "Chelsea", "Coffee", "Astronaut"], f"its items in grid order ({[item.name for item in items]})")
    coffee = find(grid, pyatspi.ROLE_LIST_ITEM, "Coffee")
    check_frame(coffee, window, expected["Coffee"], "the Coffee item")
    check(coffee.getState().contains(pyatspi.STATE_SELECTABLE), "the items are selectable")
    selection = grid.querySelection()
    check(selection.nSelectedChildren == 0, "nothing is selected in the grid")
    index = coffee.getIndexInParent()
    check(not selection.selectChild(999), "selecting a child out of range answers false")
    check(selection.selectChild(index), "SelectChild(Coffee) answers true")
    title = wait_for(lambda: find(frame, pyatspi.ROLE_LABEL, "Coffee"), 10)
    check(title is not None, "the detail view's title 'Coffee' appeared")
    check(wait_for(lambda: find(frame, pyatspi.ROLE_IMAGE, "Coffee"), 10) is not None, "the photo 'Coffee' is shown")
    close = action_index(grid, "Close")
    check(close >= 0, "the list offers a 'Close' action in the detail view")
    check(grid.queryAction().doAction(close), "DoAction(Close) answers true")
    check(wait_for(lambda: find(grid, pyatspi.ROLE_LIST_ITEM, "Coffee"), 10) is not None, "the grid came back")

    # The screen reader stops and accessibility is turned off (turning the screen reader on
    # turned IsEnabled on as well): the application leaves the desktop.
    set_status("ScreenReaderEnabled", False)
    pump(1)
    check(find_app(pid) is not None, "while IsEnabled stays on the application stays exported")
    set_status("IsEnabled", False)
    check(wait_for(lambda: find_app(pid) is None, 15) is not None, "turning accessibility off takes the application off the desktop")


# MARK: - The article (scroll panes)


def showing(accessible):
    return accessible.getState().contains(pyatspi.STATE_SHOWING)


def inside(accessible, window):
    x, y, w, h = extents(accessible)
    return w > 0 and h > 0 and x >= window[0] and y >= window[1] and x + w <= window[0] + window[2] + 1 and y + h <= window[1] + window[3] + 1


def article(pid, window, expected):
    app = wait_for(lambda: find_app(pid))
    if not check(app is not None, f"the application of process {pid} is on the desktop"):
        return
    frame = find_frame(app)
    check_window(frame, window)
    pane = wait_for(lambda: find(frame, pyatspi.ROLE_SCROLL_PANE, "Article"))
    if not check(pane is not None, "a scroll pane named 'Article'"):
        return
    check_frame(pane, window, expected["Article"], "the article's scroll pane")
    states = pane.getState()
    check(states.contains(pyatspi.STATE_VERTICAL) and states.contains(pyatspi.STATE_FOCUSABLE), "the pane is vertical and focusable")

    # Read the article as a screen reader reads on: every paragraph is there, drawn or not.
    labels = [child for child in descendants(pane) if child.getRole() == pyatspi.ROLE_LABEL]
    check(len(labels) >= 12, f"the article's text is all in the tree ({len(labels)} labels)")
    check(labels and labels[0].name.startswith("By the Morph team"), f"it reads from the byline ({labels[0].name if labels else None!r})")
    check(labels and showing(labels[0]), "the byline is showing")
    footer = labels[-1] if labels else None
    check(footer is not None and footer.name.startswith("Photos:"), f"it reads to the footer ({footer.name if footer else None!r})")
    check(footer is not None and not showing(footer) and footer.getState().contains(pyatspi.STATE_VISIBLE),
          "the footer, scrolled away, is visible but not showing")

    # The pane's scroll actions move the content a page.
    down = action_index(pane, "scroll up")
    check(down >= 0, "the pane offers 'scroll up' (the content moves up: the next page)")
    byline_y = extents(labels[0])[1]
    check(pane.queryAction().doAction(down), "DoAction(scroll up) answers true")
    check(wait_for(lambda: extents(labels[0])[1] < byline_y - 300, 10) is not None,
          f"the byline moved up a page ({byline_y} -> {extents(labels[0])[1]})")
    check(wait_for(lambda: not showing(labels[0]), 10) is not None, "the byline is no longer showing")

    # Component.ScrollTo brings the footer into view.
    check(Atspi.Component.scroll_to(footer, Atspi.ScrollType.ANYWHERE), "ScrollTo(footer, ANYWHERE) answers true")
    check(wait_for(lambda: showing(footer) and inside(footer, window), 10) is not None,
          f"the footer is showing inside the window ({extents(footer)} in {window})")

    # The carousel: a horizontal scroll pane whose next card is off to the side.
    carousel = find(pane, pyatspi.ROLE_SCROLL_PANE, "Photos")
    if not check(carousel is not None, "a scroll pane named 'Photos' inside the article"):
        return
    check(carousel.getState().contains(pyatspi.STATE_HORIZONTAL), "the carousel is horizontal")
    cards = [child for child in descendants(carousel) if child.getRole() == pyatspi.ROLE_IMAGE]
    check(len(cards) == 4, f"its four cards are images named by their captions ({[card.name for card in cards]})")
    if len(cards) < 2:
        return
    check(Atspi.Component.scroll_to(carousel, Atspi.ScrollType.TOP_EDGE), "ScrollTo(carousel, TOP_EDGE) answers true")
    check(wait_for(lambda: showing(cards[0]), 10) is not None, f"the first card's caption '{cards[0].name}' is showing")
    check(not showing(cards[1]), "the second card's caption is off to the side")
    left = action_index(carousel, "scroll left")
    check(left >= 0 and carousel.queryAction().doAction(left), "DoAction(scroll left) on the carousel answers true")
    check(wait_for(lambda: showing(cards[1]) and not showing(cards[0]), 10) is not None, "the carousel paged to the second card")

    # Pressing a button scrolled out of view brings it into view and presses it.
    check(Atspi.Component.scroll_to(labels[0], Atspi.ScrollType.TOP_EDGE), "ScrollTo(byline) answers true")
    button = find(pane, pyatspi.ROLE_PUSH_BUTTON, "♥  Like this article")
    if not check(button is not None, "the Like button is in the tree"):
        return
    check(wait_for(lambda: not showing(button), 10) is not None, "the Like button is scrolled away")
    check(button.queryAction().doAction(action_index(button, "press")), "DoAction(press) on the Like button answers true")
    check(wait_for(lambda: find(pane, pyatspi.ROLE_PUSH_BUTTON, "♥  Liked"), 10) is not None, "the button was pressed: it says Liked")
    liked = find(pane, pyatspi.ROLE_PUSH_BUTTON, "♥  Liked")
    check(liked is not None and wait_for(lambda: showing(liked) and inside(liked, window), 10) is not None, "and it was scrolled into view")


def main():
    example, pid, window = sys.argv[1], int(sys.argv[2]), parse_box(sys.argv[3])
    expected = {}
    for part in sys.argv[4].split(";"):
        name, box = part.split("=")
        expected[name] = parse_box(box)
    {"signup": signup, "photo-grid": photo_grid, "article": article}[example](pid, window, expected)
    print(f"{len(FAILURES)} failed", flush=True)
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    main()
