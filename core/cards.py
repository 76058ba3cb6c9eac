"""The printed game material as the app and the bots read it (exported from ``core``).

Cards are typed, frozen records (``DevCard``, ``LeaderCard``, ``SoloToken``)
looked up by their id; the tables behind them stay private to ``core``, so
nothing outside can change a card.  Resource tuples are indexed by
``Resource``, colours are ``Colour`` values, abilities ``Ability`` values.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .data import (
    DEV_CARDS,
    END_TRIGGER_CARDS,
    FAITH_MAX,
    FAITH_VP,
    LEADERS,
    SECTIONS,
    SOLO_TOKENS,
    DevCard,
    LeaderCard,
    SoloToken,
    VaticanSection,
    deck_index,
)

__all__ = [
    "END_TRIGGER_CARDS",
    "FAITH_MAX",
    "FAITH_VP",
    "MARKET_ROWS",
    "MAX_PLAYERS",
    "VATICAN_SECTIONS",
    "DevCard",
    "LeaderCard",
    "SoloToken",
    "VaticanSection",
    "deck_index",
    "dev_card",
    "dev_cards",
    "leader_card",
    "leader_cards",
    "solo_token",
    "solo_tokens",
]

# FAITH_MAX: the last space of the faith track (24): reaching it ends the game (R10.1).
# FAITH_VP: the VP a marker on each space scores, by space (0..FAITH_MAX).
# END_TRIGGER_CARDS: development cards that end the game (7, R10.1; solo: R12.4).
VATICAN_SECTIONS: tuple[VaticanSection, ...] = SECTIONS  # the three report sections, 1st to 3rd (R8)
MAX_PLAYERS = 4  # seats at one table; one is a solo game against Lorenzo (R2, R12)
MARKET_ROWS = 3  # market lines 0-2 are the rows (top first), 3-6 the columns (R4.1)

_DEV_CARDS: Mapping[int, DevCard] = MappingProxyType(DEV_CARDS)
_LEADERS: Mapping[int, LeaderCard] = MappingProxyType(LEADERS)
_SOLO_TOKENS: Mapping[int, SoloToken] = MappingProxyType(SOLO_TOKENS)


def dev_card(cid: int) -> DevCard:
    """The development card with id ``cid`` (1-48); ``KeyError`` for any other id."""
    return DEV_CARDS[cid]


def dev_cards() -> Mapping[int, DevCard]:
    """Every development card by id, in id order (a read-only mapping)."""
    return _DEV_CARDS


def leader_card(lid: int) -> LeaderCard:
    """The leader card with id ``lid`` (49-64); ``KeyError`` for any other id."""
    return LEADERS[lid]


def leader_cards() -> Mapping[int, LeaderCard]:
    """Every leader card by id, in id order (a read-only mapping)."""
    return _LEADERS


def solo_token(tid: int) -> SoloToken:
    """Lorenzo's action token with id ``tid`` (solo, R12; see docs/position.md for
    which id is which); ``KeyError`` for any other id."""
    return SOLO_TOKENS[tid]


def solo_tokens() -> Mapping[int, SoloToken]:
    """Every one of Lorenzo's action tokens by id, in id order (a read-only mapping)."""
    return _SOLO_TOKENS
