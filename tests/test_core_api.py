"""The engine's front door: named constants and the documented read API (issue 20)."""

from __future__ import annotations

import pytest
from helpers_rules import game, play

import core
from core import Ability, ActionKind, Colour, Phase, Resource, TurnMode, parse_action
from core.actions import ALL_ACTIONS, power_name
from core.data import ABILITIES, COLORS, DEV_CARDS, LEADERS, RAW, RESOURCES


def test_enums_are_exported_and_name_the_engine_values() -> None:
    for name in ("ActionKind", "Phase", "TurnMode", "Ability", "Resource", "Colour"):
        assert name in core.__all__
    assert [r.name.lower() for r in Resource] == list(RESOURCES) == list(RAW["resources"])
    assert [c.name.lower() for c in Colour] == list(COLORS)
    assert {a.name.lower() for a in Ability} == {c["ability"] for c in RAW["leader_cards"]} == set(ABILITIES)
    # Every decision's kind is an ActionKind whose name is the notation's verb.
    for act in ALL_ACTIONS:
        assert isinstance(act.kind, ActionKind)
        verb = str(act).split()[0]
        assert act.kind.name.lower().startswith(verb)
    assert parse_action("store coin").kind == ActionKind.STORE and parse_action("store coin").a == Resource.COIN
    for lid, card in LEADERS.items():
        assert card.ability == Ability[next(c for c in RAW["leader_cards"] if c["id"] == lid)["ability"].upper()]
    green = [cid for cid, c in DEV_CARDS.items() if c.color == Colour.GREEN]
    assert green and all(next(c for c in RAW["development_cards"] if c["id"] == cid)["color"] == "green"
                         for cid in green)


def test_phase_and_turn_mode_name_the_game_state() -> None:
    g = core.Game.new(2, 7)
    assert g.phase == Phase.SETUP and g.mode == TurnMode.FREE
    g = game([{"strongbox": {"stone": 5, "shield": 5}, "slots": [[1, 24], [10], []], "leaders_played": [61]}, {}])
    assert g.phase == Phase.PLAYING
    play(g, "prod s1")
    assert g.mode == TurnMode.PRODUCING


def test_powers_used_names_the_powers_as_the_notation_does() -> None:
    g = game([{"strongbox": {"stone": 5, "shield": 5, "coin": 2}, "slots": [[1, 24], [10], []],
               "leaders_played": [61]}, {}])
    assert g.powers_used() == frozenset()
    played: set[str] = set()
    for text in ("prod s1", "prod base stone+stone>shield", "prod L61>stone", "prod s2"):
        play(g, text)
        played.add(power_name(parse_action(text)))
        assert g.powers_used() == frozenset(played)
    assert played == {"s1", "base", "L61", "s2"}
    play(g, "done")
    assert g.powers_used() == frozenset()  # outside a production


def test_power_name_refuses_a_decision_that_is_no_production() -> None:
    with pytest.raises(ValueError, match="no production power"):
        power_name(parse_action("end"))
