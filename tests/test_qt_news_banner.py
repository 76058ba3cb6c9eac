"""The news banner over the table (``announce``: Vatican reports, Lorenzo's tokens, the end
triggered) stays over the table: on one line when it fits, else wrapped to the table's width."""

from __future__ import annotations

from helpers_qt import resize_shown
from pytestqt.qtbot import QtBot

from mor_qt.window import MainWindow
from mor_qt.window_flow import TOAST_MARGIN

NARROW = (900, 600)
SHORT = "Lorenzo reveals a token"
# a Vatican report naming every player, in French: longer than a narrow table is wide
LONG = ("Rapport du Vatican 1 : tuile Faveur du Pape pour Isabella, Cosimo, Caterina ; "
        "défaussée par Lorenzo, qui avance sur la piste de Foi de deux cases")


def _inside_the_table(win: MainWindow) -> bool:
    banner, table = win.toast.geometry(), win.view.geometry()
    return table.left() + TOAST_MARGIN <= banner.left() and banner.right() <= table.right() - TOAST_MARGIN + 1


def test_a_long_banner_wraps_over_the_table_and_a_short_one_is_one_line_again(qtbot: QtBot, win: MainWindow) -> None:
    resize_shown(qtbot, win, *NARROW)
    qtbot.waitUntil(lambda: win.view.width() + win.side.width() <= win.width())
    win.announce(SHORT)
    one_line = win.toast.height()
    assert win.toast.isVisible() and not win.toast.wordWrap() and _inside_the_table(win)
    win.announce(LONG)
    assert win.toast.wordWrap() and _inside_the_table(win)
    assert win.toast.height() > one_line  # wrapped, not cut
    win.announce(SHORT)  # the wrapped banner's width does not stay
    assert not win.toast.wordWrap() and win.toast.height() == one_line
    assert win.toast.width() < win.view.width() - 2 * TOAST_MARGIN and _inside_the_table(win)
