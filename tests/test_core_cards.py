"""The printed material as ``core`` exports it: typed, read-only
records looked up by id, the faith track, and the named marbles."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core import (
    END_TRIGGER_CARDS,
    FAITH_MAX,
    FAITH_VP,
    MARKET_ROWS,
    MAX_PLAYERS,
    VATICAN_SECTIONS,
    Ability,
    Action,
    ActionKind,
    Colour,
    Game,
    Marble,
    Resource,
    dev_card,
    dev_cards,
    leader_card,
    leader_cards,
    solo_token,
    solo_tokens,
)

CARDS = json.loads((Path(__file__).resolve().parent.parent / "resources" / "cards.json").read_text(encoding="utf-8"))


def test_cards_are_looked_up_by_their_printed_ids() -> None:
    assert sorted(dev_cards()) == [c["id"] for c in CARDS["development_cards"]] == list(range(1, 49))
    assert sorted(leader_cards()) == [c["id"] for c in CARDS["leader_cards"]] == list(range(49, 65))
    for raw in CARDS["development_cards"]:
        card = dev_card(raw["id"])
        assert (Colour(card.color).name.lower(), card.level, card.vp) == (raw["color"], raw["level"], raw["vp"])
        assert card.cost == tuple(raw["cost"].get(r.name.lower(), 0) for r in Resource)
    for raw in CARDS["leader_cards"]:
        lead = leader_card(raw["id"])
        assert isinstance(lead.ability, Ability) and lead.ability.name.lower() == raw["ability"]
        assert Resource(lead.resource).name.lower() == raw["resource"]


@pytest.mark.parametrize("lookup", [dev_card, leader_card, solo_token])
def test_an_unknown_id_is_a_key_error(lookup: object) -> None:
    with pytest.raises(KeyError):
        lookup(0)  # type: ignore[operator]


def test_the_tables_cannot_be_changed_from_outside() -> None:
    with pytest.raises(TypeError):
        dev_cards()[1] = dev_card(2)  # type: ignore[index]
    with pytest.raises(TypeError):
        leader_cards()[49] = leader_card(50)  # type: ignore[index]
    with pytest.raises(TypeError):
        solo_tokens()[1] = solo_token(2)  # type: ignore[index]
    with pytest.raises(AttributeError):
        dev_card(1).vp = 99  # type: ignore[misc]


def test_the_faith_track() -> None:
    track = CARDS["faith_track"]
    assert FAITH_MAX == track["length"] - 1 == 24 and len(FAITH_VP) == FAITH_MAX + 1
    assert FAITH_VP[0] == 0 and FAITH_VP[FAITH_MAX] == track["vp_at"]["24"]
    assert [(s.start, s.pope_space, s.favor_vp) for s in VATICAN_SECTIONS] == [
        (s["start"], s["pope_space"], s["favor_vp"]) for s in track["vatican_sections"]]
    assert VATICAN_SECTIONS[0].pope_space == 8  # the 1st report
    assert END_TRIGGER_CARDS == CARDS["end_trigger_cards"] == 7


def test_solo_tokens_by_id() -> None:
    kinds = {"discard_dev_cards": "discard", "black_cross": "cross2", "black_cross_and_shuffle": "cross1_shuffle"}
    assert list(solo_tokens()) == [t["id"] for t in CARDS["solo_tokens"]] == list(range(1, 8))
    assert all(solo_tokens()[tid] is solo_token(tid) for tid in solo_tokens())
    for raw in CARDS["solo_tokens"]:
        token = solo_token(raw["id"])
        assert token.kind == kinds[raw["type"]]
        if token.kind == "discard":
            assert Colour(token.color).name.lower() == raw["color"]


def test_marbles_are_named_as_positions_write_them() -> None:
    game = Game.new(2, 3)
    written = [name for row in game.to_position()["market"] for name in row]
    assert [Marble(m).name.lower() for m in game.marbles] == written
    assert {m.name.lower() for m in Marble} == set(CARDS["market_marbles"])
    assert [Marble(r) for r in Resource] == [Marble.YELLOW, Marble.GREY, Marble.PURPLE, Marble.BLUE]


def test_table_limits() -> None:
    """At most MAX_PLAYERS seats; market lines below MARKET_ROWS are rows."""
    with pytest.raises(ValueError):
        Game.new(MAX_PLAYERS + 1, 1)
    assert Game.new(MAX_PLAYERS, 1).n_players == MAX_PLAYERS
    assert str(Action(ActionKind.MARKET, MARKET_ROWS - 1)) == "market r3"
    assert str(Action(ActionKind.MARKET, MARKET_ROWS)) == "market c1"
