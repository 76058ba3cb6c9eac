"""What the other layers may read of a game: the typed, read-only views of
``Game``'s documented API (``game.player(seat)``, ``game.outcome``...).

``PlayerView`` is how the app, the bots and the analysis see one seat's board.
At run time it is the engine's own ``Player`` (its readable names are the
engine's slots under another name, so reading one costs what reading the slot
costs and the bots' hot paths use them too); the type checker only lets a
reader see, never assign, these names.  Anything not listed here is private to
``core/`` (tests/test_core_api.py checks that ``ai/`` and ``mor_qt/`` keep to
it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol, TypedDict

from .enums import Colour

if TYPE_CHECKING:
    from .game import Game


class EndReason(StrEnum):
    """Why a game ended (``Outcome.reason``).  A ``StrEnum``: ``reason == "round_complete"`` holds too."""

    ROUND_COMPLETE = "round_complete"  # R10.2: a player triggered the end and the round was finished
    SOLO_FAITH = "solo_faith"  # R12.4: the solo player reached the last space of the faith track
    SOLO_CARDS = "solo_cards"  # R12.4: the solo player owns 7 development cards
    LORENZO_CROSS = "lorenzo_cross"  # R12.3: Lorenzo's black cross reached the last space
    COLOUR_GONE = "colour_gone"  # R12.3: a whole colour of development cards left the grid


END_REASONS: tuple[EndReason, ...] = tuple(EndReason)


class Origin(TypedDict, total=False):
    """Where a game started (``game.origin``): ``seed``, ``players`` and
    ``first_seat`` for ``Game.new``, or ``position`` for
    ``Game.from_position``; with ``history()`` it reproduces the game
    (``Game.from_origin``)."""

    seed: int
    players: list[str]
    first_seat: int | None
    position: dict[str, Any] | None  # None: a determinized copy (core/hidden.py), whose ``start`` is below
    start: Game  # a determinized copy's own start, which ``Game._rollback`` replays from


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: the winning seats (R11.2 ties share the win;
    solo: ``(0,)`` when the player beat Lorenzo, ``()`` when Lorenzo won) and
    why it ended; for ``COLOUR_GONE``, the colours gone from the grid."""

    winners: tuple[int, ...]
    reason: EndReason
    colours_gone: tuple[Colour, ...] = ()


@dataclass(frozen=True, slots=True)
class Production:
    """The production in progress (R7): the powers used so far (named as in
    the notation), and what they produce when it is finished (resources by
    ``Resource``, and faith)."""

    used: frozenset[str]
    resources: tuple[int, int, int, int]
    faith: int


class PlayerView(Protocol):
    """One seat's board, read only.  Resource tuples are indexed by ``Resource``."""

    @property
    def warehouse(self) -> tuple[int, int, int, int]:
        """Resources in the warehouse, depot leaders included (R5); ``depots()`` arranges them."""

    @property
    def strongbox(self) -> tuple[int, int, int, int]:
        """Resources in the strongbox."""

    @property
    def faith(self) -> int:
        """The faith marker's space, 0-24."""

    @property
    def favor(self) -> tuple[int, int, int]:
        """Pope's favor tile of each Vatican report: 0 not resolved yet, 1 face up, -1 discarded."""

    @property
    def slots(self) -> tuple[tuple[int, ...], ...]:
        """Development card ids in the three slots, bottom card first (the top card is the last)."""

    @property
    def hand(self) -> tuple[int, ...]:
        """Leaders kept and not played yet (hidden from the other seats)."""

    @property
    def played(self) -> tuple[int, ...]:
        """Active leaders, in the order played."""

    @property
    def dealt(self) -> tuple[int, ...]:
        """During setup, the four leaders dealt until two are kept (R2.2); empty afterwards."""

    @property
    def setup_discards(self) -> tuple[int, ...]:
        """The two leaders put away at setup (hidden from the other seats)."""

    @property
    def discarded(self) -> tuple[int, ...]:
        """Leaders discarded for faith during play (public)."""

    @property
    def resources_to_take(self) -> int:
        """Initial resources still to choose at setup (R2.4)."""

    @property
    def depot_slots(self) -> tuple[int, int, int, int]:
        """Warehouse slots the active depot leaders add, per resource (R9.3)."""

    @property
    def white_marble_options(self) -> tuple[int, ...]:
        """What a white marble may become: the resource of each active white-marble leader (R9.4)."""

    @property
    def discounts(self) -> tuple[int, int, int, int]:
        """Discount on development cards per resource, from active discount leaders (R9.2)."""

    @property
    def production_leaders(self) -> tuple[int, ...]:
        """Active production leaders (R9.5), in the order played."""

    @property
    def n_cards(self) -> int:
        """Development cards owned, covered ones included."""

    def holdings(self) -> list[int]:
        """Resources owned per resource: warehouse + strongbox."""

    def cards(self) -> list[int]:
        """Every development card owned, slot by slot, bottom first."""

    def requirement_met(self, lid: int) -> bool:
        """True when the leader's requirement is met now (R9.1)."""

    def depots(self) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """A canonical arrangement of the warehouse (``core.warehouse.arrange``): the
        depots of 1, 2 and 3 slots as (resource or -1, count), and each depot
        leader's (resource, count), in the order played."""


PlayerViews = Sequence[PlayerView]
