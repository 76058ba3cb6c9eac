"""Events: what a decision made happen, for the app to animate and log
(docs/events.md lists every kind with its payload and who may see it).

An ``Event`` names its ``kind`` (an ``EventKind``), the ``seat`` it concerns
and carries one typed ``payload`` per kind (a frozen dataclass below).  Each
payload type declares who may see it (``VISIBILITY``): everyone, or only the
seat it concerns for its ``PRIVATE`` fields, so ``Event.view_for(seat)``
is a function of the type alone.

The engine builds an event from its kind and the payload's field values, in
field order; the payload object is made when it is read.  A search applies
millions of decisions and reads none of their events: a frozen dataclass built
for each one would cost it about 5% of its time.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum, StrEnum
from typing import Any, ClassVar


class EventKind(StrEnum):
    """What happened (``Event.kind``).  A ``StrEnum``: ``kind == "market"`` holds too."""

    LEADERS_KEPT = "leaders_kept"
    INITIAL_RESOURCE = "initial_resource"
    SETUP_DONE = "setup_done"
    TURN_START = "turn_start"
    MARKET = "market"
    WHITE_CONVERTED = "white_converted"
    STORED = "stored"
    DROPPED = "dropped"
    CARD_BOUGHT = "card_bought"
    POWER_USED = "power_used"
    PRODUCED = "produced"
    LEADER_PLAYED = "leader_played"
    LEADER_DISCARDED = "leader_discarded"
    FAITH = "faith"
    BLACK_CROSS = "black_cross"
    VATICAN_REPORT = "vatican_report"
    END_TRIGGERED = "end_triggered"
    TURN_END = "turn_end"
    TOKEN = "token"
    LORENZO_DISCARD = "lorenzo_discard"
    TOKENS_SHUFFLED = "tokens_shuffled"
    GAME_OVER = "game_over"


class Visibility(Enum):
    """Who may see an event's payload in full."""

    PUBLIC = "public"  # everyone
    SEAT = "seat"  # only the seat it concerns sees its private fields; the others see them as counts


@dataclass(frozen=True, slots=True)
class Payload:
    """What every payload type declares: its kind, who may see it, which fields are private."""

    KIND: ClassVar[EventKind]
    VISIBILITY: ClassVar[Visibility] = Visibility.PUBLIC
    # Fields only the event's seat sees; the others see each as its length (a count).
    PRIVATE: ClassVar[tuple[str, ...]] = ()


# ------------------------------------------------------------------ setup
@dataclass(frozen=True, slots=True)
class LeadersKept(Payload):
    """A seat kept two of the four leaders dealt (R2.2)."""

    KIND = EventKind.LEADERS_KEPT
    VISIBILITY = Visibility.SEAT
    PRIVATE = ("leaders",)
    leaders: tuple[int, ...] | int  # the leader ids kept, smaller first; seen by others: how many


@dataclass(frozen=True, slots=True)
class InitialResourceTaken(Payload):
    """A seat took one initial resource (R2.4)."""

    KIND = EventKind.INITIAL_RESOURCE
    resource: int


@dataclass(frozen=True, slots=True)
class SetupDone(Payload):
    """Every seat has chosen: the first round begins."""

    KIND = EventKind.SETUP_DONE


# ------------------------------------------------------------------ turns
@dataclass(frozen=True, slots=True)
class TurnStarted(Payload):
    """A seat's turn begins."""

    KIND = EventKind.TURN_START
    round: int  # 1 for the first


@dataclass(frozen=True, slots=True)
class TurnEnded(Payload):
    """The seat to move ended its turn."""

    KIND = EventKind.TURN_END


# ------------------------------------------------------------------ the market
@dataclass(frozen=True, slots=True)
class MarketTaken(Payload):
    """A seat took a market line (R4)."""

    KIND = EventKind.MARKET
    line: int  # 0-2 rows, 3-6 columns
    marbles: tuple[int, ...]  # before the push, in LINE_CELLS[line] order


@dataclass(frozen=True, slots=True)
class WhiteConverted(Payload):
    """A seat with two white-marble leaders chose what one white marble gives (R9.4)."""

    KIND = EventKind.WHITE_CONVERTED
    resource: int


@dataclass(frozen=True, slots=True)
class ResourceStored(Payload):
    """A seat stored one resource from the market in its warehouse (R5)."""

    KIND = EventKind.STORED
    resource: int


@dataclass(frozen=True, slots=True)
class ResourceDropped(Payload):
    """A seat discarded one resource from the market (R4.5)."""

    KIND = EventKind.DROPPED
    resource: int


# ------------------------------------------------------------------ cards and production
@dataclass(frozen=True, slots=True)
class CardBought(Payload):
    """A seat bought a development card (R6)."""

    KIND = EventKind.CARD_BOUGHT
    card: int
    slot: int  # 0-2, left to right
    paid: tuple[int, ...]  # per resource, discounts applied


@dataclass(frozen=True, slots=True)
class PowerUsed(Payload):
    """A seat used one production power and paid its inputs (R7.2)."""

    KIND = EventKind.POWER_USED
    action: str  # the decision in notation
    paid: tuple[int, ...]  # per resource


@dataclass(frozen=True, slots=True)
class Produced(Payload):
    """A seat finished its production: the outputs go to the strongbox."""

    KIND = EventKind.PRODUCED
    resources: tuple[int, ...]  # per resource
    faith: int


# ------------------------------------------------------------------ leaders
@dataclass(frozen=True, slots=True)
class LeaderPlayed(Payload):
    """A seat played a leader (R9.1)."""

    KIND = EventKind.LEADER_PLAYED
    leader: int


@dataclass(frozen=True, slots=True)
class LeaderDiscarded(Payload):
    """A seat discarded a leader for one faith (R9.6)."""

    KIND = EventKind.LEADER_DISCARDED
    leader: int


# ------------------------------------------------------------------ faith and the end
@dataclass(frozen=True, slots=True)
class FaithMoved(Payload):
    """A faith marker moved (R8.1)."""

    KIND = EventKind.FAITH
    start: int  # the space it left
    end: int  # the space it reached


@dataclass(frozen=True, slots=True)
class BlackCrossMoved(Payload):
    """Lorenzo's black cross moved (solo, R12)."""

    KIND = EventKind.BLACK_CROSS
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class VaticanReport(Payload):
    """A Vatican report (R8.2): ``section`` 0 is the 1st report."""

    KIND = EventKind.VATICAN_REPORT
    section: int
    up: tuple[bool, ...]  # by seat: that player's favor tile turned face up


@dataclass(frozen=True, slots=True)
class EndTriggered(Payload):
    """A player triggered the end of the game (R10)."""

    KIND = EventKind.END_TRIGGERED


@dataclass(frozen=True, slots=True)
class GameOver(Payload):
    """The game is over."""

    KIND = EventKind.GAME_OVER
    winners: tuple[int, ...]


# ------------------------------------------------------------------ Lorenzo
@dataclass(frozen=True, slots=True)
class TokenRevealed(Payload):
    """Lorenzo revealed an action token (R12.1)."""

    KIND = EventKind.TOKEN
    token: int
    token_kind: str  # discard, cross2 or cross1_shuffle


@dataclass(frozen=True, slots=True)
class LorenzoDiscard(Payload):
    """A discard token removed cards from the grid, lowest level first."""

    KIND = EventKind.LORENZO_DISCARD
    color: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TokensShuffled(Payload):
    """The ``cross1_shuffle`` token: all seven tokens shuffled into a new stack."""

    KIND = EventKind.TOKENS_SHUFFLED


PAYLOAD_TYPES: dict[EventKind, type[Payload]] = {
    cls.KIND: cls
    for cls in (
        LeadersKept, InitialResourceTaken, SetupDone, TurnStarted, TurnEnded, MarketTaken, WhiteConverted,
        ResourceStored, ResourceDropped, CardBought, PowerUsed, Produced, LeaderPlayed, LeaderDiscarded,
        FaithMoved, BlackCrossMoved, VaticanReport, EndTriggered, GameOver, TokenRevealed, LorenzoDiscard,
        TokensShuffled,
    )
}
_FIELD_NAMES: dict[EventKind, tuple[str, ...]] = {
    kind: tuple(f.name for f in fields(cls)) for kind, cls in PAYLOAD_TYPES.items()
}


class Event:
    """``kind`` names what happened; ``seat`` who it concerns (None: the table
    or Lorenzo); ``payload`` the details, a typed dataclass per kind
    (``PAYLOAD_TYPES[kind]``; resources and colours as ints; every field of
    every kind is in docs/events.md, which tests/test_events_doc.py checks
    against the engine).  ``view_for(seat)`` is the event as a seat sees it.

    Kinds: leaders_kept, initial_resource, setup_done, turn_start, market,
    white_converted, stored, dropped, card_bought, power_used, produced,
    leader_played, leader_discarded, faith, black_cross, vatican_report,
    end_triggered, turn_end, token, lorenzo_discard, tokens_shuffled,
    game_over.
    """

    __slots__ = ("kind", "seat", "values")

    kind: EventKind
    seat: int | None
    values: tuple[Any, ...]  # the payload's field values, in field order

    def __init__(self, kind: EventKind, seat: int | None, values: tuple[Any, ...] = ()) -> None:
        self.kind = kind
        self.seat = seat
        self.values = values

    @classmethod
    def of(cls, seat: int | None, payload: Payload) -> Event:
        """The event of ``payload`` concerning ``seat``."""
        return cls(payload.KIND, seat, tuple(getattr(payload, name) for name in _FIELD_NAMES[payload.KIND]))

    @property
    def payload(self) -> Payload:
        """The details, as the kind's payload type (narrow it with ``isinstance`` or ``match``)."""
        return PAYLOAD_TYPES[self.kind](*self.values)

    @property
    def visibility(self) -> Visibility:
        return PAYLOAD_TYPES[self.kind].VISIBILITY

    def view_for(self, seat: int | None) -> Event:
        """The event as ``seat`` sees it (None: a spectator): the private fields
        of an event about another seat become counts (docs/events.md)."""
        cls = PAYLOAD_TYPES[self.kind]
        if cls.VISIBILITY is Visibility.PUBLIC or (seat is not None and seat == self.seat):
            return self
        private = cls.PRIVATE
        values = tuple(
            len(value) if name in private and isinstance(value, tuple) else value
            for name, value in zip(_FIELD_NAMES[self.kind], self.values, strict=True)
        )
        return Event(self.kind, self.seat, values)

    def __repr__(self) -> str:
        return f"Event({self.kind.value!r}, {self.seat!r}, {self.payload!r})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Event)
            and (self.kind, self.seat, self.values) == (other.kind, other.seat, other.values)
        )

    def __hash__(self) -> int:
        return hash((self.kind, self.seat, self.values))
