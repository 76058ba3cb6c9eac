"""Edit › Undo / Redo in the app and autosave after every decision (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot
from test_qt_app import click, do, press, settle

from core import Seat
from core.actions import A_MARKET, END
from core.enums import PLACING
from core.files.autosave import load_autosave
from mor_qt.dialogs import GameConfig
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


def _past_setup(qtbot: QtBot, w: MainWindow) -> None:
    game = w.ctl.game
    assert game is not None
    while True:
        qtbot.waitUntil(lambda: w.ctl.is_human_turn(), timeout=20000)
        if not game.in_setup:
            return
        do(qtbot, w, game.legal_actions()[0], set())


def test_undo_menu_names_the_decision_takes_it_back_and_redo_makes_it_again(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    game = win.ctl.game
    assert game is not None
    _past_setup(qtbot, win)
    assert not win.undo_action.isEnabled() and not win.redo_action.isEnabled()
    before, log_lines = game.state_hash(), win.log.count()
    click(qtbot, win, "arrow", 1)  # take row 2
    after = game.state_hash()
    assert win.undo_action.isEnabled()
    assert win.undo_action.text().replace("&", "") == "Undo: take row 2"
    win.undo_action.trigger()
    settle(qtbot, win)
    assert game.state_hash() == before and win.log.count() == log_lines
    assert "market r2" not in [str(a) for a in game.history()]
    assert not win.undo_action.isEnabled()
    assert win.redo_action.isEnabled() and win.redo_action.text().replace("&", "") == "Redo: take row 2"
    win.redo_action.trigger()
    settle(qtbot, win)
    assert game.state_hash() == after and not win.redo_action.isEnabled()
    # The shortcuts are the usual ones.
    assert win.undo_action.shortcut().toString() == "Ctrl+Z"
    assert "Ctrl+Shift+Z" in [k.toString() for k in win.redo_action.shortcuts()]


def test_undo_is_never_offered_for_a_bot_or_across_a_finished_turn(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada"), Seat("Rob", "bot", "random")], 4, 0))
    game = win.ctl.game
    assert game is not None
    _past_setup(qtbot, win)
    qtbot.waitUntil(lambda: win.ctl.is_human_turn(), timeout=20000)
    do(qtbot, win, A_MARKET[0], set())
    while game.turn_mode == PLACING:
        press(qtbot, win, "auto")
    assert win.undo_action.isEnabled()
    press(qtbot, win, "end")
    # The bot's turn, and then the human's new turn: nothing of it can be taken back.
    assert not win.undo_action.isEnabled()
    assert not win.ctl.undo()
    qtbot.waitUntil(lambda: win.ctl.is_human_turn(), timeout=20000)
    settle(qtbot, win)
    assert game.history()[-1].kind == END  # the bot ended its turn
    assert not win.undo_action.isEnabled() and not win.ctl.can_undo()


def test_autosave_is_written_after_every_decision_not_only_at_the_end_of_a_turn(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    game = win.ctl.game
    assert game is not None
    _past_setup(qtbot, win)
    click(qtbot, win, "arrow", 1)
    assert game.turn_mode == PLACING  # mid-turn, the market's resources not yet stored
    assert win.ctl.autosaver.flush()
    saved = load_autosave()
    assert saved is not None and saved.game.state_hash() == game.state_hash()
    # An undo is saved too: the autosave never holds a decision taken back.
    win.undo_action.trigger()
    assert win.ctl.autosaver.flush()
    saved = load_autosave()
    assert saved is not None and saved.game.state_hash() == game.state_hash()
    assert str(A_MARKET[1]) not in saved.decisions
