"""The board shows the production the player is planning: the basic
production's box draws the two inputs and the output chosen in the action
panel instead of "? ? → ?", a production leader its chosen output instead of
its "?", while that power is in the plan; the "?"s come back when it leaves
the plan, when the production is cancelled or confirmed, and another
player's board never shows them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers_rules import cards_for
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from core import Ability, Game, Resource, Seat, leader_cards
from mor_qt.board import Item
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

SEATS = ["Ada", "Bruno"]
SEED = 5
PLENTY = 5  # of each resource: every production power can be paid


def _production_leaders() -> tuple[int, int]:
    found = [lid for lid, card in leader_cards().items() if card.ability == Ability.PRODUCTION]
    return found[0], found[1]


def _game() -> tuple[Game, int]:
    """After the set-up: the player to move (returned) rich, with a production
    leader in play; the other player with the other production leader in play."""
    game = Game.new(SEATS, SEED)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    pos = game.to_position()
    seat = pos["current_seat"]
    mine, theirs = _production_leaders()
    for player in pos["players"]:  # each leader once
        for field in ("leaders_hand", "leaders_played", "leaders_setup_discarded", "leaders_discarded"):
            player[field] = [lid for lid in player[field] if lid not in (mine, theirs)]
    me, other = pos["players"][seat], pos["players"][1 - seat]
    me["strongbox"] = {"coin": PLENTY, "stone": PLENTY, "servant": PLENTY, "shield": PLENTY}
    other["strongbox"] = dict(me["strongbox"])
    me["leaders_played"], me["leaders_hand"] = [mine], []
    other["leaders_played"], other["leaders_hand"] = [theirs], []
    me["slots"] = cards_for([mine])  # the cards each leader asks for (R9.1)
    other["slots"] = cards_for([theirs], avoid=[c for stack in me["slots"] for c in stack])
    owned = {c for player in (me, other) for stack in player["slots"] for c in stack}
    pos["decks"] = {deck: [c for c in cards if c not in owned] for deck, cards in pos["decks"].items()}
    return Game.from_position(pos), seat


@pytest.fixture
def table(qtbot: QtBot, win: MainWindow) -> Iterator[tuple[MainWindow, int]]:
    """The game of ``_game`` in the window, its player to move the one human at the table."""
    game, seat = _game()
    win.ctl.autosave_enabled = False
    seats = [Seat(name) if k == seat else Seat(name, "bot", "greedy") for k, name in enumerate(game.names)]
    win.set_loaded(game, seats, None)
    _settle(qtbot, win)
    yield win, seat


def _settle(qtbot: QtBot, w: MainWindow) -> None:
    qtbot.wait(1)
    w.table.flush()


def _one(w: MainWindow, *tag: object) -> Item:
    items = w.table.find(*tag)
    assert len(items) == 1, f"{len(items)} items {tag}"
    return items[0]


def _base(w: MainWindow, seat: int) -> tuple[int, ...] | None:
    """What the basic production's box on ``seat``'s board shows in place of its "? ? → ?"."""
    return _one(w, "power", seat, "base").shows


def _leader(w: MainWindow, seat: int, lid: int) -> tuple[int, ...] | None:
    """What production leader ``lid`` on ``seat``'s board shows in place of its "?"."""
    return _one(w, "leader", seat, lid, "played").shows


def _click(qtbot: QtBot, w: MainWindow, *tag: object) -> None:
    item = _one(w, *tag)
    assert item.enabled, f"{tag} is not clickable"
    w.view.click(item)
    _settle(qtbot, w)


def _press(qtbot: QtBot, w: MainWindow, key: str) -> None:
    button = w.panel.buttons[key]
    assert button.isEnabled(), f"button {key} disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    _settle(qtbot, w)


def _choose(qtbot: QtBot, w: MainWindow, key: str, data: int) -> None:
    """Pick the choice whose data is ``data`` in the panel's box ``key``, as a player would."""
    box: QComboBox = w.panel.choices[key]
    index = box.findData(int(data))  # an IntEnum is not found as such
    assert index >= 0, f"{data} not offered in {key}"
    box.setCurrentIndex(index)
    _settle(qtbot, w)


def _pair(a: int, b: int) -> int:
    """The base_pair box's data for the inputs ``a`` + ``b`` (mor_qt/panel.py)."""
    return a * len(Resource) + b


def _nothing_planned(w: MainWindow, seat: int) -> None:
    mine, theirs = _production_leaders()
    assert _base(w, seat) is None and _leader(w, seat, mine) is None
    assert _base(w, 1 - seat) is None and _leader(w, 1 - seat, theirs) is None


def test_the_basic_box_shows_the_chosen_inputs_and_output(qtbot: QtBot, table: tuple[MainWindow, int]) -> None:
    w, seat = table
    other = 1 - seat
    _nothing_planned(w, seat)
    _press(qtbot, w, "produce")
    _nothing_planned(w, seat)  # the production is open, the basic one not in it yet
    _click(qtbot, w, "power", seat, "base")
    plan = w.ui.plan
    assert plan is not None and "base" in plan
    act = plan["base"]
    assert _base(w, seat) == (*act.inputs, act.output)  # the panel's first choice
    _choose(qtbot, w, "base_pair", _pair(Resource.SERVANT, Resource.SHIELD))
    _choose(qtbot, w, "base_out", Resource.STONE)
    assert _base(w, seat) == (Resource.SERVANT, Resource.SHIELD, Resource.STONE)
    _choose(qtbot, w, "base_out", Resource.COIN)
    assert _base(w, seat) == (Resource.SERVANT, Resource.SHIELD, Resource.COIN)
    _choose(qtbot, w, "base_pair", _pair(Resource.STONE, Resource.STONE))
    assert _base(w, seat) == (Resource.STONE, Resource.STONE, Resource.COIN)
    assert _base(w, other) is None  # the opponent's board: "? ? → ?"
    # out of the plan (a second click): "? ? → ?" again; back in, the last choice
    _click(qtbot, w, "power", seat, "base")
    assert _base(w, seat) is None
    _click(qtbot, w, "power", seat, "base")
    assert _base(w, seat) == (Resource.STONE, Resource.STONE, Resource.COIN)
    # cancelled
    _press(qtbot, w, "cancel")
    assert w.ui.plan is None
    _nothing_planned(w, seat)


def test_a_production_leader_shows_its_chosen_output(qtbot: QtBot, table: tuple[MainWindow, int]) -> None:
    w, seat = table
    mine, theirs = _production_leaders()
    _press(qtbot, w, "produce")
    _click(qtbot, w, "leader", seat, mine, "played")
    _choose(qtbot, w, f"out_L{mine}", Resource.SHIELD)
    assert _leader(w, seat, mine) == (Resource.SHIELD,)
    _choose(qtbot, w, f"out_L{mine}", Resource.SERVANT)
    assert _leader(w, seat, mine) == (Resource.SERVANT,)
    assert _base(w, seat) is None  # the basic production is not in the plan
    assert _leader(w, 1 - seat, theirs) is None
    _click(qtbot, w, "leader", seat, mine, "played")  # out of the plan
    assert _leader(w, seat, mine) is None


def test_the_board_forgets_the_choice_once_the_production_is_done(
        qtbot: QtBot, table: tuple[MainWindow, int]) -> None:
    w, seat = table
    mine, _ = _production_leaders()
    game = w.ctl.game
    assert game is not None
    stones = game.player(seat).strongbox[Resource.STONE]
    _press(qtbot, w, "produce")
    _click(qtbot, w, "power", seat, "base")
    _choose(qtbot, w, "base_pair", _pair(Resource.COIN, Resource.SERVANT))
    _choose(qtbot, w, "base_out", Resource.STONE)
    _click(qtbot, w, "leader", seat, mine, "played")
    _choose(qtbot, w, f"out_L{mine}", Resource.STONE)
    assert _base(w, seat) == (Resource.COIN, Resource.SERVANT, Resource.STONE)
    assert _leader(w, seat, mine) == (Resource.STONE,)
    _press(qtbot, w, "confirm")
    assert w.ui.plan is None
    assert game.player(seat).strongbox[Resource.STONE] == stones + 2  # produced: one by each power
    _nothing_planned(w, seat)
