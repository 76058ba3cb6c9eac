"""One loop plays a game of bots: ``play_out`` asks the bot of the seat to move
for each decision and applies it, until the game is over (or a caller's limit).
The arena, the ladder, the solo model's fit, the benchmarks' positions, the
library's sample games and ``mor --selftest`` all play through it, so the same
bots and seeds give the same games everywhere."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from core import Action, Game

from .protocol import Bot


@dataclass(frozen=True, slots=True)
class Choice:
    """A bot's decision, before it is applied: its seat, the action and the
    wall-clock seconds the bot took to choose it."""

    seat: int
    action: Action
    seconds: float


def play_out(
    game: Game,
    bots: Sequence[Bot],
    *,
    max_decisions: int | None = None,
    until: Callable[[Game], bool] | None = None,
    on_choice: Callable[[Game, Choice], None] | None = None,
) -> int:
    """Play ``game`` with ``bots[seat]`` choosing for each seat until it is over,
    ``max_decisions`` decisions have been played, or ``until(game)`` is true
    (asked before each decision).  ``on_choice(game, choice)`` sees each choice
    with the game still as the bot saw it, before the action is applied.

    Returns the number of decisions played; the bots stay open (their owner
    closes them)."""
    decisions = 0
    while not game.is_over and (max_decisions is None or decisions < max_decisions):
        if until is not None and until(game):
            break
        seat = game.to_move
        start = time.perf_counter()
        action = bots[seat].choose(game, seat)
        if on_choice is not None:
            on_choice(game, Choice(seat, action, time.perf_counter() - start))
        game.apply(action)
        decisions += 1
    return decisions
