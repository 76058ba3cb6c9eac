"""Where windows open: within the screen's available area, never larger, at
their remembered place when that still fits."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtWidgets import QApplication, QWidget

PREFERRED = QSize(1600, 1000)  # the size the table was designed for
MARGIN = 0.04  # of the available area left free around a new window


def available_area(widget: QWidget | None = None) -> QRect:
    """The usable part of the screen the widget is on (or the primary screen)."""
    screen = widget.screen() if widget is not None else None
    if screen is None:
        screen = QApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, PREFERRED.width(), PREFERRED.height())


def fitted_rect(preferred: QSize, available: QRect, minimum: QSize) -> QRect:
    """A rectangle of ``preferred`` size, shrunk to the available area (keeping a
    small margin when it has to shrink), centred in it."""
    free_w = available.width() if preferred.width() <= available.width() else int(available.width() * (1 - MARGIN))
    free_h = available.height() if preferred.height() <= available.height() else \
        int(available.height() * (1 - MARGIN))
    w = max(min(preferred.width(), free_w), min(minimum.width(), available.width()))
    h = max(min(preferred.height(), free_h), min(minimum.height(), available.height()))
    x = available.x() + (available.width() - w) // 2
    y = available.y() + (available.height() - h) // 2
    return QRect(x, y, w, h)


def place_window(win: QWidget, saved: QByteArray | None = None, available: QRect | None = None,
                 preferred: QSize = PREFERRED) -> None:
    """Restore ``saved`` geometry when it lies within the available area, else
    open at ``preferred`` size shrunk to fit, centred.  The window's minimum
    size never exceeds the screen."""
    area = available if available is not None else available_area(win)
    layout = win.layout()
    if layout is not None:
        # the layout sets a window's minimum when it first activates (at the latest on show):
        # activate it now, so the minimum read and capped here is the one the window will keep
        layout.activate()
    minimum = win.minimumSize()
    if minimum.width() > area.width() or minimum.height() > area.height():
        win.setMinimumSize(min(minimum.width(), area.width()), min(minimum.height(), area.height()))
    if saved is not None and win.restoreGeometry(saved) and area.contains(win.geometry()):
        return
    win.setGeometry(fitted_rect(preferred, area, win.minimumSize()))


def fits(win: QWidget, available: QRect) -> bool:
    return available.contains(win.geometry())


def bring_to_front(win: QWidget) -> None:
    """Show ``win`` (restored if minimized) above the other windows, with the keyboard."""
    if win.isMinimized():
        win.showNormal()
    win.show()
    win.raise_()
    win.activateWindow()
