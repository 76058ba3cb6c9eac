"""Scoring (R11): the breakdown per seat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .data import DEV_CARDS, FAITH_VP, LEADERS, SECTIONS

if TYPE_CHECKING:
    from .game_state import GameState
    from .player import Player


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """One seat's score (R11.1), valid at any moment: "the score if the game ended now".

    The victory points of ``cards``, ``faith_track``, ``favor`` tiles,
    ``leaders`` and ``resources`` (1 VP per 5), their ``total``, and
    ``resources_left``, the resources owned (the tie-break, R11.2)."""

    cards: int
    faith_track: int
    favor: int
    leaders: int
    resources: int
    total: int
    resources_left: int


def player_score(p: Player) -> ScoreSheet:
    cards = sum(DEV_CARDS[cid].vp for slot in p.slots for cid in slot)
    faith_track = FAITH_VP[p.faith]
    favor = sum(SECTIONS[i][2] for i in range(3) if p.favor[i] == 1)
    leaders = sum(LEADERS[lid].vp for lid in p.played)
    left = sum(p.warehouse) + sum(p.strongbox)
    resources = left // 5
    return ScoreSheet(cards, faith_track, favor, leaders, resources, cards + faith_track + favor + leaders + resources,
                      left)


def score_sheet(game: GameState) -> list[ScoreSheet]:
    """The score sheet of every seat, by seat."""
    return [player_score(p) for p in game.players]
