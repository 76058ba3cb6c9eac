"""Card data (R1), loaded once from ``resources/cards.json`` into flat tables.

Resources, colours and marbles are small ints so the hot paths of the engine
work on tuples of ints.  Names are only used at the edges (notation, positions,
the app).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources as _res
from typing import Any, NamedTuple

from .enums import Ability, Colour, Marble, Resource

# R1.1 resources, in the order of cards.json.
COIN, STONE, SERVANT, SHIELD = Resource.COIN, Resource.STONE, Resource.SERVANT, Resource.SHIELD
RESOURCES: tuple[str, ...] = tuple(r.name.lower() for r in Resource)  # coin stone servant shield
RES_INDEX: dict[str, int] = {name: i for i, name in enumerate(RESOURCES)}
NO_RES: tuple[int, int, int, int] = (0, 0, 0, 0)

# R1.2 colours, in the order of the grid's columns.
COLORS: tuple[str, ...] = tuple(c.name.lower() for c in Colour)  # green blue yellow purple
COLOR_INDEX: dict[str, int] = {name: i for i, name in enumerate(COLORS)}

# R1.4 marbles: the four resource marbles share the resource's number.
YELLOW, GREY, PURPLE, BLUE, WHITE, RED = (int(m) for m in Marble)
MARBLES: tuple[str, ...] = tuple(m.name.lower() for m in Marble)  # yellow grey purple blue white red
MARBLE_INDEX: dict[str, int] = {name: i for i, name in enumerate(MARBLES)}

# Leader abilities (R1.3).
DISCOUNT, DEPOT, WHITE_MARBLE, PRODUCTION = Ability.DISCOUNT, Ability.DEPOT, Ability.WHITE_MARBLE, Ability.PRODUCTION
ABILITIES: tuple[str, ...] = tuple(a.name.lower() for a in Ability)  # as cards.json spells them


def _vec(counts: dict[str, int]) -> tuple[int, int, int, int]:
    coin, stone, servant, shield = (counts.get(name, 0) for name in RESOURCES)
    return coin, stone, servant, shield


@dataclass(frozen=True, slots=True)
class DevCard:
    """A development card.  ``color`` is a ``Colour`` value, resource tuples are
    indexed by ``Resource``."""

    id: int
    color: int
    level: int
    vp: int
    cost: tuple[int, int, int, int]
    prod_in: tuple[int, int, int, int]
    prod_out: tuple[int, int, int, int]
    prod_faith: int

    @property
    def deck(self) -> int:
        return deck_index(self.color, self.level)


@dataclass(frozen=True, slots=True)
class LeaderCard:
    """A leader card: its ``Ability`` and the ``Resource`` value it acts on."""

    id: int
    ability: Ability
    resource: int
    vp: int
    # (colour, exact level or 0 for any, count)
    req_cards: tuple[tuple[int, int, int], ...]
    req_resources: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class SoloToken:
    id: int
    kind: str  # "discard", "cross2" or "cross1_shuffle"
    color: int  # for "discard", else -1
    amount: int  # cards discarded or spaces moved


CARD_LEVELS = (1, 2, 3)  # the development cards' levels, lowest first: each colour has a deck of each (R1.2)


def deck_index(color: int, level: int) -> int:
    """Decks are numbered colour-major: green I, green II, green III, blue I …"""
    return color * len(CARD_LEVELS) + level - 1


def _load() -> dict[str, Any]:
    text = (_res.files("resources") / "cards.json").read_text(encoding="utf-8")
    raw: dict[str, Any] = json.loads(text)
    return raw


RAW: dict[str, Any] = _load()

DEV_CARDS: dict[int, DevCard] = {}
for _c in RAW["development_cards"]:
    _out = dict(_c["production"]["out"])
    _faith = _out.pop("faith", 0)
    DEV_CARDS[_c["id"]] = DevCard(
        id=_c["id"],
        color=COLOR_INDEX[_c["color"]],
        level=_c["level"],
        vp=_c["vp"],
        cost=_vec(_c["cost"]),
        prod_in=_vec(_c["production"]["in"]),
        prod_out=_vec(_out),
        prod_faith=_faith,
    )

LEADERS: dict[int, LeaderCard] = {}
for _c in RAW["leader_cards"]:
    _req = _c["requirement"]
    LEADERS[_c["id"]] = LeaderCard(
        id=_c["id"],
        ability=Ability(ABILITIES.index(_c["ability"])),
        resource=RES_INDEX[_c["resource"]],
        vp=_c["vp"],
        req_cards=tuple(
            (COLOR_INDEX[r["color"]], r["level"] or 0, r["count"]) for r in _req.get("cards", [])
        ),
        req_resources=_vec(_req.get("resources", {})),
    )

_TOKEN_KIND = {"discard_dev_cards": "discard", "black_cross": "cross2", "black_cross_and_shuffle": "cross1_shuffle"}
SOLO_TOKENS: dict[int, SoloToken] = {}
for _t in RAW["solo_tokens"]:
    _kind = _TOKEN_KIND[_t["type"]]
    SOLO_TOKENS[_t["id"]] = SoloToken(
        id=_t["id"],
        kind=_kind,
        color=COLOR_INDEX[_t["color"]] if _kind == "discard" else -1,
        amount=_t["count"] if _kind == "discard" else _t["spaces"],
    )

DEV_IDS: tuple[int, ...] = tuple(sorted(DEV_CARDS))
LEADER_IDS: tuple[int, ...] = tuple(sorted(LEADERS))
TOKEN_IDS: tuple[int, ...] = tuple(sorted(SOLO_TOKENS))

# The 12 decks: card ids of each (colour, level), in id order.
DECK_CARDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(cid for cid in DEV_IDS if DEV_CARDS[cid].deck == d) for d in range(12)
)
DECK_NAMES: tuple[str, ...] = tuple(f"{COLORS[d // 3]}{d % 3 + 1}" for d in range(12))

# R1.4 the 13 marbles.
MARBLE_BAG: tuple[int, ...] = tuple(
    MARBLE_INDEX[name] for name, n in RAW["market_marbles"].items() for _ in range(n)
)

# R1.5 faith track.
FAITH_MAX: int = RAW["faith_track"]["length"] - 1
FAITH_VP: tuple[int, ...] = tuple(
    max([vp for sp, vp in ((int(k), v) for k, v in RAW["faith_track"]["vp_at"].items()) if sp <= pos] or [0])
    for pos in range(FAITH_MAX + 1)
)


class VaticanSection(NamedTuple):
    """One Vatican report section of the faith track (R8): its first space, its
    Pope space and the VP of its favor tile."""

    start: int
    pope_space: int
    favor_vp: int


SECTIONS: tuple[VaticanSection, ...] = tuple(
    VaticanSection(s["start"], s["pope_space"], s["favor_vp"]) for s in RAW["faith_track"]["vatican_sections"]
)

DEPOT_SIZES: tuple[int, ...] = tuple(RAW["warehouse_depots"])
LEADER_DEPOT_SLOTS: int = RAW["leader_depot_slots"]
END_TRIGGER_CARDS: int = RAW["end_trigger_cards"]
# R2.4 by seat position in turn order (0 = first player): (resources, faith).
SETUP_BY_POSITION: tuple[tuple[int, int], ...] = tuple(
    (s["resources"], s["faith"]) for s in sorted(RAW["setup_by_seat"], key=lambda s: s["seat"])
)
