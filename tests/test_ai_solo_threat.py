"""Lorenzo's threat from the tokens still in his stack (``ai.solo_threat``, ``Params.solo_threat``).

R12.1: Lorenzo reveals a token a round; a discard token throws away two cards of its colour, a
cross token moves the black cross two spaces, the shuffle token one space and then all seven
tokens are shuffled into a new stack.  R12.3: a colour gone from the grid, or the cross on 24,
loses the game.  The chances are checked against an independent count over every order the
stack can be drawn in; the search reads them only when a bot's name sets ``solo_threat``
(docs/tuning.md#solo-value-lorenzos-tokens-still-in-the-stack)."""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction
from functools import cache

import pytest

from ai import make_bot, make_search_bot
from ai.evaluation import SEARCH
from ai.mcts import Params, Settings
from ai.solo_threat import colour_gone_chance, cross_end_chance, draws_needed, threat_logit
from ai.value import values
from core import FAITH_MAX, Game, solo_token, solo_tokens

FULL_STACK = tuple(sorted(solo_tokens()))
FIRST_DISCARD = next(tid for tid, t in solo_tokens().items() if t.kind == "discard")
SHUFFLE = next(tid for tid, t in solo_tokens().items() if t.kind == "cross1_shuffle")


@cache
def _exact(stack: tuple[int, ...], draws: int, target: int, need: int, cross: bool) -> Fraction:
    """The chance, drawing ``draws`` tokens from ``stack`` (any order alike) and reshuffling on the
    shuffle token as R12.1 says, that ``need`` cards of discard token ``target``'s colour go
    (``cross``: that the black cross moves ``need`` spaces)."""
    if need <= 0:
        return Fraction(1)
    if draws == 0:
        return Fraction(0)
    total = Fraction(0)
    for tid in stack:
        token = solo_token(tid)
        rest = FULL_STACK if tid == SHUFFLE else tuple(t for t in stack if t != tid)
        if cross:
            step = token.amount if token.kind != "discard" else 0
        else:
            step = token.amount if tid == target else 0
        total += _exact(rest, draws - 1, target, need - step, cross) / len(stack)
    return total


@pytest.mark.parametrize("draws", [1, 3, 6, 9])
@pytest.mark.parametrize("cards", [1, 2, 3, 4, 6])
def test_a_colour_goes_as_its_discard_token_comes_out_two_cards_at_a_time(cards: int, draws: int) -> None:
    hits = -(-cards // 2)  # R12.1: two cards a token, so three cards need two tokens as four do
    assert colour_gone_chance(hits, True, 5, draws) == pytest.approx(
        float(_exact(FULL_STACK, draws, FIRST_DISCARD, cards, False))
    )
    # the token already out since the last shuffle: the colour waits for the shuffle token first
    stack = tuple(t for t in FULL_STACK if t not in (FIRST_DISCARD, FIRST_DISCARD + 1))
    assert colour_gone_chance(hits, False, len(stack) - 1, draws) == pytest.approx(
        float(_exact(stack, draws, FIRST_DISCARD, cards, False))
    )
    waiting = colour_gone_chance(hits, False, len(stack) - 1, draws)
    exposed = colour_gone_chance(hits, True, len(stack) - 1, draws)
    assert waiting < exposed if exposed > 0.0 else waiting == 0.0


@pytest.mark.parametrize(("spaces", "draws"), [(1, 1), (2, 2), (4, 3), (5, 6), (7, 8)])
def test_the_cross_moves_two_a_cross_token_and_one_the_shuffle_token(spaces: int, draws: int) -> None:
    assert cross_end_chance(spaces, 2, 4, draws) == pytest.approx(float(_exact(FULL_STACK, draws, 0, spaces, True)))
    no_cross_tokens = tuple(t for t in FULL_STACK if solo_token(t).kind != "cross2")
    assert cross_end_chance(spaces, 0, 4, draws) == pytest.approx(
        float(_exact(no_cross_tokens, draws, 0, spaces, True))
    )


def _at(deal: int, rounds: int) -> Game:
    """Greedy's solo game on ``deal`` at the start of round ``rounds`` (or its end)."""
    game = Game.new(1, deal)
    bot = make_bot("greedy", deal)
    while not game.is_over and (game.in_setup or game.round < rounds):
        game.apply(bot.choose(game, 0))
    return game


def test_the_logit_reads_the_stack_the_grid_and_the_cross() -> None:
    game = _at(3, 12)
    assert not game.is_over
    draws = draws_needed(game.players[0].n_cards)
    survival = 1.0 - cross_end_chance(FAITH_MAX - game.black_cross, *_cross_stack(game), draws)
    stack = [solo_token(t) for t in game.tokens]
    for colour in range(4):
        left = sum(len(game.decks[colour * 3 + level]) for level in range(3))
        inside = any(t.kind == "discard" and t.color == colour for t in stack)
        others = len(stack) - 1 - int(inside)
        survival *= 1.0 - colour_gone_chance(-(-left // 2), inside, others, draws)
    assert threat_logit(game) == pytest.approx(math.log(survival))
    assert threat_logit(game) < 0.0
    # which tokens are left is what counts, not their order (hidden, core.hidden)
    shuffled = game.clone()
    shuffled.tokens = tuple(reversed(game.tokens))
    assert threat_logit(shuffled) == threat_logit(game)


def _cross_stack(game: Game) -> tuple[int, int]:
    kinds = [solo_token(t).kind for t in game.tokens]
    return kinds.count("cross2"), kinds.count("discard")


def test_no_threat_once_the_seventh_card_is_bought() -> None:
    assert draws_needed(7) == 0
    assert draws_needed(6) >= 1
    assert [draws_needed(c) for c in range(7)] == sorted((draws_needed(c) for c in range(7)), reverse=True)


def test_the_search_reads_it_in_solo_games_only_and_it_lowers_the_value() -> None:
    game = _at(3, 12)
    changed = dataclasses.replace(Params(), solo_threat=1.0)
    assert Settings.of(Params(), game).w.solo_threat == 0.0
    assert Settings.of(changed, game).w.solo_threat == 1.0
    assert Settings.of(changed, Game.new(2, 5)).w == Params().weights  # multiplayer: untouched
    (plain,), vps = values(game, SEARCH)
    (threatened,), same_vps = values(game, SEARCH._replace(solo_threat=1.0))
    assert threatened < plain and vps == same_vps


def test_a_bot_s_name_sets_it_and_no_level_does() -> None:
    assert make_search_bot("mcts:it=60:solo_threat=1", inline=True).params.solo_threat == 1.0
    for level in ("easy", "medium", "hard", "expert"):
        assert make_search_bot(f"mcts:{level}", inline=True).params.solo_threat == 0.0
    with pytest.raises(ValueError, match="negative"):
        make_bot("mcts:it=60:solo_threat=-1")


def test_the_tokens_to_come_are_the_stack_s_set_which_play_and_the_shuffle_change() -> None:
    game = _at(3, 1)
    assert game.solo_tokens_to_come == FULL_STACK and game.solo_tokens_left == len(FULL_STACK)
    seen: list[tuple[int, ...]] = []
    bot = make_bot("greedy", 3)
    while not game.is_over and len(seen) < 12:
        before = game.solo_tokens_to_come
        round_now = game.round
        game.apply(bot.choose(game, 0))
        if game.round != round_now and not game.is_over:  # Lorenzo revealed one (R12.1)
            drawn = game.last_solo_token
            after = game.solo_tokens_to_come
            assert after == (FULL_STACK if drawn == SHUFFLE else tuple(t for t in before if t != drawn))
            seen.append(after)
    assert len(seen) == 12
    assert Game.new(2, 3).solo_tokens_to_come == ()
