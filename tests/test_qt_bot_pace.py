"""The one-worker levels think no longer than a bot's move stays on screen
anyway (the app's pace), so a harder level costs the player no waiting;
only expert, on both cores, is slower (docs/tuning.md#hard-thinks-06-s)."""

from __future__ import annotations

import time

from ai.budget import LEVELS, deadlines, for_players, parse_budget
from mor_qt.controller import BOT_PACE_MS, GameController

MS = 1000.0


def test_a_main_decision_of_easy_medium_and_hard_ends_within_the_pace() -> None:
    start = time.monotonic()
    for level, (_seconds, workers) in LEVELS.items():
        for players in (2, 3, 4):
            budget = for_players(parse_budget(level), players)  # a main decision gets the whole turn
            stop = deadlines(budget, start).stop
            assert stop is not None
            within = (stop - start) * MS <= BOT_PACE_MS
            assert within == (workers == 1), (level, players, stop - start)


def test_the_table_paces_bot_moves_by_the_pace_constant() -> None:
    assert GameController().pace_ms == BOT_PACE_MS
