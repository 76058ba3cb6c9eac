"""Hidden information (docs/architecture.md, "Hidden information"): what a
seat may know, and determinized copies that resample everything it may not.

Hidden from a seat: the other players' leaders in hand (and, during setup,
the leaders dealt to them and those they put away), the order of every deck
below its face-up top card, the order of the solo tokens and the game's
random generator.  Everything else is public.
"""

from __future__ import annotations

import itertools
import random
from typing import TYPE_CHECKING, Any

from .data import DECK_NAMES, LEADER_IDS

# Every order of a few items (a deck holds 4 cards: 3 below its face-up top;
# there are 7 solo tokens): drawing one is much cheaper than a shuffle.
_ORDERS = {k: tuple(itertools.permutations(range(k))) for k in range(2, 8)}

if TYPE_CHECKING:
    from .game import Game


def observation(game: Game, seat: int) -> dict[str, Any]:
    """The position as ``seat`` sees it: hidden parts become counts."""
    if not 0 <= seat < game.n_players:
        raise ValueError(f"no seat {seat} in a {game.n_players}-player game")
    pos = game.to_position()
    for other, pl in enumerate(pos["players"]):
        if other == seat:
            continue
        pl["leaders_hand"] = len(pl["leaders_hand"])
        pl["leaders_dealt"] = len(pl["leaders_dealt"])
        pl["leaders_setup_discarded"] = len(pl["leaders_setup_discarded"])
    pos["decks"] = {
        DECK_NAMES[d]: {"top": deck[0] if deck else None, "count": len(deck)}
        for d, deck in enumerate(game.decks)
    }
    if "solo" in pos:
        pos["solo"]["tokens"] = len(pos["solo"]["tokens"])
    del pos["rng"]
    pos["observer"] = seat
    return pos


def determinize(game: Game, seat: int, rng: random.Random | int) -> Game:
    """A copy of ``game`` consistent with what ``seat`` knows, the hidden
    parts sampled with ``rng``.  The result depends only on the observation
    and ``rng``: two games that differ only in what ``seat`` cannot see give
    the same determinization for the same ``rng``."""
    if isinstance(rng, int):
        rng = random.Random(rng)
    g = game.clone()
    if g.n_players > 1:  # solo: no one else holds leaders
        _deal_leaders(g, seat, rng)
    # One random number orders every deck: each deck's order is a digit of
    # it in base (number of orders), which is uniform to within 2**-30.
    bits = rng.getrandbits(64)
    decks = []
    for deck, options in zip(g.decks, _deck_orders(g.decks), strict=True):
        if options is not None:
            bits, k = divmod(bits, len(options))
            deck = options[k]
        elif len(deck) > 2:  # more cards than a deck holds: a full shuffle
            rest = sorted(deck[1:])
            rng.shuffle(rest)
            deck = (deck[0], *rest)
        decks.append(deck)
    g.decks = tuple(decks)
    if g.tokens:
        tokens = sorted(g.tokens)
        orders = _ORDERS.get(len(tokens))
        if orders is None:
            rng.shuffle(tokens)
            g.tokens = tuple(tokens)
        else:
            g.tokens = tuple([tokens[i] for i in orders[rng.randrange(len(orders))]])
    g.rng = rng.getrandbits(64)
    # The history shows others' setup choices: a determinization has none.
    g.origin = {"position": None}
    g.history_mark = None
    g._events = []
    g._legal = None
    # Its own start, so a failing apply() can put it back (Game._rollback); no history to replay.
    g.origin["start"] = g.clone()
    return g


DeckOrders = list[tuple[tuple[int, ...], ...] | None]


def _deck_orders(decks: tuple[tuple[int, ...], ...]) -> DeckOrders:
    """Per deck of ``decks``, every order it may have below its face-up top
    card, in ``_ORDERS`` order of its other cards sorted (None: no order to
    draw, or too many cards for ``_ORDERS``).  Cached by identity: a search
    determinizes the same root, with the same decks, every iteration."""
    got = _DECK_ORDERS.get(id(decks))
    if got is not None and got[0] is decks:
        return got[1]
    if len(_DECK_ORDERS) > DECK_ORDERS_LIMIT:
        _DECK_ORDERS.clear()
    out: DeckOrders = []
    for deck in decks:
        rest = sorted(deck[1:])
        orders = _ORDERS.get(len(rest)) if len(deck) > 2 else None
        out.append(None if orders is None else tuple((deck[0], *[rest[i] for i in order]) for order in orders))
    _DECK_ORDERS[id(decks)] = (decks, out)  # holds ``decks``: its id is not reused while cached
    return out


_DECK_ORDERS: dict[int, tuple[tuple[tuple[int, ...], ...], DeckOrders]] = {}
DECK_ORDERS_LIMIT = 64


def _deal_leaders(g: Game, seat: int, rng: random.Random) -> None:
    """Deal the other seats' unseen leaders anew from those ``seat`` has not seen."""
    me = g.players[seat]
    known = set(me.dealt + me.hand + me.played + me.setup_discards + me.discarded)
    for p in g.players:
        known.update(p.played)
        known.update(p.discarded)
    pool = [lid for lid in LEADER_IDS if lid not in known]
    rng.shuffle(pool)
    for other, p in enumerate(g.players):
        if other == seat:
            continue
        k = len(p.dealt)
        p.dealt = tuple(sorted(pool[:k]))
        del pool[:k]
        k = len(p.hand)
        p.hand = tuple(pool[:k])
        del pool[:k]
        k = len(p.setup_discards)
        p.setup_discards = tuple(sorted(pool[:k]))
        del pool[:k]
