"""Upgrade steps between save format versions (docs/savefile.md, "Versioning").

``MIGRATIONS[v]`` turns the header and body of format version ``v`` into those
of version ``v + 1``; ``migrate`` runs the chain up to the current version.
A step receives maps that passed the framing checks (magic, lengths,
checksums) but whose shape is not trusted yet: it must refuse a wrong shape
with ``MigrationError`` (never another exception) and leave the full shape
check to the reader of the newest version.

Released versions (one fixture each in ``tests/fixtures/saves/``):

- **0** — the pre-release layout, never shipped in a release but written by
  development builds: body ``{"players": [names], "bots": {"<seat>": "<bot>"},
  "seed", "first_seat", "moves": [notation], "hash"}``; the header had no
  ``rules``/``players``/``decisions``.
- **1** — the first release (``core/files/savefile.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Header = dict[str, Any]
Body = dict[str, Any]
Step = Callable[[Header, Body], tuple[Header, Body]]


class MigrationError(ValueError):
    """An old save's content does not have the shape of its version."""


def _v0_to_v1(header: Header, body: Body) -> tuple[Header, Body]:
    players = body.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= 4 or not all(isinstance(p, str) for p in players):
        raise MigrationError("version 0 body: 'players' must be a list of 1 to 4 names")
    bots = body.get("bots", {})
    if not isinstance(bots, dict) or not all(isinstance(v, str) for v in bots.values()):
        raise MigrationError("version 0 body: 'bots' must map seat numbers to bot names")
    seats = []
    for i, name in enumerate(players):
        bot = bots.get(str(i))
        seats.append({"name": name, "kind": "bot" if bot else "human", "bot": bot, "settings": {}})
    unknown = set(bots) - {str(i) for i in range(len(players))}
    if unknown:
        raise MigrationError(f"version 0 body: 'bots' names seats that do not exist: {sorted(unknown)[:4]}")
    moves = body.get("moves")
    if not isinstance(moves, list):
        raise MigrationError("version 0 body: 'moves' must be a list of decisions")
    new_body: Body = {
        "seats": seats,
        "names": list(players),
        "seed": body.get("seed"),
        "first_seat": body.get("first_seat"),
        "decisions": moves,
        "state_hash": body.get("hash"),
        "annotations": [],
    }
    new_header = dict(header)
    new_header["version"] = 1
    new_header["rules"] = "solo" if len(players) == 1 else "multiplayer"
    new_header["players"] = len(players)
    new_header["decisions"] = len(moves)
    return new_header, new_body


MIGRATIONS: dict[int, Step] = {0: _v0_to_v1}
OLDEST = min(MIGRATIONS)


def migrate(header: Header, body: Body, current: int) -> tuple[Header, Body]:
    """Upgrade step by step from ``header["version"]`` to ``current``."""
    version = header["version"]
    while version < current:
        step = MIGRATIONS.get(version)
        if step is None:
            raise MigrationError(f"no upgrade from save format version {version}")
        header, body = step(header, body)
        if header.get("version") != version + 1:
            raise MigrationError(f"the upgrade from version {version} did not reach version {version + 1}")
        version += 1
    return header, body
