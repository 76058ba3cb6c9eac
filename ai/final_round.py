"""The value of a position in the game's last round, for search.

Once a player has triggered the end (R10.1) the round is finished up to the
seat before the inkwell (R10.2), so every seat's final score is nearly
known: the score it has now, plus what the turn it still has (if any) can
add.  The general evaluation (``evaluation.expected_vp`` with half a turn
left) sees none of that turn: a seat that can still buy a 7-VP card counts
as 0.7 VP more, so a trailing bot ended games its rivals then won with
their last purchase (docs/tuning.md#final-round).

``final_vps`` forecasts the final scores: the score now; for a seat still
to act, its leaders in hand whose requirement it meets (playing one is
free); for a seat whose main action is still to come, the best visible
card it can afford and place (its VP less the resource points its cost
takes away), with the leaders in hand it completes.  Others' hands are
those of the determinization searched, so the chance that a rival's
hidden leader is completed is counted, never its real hand.
``final_values`` turns them into win probabilities like ``value.values``
does for the rest of the game, but sharper: the forecast is close to the
result.
"""

from __future__ import annotations

from core import Game, dev_card, leader_card

from .evaluation import card_tally, leader_met, slot_fits
from .value import win_shares

# Softmax temperature over the forecast final scores: a seat's last turn
# can still add a little the forecast does not see (faith from the market,
# a production): docs/tuning.md#final-round
FINAL_TAU = 1.5
RESOURCES_PER_VP = 5  # R11.1: every 5 resources left are 1 VP


def last_turn_gain(game: Game, seat: int, main_action: bool) -> float:
    """The most VP ``seat`` can still add in one last turn: its leaders in hand
    whose requirement it meets (playing one is free, R9.1), and with its
    ``main_action`` still to come the best visible card it can afford and
    place, with the leaders that card completes (its VP, less the resource
    points its cost takes away, R11.1)."""
    p = game.players[seat]
    have = p.holdings()
    tally = card_tally(p.slots)
    waiting = []
    gain = 0.0
    for lid in p.hand:
        if leader_met(lid, tally, have):
            gain += leader_card(lid).vp  # played first, before resources are spent
        else:
            waiting.append(lid)
    return gain + (_best_purchase(game, seat, have, tally, waiting) if main_action else 0.0)


def _best_purchase(game: Game, seat: int, have: list[int], tally: list[list[int]], waiting: list[int]) -> float:
    """The VP of the best card ``seat`` can buy now (see ``last_turn_gain``):
    the card's, the leaders in ``waiting`` it completes, less the resource
    points spent; 0 when no card fits and is affordable."""
    total = sum(have)
    points = total // RESOURCES_PER_VP
    fits = slot_fits(game.players[seat].slots)
    best = 0.0
    for deck in range(len(game.decks)):
        cid = game.top_card(deck)
        if cid is None:
            continue
        card = dev_card(cid)
        if not fits[card.level]:
            continue
        left = [h - c for h, c in zip(have, game.card_cost(seat, cid), strict=True)]  # discounts applied (R6.2)
        if min(left) < 0:
            continue
        gain = float(card.vp - (points - sum(left) // RESOURCES_PER_VP))
        if waiting:
            after = [list(row) for row in tally]
            after[card.color][0] += 1
            after[card.color][card.level] += 1
            gain += sum(leader_card(lid).vp for lid in waiting if leader_met(lid, after, left))
        if gain > best:
            best = gain
    return best


def final_vps(game: Game) -> list[float]:
    """The forecast final score of every seat in a game whose end is
    triggered and not over (see the module's docstring)."""
    acting = game.seats_still_to_play()  # R10.2
    out = []
    for s, sheet in enumerate(game.scores()):
        vp = float(sheet.total)
        if acting[s]:
            main_action = s != game.to_move or not game.main_action_done
            vp += last_turn_gain(game, s, main_action)
        out.append(vp)
    return out


def final_values(game: Game) -> tuple[list[float], list[float]]:
    """(value per seat, forecast final VP per seat) of a multiplayer game
    whose end is triggered and not over, as ``value.values`` gives them."""
    vps = final_vps(game)
    return win_shares(vps, FINAL_TAU), vps
