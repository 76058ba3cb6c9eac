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


STACK_LEVELS = 3  # a slot holds level I, II, III (R6.4)


def cards_for(leaders: Iterable[int], avoid: Iterable[int] = ()) -> list[list[int]]:
    """Three slots (bottom card first) whose cards meet the card requirements of
    ``leaders`` together (R9.1): a leader in play must have had them, and cards
    never leave a board, so a position refuses a played leader without them.
    The lowest-numbered fitting cards are used, none of ``avoid`` (ValueError
    when none is left)."""
    from core.data import DEV_CARDS, LEADERS

    used = set(avoid)

    def card(colour: int | None, level: int) -> int:
        cid = min(c for c, d in DEV_CARDS.items()
                  if c not in used and d.level == level and (colour is None or d.color == colour))
        used.add(cid)
        return cid

    exact: list[tuple[int, int]] = []  # (colour, level) wanted at that level
    anywhere: list[int] = []  # colours wanted at any level
    for lid in leaders:
        for colour, level, count in LEADERS[lid].req_cards:
            (exact.extend([(colour, level)] * count) if level else anywhere.extend([colour] * count))
    grid: list[list[int | None]] = [[None] * STACK_LEVELS for _ in range(STACK_LEVELS)]  # [slot][level - 1]
    for colour, level in exact:
        slot = next(k for k in range(STACK_LEVELS) if grid[k][level - 1] is None)
        grid[slot][level - 1] = card(colour, level)
    free = [(k, lv) for lv in range(STACK_LEVELS) for k in range(STACK_LEVELS) if grid[k][lv] is None]
    for colour, (slot, lv) in zip(anywhere, free, strict=False):
        grid[slot][lv] = card(colour, lv + 1)
    slots: list[list[int]] = []
    for stack in grid:
        top = max((lv for lv in range(STACK_LEVELS) if stack[lv] is not None), default=-1)
        cards: list[int] = []
        for lv in range(top + 1):
            cid = stack[lv]
            cards.append(cid if cid is not None else card(None, lv + 1))  # a card under a wanted one
        slots.append(cards)
    return slots


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
    return g.end_triggered


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
        assert fits(p.warehouse, p.depot_slots), f"seat {seat}: warehouse {p.warehouse} does not fit (R5)"
        assert min(p.warehouse) >= 0 and min(p.strongbox) >= 0, \
            f"seat {seat}: negative count {p.warehouse} {p.strongbox}"
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
    assert min(g.pending) >= 0 and g.pending_whites >= 0 and g.drops >= 0 and min(g.production_out) >= 0
    assert all(p.resources_to_take >= 0 for p in g.players)
    cross = cross_before
    for e in events:
        if isinstance(moved := e.payload, BlackCrossMoved):
            assert moved.start == cross
            cross = moved.end
    assert g.black_cross == cross and 0 <= g.black_cross <= FAITH_MAX
    # Favor tiles: decided exactly when their report happened (R8.2), face up
    # only for markers in or beyond the section; a report happened exactly
    # when some marker reached its Pope space.
    top = max([p.faith for p in g.players] + [g.black_cross])
    for i, (start, pope, _vp) in enumerate(SECTIONS):
        assert g.vatican_reports[i] == (top >= pope), f"report {i}: {g.vatican_reports[i]} with the top marker on {top}"
        for p in g.players:
            assert (p.favor[i] != 0) == g.vatican_reports[i]
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
        cross = g.black_cross
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
    from core.data import DEV_CARDS, LEADER_IDS, LEADERS, RESOURCES
    from core.player import Player

    n = rng.randint(1, 4)
    leaders = list(LEADER_IDS)
    rng.shuffle(leaders)
    decks = {DECK_NAMES[d]: list(DECK_CARDS[d]) for d in range(12)}
    for cards in decks.values():
        rng.shuffle(cards)
    players: list[dict[str, Any]] = []
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
        if not all(board.requirement_met(lid) or not LEADERS[lid].req_cards for lid in board.played):
            # Leaders in play had their cards (R9.1): the board gets them instead.
            for cid in (c for stack in slots for c in stack):
                decks[DECK_NAMES[DEV_CARDS[cid].deck]].append(cid)
            on_boards = {c for p in players for stack in p["slots"] for c in stack}
            try:
                slots = cards_for(board.played, avoid=on_boards)
            except ValueError:  # the cards they want are on the other boards: they stay in hand
                k, board.played, slots = 0, (), [[], [], []]
            for cid in (c for stack in slots for c in stack):
                decks[DECK_NAMES[DEV_CARDS[cid].deck]].remove(cid)
        board.slots = tuple(tuple(stack) for stack in slots)
        board.refresh_leaders()
        wh: tuple[int, ...] = (5, 5, 5, 5)
        while not fits(wh, board.depot_slots):
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
