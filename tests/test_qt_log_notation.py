"""The log's notation tags ([market r2]) show only when asked (View ›
Notation in the log, remembered); the saves keep the notation either way."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_qt_app import click, settle
from test_qt_undo import _past_setup

from core import Seat
from core.files.savefile import load
from mor_qt.dialogs import GameConfig
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


def _lines(win: MainWindow) -> list[str]:
    return [item.text() for i in range(win.log.count()) if (item := win.log.item(i)) is not None]


def test_notation_tags_show_only_when_asked_and_the_choice_is_remembered(
        qtbot: QtBot, win: MainWindow, tmp_path: Path) -> None:
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    _past_setup(qtbot, win)
    click(qtbot, win, "arrow", 1)  # take row 2
    settle(qtbot, win)
    assert "market r2" in [notation for _text, notation in win.log_entries]  # kept beside the line
    assert not win.log_notation_action.isChecked()
    assert not any("[" in line for line in _lines(win))  # no tag by default
    assert any(line.startswith("Ada takes row 2 from the market") for line in _lines(win))
    win.log_notation_action.trigger()  # View › Notation in the log
    assert any(line.endswith("[market r2]") for line in _lines(win))
    assert win.save_to(tmp_path / "g.mor")
    assert "market r2" in load(tmp_path / "g.mor").decisions  # the save keeps it
    again = MainWindow()
    qtbot.addWidget(again)
    try:
        assert again.log_notation_action.isChecked()  # remembered
        again.log_notation_action.trigger()
    finally:
        again.ctl.shutdown()
    win.set_log_notation(False)
    assert win.save_to(tmp_path / "h.mor")
    assert "market r2" in load(tmp_path / "h.mor").decisions  # with the tags hidden too
    assert not any("[market r2]" in line for line in _lines(win))
