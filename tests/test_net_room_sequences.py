"""Hypothesis: random sequences of messages, disconnections, clock ticks and bot
decisions against a ``Room`` never raise, and its game stays the legal game its
history replays to, with ``v`` counting its decisions."""

from __future__ import annotations

from typing import Any

from helpers_net import CODE, Table, tokens_for
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import Game
from net.protocol import PROTOCOL_VERSION, ProtocolError, check_client_message
from net.room import AwayPolicy, Room, RoomSettings

SEED = 77
CONNS = 6
JUNK_ACTIONS = ["end", "market r1", "keep L49 L50", "buy 1 s1", "take coin", "x", "", "store coin", "done"]


def build(n: int, policy: AwayPolicy) -> Table:
    tokens = iter(tokens_for(n) + [f"{'zz' * 20}{i}" for i in range(100)])
    specs = ["me", "open", "random", "open"][:n]
    room = Room.from_specs(CODE, specs, RoomSettings(5.0, policy, "random"), token_factory=lambda: next(tokens),
                           seed_factory=lambda: SEED)
    return Table(room)


def a_message(data: st.DataObject, table: Table) -> dict[str, Any]:
    room = table.room
    kind = data.draw(st.sampled_from(["hello", "act", "act", "act", "undo", "sync", "ready", "chat", "leave", "junk"]))
    if kind == "hello":
        msg: dict[str, Any] = {"t": "hello", "proto": PROTOCOL_VERSION, "room": CODE}
        token = data.draw(st.sampled_from([None, *tokens_for(len(room.seats)), "q" * 43]))
        if token is not None:
            msg["token"] = token
        if data.draw(st.booleans()):
            msg["spectate"] = True
        return msg
    if kind == "act":
        legal = [str(a) for a in room.game.legal_actions()] if room.game is not None and not room.over else []
        action = data.draw(st.sampled_from(legal + JUNK_ACTIONS))
        v = data.draw(st.sampled_from([room.v, room.v, max(0, room.v - 1), room.v + 1]))
        return {"t": "act", "v": v, "a": action}
    if kind == "undo":
        return {"t": "undo", "v": data.draw(st.sampled_from([room.v, room.v, max(0, room.v - 1), room.v + 1]))}
    if kind == "chat":
        return {"t": "chat", "text": data.draw(st.text(max_size=600))}
    if kind == "ready":
        return {"t": "ready", "ready": data.draw(st.booleans())}
    if kind == "junk":
        return data.draw(st.dictionaries(st.sampled_from(["t", "v", "a", "seat", "token", "text"]),
                                         st.one_of(st.integers(-2, 2), st.text(max_size=5), st.none()), max_size=4))
    return {"t": kind}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 4), st.sampled_from(list(AwayPolicy)), st.data())
def test_random_message_sequences_never_break_a_room(n: int, policy: AwayPolicy, data: st.DataObject) -> None:
    table = build(n, policy)
    room = table.room
    conns = [table.new_conn() for _ in range(CONNS)]
    if data.draw(st.booleans()):  # half the runs start from a game under way
        for conn in conns[:n]:
            table.send(conn, {"t": "hello", "proto": PROTOCOL_VERSION, "room": CODE})
            table.send(conn, {"t": "ready"})
        assert room.started
    for _ in range(data.draw(st.integers(1, 80))):
        step = data.draw(st.sampled_from(["msg", "msg", "msg", "msg", "drop", "tick", "bot"]))
        conn = data.draw(st.sampled_from(conns))
        if step == "msg":
            msg = a_message(data, table)
            try:
                msg_type = check_client_message(msg)
            except ProtocolError:
                continue  # the server closes such a connection before the room sees anything
            table.deliver(room.handle(conn, msg_type, msg, table.now))
        elif step == "drop":
            table.deliver(room.disconnect(conn, table.now))
        elif step == "tick":
            table.now += data.draw(st.sampled_from([0.5, 3.0, 10.0]))
            table.deliver(room.tick(table.now))
        else:
            turn = room.bot_turn()
            if turn is not None and room.game is not None:
                choice = data.draw(st.sampled_from([*map(str, room.game.legal_actions()), "junk"]))
                table.deliver(room.bot_move(turn, choice, table.now))
        game = room.game
        if game is not None:
            history = game.history()
            assert room.v == len(history)
            again = Game.new([s.name for s in room.seats], seed=SEED)
            for action in history:
                again.apply(action)
            assert again.state_hash() == game.state_hash()
        for conn_id, msgs in table.inbox.items():
            for m in msgs:
                assert m["t"] in ("welcome", "snapshot", "update", "presence", "chat", "error", "over", "bye"), conn_id
