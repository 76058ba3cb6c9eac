"""Shared helpers for the rules tests: hand-written positions and invariants.

``position(...)`` builds a legal position map (docs/position.md) from only the
parts a test cares about; everything else gets a fixed, documented default so
a test reads like the rule it checks.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from core import (
    BlackCrossMoved,
    CardBought,
    Event,
    FaithMoved,
    Game,
    InitialResourceTaken,
    MarketTaken,
    PowerUsed,
    Produced,
    ResourceStored,
)
from core.data import DECK_CARDS, DECK_NAMES, FAITH_MAX, RES_INDEX, SECTIONS
from core.warehouse import fits

# A fixed market (R1.4: 4 white, 2 blue, 2 grey, 2 yellow, 2 purple, 1 red).
MARKET = [
    ["yellow", "grey", "white", "white"],
    ["purple", "white", "purple", "white"],
    ["grey", "yellow", "red", "blue"],
]
SLIDE = "blue"


def full_decks(exclude: Iterable[int] = ()) -> dict[str, list[int]]:
    """All 12 decks in id order (top first), without the cards in ``exclude``."""
    out = set(exclude)
    return {DECK_NAMES[d]: [c for c in DECK_CARDS[d] if c not in out] for d in range(12)}


def position(players: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    """A position with ``players`` (player maps as in docs/position.md) and the
    top-level keys in ``kw``; decks default to every card not on a board."""
    on_boards = [c for p in players for s in p.get("slots", []) for c in s]
    pos: dict[str, Any] = {
        "players": players,
        "market": MARKET,
        "slide": SLIDE,
        "decks": full_decks(on_boards),
    }
    pos.update(kw)
    return pos


def game(players: list[dict[str, Any]], **kw: Any) -> Game:
    return Game.from_position(position(players, **kw))


def market(rows: list[str], slide: str) -> dict[str, Any]:
    """Market keyword arguments from 3 strings of marble initials, e.g.
    ``market(["yswr", ...], "b")``: y yellow, s grey (stone), p purple,
    b blue, w white, r red."""
    names = {"y": "yellow", "s": "grey", "p": "purple", "b": "blue", "w": "white", "r": "red"}
    return {"market": [[names[ch] for ch in row] for row in rows], "slide": names[slide]}


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def of_kind(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def paid(event: Event) -> tuple[int, ...]:
    """What a ``card_bought`` or ``power_used`` event paid, per resource."""
    payload = event.payload
    assert isinstance(payload, CardBought | PowerUsed), event
    return payload.paid


def market_marbles(event: Event) -> tuple[int, ...]:
    """The marbles of a ``market`` event."""
    payload = event.payload
    assert isinstance(payload, MarketTaken), event
    return payload.marbles


def legal(g: Game) -> set[str]:
    return {str(a) for a in g.legal_actions()}


def play(g: Game, *actions: str) -> list[Event]:
    """Apply every action in turn; returns all the events."""
    out: list[Event] = []
    for act in actions:
        out.extend(g.apply(act))
    return out


def over(g: Game) -> bool:
    """``g.is_over``, read through a call: a test asserts it, applies a decision
    and asserts it again; mypy keeps the first assert's narrowing of the
    property across ``g.apply`` and would call the second check unreachable."""
    return g.is_over


def triggered(g: Game) -> bool:
    """``g.triggered``, read through a call (see ``over``)."""
    return g.triggered


def res(**counts: int) -> tuple[int, int, int, int]:
    """A resource vector from names: ``res(coin=2, shield=1)``."""
    vec = [0, 0, 0, 0]
    for name, n in counts.items():
        vec[RES_INDEX[name]] = n
    return vec[0], vec[1], vec[2], vec[3]


# ------------------------------------------------------------ invariants
def snapshot(g: Game) -> list[tuple[list[int], int]]:
    return [(p.holdings(), p.faith) for p in g.players]


def check_step(g: Game, before: list[tuple[list[int], int]], cross_before: int, events: list[Event]) -> None:
    """The invariants that hold after every decision (properties)."""
    for seat, p in enumerate(g.players):
        assert fits(p.wh, p.extra), f"seat {seat}: warehouse {p.wh} does not fit (R5)"
        assert min(p.wh) >= 0 and min(p.sb) >= 0, f"seat {seat}: negative count {p.wh} {p.sb}"
        assert 0 <= p.faith <= FAITH_MAX, f"seat {seat}: faith {p.faith} off the track (R8.1)"
        # Resources are conserved: every change is explained by an event.
        expected = list(before[seat][0])
        faith = before[seat][1]
        for e in events:
            if e.seat != seat:
                continue
            match e.payload:
                case ResourceStored(resource=r) | InitialResourceTaken(resource=r):
                    expected[r] += 1
                case CardBought(paid=paid) | PowerUsed(paid=paid):
                    for i in range(4):
                        expected[i] -= paid[i]
                case Produced(resources=made):
                    for i in range(4):
                        expected[i] += made[i]
                case FaithMoved(start=start, end=end):
                    assert start == faith and end > faith
                    faith = end
        assert p.holdings() == expected, f"seat {seat}: holdings {p.holdings()} but events say {expected}"
        assert p.faith == faith, f"seat {seat}: faith {p.faith} but events say {faith}"
    assert min(g.pend) >= 0 and g.pend_white >= 0 and g.drops >= 0 and min(g.prod_out) >= 0
    assert all(p.to_take >= 0 for p in g.players)
    cross = cross_before
    for e in events:
        if isinstance(moved := e.payload, BlackCrossMoved):
            assert moved.start == cross
            cross = moved.end
    assert g.cross == cross and 0 <= g.cross <= FAITH_MAX
    # Favor tiles: decided exactly when their report happened (R8.2), face up
    # only for markers in or beyond the section; a report happened exactly
    # when some marker reached its Pope space.
    top = max([p.faith for p in g.players] + [g.cross])
    for i, (start, pope, _vp) in enumerate(SECTIONS):
        assert g.reports[i] == (top >= pope), f"report {i}: {g.reports[i]} with the top marker on {top}"
        for p in g.players:
            assert (p.favor[i] != 0) == g.reports[i]
            if p.favor[i] == 1:
                assert p.faith >= start


def random_playout(g: Game, rng: random.Random, check: bool = True, limit: int = 20000) -> int:
    """Play random decisions to the end; returns how many were made."""
    steps = 0
    while not g.is_over:
        acts = g.legal_actions()
        assert acts, "a game that is not over always has a decision"
        act = rng.choice(acts)
        before = snapshot(g) if check else []
        cross = g.cross
        events = g.apply(act)
        if check:
            check_step(g, before, cross, events)
        steps += 1
        assert steps < limit, "the game does not end"
    return steps


def random_position(rng: random.Random) -> dict[str, Any]:
    """A random legal mid-game position: 1-4 players with leaders in play and in hand,
    stacked cards (fewer than 7), full warehouses and strongboxes, shuffled decks and market.
    Reaches situations random play rarely does (two white-marble leaders, depot leaders, …)."""
    from core.data import DEV_CARDS, LEADER_IDS, RESOURCES
    from core.player import Player

    n = rng.randint(1, 4)
    leaders = list(LEADER_IDS)
    rng.shuffle(leaders)
    decks = {DECK_NAMES[d]: list(DECK_CARDS[d]) for d in range(12)}
    for cards in decks.values():
        rng.shuffle(cards)
    players = []
    for _ in range(n):
        mine = [leaders.pop(), leaders.pop()]
        k = rng.randint(0, 2)
        slots: list[list[int]] = [[], [], []]
        for stack in slots:
            for level in range(1, rng.choice((0, 0, 1, 1, 2, 3)) + 1):
                deck = decks[DECK_NAMES[rng.randrange(4) * 3 + level - 1]]
                if not deck:
                    break
                stack.append(deck.pop())
        while sum(map(len, slots)) >= 7:
            cid = max(slots, key=len).pop()
            decks[DECK_NAMES[DEV_CARDS[cid].deck]].append(cid)
        board = Player()
        board.played = tuple(mine[:k])
        board.refresh_leaders()
        wh: tuple[int, ...] = (5, 5, 5, 5)
        while not fits(wh, board.extra):
            wh = tuple(rng.randint(0, 4) for _ in range(4))
        players.append({
            "leaders_played": mine[:k], "leaders_hand": mine[k:], "slots": slots,
            "warehouse": {RESOURCES[i]: wh[i] for i in range(4) if wh[i]},
            "strongbox": {r: rng.randint(0, 6) for r in RESOURCES}, "faith": rng.randint(0, 4),
        })
    marbles = [m for row in MARKET for m in row] + [SLIDE]
    rng.shuffle(marbles)
    pos: dict[str, Any] = {
        "players": players, "market": [marbles[0:4], marbles[4:8], marbles[8:12]], "slide": marbles[12],
        "decks": decks, "first_seat": rng.randrange(n), "current_seat": rng.randrange(n), "rng": rng.getrandbits(64),
    }
    if n == 1:
        tokens = list(range(1, 8))
        rng.shuffle(tokens)
        pos["solo"] = {"tokens": tokens, "black_cross": rng.randint(0, 4)}
    return pos
