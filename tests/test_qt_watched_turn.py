"""The table's line under the status tells the acting player what to do, and only them:
while a bot, another network seat or a paused game of bots plays, it says what is
happening ("Cy is producing…") instead of "Production under way: add powers, then
finish." (pytest-qt, offscreen)."""

from __future__ import annotations

import random

import pytest
from helpers_qt_network import WAIT_MS, started_pair
from pytestqt.qtbot import QtBot

from core import Game, Seat, TurnMode
from mor_qt.table_input import _phase_hint
from mor_qt.window import MainWindow
from net.limits import ServerLimits
from net.server import ServerThread

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

SEED = 4
PRODUCER = 1  # the seat caught producing
MOVES_MAX = 3000


def _producing(names: list[str], seat: int) -> Game:
    """A game of ``names`` stopped while ``seat`` is in the middle of a production."""
    game = Game.new(names, SEED, 0)
    rng = random.Random(SEED)
    for _ in range(MOVES_MAX):
        if game.current_seat == seat and game.turn_mode == TurnMode.PRODUCING:
            return game
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("no production in the game")


def _shown(win: MainWindow, game: Game, seats: list[Seat]) -> str:
    win.ctl.autosave_enabled = False
    win.ctl.paused = True  # the bot to move waits: the table shows this very moment
    win.set_loaded(game, seats, None)
    return win.table._phase_hint_now(game)


def test_a_bot_s_production_is_told_not_given_as_instructions(win: MainWindow) -> None:
    game = _producing(["Ada", "Cy"], PRODUCER)
    shown = _shown(win, game, [Seat("Ada"), Seat("Cy", "bot", "greedy")])
    assert shown == "Cy is producing…"
    assert shown != _phase_hint(game)


def test_a_paused_game_of_bots_tells_what_the_bot_to_move_does(win: MainWindow) -> None:
    game = _producing(["Ada", "Cy"], PRODUCER)
    shown = _shown(win, game, [Seat("Ada", "bot", "greedy"), Seat("Cy", "bot", "random")])
    assert shown == "Cy is producing…"


def test_another_seat_s_turn_at_the_start_of_a_turn_is_told_too(win: MainWindow) -> None:
    game = Game.new(["Ada", "Cy"], SEED, 0)
    while game.in_setup or game.current_seat != PRODUCER:
        game.apply(game.legal_actions()[0])
    shown = _shown(win, game, [Seat("Ada"), Seat("Cy", "bot", "greedy")])
    assert shown == "Cy is choosing a main action…"
    assert "market" not in shown.lower()  # "Take resources from the market…" was for the player to move


def test_the_player_to_move_still_reads_what_to_do(win: MainWindow) -> None:
    game = _producing(["Ada", "Cy"], PRODUCER)
    shown = _shown(win, game, [Seat("Ada", "bot", "greedy"), Seat("Cy")])
    assert shown == _phase_hint(game) == "Production under way: add powers, then finish."


def test_another_network_seat_s_turn_is_told_at_this_screen(qtbot: QtBot) -> None:
    with ServerThread(ServerLimits(act_per_window=100_000)) as server:
        host, guest = started_pair(qtbot, server.address)
        qtbot.waitUntil(lambda: host.net.is_human_turn() or guest.net.is_human_turn(), timeout=WAIT_MS)
        mover, other = (host, guest) if host.net.is_human_turn() else (guest, host)  # nobody has moved yet
        mine, theirs = mover.net.game, other.net.game
        assert mine is not None and theirs is not None
        name = mine.names[mine.current_seat or 0]
        assert mover.table._phase_hint_now(mine) == "Pick 2 of the 4 leaders dealt."
        assert other.table._phase_hint_now(theirs) == f"{name} is picking 2 of the 4 leaders dealt…"
        for w in (guest, host):
            w.close()
