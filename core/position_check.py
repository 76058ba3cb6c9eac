"""Checks across the parts of a position: the turn in progress agrees with
the boards, setup goes in turn order, Vatican reports and end conditions have
happened when the markers say so, leaders in play had their card requirement
met (R2.4, R3.1, R8.2, R9.1, R10.1, R12.3-4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import COLORS, END_TRIGGER_CARDS, FAITH_MAX, LEADERS, SECTIONS
from .enums import FREE, PLACING, PLAYING, PRODUCING, SETUP, WHITES
from .player import _cards_met
from .position_fields import PositionError

if TYPE_CHECKING:
    from .game import Game

WHITE_LEADERS_TO_CHOOSE = 2  # R9.4: a choice only with two white-marble leaders


def check_reports_and_favor(g: Game) -> None:
    for i in range(3):
        for seat, p in enumerate(g.players):
            if g.vatican_reports[i] != (p.favor[i] != 0):
                raise PositionError(
                    f"players[{seat}].favor[{i}] must be decided exactly when Vatican report {i + 1} happened"
                )


LEVEL_NAMES = ("", "level-I ", "level-II ", "level-III ")  # index 0: any level


def check_leaders_played(g: Game) -> None:
    """R9.1: a leader in play had its card requirement met when it was played.

    Development cards never leave a board, so a board that does not meet it
    now never did.  A requirement of resources cannot be checked: they may have
    been spent since."""
    for seat, p in enumerate(g.players):
        for lid in p.played:
            need = LEADERS[lid].req_cards
            if need and not _cards_met(need, p.slots):
                wanted = " and ".join(f"{count} {LEVEL_NAMES[level]}{COLORS[colour]} card{'s' * (count > 1)}"
                                      for colour, level, count in need)
                raise PositionError(
                    f"players[{seat}].leaders_played: L{lid} needs {wanted}, which the board does not hold; "
                    "development cards never leave a board, so it could never have been played (R9.1)"
                )


def check_turn(g: Game) -> None:
    _check_mode_has_its_work(g)
    if g.turn_mode != FREE and g.phase != PLAYING:
        raise PositionError("turn: a turn is only under way while playing")
    if g.turn_mode != FREE and not g.main_action_done:
        raise PositionError("turn.main_action_done: must be true while a main action is under way (R3.1)")
    _check_nothing_left_over(g)


def _check_mode_has_its_work(g: Game) -> None:
    """A turn in the middle of a production or a market action has that action's work to do."""
    cur = g.players[g.to_move]
    if g.turn_mode == PRODUCING and not g.production_used:
        raise PositionError("turn: producing, but no power used yet")
    if g.turn_mode == PLACING and not any(g.pending):
        raise PositionError("turn: placing, but nothing to place")
    if g.turn_mode == WHITES and (not g.pending_whites or len(cur.white_marble_options) != WHITE_LEADERS_TO_CHOOSE):
        raise PositionError("turn: white marbles to convert need two white-marble leaders")


def _check_nothing_left_over(g: Game) -> None:
    """What a market action or a production leaves to do exists only while it is under way."""
    if g.turn_mode not in (PLACING, WHITES) and (any(g.pending) or g.pending_whites or g.drops):
        raise PositionError("turn: to_place, white_marbles and discards belong to a market action under way")
    if g.turn_mode == PLACING and g.pending_whites:
        raise PositionError("turn: placing, but white marbles are still to convert (mode \"white\")")
    if g.turn_mode != PRODUCING and (g.production_used or any(g.production_out) or g.production_faith):
        raise PositionError("turn.production: only while producing")


def check_setup(g: Game) -> None:
    cur = g.players[g.to_move]
    if g.phase != SETUP:
        for seat, p in enumerate(g.players):
            if p.dealt or p.resources_to_take:
                raise PositionError(f"players[{seat}]: leaders to keep or initial resources to take after setup")
        return
    if not any(p.resources_to_take or p.dealt for p in g.players):
        raise PositionError("phase: setup, but every player has finished setup")
    if not (cur.resources_to_take or cur.dealt):
        raise PositionError("current_seat: in setup the seat to move must still keep leaders or take resources")
    _check_setup_order(g)
    for seat, p in enumerate(g.players):
        if sum(p.warehouse) + p.resources_to_take > 2 or any(p.strongbox) or p.n_cards or p.played or p.discarded:
            raise PositionError(
                f"players[{seat}]: during setup a board holds only the initial resources (at most 2, R2.4)"
            )


def _check_setup_order(g: Game) -> None:
    """R2.4: setup goes round once in turn order from the first seat."""
    n = g.n_players
    for k in range(n):
        seat = (g.first_seat + k) % n
        p = g.players[seat]
        before = k < (g.to_move - g.first_seat) % n
        after = k > (g.to_move - g.first_seat) % n
        if (before and (p.dealt or p.resources_to_take)) or (after and not p.dealt):
            raise PositionError(
                f"players[{seat}]: setup goes in turn order from first_seat; seats before the current one "
                "have finished it, seats after it still have their 4 leaders dealt"
            )


def check_progress(g: Game) -> None:
    """What the markers and boards say must have happened, has (R8.2, R10.1, R12.3-4).

    Markers never move back and cards are never lost, so a Vatican report has
    happened exactly when some marker reached its Pope space, and an end
    condition met on the boards has been noticed, except while a market
    action is still being stored (conditions are checked when it completes).
    """
    _check_reports(g)
    if g.phase != PLAYING:  # setup has no end conditions; a finished game may show anything it ended with
        return
    settled_turn = g.turn_mode in (FREE, PRODUCING)
    met = [p.faith >= FAITH_MAX or p.n_cards >= END_TRIGGER_CARDS for p in g.players]
    if g.n_players == 1:
        _check_solo_not_over(g, met[0] and settled_turn)
        return
    if g.end_triggered and not any(met):
        raise PositionError("end_triggered: nobody is on space 24 or owns 7 development cards (R10.1)")
    if any(met) and settled_turn and not g.end_triggered:
        raise PositionError("end_triggered: must be true, a player is on space 24 or owns 7 cards (R10.1)")


def _check_reports(g: Game) -> None:
    """A Vatican report has happened exactly when a marker reached its Pope space (R8.2),
    and a favour tile is face up only for a marker that reached its section."""
    top = max([p.faith for p in g.players] + [g.black_cross])
    for i, (start, pope, _vp) in enumerate(SECTIONS):
        if g.vatican_reports[i] != (top >= pope):
            raise PositionError(
                f"vatican_reports[{i}]: must be {str(top >= pope).lower()} (a marker is on {top}, "
                f"the Pope space is {pope}, R8.2)"
            )
        for seat, p in enumerate(g.players):
            if p.favor[i] == 1 and p.faith < start:
                raise PositionError(f"players[{seat}].favor[{i}]: face up, but faith {p.faith} is before the section")


def _check_solo_not_over(g: Game, player_won: bool) -> None:
    """A solo game still being played has neither ended for Lorenzo nor been won (R12.3-4)."""
    if g.black_cross >= FAITH_MAX or any(not any(g.decks[c * 3 : c * 3 + 3]) for c in range(4)):
        raise PositionError("phase: a solo game whose black cross is on 24 or whose grid lost a colour is over")
    if player_won:
        raise PositionError("phase: a solo player on 24 or with 7 cards has won: the game is over")
