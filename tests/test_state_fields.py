"""Every field of the game state is copied, hashed, written to positions and
kept by determinizations: a field added to ``Game`` or ``Player``
that ``clone``, ``state_key``, ``to_position`` or ``determinize`` forgets
fails here."""

from __future__ import annotations

import random

import pytest

from core import Game
from core.game_state import GameState
from core.player import Player

# Not state: what decides the rest of the game is all the other fields.
NOT_STATE = {
    "_events": "what the last decision made happen (Game.last_events), not the position",
    "_legal": "cache of legal_actions()",
    "_undo": "the undo record (clone() keeps none by design)",
    "history_mark": "the history of decisions, not the position",
    "origin": "where the game started, not the position",
}
# Derived from ``played`` by ``Player.refresh_leaders``.
DERIVED = {"depot_slots", "white_marble_options", "discounts", "production_leaders"}
# What a determinization resamples (the rest must stay as it is).
HIDDEN_GAME = {"decks", "tokens", "rng"}
HIDDEN_PLAYER = {"hand", "dealt", "setup_discards"}  # of the other seats


class _Marker(int):
    """A value no field ever holds (a number, as ``state_key`` reads the phase and mode as numbers)."""

    def __new__(cls) -> _Marker:
        return super().__new__(cls, -987_654_321)

    def __repr__(self) -> str:
        return "<marker>"


def _games() -> list[Game]:
    """Positions along random games: setup, placing, producing, solo, over."""
    out = []
    for players, seed in ((1, 3), (2, 4), (3, 5), (4, 6)):
        rng = random.Random(seed)
        g = Game.new(players, seed)
        while not g.is_over and g.round < 12:
            out.append(g.clone())
            legal = g.legal_actions()
            g.apply(rng.choice(legal))
        out.append(g.clone())
    return out


GAMES = _games()
STATE = [name for name in GameState.__slots__ if name not in NOT_STATE]


def test_fields_are_classified() -> None:
    assert set(NOT_STATE) <= set(GameState.__slots__)
    assert set(Player.__slots__) >= DERIVED


@pytest.mark.parametrize("name", GameState.__slots__)
def test_clone_copies_every_game_field(name: str) -> None:
    for g in GAMES[::25]:
        c = g.clone()
        if name == "_undo":
            assert c._undo is None
            continue
        if name == "players":
            assert c.players is not g.players
            assert all(a is not b for a, b in zip(c.players, g.players, strict=True))
            for slot in Player.__slots__:
                assert [getattr(p, slot) for p in c.players] == [getattr(p, slot) for p in g.players], slot
            continue
        assert getattr(c, name) == getattr(g, name)


@pytest.mark.parametrize("name", STATE)
def test_state_key_hashes_every_state_field(name: str) -> None:
    g = GAMES[40]
    if name == "players":
        for slot in Player.__slots__:
            if slot in DERIVED:
                continue
            c = g.clone()
            setattr(c.players[-1], slot, _Marker())
            assert c.state_key() != g.state_key(), f"Player.{slot} is not in state_key()"
        return
    c = g.clone()
    setattr(c, name, _Marker())
    assert c.state_key() != g.state_key(), f"Game.{name} is not in state_key()"


def test_positions_write_every_state_field() -> None:
    fresh: dict[str, list[str]] = {name: [] for name in STATE}
    for g in GAMES:
        back = Game.from_position(g.to_position())
        assert back.state_key() == g.state_key()
        for name in STATE:
            fresh[name].append(repr(getattr(g, name)) if name != "players" else
                               repr([[getattr(p, s) for s in Player.__slots__] for p in g.players]))
    # Each field took more than one value along these games, so the round trips above really carried it.
    rarely = {"pending_whites", "solo_won"}  # two white-marble leaders; a solo win by random play
    assert [name for name in STATE if len(set(fresh[name])) < 2 and name not in rarely] == []


@pytest.mark.parametrize("seat", [0, 1])
def test_determinize_keeps_every_field_it_need_not_hide(seat: int) -> None:
    for g in GAMES[::10]:
        if seat >= g.n_players:
            continue
        d = g.determinize(seat, 7)
        for name in STATE:
            if name in HIDDEN_GAME:
                continue
            if name == "players":
                for s, (p, q) in enumerate(zip(g.players, d.players, strict=True)):
                    for slot in Player.__slots__:
                        if s != seat and slot in HIDDEN_PLAYER:
                            assert len(getattr(p, slot)) == len(getattr(q, slot))
                        else:
                            assert getattr(p, slot) == getattr(q, slot), (name, slot)
                continue
            assert getattr(g, name) == getattr(d, name), name


@pytest.mark.parametrize("cls", [GameState, Player])
def test_every_field_is_declared_with_its_type(cls: type[GameState] | type[Player]) -> None:
    """Each slot has a class-level annotation (what mypy checks every assignment
    against), and nothing else is annotated: one name per field."""
    assert set(cls.__annotations__) == set(cls.__slots__)


def test_the_game_s_fields_are_all_in_its_state() -> None:
    """``Game`` is built in rooms on ``GameState`` (core/legal.py, core/moves.py,
    core/game.py): none adds a field, so the state's slots are every field a game
    has (what ``clone``, ``state_key`` and positions copy) and a game has no
    ``__dict__`` to hide one in."""
    for room in Game.__mro__[: Game.__mro__.index(GameState)]:
        assert vars(room).get("__slots__") == (), room.__name__
        assert not vars(room).get("__annotations__"), room.__name__  # reading it once leaves an empty one
    assert not hasattr(GAMES[0], "__dict__")
