"""Scoring (R11): the breakdown per seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import DEV_CARDS, FAITH_VP, LEADERS, SECTIONS

if TYPE_CHECKING:
    from .game import Game, Player


def player_score(p: Player) -> dict[str, int]:
    cards = sum(DEV_CARDS[cid].vp for slot in p.slots for cid in slot)
    faith_track = FAITH_VP[p.faith]
    favor = sum(SECTIONS[i][2] for i in range(3) if p.favor[i] == 1)
    leaders = sum(LEADERS[lid].vp for lid in p.played)
    left = sum(p.wh) + sum(p.sb)
    resources = left // 5
    return {
        "cards": cards,
        "faith_track": faith_track,
        "favor": favor,
        "leaders": leaders,
        "resources": resources,
        "total": cards + faith_track + favor + leaders + resources,
        "resources_left": left,
    }


def score_sheet(game: Game) -> list[dict[str, int]]:
    """Per seat: cards, faith_track, favor, leaders, resources (VP),
    total, resources_left (the tie-break, R11.2).  Valid at any moment:
    "the score if the game ended now"."""
    return [player_score(p) for p in game.players]
