"""Placing a market action's resources (R4.4/R5): the policy every bot and
the search apply without searching (store what fits, drop the rest)."""

from __future__ import annotations

from core import Action, ActionKind, Game, TurnMode, can_store

PLACING, WHITES = TurnMode.PLACING, TurnMode.WHITES
STORE = ActionKind.STORE  # a module name: read for every placement, faster than the enum's member


def placement_action(game: Game, legal: list[Action]) -> Action:
    """R4.4/R5: store what fits, drop the rest; white marbles become what fits."""
    if game.turn_mode == PLACING:
        for a in legal:
            if a.kind == STORE:
                return a
        return legal[0]
    # WHITES: the conversion that can still be stored, preferring the type already pending
    p = game.players[game.to_move]
    wh = list(p.warehouse)
    pend = game.pending
    best = legal[0]
    best_key = (-1, -1)
    for a in legal:
        r = a.resource
        cur = list(wh)
        stored = 0
        for _ in range(pend[r] + 1):
            if can_store(tuple(cur), p.depot_slots, r):
                cur[r] += 1
                stored += 1
        key = (stored, pend[r])
        if key > best_key:
            best, best_key = a, key
    return best


def settle(game: Game, seat: int) -> None:
    """Finish ``seat``'s storing of market resources with the placement policy
    (so an evaluation sees the drops and the faith they give)."""
    while game.turn_mode in (PLACING, WHITES) and game.to_move == seat:
        game.apply(placement_action(game, game.legal_actions()))
