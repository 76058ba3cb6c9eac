"""R5 warehouse and strongbox, R6 buying a development card (RULES.md)."""

from __future__ import annotations

import pytest
from helpers_rules import full_decks, game, legal, market, of_kind, paid, play, res

from core import IllegalActionError, levels_that_fit
from core.data import DEV_CARDS
from core.warehouse import arrange, can_store, fits

NONE = (0, 0, 0, 0)


# ------------------------------------------------------------------ R5
def test_r5_1_three_depots_of_one_two_three_one_type_each_no_type_twice() -> None:
    assert fits(res(coin=3, stone=2, servant=1), NONE)
    assert not fits(res(coin=4), NONE)  # biggest depot holds 3
    assert not fits(res(coin=2, stone=2, servant=2), NONE)  # two types would need the 1-slot depot for 2
    assert not fits(res(coin=1, stone=1, servant=1, shield=1), NONE)  # 4 types, 3 depots
    assert not fits(res(coin=3, stone=3), NONE)  # no type in two depots: only one 3-slot depot
    assert fits(res(shield=2, servant=2), NONE) and fits(res(stone=3, coin=1), NONE)
    depots, leader_depots = arrange(res(coin=1, stone=3, shield=2), ())
    assert depots == [(0, 1), (3, 2), (1, 3)] and leader_depots == []
    # In play: a full warehouse of three types refuses a fourth type and a further unit.
    g = game([{"warehouse": {"coin": 3, "stone": 2, "servant": 1}}, {}], **market(["ysbp", "wwrw", "sybw"], "p"))
    g.apply("market r1")
    for r in ("coin", "stone", "servant", "shield"):
        assert legal(g) == {f"drop {r}"}
        g.apply(f"drop {r}")
    assert g.players[1].faith == 4


def test_r5_2_depot_leader_adds_two_slots_for_its_resource_same_type_allowed_in_a_depot() -> None:
    coin_depot = (2, 0, 0, 0)  # L56: 2 coin slots
    assert fits(res(coin=5), coin_depot)
    assert not fits(res(coin=6), coin_depot)
    assert fits(res(coin=2, stone=3, servant=2, shield=1), coin_depot)  # leader depot holds the coins
    assert not can_store(res(coin=2, stone=3, servant=2, shield=1), coin_depot, 1)
    assert can_store(res(coin=4), coin_depot, 0)
    g = game([{"warehouse": {"coin": 3, "stone": 2}, "leaders_played": [56]}, {}],
             **market(["yywr", "wwpp", "ssbb"], "w"))
    g.apply("market r1")
    play(g, "store coin", "store coin")
    assert g.players[0].warehouse == res(coin=5, stone=2) and g.turn_mode == 0
    depots, leader_depots = arrange(g.players[0].warehouse, (0,))
    assert leader_depots == [(0, 2)] and (0, 3) in depots and (1, 2) in depots


def test_r5_3_strongbox_filled_only_by_production_nothing_moves_between() -> None:
    g = game([{"strongbox": {"coin": 4}}, {}], **market(["yywr", "wwpp", "ssbb"], "w"))
    g.apply("market r1")
    play(g, "store coin", "store coin", "end")
    assert g.players[0].strongbox == res(coin=4) and g.players[0].warehouse == res(coin=2)
    g = game([{"warehouse": {"stone": 2}}, {}])
    play(g, "prod base stone+stone>coin")
    assert g.players[0].warehouse == NONE and g.players[0].strongbox == NONE  # output waits for "done"
    g.apply("done")
    assert g.players[0].strongbox == res(coin=1) and g.players[0].warehouse == NONE
    # Nothing in the notation moves resources from one container to the other.
    assert not any("strongbox" in a or "move" in a for a in legal(g))


# ------------------------------------------------------------------ R6
RICH = {"coin": 20, "stone": 20, "servant": 20, "shield": 20}


def test_r6_1_only_the_face_up_top_card_of_a_non_empty_deck() -> None:
    decks = full_decks()
    decks["green1"] = [9, 1, 5, 13]
    decks["blue1"] = []
    g = game([{"strongbox": RICH}, {}], decks=decks)
    buys = {a for a in legal(g) if a.startswith("buy")}
    assert "buy 9 s1" in buys and "buy 1 s1" not in buys
    level1 = {a.split()[1] for a in buys}
    assert level1 == {"9", "4", "2"}  # green, yellow, purple tops; blue is empty; no level II yet
    with pytest.raises(IllegalActionError, match="not the top card"):
        g.apply("buy 1 s1")


def test_r6_2_cost_minus_one_per_discount_leader_only_if_the_cost_has_it() -> None:
    # L49 discounts servant, L52 coin.  Card 22 (purple II) costs 2 coins + 3 servants.
    # Their requirements (R9.1): a yellow card (8) and a green (9), a yellow and a purple (2).
    decks = full_decks([2, 8, 9])
    decks["purple2"] = [22, 18, 26, 30]
    g = game([{"strongbox": {"coin": 1, "servant": 2}, "slots": [[2], [8], [9]], "leaders_played": [49, 52]}, {}],
             decks=decks)
    assert g.card_cost(0, 22) == res(coin=1, servant=2)
    ev = g.apply("buy 22 s1")
    assert paid(of_kind(ev, "card_bought")[0]) == res(coin=1, servant=2)
    assert g.players[0].holdings() == [0, 0, 0, 0]
    # A cost without the discounted resource is unchanged: card 1 costs 2 shields.
    assert g.card_cost(0, 1) == res(shield=2)
    # Without the discount one resource short: not buyable.
    g = game([{"strongbox": {"coin": 1, "servant": 2}, "slots": [[2], [8], [9]], "leaders_played": [49]}, {}],
             decks=decks)
    assert "buy 22 s1" not in legal(g)
    with pytest.raises(IllegalActionError, match="missing 1 coin"):
        g.apply("buy 22 s1")


def test_r6_3_pay_from_warehouse_and_strongbox_warehouse_first() -> None:
    # Card 3 (blue I) costs 2 coins: one in the warehouse, two in the strongbox.
    decks = full_decks()
    decks["blue1"] = [3, 7, 11, 15]
    g = game([{"warehouse": {"coin": 1}, "strongbox": {"coin": 2}}, {}], decks=decks)
    g.apply("buy 3 s2")
    p = g.players[0]
    assert p.warehouse == NONE and p.strongbox == res(coin=1) and p.slots[1] == (3,)
    # Only a mix can pay: 1 + 1.
    g = game([{"warehouse": {"coin": 1}, "strongbox": {"coin": 1}}, {}], decks=decks)
    g.apply("buy 3 s1")
    assert g.players[0].holdings() == [0, 0, 0, 0]


def test_r6_4_level_placement_rules_colour_does_not_matter() -> None:
    # Slot 1: green I; slot 2: blue I + purple II; slot 3 empty.
    g = game([{"strongbox": RICH, "slots": [[1], [3, 18], []]}, {}])
    buys = {a for a in legal(g) if a.startswith("buy")}
    level = {int(a.split()[1]): DEV_CARDS[int(a.split()[1])].level for a in buys}
    for a in buys:
        cid, slot = int(a.split()[1]), a.split()[2]
        assert {1: "s3", 2: "s1", 3: "s2"}[level[cid]] == slot
    assert {1, 2, 3} == set(level.values())
    top_yellow2 = g.top_card(7)
    assert f"buy {top_yellow2} s1" in buys  # yellow II on a green I
    # A level III card without any level II below it cannot be bought, whatever one can pay.
    g = game([{"strongbox": RICH, "slots": [[1], [3], [4]]}, {}])
    assert not any(DEV_CARDS[int(a.split()[1])].level == 3 for a in legal(g) if a.startswith("buy"))
    with pytest.raises(IllegalActionError, match=r"R6\.4"):
        g.apply(f"buy {g.top_card(2)} s1")
    # Three full stacks take nothing more.
    g = game([{"strongbox": RICH, "slots": [[1, 17, 33], [3, 19, 35], [4, 20, 36]]}, {}], end_triggered=True)
    assert not any(a.startswith("buy") for a in legal(g))


@pytest.mark.parametrize(
    ("slots", "expected"),
    [
        ([[], [], []], (False, True, False, False)),  # only level I, on an empty slot
        ([[1], [3, 18], []], (False, True, True, True)),
        ([[1], [3], [4]], (False, False, True, False)),  # no slot topped by a level II
        ([[1, 17, 33], [3, 19, 35], [4, 20, 36]], (False, False, False, False)),  # three full stacks
    ],
)
def test_r6_4_levels_that_fit_are_the_levels_a_board_can_buy(
    slots: list[list[int]], expected: tuple[bool, bool, bool, bool]
) -> None:
    # core's public read of R6.4 (docs/api.md) agrees with the legal purchases
    # of a seat that can pay for anything
    g = game([{"strongbox": RICH, "slots": slots}, {}], end_triggered=sum(map(len, slots)) >= 7)
    assert levels_that_fit(g.player(0).slots) == expected
    bought = {DEV_CARDS[int(a.split()[1])].level for a in legal(g) if a.startswith("buy")}
    assert bought == {level for level in (1, 2, 3) if expected[level]}


def test_r6_5_an_emptied_deck_is_not_refilled() -> None:
    decks = full_decks()
    decks["green1"] = [1]
    g = game([{"strongbox": RICH}, {}, {}], decks=decks)
    g.apply("buy 1 s1")
    assert g.decks[0] == () and g.top_card(0) is None
    g.apply("end")
    assert not any(a.startswith("buy") and DEV_CARDS[int(a.split()[1])].deck == 0 for a in legal(g))
    obs = g.observation(1)
    assert obs["decks"]["green1"] == {"top": None, "count": 0}


def test_r5_1_and_r5_2_every_fitting_warehouse_has_a_valid_canonical_arrangement() -> None:
    from itertools import product

    from core.data import LEADER_DEPOT_SLOTS

    for leaders in ((), (0,), (3, 1)):
        extra = [0, 0, 0, 0]
        for r in leaders:
            extra[r] += LEADER_DEPOT_SLOTS
        for wh in product(range(6), repeat=4):
            if not fits(wh, tuple(extra)):
                continue
            depots, leader_depots = arrange(wh, leaders)
            held = [0, 0, 0, 0]
            types = [r for r, n in depots if n]
            assert len(types) == len(set(types))  # no type in two depots (R5.1)
            for size, (r, n) in zip((1, 2, 3), depots, strict=True):
                assert n <= size and (n == 0 or r >= 0)
                if n:
                    held[r] += n
            for (r, n), own in zip(leader_depots, leaders, strict=True):
                assert r == own and n <= LEADER_DEPOT_SLOTS  # only its own resource (R5.2)
                held[r] += n
            assert held == list(wh)


def _brute_fits(wh: tuple[int, ...], extra: tuple[int, ...]) -> bool:
    """Some placement of the counts: each type in at most one depot (1, 2, 3 slots), the
    rest in its own leader depot."""
    from itertools import permutations

    rest = [max(0, n - e) for n, e in zip(wh, extra, strict=True)]
    need = [r for r in range(4) if rest[r]]
    return any(all(rest[r] <= size for r, size in zip(need, sizes, strict=False))
               for sizes in permutations((1, 2, 3, 0), len(need)))


def test_r5_1_fits_is_exactly_the_depot_rules() -> None:
    from itertools import product

    for extra in ((0, 0, 0, 0), (2, 0, 0, 0), (0, 2, 0, 2)):
        for wh in product(range(6), repeat=4):
            assert fits(wh, extra) == _brute_fits(wh, extra), (wh, extra)
