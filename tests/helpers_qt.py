"""Qt helpers shared by the window tests."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot


def resize_shown(qtbot: QtBot, win: QWidget, width: int, height: int) -> None:
    """Give a shown window ``width`` x ``height`` and wait until it has that width.

    A shown window is resized through the platform's event queue, and its minimum size may
    still grow after it was shown (the analysis window: 1088 -> 1109 px on its first turns of the event loop):
    a resize to the new minimum, made before the requested size arrived, can then land last
    and the window stays at its minimum.  So the request is repeated until the width holds."""

    def has_width() -> bool:
        if win.width() != width:
            win.resize(width, height)
        return win.width() == width

    win.resize(width, height)
    qtbot.waitUntil(has_width)
