"""The side panel's title cuts a name with no space in it (40 "W"s, the longest a name may be)
with "…" to the panel's width, the whole title its tooltip, as a board's header does: Qt
clipped it mid-letter, and its second line ran over the text under it."""

from __future__ import annotations

import pytest
from helpers_qt import resize_shown
from pytestqt.qtbot import QtBot

from core import Game, Seat
from mor_qt.panel import PanelTitle
from mor_qt.screenshots import DOCS_SIZES, auto_setup
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

LONGEST = "W" * 40  # the longest name, and one of the widest letters
SEED = 3
WIDE_WINDOW = (2600, 1000)  # the side panel at its widest (mor_qt.window.side_width)


def _title(qtbot: QtBot, win: MainWindow, name: str, size: tuple[int, int]) -> PanelTitle:
    """The panel's title at ``name``'s turn, in a window of ``size``."""
    win.ctl.autosave_enabled = False
    game = Game.new([name], SEED)
    auto_setup(game)
    win.set_loaded(game, [Seat(name)], None)
    resize_shown(qtbot, win, *size)
    titles: list[PanelTitle] = []

    def laid_out() -> bool:
        titles[:] = [t for t in win.panel.findChildren(PanelTitle) if t.isVisible()]
        return len(titles) == 1 and name[:1] in titles[0].whole

    qtbot.waitUntil(laid_out)
    return titles[0]


def _fits(title: PanelTitle) -> bool:
    """Every word of the title as shown fits its width."""
    room = title.contentsRect().width()
    return all(title.fontMetrics().horizontalAdvance(word) <= room for word in title.text().split(" "))


@pytest.mark.parametrize("size", DOCS_SIZES, ids=[f"{w}x{h}" for w, h in DOCS_SIZES])
def test_a_name_wider_than_the_panel_is_cut_with_an_ellipsis_and_told_whole_in_the_tooltip(
        qtbot: QtBot, language: str, win: MainWindow, size: tuple[int, int]) -> None:
    title = _title(qtbot, win, LONGEST, size)
    assert title.fontMetrics().horizontalAdvance(LONGEST) > title.contentsRect().width()  # the case in hand
    qtbot.waitUntil(lambda: "…" in title.text())
    assert _fits(title), title.text()
    assert LONGEST in title.toolTip() and title.toolTip() == title.whole


def test_a_title_that_fits_is_shown_whole_without_a_tooltip(qtbot: QtBot, language: str, win: MainWindow) -> None:
    title = _title(qtbot, win, "Ada", DOCS_SIZES[0])
    assert title.text() == title.whole and "Ada" in title.text() and title.toolTip() == ""


def test_the_cut_follows_the_panel_s_width(qtbot: QtBot, win: MainWindow) -> None:
    """Wider, the title shows more of the name, still cut to fit."""
    title = _title(qtbot, win, LONGEST, DOCS_SIZES[0])
    qtbot.waitUntil(lambda: "…" in title.text())
    shown_narrow = title.text()
    resize_shown(qtbot, win, *WIDE_WINDOW)
    qtbot.waitUntil(lambda: title.text() != shown_narrow)
    assert _fits(title) and len(title.text()) > len(shown_narrow)
