"""Failures the app meets are never silent: the player is told and
the log says why; nothing is swallowed."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from ai import Cancel
from core import Action, Game, Seat
from mor_qt.dialogs import GameConfig
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")


def test_a_save_that_fails_is_told_and_logged(win: MainWindow, tmp_path: Path,
                                              caplog: pytest.LogCaptureFixture) -> None:
    win.start_game(GameConfig([Seat("Ada")], 2, None))
    assert win.ctl.game is not None
    before = win.ctl.game.state_hash()
    not_a_folder = tmp_path / "a-file"
    not_a_folder.write_text("not a folder")
    with caplog.at_level(logging.WARNING, logger="mor_qt.window"):
        assert not win.save_to(not_a_folder / "game.mor")
    assert win.last_message is not None and win.last_message.text()
    assert any("saving" in r.getMessage() and "game.mor" in r.getMessage() for r in caplog.records)
    assert win.ctl.game.state_hash() == before
    assert win.path is None  # the game is not said to be saved there
    win.last_message.close()


def test_a_file_that_cannot_be_opened_is_told_and_logged(win: MainWindow, tmp_path: Path,
                                                         caplog: pytest.LogCaptureFixture) -> None:
    win.start_game(GameConfig([Seat("Ada")], 2, None))
    assert win.ctl.game is not None
    before = win.ctl.game.state_hash()
    with caplog.at_level(logging.WARNING, logger="mor_qt.window"):
        assert not win.open_file(tmp_path / "missing.mor")
    assert win.last_message is not None and "missing.mor" in win.last_message.text()
    assert any("opening" in r.getMessage() and "missing.mor" in r.getMessage() for r in caplog.records)
    assert win.ctl.game.state_hash() == before
    win.last_message.close()


class _Bot:
    name = "stand-in"
    last_outcome = None
    failed_searches = 0

    def __init__(self, fails: bool) -> None:
        self.fails = fails
        self.closed = False

    def choose(self, game: Game, seat: int, budget: str | None = None, cancel: Cancel | None = None) -> Action:
        return game.legal_actions()[0]

    def close(self) -> None:
        self.closed = True
        if self.fails:
            raise OSError("the worker pipe is gone")


def test_a_bot_that_fails_to_close_is_logged_and_the_others_are_closed(
        win: MainWindow, caplog: pytest.LogCaptureFixture) -> None:
    broken, fine = _Bot(fails=True), _Bot(fails=False)
    win.ctl.bots = {0: broken, 1: fine}
    with caplog.at_level(logging.WARNING, logger="mor_qt.controller"):
        win.ctl.stop_bots()
    assert broken.closed and fine.closed
    assert win.ctl.bots == {}
    logged = [r for r in caplog.records if r.name == "mor_qt.controller"]
    assert logged and "seat 1" in logged[0].getMessage() and logged[0].exc_info is not None
