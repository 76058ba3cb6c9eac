"""The variant the production panel offers first for the basic production
(``best_placed``): never one that gives back a resource it takes when another
leaves the player as well placed, and what the player lacks for the best card
it could place or a leader in hand."""

from __future__ import annotations

from helpers_rules import full_decks, game

from ai.evaluation import expected_vp
from core import Action, ActionKind, Game, Resource, dev_card
from mor_qt.interaction import DONE, affordable_vp, best_placed

SEAT = 0
EACH = 5  # of every resource, in the hand-made state
BEST_CARD = 15  # blue level I, 4 VP: 2 coins and 2 servants
LEADER_STONES = 54
FIRST_LEVEL = 1  # what an empty slot takes  # its requirement: 5 stones


def _after(game_: Game, act: Action) -> Game:
    """``game_`` with ``act`` applied and the production finished."""
    after = game_.clone()
    after.apply(act)
    after.apply(DONE)
    return after


def _gained(game_: Game, act: Action) -> list[int]:
    """Per resource, how many more the player holds once ``act``'s production is finished."""
    before = game_.player(SEAT).holdings()
    return [a - b for a, b in zip(_after(game_, act).player(SEAT).holdings(), before, strict=True)]


def _basic_variants(game_: Game) -> list[Action]:
    return [a for a in game_.legal_actions() if a.kind == ActionKind.PROD_BASE]


def _placed(game_: Game, act: Action) -> tuple[int, float]:
    after = _after(game_, act)
    return affordable_vp(after, SEAT), round(expected_vp(after, SEAT), 6)


def test_with_five_of_each_the_default_makes_a_resource_it_does_not_take() -> None:
    start = Game.new(["Ada"], 5)
    while start.in_setup:
        start.apply(start.legal_actions()[0])
    pos = start.to_position()
    pos["players"][SEAT]["strongbox"] = {name: EACH for name in ("coin", "stone", "servant", "shield")}
    five = Game.from_position(pos)
    assert five.player(SEAT).holdings() == [EACH] * 4
    opts = _basic_variants(five)
    chosen = best_placed(five, opts)
    assert chosen in opts
    assert max(_gained(five, chosen)) == 1, chosen  # "coin + servant -> coin" gains nothing
    assert _placed(five, chosen) == max(_placed(five, a) for a in opts)


def test_the_default_makes_the_one_resource_missing_for_the_best_card() -> None:
    # every level I deck shows a 4-VP card; the player lacks only a servant for card 15
    decks = full_decks()
    decks.update(green1=[13, 1, 5, 9], blue1=[BEST_CARD, 3, 7, 11], yellow1=[16, 4, 8, 12], purple1=[14, 2, 6, 10])
    table = game([{"strongbox": {"coin": 2, "stone": 1, "servant": 1}}, {}], decks=decks)
    have = table.player(SEAT).holdings()
    missing = [max(0, c - h) for c, h in zip(table.card_cost(SEAT, BEST_CARD), have, strict=True)]
    assert missing == [1 if r == Resource.SERVANT else 0 for r in Resource]
    placeable = [dev_card(deck[0]) for deck in table.decks if deck and dev_card(deck[0]).level == FIRST_LEVEL]
    assert dev_card(BEST_CARD).vp == max(card.vp for card in placeable)  # its slots are empty
    chosen = best_placed(table, _basic_variants(table))
    gained = _gained(table, chosen)
    assert gained[Resource.SERVANT] == 1, chosen  # made, and not taken back as an input
    assert gained[Resource.COIN] + gained[Resource.STONE] == -2, chosen  # the spare stone and a coin


def test_the_default_makes_the_stone_a_leader_in_hand_lacks() -> None:
    table = game([{"strongbox": {"coin": 3, "stone": 4, "servant": 3}, "leaders_hand": [LEADER_STONES]}, {}])
    assert not table.player(SEAT).requirement_met(LEADER_STONES)
    chosen = best_placed(table, _basic_variants(table))
    assert _gained(table, chosen)[Resource.STONE] == 1, chosen
    assert _after(table, chosen).player(SEAT).requirement_met(LEADER_STONES)
