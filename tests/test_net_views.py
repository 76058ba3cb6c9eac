"""What each seat may see (net/views.py): the leak audit over whole games, the
indistinguishability of two determinizations, and the spectators' public view."""

from __future__ import annotations

import random
from typing import Any

import msgpack
from helpers_net import CODE, Table, play_random, started_table, tokens_for

from core import Event, EventKind, Game, parse_action
from net.audit import audit_random_game, audit_reply, leaders_in, visible_leaders
from net.protocol import ServerType, encode
from net.room import Reply, Room
from net.views import SPECTATOR, action_view, event_view, observation_view

AUDIT_GAMES = 12


def audit(table: Table, reply: Reply) -> None:
    """Every message just sent is exactly what its viewer may see (checked the moment it leaves)."""
    assert audit_reply(table.room, reply) == []


def test_leak_audit_every_message_before_over_is_what_its_viewer_may_see() -> None:
    rng = random.Random(11)
    for g in range(AUDIT_GAMES):
        n = 2 + g % 3
        table, conns = started_table(n, seed=100 + g, check=audit)
        table.hello(spectate=True)
        play_random(table, conns, rng)
        assert table.room.over


def test_the_bench_audit_plays_whole_games_and_finds_nothing() -> None:
    messages, problems = audit_random_game(3, seed=5)
    assert problems == [] and messages > 100


def test_the_audit_sees_a_leak() -> None:
    """The audit's leader scan finds another seat's leaders in a message."""
    game = Game.new(2, seed=1)
    seat = game.to_move
    other = 1 - seat
    keep = game.legal_actions()[0]
    leaked = {"t": "update", "a": str(keep), "obs": {"players": [{"leaders_hand": list(game.player(seat).dealt)}]}}
    assert leaders_in(leaked) - visible_leaders(game, other)


def test_the_audit_flags_a_message_built_for_another_viewer() -> None:
    table, conns = started_table(3, seed=2)
    room = table.room
    assert room.game is not None
    mover = room.game.to_move
    other = (mover + 1) % 3
    wrong = Reply([(conns[other], room.snapshot(mover))])  # the mover's snapshot, dealt leaders and all, to another
    problems = audit_reply(room, wrong)
    assert any("may not see" in p for p in problems) and any("observation" in p for p in problems)
    leaked_update = {"t": "update", "v": 1, "seat": mover, "a": None, "events": [],
                     "obs": room.snapshot(other)["obs"], "save": b""}
    assert any("'save'" in p for p in audit_reply(room, Reply([(conns[other], leaked_update)])))


def test_private_events_and_decisions_are_filtered_for_other_seats() -> None:
    kept = Event(EventKind.LEADERS_KEPT, 1, ((49, 50),))
    assert event_view(kept, 1)["data"] == {"leaders": [49, 50]}
    assert event_view(kept, 0) == {"kind": "leaders_kept", "seat": 1, "data": {"leaders": 2}}  # a count
    assert event_view(kept, SPECTATOR)["data"] == {"leaders": 2}
    public = Event(EventKind.LEADER_PLAYED, 1, (49,))
    assert event_view(public, 0)["data"] == {"leader": 49}
    keep = parse_action("keep L49 L50")
    assert action_view(keep, 1, 1) == "keep L49 L50" and action_view(keep, 1, 0) is None
    assert action_view(parse_action("market c1"), 1, 0) == "market c1"


def test_spectators_see_no_seats_hidden_parts() -> None:
    game = Game.new(3, seed=4)
    obs = observation_view(game, SPECTATOR)
    assert obs["observer"] is None
    assert all(pl["leaders_dealt"] == 4 for pl in obs["players"])
    assert not leaders_in(obs)


def stream(room: Room, seat: int, decisions: list[str]) -> bytes:
    """The bytes ``seat`` receives in ``room`` while every seat plays ``decisions``."""
    table = Table(room)
    conns = [table.hello(token=token)[0] for token in tokens_for(len(room.seats))]
    for text in decisions:
        assert room.game is not None
        table.now += 1.0
        table.act(conns[room.game.to_move], text)
    return b"".join(encode(m) for m in table.inbox[conns[seat]] if m["t"] != ServerType.OVER)


def shared_decisions(a: Game, b: Game, seat: int, rng: random.Random, limit: int) -> list[str]:
    """Decisions legal in both games at every step (the same for both), up to ``limit``,
    stopping before one whose outcome shows ``seat`` what the two games differ in (a new
    top card once one is bought): from there the rules themselves tell them apart."""
    a, b = a.clone(), b.clone()
    out = []
    for _ in range(limit):
        if a.is_over or b.is_over:
            break
        common = sorted({str(x) for x in a.legal_actions()} & {str(x) for x in b.legal_actions()})
        if not common:
            break
        choice = rng.choice(common)
        a.apply(choice)
        b.apply(choice)
        if a.observation(seat) != b.observation(seat):
            break
        out.append(choice)
    return out


def test_two_determinizations_send_their_seat_byte_identical_streams() -> None:
    rng = random.Random(3)
    for n, seed in ((2, 1), (3, 2), (4, 3)):
        real = Game.new(n, seed=seed)
        for _ in range(rng.randrange(n * 2, 60)):  # somewhere in the game, setup done or not
            real.apply(rng.choice(real.legal_actions()))
        seat = rng.randrange(n)
        one, two = real.determinize(seat, 1), real.determinize(seat, 2)
        assert one.state_hash() != two.state_hash()  # they do differ in what the seat cannot see
        decisions = shared_decisions(one, two, seat, rng, 120)
        assert len(decisions) > 10
        first = stream(Room.for_game(CODE, one, tokens_for(n)), seat, decisions)
        second = stream(Room.for_game(CODE, two, tokens_for(n)), seat, decisions)
        assert first == second
        # another seat, whose hidden leaders were resampled, does see a difference
        other = (seat + 1) % n
        third = stream(Room.for_game(CODE, one, tokens_for(n)), other, decisions)
        fourth = stream(Room.for_game(CODE, two, tokens_for(n)), other, decisions)
        assert third != fourth


def test_messages_survive_a_msgpack_round_trip_unchanged() -> None:
    table, conns = started_table(3, seed=9)
    play_random(table, conns, random.Random(9))
    for msg in table.inbox[conns[0]]:
        body: Any = msgpack.unpackb(encode(msg)[4:], raw=False)
        assert body == msg
