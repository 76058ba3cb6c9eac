"""Positions: a documented, JSON-able form of any game state (docs/position.md).

``to_position`` writes everything needed to continue the game;
``read_position`` reads it back, fills in defaults for what a hand-written
position leaves out, and refuses (``PositionError``) anything that is not a
legal situation from which the game can go on.  The parts are read by
``core.position_read``, single values by ``core.position_fields``, and what
involves several parts is checked by ``core.position_check``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import DECK_NAMES, MARBLES, RESOURCES
from .enums import SETUP, Phase
from .plaindata import plain_data_problem
from .position_check import (
    check_leaders_played,
    check_progress,
    check_reports_and_favor,
    check_setup,
    check_turn,
)
from .position_fields import MAX_ROUND, PositionError, _short, flag, whole
from .position_read import MODES, PHASES, read_decks, read_market, read_players, read_solo, read_turn

if TYPE_CHECKING:
    from .game import Game

FORMAT = "mor-position"
VERSION = 1
FAVOR = {0: None, 1: "up", -1: "down"}
RNG_MAX = (1 << 64) - 1

__all__ = ["FORMAT", "MODES", "PHASES", "VERSION", "PositionError", "read_position", "to_position"]


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
            "warehouse": _res_map(p.warehouse),
            "strongbox": _res_map(p.strongbox),
            "faith": p.faith,
            "favor": [FAVOR[f] for f in p.favor],
            "slots": [list(s) for s in p.slots],
            "leaders_hand": list(p.hand),
            "leaders_played": list(p.played),
            "leaders_dealt": list(p.dealt),
            "leaders_setup_discarded": list(p.setup_discards),
            "leaders_discarded": list(p.discarded),
            "initial_resources_left": p.resources_to_take,
        })
    cur = game.players[game.to_move]
    pos: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "players": players,
        "first_seat": game.first_seat,
        "current_seat": game.to_move,
        "phase": PHASES[game.phase],
        "round": game.round,
        "market": [[MARBLES[m] for m in game.marbles[r * 4 : r * 4 + 4]] for r in range(3)],
        "slide": MARBLES[game.slide_marble],
        "decks": {DECK_NAMES[d]: list(game.decks[d]) for d in range(12)},
        "vatican_reports": list(game.vatican_reports),
        "end_triggered": game.end_triggered,
        "turn": {
            "main_action_done": game.main_action_done,
            "mode": MODES[game.turn_mode],
            "white_marbles": game.pending_whites,
            "to_place": _res_map(game.pending),
            "discards": game.drops,
            "production": {
                "used": _power_names(game.production_used, cur.production_leaders),
                "out": _res_map(game.production_out),
                "faith": game.production_faith,
            },
        },
        "rng": game.rng,
    }
    if game.n_players == 1:
        pos["solo"] = {
            "black_cross": game.black_cross,
            "tokens": list(game.tokens),
            "last_token": game.last_solo_token or None,
            "won": game.solo_won,
        }
    return pos


# ------------------------------------------------------------------ reading
def read_position(g: Game, pos: Any) -> None:
    """Make ``g`` (a bare ``Game.__new__``) the game position ``pos``
    describes; ``PositionError`` for anything that is not a legal situation
    from which the game can go on (``Game.from_position``)."""
    if not isinstance(pos, dict):
        raise PositionError("a position is a map (JSON object)")
    problem = plain_data_problem(pos, "position")
    if problem:
        raise PositionError(problem)
    if pos.get("format", FORMAT) != FORMAT:
        raise PositionError(f"not a position: format is {_short(pos.get('format'))}, expected {FORMAT!r}")
    version = pos.get("version", VERSION)
    if version != VERSION or type(version) is not int:
        raise PositionError(f"position version {_short(version)} is not supported (this app reads {VERSION})")
    read_players(g, pos.get("players"))
    check_leaders_played(g)
    _read_order(g, pos)
    read_market(g, pos.get("market"), pos.get("slide"))
    read_decks(g, pos.get("decks"))
    reports = pos.get("vatican_reports", [False, False, False])
    if not isinstance(reports, list) or len(reports) != 3 or any(type(r) is not bool for r in reports):
        raise PositionError("vatican_reports: expected 3 true/false")
    g.vatican_reports = (reports[0], reports[1], reports[2])
    check_reports_and_favor(g)
    g.end_triggered = flag(pos.get("end_triggered", False), "end_triggered")
    read_turn(g, pos.get("turn", {}))
    check_turn(g)
    check_setup(g)
    read_solo(g, pos.get("solo"))
    g.rng = whole(pos.get("rng", 0), "rng", 0, RNG_MAX)
    check_progress(g)
    g.history_mark = None
    g._events = []
    g._legal = None
    g._undo = None  # Game.from_position gives it an undo record
    # The canonical form, not the caller's map: the caller may change it later, and
    # whatever it held besides the game (unknown keys) is not part of the game.
    g.origin = {"position": to_position(g)}


def _read_order(g: Game, pos: dict[str, Any]) -> None:
    """Who has the inkwell, who moves, the phase and the round."""
    g.first_seat = whole(pos.get("first_seat", 0), "first_seat", 0, g.n_players - 1)
    g.to_move = whole(pos.get("current_seat", g.first_seat), "current_seat", 0, g.n_players - 1)
    phase = pos.get("phase", "playing")
    if not isinstance(phase, str) or phase not in PHASES:
        raise PositionError(f"phase: one of {', '.join(PHASES)}, got {_short(phase)}")
    g.phase = Phase(PHASES.index(phase))
    g.round = whole(pos.get("round", 0 if g.phase == SETUP else 1), "round", 0, MAX_ROUND)
