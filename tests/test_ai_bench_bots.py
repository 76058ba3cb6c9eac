"""``python -m lab.bench_bots`` measures a level only once its search workers
answer: a decision made while a spawned worker still starts is played
without search in ~1 ms, which counted 0 iterations for easy and medium."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from core import Action, Game
from lab import bench_bots
from lab.bench_bots import _boot, _positions, bench


@dataclass
class _Stats:
    iterations: int


class _StartingBot:
    """Answers without search until its ``ready_after``-th decision."""

    def __init__(self, ready_after: int) -> None:
        self.ready_after = ready_after
        self.calls = 0
        self.last: _Stats | None = None

    def choose(self, game: Game, seat: int) -> Action:
        self.calls += 1
        self.last = _Stats(100) if self.calls >= self.ready_after else None
        return game.legal_actions()[0]


def test_boot_waits_for_the_workers_to_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench_bots, "BOOT_POLL_S", 0.0)
    bot = _StartingBot(ready_after=4)
    _boot(bot, _positions(1, 1)[0])
    assert bot.calls == 4 and bot.last is not None


def test_boot_gives_up_with_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench_bots, "BOOT_POLL_S", 0.0)
    monkeypatch.setattr(bench_bots, "BOOT_TIMEOUT_S", 0.05)
    with pytest.raises(RuntimeError, match="did not answer"):
        _boot(_StartingBot(ready_after=10**9), _positions(1, 1)[0])


def test_the_shortest_level_searches_every_measured_position() -> None:
    res = bench(["easy"], positions=2, seed=1)
    assert res["easy"]["iterations_min"] > 0
