"""The greedy bot: one step of lookahead with the hand-written evaluation,
plus fixed policies for the small decisions (storing, white marbles).

``greedy_action`` is also the rollout policy and the prior of the MCTS bot
(with ``noise`` it plays a randomised greedy).
"""

from __future__ import annotations

import functools
import random
from typing import TYPE_CHECKING

from core import LINE_CELLS, Action, ActionKind, Game, Marble

from .evaluation import REFERENCE, Weights
from .placement import PLACING, WHITES, placement_action, settle
from .progress import progress_decisions
from .value import rival_vp, utility, values

if TYPE_CHECKING:  # annotations only: ai/protocol.py and the search's outcome
    from .protocol import Cancel
    from .search_status import SearchOutcome

Leaf = tuple[list[float], list[float]]  # ``values`` of a position

# ``ActionKind`` members as module names: reading an enum class's member is
# several times slower than a global, and these are read for every decision
# the one-step lookahead weighs.
MARKET, TAKE, END = ActionKind.MARKET, ActionKind.TAKE, ActionKind.END
GREEDY_NAME = "greedy"
GREEDY_SEARCH_NAME = "greedy:search"  # greedy by the search's weights (``SEARCH``)
# Small preferences on ties: do not end a turn or a production while
# something useful is left; do not throw leaders away on a whim.
_BIAS: dict[int, float] = {ActionKind.END: -0.02, ActionKind.DONE: -0.02, ActionKind.DISCARD: -0.05}


def without_passes(game: Game, legal: list[Action]) -> list[Action]:
    """``legal`` without the market lines that would gain nothing (white
    marbles only, and no leader to convert them): such a line only passes the
    turn, and two bots passing in turn would never end the game."""
    if game.turn_mode or game.main_action_done or game.players[game.to_move].white_marble_options:
        return legal
    idle = _white_lines(game.marbles)
    if not idle:
        return legal
    out = [a for a in legal if a.kind != MARKET or a.line not in idle]
    return out or legal


@functools.lru_cache(maxsize=4096)
def _white_lines(market: tuple[int, ...]) -> frozenset[int]:
    """The market lines of ``market`` that hold white marbles only."""
    return frozenset(line for line, cells in enumerate(LINE_CELLS) if all(market[i] == Marble.WHITE for i in cells))


def action_values(
    game: Game, legal: list[Action] | None = None, leaves: dict[int, Leaf] | None = None, w: Weights = REFERENCE
) -> list[tuple[Action, float]]:
    """Each legal decision with the utility of the position it leads to
    (``w``: the evaluation's weights).

    Solo: ``leaves`` (when given) receives, keyed by ``id`` of the decision,
    the ``values`` of the position it leads to, so a search can take it as
    that decision's first evaluation instead of playing it again."""
    if legal is None:
        legal = game.legal_actions()
    seat = game.to_move
    out = []
    solo = game.solo
    rival = None if solo else rival_vp(game, seat, w)
    for a in legal:
        if solo and a.kind == END:
            # Ending a solo turn reveals Lorenzo's token at once; judge it before
            # the token, like every other decision (or leaders get discarded
            # just to put off a bad token).
            out.append((a, utility(game, seat, w=w) + _BIAS[END]))
            continue
        g = game.clone()
        g.apply(a)
        settle(g, seat)
        if leaves is not None and solo:
            leaf = leaves[id(a)] = values(g, w)
            u = leaf[0][0] * 100  # = utility(g, seat)
        elif solo or g.is_over or a.kind == MARKET or g.to_move != seat:
            u = utility(g, seat, w=w)  # others may gain faith from drops
        else:
            u = utility(g, seat, rival, w)
        out.append((a, u + _BIAS.get(a.kind, 0.0)))
    return out


def greedy_action(
    game: Game,
    rng: random.Random | None = None,
    noise: float = 0.0,
    allowed: list[Action] | None = None,
    w: Weights = REFERENCE,
) -> Action:
    """The greedy decision for the seat to move in ``game`` (which the caller
    has determinized when it is not the bot's own knowledge), among
    ``allowed`` when given (the no-progress rule, ``progress.py``), by the
    evaluation's weights ``w`` (the greedy bot: ``REFERENCE``; the search's
    rollouts and priors: ``SEARCH``)."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if game.turn_mode in (PLACING, WHITES):
        return placement_action(game, legal)
    legal = without_passes(game, legal)
    if allowed is not None:
        legal = [a for a in legal if a in allowed] or legal
    if legal[0].kind == TAKE:  # R2.4 initial resource: the type most in demand by level-I cards
        return legal[rng.randrange(len(legal))] if rng is not None else legal[0]
    return noisy_best(action_values(game, legal, w=w), rng, noise)


def noisy_best(vals: list[tuple[Action, float]], rng: random.Random | None, noise: float) -> Action:
    """The decision of ``vals`` (``action_values``) worth most once each
    value gets Gaussian ``noise`` (VP) drawn from ``rng`` in their order
    (none without ``rng``); the first of equals."""
    best = vals[0][0]
    best_v = -1e18
    for a, v in vals:
        if noise and rng is not None:
            v += rng.gauss(0.0, noise)
        if v > best_v:
            best, best_v = a, v
    return best


def greedy_answer(game: Game, seat: int, legal: list[Action], det_seed: int, rng: random.Random, w: Weights) -> Action:
    """A decision of ``seat`` without search, one of ``legal``: greedy (by
    the weights ``w``, ties and setup choices by ``rng``) on the
    determinization of ``game`` seeded ``det_seed``, under the no-progress
    rule (``progress.py``).  The greedy bot's every decision, and a search
    bot's when it does not search."""
    det = game.determinize(seat, det_seed)
    act = greedy_action(det, rng, allowed=progress_decisions(game, legal), w=w)
    return act if act in legal else legal[0]


class GreedyBot:
    """``greedy``: evaluates every decision one step ahead on a determinized
    copy (so buying a card never peeks at the card below it), by the
    reference weights; ``greedy:search`` does the same by the search's
    weights (``SEARCH``), which is how those weights are screened."""

    last_outcome: SearchOutcome | None = None  # it never searches
    failed_searches = 0

    def __init__(self, seed: int = 0, w: Weights = REFERENCE) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.w = w
        self.name = GREEDY_NAME if w is REFERENCE else GREEDY_SEARCH_NAME

    def choose(self, game: Game, seat: int, budget: str | None = None, cancel: Cancel | None = None) -> Action:
        _check_turn(game, seat)
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        det_seed = self.rng.getrandbits(64)
        policy_rng = random.Random(self.rng.getrandbits(64))
        return greedy_answer(game, seat, legal, det_seed, policy_rng, self.w)

    def close(self) -> None:
        pass


def _check_turn(game: Game, seat: int) -> None:
    if not isinstance(game, Game):
        raise ValueError("choose needs a core.Game")
    if game.is_over:
        raise ValueError("the game is over: there is no decision to make")
    if seat != game.current_seat:
        raise ValueError(f"it is seat {game.current_seat}'s decision, not seat {seat}'s")
