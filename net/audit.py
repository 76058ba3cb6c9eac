"""The leak audit: every message a connection receives before ``over`` is exactly
what its viewer may see (tests/test_net_views.py, ``mor-arena bench net``).

``audit_reply`` checks a ``Reply`` the moment a ``Room`` returns it, against
the room's game at that moment; ``audit_random_game`` plays a whole game of
random decisions through a ``Room`` (no sockets) with a spectator watching and
audits every reply.
"""

from __future__ import annotations

import random
import re
from typing import Any

from core import Game

from .limits import ServerLimits
from .protocol import PROTOCOL_VERSION, ClientType, ServerType
from .room import Reply, Room
from .views import HIDDEN_PLAYER_FIELDS, SPECTATOR, action_view, event_view, observation_view

LEADER_RE = re.compile(r"\bL(\d+)\b")
COUNTED_KEYS = (*HIDDEN_PLAYER_FIELDS, "leaders")  # lists of leaders: another seat's arrive as counts
LEADER_KEYS = (*HIDDEN_PLAYER_FIELDS, "leaders_played", "leaders_discarded", "leaders", "leader")
NEVER_BEFORE_OVER = ("seed", "rng", "save")
AUDIT_CODE = "AuditRoomAuditRoom"
AUDIT_LIMITS = ServerLimits(act_per_window=1_000_000, max_rooms_per_address=1_000)  # every client on loopback
MAX_DECISIONS = 5000


def visible_leaders(game: Game, viewer: int) -> set[int]:
    """The leader ids ``viewer`` may know of: its own (a seat), and everyone's played or discarded."""
    seen = {lid for p in game.players for lid in (*p.played, *p.discarded)}
    if viewer != SPECTATOR:
        me = game.player(viewer)
        seen |= set(me.dealt) | set(me.hand) | set(me.setup_discards)
    return seen


def leaders_in(value: Any, key: str = "") -> set[int]:
    """Every leader id ``value`` holds: ints under a leader key, ``L<id>`` in notation
    (another seat's hidden leaders, sent as a count, are not ids: a bare int under a
    field that holds a list of leaders is that count)."""
    found: set[int] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            if not (k in COUNTED_KEYS and isinstance(v, int)):
                found |= leaders_in(v, k)
    elif isinstance(value, list):
        for v in value:
            found |= leaders_in(v, key)
    elif isinstance(value, int) and not isinstance(value, bool) and key in LEADER_KEYS:
        found.add(value)
    elif isinstance(value, str):
        found |= {int(m) for m in LEADER_RE.findall(value)}
    return found


def keys_in(value: Any) -> set[str]:
    """Every map key anywhere in ``value``."""
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys_in(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys_in(v)}
    return set()


def audit_message(room: Room, viewer: int, msg: dict[str, Any]) -> list[str]:
    """What is wrong with ``msg`` going to ``viewer`` now (empty: nothing)."""
    kind = msg.get("t")
    if kind == ServerType.OVER:
        return []
    problems = [f"{kind}: holds {key!r}" for key in NEVER_BEFORE_OVER if key in keys_in(msg)]
    if kind == ServerType.WELCOME:
        own = None if viewer == SPECTATOR else room.seats[viewer].token
        if msg.get("token") != own:
            problems.append("welcome: not the viewer's own token")
        return problems
    if "token" in keys_in(msg):
        problems.append(f"{kind}: holds a token")
    game = room.game
    if game is None or kind not in (ServerType.SNAPSHOT, ServerType.UPDATE):
        return problems
    extra = leaders_in(msg) - visible_leaders(game, viewer)
    if extra:
        problems.append(f"{kind}: leaders {sorted(extra)} the viewer may not see")
    if msg.get("obs") != observation_view(game, viewer):
        problems.append(f"{kind}: not the viewer's observation")
    for deck in msg["obs"]["decks"].values():
        if set(deck) != {"top", "count"}:
            problems.append(f"{kind}: a deck's order")
    if kind == ServerType.UPDATE:
        if msg.get("events") != [event_view(e, viewer) for e in game.last_events]:
            problems.append("update: not the viewer's view of the events")
        last = game.last_decision
        if last is None or msg.get("a") != action_view(last, msg["seat"], viewer):
            problems.append("update: not the viewer's view of the decision")
    return problems


def audit_reply(room: Room, reply: Reply) -> list[str]:
    """``audit_message`` for every message of ``reply`` (checked before anything else happens)."""
    problems = []
    for conn, msg in reply.send:
        seat = room.seat_of(conn)
        problems += audit_message(room, SPECTATOR if seat is None else seat, msg)
    return problems


def audit_random_game(players: int, seed: int) -> tuple[int, list[str]]:
    """A game of random decisions through a ``Room``, every seat joined and a
    spectator watching, every reply audited: (messages audited, problems)."""
    rng = random.Random(seed)
    room = Room.from_specs(AUDIT_CODE, ["me"] + ["open"] * (players - 1), limits=AUDIT_LIMITS,
                           seed_factory=lambda: seed)
    problems: list[str] = []
    messages = 0

    def run(reply: Reply) -> None:
        nonlocal messages
        messages += len(reply.send)
        problems.extend(audit_reply(room, reply))

    hello = {"t": ClientType.HELLO.value, "proto": PROTOCOL_VERSION, "room": AUDIT_CODE}
    for conn in range(players + 1):
        run(room.hello(conn, {**hello, "spectate": conn == players}, 0.0))
    for conn in range(players):
        run(room.handle(conn, ClientType.READY, {"t": "ready"}, 0.0))
    for _ in range(MAX_DECISIONS):
        game = room.game
        if game is None or game.is_over:
            break
        seat = game.to_move
        legal = room.snapshot(seat)["legal"]
        run(room.handle(seat, ClientType.ACT, {"t": "act", "v": room.v, "a": rng.choice(legal)}, 0.0))
    if not room.over:
        problems.append("the game did not end")
    return messages, problems
