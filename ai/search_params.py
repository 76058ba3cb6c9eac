"""The search's settings (``Params``) and which of them a screen or a bot's
name may set (``TUNABLE_PARAMS``, checked by ``checked_number``).  Why each
has its value: docs/tuning.md#search-parameters; ``budget.LEVEL_PARAMS``
sets them per level."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .evaluation import SEARCH, SOLO_WIN_WEIGHT, Weights
from .solo_model import SoloWinFit

__all__ = ["CHOICE_PARAMS", "SHARE_PARAMS", "TUNABLE_PARAMS", "Params", "checked_number"]


@dataclass(slots=True)
class Params:
    """The search's settings; why each has its value: docs/tuning.md#search-parameters."""

    c: float = 0.15  # UCT exploration (values are win probabilities in [0, 1]); docs/tuning.md#uct-exploration
    # solo values differ less between decisions: solo explores less (docs/tuning.md#uct-exploration)
    solo_c: float = 0.07
    bias: float = 0.5  # progressive bias weight (prior in [0, 1], fades as 1/(n+1))
    widen: float = 1.5  # children open = 1 + widen * sqrt(visits); docs/tuning.md#progressive-widening
    # solo opens fewer decisions, searching the promising lines deeper (docs/tuning.md#progressive-widening)
    solo_widen: float = 0.2
    # ``widen`` in 2-player games (hard and expert set 0.5: docs/tuning.md#narrower-trees)
    duel_widen: float = 1.5
    # the other seats' decisions in the tree (multiplayer): children open =
    # 1 + opp_widen * sqrt(visits); at 0 a rival plays only its best decision
    # by the prior, and the tree reaches the bot's next turn
    # (docs/tuning.md#rivals-play-their-prior)
    opp_widen: float = 0.0
    # a rival's node to which a later determinization shows new decisions
    # (another hand of leaders): 1 values only the new ones, each against
    # the best-prior decision already open there; 0 values every decision
    # again and prices the new ones on that spread (the search before
    # 2026-11-30; docs/tuning.md#rivals-new-decisions)
    opp_reprice: int = 1
    rollout_turns: int = 1  # turns played by randomised greedy after the tree (docs/tuning.md#rollouts)
    # a new node takes its children and their priors from the values its
    # rollout's first decision computes (1), instead of valuing the same
    # decisions again when it is next visited (0: the search before
    # 2026-11-30, 44a53e3; docs/tuning.md#the-rollout-expands-the-new-node)
    rollout_expand: int = 1
    # solo: no rollout, the fitted evaluation judges the new leaf at once (docs/tuning.md#rollouts)
    solo_rollout_turns: int = 0
    # solo: added to the logit of the solo win model, which was fitted on
    # greedy's games and is under-confident for a deep search's own play
    # (``Weights.solo_win_shift``); solo hard sets 0.5 (``budget.LEVEL_PARAMS``,
    # docs/tuning.md#solo-value-the-searchs-win-chance)
    solo_win_shift: float = 0.0
    # solo: the share of the value that is a won game's score, a lost game
    # scoring nothing (``Weights.solo_won_score``, 0 to 1;
    # docs/tuning.md#solo-value-a-lost-game-scores-nothing)
    solo_won_score: float = 0.0
    # solo: taken from the win model's logit for each of the two thinnest
    # colour columns one of Lorenzo's discard tokens can empty
    # (``Weights.solo_near_empty``; docs/tuning.md#solo-value-a-colour-one-token-from-empty)
    solo_near_empty: float = 0.0
    # solo: the share of the value that is the win, the rest the score
    # (``Weights.solo_win_weight``; docs/tuning.md#solo-value-win-weight)
    solo_win_weight: float = SOLO_WIN_WEIGHT
    # solo: a decision in a position at risk (``solo_model.solo_at_risk``: a colour column
    # two discard tokens from empty or the black cross near the end) searches this much more
    # of its turn's budget, 1 twice as much (``budget.risk_share``;
    # docs/tuning.md#solo-thinking-longer-where-games-are-lost)
    solo_risk_extra: float = 0.0
    # solo: which weights the win model reads (``solo_model.SoloWinFit``): 0 the fit every
    # level and greedy read, 1 the refit that weighs the levels of the cards still needed,
    # which solo hard and expert read (``Weights.solo_win_fit``, ``budget.LEVEL_PARAMS``;
    # docs/tuning.md#solo-hard-reads-the-levels-still-needed)
    solo_win_fit: int = SoloWinFit.EVERY_LEVEL
    # solo: times the log of the chance that Lorenzo's tokens still in his stack end the game
    # before the player can, added to the win model's logit (``Weights.solo_threat``,
    # ``solo_threat.threat_logit``; docs/tuning.md#solo-value-lorenzos-tokens-still-in-the-stack)
    solo_threat: float = 0.0
    # solo: the root decision played is the likeliest to win (the win model's chance, averaged
    # over the iterations through it) among those whose mean value is within this of the most
    # visited one's; 0 plays the most visited (``best_action``;
    # docs/tuning.md#solo-the-surest-of-the-near-best)
    solo_win_margin: float = 0.0
    noise: float = 0.6  # VP noise of the rollout greedy
    # multiplayer leaf values: 0 the hand-written softmax of the expected VPs
    # (``value.values``), 1 the model fitted on the bots' games
    # (``value_model``, ai/data/value_model.json; docs/tuning.md#fitted-value-model)
    value_model: int = 0
    # the evaluation's weights the search reads (priors, rollouts, leaf
    # values; solo reads the reference weights whatever this is)
    weights: Weights = SEARCH
    early_stop: bool = True  # stop once the most visited decision cannot be overtaken
    # the root decisions the search may choose among (notation; None: all),
    # set by the no-progress rule (``progress.progress_decisions``) on the
    # real game, whose record a determinization does not carry
    root_actions: frozenset[str] | None = None


# The ``Params`` fields a screen (``mor-arena --params``) or a bot's name
# (``mcts:it=600:c=0.3``, ``budget.parse_budget``) may set, and whether each
# is a whole number; the others (weights, early stop, the root's decisions)
# belong to the code that runs the search.
TUNABLE_PARAMS: dict[str, bool] = {
    "c": False,
    "solo_c": False,
    "bias": False,
    "widen": False,
    "solo_widen": False,
    "duel_widen": False,
    "opp_widen": False,
    "opp_reprice": True,
    "noise": False,
    "rollout_turns": True,
    "rollout_expand": True,
    "solo_rollout_turns": True,
    "solo_win_shift": False,
    "solo_won_score": False,
    "solo_near_empty": False,
    "solo_win_weight": False,
    "solo_risk_extra": False,
    "solo_win_fit": True,
    "solo_threat": False,
    "solo_win_margin": False,
    "value_model": True,
}


# The tunable parameters that are shares, 0 to 1.
SHARE_PARAMS = frozenset({"solo_won_score", "solo_win_weight"})
# The tunable parameters that name one of a few choices, 0 to the largest.
CHOICE_PARAMS: dict[str, int] = {"solo_win_fit": max(SoloWinFit)}


def checked_number(key: str, value: float, whole: bool) -> float:
    """``value`` as a setting ``key`` may take (finite, not negative, at most 1 for a
    share, a whole number if ``whole``); ValueError saying what is wrong."""
    if not math.isfinite(value):
        raise ValueError(f"{key} must be a finite number")
    if value < 0:
        raise ValueError(f"{key} must not be negative")
    if key in SHARE_PARAMS and value > 1:
        raise ValueError(f"{key} is a share: at most 1")
    if key in CHOICE_PARAMS and value > CHOICE_PARAMS[key]:
        raise ValueError(f"{key} is one of 0 to {CHOICE_PARAMS[key]}")
    if whole:
        if value != int(value):
            raise ValueError(f"{key} is a whole number")
        return int(value)
    return value
