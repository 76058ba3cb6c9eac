"""R7 production (RULES.md)."""

from __future__ import annotations

import pytest
from helpers_rules import game, legal, of_kind, paid, play, res

from core import FaithMoved, IllegalActionError, Produced, parse_action

# Cards used: 1 (green I: coin → 1 faith), 2 (purple I: stone → 1 faith), 4 (yellow I: servant → 1 faith),
# 10 (purple I: 2 coins → stone, servant, shield), 24 (yellow II: stone + shield → 3 coins).
# Leaders: L61 (shield → choice + 1 faith), L64 (coin → choice + 1 faith).


def test_r7_1_each_visible_power_once_basic_power_and_production_leader() -> None:
    g = game([{"strongbox": {"stone": 5, "shield": 5}, "slots": [[1, 24], [10], []], "leaders_played": [61]}, {}])
    acts = legal(g)
    assert {"prod s1", "prod L61>coin", "prod base stone+shield>servant"} <= acts
    assert "prod s3" not in acts  # empty slot
    assert "prod s2" not in acts  # card 10 wants 2 coins
    # With 2 coins, slot 2 works too.
    g = game([{"strongbox": {"stone": 5, "shield": 5, "coin": 2}, "slots": [[1, 24], [10], []],
               "leaders_played": [61]}, {}])
    play(g, "prod s1")  # the top card (24), not the covered card 1
    assert g.production_out == res(coin=3) and g.players[0].strongbox == res(coin=2, stone=4, shield=4)
    assert "prod s1" not in legal(g)  # each power once
    play(g, "prod s2", "prod base stone+stone>shield", "prod L61>stone")
    assert not any(a.startswith("prod") for a in legal(g)) and legal(g) == {"done"}
    ev = g.apply("done")
    # 3 coins (card 24), stone + servant + shield (card 10), shield (basic), stone + 1 faith (L61).
    assert of_kind(ev, "produced")[0].payload == Produced(res(coin=3, stone=2, servant=1, shield=2), 1)
    assert g.players[0].strongbox == res(coin=3, stone=4, servant=1, shield=5)
    assert g.players[0].faith == 1


def test_r7_1_basic_power_takes_any_two_resources_and_never_gives_faith() -> None:
    g = game([{"warehouse": {"coin": 1, "servant": 1}}, {}])
    base = {a for a in legal(g) if a.startswith("prod base")}
    assert base == {f"prod base coin+servant>{r}" for r in ("coin", "stone", "servant", "shield")}
    for bad in ("prod base coin+servant>faith", "prod L61>faith"):
        with pytest.raises(IllegalActionError):
            parse_action(bad)
    g = game([{"warehouse": {"coin": 2}}, {}])
    assert {a for a in legal(g) if a.startswith("prod base")} == {
        f"prod base coin+coin>{r}" for r in ("coin", "stone", "servant", "shield")}


def test_r7_2_inputs_owned_before_anything_is_produced_outputs_cannot_pay() -> None:
    # Card 4 turns 1 stone into 1 servant... card 24 wants stone + shield and gives 3 coins.
    g = game([{"warehouse": {"stone": 1, "shield": 1}, "slots": [[4, 24], [], []]}, {}])
    play(g, "prod s1")  # pays stone + shield, 3 coins wait
    assert g.players[0].holdings() == [0, 0, 0, 0]
    # The 3 coins cannot pay the basic power.
    assert legal(g) == {"done"}
    with pytest.raises(IllegalActionError, match="missing"):
        g.apply("prod base coin+coin>stone")
    # Inputs come from any container: one from the warehouse, one from the strongbox.
    g = game([{"warehouse": {"stone": 1}, "strongbox": {"shield": 1}, "slots": [[4, 24], [], []]}, {}])
    ev = g.apply("prod s1")
    assert paid(of_kind(ev, "power_used")[0]) == res(stone=1, shield=1)
    assert g.players[0].holdings() == [0, 0, 0, 0]


def test_r7_3_outputs_go_to_the_strongbox_faith_moves_the_marker() -> None:
    # L64 needs a green level-II card (17, R9.1).
    g = game([{"warehouse": {"stone": 2, "coin": 1}, "slots": [[2], [1, 17], []], "leaders_played": [64]}, {}])
    play(g, "prod s1", "prod L64>shield")
    assert g.players[0].faith == 0 and g.production_faith == 2
    ev = g.apply("done")
    p = g.players[0]
    assert p.strongbox == res(shield=1) and p.warehouse == res(stone=1)
    assert p.faith == 2 and of_kind(ev, "faith")[0].payload == FaithMoved(0, 2)
    assert "end" in legal(g)
