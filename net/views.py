"""What each seat may see: the one place that filters events, decisions and
observations per seat (docs/protocol.md, "What each seat may see").

``event_view`` is a function of the event's type: core declares each kind's
visibility and its private fields (``Event.view_for``, docs/events.md), and
another seat or a spectator receives those fields as counts.  A decision's
notation can name hidden cards too (``keep L49 L50``): ``PRIVATE_ACTION_KINDS``
lists the kinds only the deciding seat may read.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from core import Action, ActionKind, Event, Game

SPECTATOR = -1  # the viewer of the public view: no seat's hidden parts

# decisions whose notation only the seat that made them may read (keep names two leaders)
PRIVATE_ACTION_KINDS = frozenset({ActionKind.KEEP})
# a player's parts of an observation hidden from every other seat (core/hidden.py)
HIDDEN_PLAYER_FIELDS = ("leaders_hand", "leaders_dealt", "leaders_setup_discarded")


def _plain(value: Any) -> Any:
    """Tuples as lists, recursively: what a message holds after a round trip."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def event_view(event: Event, viewer: int) -> dict[str, Any]:
    """``event`` as ``viewer`` (a seat, or ``SPECTATOR``) may see it."""
    seen = event.view_for(None if viewer == SPECTATOR else viewer)
    payload = seen.payload
    data = {field.name: getattr(payload, field.name) for field in dataclasses.fields(payload)}
    return {"kind": str(seen.kind), "seat": seen.seat, "data": _plain(data)}


def action_view(action: Action, actor: int, viewer: int) -> str | None:
    """The notation of ``actor``'s decision as ``viewer`` may see it (None: hidden)."""
    if action.kind in PRIVATE_ACTION_KINDS and actor != viewer:
        return None
    return str(action)


def observation_view(game: Game, viewer: int) -> dict[str, Any]:
    """The position as ``viewer`` may know it: ``game.observation(seat)``, or for a
    spectator the public view (every seat's hidden parts as counts)."""
    if viewer != SPECTATOR:
        return _plain(game.observation(viewer))
    obs = _plain(game.observation(0))
    for pl in obs["players"]:
        for key in HIDDEN_PLAYER_FIELDS:
            if isinstance(pl[key], list):
                pl[key] = len(pl[key])
    obs["observer"] = None
    return obs
