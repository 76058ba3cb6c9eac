"""The search's value of the last round (ai/final_round.py): once the end is
triggered (R10.1) the seats still to play (R10.2) keep their last turn, and
the forecast final scores (R11.1) count what that turn can buy."""

from __future__ import annotations

import random
from typing import Any

from helpers_rules import game

from ai.evaluation import SEARCH
from ai.final_round import final_values, final_vps, last_turn_gain
from ai.mcts import Params, Settings, evaluate
from ai.value import values
from core import Game

# Seat 0 owns 7 cards (27 VP): it has triggered the end.  Level-I, II, III
# cards of the green, blue and yellow decks' first cards.
SEVEN_CARDS = [[1, 17, 33], [3, 19], [4, 20]]
# Seat 1: four cards (16 VP), green and purple, slots topped by level II, so a level-III card fits.
FOUR_CARDS = [[5, 21], [6, 22], []]
BLUE3_TOP = 35  # blue level III, 9 VP, costs 6 coins: the top of its deck here
PLAYED_5VP = 58  # a leader worth 5 VP whose requirement FOUR_CARDS meet (2 green cards and 1 purple, R9.1)
DEPOT_COINS = 53  # a leader worth 3 VP that needs 5 coins
COMPLETED_BY_GREEN = 58  # 5 VP: 2 green cards and 1 purple card
GREEN1_TOP = 9  # green level I, 3 VP, costs 3 shields: the top of its deck here


def _triggered(seat1: dict[str, Any], to_move: int = 1, **kw: Any) -> Game:
    return game(
        [{"slots": SEVEN_CARDS}, {"slots": FOUR_CARDS, "leaders_played": [PLAYED_5VP], **seat1}],
        end_triggered=True, current_seat=to_move, **kw,
    )


def test_r10_2_only_the_seats_after_the_mover_up_to_the_inkwell_keep_a_last_turn() -> None:
    # inkwell at seat 2: the round's order is 2, 3, 0, 1; seat 0 moves, so 0 and 1 still play
    # (core's ``seats_still_to_play``) and only they gain the purchase their strongbox allows
    rich = {"strongbox": {"coin": 6, "stone": 6, "servant": 6, "shield": 6}}
    seats: list[dict[str, Any]] = [rich, rich, {"slots": SEVEN_CARDS}, rich]
    g = game(seats, end_triggered=True, first_seat=2, current_seat=0)
    now = [float(s.total) for s in g.scores()]
    gain = last_turn_gain(g, 0, main_action=True)
    assert gain > 0 and all(last_turn_gain(g, s, main_action=True) == gain for s in (1, 3))
    assert final_vps(g) == [now[0] + gain, now[1] + gain, now[2], now[3]]
    g = game(seats, end_triggered=True, first_seat=2, current_seat=1)
    assert final_vps(g) == [now[0], now[1] + gain, now[2], now[3]]


def test_r11_1_a_last_purchase_counts_its_vp_less_the_resource_points_it_spends() -> None:
    g = _triggered({"strongbox": {"coin": 6}})
    assert g.top_card(5) == BLUE3_TOP  # blue3
    # 9 VP for the card; the 6 coins were 1 VP of resources (R11.1)
    assert last_turn_gain(g, 1, main_action=True) == 9 - 1
    assert last_turn_gain(g, 1, main_action=False) == 0
    poorer = _triggered({"strongbox": {"coin": 5}})  # cannot pay 6 coins: the best is a level-II card
    assert last_turn_gain(poorer, 1, main_action=True) < 9 - 1


def test_r10_2_final_scores_give_the_last_turn_to_the_seat_still_to_play_only() -> None:
    # seat 1 still plays: score 16 (cards) + 5 (leader) + 1 (6 coins) = 22, then
    # the blue level-III card (+9, -1 resource point) = 30 against seat 0's 27
    g = _triggered({"strongbox": {"coin": 6}})
    assert [s.total for s in g.scores()] == [27, 22]
    assert final_vps(g) == [27.0, 30.0]
    # the general evaluation does not see that purchase: seat 0 looks the winner
    old = values(g, SEARCH)[0]
    new = final_values(g)[0]
    assert old[0] > old[1] and new[1] > new[0]
    assert abs(sum(new) - 1.0) < 1e-9
    # a met leader in hand is played for free before the end (R9.1: 5 coins owned)
    with_leader = _triggered({"strongbox": {"coin": 6}, "leaders_hand": [DEPOT_COINS]})
    assert final_vps(with_leader) == [27.0, 30.0 + 3]


def test_r9_1_a_last_purchase_that_completes_a_leader_in_hand_counts_the_leader() -> None:
    # L58 (5 VP) needs 2 green cards and 1 purple: seat 1 owns 1 green (5) and 1
    # purple (2); the green level-I card on top (9, 3 VP, 3 shields) completes it
    hand = {"slots": [[5], [2], []], "leaders_hand": [COMPLETED_BY_GREEN], "strongbox": {"shield": 3}}
    g = game([{"slots": SEVEN_CARDS}, hand], end_triggered=True, current_seat=1)
    assert g.top_card(0) == GREEN1_TOP
    assert last_turn_gain(g, 1, main_action=True) == 3 + 5
    # without the shields there is no purchase, and the leader stays unmet
    broke = game([{"slots": SEVEN_CARDS}, {**hand, "strongbox": {}}], end_triggered=True, current_seat=1)
    assert last_turn_gain(broke, 1, main_action=True) == 0


def test_r10_2_a_seat_that_has_played_its_last_turn_keeps_its_score() -> None:
    # seat 1 (the last of the round) to move with its main action done: no purchase left
    done = _triggered({"strongbox": {"coin": 6}}, turn={"main_action_done": True})
    assert final_vps(done) == [27.0, 22.0]
    # seat 0 has played (it triggered); resources it could spend do not count
    rich0 = game(
        [{"slots": SEVEN_CARDS, "strongbox": {"coin": 6}}, {"slots": FOUR_CARDS}],
        end_triggered=True, current_seat=1,
    )
    assert final_vps(rich0)[0] == rich0.scores()[0].total


def test_the_search_judges_a_last_round_leaf_by_the_final_scores() -> None:
    g = _triggered({"strongbox": {"coin": 6}})
    st = Settings.of(Params(rollout_turns=0), g)
    got = evaluate(g.clone(), None, st, random.Random(0))
    assert got == final_values(g)
    six_cards = [[1, 17, 33], [3, 19], [4]]
    before = game([{"slots": six_cards}, {"slots": FOUR_CARDS}], current_seat=1)  # not triggered
    assert evaluate(before.clone(), None, Settings.of(Params(rollout_turns=0), before), random.Random(0)) == values(
        before, SEARCH
    )
