"""Lorenzo's threat: the chance that his tokens end a solo game before the player can.

Lorenzo reveals one token a round (R12.1): a discard token throws away two cards of its colour,
a cross token moves the black cross two spaces, and the shuffle token moves it one and puts all
seven tokens back into a new stack.  He wins when a colour is gone from the grid or the cross
reaches 24 (R12.3).  The player sees every token leave the stack, so which tokens are still in
it is public (``core.hidden`` resamples only their order); this module reads that set.

``threat_logit`` is the log of the chance that no colour empties and the cross stays short of
24 over the draws the player still needs, colours and cross taken as independent.  Unlike the
win model's linear columns it knows that two cards of a colour fall to one token and three need
two, and that a colour whose token has left the stack is safe until the next shuffle
(docs/tuning.md#solo-value-lorenzos-tokens-still-in-the-stack).
"""

from __future__ import annotations

import math
from functools import cache

from core import FAITH_MAX, Colour, Game, deck_index, solo_token, solo_tokens

_KINDS = [token.kind for token in solo_tokens().values()]
# The stack as it is after a shuffle: four discard tokens, two cross tokens and the shuffle token.
DISCARD_TOKENS = _KINDS.count("discard")
CROSS_TOKENS = _KINDS.count("cross2")
CROSS_STEP = max(t.amount for t in solo_tokens().values() if t.kind == "cross2")
SHUFFLE_STEP = max(t.amount for t in solo_tokens().values() if t.kind == "cross1_shuffle")
DISCARD_CARDS = max(t.amount for t in solo_tokens().values() if t.kind == "discard")
# Tokens that neither discard a given colour nor shuffle: the other discard tokens and the cross tokens.
OTHERS_OF_A_COLOUR = DISCARD_TOKENS - 1 + CROSS_TOKENS
# A colour's decks, level I to III (R1.2).
CARD_LEVELS = (1, 2, 3)
# Rounds a card takes the player, as ``evaluation.turns_left`` counts them for solo.
ROUNDS_PER_CARD = 3.2
END_CARDS = 7
# The draws are capped (a game lasts about 25 rounds); beyond, every chance is the cap's.
MAX_DRAWS = 40
# A chance of survival never taken below this, so its log stays finite.
MIN_SURVIVAL = 1e-6


@cache
def colour_gone_chance(hits: int, in_stack: bool, others: int, draws: int) -> float:
    """The chance that a colour's discard token comes out ``hits`` times within ``draws`` draws
    from a stack holding it (``in_stack``), ``others`` tokens that are neither it nor the
    shuffle token, and the shuffle token (always in the stack until drawn)."""
    if hits <= 0:
        return 1.0
    if draws <= 0:
        return 0.0
    size = int(in_stack) + others + 1
    chance = colour_gone_chance(hits, True, OTHERS_OF_A_COLOUR, draws - 1) / size
    if in_stack:
        chance += colour_gone_chance(hits - 1, False, others, draws - 1) / size
    if others:
        chance += others * colour_gone_chance(hits, in_stack, others - 1, draws - 1) / size
    return chance


@cache
def cross_end_chance(spaces: int, crosses: int, discards: int, draws: int) -> float:
    """The chance that the black cross moves ``spaces`` or more within ``draws`` draws from a
    stack holding ``crosses`` cross tokens, ``discards`` discard tokens and the shuffle token."""
    if spaces <= 0:
        return 1.0
    if draws <= 0:
        return 0.0
    size = crosses + discards + 1
    chance = cross_end_chance(spaces - SHUFFLE_STEP, CROSS_TOKENS, DISCARD_TOKENS, draws - 1) / size
    if crosses:
        chance += crosses * cross_end_chance(spaces - CROSS_STEP, crosses - 1, discards, draws - 1) / size
    if discards:
        chance += discards * cross_end_chance(spaces, crosses, discards - 1, draws - 1) / size
    return chance


def draws_needed(cards: int) -> int:
    """Lorenzo's draws before a solo player holding ``cards`` development cards buys the seventh
    (R12.4 ends the game on it, before his draw): a card every ``ROUNDS_PER_CARD`` rounds."""
    if cards >= END_CARDS:
        return 0
    return min(MAX_DRAWS, round((END_CARDS - cards) * ROUNDS_PER_CARD))


def threat_logit(game: Game) -> float:
    """log of the chance that Lorenzo's tokens still to come (the stack's set, R12.1) neither
    empty a colour of the grid nor take the black cross to 24 (R12.3) in the draws the player
    still needs (``draws_needed``); 0 when the player needs none."""
    draws = draws_needed(game.players[0].n_cards)
    if draws == 0:
        return 0.0
    stack = [solo_token(tid) for tid in game.solo_tokens_to_come]
    discards = [token.color for token in stack if token.kind == "discard"]
    crosses = sum(token.kind == "cross2" for token in stack)
    decks = game.decks
    survival = 1.0 - cross_end_chance(FAITH_MAX - game.black_cross, crosses, len(discards), draws)
    for colour in Colour:
        cards = sum(len(decks[deck_index(colour, level)]) for level in CARD_LEVELS)
        in_stack = colour in discards
        others = len(discards) - int(in_stack) + crosses
        survival *= 1.0 - colour_gone_chance(-(-cards // DISCARD_CARDS), in_stack, others, draws)
    return math.log(max(survival, MIN_SURVIVAL))
