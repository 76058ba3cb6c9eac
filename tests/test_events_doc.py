"""docs/events.md says what is true (issue 20): every event kind the engine
emits is documented, with exactly the fields and types the engine gives it,
and the seat it names; ``Game.last_events`` gives the last decision's events."""

from __future__ import annotations

import ast
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from core import Ability, Event, Game, TurnMode, leader_cards

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "events.md").read_text(encoding="utf-8")
HEADING = re.compile(r"^### `(\w+)`\n(.*?)(?=^#{2,3} |\Z)", re.S | re.M)
FIELD = re.compile(r"^\| `(\w+)` \| `([^`]+)` \|", re.M)
TYPES = {"int": int, "str": str, "bool": bool}


def _documented() -> dict[str, tuple[dict[str, str], bool]]:
    """kind -> (field -> type as written, whether its seat is ``None``)."""
    out = {}
    for kind, body in HEADING.findall(DOC):
        out[kind] = (dict(FIELD.findall(body)), "Seat: `None`" in body)
    return out


DOCUMENTED = _documented()


def _emitted_kinds() -> set[str]:
    """The kinds core/ builds: the first argument of every ``Event("...", ...)``."""
    kinds = set()
    for path in (ROOT / "core").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Event":
                first = node.args[0]
                assert isinstance(first, ast.Constant) and isinstance(first.value, str), ast.unparse(node)
                kinds.add(first.value)
    return kinds


def _matches(value: Any, written: str) -> bool:
    """``value`` has the type ``written`` in the doc (``int``, ``str``, ``bool``, ``tuple[int, ...]``)."""
    inner = re.fullmatch(r"tuple\[(\w+), \.\.\.\]", written)
    if inner:
        return isinstance(value, tuple) and all(_matches(v, inner.group(1)) for v in value)
    want = TYPES[written]
    return isinstance(value, want) and (want is bool or not isinstance(value, bool))


def _played_games() -> list[list[Event]]:
    """The events of every decision of seeded random games (solo and 2-4
    players), and of docs/examples/solo-puzzle.json: playing its leader in
    hand, and taking white marbles with two white-marble leaders (R9.4)."""
    out = []
    for players, seed in ((1, 1), (1, 2), (1, 5), (2, 3), (3, 4), (4, 8)):
        rng = random.Random(seed)
        game = Game.new(players, seed)
        while not game.is_over:
            out.append(game.apply(rng.choice(game.legal_actions())))
    whites = [lid for lid, card in leader_cards().items() if card.ability == Ability.WHITE_MARBLE][:2]
    position = json.loads((ROOT / "docs" / "examples" / "solo-puzzle.json").read_text(encoding="utf-8"))
    out.append(Game.from_position(position).apply("play L54"))  # 5 stones: met (R9.1)
    # L57 and L58 need 2 yellow cards and a blue one, 2 green and a purple (R9.1).
    assert whites == [57, 58]
    position["players"][0].update(leaders_played=whites, leaders_hand=[], slots=[[8, 24], [5, 21], [3, 18]])
    for deck, card in (("green1", 5), ("green2", 21), ("blue1", 3), ("purple2", 18)):
        position["decks"][deck].remove(card)
    game = Game.from_position(position)
    out.append(game.apply("market r2"))  # purple, white, purple, white
    while game.turn_mode == TurnMode.WHITES:
        out.append(game.apply(game.legal_actions()[0]))
    return out


EVENTS = [e for evs in _played_games() for e in evs]


def test_every_event_kind_of_core_is_documented() -> None:
    kinds = _emitted_kinds()
    assert {"market", "vatican_report", "game_over"} <= kinds
    assert kinds == set(DOCUMENTED), (kinds - set(DOCUMENTED), set(DOCUMENTED) - kinds)


def test_the_event_class_lists_the_same_kinds() -> None:
    listed = set(re.findall(r"\w+", (Event.__doc__ or "").split("Kinds:")[1]))
    assert listed == set(DOCUMENTED)


def test_the_games_played_emit_every_kind() -> None:
    """So the test below checks every kind against the engine."""
    assert {e.kind for e in EVENTS} == set(DOCUMENTED)


@pytest.mark.parametrize("kind", sorted(DOCUMENTED))
def test_events_have_the_documented_fields_types_and_seat(kind: str) -> None:
    fields, table_event = DOCUMENTED[kind]
    for e in (e for e in EVENTS if e.kind == kind):
        assert set(e.data) == set(fields), (e, fields)
        for name, written in fields.items():
            assert _matches(e.data[name], written), (e, name, written)
        assert (e.seat is None) == table_event, e


def test_vatican_reports_are_numbered_from_the_first() -> None:
    """``section`` 0 is the 1st report: the one at the first Pope space (8)."""
    reports = [e for e in EVENTS if e.kind == "vatican_report"]
    assert {e.data["section"] for e in reports} == {0, 1, 2}
    assert "0 is the 1st report" in DOC


def test_last_events_are_those_the_last_decision_made() -> None:
    rng = random.Random(11)
    game = Game.new(2, 11)
    # one tuple: asserting each property alone would narrow it for mypy past game.apply below
    assert (game.last_events, game.last_decision) == ((), None)
    for _ in range(200):
        if game.is_over:
            break
        act = rng.choice(game.legal_actions())
        events = game.apply(act)
        assert game.last_decision == act
        assert game.last_events == tuple(events)
    copy = game.clone()
    assert copy.last_events == game.last_events


def test_last_events_follow_undo_and_redo() -> None:
    rng = random.Random(3)
    game = Game.new(2, 3)
    log: list[tuple[Event, ...]] = []
    checked = 0
    while not game.is_over and checked < 20:
        log.append(tuple(game.apply(rng.choice(game.legal_actions()))))
        if game.can_undo() and len(log) > 1:
            game.undo()
            assert game.last_events == log[-2]
            game.redo()
            assert game.last_events == log[-1]
            checked += 1
    assert checked == 20
