"""A window another program destroyed is a closed window (X11).

A window manager closes a window by asking it (``WM_DELETE_WINDOW``: Qt's
close event), but any X client may destroy a window outright (``xdotool
windowclose``, a session tool).  Qt never notices: the widget stays "visible",
so ``QApplication.quitOnLastWindowClosed`` never quits and the process lives
on without a window, its search processes with it.  ``install`` watches the
X server's ``DestroyNotify`` events and closes the widget whose window was
destroyed, as if the user had closed it: the last one quits the program.
Only on the ``xcb`` platform; elsewhere nothing is installed.
"""

from __future__ import annotations

import ctypes
import logging
import sys
from typing import Any

from PySide6.QtCore import QAbstractNativeEventFilter, QByteArray, QTimer
from PySide6.QtWidgets import QApplication

log = logging.getLogger(__name__)

XCB_EVENT_TYPE = b"xcb_generic_event_t"
XCB_DESTROY_NOTIFY = 17  # xcb_destroy_notify_event_t's response_type
SENT_EVENT_BIT = 0x80  # set in response_type when another client sent the event
# xcb_destroy_notify_event_t: response_type (1), pad (1), sequence (2), event (4), window (4)
DESTROYED_WINDOW_OFFSET = 8
DESTROY_NOTIFY_SIZE = 12
WINDOW_ID_BYTES = 4


def destroyed_window(event: bytes) -> int | None:
    """The id of the window an xcb event says was destroyed, or None (another event)."""
    if len(event) < DESTROY_NOTIFY_SIZE or event[0] & ~SENT_EVENT_BIT & 0xFF != XCB_DESTROY_NOTIFY:
        return None
    return int.from_bytes(event[DESTROYED_WINDOW_OFFSET:DESTROYED_WINDOW_OFFSET + WINDOW_ID_BYTES], sys.byteorder)


def close_lost_window(window_id: int) -> bool:
    """Close the visible top-level widget whose native window is ``window_id``
    (destroyed by another program); True if there was one."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return False
    for widget in app.topLevelWidgets():
        if widget.isVisible() and int(widget.internalWinId()) == window_id:
            log.warning("the window %r was destroyed by another program: it is closed", widget.windowTitle())
            widget.close()
            return True
    return False


class LostWindowWatch(QAbstractNativeEventFilter):
    """Closes (on the next turn of the event loop) a widget whose X window was destroyed."""

    def nativeEventFilter(self, event_type: QByteArray | bytes | bytearray | memoryview, message: Any,
                          /) -> tuple[bool, int]:
        address = int(message)  # a shiboken VoidPtr, false as a bool (its size is unknown): its address
        kind = event_type.data() if isinstance(event_type, QByteArray) else bytes(event_type)
        if address and kind == XCB_EVENT_TYPE:
            window = destroyed_window(ctypes.string_at(address, DESTROY_NOTIFY_SIZE))
            if window is not None:
                QTimer.singleShot(0, lambda: close_lost_window(window))
        return False, 0


_watch: LostWindowWatch | None = None


def install(app: QApplication) -> None:
    """Watch for destroyed windows (once per process; X11 only)."""
    global _watch
    if _watch is None and app.platformName() == "xcb":
        _watch = LostWindowWatch()
        app.installNativeEventFilter(_watch)
