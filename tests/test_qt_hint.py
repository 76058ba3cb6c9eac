"""Hint (H): the bot's best decisions for the human to move, legal only,
ringed on the board, cancellable, counted in the save (pytest-qt, offscreen)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot
from test_qt_app import click, settle
from test_qt_undo import _past_setup

from ai import Analysis
from ai.budget import Budget
from core import Game, Seat
from core.files.savefile import load
from mor_qt.dialogs import GameConfig
from mor_qt.hint import HINTS_KEY, best_hints, board_tags
from mor_qt.i18n import NO_BREAK_SPACE, no_widow
from mor_qt.window import MainWindow

MAX_DECISIONS = 20000  # a game played to its end by always the last legal decision ends well before


@pytest.fixture
def win(win: MainWindow) -> MainWindow:
    """The shared window (tests/conftest.py) with a quick hint search: the tests check behaviour, not strength."""
    win.hinter.budget = "it=60"
    return win


def _hinting(w: MainWindow) -> bool:
    """``w.hinter.busy``, read through a call: mypy would keep an assert's
    narrowing of the property past the clicks that change it."""
    return w.hinter.busy


def _ringed(w: MainWindow) -> list[Any]:
    return [it for it in w.table.items() if getattr(it, "hint_rank", 0)]


def test_hint_lists_up_to_three_legal_decisions_rings_them_and_is_counted_in_the_save(
    qtbot: QtBot, win: MainWindow, tmp_path: Path
) -> None:
    win.start_game(GameConfig([Seat("Ada"), Seat("Rob", "bot", "random")], 5, 0))
    _past_setup(qtbot, win)
    game = win.ctl.game
    assert game is not None
    assert "hint" in win.panel.buttons and win.panel.buttons["hint"].isEnabled()
    win.panel.buttons["hint"].click()
    assert win.hinter.busy or win.hint_list
    qtbot.waitUntil(lambda: bool(win.hint_list), timeout=60000)
    legal = set(game.legal_actions())
    assert 1 <= len(win.hint_list) <= 3
    assert all(h.action in legal for h in win.hint_list)
    assert all(0.0 <= h.win_chance <= 1.0 for h in win.hint_list)
    assert len({h.action for h in win.hint_list}) == len(win.hint_list)
    assert win.hint_box.isVisible() and "1." in win.hint_box.text()
    settle(qtbot, win)
    wanted = {tag for h in win.hint_list for tag in board_tags(h.action, 0)}
    if wanted:  # the pieces of the hinted decisions wear the ring
        assert _ringed(win)
    assert win.ctl.seats[0].settings[HINTS_KEY] == 1
    path = tmp_path / "hinted.mor"
    assert win.save_to(path)
    assert load(path).seats[0].settings[HINTS_KEY] == 1
    # A decision ends the hint: the ring and the list go.
    click(qtbot, win, "arrow", 0)
    assert not win.hint_list and not win.hint_box.isVisible() and not _ringed(win)


def test_a_hint_under_way_is_cancelled_by_h_esc_or_a_decision_and_never_shows_late(
    qtbot: QtBot, win: MainWindow
) -> None:
    win.hinter.budget = "it=100000"  # long enough to be under way when cancelled
    win.start_game(GameConfig([Seat("Ada")], 7, None))
    _past_setup(qtbot, win)
    assert win.hint()
    assert _hinting(win)
    win.hint_action.trigger()  # H again: cancel
    assert not _hinting(win) and not win.hint_box.isVisible()
    assert win.hint()
    win.cancel_choice()  # Esc
    assert not _hinting(win)
    assert win.hint()
    click(qtbot, win, "arrow", 1)
    assert not _hinting(win)
    qtbot.wait(200)
    assert not win.hint_list and not _ringed(win)


def test_hint_is_not_offered_while_a_bot_moves(qtbot: QtBot, win: MainWindow) -> None:
    win.ctl.pace_ms = 100000  # the bot's choice waits on the table
    win.start_game(GameConfig([Seat("Rob", "bot", "random"), Seat("Ada")], 3, 0))
    assert not win.ctl.is_human_turn()
    assert not win.hint() and "hint" not in win.panel.buttons


def test_the_hint_searches_from_the_human_seat_and_keeps_only_legal_decisions(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    import ai

    seen: dict[str, int | None] = {}
    real = ai.analyse_position

    def spy(game: Game, seat: int, budget: str | Budget = "it=500", cancel: threading.Event | None = None,
            inline: bool = False, seed: int = 0) -> Analysis:
        seen["seat"] = seat
        seen["to_move"] = game.current_seat
        result = real(game, seat, budget, cancel, inline=True, seed=seed)
        # An illegal candidate slipped in first must never be shown.
        from core import parse_action

        result.candidates.insert(0, (parse_action("end"), 999, 0.99))
        return result

    monkeypatch.setattr(ai, "analyse_position", spy)
    win.start_game(GameConfig([Seat("Rob", "bot", "random"), Seat("Ada")], 4, 0))
    _past_setup(qtbot, win)
    assert win.hint()
    qtbot.waitUntil(lambda: bool(win.hint_list), timeout=60000)
    assert seen["seat"] == seen["to_move"] == 1
    game = win.ctl.game
    assert game is not None
    assert all(h.action in game.legal_actions() for h in win.hint_list)
    assert "end" not in [str(h.action) for h in win.hint_list]  # not legal before the main action


def test_a_solo_hint_shows_the_models_chance_to_beat_lorenzo_not_the_search_value(
        qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    import ai

    seen: dict[str, Analysis] = {}
    real = ai.analyse_position

    def spy(game: Game, seat: int, budget: str | Budget = "it=500", cancel: threading.Event | None = None,
            inline: bool = False, seed: int = 0) -> Analysis:
        seen["analysis"] = real(game, seat, budget, cancel, inline=inline, seed=seed)  # in the workers, as the app
        return seen["analysis"]

    monkeypatch.setattr(ai, "analyse_position", spy)
    win.start_game(GameConfig([Seat("Ada")], 7, None))
    _past_setup(qtbot, win)
    assert win.hint()
    qtbot.waitUntil(lambda: bool(win.hint_list), timeout=60000)
    analysis = seen["analysis"]
    values = {a: v for a, _n, v in analysis.candidates}
    assert all(h.win_chance == analysis.candidate_win_prob[h.action] for h in win.hint_list)
    # solo, the search value mixes the win chance and the score: the hint no longer shows it
    assert any(abs(h.win_chance - values[h.action]) > 0.01 for h in win.hint_list)
    text = win.hint_box.text()
    assert "chance to beat Lorenzo (bot's model)" in text
    shown = QTextDocument()
    shown.setHtml(text)  # as the box shows it: the dash and the figure held to the hint by no-break spaces
    best = win.hint_list[0]
    assert f"1. {no_widow(best.text)}{NO_BREAK_SPACE}—{NO_BREAK_SPACE}{best.win_chance * 100:.0f}%" in shown.toRawText()


def test_best_hints_keeps_the_order_and_at_most_three() -> None:
    from core import Game

    game = Game.new(1, 3)

    class A:
        def __init__(self) -> None:
            self.candidates = [(a, 10 - i, 0.5) for i, a in enumerate(game.legal_actions())]
            self.candidate_win_prob = {a: 0.1 * i for i, a in enumerate(game.legal_actions())}

    hints = best_hints(game, A())
    assert [h.action for h in hints] == game.legal_actions()[:3]
    assert [h.win_chance for h in hints] == [0.0, 0.1, 0.2]  # the model's probability, not the value


def test_the_hint_picture_waits_for_the_hint_and_refuses_a_position_without_one(
    qtbot: QtBot, win: MainWindow
) -> None:
    """``screenshots._hinted`` (hint.png): the hint's decisions are listed when it returns; a
    position where no hint can be asked (the game over) is a clear error, not a picture without it."""
    from mor_qt.screenshots import _hinted

    win.start_game(GameConfig([Seat("Ada"), Seat("Rob", "bot", "random")], 5, 0))
    _past_setup(qtbot, win)
    _hinted(win)
    game = win.ctl.game
    assert game is not None and win.hint_list
    assert all(h.action in game.legal_actions() for h in win.hint_list)
    win.clear_hint()
    win.set_loaded(_finished(), [Seat("Ada"), Seat("Rob", "bot", "random")], None)
    with pytest.raises(RuntimeError, match="no hint"):
        _hinted(win)


def _finished() -> Game:
    game = Game.new(["Ada", "Rob"], 5, 0)
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            break
        game.apply(game.legal_actions()[-1])
    assert game.is_over
    return game
