"""Positions: a documented, JSON-able form of any game state (docs/position.md).

``to_position`` writes everything needed to continue the game;
``from_position`` reads it back, fills in defaults for what a hand-written
position leaves out, and refuses (``PositionError``) anything that is not a
legal situation.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import TYPE_CHECKING, Any

from .data import (
    DECK_CARDS,
    DECK_NAMES,
    DEV_CARDS,
    END_TRIGGER_CARDS,
    FAITH_MAX,
    LEADER_IDS,
    MARBLE_BAG,
    MARBLE_INDEX,
    MARBLES,
    RES_INDEX,
    RESOURCES,
    SECTIONS,
    SOLO_TOKENS,
    TOKEN_IDS,
)
from .warehouse import fits

if TYPE_CHECKING:
    from .game import Game

FORMAT = "mor-position"
VERSION = 1
PHASES = ("setup", "playing", "over")
MODES = ("free", "white", "placing", "producing")
FAVOR = {0: None, 1: "up", -1: "down"}
FAVOR_IN = {None: 0, "up": 1, "down": -1}


class PositionError(ValueError):
    """The position is not a legal situation; the message says what is wrong."""


def _res_map(vec: tuple[int, ...]) -> dict[str, int]:
    return {RESOURCES[i]: n for i, n in enumerate(vec) if n}


def _power_names(used: int, lprod: tuple[int, ...]) -> list[str]:
    names = [f"s{s + 1}" for s in range(3) if used & (1 << s)]
    if used & 8:
        names.append("base")
    names += [f"L{lid}" for lid in lprod if used & (1 << (lid - 45))]
    return names


def to_position(game: Game) -> dict[str, Any]:
    players = []
    for seat, p in enumerate(game.players):
        players.append({
            "name": game.names[seat],
            "warehouse": _res_map(p.wh),
            "strongbox": _res_map(p.sb),
            "faith": p.faith,
            "favor": [FAVOR[f] for f in p.favor],
            "slots": [list(s) for s in p.slots],
            "leaders_hand": list(p.hand),
            "leaders_played": list(p.played),
            "leaders_dealt": list(p.dealt),
            "leaders_setup_discarded": list(p.setup_discards),
            "leaders_discarded": list(p.discarded),
            "initial_resources_left": p.to_take,
        })
    cur = game.players[game.cur]
    pos: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "players": players,
        "first_seat": game.first,
        "current_seat": game.cur,
        "phase": PHASES[game.phase],
        "round": game.round,
        "market": [[MARBLES[m] for m in game.market[r * 4 : r * 4 + 4]] for r in range(3)],
        "slide": MARBLES[game.slide],
        "decks": {DECK_NAMES[d]: list(game.decks[d]) for d in range(12)},
        "vatican_reports": list(game.reports),
        "end_triggered": game.triggered,
        "turn": {
            "main_action_done": game.main_done,
            "mode": MODES[game.mode],
            "white_marbles": game.pend_white,
            "to_place": _res_map(game.pend),
            "discards": game.drops,
            "production": {
                "used": _power_names(game.prod_used, cur.lprod),
                "out": _res_map(game.prod_out),
                "faith": game.prod_faith,
            },
        },
        "rng": game.rng,
    }
    if game.n == 1:
        pos["solo"] = {
            "black_cross": game.cross,
            "tokens": list(game.tokens),
            "last_token": game.last_token or None,
            "won": game.solo_won,
        }
    return pos


# ------------------------------------------------------------------ reading
def _get(d: dict, key: str, default: Any, kind: type | tuple[type, ...], where: str) -> Any:
    value = d.get(key, default)
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise PositionError(f"{where}{key}: expected a whole number, got {value!r}")
    if not isinstance(value, kind):
        raise PositionError(f"{where}{key}: expected {getattr(kind, '__name__', kind)}, got {value!r}")
    return value


def _int(value: Any, where: str, lo: int = 0, hi: int = 10**9) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise PositionError(f"{where}: expected a whole number from {lo} to {hi}, got {value!r}")
    return value


def _resources(value: Any, where: str) -> tuple[int, int, int, int]:
    if not isinstance(value, dict):
        raise PositionError(f"{where}: expected a map of resources, got {value!r}")
    out = [0, 0, 0, 0]
    for name, n in value.items():
        if name not in RES_INDEX:
            raise PositionError(f"{where}: unknown resource {name!r} (one of {', '.join(RESOURCES)})")
        out[RES_INDEX[name]] = _int(n, f"{where}.{name}")
    return tuple(out)  # type: ignore[return-value]


def _ids(value: Any, where: str, allowed: tuple[int, ...], most: int) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > most:
        raise PositionError(f"{where}: expected a list of at most {most} card ids, got {value!r}")
    for cid in value:
        if isinstance(cid, bool) or cid not in allowed:
            raise PositionError(f"{where}: {cid!r} is not a valid card id here")
    return tuple(value)


def from_position(pos: Any) -> Game:
    from .game import FREE, OVER, PLACING, PRODUCING, SETUP, WHITES, Game, Player

    if not isinstance(pos, dict):
        raise PositionError("a position is a map (JSON object)")
    if pos.get("format", FORMAT) != FORMAT:
        raise PositionError(f"not a position: format is {pos.get('format')!r}, expected {FORMAT!r}")
    version = pos.get("version", VERSION)
    if version != VERSION:
        raise PositionError(f"position version {version!r} is not supported (this app reads {VERSION})")
    raw_players = pos.get("players")
    if not isinstance(raw_players, list) or not 1 <= len(raw_players) <= 4:
        raise PositionError("players: expected a list of 1 to 4 players")
    n = len(raw_players)
    g = Game.__new__(Game)
    g.n = n
    names = []
    g.players = []
    seen_leaders: Counter[int] = Counter()
    seen_cards: Counter[int] = Counter()
    for seat, rp in enumerate(raw_players):
        w = f"players[{seat}]."
        if not isinstance(rp, dict):
            raise PositionError(f"players[{seat}]: expected a map")
        names.append(str(rp.get("name", f"Player {seat + 1}")))
        p = Player()
        p.wh = _resources(rp.get("warehouse", {}), w + "warehouse")
        p.sb = _resources(rp.get("strongbox", {}), w + "strongbox")
        p.faith = _int(rp.get("faith", 0), w + "faith", 0, FAITH_MAX)
        favor = rp.get("favor", [None, None, None])
        if (
            not isinstance(favor, list)
            or len(favor) != 3
            or any(not isinstance(f, str | None) or f not in FAVOR_IN for f in favor)
        ):
            raise PositionError(f"{w}favor: expected 3 of null, \"up\", \"down\"")
        p.favor = tuple(FAVOR_IN[f] for f in favor)  # type: ignore[assignment]
        slots = rp.get("slots", [[], [], []])
        if not isinstance(slots, list) or len(slots) != 3:
            raise PositionError(f"{w}slots: expected 3 lists of card ids, bottom card first")
        p.slots = tuple(_ids(s, f"{w}slots[{i}]", tuple(DEV_CARDS), 3) for i, s in enumerate(slots))
        for i, stack in enumerate(p.slots):
            levels = [DEV_CARDS[c].level for c in stack]
            if levels != list(range(1, len(levels) + 1)):
                raise PositionError(f"{w}slots[{i}]: cards must be stacked level I, II, III (R6.4)")
            seen_cards.update(stack)
        p.hand = _ids(rp.get("leaders_hand", []), w + "leaders_hand", LEADER_IDS, 2)
        p.played = _ids(rp.get("leaders_played", []), w + "leaders_played", LEADER_IDS, 2)
        p.dealt = _ids(rp.get("leaders_dealt", []), w + "leaders_dealt", LEADER_IDS, 4)
        p.setup_discards = _ids(rp.get("leaders_setup_discarded", []), w + "leaders_setup_discarded", LEADER_IDS, 2)
        p.discarded = _ids(rp.get("leaders_discarded", []), w + "leaders_discarded", LEADER_IDS, 2)
        if p.dealt and (p.hand or p.played or p.discarded or p.setup_discards or len(p.dealt) != 4):
            raise PositionError(f"{w}leaders_dealt: 4 leaders, only before any are kept")
        if not p.dealt and len(p.hand) + len(p.played) + len(p.discarded) > 2:
            raise PositionError(f"{w}: a player keeps 2 leaders (R2.2)")
        seen_leaders.update(p.hand + p.played + p.dealt + p.setup_discards + p.discarded)
        p.to_take = _int(rp.get("initial_resources_left", 0), w + "initial_resources_left", 0, 2)
        p.refresh_leaders()
        if not fits(p.wh, p.extra):
            raise PositionError(f"{w}warehouse: {_res_map(p.wh)} does not fit the depots (R5)")
        g.players.append(p)
    dup = [lid for lid, c in seen_leaders.items() if c > 1]
    if dup:
        raise PositionError(f"leaders appear twice: {dup}")
    g.names = tuple(names)
    g.first = _int(pos.get("first_seat", 0), "first_seat", 0, n - 1)
    g.cur = _int(pos.get("current_seat", g.first), "current_seat", 0, n - 1)
    phase = pos.get("phase", "playing")
    if phase not in PHASES:
        raise PositionError(f"phase: one of {', '.join(PHASES)}, got {phase!r}")
    g.phase = PHASES.index(phase)
    g.round = _int(pos.get("round", 0 if g.phase == SETUP else 1), "round")
    market = pos.get("market")
    if not isinstance(market, list) or len(market) != 3 or any(
        not isinstance(row, list) or len(row) != 4 for row in market
    ):
        raise PositionError("market: expected 3 rows of 4 marble colours")
    try:
        cells = tuple(MARBLE_INDEX[m] for row in market for m in row)
        slide = MARBLE_INDEX[pos.get("slide")]
    except (KeyError, TypeError) as exc:
        raise PositionError(f"market: unknown marble {exc} (one of {', '.join(MARBLES)})") from None
    if sorted((*cells, slide)) != sorted(MARBLE_BAG):
        raise PositionError("market: the 12 marbles and the slide must be the 13 marbles of R1.4")
    g.market = cells
    g.slide = slide
    decks = pos.get("decks")
    if not isinstance(decks, dict) or set(decks) - set(DECK_NAMES):
        raise PositionError(f"decks: expected a map with keys {', '.join(DECK_NAMES)}")
    g.decks = tuple(
        _ids(decks.get(DECK_NAMES[d], []), f"decks.{DECK_NAMES[d]}", DECK_CARDS[d], 4) for d in range(12)
    )
    for d in g.decks:
        seen_cards.update(d)
    dup = [cid for cid, c in seen_cards.items() if c > 1]
    if dup:
        raise PositionError(f"development cards appear twice: {sorted(dup)}")
    reports = pos.get("vatican_reports", [False, False, False])
    if not isinstance(reports, list) or len(reports) != 3 or any(not isinstance(r, bool) for r in reports):
        raise PositionError("vatican_reports: expected 3 true/false")
    g.reports = tuple(reports)  # type: ignore[assignment]
    for i in range(3):
        for seat, p in enumerate(g.players):
            if reports[i] != (p.favor[i] != 0):
                raise PositionError(
                    f"players[{seat}].favor[{i}] must be decided exactly when Vatican report {i + 1} happened"
                )
    g.triggered = _get(pos, "end_triggered", False, bool, "")
    turn = pos.get("turn", {})
    if not isinstance(turn, dict):
        raise PositionError("turn: expected a map")
    mode = turn.get("mode", "free")
    if mode not in MODES:
        raise PositionError(f"turn.mode: one of {', '.join(MODES)}")
    g.mode = MODES.index(mode)
    g.main_done = _get(turn, "main_action_done", g.mode != FREE, bool, "turn.")
    g.pend_white = _int(turn.get("white_marbles", 0), "turn.white_marbles", 0, 4)
    g.pend = _resources(turn.get("to_place", {}), "turn.to_place")
    g.drops = _int(turn.get("discards", 0), "turn.discards", 0, 4)
    prod = turn.get("production", {})
    if not isinstance(prod, dict):
        raise PositionError("turn.production: expected a map")
    cur = g.players[g.cur]
    used = 0
    used_names = prod.get("used", [])
    if not isinstance(used_names, list):
        raise PositionError("turn.production.used: expected a list like [\"s1\", \"base\", \"L61\"]")
    for name in used_names:
        if name in ("s1", "s2", "s3") and cur.slots[int(name[1]) - 1]:
            used |= 1 << (int(name[1]) - 1)
        elif name == "base":
            used |= 8
        elif isinstance(name, str) and name[:1] == "L" and name[1:].isdigit() and int(name[1:]) in cur.lprod:
            used |= 1 << (int(name[1:]) - 45)
        else:
            raise PositionError(f"turn.production.used: {name!r} is not a power of the current player")
    g.prod_used = used
    g.prod_out = _resources(prod.get("out", {}), "turn.production.out")
    g.prod_faith = _int(prod.get("faith", 0), "turn.production.faith", 0, 50)
    if g.mode == PRODUCING and not used:
        raise PositionError("turn: producing, but no power used yet")
    if g.mode == PLACING and not any(g.pend):
        raise PositionError("turn: placing, but nothing to place")
    if g.mode == WHITES and (not g.pend_white or len(cur.white) != 2):
        raise PositionError("turn: white marbles to convert need two white-marble leaders")
    if g.mode != FREE and g.phase != 1:
        raise PositionError("turn: a turn is only under way while playing")
    if g.mode != FREE and not g.main_done:
        raise PositionError("turn.main_action_done: must be true while a main action is under way (R3.1)")
    if g.mode not in (PLACING, WHITES) and (any(g.pend) or g.pend_white or g.drops):
        raise PositionError("turn: to_place, white_marbles and discards belong to a market action under way")
    if g.mode == PLACING and g.pend_white:
        raise PositionError("turn: placing, but white marbles are still to convert (mode \"white\")")
    if g.mode != PRODUCING and (used or any(g.prod_out) or g.prod_faith):
        raise PositionError("turn.production: only while producing")
    if g.phase != SETUP:
        for seat, p in enumerate(g.players):
            if p.dealt or p.to_take:
                raise PositionError(f"players[{seat}]: leaders to keep or initial resources to take after setup")
    if g.phase == SETUP and not any(p.to_take or p.dealt for p in g.players):
        raise PositionError("phase: setup, but every player has finished setup")
    if g.phase == SETUP and not (cur.to_take or cur.dealt):
        raise PositionError("current_seat: in setup the seat to move must still keep leaders or take resources")
    if g.phase == SETUP:
        # R2.4: setup goes round once in turn order from the first seat.
        for k in range(n):
            seat = (g.first + k) % n
            p = g.players[seat]
            before = k < (g.cur - g.first) % n
            after = k > (g.cur - g.first) % n
            if (before and (p.dealt or p.to_take)) or (after and not p.dealt):
                raise PositionError(
                    f"players[{seat}]: setup goes in turn order from first_seat; seats before the current one "
                    "have finished it, seats after it still have their 4 leaders dealt"
                )
        for seat, p in enumerate(g.players):
            if sum(p.wh) + p.to_take > 2 or any(p.sb) or p.n_cards or p.played or p.discarded:
                raise PositionError(
                    f"players[{seat}]: during setup a board holds only the initial resources (at most 2, R2.4)"
                )
    solo = pos.get("solo")
    g.cross = 0
    g.tokens = ()
    g.last_token = 0
    g.solo_won = False
    if n == 1:
        if solo is None:
            solo = {}
        if not isinstance(solo, dict):
            raise PositionError("solo: expected a map")
        g.cross = _int(solo.get("black_cross", 0), "solo.black_cross", 0, FAITH_MAX)
        tokens = solo.get("tokens", list(TOKEN_IDS))
        if (
            not isinstance(tokens, list)
            or any(isinstance(t, bool) or not isinstance(t, int) or t not in SOLO_TOKENS for t in tokens)
            or len(set(tokens)) != len(tokens)
        ):
            raise PositionError("solo.tokens: distinct token ids 1-7, top first")
        if not tokens and g.phase != OVER:
            raise PositionError("solo.tokens: the stack cannot be empty (the +1 token reshuffles)")
        g.tokens = tuple(tokens)
        last = solo.get("last_token")
        g.last_token = 0 if last is None else _int(last, "solo.last_token", 1, 7)
        g.solo_won = _get(solo, "won", False, bool, "solo.")
    elif solo is not None:
        raise PositionError("solo: only for a game with one player")
    g.rng = _int(pos.get("rng", 0), "rng", 0, (1 << 64) - 1)
    _check_progress(g, OVER, (FREE, PRODUCING))
    # A copy: the caller may change its map later, the origin must still replay this game.
    g.origin = {"position": copy.deepcopy(pos)}
    g.hist = None
    g._legal = None
    g._undo = None  # Game.from_position gives it an undo record
    return g


def _check_progress(g: Game, over: int, settled: tuple[int, ...]) -> None:
    """What the markers and boards say must have happened, has (R8.2, R10.1, R12.3-4).

    Markers never move back and cards are never lost, so a Vatican report has
    happened exactly when some marker reached its Pope space, and an end
    condition met on the boards has been noticed, except while a market
    action is still being stored (conditions are checked when it completes).
    """
    top = max([p.faith for p in g.players] + [g.cross])
    for i, (start, pope, _vp) in enumerate(SECTIONS):
        if g.reports[i] != (top >= pope):
            raise PositionError(
                f"vatican_reports[{i}]: must be {str(top >= pope).lower()} (a marker is on {top}, "
                f"the Pope space is {pope}, R8.2)"
            )
        for seat, p in enumerate(g.players):
            if p.favor[i] == 1 and p.faith < start:
                raise PositionError(f"players[{seat}].favor[{i}]: face up, but faith {p.faith} is before the section")
    if g.phase != 1:  # setup has no end conditions; a finished game may show anything it ended with
        return
    settled_turn = g.mode in settled
    met = [p.faith >= FAITH_MAX or p.n_cards >= END_TRIGGER_CARDS for p in g.players]
    if g.n == 1:
        if g.cross >= FAITH_MAX or any(not any(g.decks[c * 3 : c * 3 + 3]) for c in range(4)):
            raise PositionError("phase: a solo game whose black cross is on 24 or whose grid lost a colour is over")
        if met[0] and settled_turn:
            raise PositionError("phase: a solo player on 24 or with 7 cards has won: the game is over")
        return
    if g.triggered and not any(met):
        raise PositionError("end_triggered: nobody is on space 24 or owns 7 development cards (R10.1)")
    if any(met) and settled_turn and not g.triggered:
        raise PositionError("end_triggered: must be true, a player is on space 24 or owns 7 cards (R10.1)")
