"""Animation and feedback: a bought card moves from the grid to its
slot, taken resources fly to the warehouse, faith markers step, Lorenzo's
token turns over; the speed setting turns it off; input is never blocked; a
game only bots play can be paused and stepped.  (Other tests run with the
animations off, see conftest.)"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QTransform
from pytestqt.qtbot import QtBot

from core import ActionKind, Event, FaithMoved, Game, Seat
from core.actions import A_MARKET
from core.enums import PLACING
from mor_qt.window import MainWindow


def _solo_ready_to_buy() -> Game:
    game = Game.new(["Ada"], 5)
    rng = random.Random(2)
    while True:
        legal = game.legal_actions()
        buys = [a for a in legal if a.kind == ActionKind.BUY]
        if buys and not game.in_setup:
            return game
        game.apply(rng.choice([a for a in legal if a.kind != ActionKind.DISCARD] or legal))


@pytest.fixture
def table(qtbot: QtBot, request: pytest.FixtureRequest) -> Iterator[MainWindow]:
    win = MainWindow()
    qtbot.addWidget(win)
    win.ctl.autosave_enabled = False
    win.ctl.pace_ms = 0
    win.set_animation(request.param)
    win.set_loaded(_solo_ready_to_buy(), [Seat("Ada")], None)
    win.resize(1366, 768)
    win.show()
    qtbot.wait(5)
    win.table.flush()
    yield win
    win.ctl.shutdown()


def _buy(win: MainWindow) -> tuple[int, int]:
    assert win.ctl.game is not None
    act = next(a for a in win.ctl.game.legal_actions() if a.kind == ActionKind.BUY)
    assert win.ctl.apply(act)
    win.table.flush()
    return act.card, act.slot


@pytest.mark.parametrize("table", ["normal"], indirect=True)
def test_a_bought_card_moves_from_the_grid_to_its_slot(qtbot: QtBot, table: MainWindow) -> None:
    cid, slot = _buy(table)
    card = table.table.find("slotcard", 0, slot, cid)[0]
    assert card.pos() != QPointF(0, 0)  # drawn where it lay on the grid, on its way
    qtbot.waitUntil(lambda: card.pos() == QPointF(0, 0), timeout=3000)


@pytest.mark.parametrize("table", ["off"], indirect=True)
def test_with_animations_off_everything_is_in_place_at_once(qtbot: QtBot, table: MainWindow) -> None:
    cid, slot = _buy(table)
    card = table.table.find("slotcard", 0, slot, cid)[0]
    assert card.pos() == QPointF(0, 0) and table.table._anim is None


@pytest.mark.parametrize("table", ["normal"], indirect=True)
def test_resources_fly_to_the_warehouse_and_input_is_not_blocked(qtbot: QtBot, table: MainWindow) -> None:
    game = table.ctl.game
    assert game is not None
    line = next(k for k in range(7) if A_MARKET[k] in game.legal_actions())
    assert table.ctl.apply(A_MARKET[line])
    table.table.flush()
    assert game.turn_mode == PLACING
    table.panel.buttons["auto"].click()  # at once, while the marbles still roll: taken, not refused
    assert game.turn_mode != PLACING
    table.table.flush()
    assert table.table.find("flying")  # the stored resources on their way to the warehouse
    qtbot.waitUntil(lambda: not table.table.find("flying"), timeout=3000)


@pytest.mark.parametrize("table", ["normal"], indirect=True)
def test_faith_steps_and_lorenzos_token_turns_over(qtbot: QtBot, table: MainWindow) -> None:
    game = table.ctl.game
    assert game is not None
    drop = None
    line = next(k for k in range(7) if A_MARKET[k] in game.legal_actions())
    table.ctl.apply(A_MARKET[line])
    while game.turn_mode == PLACING:
        drop = next((a for a in game.legal_actions() if a.kind == ActionKind.DROP), None)
        table.ctl.apply(drop or game.legal_actions()[0])
    table.table.flush()
    end = next(a for a in game.legal_actions() if a.kind == ActionKind.END)
    assert table.ctl.apply(end)  # Lorenzo turns a token
    table.table.flush()
    token = table.table.find("token", game.last_solo_token)[0]
    assert token.transform() != QTransform()  # turning
    qtbot.waitUntil(lambda: token.transform() == QTransform() and not table.table.faith_shown, timeout=3000)


def test_a_marker_steps_space_by_space(qtbot: QtBot) -> None:
    from mor_qt.animation import tweens_for

    win = MainWindow()
    qtbot.addWidget(win)
    win.ctl.autosave_enabled = False
    win.set_loaded(_solo_ready_to_buy(), [Seat("Ada")], None)
    win.table.flush()
    tweens = tweens_for(win.table, [Event.of(0, FaithMoved(2, 5))])
    seen = []
    for k in range(11):
        for tween in tweens:
            tween(k / 10)
        seen.append(win.table.faith_shown.get(0))
    assert seen[0] == 2 and set(seen[1:-1]) <= {2, 3, 4, 5} and len(set(seen[:-1])) >= 3 and seen[-1] is None
    win.ctl.shutdown()


def test_a_bots_only_game_can_be_paused_and_stepped(qtbot: QtBot) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    win.ctl.autosave_enabled = False
    win.ctl.pace_ms = 0
    win.show()
    win.set_loaded(Game.new(["Rob", "Bea"], 3), [Seat("Rob", "bot", "random"), Seat("Bea", "bot", "random")],
                   None)
    qtbot.waitUntil(win.watch.isVisible)
    win.pause_button.click()
    assert win.pause_button.isChecked() and win.pause_button.text() == "Resume"
    ctl = win.ctl
    qtbot.waitUntil(lambda: not ctl.runner.busy and ctl.thinking_seat is None and ctl._pending is None, timeout=10000)
    game = ctl.game
    assert game is not None
    made = len(game.history())
    win.step_button.click()
    qtbot.waitUntil(lambda: len(game.history()) == made + 1, timeout=10000)
    # the bot's thread says it is done just before it ends: wait for both
    qtbot.waitUntil(lambda: ctl.thinking_seat is None and not ctl.runner.busy)
    assert len(game.history()) == made + 1  # one decision, then it waits
    win.pause_button.click()  # resume
    qtbot.waitUntil(lambda: len(game.history()) > made + 3, timeout=10000)
    ctl.shutdown()
