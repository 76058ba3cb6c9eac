"""Readers of single values in a position: whole numbers, card ids, resource
maps, flags.  Each refuses (``PositionError``) anything but the exact type
and range: a float id (``61.0``), a bool for a number, a number beyond what a
real game can reach."""

from __future__ import annotations

from typing import Any

from .data import DEV_CARDS, RES_INDEX, RESOURCES

# What a real game can reach (docs/position.md, "Bounds").  A save holds at most
# 100,000 decisions and a turn takes at least two of them, so no game gets
# near these; they keep a position from asking for billions of decisions.
MAX_ROUND = 100_000
MAX_STOCK = 1_000_000  # of one resource in a strongbox
MAX_NAME_CHARS = 200
MARKET_LINE = 4  # marbles taken by one market action (R4.2)
PRODUCTION_SLOTS = 3
PRODUCTION_LEADERS = 2
# One turn's production (R7): three cards, the basic power and two leaders.
MAX_PROD_OUT = PRODUCTION_SLOTS * max(max(c.prod_out) for c in DEV_CARDS.values()) + 1 + PRODUCTION_LEADERS
MAX_PROD_FAITH = PRODUCTION_SLOTS * max(c.prod_faith for c in DEV_CARDS.values()) + PRODUCTION_LEADERS


class PositionError(ValueError):
    """The position is not a legal situation; the message says what is wrong."""


def whole(value: Any, where: str, lo: int, hi: int) -> int:
    """A whole number from ``lo`` to ``hi`` (not a bool, not a float)."""
    if type(value) is not int or not lo <= value <= hi:
        raise PositionError(f"{where}: expected a whole number from {lo} to {hi}, got {_short(value)}")
    return value


def flag(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise PositionError(f"{where}: expected true or false, got {_short(value)}")
    return value


def text(value: Any, where: str, most: int = MAX_NAME_CHARS) -> str:
    if not isinstance(value, str) or len(value) > most:
        raise PositionError(f"{where}: expected a text of at most {most} characters, got {_short(value)}")
    return value


def mapping(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise PositionError(f"{where}: expected a map, got {_short(value)}")
    return value


def resources(value: Any, where: str, most: int) -> tuple[int, int, int, int]:
    """A map of resource names to counts from 0 to ``most``."""
    if not isinstance(value, dict):
        raise PositionError(f"{where}: expected a map of resources, got {_short(value)}")
    out = [0, 0, 0, 0]
    for name, n in value.items():
        if name not in RES_INDEX:
            raise PositionError(f"{where}: unknown resource {_short(name)} (one of {', '.join(RESOURCES)})")
        out[RES_INDEX[name]] = whole(n, f"{where}.{name}", 0, most)
    return (out[0], out[1], out[2], out[3])


def ids(value: Any, where: str, allowed: tuple[int, ...], most: int) -> tuple[int, ...]:
    """A list of at most ``most`` distinct card ids, each one of ``allowed``."""
    if not isinstance(value, list) or len(value) > most:
        raise PositionError(f"{where}: expected a list of at most {most} card ids, got {_short(value)}")
    for cid in value:
        if type(cid) is not int or cid not in allowed:
            raise PositionError(f"{where}: {_short(cid)} is not a valid card id here")
    if len(set(value)) != len(value):
        raise PositionError(f"{where}: a card id appears twice")
    return tuple(value)


def _short(value: Any) -> str:
    """A bounded repr of data from outside (never a RecursionError)."""
    if isinstance(value, int) and not isinstance(value, bool) and not -(10**60) < value < 10**60:
        return "a very large number"
    if isinstance(value, str | int | float | bool) or value is None:
        text = repr(value[:60] if isinstance(value, str) else value)
        return text if len(text) <= 60 else text[:57] + "..."
    return f"a {type(value).__name__}"
