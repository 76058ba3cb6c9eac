"""``Room`` without sockets: joining, tokens, who may act, stale versions, chat,
presence and away seats (an injected clock)."""

from __future__ import annotations

import random

import pytest
from helpers_net import CODE, Table, play_random, started_table, tokens_for

from core import PLAYER_NAMES, Game, loads
from net.limits import ServerLimits
from net.protocol import PROTOCOL_VERSION, ErrorCode, ServerType
from net.room import AwayPolicy, BotTurn, Room, RoomSettings, SeatKind


def codes(table: Table, conn: int) -> list[str]:
    return [m["code"] for m in table.inbox[conn] if m["t"] == ServerType.ERROR]


def test_joining_gives_each_seat_its_token_and_a_lobby_snapshot() -> None:
    tokens = iter(tokens_for(3))
    room = Room.from_specs(CODE, ["me", "open", "greedy"], token_factory=lambda: next(tokens))
    table = Table(room)
    a, _ = table.hello(name="Ann")
    welcome = table.last(a, ServerType.WELCOME)
    assert (welcome["room"], welcome["seat"], welcome["token"]) == (CODE, 0, tokens_for(3)[0])
    snap = table.last(a, ServerType.SNAPSHOT)
    assert snap["started"] is False and snap["obs"] is None and snap["seat"] == 0
    assert [s["kind"] for s in snap["seats"]] == ["human", "human", "bot"]
    assert "token" not in str(snap["seats"])
    b, _ = table.hello(name="Bob")
    assert table.last(b, ServerType.WELCOME)["seat"] == 1
    presence = table.last(a, ServerType.PRESENCE)
    assert [s["name"] for s in presence["seats"]][:2] == ["Ann", "Bob"]
    assert [s["joined"] for s in presence["seats"]] == [True, True, True]
    # a third person watches: every seat is taken
    c, _ = table.hello(name="Cid")
    assert table.last(c, ServerType.WELCOME)["seat"] is None and table.last(c, ServerType.WELCOME)["token"] is None
    table.send(a, {"t": "ready"})
    assert room.game is None
    table.send(b, {"t": "ready"})
    game = table.room.game  # not ``room.game``: mypy still holds it None from the line above
    assert game is not None and game.names[:2] == ("Ann", "Bob")
    assert table.last(b, ServerType.SNAPSHOT)["obs"]["observer"] == 1
    assert table.last(c, ServerType.SNAPSHOT)["obs"]["observer"] is None


def test_rejoining_with_the_token_gives_the_same_seat_back_and_the_old_connection_goes() -> None:
    table, conns = started_table(2)
    old = conns[1]
    again, _ = table.hello(token=tokens_for(2)[1])
    assert table.last(again, ServerType.WELCOME)["seat"] == 1
    assert table.last(again, ServerType.SNAPSHOT)["v"] == table.room.v
    assert codes(table, old) == [ErrorCode.TAKEN_OVER] and old in table.closed
    assert table.room.seat_of(again) == 1 and table.room.seat_of(old) is None


def test_a_wrong_token_is_refused_and_closed() -> None:
    table, _ = started_table(2)
    conn, reply = table.hello(token="x" * 43)
    assert codes(table, conn) == [ErrorCode.BAD_TOKEN] and conn in reply.close


def test_a_stale_act_gets_an_error_and_a_snapshot_and_nothing_is_applied_twice() -> None:
    table, conns = started_table(2)
    room = table.room
    assert room.game is not None
    seat = room.game.to_move
    first = table.last(conns[seat], ServerType.SNAPSHOT)["legal"][0]
    table.act(conns[seat], first, v=0)
    assert room.v == 1
    before = room.game.state_hash()
    # the same decision again, against the version it was made for
    seat2 = room.game.to_move
    table.act(conns[seat2], table.last(conns[seat2])["legal"][0], v=0)
    assert room.game.state_hash() == before and room.v == 1
    assert table.inbox[conns[seat2]][-2]["code"] == ErrorCode.STALE
    snap = table.last(conns[seat2])
    assert snap["t"] == ServerType.SNAPSHOT and snap["v"] == 1


@pytest.mark.parametrize("who", ["out_of_turn", "spectator", "after_leave", "illegal", "bad_notation", "not_started"])
def test_refused_acts_leave_the_game_untouched(who: str) -> None:
    table, conns = started_table(3)
    room = table.room
    assert room.game is not None
    mover = room.game.to_move
    legal = table.last(conns[mover], ServerType.SNAPSHOT)["legal"]
    before, v = room.game.state_hash(), room.v
    if who == "out_of_turn":
        conn, expected = conns[(mover + 1) % 3], ErrorCode.NOT_YOUR_TURN
    elif who == "spectator":
        conn, expected = table.hello(spectate=True)[0], ErrorCode.NOT_JOINED
    elif who == "after_leave":
        conn, expected = conns[mover], ErrorCode.NOT_JOINED
        table.send(conn, {"t": "leave"})
        assert table.last(conn)["t"] == ServerType.BYE and conn in table.closed
    elif who == "illegal":
        conn, expected = conns[mover], ErrorCode.ILLEGAL
        legal = ["buy 1 s1"]
    elif who == "bad_notation":
        conn, expected = conns[mover], ErrorCode.ILLEGAL
        legal = ["keep everything"]
    else:
        room2 = Room.from_specs(CODE, ["me", "open"])
        table = Table(room2)
        conn, _ = table.hello()
        table.act(conn, "end", v=0)
        assert codes(table, conn) == [ErrorCode.NOT_STARTED]
        return
    table.act(conn, legal[0], v=v)
    assert codes(table, conn)[-1] == expected
    assert room.game.state_hash() == before and room.v == v


def test_another_seats_decision_is_not_taken_from_a_connection_that_is_not_bound_to_it() -> None:
    """A second connection that never said hello, or said it for another seat, cannot act for the mover."""
    table, conns = started_table(2)
    room = table.room
    assert room.game is not None
    mover = room.game.to_move
    other = 1 - mover
    before = room.game.state_hash()
    stranger = table.new_conn()
    table.act(stranger, table.last(conns[mover], ServerType.SNAPSHOT)["legal"][0])
    assert codes(table, stranger) == [ErrorCode.NOT_JOINED]
    # rejoining with the other seat's token binds to that seat only
    again, _ = table.hello(token=tokens_for(2)[other])
    table.act(again, table.last(conns[mover], ServerType.SNAPSHOT)["legal"][0])
    assert codes(table, again) == [ErrorCode.NOT_YOUR_TURN]
    assert room.game.state_hash() == before


def test_a_whole_game_reaches_over_with_the_save_and_the_save_loads() -> None:
    table, conns = started_table(2, seed=5)
    play_random(table, conns, random.Random(5))
    room = table.room
    assert room.game is not None and room.game.is_over
    for conn in conns:
        over = table.last(conn, ServerType.OVER)
        assert over["v"] == room.v == len(room.game.history())
        assert over["winners"] == room.game.winners()
        assert loads(over["save"]).game.state_hash() == room.game.state_hash()
    # nobody received a save before the end
    for conn in conns:
        assert all("save" not in m for m in table.inbox[conn] if m["t"] != ServerType.OVER)


def test_chat_is_plain_text_and_limited() -> None:
    limits = ServerLimits()
    table, conns = started_table(2)
    table.send(conns[0], {"t": "chat", "text": "hello\x00\x1b[31m <b>there</b>\u202e"})
    for conn in conns:
        chat = table.last(conn, ServerType.CHAT)
        assert chat["text"] == "hello[31m <b>there</b>" and chat["seat"] == 0 and chat["name"] == "P0"
    table.send(conns[1], {"t": "chat", "text": "x" * (limits.chat_max_chars + 1)})
    assert codes(table, conns[1]) == [ErrorCode.CHAT_TOO_LONG] and conns[1] in table.closed
    # at most chat_per_window messages per window
    table2, conns2 = started_table(2)
    for i in range(limits.chat_per_window):
        table2.now = i * 0.1
        table2.send(conns2[0], {"t": "chat", "text": "hi"})
    assert codes(table2, conns2[0]) == []
    table2.send(conns2[0], {"t": "chat", "text": "hi"})
    assert codes(table2, conns2[0]) == [ErrorCode.RATE_LIMITED] and conns2[0] in table2.closed
    # and at most chat_chars_per_window characters
    table3, conns3 = started_table(2)
    for _ in range(limits.chat_chars_per_window // limits.chat_max_chars):
        table3.send(conns3[1], {"t": "chat", "text": "y" * limits.chat_max_chars})
    table3.send(conns3[1], {"t": "chat", "text": "y"})
    assert codes(table3, conns3[1]) == [ErrorCode.RATE_LIMITED]


def test_too_many_acts_in_a_window_close_the_connection() -> None:
    limits = ServerLimits(act_per_window=3)
    tokens = iter(tokens_for(2))
    room = Room.from_specs(CODE, ["me", "open"], limits=limits, token_factory=lambda: next(tokens))
    table = Table(room)
    a, _ = table.hello()
    b, _ = table.hello()
    for conn in (a, b):
        table.send(conn, {"t": "ready"})
    assert room.game is not None
    idle = a if room.game.to_move == 1 else b
    for _ in range(3):
        table.act(idle, "end")
    assert codes(table, idle) == [ErrorCode.NOT_YOUR_TURN] * 3
    table.act(idle, "end")
    assert codes(table, idle)[-1] == ErrorCode.RATE_LIMITED and idle in table.closed


def test_presence_shows_who_is_connected_away_and_played_by_a_bot() -> None:
    table, conns = started_table(2)
    room = table.room
    room.settings = RoomSettings(grace_s=90.0, away=AwayPolicy.BOT, away_bot="random")
    assert room.game is not None
    mover = room.game.to_move
    table.now = 100.0
    table.deliver(room.disconnect(conns[mover], table.now))
    other = conns[1 - mover]
    seat_info = table.last(other, ServerType.PRESENCE)["seats"][mover]
    assert seat_info["connected"] is False and seat_info["away"] is True and seat_info["stand_in"] is False
    assert room.bot_turn() is None  # within the grace the table waits
    table.now = 189.0
    table.deliver(room.tick(table.now))
    assert room.bot_turn() is None
    table.now = 190.0
    table.deliver(room.tick(table.now))
    assert table.last(other, ServerType.PRESENCE)["seats"][mover]["stand_in"] is True
    turn = room.bot_turn()
    assert turn == BotTurn(mover, "random", room.v)
    legal = [str(a) for a in room.game.legal_actions()]
    table.deliver(room.bot_move(turn, legal[0], table.now))
    assert room.v == 1
    # a decision for a turn that has passed is dropped
    before = room.game.state_hash()
    table.deliver(room.bot_move(turn, legal[0], table.now))
    assert room.game.state_hash() == before
    # the human is back: the bot stops
    back, _ = table.hello(token=tokens_for(2)[mover])
    assert table.last(back, ServerType.PRESENCE)["seats"][mover]["stand_in"] is False
    assert room.seats[mover].away_since is None


@pytest.mark.parametrize("policy", [AwayPolicy.WAIT, AwayPolicy.SKIP])
def test_away_policies_wait_and_skip(policy: AwayPolicy) -> None:
    table, conns = started_table(2)
    room = table.room
    room.settings = RoomSettings(grace_s=10.0, away=policy)
    assert room.game is not None
    mover = room.game.to_move
    table.deliver(room.disconnect(conns[mover], 0.0))
    table.now = 1000.0
    table.deliver(room.tick(table.now))
    assert room.bot_turn() is None
    if policy == AwayPolicy.WAIT:
        assert room.v == 0 and room.game.to_move == mover
    else:  # the away seat made its setup choice at once and the table moved on
        assert room.v >= 1 and room.game.to_move != mover


def test_bot_seats_are_reported_to_the_server_as_bot_turns() -> None:
    table, conns = started_table(3, specs=["me", "open", "greedy"])
    room = table.room
    assert room.seats[2].kind == SeatKind.BOT and room.game is not None
    for _ in range(20):
        if room.game.to_move == 2:
            break
        table.now += 1.0
        table.act(conns[room.game.to_move], str(room.game.legal_actions()[0]))
    turn = room.bot_turn()
    assert turn is not None and turn.seat == 2 and turn.bot == "greedy"


def test_create_refuses_tables_the_server_cannot_seat() -> None:
    for specs in (["me"], ["me"] * 2, ["me", "open"] * 3):
        with pytest.raises(ValueError):
            Room.from_specs(CODE, specs)


def test_a_restored_room_resumes_at_its_version_with_every_seat_away() -> None:
    table, conns = started_table(2, seed=3)
    room = table.room
    rng = random.Random(3)
    for _ in range(25):
        assert room.game is not None
        table.now += 1.0
        table.act(conns[room.game.to_move], rng.choice(table.last(conns[room.game.to_move])["legal"]))
    save = room.save_bytes()
    assert save is not None
    again = Room.restore(room.record_seats(), loads(save).game, 50.0)
    assert again.v == room.v == 25 and again.game is not None and room.game is not None
    assert again.game.state_hash() == room.game.state_hash()
    assert all(s.away_since == 50.0 for s in again.seats)
    t2 = Table(again)
    conn, _ = t2.hello(token=tokens_for(2)[1])
    assert t2.last(conn, ServerType.SNAPSHOT)["v"] == 25


def test_the_game_of_a_room_is_a_core_game() -> None:
    table, _ = started_table(2)
    assert isinstance(table.room.game, Game)
    assert PROTOCOL_VERSION >= 1


def test_a_seat_that_leaves_the_lobby_is_no_longer_ready() -> None:
    tokens = iter(tokens_for(2))
    room = Room.from_specs(CODE, ["me", "open"], token_factory=lambda: next(tokens))
    table = Table(room)
    a, _ = table.hello()
    b, _ = table.hello()
    table.send(a, {"t": "ready"})
    table.deliver(room.disconnect(a, 1.0))
    assert table.last(b, ServerType.PRESENCE)["seats"][0]["ready"] is False
    table.send(b, {"t": "ready"})
    assert not room.started
    again, _ = table.hello(token=tokens_for(2)[0])
    table.send(again, {"t": "ready"})
    assert room.started


def test_spectators_are_capped() -> None:
    limits = ServerLimits(max_spectators=1)
    room = Room.from_specs(CODE, ["me", "open"], limits=limits)
    table = Table(room)
    first, _ = table.hello(spectate=True)
    second, reply = table.hello(spectate=True)
    assert table.last(first, ServerType.WELCOME)["seat"] is None
    assert codes(table, second) == [ErrorCode.ROOM_FULL] and second in reply.close


def test_the_seat_to_move_may_undo_its_own_decision_within_the_rules() -> None:
    table, conns = started_table(2, seed=8)
    room = table.room
    game = room.game
    assert game is not None
    # play to the first main action of the first turn
    rng = random.Random(8)
    while game.in_setup:
        table.now += 1.0
        table.act(conns[game.to_move], rng.choice([str(a) for a in game.legal_actions()]))
    mover = game.to_move
    before, v = game.state_hash(), room.v
    market = next(str(a) for a in game.legal_actions() if str(a).startswith("market"))
    table.act(conns[mover], market)
    assert room.v == v + 1
    # another seat cannot take it back, nor a stale version
    table.send(conns[1 - mover], {"t": "undo", "v": room.v})
    assert codes(table, conns[1 - mover])[-1] == ErrorCode.NOT_YOUR_TURN
    table.send(conns[mover], {"t": "undo", "v": v})
    assert codes(table, conns[mover])[-1] == ErrorCode.STALE
    table.send(conns[mover], {"t": "undo", "v": v + 1})
    assert room.v == v and game.state_hash() == before
    for conn in conns:
        update = table.last(conn, ServerType.UPDATE)
        assert update["undo"] is True and update["v"] == v and update["a"] == market and update["events"] == []
    assert table.last(conns[mover], ServerType.UPDATE)["legal"]
    # nothing left of this turn to take back: refused with the rules' reason, nothing changes
    table.send(conns[mover], {"t": "undo", "v": v})
    assert codes(table, conns[mover])[-1] == ErrorCode.ILLEGAL and "undo" in table.last(conns[mover])["text"]
    assert room.v == v and game.state_hash() == before


def test_the_creator_takes_the_me_seat_wherever_it_is_or_watches() -> None:
    room = Room.from_specs(CODE, ["open", "greedy", "me"])
    table = Table(room)
    creator = table.new_conn()
    table.deliver(room.join_creator(creator, "Ann", 0.0))
    assert table.last(creator, ServerType.WELCOME)["seat"] == 2 and room.seats[2].name == "Ann"
    guest, _ = table.hello(name="Bob")
    assert table.last(guest, ServerType.WELCOME)["seat"] == 0
    hosted = Room.from_specs(CODE, ["open", "open"])
    table2 = Table(hosted)
    host = table2.new_conn()
    table2.deliver(hosted.join_creator(host, "Host", 0.0))
    assert table2.last(host, ServerType.WELCOME)["seat"] is None
    assert all(s.token is None for s in hosted.seats)


def test_bot_seats_take_the_tables_names_not_their_bot_spec() -> None:
    """A bot seat is named as the app names one (its level is in the seat list), so no
    player reads "mcts:hard (2)" in the log."""
    room = Room.from_specs(CODE, ["me", "mcts:hard", "open", "greedy"])
    assert [s.name for s in room.seats] == ["Player 1", PLAYER_NAMES[1], "Player 3", PLAYER_NAMES[3]]
    assert [(s.kind, s.bot) for s in room.seats][1::2] == [(SeatKind.BOT, "mcts:hard"), (SeatKind.BOT, "greedy")]
