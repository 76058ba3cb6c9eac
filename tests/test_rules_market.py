"""R3 a turn and R4 the market (RULES.md)."""

from __future__ import annotations

import random

import pytest
from helpers_rules import game, kinds, legal, market, market_marbles, of_kind, play, res

from core import BlackCrossMoved, FaithMoved, Game, IllegalActionError
from core.data import MARBLE_INDEX

# A market where every cell is distinguishable by position where it matters.
#   row 1: yellow grey   purple blue
#   row 2: white  white  red    white
#   row 3: grey   yellow purple white      slide: blue
MKT = market(["yspb", "wwrw", "sypw"], "b")


def grid(g: Game) -> list[str]:
    letters = {MARBLE_INDEX[n]: ch for ch, n in
               (("y", "yellow"), ("s", "grey"), ("p", "purple"), ("b", "blue"), ("w", "white"), ("r", "red"))}
    return ["".join(letters[m] for m in g.marbles[r * 4:r * 4 + 4]) for r in range(3)] + [letters[g.slide_marble]]


# ------------------------------------------------------------------ R3
def test_r3_1_exactly_one_main_action_per_turn() -> None:
    g = game([{"strongbox": {"coin": 9, "stone": 9, "servant": 9, "shield": 9}}, {}], **MKT)
    start = legal(g)
    assert "end" not in start  # a main action must come first
    assert {"market r1", "market c4", "buy 1 s1", "prod base coin+coin>stone"} <= start
    play(g, "buy 1 s1")
    after = legal(g)
    assert "end" in after
    assert not any(a.startswith(("market", "buy", "prod")) for a in after)
    with pytest.raises(IllegalActionError, match="main action"):
        g.apply("market r1")


def test_r3_1_the_market_is_always_available_so_a_turn_is_never_stuck() -> None:
    rng = random.Random(1)
    for seed in range(6):
        g = Game.new(seed % 4 + 1, seed)
        while not g.is_over:
            acts = legal(g)
            if not g.in_setup and g.turn_mode == 0 and not g.main_action_done:
                assert {f"market r{i}" for i in (1, 2, 3)} | {f"market c{i}" for i in (1, 2, 3, 4)} <= acts
            g.apply(rng.choice(g.legal_actions()))


def test_r3_2_leader_actions_before_and_after_the_main_action_never_during_it() -> None:
    # L53 (depot, needs 5 coins) and L49 (discount, needs a yellow and a green card) in hand.
    g = game([{"strongbox": {"coin": 5}, "slots": [[4], [1], []], "leaders_hand": [53, 49]}, {}], **MKT)
    assert {"play L53", "play L49", "discard L53", "discard L49"} <= legal(g)
    g.apply("play L53")  # before the main action
    g.apply("market r1")  # coin, stone, servant, shield to place
    assert not any(a.startswith(("play", "discard")) for a in legal(g))
    with pytest.raises(IllegalActionError):
        g.apply("discard L49")
    play(g, "store coin", "store stone", "store servant", "drop shield")
    assert {"play L49", "discard L49", "end"} <= legal(g)  # after it
    g.apply("play L49")
    assert g.players[0].played == (53, 49)
    # Not in the middle of a production either.
    g = game([{"strongbox": {"coin": 5}, "leaders_hand": [53]}, {}], **MKT)
    g.apply("prod base coin+coin>stone")
    assert "play L53" not in legal(g) and legal(g) >= {"done"}
    g.apply("done")
    assert "play L53" not in legal(g)  # 3 coins left: the requirement is no longer met
    assert "discard L53" in legal(g)


def test_r3_3_warehouse_rearranged_freely_as_long_as_depots_hold() -> None:
    # Coin 2 (in the 2-slot depot) and stone 1 (in the 1-slot): two more stones fit only by swapping.
    g = game([{"warehouse": {"coin": 2, "stone": 1}}, {}], **market(["sswr", "wwpp", "yybb"], "w"))
    g.apply("market r1")
    play(g, "store stone")
    assert legal(g) == {"store stone", "drop stone"}
    g.apply("store stone")
    assert g.players[0].warehouse == res(coin=2, stone=3)
    # Rulebook: with 1 coin and 3 stones one can take 1 more coin or a servant ("moving the coin in
    # the top depot"), but no third type; both coin and servant fit together.
    g = game([{"warehouse": {"coin": 1, "stone": 3}}, {}], **market(["ypbs", "wwws", "wyrp"], "b"))
    g.apply("market r1")  # coin, servant, shield, stone
    assert legal(g) == {"store coin", "drop coin"}
    g.apply("store coin")
    assert legal(g) == {"drop stone"}
    g.apply("drop stone")
    assert legal(g) == {"store servant", "drop servant"}
    g.apply("store servant")
    assert legal(g) == {"drop shield"}
    g.apply("drop shield")
    assert g.players[0].warehouse == res(coin=2, stone=3, servant=1) and g.players[1].faith == 2


# ------------------------------------------------------------------ R4
@pytest.mark.parametrize("line", ["r1", "r2", "r3", "c1", "c2", "c3", "c4"])
def test_r4_1_a_line_gives_one_item_per_marble(line: str) -> None:
    g = game([{}, {}], **MKT)
    rows = grid(g)[:3]
    if line[0] == "r":
        marbles = rows[int(line[1]) - 1]
    else:
        marbles = "".join(row[int(line[1]) - 1] for row in rows)
    ev = g.apply(f"market {line}")
    count = {ch: marbles.count(ch) for ch in "yspbwr"}
    assert g.pending == (count["y"], count["s"], count["p"], count["b"])
    assert g.players[0].faith == count["r"]
    assert market_marbles(of_kind(ev, "market")[0]) == tuple(
        MARBLE_INDEX[{"y": "yellow", "s": "grey", "p": "purple", "b": "blue", "w": "white", "r": "red"}[ch]]
        for ch in marbles
    )


def test_r4_2_row_push_enters_at_the_right_end_and_the_left_end_drops_to_the_slide() -> None:
    g = game([{}, {}], **MKT)
    g.apply("market r1")  # yspb, slide b
    assert grid(g) == ["spbb", "wwrw", "sypw", "y"]
    g = game([{}, {}], **MKT)
    g.apply("market r3")  # sypw
    assert grid(g) == ["yspb", "wwrw", "ypwb", "s"]


def test_r4_2_column_push_enters_at_the_bottom_and_the_top_drops_to_the_slide() -> None:
    g = game([{}, {}], **MKT)
    g.apply("market c1")  # y w s from top, slide b
    assert grid(g) == ["wspb", "swrw", "bypw", "y"]
    g = game([{}, {}], **MKT)
    g.apply("market c4")  # b w w
    assert grid(g) == ["yspw", "wwrw", "sypb", "b"]


def test_r4_2_the_same_marble_seen_from_both_ends_of_row_and_column() -> None:
    # The corner marble (row 1, column 1) leaves by a row push and by a column push;
    # the opposite corners receive the slide marble.
    for line, enters_at in (("r1", 3), ("c1", 8)):
        g = game([{}, {}], **market(["rwwp", "wswy", "sypb"], "b"))
        corner = g.marbles[0]
        g.apply(f"market {line}")
        assert g.slide_marble == corner and g.marbles[enters_at] == MARBLE_INDEX["blue"]
    # And the pushed-in marble is not collected: taking it back is the next action's business.
    g = game([{}, {}], **market(["wwwr", "wssy", "yppb"], "b"))
    g.apply("market r1")
    assert g.pending == (0, 0, 0, 0) and g.players[0].faith == 1  # the slide's blue was not gained
    # Two pushes of the same row return to the slide what entered it two pushes before.
    g = game([{}, {}], **MKT)
    g.apply("market r1")
    play(g, "drop coin", "drop stone", "drop servant", "drop shield", "end")
    g.apply("market r1")  # now s p b b, slide y
    assert grid(g)[0] == "pbby" and grid(g)[3] == "s"


def test_r4_3_red_gives_faith_at_once_white_gives_nothing() -> None:
    g = game([{}, {}], **MKT)
    ev = g.apply("market r2")  # w w r w
    assert g.players[0].faith == 1 and of_kind(ev, "faith")
    assert g.pending == (0, 0, 0, 0) and g.turn_mode == 0  # nothing to place: the action is complete
    assert "end" in legal(g)
    # Faith comes before the store decisions.
    g = game([{}, {}], **market(["rywy", "wwsw", "sppb"], "b"))
    ev = g.apply("market r1")
    assert kinds(ev) == ["market", "faith"] and g.players[0].faith == 1 and g.pending == res(coin=2)


def test_r4_4_one_decision_per_resource_in_fixed_order_discard_allowed_even_if_it_fits() -> None:
    g = game([{"warehouse": {"stone": 1}}, {}], **market(["ysyp", "wwrw", "spbw"], "b"))
    g.apply("market r1")  # coin, stone, coin, servant
    assert g.pending == res(coin=2, stone=1, servant=1)
    assert legal(g) == {"store coin", "drop coin"}  # it fits, discarding is still allowed
    ev = g.apply("drop coin")
    assert kinds(ev) == ["dropped"] and g.players[1].faith == 0  # faith waits (R4.5)
    play(g, "store coin", "store stone")
    assert legal(g) == {"store servant", "drop servant"}
    g.apply("store servant")
    assert g.players[0].warehouse == res(coin=1, stone=2, servant=1) and g.turn_mode == 0
    # Only the resources gained by this action can be discarded.
    assert not any(a.startswith("drop") for a in legal(g))
    with pytest.raises(IllegalActionError):
        g.apply("drop stone")


def test_r4_5_discards_give_each_other_player_faith_together_when_storing_ends() -> None:
    g = game([{}, {}, {}, {"faith": 1}], current_seat=1, **market(["ysyp", "wwrw", "spbw"], "b"))
    g.apply("market r1")
    for act in ("drop coin", "drop coin", "drop stone"):
        ev = g.apply(act)
        assert not of_kind(ev, "faith")
    assert [p.faith for p in g.players] == [0, 0, 0, 1]
    ev = g.apply("store servant")
    moved = {e.seat: (m.start, m.end) for e in of_kind(ev, "faith") if isinstance(m := e.payload, FaithMoved)}
    assert moved == {0: (0, 3), 2: (0, 3), 3: (1, 4)}
    assert [p.faith for p in g.players] == [3, 0, 3, 4]


def test_r4_5_solo_discards_move_the_black_cross() -> None:
    g = game([{}], solo={"black_cross": 2, "tokens": [5, 1, 2, 3, 4, 6, 7]}, **market(["ysyp", "wwrw", "spbw"], "b"))
    g.apply("market r1")
    play(g, "drop coin", "store coin", "drop stone")
    ev = g.apply("drop servant")
    assert of_kind(ev, "black_cross")[0].payload == BlackCrossMoved(2, 5)
    assert g.black_cross == 5 and g.players[0].faith == 0
