"""What makes each player's points, after their bar on the table: no "0/0 leaders" while
the leaders dealt are not yet kept, "0/2 leaders" once they are (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest

from core import Game, Seat
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

SEED = 7
KEPT = 2  # leaders each player keeps


def test_no_leaders_are_counted_before_they_are_kept(win: MainWindow) -> None:
    game = Game.new(["Ada", "Bo", "Cy"], SEED, 0)
    game.apply(game.legal_actions()[0])  # the first player keeps two leaders; the others have not yet
    keeper = 0
    assert game.in_setup and not game.player(keeper).dealt
    win.ctl.autosave_enabled = False
    win.set_loaded(game, [Seat(name) for name in game.names], None)
    scores = game.scores()
    kept = win.table.score_makings(game, keeper, scores[keeper].resources_left)
    assert kept.endswith(f"0/{KEPT} leaders")
    for seat in (1, 2):
        assert game.player(seat).dealt
        waiting = win.table.score_makings(game, seat, scores[seat].resources_left)
        assert "leaders" not in waiting and "0/0" not in waiting, waiting
        assert waiting.endswith("0 res")  # the rest is said as before
