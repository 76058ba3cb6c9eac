"""Typed events: an ``EventKind`` per event, one frozen payload type per kind,
and the view of an event a seat may see (``Event.view_for``), which follows
from the payload type alone (docs/events.md)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from core import (
    PAYLOAD_TYPES,
    CardBought,
    Event,
    EventKind,
    FaithMoved,
    Game,
    LeadersKept,
    MarketTaken,
    SetupDone,
    Visibility,
)


def _setup_events(players: int, seed: int) -> list[Event]:
    game = Game.new(players, seed)
    rng = random.Random(seed)
    out: list[Event] = []
    while game.in_setup:
        out.extend(game.apply(rng.choice(game.legal_actions())))
    return out


def test_kinds_are_enum_members_that_still_compare_with_their_names() -> None:
    events = _setup_events(2, 7)
    kept = events[0]
    assert kept.kind == "leaders_kept" and kept.kind in ("leaders_kept", "market")
    assert kept.kind is EventKind.LEADERS_KEPT
    assert EventKind("market") is EventKind.MARKET


def test_a_seat_sees_its_own_kept_leaders_and_others_see_how_many() -> None:
    for players in (2, 3, 4):
        kept = [e for e in _setup_events(players, players) if e.kind == EventKind.LEADERS_KEPT]
        assert sorted(e.seat for e in kept if e.seat is not None) == list(range(players))
        for event in kept:
            assert event.visibility is Visibility.SEAT
            own = event.payload
            assert isinstance(own, LeadersKept) and isinstance(own.leaders, tuple) and len(own.leaders) == 2
            assert event.view_for(event.seat) is event
            for viewer in [*range(players), None]:
                if viewer == event.seat:
                    continue
                seen = event.view_for(viewer)
                assert seen.payload == LeadersKept(2), (viewer, seen)
                assert (seen.kind, seen.seat) == (event.kind, event.seat)
                assert seen != event and event.payload == own  # the original is untouched


def test_the_count_others_see_matches_their_observation() -> None:
    """What view_for hides is what core/hidden.py's observation hides: the leaders in hand, as a count."""
    game = Game.new(3, 21)
    rng = random.Random(21)
    kept: list[Event] = []
    while game.in_setup:
        kept += [e for e in game.apply(rng.choice(game.legal_actions())) if e.kind == EventKind.LEADERS_KEPT]
    for event in kept:
        assert event.seat is not None
        viewer = (event.seat + 1) % game.n_players
        seen = event.view_for(viewer).payload
        assert isinstance(seen, LeadersKept)
        assert seen.leaders == game.observation(viewer)["players"][event.seat]["leaders_hand"]


def test_public_events_are_the_same_for_everyone() -> None:
    game = Game.new(2, 5)
    rng = random.Random(5)
    checked = 0
    while not game.is_over:
        for event in game.apply(rng.choice(game.legal_actions())):
            if event.visibility is Visibility.PUBLIC:
                assert all(event.view_for(v) is event for v in (0, 1, None))
                checked += 1
    assert checked > 100


def test_every_payload_type_is_frozen_with_slots_and_declares_its_visibility() -> None:
    for kind, cls in PAYLOAD_TYPES.items():
        assert dataclasses.is_dataclass(cls) and cls.KIND is kind
        assert "__slots__" in vars(cls) and cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
        assert isinstance(cls.VISIBILITY, Visibility)
        assert set(cls.PRIVATE) <= {f.name for f in dataclasses.fields(cls)}
    move = FaithMoved(3, 5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.end = 9  # type: ignore[misc]


def test_an_event_built_from_its_payload_equals_the_engines() -> None:
    game = Game.new(1, 3)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    events = game.apply("market r1")
    market = events[0]
    payload = market.payload
    assert isinstance(payload, MarketTaken) and payload.line == 0 and len(payload.marbles) == 4
    again = Event.of(market.seat, payload)
    assert again == market and hash(again) == hash(market)
    assert Event.of(None, SetupDone()) == Event(EventKind.SETUP_DONE, None)
    assert Event.of(0, CardBought(1, 0, (1, 0, 0, 0))) != Event.of(1, CardBought(1, 0, (1, 0, 0, 0)))
    assert "MarketTaken(line=0" in repr(market)


def test_payloads_can_be_matched_by_type() -> None:
    def what(event: Event) -> str:
        match event.payload:
            case CardBought(card=card, slot=slot):
                return f"card {card} on {slot}"
            case FaithMoved(start=start, end=end):
                return f"faith {start}-{end}"
        return event.kind.value

    assert what(Event.of(0, CardBought(17, 2, (0, 0, 0, 0)))) == "card 17 on 2"
    assert what(Event.of(1, FaithMoved(0, 2))) == "faith 0-2"
    assert what(Event.of(None, SetupDone())) == "setup_done"
