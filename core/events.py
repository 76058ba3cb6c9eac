"""Events: what a decision made happen, for the app to animate and log
(docs/events.md lists every kind with its data)."""

from __future__ import annotations

from typing import Any


class Event:
    """``kind`` names what happened; ``seat`` who it concerns (None: the table
    or Lorenzo); ``data`` the details (resources and colours as ints; every
    field of every kind is in docs/events.md, which tests/test_events_doc.py
    checks against the engine).

    Kinds: leaders_kept, initial_resource, setup_done, turn_start, market,
    white_converted, stored, dropped, card_bought, power_used, produced,
    leader_played, leader_discarded, faith, black_cross, vatican_report,
    end_triggered, turn_end, token, lorenzo_discard, tokens_shuffled,
    game_over.
    """

    __slots__ = ("data", "kind", "seat")

    def __init__(self, kind: str, seat: int | None, data: dict[str, Any]) -> None:
        self.kind = kind
        self.seat = seat
        self.data = data

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.seat!r}, {self.data!r})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Event)
            and (self.kind, self.seat, self.data) == (other.kind, other.seat, other.data)
        )

    __hash__ = None  # type: ignore[assignment]
