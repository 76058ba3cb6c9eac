"""R9 leaders (RULES.md)."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest
from helpers_rules import full_decks, game, legal, market, of_kind, play, res

from core import FaithMoved, IllegalActionError, LeaderPlayed, PositionError, Produced

# Row 1 holds three white marbles and a coin; row 3 none.
WHITES = market(["wwwy", "wspp", "ysbb"], "r")
# Boards that meet leaders' card requirements (R9.1): L59 two blue cards and a
# yellow; L57 two yellow and a blue, L60 two purple and a green; L62 a blue level II.
FOR_L59 = [[3], [7], [4]]
FOR_L57_L60 = [[4, 20], [2, 18], [3, 17]]
FOR_L62 = [[1, 19], [], []]


def test_r9_1_requirements_are_owned_never_paid() -> None:
    # L53 needs 5 coins: 2 in the warehouse, 2 in the coin depot leader L56, 1 in the strongbox.
    g = game([{"warehouse": {"coin": 4}, "strongbox": {"coin": 1}, "leaders_played": [56],
               "leaders_hand": [53]}, {}])
    assert "play L53" in legal(g)
    ev = g.apply("play L53")
    assert of_kind(ev, "leader_played")[0].payload == LeaderPlayed(53)
    assert g.players[0].holdings() == [5, 0, 0, 0]  # nothing paid
    g = game([{"warehouse": {"coin": 3}, "strongbox": {"coin": 1}, "leaders_hand": [53]}, {}])
    assert "play L53" not in legal(g)
    with pytest.raises(IllegalActionError, match="5 coins"):
        g.apply("play L53")


def test_r9_1_covered_cards_count_and_level_ii_means_exactly_level_ii() -> None:
    # L57 needs 2 yellow cards and 1 blue: a covered yellow I under a yellow II counts.
    g = game([{"slots": [[4, 24], [3], []], "leaders_hand": [57, 61]}, {}])
    assert "play L57" in legal(g)
    assert "play L61" in legal(g)  # L61: a yellow level-II card (24, even with nothing on it)
    # A yellow III on top of a green II: no yellow level II, so L61 cannot be played.
    g = game([{"slots": [[4, 17, 36], [8], []], "leaders_hand": [61, 57]}, {}])
    assert "play L61" not in legal(g)
    assert "play L57" not in legal(g)  # 3 yellow cards but no blue one
    # The yellow II covered by a level III still counts.
    g = game([{"slots": [[1, 24, 36], [], []], "leaders_hand": [61]}, {}])
    assert "play L61" in legal(g)


def test_r9_2_two_discount_leaders_stack_on_their_resources() -> None:
    # L50 (shield) and L51 (stone): card 47 (blue III) costs 4 coins + 4 stones; card 29 3 coins + 3 shields.
    # Their requirements (R9.1): blue and purple, green and blue cards.
    decks = full_decks([3, 19, 2, 1])
    decks["blue3"] = [47, 35, 39, 43]
    decks["green2"] = [29, 17, 21, 25]
    g = game([{"strongbox": {"coin": 4, "stone": 3}, "slots": [[3, 19], [2], [1]], "leaders_played": [50, 51]},
              {}], decks=decks)
    assert g.card_cost(0, 47) == res(coin=4, stone=3)
    assert g.card_cost(0, 29) == res(coin=3, shield=2)
    assert "buy 47 s1" in legal(g)
    g.apply("buy 47 s1")
    assert g.players[0].holdings() == [0, 0, 0, 0]


def test_r9_3_depot_leader_stores_only_its_own_resource() -> None:
    # L53: a stone depot. With 3 coins, 2 servants and 1 shield the warehouse is full except for stones.
    g = game([{"warehouse": {"coin": 3, "servant": 2, "shield": 1}, "leaders_hand": [53],
               "strongbox": {"coin": 5}}, {}], **market(["sswy", "wwpp", "yrbb"], "w"))
    g.apply("play L53")
    g.apply("market r1")  # stone, stone, (white), coin
    assert legal(g) == {"drop coin"}
    g.apply("drop coin")
    play(g, "store stone", "store stone")
    assert g.players[0].warehouse == res(coin=3, stone=2, servant=2, shield=1)
    assert g.turn_mode == 0


def test_r9_4_one_white_marble_leader_converts_automatically() -> None:
    g = game([{"leaders_played": [59], "slots": FOR_L59}, {}], **WHITES)  # L59: white → stone
    ev = g.apply("market r1")
    assert g.pending == res(coin=1, stone=3) and g.turn_mode == 2
    assert not of_kind(ev, "white_converted")
    assert legal(g) == {"store coin", "drop coin"}
    # Without such a leader white gives nothing.
    g = game([{"leaders_played": [53]}, {}], **WHITES)
    g.apply("market r1")
    assert g.pending == res(coin=1)


def test_r9_4_two_white_marble_leaders_choose_per_marble_all_splits_offered() -> None:
    # L57 (servant) and L60 (coin): three white marbles in row 1 give every split 3/0 … 0/3.
    splits: Counter[tuple[int, int, int, int]] = Counter()
    for choice in product(("servant", "coin"), repeat=3):
        g = game([{"leaders_played": [57, 60], "slots": FOR_L57_L60}, {}], **WHITES)
        ev = g.apply("market r1")
        assert not of_kind(ev, "white_converted") and g.turn_mode == 1
        for r in choice:
            assert legal(g) == {"white servant", "white coin"}
            assert of_kind(g.apply(f"white {r}"), "white_converted")
        assert g.turn_mode == 2
        splits[g.pending] += 1
        coins = choice.count("coin")
        assert g.pending == res(coin=1 + coins, servant=3 - coins)
    assert len(splits) == 4  # every split of 3 whites between the two resources is reachable
    # Nothing else happens until the whites are converted.
    g = game([{"leaders_played": [57, 60], "slots": FOR_L57_L60}, {}], **WHITES)
    g.apply("market r1")
    with pytest.raises(IllegalActionError, match="white marble"):
        g.apply("store coin")
    # No white marble, no question.
    g = game([{"leaders_played": [57, 60], "slots": FOR_L57_L60}, {}], **WHITES)
    g.apply("market r3")
    assert g.turn_mode == 2 and legal(g) == {"store coin", "drop coin"}


def test_r9_5_production_leader_one_resource_gives_a_choice_and_one_faith() -> None:
    g = game([{"warehouse": {"servant": 1}, "leaders_played": [62], "slots": FOR_L62}, {}])  # L62: servant
    assert {a for a in legal(g) if a.startswith("prod L")} == {
        f"prod L62>{r}" for r in ("coin", "stone", "servant", "shield")}
    play(g, "prod L62>shield")
    assert "prod L62>coin" not in legal(g)  # once per production
    ev = g.apply("done")
    assert g.players[0].strongbox == res(shield=1) and g.players[0].faith == 1
    assert of_kind(ev, "produced")[0].payload == Produced(res(shield=1), 1)
    # Without its resource the power is not offered; a leader still in hand has no power.
    g = game([{"warehouse": {"coin": 1}, "leaders_played": [62], "leaders_hand": [64], "slots": FOR_L62}, {}])
    assert not any(a.startswith("prod L") for a in legal(g))


def test_r9_6_played_leaders_stay_only_leaders_in_hand_are_discarded_for_one_faith() -> None:
    g = game([{"slots": [[4], [1], []], "leaders_hand": [49, 53]}, {}])
    g.apply("play L49")
    assert "discard L49" not in legal(g)
    with pytest.raises(IllegalActionError, match="already in play"):
        g.apply("discard L49")
    ev = g.apply("discard L53")
    assert of_kind(ev, "faith")[0].payload == FaithMoved(0, 1)
    p = g.players[0]
    assert p.hand == () and p.played == (49,) and p.discarded == (53,) and p.faith == 1
    # The played leader stays into later turns and scores.
    play(g, "market r1")
    while "end" not in legal(g):
        g.apply(g.legal_actions()[-1])
    g.apply("end")
    assert g.players[0].played == (49,) and g.scores()[0].leaders == 2


def test_r9_1_a_position_refuses_a_leader_in_play_whose_cards_the_board_lacks() -> None:
    # L61 needs a yellow level-II card: a yellow level I (4) and a green level II (17) are not it.
    with pytest.raises(PositionError, match=r"players\[0\]\.leaders_played: L61 needs 1 level-II yellow card, "
                                            r"which the board does not hold.*\(R9\.1\)"):
        game([{"slots": [[4, 17], [], []], "leaders_played": [61]}, {}])
    # L57 needs 2 yellow cards and a blue one: one yellow is not enough (seat 1's board is checked too).
    with pytest.raises(PositionError, match=r"players\[1\]\.leaders_played: L57 needs 2 yellow cards and 1 blue card,"):
        game([{}, {"slots": [[4], [3], []], "leaders_played": [57]}])
    assert game([{"slots": [[4, 24], [], []], "leaders_played": [61]}, {}]).players[0].played == (61,)
    # A requirement of resources is not checked: they may have been spent since (L53: 5 coins).
    assert game([{"leaders_played": [53]}, {}]).players[0].played == (53,)
