"""``Action`` names what a decision names by the field of its kind (docs/notation.md):
no reader needs to know what the engine's ``a``, ``b`` and ``c`` hold."""

from __future__ import annotations

import re

import pytest

from core import Action, ActionKind, NotationError, Resource, parse_action
from core.actions import ALL_ACTIONS

FIELDS = ("leaders", "resource", "line", "card", "slot", "leader", "inputs", "output")
# The fields each kind has (docs/notation.md's table).
KIND_FIELDS: dict[ActionKind, set[str]] = {
    ActionKind.KEEP: {"leaders"},
    ActionKind.TAKE: {"resource"},
    ActionKind.WHITE: {"resource"},
    ActionKind.STORE: {"resource"},
    ActionKind.DROP: {"resource"},
    ActionKind.MARKET: {"line"},
    ActionKind.BUY: {"card", "slot"},
    ActionKind.PROD_SLOT: {"slot"},
    ActionKind.PROD_BASE: {"inputs", "output"},
    ActionKind.PROD_LEADER: {"leader", "output"},
    ActionKind.PLAY: {"leader"},
    ActionKind.DISCARD: {"leader"},
    ActionKind.DONE: set(),
    ActionKind.END: set(),
}
RESOURCES = {r.name.lower(): r for r in Resource}


def _every_decision() -> list[str]:
    """The notation of every kind of decision, several of each."""
    return [
        "keep L49 L53", "keep L64 L50", "take coin", "white shield", "store servant", "drop stone",
        "market r1", "market r3", "market c1", "market c4", "buy 17 s2", "buy 48 s3", "prod s1", "prod s3",
        "prod base coin+stone>shield", "prod base servant+servant>coin", "prod L61>coin", "prod L62>shield",
        "play L57", "discard L60", "done", "end",
    ]


def _expected(text: str) -> dict[str, object]:
    """What the notation itself says each field is (counting from 0)."""
    words = text.split()
    kind = words[0]
    if kind == "keep":
        first, second = sorted(int(w[1:]) for w in words[1:])
        return {"leaders": (first, second)}
    if kind in ("take", "white", "store", "drop"):
        return {"resource": RESOURCES[words[1]]}
    if kind == "market":
        n = int(words[1][1:]) - 1
        return {"line": n if words[1][0] == "r" else 3 + n}
    if kind == "buy":
        return {"card": int(words[1]), "slot": int(words[2][1:]) - 1}
    if kind in ("play", "discard"):
        return {"leader": int(words[1][1:])}
    if kind == "prod" and words[1] == "base":
        got = re.fullmatch(r"(\w+)\+(\w+)>(\w+)", words[2])
        assert got is not None
        return {"inputs": tuple(sorted((RESOURCES[got[1]], RESOURCES[got[2]]))), "output": RESOURCES[got[3]]}
    if kind == "prod" and words[1].startswith("L"):
        leader, out = words[1].split(">")
        return {"leader": int(leader[1:]), "output": RESOURCES[out]}
    if kind == "prod":
        return {"slot": int(words[1][1:]) - 1}
    return {}


@pytest.mark.parametrize("text", _every_decision())
def test_each_kind_names_its_fields_and_no_other(text: str) -> None:
    action = parse_action(text)
    expected = _expected(text)
    assert set(expected) == KIND_FIELDS[ActionKind(action.kind)]
    for name in FIELDS:
        if name in expected:
            assert getattr(action, name) == expected[name], (text, name)
        else:
            with pytest.raises(AttributeError, match=name):
                getattr(action, name)
            assert not hasattr(action, name)


NAMES = ["coin", "stone", "servant", "shield"]
LINES = ["r1", "r2", "r3", "c1", "c2", "c3", "c4"]
WORDS = {ActionKind.TAKE: "take", ActionKind.WHITE: "white", ActionKind.STORE: "store", ActionKind.DROP: "drop",
         ActionKind.PLAY: "play", ActionKind.DISCARD: "discard", ActionKind.DONE: "done", ActionKind.END: "end"}


def _notation_from_fields(action: Action) -> str:
    k = ActionKind(action.kind)
    if k == ActionKind.KEEP:
        return "keep " + " ".join(f"L{x}" for x in action.leaders)
    if k == ActionKind.MARKET:
        return f"market {LINES[action.line]}"
    if k == ActionKind.BUY:
        return f"buy {action.card} s{action.slot + 1}"
    if k == ActionKind.PROD_SLOT:
        return f"prod s{action.slot + 1}"
    if k == ActionKind.PROD_BASE:
        return "prod base " + "+".join(NAMES[r] for r in action.inputs) + f">{NAMES[action.output]}"
    if k == ActionKind.PROD_LEADER:
        return f"prod L{action.leader}>{NAMES[action.output]}"
    if k in (ActionKind.PLAY, ActionKind.DISCARD):
        return f"{WORDS[k]} L{action.leader}"
    if k in (ActionKind.DONE, ActionKind.END):
        return WORDS[k]
    return f"{WORDS[k]} {NAMES[action.resource]}"


def test_every_decision_reads_back_from_its_fields() -> None:
    """Writing each decision's notation from its named fields gives the decision again."""
    for action in ALL_ACTIONS:
        assert parse_action(_notation_from_fields(action)) is action, action
    assert {action.kind for action in ALL_ACTIONS} == set(ActionKind)


def test_productions_are_built_by_their_fields() -> None:
    base = parse_action("prod base coin+stone>shield")
    assert base.inputs == (Resource.COIN, Resource.STONE)
    assert Action.basic_production(Resource.STONE, Resource.COIN, Resource.SHIELD) is base  # either order
    assert Action.leader_production(61, Resource.COIN) is parse_action("prod L61>coin")
    with pytest.raises(NotationError):
        Action.leader_production(49, Resource.COIN)  # a discount leader produces nothing
    with pytest.raises(NotationError):
        Action.basic_production(Resource.COIN, Resource.COIN, 7)
