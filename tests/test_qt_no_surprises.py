"""No surprises: replacing an unfinished game asks first (Save / Discard /
Cancel), the analysis of an unfinished hot-seat game hides the other seats'
leaders until asked, and a bot review is written into the file only when the
user saves it (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from test_qt_app import click
from test_qt_undo import _past_setup

from core import Game
from core.files.savefile import Seat, load, save
from mor_qt.analysis import open_analysis
from mor_qt.controller import SeatInfo
from mor_qt.dialogs import GameConfig
from mor_qt.window import MainWindow

Button = QMessageBox.StandardButton


def _answer(monkeypatch: pytest.MonkeyPatch, answer: Any) -> list[str]:
    asked: list[str] = []

    def fake_exec(box: QMessageBox) -> Any:
        asked.append(box.text())
        return answer

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return asked


def _game(win: MainWindow) -> Game:
    """The window's game: each test here has one going."""
    game = win.ctl.game
    assert game is not None
    return game


def _unfinished(qtbot: QtBot, win: MainWindow) -> str:
    win.start_game(GameConfig([SeatInfo("Ada")], 3, None))
    _past_setup(qtbot, win)
    click(qtbot, win, "arrow", 1)
    return _game(win).state_hash()


def test_rematch_and_opening_a_file_ask_before_replacing_an_unfinished_game(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    before = _unfinished(qtbot, win)
    asked = _answer(monkeypatch, Button.Cancel)
    win.rematch()
    assert len(asked) == 1 and "not finished" in asked[0]
    assert _game(win).state_hash() == before  # Cancel: the game stays
    other = tmp_path / "other.mor"
    save(other, Game.new(["Bo"], 9))
    assert not win.open_file(other, confirm=True)
    assert len(asked) == 2 and _game(win).state_hash() == before
    _answer(monkeypatch, Button.Discard)
    assert win.open_file(other, confirm=True)
    assert _game(win).names == ("Bo",)


def test_save_in_the_question_saves_the_unfinished_game_before_it_is_replaced(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    before = _unfinished(qtbot, win)
    kept = tmp_path / "kept.mor"
    win.path = kept
    _answer(monkeypatch, Button.Save)
    win.rematch()
    assert load(kept).game.state_hash() == before
    assert _game(win).state_hash() != before


def test_nothing_is_asked_for_a_finished_or_untouched_game(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = _answer(monkeypatch, Button.Cancel)
    win.start_game(GameConfig([SeatInfo("Ada")], 3, None))
    assert win.confirm_replace() and not asked  # no decision yet: nothing to lose


def _hot_seat_save(path: Path, finished: bool) -> Game:
    game = Game.new(["Ada", "Bruno"], 12, 0)
    import random

    rng = random.Random(1)
    while game.in_setup or (finished and not game.is_over) or (not finished and len(game.history()) < 30):
        game.apply(rng.choice(game.legal_actions()))
    save(path, game, seats=[Seat("Ada"), Seat("Bruno")])
    return game


def _shown_leaders(window: Any, seat: int) -> set[int]:
    window.table.flush()
    return {it.tag[2] for it in window.table.find("leader", seat) if it.tag[2] is not None}


def test_analysis_of_an_unfinished_hot_seat_game_shows_it_as_the_chosen_seat_sees_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "live.mor"
    game = _hot_seat_save(path, finished=False)
    window = open_analysis(path)
    assert window is not None
    qtbot.addWidget(window)
    assert window.private and window.reveal_button.isVisible() is not None
    ada, bruno = game.players[0], game.players[1]
    window.seat_box.setCurrentIndex(0)
    assert not (set(bruno.hand) & _shown_leaders(window, 1))  # Bruno's hand stays face down
    assert set(ada.hand) <= _shown_leaders(window, 0) | set(ada.played)
    texts = [window.move_list.decision_items[i].text(2) for i in range(len(window.decisions))]
    bruno_keep = next(i for i, r in enumerate(window.timeline.rows) if r.seat == 1 and r.notation.startswith("keep"))
    assert texts[bruno_keep] == "keep ? ?"
    assert not any(f"L{lid}" in texts[bruno_keep] for lid in (*bruno.hand, *bruno.setup_discards))
    # Revealing needs a clear yes after a warning.
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: Button.No)
    assert not window.reveal_hidden()
    assert window.move_list.decision_items[bruno_keep].text(2) == "keep ? ?"
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: Button.Yes)
    assert window.reveal_hidden()
    assert window.move_list.decision_items[bruno_keep].text(2).startswith("keep L")
    assert set(bruno.hand) <= _shown_leaders(window, 1)
    window.close()


def test_analysis_of_a_finished_game_shows_everything(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "done.mor"
    _hot_seat_save(path, finished=True)
    window = open_analysis(path)
    assert window is not None
    qtbot.addWidget(window)
    assert not window.private and not window.reveal_button.isVisible()
    window.go_to(10)
    bruno = window.current_game.players[1]
    assert set(bruno.hand) <= _shown_leaders(window, 1)
    keep = next(i for i, r in enumerate(window.timeline.rows) if r.seat == 1 and r.notation.startswith("keep"))
    assert window.move_list.decision_items[keep].text(2).startswith("keep L")
    window.close()
