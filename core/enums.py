"""Named constants of the engine, exported from ``core``.

They are ``IntEnum``s: a member compares equal to (and hashes like) its int,
so the engine keeps working on plain ints and tuples of ints in its hot paths
while every other layer writes ``ActionKind.STORE`` instead of ``4``.
"""

from __future__ import annotations

from enum import IntEnum


class ActionKind(IntEnum):
    """The kind of an atomic decision (``Action.kind``), see docs/notation.md."""

    KEEP = 0  # a: first leader, b: second leader (a < b)
    TAKE = 1  # a: resource (initial resource at setup, R2.4)
    MARKET = 2  # a: 0-2 rows, 3-6 columns
    WHITE = 3  # a: resource chosen for one white marble (two white-marble leaders)
    STORE = 4  # a: resource stored in the warehouse
    DROP = 5  # a: resource discarded
    BUY = 6  # a: card id, b: slot 0-2
    PROD_SLOT = 7  # a: slot 0-2
    PROD_BASE = 8  # a, b: inputs (a <= b), c: output
    PROD_LEADER = 9  # a: leader id, c: output
    DONE = 10  # finish production
    PLAY = 11  # a: leader id
    DISCARD = 12  # a: leader id
    END = 13  # end the turn

    @property
    def is_production(self) -> bool:
        """True for the three kinds that use a production power."""
        return self in (ActionKind.PROD_SLOT, ActionKind.PROD_BASE, ActionKind.PROD_LEADER)


class Phase(IntEnum):
    """Where the game is: choosing leaders and initial resources, playing, over."""

    SETUP = 0
    PLAYING = 1
    OVER = 2


class TurnMode(IntEnum):
    """What the seat to move is in the middle of, during its turn."""

    FREE = 0  # no action in progress: a main action or leader actions are open
    WHITES = 1  # choosing a resource for each white marble (two white-marble leaders, R9.4)
    PLACING = 2  # storing or dropping the resources of a market action (R4.4)
    PRODUCING = 3  # activating production powers, until ``done`` (R7)


# The short names the engine's own modules use: the members themselves.
SETUP, PLAYING, OVER = Phase.SETUP, Phase.PLAYING, Phase.OVER
FREE, WHITES, PLACING, PRODUCING = TurnMode.FREE, TurnMode.WHITES, TurnMode.PLACING, TurnMode.PRODUCING


class Ability(IntEnum):
    """A leader's ability (R1.3, R9)."""

    DISCOUNT = 0
    DEPOT = 1
    WHITE_MARBLE = 2
    PRODUCTION = 3


class Resource(IntEnum):
    """The four resources (R1.1), in the order of every resource tuple of the engine."""

    COIN = 0
    STONE = 1
    SERVANT = 2
    SHIELD = 3


class Marble(IntEnum):
    """The six market marble colours (R1.4); the four resource marbles share their resource's number."""

    YELLOW = 0  # a coin
    GREY = 1  # a stone
    PURPLE = 2  # a servant
    BLUE = 3  # a shield
    WHITE = 4  # nothing, or a white-marble leader's resource (R9.4)
    RED = 5  # one faith


class Colour(IntEnum):
    """The four development card colours (R1.2), in the order of the grid's columns."""

    GREEN = 0
    BLUE = 1
    YELLOW = 2
    PURPLE = 3
