"""Every tooltip of the table and its window (the side panel's buttons) starts with a capital (or a figure), in
English and in French: many began lower case ("warehouse: 2 coins", "en main : Leader 53 …",
"take one main action first (R3.1)"), their words written for the middle of a sentence."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from helpers_rules import random_playout
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from core import ActionKind, Game, Seat, TurnMode
from mor_qt.i18n import capitalised
from mor_qt.table_input import Item, _plain
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

SEED = 3
DECISIONS = 240  # a game's first rounds: markets, purchases, productions, leaders played
EVERY = 12  # decisions between two looks at the table
PLAYERS = (["Ada"], ["Ada", "Bob"], ["Ada", "Bob", "Cy"])


def _seats(names: list[str]) -> list[Seat]:
    """The first seat a person, the others bots (kept from moving: the controller is paused)."""
    return [Seat(names[0])] + [Seat(name, "bot", "greedy") for name in names[1:]]


def _tooltips(win: MainWindow) -> Iterator[tuple[str, str]]:
    """(where, tooltip) for every piece of the table and every widget of the window that has one."""
    win.table.flush()
    QApplication.processEvents()
    for item in win.table.items():
        if isinstance(item, Item) and item.toolTip():
            yield repr(item.tag), item.toolTip()
    for widget in win.findChildren(QWidget):
        if widget.toolTip() and not widget.isHidden():
            yield type(widget).__name__, widget.toolTip()


def _looks(win: MainWindow, names: list[str]) -> Iterator[str]:
    """Show positions of a game of ``names`` on the table (and a production, a purchase under way);
    yields what each one is."""
    win.ctl.paused = True
    game = Game.new(names, SEED)
    win.set_loaded(game.clone(), _seats(names), None)
    yield "leaders dealt"
    rng = random.Random(SEED)
    for step in range(DECISIONS):
        if game.is_over:
            break
        legal = game.legal_actions()
        buys = [a for a in legal if a.kind == ActionKind.BUY]
        game.apply(buys[0] if buys and rng.random() < 0.5 else rng.choice(legal))
        if step % EVERY:
            continue
        win.set_loaded(game.clone(), _seats(names), None)
        yield f"decision {step}"
        shown = win.ctl.game
        if shown is not None and shown.current_seat == 0 and shown.turn_mode == TurnMode.FREE \
                and not shown.in_setup and win.ctl.is_human_turn():
            buy = next((a for a in shown.legal_actions() if a.kind == ActionKind.BUY), None)
            if buy is not None:
                win.ui.select_card(buy.card)
                yield "a purchase under way"
                win.ui.select_card(None)
            win.ui.start_plan()
            yield "a production planned"
            win.ui.cancel_plan()
    random_playout(game, rng, check=False)
    win.set_loaded(game, _seats(names), None)
    yield "game over"


def test_capitalised_makes_only_the_first_letter_a_capital() -> None:
    assert capitalised("en main : Leader 53") == "En main : Leader 53"
    assert capitalised("écarter") == "Écarter"
    assert capitalised("3 coins") == "3 coins" and capitalised("") == ""


@pytest.mark.parametrize("names", PLAYERS, ids=[f"{len(n)} players" for n in PLAYERS])
def test_every_tooltip_of_the_table_starts_with_a_capital(
        qtbot: QtBot, language: str, win: MainWindow, names: list[str]) -> None:
    win.ctl.autosave_enabled = False
    wrong: dict[str, str] = {}
    seen = 0
    for moment in _looks(win, names):
        for where, tip in _tooltips(win):
            seen += 1
            words = _plain(tip)
            if not (words[:1].isupper() or words[:1].isdigit()):
                wrong.setdefault(words[:60], f"{moment}, {where}")
    assert seen > 100, "the walk sees the table's tooltips"
    assert not wrong, wrong
