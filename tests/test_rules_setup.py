"""R1 components and R2 setup (RULES.md)."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers_rules import game, legal, of_kind, play, res

from core import FaithMoved, Game, PositionError, parse_action
from core.data import (
    ABILITIES,
    COLORS,
    DECK_CARDS,
    DEV_CARDS,
    DEV_IDS,
    FAITH_VP,
    LEADER_IDS,
    LEADERS,
    MARBLE_BAG,
    MARBLES,
    SECTIONS,
    SOLO_TOKENS,
    TOKEN_IDS,
)


# ------------------------------------------------------------------ R1
def test_r1_1_four_resources_faith_is_never_stored_and_supply_is_unlimited() -> None:
    # Faith (a red marble) moves the marker and never reaches the warehouse.
    g = game([{}, {}], market=[["red", "white", "white", "white"], ["white", "blue", "blue", "grey"],
                               ["grey", "yellow", "yellow", "purple"]], slide="purple")
    ev = g.apply("market r1")
    assert g.players[0].faith == 1 and g.players[0].holdings() == [0, 0, 0, 0]
    assert of_kind(ev, "faith")[0].payload == FaithMoved(0, 1)
    assert not any(a.startswith(("store", "drop")) for a in legal(g))
    # Unlimited supply: a strongbox far beyond the 16 cardboard pieces still grows.
    g = game([{"strongbox": {"coin": 60, "stone": 40}}, {}])
    play(g, "prod base coin+stone>coin", "done")
    assert g.players[0].strongbox == res(coin=60, stone=39)
    with pytest.raises(ValueError):
        parse_action("store faith")


def test_r1_2_forty_eight_development_cards_four_colours_three_levels() -> None:
    assert tuple(range(1, 49)) == DEV_IDS
    per = Counter((c.color, c.level) for c in DEV_CARDS.values())
    assert per == {(color, level): 4 for color in range(4) for level in (1, 2, 3)}
    for d, deck in enumerate(DECK_CARDS):
        assert {(DEV_CARDS[c].color, DEV_CARDS[c].level) for c in deck} == {(d // 3, d % 3 + 1)}
    for c in DEV_CARDS.values():
        assert sum(c.cost) > 0 and sum(c.prod_in) > 0 and c.vp > 0
        assert sum(c.prod_out) + c.prod_faith > 0
    assert len(COLORS) == 4


def test_r1_3_sixteen_leaders_four_of_each_ability_with_their_vp() -> None:
    assert tuple(range(49, 65)) == LEADER_IDS
    by_ability = Counter(ABILITIES[card.ability] for card in LEADERS.values())
    assert by_ability == {"discount": 4, "depot": 4, "white_marble": 4, "production": 4}
    vp = {"discount": 2, "depot": 3, "white_marble": 5, "production": 4}
    for card in LEADERS.values():
        assert card.vp == vp[ABILITIES[card.ability]]
    # One leader of each ability per resource.
    for ability in range(4):
        assert sorted(c.resource for c in LEADERS.values() if c.ability == ability) == [0, 1, 2, 3]


def test_r1_4_thirteen_marbles_and_their_colours() -> None:
    assert Counter(MARBLES[m] for m in MARBLE_BAG) == {
        "white": 4, "blue": 2, "grey": 2, "yellow": 2, "purple": 2, "red": 1}
    g = Game.new(2, 3)
    assert sorted((*g.marbles, g.slide_marble)) == sorted(MARBLE_BAG)
    # grey → stone, yellow → coin, purple → servant, blue → shield (taken in that fixed order).
    g = game([{}, {}], market=[["grey", "yellow", "purple", "blue"], ["white", "white", "white", "white"],
                               ["grey", "yellow", "purple", "red"]], slide="blue")
    g.apply("market r1")
    assert g.pending == res(coin=1, stone=1, servant=1, shield=1)
    assert legal(g) == {"store coin", "drop coin"}
    play(g, "store coin", "store stone", "store servant")
    assert legal(g) == {"drop shield"}  # a fourth type has no depot (R5.1)
    g.apply("drop shield")
    assert g.players[0].warehouse == res(coin=1, stone=1, servant=1)


def test_r1_5_faith_track_vp_and_vatican_sections() -> None:
    expected = {0: 0, 2: 0, 3: 1, 5: 1, 6: 2, 9: 4, 11: 4, 12: 6, 15: 9, 18: 12, 20: 12, 21: 16, 23: 16, 24: 20}
    for space, vp in expected.items():
        assert FAITH_VP[space] == vp
        reports = [space >= 8, space >= 16, space >= 24]
        favor = ["up" if r and space >= s[0] else None for r, s in zip(reports, SECTIONS, strict=True)]
        g = game([{"faith": space, "favor": favor}, {"favor": ["down" if r else None for r in reports]}],
                 vatican_reports=reports, end_triggered=space == 24)
        assert g.scores()[0].faith_track == vp
    assert SECTIONS == ((5, 8, 2), (12, 16, 3), (19, 24, 4))


def test_r1_6_seven_solo_tokens() -> None:
    kinds = Counter((t.kind, t.color, t.amount) for t in SOLO_TOKENS.values())
    assert kinds == {
        **{("discard", color, 2): 1 for color in range(4)},
        ("cross2", -1, 2): 2,
        ("cross1_shuffle", -1, 1): 1,
    }
    assert tuple(range(1, 8)) == TOKEN_IDS


# ------------------------------------------------------------------ R2
def test_r2_1_decks_shuffled_separately_top_face_up_and_market_random() -> None:
    orders = set()
    markets = set()
    for seed in range(20):
        g = Game.new(2, seed)
        for d, deck in enumerate(g.decks):
            assert sorted(deck) == sorted(DECK_CARDS[d])
            assert g.top_card(d) == deck[0]
        orders.add(g.decks)
        markets.add((g.marbles, g.slide_marble))
        assert len(g.marbles) == 12
    assert len(orders) == 20 and len(markets) > 15
    obs = Game.new(2, 0).observation(0)
    assert obs["decks"]["green1"]["top"] == Game.new(2, 0).decks[0][0]
    assert Game.new(3, 9).state_hash() == Game.new(3, 9).state_hash()


def test_r2_2_four_leaders_dealt_two_kept_the_others_give_no_faith() -> None:
    g = Game.new(4, 17, first_seat=0)
    dealt = [p.dealt for p in g.players]
    assert all(len(d) == 4 for d in dealt)
    assert len({lid for d in dealt for lid in d}) == 16
    keeps = legal(g)
    a, b, c, d = dealt[0]
    assert keeps == {f"keep L{x} L{y}" for x, y in ((a, b), (a, c), (a, d), (b, c), (b, d), (c, d))}
    ev = g.apply(f"keep L{b} L{d}")
    p = g.players[0]
    assert p.hand == (b, d) and p.setup_discards == (a, c) and p.dealt == ()
    assert p.faith == 0 and not of_kind(ev, "faith")
    # Hidden: another seat sees only that 2 leaders are held.
    assert g.observation(1)["players"][0]["leaders_hand"] == 2
    assert g.observation(1)["players"][0]["leaders_setup_discarded"] == 2


def test_r2_3_first_player_random_unless_fixed_and_turn_order_follows() -> None:
    firsts = {Game.new(4, seed).first_seat for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    g = Game.new(3, 5, first_seat=2)
    assert g.first_seat == 2 and g.current_seat == 2
    order: list[int | None] = []
    while g.in_setup:
        seat = g.current_seat
        if not order or order[-1] != seat:
            order.append(seat)
        g.apply(g.legal_actions()[0])
    assert order == [2, 0, 1]
    assert g.current_seat == 2 and g.round == 1
    # Play continues clockwise from the inkwell.
    seen = []
    for _ in range(3):
        seen.append(g.current_seat)
        play(g, "market r1")
        while "end" not in legal(g):
            g.apply(g.legal_actions()[-1])
        g.apply("end")
    assert seen == [2, 0, 1] and g.round == 2


@pytest.mark.parametrize("first", [0, 1, 2, 3])
def test_r2_4_initial_resources_and_faith_by_position_in_turn_order(first: int) -> None:
    g = Game.new(4, 23, first_seat=first)
    expected = {0: (0, 0), 1: (1, 0), 2: (1, 1), 3: (2, 1)}
    for seat, p in enumerate(g.players):
        assert (p.resources_to_take, p.faith) == expected[(seat - first) % 4]
    fourth = (first + 3) % 4
    while g.current_seat != fourth:
        g.apply(g.legal_actions()[0])
    g.apply(g.legal_actions()[0])  # keep leaders
    assert legal(g) == {"take coin", "take stone", "take servant", "take shield"}
    ev = play(g, "take shield", "take shield")
    assert g.players[fourth].warehouse == res(shield=2) and g.players[fourth].faith == 1
    assert [e.kind for e in ev][-2:] == ["setup_done", "turn_start"]
    assert g.current_seat == first and not g.in_setup


def test_r2_4_initial_resources_go_to_the_warehouse_under_the_depot_rules() -> None:
    # The fourth seat takes two: any two fit the depots, in the warehouse, never the strongbox.
    for first, second in (("coin", "coin"), ("coin", "shield")):
        g = game([{}, {}, {}, {"leaders_hand": [49, 50], "leaders_setup_discarded": [51, 52],
                               "initial_resources_left": 2, "faith": 1}], phase="setup", current_seat=3)
        g.apply(f"take {first}")
        assert legal(g) == {"take coin", "take stone", "take servant", "take shield"}
        g.apply(f"take {second}")
        p = g.players[3]
        assert p.strongbox == (0, 0, 0, 0) and sum(p.warehouse) == 2 and p.holdings()[0] >= 1
        assert not g.in_setup and g.current_seat == 0
    # A setup board never holds more than the initial resources, so the depots can always take them.
    with pytest.raises(PositionError, match="initial resources"):
        game([{}, {"warehouse": {"coin": 3, "stone": 2}, "initial_resources_left": 1}], phase="setup", current_seat=1)


def test_r2_5_solo_player_first_takes_nothing_cross_on_zero_tokens_shuffled() -> None:
    orders = set()
    for seed in range(12):
        g = Game.new(1, seed)
        assert g.solo and g.first_seat == 0 and g.black_cross == 0
        assert sorted(g.tokens) == list(TOKEN_IDS)
        orders.add(g.tokens)
        g.apply(g.legal_actions()[0])
        assert not g.in_setup and g.players[0].holdings() == [0, 0, 0, 0] and g.players[0].faith == 0
    assert len(orders) > 8
    with pytest.raises(ValueError):
        Game.new(1, 0, first_seat=1)
