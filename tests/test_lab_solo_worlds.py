"""``lab.solo_worlds``: a search split over a few fixed futures the seat samples
(perfect-information Monte Carlo), and ``python -m lab.solo_clairvoyant --worlds K``."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ai.bots as bots
import lab.solo_worlds as solo_worlds
from ai import parse_budget
from core import Game
from lab.solo_clairvoyant import SoloGame, replay
from lab.solo_worlds import fixed_worlds, split_search

SEED = 11
WORLDS = 4
ITERATIONS = 40


def _hidden(game: Game) -> tuple[Any, ...]:
    return game.decks, game.tokens


def _started_solo() -> Game:
    game = Game.new(1, SEED)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    return game


def test_each_world_is_searched_alone_with_its_share_and_their_statistics_add_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = _started_solo()
    searched: list[set[tuple[Any, ...]]] = []
    real = solo_worlds.search

    def watched(root: Game, seat: int, *args: Any) -> Any:
        # what the search's determinizations give, with three rngs of its own
        searched.append({_hidden(root.determinize(seat, random.Random(j))) for j in range(3)})
        return real(root, seat, *args)

    monkeypatch.setattr(solo_worlds, "search", watched)
    result = split_search(WORLDS)(game, 0, parse_budget(f"it={ITERATIONS}"), None, 5, None, None, None, None)
    assert result is not None and result.iterations <= ITERATIONS
    assert len(searched) == WORLDS and all(len(seen) == 1 for seen in searched)  # one future a search
    worlds = [next(iter(seen)) for seen in searched]
    assert len(set(worlds)) > 1 and _hidden(game) not in worlds  # the seat's own samples, not the truth
    assert sum(v[0] for v in result.stats.values()) == result.iterations  # the root's visits added up


def test_fixed_worlds_is_undone_after_and_a_replay_uses_it_only_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = bots._search_inline
    with fixed_worlds(WORLDS):
        assert bots._search_inline is not shipped
    assert bots._search_inline is shipped
    with pytest.raises(RuntimeError), fixed_worlds(WORLDS):
        raise RuntimeError("a search that fails")
    assert bots._search_inline is shipped
    with pytest.raises(ValueError), fixed_worlds(0):
        pass
    calls: list[int] = []
    real_split = solo_worlds.split_search

    def counted(k: int) -> Any:
        calls.append(k)
        return real_split(k)

    monkeypatch.setattr(solo_worlds, "split_search", counted)
    replay("mcts:it=10", SoloGame(SEED, 1), clairvoyant=False, shift=0)
    assert calls == []
    played = replay("mcts:it=10", SoloGame(SEED, 1), clairvoyant=False, shift=0, worlds=WORLDS)
    assert calls == [WORLDS] and played["deal"] == SEED + 1
