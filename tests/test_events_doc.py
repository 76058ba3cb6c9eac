"""docs/events.md says what is true: every event kind the engine emits is
documented, with its payload type, exactly the fields and types the engine
gives it, the seat it names and who may see it; ``Game.last_events`` gives
the last decision's events."""

from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path
from typing import Any, NamedTuple

import pytest

import core
from core import PAYLOAD_TYPES, Ability, Event, EventKind, Game, TurnMode, VaticanReport, Visibility, leader_cards

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "events.md").read_text(encoding="utf-8")
HEADING = re.compile(r"^### `(\w+)`\n(.*?)(?=^#{2,3} |\Z)", re.S | re.M)
FIELD = re.compile(r"^\| `(\w+)` \| `([^`]+)` \|", re.M)
PAYLOAD = re.compile(r"^Payload: `(\w+)`\.  Seen by: (everyone|its seat alone)", re.M)
TYPES = {"int": int, "str": str, "bool": bool}


class Documented(NamedTuple):
    fields: dict[str, str]  # field -> type as written
    table_event: bool  # its seat is ``None``
    payload: str  # the payload type's name
    public: bool  # seen by everyone


def _documented() -> dict[str, Documented]:
    out = {}
    for kind, body in HEADING.findall(DOC):
        head = PAYLOAD.search(body)
        assert head is not None, kind
        out[kind] = Documented(dict(FIELD.findall(body)), "Seat: `None`" in body, head.group(1),
                               head.group(2) == "everyone")
    return out


DOCUMENTED = _documented()


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


def test_every_event_kind_of_core_is_documented_with_its_payload_type() -> None:
    kinds = {kind.value for kind in EventKind}
    assert {"market", "vatican_report", "game_over"} <= kinds
    assert kinds == set(DOCUMENTED), (kinds - set(DOCUMENTED), set(DOCUMENTED) - kinds)
    assert set(PAYLOAD_TYPES) == set(EventKind)
    for kind, cls in PAYLOAD_TYPES.items():
        doc = DOCUMENTED[kind]
        assert cls.KIND is kind and doc.payload == cls.__name__, (kind, cls)
        assert [f.name for f in dataclasses.fields(cls)] == list(doc.fields), kind  # in field order
        assert getattr(core, cls.__name__) is cls  # exported by the front door


def test_who_may_see_each_kind_is_documented() -> None:
    for kind, cls in PAYLOAD_TYPES.items():
        doc = DOCUMENTED[kind]
        assert doc.public == (cls.VISIBILITY is Visibility.PUBLIC), kind
        assert doc.public == (not cls.PRIVATE), kind  # a SEAT kind hides something, a PUBLIC one nothing
        for name in cls.PRIVATE:
            assert name in doc.fields and f"see `{name}` as how many" in DOC, (kind, name)


def test_the_event_class_lists_the_same_kinds() -> None:
    listed = set(re.findall(r"\w+", (Event.__doc__ or "").split("Kinds:")[1]))
    assert listed == set(DOCUMENTED)


def test_the_games_played_emit_every_kind() -> None:
    """So the test below checks every kind against the engine."""
    assert {e.kind for e in EVENTS} == set(DOCUMENTED)
    assert all(isinstance(e.kind, EventKind) for e in EVENTS)


@pytest.mark.parametrize("kind", sorted(DOCUMENTED))
def test_events_have_the_documented_fields_types_and_seat(kind: str) -> None:
    doc = DOCUMENTED[kind]
    for e in (e for e in EVENTS if e.kind == kind):
        payload = e.payload
        assert type(payload) is PAYLOAD_TYPES[EventKind(kind)], e
        for name, written in doc.fields.items():
            assert _matches(getattr(payload, name), written), (e, name, written)
        assert (e.seat is None) == doc.table_event, e


def test_vatican_reports_are_numbered_from_the_first() -> None:
    """``section`` 0 is the 1st report: the one at the first Pope space (8)."""
    reports = [e for e in EVENTS if e.kind == "vatican_report"]
    assert {e.payload.section for e in reports if isinstance(e.payload, VaticanReport)} == {0, 1, 2}
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
