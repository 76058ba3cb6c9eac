"""One seat model: core's Seat is the seat the app's
table, saves and bot descriptions use; saves keep loading."""

from __future__ import annotations

from pathlib import Path

import core
from core import Game, Seat, load, save
from mor_qt import controller
from mor_qt.dialogs import parse_seats


def test_the_app_seat_is_cores_seat() -> None:
    assert core.Seat is core.files.savefile.Seat
    assert not hasattr(controller, "SeatInfo")  # no second name for it
    seats = parse_seats("human,mcts:hard,greedy")
    assert all(type(s) is Seat for s in seats)
    assert [(s.kind, s.is_bot) for s in seats] == [("human", False), ("bot", True), ("bot", True)]
    assert seats[1].bot == "mcts:hard" and seats[0].bot == controller.DEFAULT_BOT


def test_copied_seats_have_their_own_settings() -> None:
    seat = Seat("Ada", settings={"hints": 2})
    twin = controller.copy_seats([seat])[0]
    assert twin == seat and twin is not seat
    twin.settings["hints"] = 3
    assert seat.settings == {"hints": 2}


def test_the_tables_seats_are_saved_and_loaded_as_they_are(tmp_path: Path) -> None:
    seats = [Seat("Ada", "human", "mcts:hard", {"hints": 4}), Seat("Rob", "bot", "greedy")]
    path = tmp_path / "table.mor"
    save(path, Game.new(["Ada", "Rob"], 5), controller.copy_seats(seats))
    loaded = load(path).seats
    assert loaded == seats and all(type(s) is Seat for s in loaded)
    assert [s.is_bot for s in loaded] == [False, True]
