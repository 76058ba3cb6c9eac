"""Readers of the parts of a position (docs/position.md): players, market,
decks, turn and solo.  Each fills its part of a bare ``Game`` and refuses
(``PositionError``) what is wrong inside that part; what involves several
parts is checked afterwards by ``core.position_check``."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .data import (
    DECK_CARDS,
    DECK_NAMES,
    DEV_CARDS,
    FAITH_MAX,
    LEADER_IDS,
    MARBLE_BAG,
    MARBLE_INDEX,
    MARBLES,
    RESOURCES,
    SOLO_TOKENS,
    TOKEN_IDS,
)
from .enums import FREE, OVER, TurnMode
from .player import Player
from .position_fields import (
    MARKET_LINE,
    MAX_PROD_FAITH,
    MAX_PROD_OUT,
    MAX_STOCK,
    PositionError,
    flag,
    ids,
    mapping,
    resources,
    text,
    whole,
)
from .warehouse import fits

if TYPE_CHECKING:
    from .game import Game

PHASES = ("setup", "playing", "over")
MODES = ("free", "white", "placing", "producing")
FAVOR_IN = {None: 0, "up": 1, "down": -1}
KEPT_LEADERS = 2  # R2.2
DEALT_LEADERS = 4
INITIAL_RESOURCES_MAX = 2  # R2.4
SLOT_CARDS = 3  # levels I, II, III (R6.4)
RESHUFFLE_TOKENS = tuple(t for t, tok in SOLO_TOKENS.items() if tok.kind == "cross1_shuffle")


def res_names(vec: tuple[int, ...]) -> str:
    return str({RESOURCES[i]: n for i, n in enumerate(vec) if n})


# ------------------------------------------------------------------ players
def read_player(raw: Any, seat: int) -> tuple[str, Player]:
    """One seat's name and board."""
    w = f"players[{seat}]."
    rp = mapping(raw, f"players[{seat}]")
    name = text(rp.get("name", f"Player {seat + 1}"), w + "name")
    p = Player()
    p.warehouse = resources(rp.get("warehouse", {}), w + "warehouse", MAX_STOCK)
    p.strongbox = resources(rp.get("strongbox", {}), w + "strongbox", MAX_STOCK)
    p.faith = whole(rp.get("faith", 0), w + "faith", 0, FAITH_MAX)
    favor = rp.get("favor", [None, None, None])
    if (
        not isinstance(favor, list)
        or len(favor) != 3
        or any(not isinstance(f, str | None) or f not in FAVOR_IN for f in favor)
    ):
        raise PositionError(f"{w}favor: expected 3 of null, \"up\", \"down\"")
    p.favor = (FAVOR_IN[favor[0]], FAVOR_IN[favor[1]], FAVOR_IN[favor[2]])
    p.slots = _read_slots(rp.get("slots", [[], [], []]), w)
    _read_leaders(rp, p, w)
    p.resources_to_take = whole(rp.get("initial_resources_left", 0), w + "initial_resources_left", 0,
                                INITIAL_RESOURCES_MAX)
    p.refresh_leaders()
    if not fits(p.warehouse, p.depot_slots):
        raise PositionError(f"{w}warehouse: {res_names(p.warehouse)} does not fit the depots (R5)")
    return name, p


def _read_slots(slots: Any, w: str) -> tuple[tuple[int, ...], ...]:
    if not isinstance(slots, list) or len(slots) != 3:
        raise PositionError(f"{w}slots: expected 3 lists of card ids, bottom card first")
    out = tuple(ids(s, f"{w}slots[{i}]", tuple(DEV_CARDS), SLOT_CARDS) for i, s in enumerate(slots))
    for i, stack in enumerate(out):
        levels = [DEV_CARDS[c].level for c in stack]
        if levels != list(range(1, len(levels) + 1)):
            raise PositionError(f"{w}slots[{i}]: cards must be stacked level I, II, III (R6.4)")
    return out


def _read_leaders(rp: dict[str, Any], p: Player, w: str) -> None:
    p.hand = ids(rp.get("leaders_hand", []), w + "leaders_hand", LEADER_IDS, KEPT_LEADERS)
    p.played = ids(rp.get("leaders_played", []), w + "leaders_played", LEADER_IDS, KEPT_LEADERS)
    # The 4 dealt leaders are a set: kept in id order, as a new game deals them.
    p.dealt = tuple(sorted(ids(rp.get("leaders_dealt", []), w + "leaders_dealt", LEADER_IDS, DEALT_LEADERS)))
    p.setup_discards = ids(
        rp.get("leaders_setup_discarded", []), w + "leaders_setup_discarded", LEADER_IDS, KEPT_LEADERS
    )
    p.discarded = ids(rp.get("leaders_discarded", []), w + "leaders_discarded", LEADER_IDS, KEPT_LEADERS)
    if p.dealt and (p.hand or p.played or p.discarded or p.setup_discards or len(p.dealt) != DEALT_LEADERS):
        raise PositionError(f"{w}leaders_dealt: 4 leaders, only before any are kept")
    if not p.dealt and len(p.hand) + len(p.played) + len(p.discarded) > KEPT_LEADERS:
        raise PositionError(f"{w}: a player keeps 2 leaders (R2.2)")


def read_players(g: Game, raw_players: Any) -> None:
    if not isinstance(raw_players, list) or not 1 <= len(raw_players) <= 4:
        raise PositionError("players: expected a list of 1 to 4 players")
    g.n_players = len(raw_players)
    names = []
    g.players = []
    for seat, rp in enumerate(raw_players):
        name, p = read_player(rp, seat)
        names.append(name)
        g.players.append(p)
    g.names = tuple(names)
    seen: Counter[int] = Counter()
    for p in g.players:
        seen.update(p.hand + p.played + p.dealt + p.setup_discards + p.discarded)
    dup = [lid for lid, c in seen.items() if c > 1]
    if dup:
        raise PositionError(f"leaders appear twice: {dup}")


# ------------------------------------------------------------------ market, decks
def read_market(g: Game, market: Any, slide: Any) -> None:
    if not isinstance(market, list) or len(market) != 3 or any(
        not isinstance(row, list) or len(row) != 4 for row in market
    ):
        raise PositionError("market: expected 3 rows of 4 marble colours")
    cells = []
    for m in (*(m for row in market for m in row), slide):
        if not isinstance(m, str) or m not in MARBLE_INDEX:
            raise PositionError(f"market: unknown marble {text_of(m)} (one of {', '.join(MARBLES)})")
        cells.append(MARBLE_INDEX[m])
    if sorted(cells) != sorted(MARBLE_BAG):
        raise PositionError("market: the 12 marbles and the slide must be the 13 marbles of R1.4")
    g.marbles = tuple(cells[:12])
    g.slide_marble = cells[12]


def text_of(value: Any) -> str:
    return repr(value[:40]) if isinstance(value, str) else f"a {type(value).__name__}"


def read_decks(g: Game, decks: Any) -> None:
    if not isinstance(decks, dict) or set(decks) - set(DECK_NAMES):
        raise PositionError(f"decks: expected a map with keys {', '.join(DECK_NAMES)}")
    g.decks = tuple(
        ids(decks.get(DECK_NAMES[d], []), f"decks.{DECK_NAMES[d]}", DECK_CARDS[d], 4) for d in range(12)
    )
    seen: Counter[int] = Counter()
    for d in g.decks:
        seen.update(d)
    for p in g.players:
        for stack in p.slots:
            seen.update(stack)
    dup = [cid for cid, c in seen.items() if c > 1]
    if dup:
        raise PositionError(f"development cards appear twice: {sorted(dup)}")


# ------------------------------------------------------------------ turn
def read_turn(g: Game, turn: Any) -> None:
    turn = mapping(turn, "turn")
    mode = turn.get("mode", "free")
    if not isinstance(mode, str) or mode not in MODES:
        raise PositionError(f"turn.mode: one of {', '.join(MODES)}")
    g.turn_mode = TurnMode(MODES.index(mode))
    g.main_action_done = flag(turn.get("main_action_done", g.turn_mode != FREE), "turn.main_action_done")
    g.pending_whites = whole(turn.get("white_marbles", 0), "turn.white_marbles", 0, MARKET_LINE)
    g.pending = resources(turn.get("to_place", {}), "turn.to_place", MARKET_LINE)
    g.drops = whole(turn.get("discards", 0), "turn.discards", 0, MARKET_LINE)
    if sum(g.pending) + g.pending_whites + g.drops > MARKET_LINE:
        raise PositionError("turn: to_place, white_marbles and discards come from one market line of 4 marbles")
    prod = mapping(turn.get("production", {}), "turn.production")
    g.production_used = _read_used(g, prod.get("used", []))
    g.production_out = resources(prod.get("out", {}), "turn.production.out", MAX_PROD_OUT)
    g.production_faith = whole(prod.get("faith", 0), "turn.production.faith", 0, MAX_PROD_FAITH)


def _read_used(g: Game, used_names: Any) -> int:
    cur = g.players[g.to_move]
    if not isinstance(used_names, list):
        raise PositionError("turn.production.used: expected a list like [\"s1\", \"base\", \"L61\"]")
    used = 0
    for name in used_names:
        if not isinstance(name, str):
            raise PositionError(f"turn.production.used: {text_of(name)} is not a power of the current player")
        if name in ("s1", "s2", "s3") and cur.slots[int(name[1]) - 1]:
            used |= 1 << (int(name[1]) - 1)
        elif name == "base":
            used |= 8
        elif name[:1] == "L" and name[1:].isdecimal() and len(name) <= 3 and int(name[1:]) in cur.production_leaders:
            used |= 1 << (int(name[1:]) - 45)
        else:
            raise PositionError(f"turn.production.used: {text_of(name)} is not a power of the current player")
    return used


# ------------------------------------------------------------------ solo
def read_solo(g: Game, solo: Any) -> None:
    g.black_cross = 0
    g.tokens = ()
    g.last_solo_token = 0
    g.solo_won = False
    if g.n_players != 1:
        if solo is not None:
            raise PositionError("solo: only for a game with one player")
        return
    solo = mapping({} if solo is None else solo, "solo")
    g.black_cross = whole(solo.get("black_cross", 0), "solo.black_cross", 0, FAITH_MAX)
    tokens = solo.get("tokens", list(TOKEN_IDS))
    if (
        not isinstance(tokens, list)
        or any(type(t) is not int or t not in SOLO_TOKENS for t in tokens)
        or len(set(tokens)) != len(tokens)
    ):
        raise PositionError("solo.tokens: distinct token ids 1-7, top first")
    if g.phase != OVER and not any(t in RESHUFFLE_TOKENS for t in tokens):
        # R12.2: the stack is reshuffled whole when that token is drawn, so it is always in it.
        raise PositionError(
            f"solo.tokens: the stack cannot be empty and always holds the reshuffle token ({RESHUFFLE_TOKENS[0]})"
        )
    g.tokens = tuple(tokens)
    last = solo.get("last_token")
    g.last_solo_token = 0 if last is None else whole(last, "solo.last_token", 1, len(TOKEN_IDS))
    g.solo_won = flag(solo.get("won", False), "solo.won")
