"""Computer opponents, evaluation and the review of positions.  Imports ``core`` only, never Qt.

Public API (contracts the app relies on):

- ``make_bot(name, seed, pool=None) -> Bot``: ``random``, ``greedy``, ``mcts`` (= medium),
  ``mcts:easy|medium|hard|expert``, ``mcts:it=N``, ``mcts:t=S``; ``pool``: a
  ``SearchPool`` the MCTS bots of one table share (``SearchPool(workers)``).
- ``Bot`` (ai/protocol.py): ``choose(game, seat, budget=None, cancel=None) -> Action``,
  ``close()``, ``name``, ``last_outcome``, ``failed_searches``; ``Cancel``: what ``cancel`` may be.
- ``analyse_position(game, seat, budget, cancel=None) -> Analysis``.
- ``play_out(game, bots, max_decisions=None, until=None, on_choice=None) -> int``: the one loop
  that plays a game of bots to its end (ai/play.py); ``Choice``: what ``on_choice`` sees.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from core import Action, Game

from .bots import MctsBot, make_bot, make_search_bot, run_search
from .budget import LEVELS, VALUE_MODELS, Budget, parse_budget
from .greedy import GreedyBot
from .mcts import Params, fallback
from .play import Choice, play_out
from .protocol import Bot, Cancel
from .random_bot import RandomBot
from .search_status import FailureKind, SearchOutcome, SearchStatus, failure_kind
from .value import values
from .worker import SearchPool, close_shared_pool, shared_pool

# The leaf value an analysis (a hint, a review) reads when its budget names
# none: the model fitted on the bots' games, whose win probabilities are the
# better calibrated ones (held-out log loss, docs/tuning.md#fitted-value-model).
# A bot's ``mcts:it=N`` keeps the hand-written value so earlier figures replay.
ANALYSIS_VALUE_MODEL = VALUE_MODELS["fitted"]

__all__ = [
    "LEVELS",
    "Analysis",
    "Bot",
    "Cancel",
    "Choice",
    "FailureKind",
    "GreedyBot",
    "MctsBot",
    "RandomBot",
    "SearchOutcome",
    "SearchPool",
    "SearchStatus",
    "analyse_position",
    "failure_kind",
    "make_bot",
    "make_search_bot",
    "parse_budget",
    "play_out",
]


@dataclass(slots=True)
class Analysis:
    """What a search thinks of a position, from ``seat``'s knowledge.

    ``win_prob``: per seat, the model's probability to win (shared wins
    split; solo: to beat Lorenzo), averaged over the search's leaves
    (``value.win_chances``).  ``expected_vp``: per seat, the mean expected
    final VP at the search's leaves.  ``candidates``: the decisions of the
    seat to move as (Action, visits, mean search value for that seat), best
    first.  ``best``: the top candidate (None when the game is over).
    ``iterations``: how many search iterations it rests on.

    ``status``: ``SearchStatus.OK`` for a real evaluation (or a finished
    game's result).  Otherwise the search failed or did no iteration
    (``reason`` says why): then there is nothing to grade — ``win_prob``,
    ``expected_vp`` and ``candidates`` are empty and ``best`` is None.  ``value``: per
    seat, the mean search value the candidates are ranked by (multiplayer:
    the win probability; solo: the win chance and the score mixed, see
    ``value.values``), empty when there was no search.
    ``candidate_win_prob``: per candidate, the model's win probability for
    the seat to move (solo: to beat Lorenzo), averaged over the search's
    iterations through it (``value.win_chances`` at their leaves, as
    ``win_prob``), so not its search value."""

    win_prob: list[float]
    expected_vp: list[float]
    candidates: list[tuple[Action, int, float]]
    best: Action | None
    iterations: int = 0
    status: SearchStatus = SearchStatus.OK
    reason: str = ""
    failures: tuple[str, ...] = ()
    value: list[float] = field(default_factory=list)
    candidate_win_prob: dict[Action, float] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.status is SearchStatus.OK


def analyse_position(
    game: Game,
    seat: int,
    budget: str | Budget = "it=500",
    cancel: Any = None,
    inline: bool = False,
    seed: int = 0,
) -> Analysis:
    """Search the position from ``seat``'s view (its observation only) for the
    whole ``budget`` and report the evaluation and ranked candidates of the
    seat to move (as far as ``seat`` can tell what they may do: another
    seat's hidden leaders are sampled, never read).  Runs in the shared
    worker pool unless ``inline``; ``cancel.is_set()`` stops it early with
    what was found so far.  A search that failed or did no iteration gives
    an ``Analysis`` whose ``status`` says so and which holds no figures."""
    if not isinstance(game, Game):
        raise ValueError("analyse_position needs a core.Game")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.n_players:
        raise ValueError(f"no seat {seat!r} in a {game.n_players}-player game")
    bud = parse_budget(budget) if isinstance(budget, str) else budget
    if game.is_over:
        sheet = game.scores()
        winners = game.winners()
        n = game.n_players
        wp = [1.0 / len(winners) if s in winners else 0.0 for s in range(n)] if winners else [0.0] * n
        return Analysis(wp, [float(s.total) for s in sheet], [], None, 0, value=values(game)[0])
    rng = random.Random(seed)
    root = game.determinize(seat, rng.getrandbits(64))
    pool = None if inline else shared_pool(bud.workers)
    # an analysis wants every candidate's statistics, not just the best decision
    # and the leaf value the budget names (``model=``, a level's own), else
    # the better calibrated fitted one; and the search parameters it names
    params = Params(early_stop=False, **{"value_model": ANALYSIS_VALUE_MODEL, **bud.param_changes()})
    outcome = run_search(root, seat, bud, cancel, rng.getrandbits(32), pool, params)
    if outcome.result is None or not outcome.ok:
        return Analysis([], [], [], None, 0, outcome.status, outcome.reason, outcome.failures)
    result = outcome.result
    # the decisions open to the seat to move as ``seat`` sees them (the
    # determinization: the real game's list would reveal another seat's leaders)
    legal = {str(a): a for a in root.legal_actions()}
    cands = [(legal[t], v, m) for t, v, m in result.ranked() if t in legal and v > 0]
    it = result.iterations
    best = cands[0][0] if cands else fallback(root, seat, rng)  # as seat sees it
    through = result.root_wins
    cand_win = {a: through[str(a)][0] / through[str(a)][1] for a, _v, _m in cands
                if str(a) in through and through[str(a)][1] > 0}
    return Analysis(
        [v / it for v in result.win_sum],
        [v / it for v in result.vp_sum],
        cands,
        best,
        it,
        failures=outcome.failures,
        value=[v / it for v in result.value_sum],
        candidate_win_prob=cand_win,
    )


def _close_pool() -> None:
    """Stop the analysis's shared worker pool (tests; it also stops at exit)."""
    close_shared_pool()
