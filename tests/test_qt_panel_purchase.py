"""A card being bought: the panel says its one step in place of the turn's hint, once,
with Cancel purchase; Production… (which dropped the purchase without a word) is not
offered, nor does its key P drop it (pytest-qt, offscreen)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from core import ActionKind, Game, Seat, TurnMode
from mor_qt.i18n import NO_BREAK_SPACE
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

SEED = 3
MOVES_MAX = 3000
BUYER = 0
TURN_HINT = "Push a market arrow"  # the start of the turn's general hint


def _panel_texts(qtbot: QtBot, win: MainWindow) -> list[str]:
    qtbot.wait(5)  # the panel's new labels shown, the old ones gone
    return [label.text().replace(NO_BREAK_SPACE, " ") for label in win.panel.findChildren(QLabel)
            if label.isVisible()]


def _buying(win: MainWindow) -> int | None:
    """The card being bought, if any."""
    return win.ui.buy_card


def _may_buy() -> Game:
    """Ada to move at the start of a turn in which she may buy a card (her other moves
    anything but a purchase, so that she gathers resources)."""
    game = Game.new(["Ada", "Cy"], SEED, 0)
    rng = random.Random(SEED)
    for _ in range(MOVES_MAX):
        legal = game.legal_actions()
        if game.current_seat == BUYER and game.turn_mode == TurnMode.FREE and not game.main_action_done \
                and any(a.kind == ActionKind.BUY for a in legal):
            return game
        stores = [a for a in legal if a.kind == ActionKind.STORE]
        others = [a for a in legal if a.kind != ActionKind.BUY] or legal
        game.apply(stores[0] if stores else rng.choice(others))
    raise AssertionError("Ada never may buy")


def test_a_purchase_says_its_step_once_in_place_of_the_turn_s_hint(qtbot: QtBot, win: MainWindow) -> None:
    game = _may_buy()
    win.ctl.autosave_enabled = False
    win.set_loaded(game, [Seat("Ada"), Seat("Cy", "bot", "greedy")], None)
    assert "produce" in win.panel.buttons and any(t.startswith(TURN_HINT) for t in _panel_texts(qtbot, win))
    card = next(a.card for a in game.legal_actions() if a.kind == ActionKind.BUY)
    win.ui.select_card(card)
    win.panel.refresh()
    step = f"Buying card {card}: click a highlighted slot on your board."
    texts = _panel_texts(qtbot, win)
    assert texts.count(step) == 1
    assert not any(t.startswith(TURN_HINT) for t in texts)
    assert "cancel" in win.panel.buttons and "produce" not in win.panel.buttons
    qtbot.keyClick(win, Qt.Key.Key_P)  # "start a production": nothing to start mid-purchase
    assert _buying(win) == card and win.ui.plan is None
    win.panel.buttons["cancel"].click()
    assert _buying(win) is None
    assert "produce" in win.panel.buttons and any(t.startswith(TURN_HINT) for t in _panel_texts(qtbot, win))
