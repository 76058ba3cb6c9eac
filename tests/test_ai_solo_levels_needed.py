"""The solo win model's last input: the least sum of the levels of the cards a player still
needs for seven (R12.4), each card going onto one a level lower (R6.4).  Seven cards always
need a level III card; whether the cards still to buy are cheap level I cards or dear level
III ones sets how soon a solo game can be won."""

from __future__ import annotations

import itertools

import pytest

from ai import solo_model
from ai.evaluation import _slots_info
from ai.solo_model import LEVELS_NEEDED, SLOTS, solo_features, solo_inputs
from ai.solo_weights import WIN_FEATURES
from core import END_TRIGGER_CARDS, Game
from core.data import DEV_CARDS


def _heights(*slots: int) -> tuple[int, ...]:
    """``SlotsInfo.heights`` (how many slots hold 0, 1, 2, 3 cards) of slots of these heights."""
    return tuple(sum(1 for h in slots if h == height) for height in range(4))


@pytest.mark.parametrize(
    ("slots", "levels"),
    [
        ((0, 0, 0), 12),  # three level I, three level II and a level III card: 3 + 6 + 3
        ((2, 2, 2), 3),  # only a level III card makes seven
        ((3, 2, 1), 2),  # a level II card onto the level I one
        ((3, 3, 0), 1),  # a level I card into the empty slot
        ((1, 2, 2), 5),  # a level II and a level III card
        ((3, 1, 1), 4),  # two level II cards
        ((3, 3, 1), 0),  # seven already
        ((3, 3, 3), 0),
    ],
)
def test_r12_4_r6_4_levels_needed_for_seven_cards(slots: tuple[int, int, int], levels: int) -> None:
    assert LEVELS_NEEDED[_heights(*slots)] == levels


def test_r6_4_levels_needed_is_the_cheapest_way_to_seven_cards_by_brute_force() -> None:
    """Every way to stack the slots, one card at a time, each a level above the slot's top."""
    for slots in itertools.product(range(4), repeat=SLOTS):
        best = None
        for target in itertools.product(range(4), repeat=SLOTS):
            if all(t >= s for t, s in zip(target, slots, strict=True)) and sum(target) >= END_TRIGGER_CARDS:
                cost = sum(sum(range(s + 1, t + 1)) for s, t in zip(slots, target, strict=True))
                best = cost if best is None else min(best, cost)
        assert LEVELS_NEEDED[_heights(*slots)] == best, slots


def _with_slots(slots: tuple[tuple[int, ...], ...]) -> Game:
    """A solo game after its set-up whose player holds ``slots``."""
    game = Game.new(1, 11)
    while game.in_setup:
        game.apply(next(iter(game.legal_actions())))
    game.players[0].slots = slots
    return game


def test_the_win_model_reads_the_levels_needed_of_the_player_s_slots() -> None:
    level = {n: [cid for cid, card in DEV_CARDS.items() if card.level == n] for n in (1, 2, 3)}
    # five cards either way: heights 2, 2, 1 (a level II and a level III card to buy) and 3, 2, 0
    # (a level I and a level II card)
    dear = _with_slots(((level[1][0], level[2][0]), (level[1][1], level[2][1]), (level[1][2],)))
    cheap = _with_slots(((level[1][0], level[2][0], level[3][0]), (level[1][1], level[2][1]), ()))
    assert _slots_info(dear.players[0].slots).cards == _slots_info(cheap.players[0].slots).cards == 5
    assert WIN_FEATURES[-1] == "levels_needed"
    assert solo_features(dear)[-1] == 5.0 and solo_features(cheap)[-1] == 3.0
    assert solo_inputs(dear)[0] == solo_features(dear)
    # weighing only it (and the bias): fewer levels to buy, a likelier win
    only_levels = (1.0,) + (0.0,) * (len(WIN_FEATURES) - 2) + (-0.4,)
    win = solo_model.solo_win_chance
    assert win(cheap, weights=only_levels) > win(dear, weights=only_levels)


def test_the_shipped_model_does_not_weigh_it_yet() -> None:
    """Added with weight 0 (docs/tuning.md#solo-win-model): the shipped solo bots play as before."""
    assert len(solo_model.SOLO_FIT) == len(WIN_FEATURES)
    assert solo_model.SOLO_FIT[-1] == 0.0
