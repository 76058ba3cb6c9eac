"""A bot's leaders in hand, shown face up in a game only bots play, have no Play / Discard
buttons: greyed ones offered what no one at the screen may do. A person's leaders keep
theirs (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest

from core import Game, Seat
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

SEED = 9
KEPT = 2  # leaders each player keeps


def _past_setup() -> Game:
    game = Game.new(["Ada", "Cy"], SEED, 0)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    return game


def _show(win: MainWindow, game: Game, seats: list[Seat]) -> None:
    win.ctl.autosave_enabled = False
    win.ctl.paused = True  # the bot to move waits: the table shows this very moment
    win.set_loaded(game, seats, None)
    win.table.flush()


def test_the_bots_leaders_in_a_game_of_bots_have_no_buttons(win: MainWindow) -> None:
    game = _past_setup()
    _show(win, game, [Seat("Ada", "bot", "greedy"), Seat("Cy", "bot", "random")])
    for seat in (0, 1):  # face up: nobody's hand to keep secret
        shown = [it.tag[2] for it in win.table.find("leader", seat) if it.tag[3] == "hand"]
        assert sorted(shown) == sorted(game.player(seat).hand)
    assert win.table.find("play") == [] and win.table.find("discard") == []


def test_a_person_s_leaders_keep_their_buttons_on_the_bot_s_turn_too(win: MainWindow) -> None:
    game = _past_setup()
    human = 1 - (game.current_seat or 0)  # the bot is to move
    seats = [Seat(name) if seat == human else Seat(name, "bot", "greedy") for seat, name in enumerate(game.names)]
    _show(win, game, seats)
    assert sorted(it.tag[1] for it in win.table.find("play")) == sorted(game.player(human).hand)
    assert len(win.table.find("discard")) == KEPT
    assert not any(it.enabled for it in win.table.find("play"))  # greyed: not their turn
