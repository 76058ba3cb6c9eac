"""``painting``: a QPainter that is ended however the painting ends.

A painter left active by an exception makes Qt crash the app the next time the
device is painted or destroyed ("Cannot destroy paint device that is being
painted"). Ended here, the exception is an ordinary error instead: the crash
reporter (mor_qt/applog.py) logs it and tells the player once, and the game
goes on."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import TypeVar

from PySide6.QtGui import QPaintDevice, QPainter
from PySide6.QtWidgets import QStylePainter, QWidget

P = TypeVar("P", bound=QPainter)


@contextmanager
def _ended(painter: P) -> Iterator[P]:
    try:
        yield painter
    finally:
        if painter.isActive():
            painter.end()


def painting(device: QPaintDevice, antialias: bool = False) -> AbstractContextManager[QPainter]:
    """``with painting(device) as p:`` paints ``device`` and ends the painter at the end."""
    painter = QPainter(device)
    if antialias:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return _ended(painter)


def style_painting(widget: QWidget) -> AbstractContextManager[QStylePainter]:
    """``painting`` with the widget's style (a ``QStylePainter``)."""
    return _ended(QStylePainter(widget))
