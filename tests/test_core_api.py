"""The engine's front door: named constants and the documented read API."""

from __future__ import annotations

import random

import pytest
from helpers_rules import game, play

import core
from ai.greedy import greedy_action
from core import Ability, ActionKind, Colour, Phase, Resource, TurnMode, parse_action
from core.actions import ALL_ACTIONS, power_name
from core.data import ABILITIES, CARD_LEVELS, COLORS, DEV_CARDS, LEADERS, RAW, RESOURCES, deck_index


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
    assert parse_action("store coin").kind == ActionKind.STORE and parse_action("store coin").resource == Resource.COIN
    for lid, card in LEADERS.items():
        assert card.ability == Ability[next(c for c in RAW["leader_cards"] if c["id"] == lid)["ability"].upper()]
    green = [cid for cid, c in DEV_CARDS.items() if c.color == Colour.GREEN]
    assert green and all(next(c for c in RAW["development_cards"] if c["id"] == cid)["color"] == "green"
                         for cid in green)


def test_phase_and_turn_mode_name_the_game_state() -> None:
    g = core.Game.new(2, 7)
    assert g.phase == Phase.SETUP and g.turn_mode == TurnMode.FREE
    g = game([{"strongbox": {"stone": 5, "shield": 5}, "slots": [[1, 24], [10], []], "leaders_played": [61]}, {}])
    assert g.phase == Phase.PLAYING
    play(g, "prod s1")
    assert g.turn_mode == TurnMode.PRODUCING


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


def test_player_view_reads_the_board_under_readable_names() -> None:
    g = game([{"warehouse": {"coin": 2, "stone": 1}, "strongbox": {"servant": 4}, "faith": 5,
               "slots": [[1, 24], [10], []], "leaders_played": [61], "leaders_hand": [54]}, {}])
    p = g.player(0)
    assert p.warehouse == (2, 1, 0, 0) and p.strongbox == (0, 0, 4, 0)
    assert p.holdings() == [2, 1, 4, 0]
    assert p.faith == 5 and p.slots == ((1, 24), (10,), ()) and p.n_cards == 3
    assert p.played == (61,) and p.hand == (54,) and p.production_leaders == (61,)
    depots, leader_depots = p.depots()
    # depots of 1, 2 and 3 slots: the largest pile in the largest depot
    assert depots == [(-1, 0), (Resource.STONE, 1), (Resource.COIN, 2)] and leader_depots == []
    assert g.players[0] is p and g.n_players == 2 and g.to_move == g.current_seat == 0


def test_pending_resources_and_the_market_read_api() -> None:
    g = core.Game.new(2, 7)
    while g.in_setup:
        g.apply(g.legal_actions()[0])
    # one tuple: asserting each property alone would narrow it for mypy past the g.apply below
    assert (g.turn_mode, g.main_action_done, g.pending) == (TurnMode.FREE, False, (0, 0, 0, 0))
    assert len(g.marbles) == 12 and sorted([*g.marbles, g.slide_marble]) == sorted(core.data.MARBLE_BAG)
    assert g.deck_sizes() == tuple(len(d) for d in core.data.DECK_CARDS)
    line = next(i for i, cells in enumerate(core.LINE_CELLS) if any(g.marbles[c] < 4 for c in cells))
    g.apply(f"market {'r' if line < 3 else 'c'}{line + 1 if line < 3 else line - 2}")
    assert g.main_action_done and g.turn_mode == TurnMode.PLACING and any(g.pending)


def test_is_legal_last_decision_history_since_and_production() -> None:
    g = core.Game.new(2, 7)
    mark = g.history_mark
    first = g.legal_actions()[0]
    assert g.is_legal(first) and g.is_legal(str(first)) and not g.is_legal("end") and not g.is_legal("nonsense")
    assert (g.last_decision, g.production()) == (None, None)  # one tuple: see the test above
    g.apply(first)
    assert g.last_decision == first
    assert g.history_since(mark, 5) == [first] and g.history_since(mark, 0) is None
    assert g.history_since(object(), 5) is None
    g = game([{"strongbox": {"stone": 5, "shield": 5}, "slots": [[1, 24], [10], []]}, {}])
    play(g, "prod s1")
    prod = g.production()
    assert prod is not None and prod.used == {"s1"} and prod.resources == (3, 0, 0, 0) and prod.faith == 0


def test_outcome_names_the_winners_and_why_the_game_ended() -> None:
    g = core.Game.new(2, 3)
    assert g.outcome is None
    # Play games to the end with the first legal decision and check what ``outcome`` says.
    for players, seed in ((1, 1), (2, 2)):
        g = core.Game.new(players, seed)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(next((a for a in legal if a.kind == ActionKind.BUY), legal[0]))
        out = g.outcome
        assert out is not None and isinstance(out.reason, core.EndReason) and list(out.winners) == g.winners()
        assert (out.reason is core.EndReason.ROUND_COMPLETE) == (players > 1)
        assert (out.reason == "round_complete") == (players > 1)  # a StrEnum: its value compares equal


def test_a_solo_game_lost_to_a_colour_says_which_colour_is_gone() -> None:
    """R12.3: Lorenzo wins when a whole colour has left the grid; ``outcome.colours_gone`` names it
    (the score sheet tells the player), and is empty for every other ending."""
    reasons: set[core.EndReason] = set()
    for seed in range(1, 61):  # greedy solo games end every way within these deals
        g = core.Game.new(1, seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(greedy_action(g, rng))
        out = g.outcome
        assert out is not None
        reasons.add(out.reason)
        left = {c for c in core.Colour
                if any(g.top_card(deck_index(c, level)) is not None for level in CARD_LEVELS)}
        if out.reason is core.EndReason.COLOUR_GONE:
            assert out.colours_gone and set(out.colours_gone) == set(core.Colour) - left
        else:  # a win and a loss met by one action: the win stands (R12.4)
            assert out.colours_gone == ()
    assert core.EndReason.COLOUR_GONE in reasons and core.EndReason.LORENZO_CROSS in reasons


def test_keep_error_names_the_leader_that_was_not_dealt() -> None:
    g = core.Game.new(2, 7)
    seat = g.current_seat
    assert seat is not None
    dealt = g.player(seat).dealt
    stranger = next(lid for lid in core.data.LEADER_IDS if lid not in dealt)
    keep = parse_action(f"keep L{dealt[0]} L{stranger}")
    with pytest.raises(core.IllegalActionError, match=f"L{stranger} was not dealt to {g.names[seat]}"):
        g.apply(keep)
    assert g.player(seat).dealt == dealt and g.history() == []  # nothing changed
