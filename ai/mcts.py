"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).

- Every iteration searches a fresh determinization of the root (others'
  leaders in hand, deck orders, solo tokens resampled), so the bot never
  relies on what its seat cannot see.
- Tree levels are atomic decisions, for every seat.  Below the root,
  storing/dropping market resources and white-marble choices are played by
  the greedy placement policy and forced decisions are applied directly: they
  take no tree level and no budget.
- Selection: UCT with availability counts (a child's exploration term uses how
  often it was *available*, not the parent's visits), plus a fading
  progressive bias from the greedy one-step evaluation, and progressive
  widening (only the best few untried decisions by that prior are opened
  while a node has few visits).
- Market lines that gain nothing (white marbles only, no leader to convert
  them) are left out: they only pass the turn.
- A rival's node that a determinization shows decisions new to it (another
  hand of leaders) values only those, against its best-prior decision
  already there (``Params.opp_reprice``), not all its decisions again.
- Rollouts: randomised greedy to the end of the turn (``Params``; none in
  solo), whose first decision also expands the node the iteration added
  (``Params.rollout_expand``: its values are the children's priors), then
  the evaluation (``value.values``): a win probability per seat, solo
  win + VP; once the end is triggered, win probabilities from
  the forecast final scores (``final_round.final_values``).  Solo, a
  decision's first value is the evaluation its prior already made of the
  position it leads to (on the determinization that expanded its parent),
  so it is not played and evaluated twice.
- Settings: ``Params`` (``search_params.py``), read once per search into
  ``Settings``.
- Early stop: the search ends once the most visited root decision keeps its
  place even if every remaining iteration went to the runner-up (the answer
  cannot change; ``Params.early_stop``, off for analyses, which want every
  candidate's statistics).

``search`` is plain single-threaded code; ``worker.py`` runs it in worker
processes and merges the root statistics of several (root parallelism).
An iteration is its four steps, each a function: ``select_and_expand``
(``select`` and ``expand`` at each level), ``evaluate`` (``rollout`` and the
evaluation), ``backpropagate``.  The tree itself (``Node``) and its reuse
through a turn (``descend``, ``TreeMemo``) live in ``search_tree.py``.
"""

from __future__ import annotations

import math
import operator
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from core import Action, ActionKind, Game, TurnMode

from .evaluation import SEARCH, Weights, turns_left
from .final_round import final_values
from .greedy import Leaf, action_values, greedy_action, greedy_answer, noisy_best, without_passes
from .placement import placement_action
from .search_params import TUNABLE_PARAMS, Params, checked_number
from .search_tree import Node, TreeMemo, descend
from .value import values, win_chances
from .value_model import VALUE_MODEL, ValueModel, model_values

__all__ = [
    "DUEL_PLAYERS",
    "FUTURE_VP_PER_TURN",
    "MIN_NEW_ITERATIONS",
    "TUNABLE_PARAMS",
    "Node",
    "Params",
    "SearchResult",
    "Settings",
    "TreeMemo",
    "backpropagate",
    "best_action",
    "checked_number",
    "descend",
    "drawn_action",
    "evaluate",
    "expand",
    "fallback",
    "rollout",
    "search",
    "select",
    "select_and_expand",
    "surest_near_best",
]

PLACING, WHITES = TurnMode.PLACING, TurnMode.WHITES
END, TAKE = ActionKind.END, ActionKind.TAKE  # module names: faster to read than the enum's members
# VP a player still adds per remaining turn beyond the evaluation's estimate:
# makes ``expected_vp`` of an analysis a calibrated forecast of the final
# score (docs/tuning.md#future-vp-per-turn).
FUTURE_VP_PER_TURN = 1.19
DUEL_PLAYERS = 2  # a game of this many players widens by ``Params.duel_widen``
# new iterations a search from a grown tree makes at least (``search``)
MIN_NEW_ITERATIONS = 16
# early stop: checked every 8th iteration (``done & 7 == 0``) once the root
# has this many visits (docs/tuning.md#early-stop)
EARLY_STOP_MIN_VISITS = 32
EARLY_STOP_CHECK_MASK = 7
# ``best_action`` with a win margin weighs the root decisions visited at least
# this share as often as the most visited one: fewer visits, too few iterations
# behind their mean value and win chance
NEAR_BEST_VISITS = 0.25
FLAT = 1e-9  # greedy values spread less than this: every prior is 0.5
# VP of greedy value per unit of prior for a rival's decision a later
# determinization shows (``_repriced``): about the spread of a node's values
REPRICE_SPREAD = 5.0
_PRIOR = operator.attrgetter("prior")  # a child's prior, read in C by sort


@dataclass(slots=True)
class SearchResult:
    """Root statistics; ``merge`` adds another worker's."""

    n_seats: int
    iterations: int = 0
    # action text -> [visits, value sum (for the seat to move), availability]
    stats: dict[str, list[float]] = field(default_factory=dict)
    value_sum: list[float] = field(default_factory=list)  # per seat, over iterations
    vp_sum: list[float] = field(default_factory=list)
    # per seat, over iterations: the model's win probability at the leaf
    # (solo: not the search value, which mixes the win chance and the score)
    win_sum: list[float] = field(default_factory=list)
    # root decision text -> [the model's win probability for the seat to move,
    # summed over the iterations this search made through that decision, and
    # their number]: each candidate's win probability (a hint shows it)
    root_wins: dict[str, list[float]] = field(default_factory=dict)
    stopped_early: bool = False

    def merge(self, other: SearchResult) -> None:
        self.iterations += other.iterations
        self.stopped_early = self.stopped_early or other.stopped_early
        for k, v in other.stats.items():
            mine = self.stats.setdefault(k, [0.0, 0.0, 0.0])
            for i in range(3):
                mine[i] += v[i]
        if not self.value_sum:
            self.value_sum = [0.0] * self.n_seats
            self.vp_sum = [0.0] * self.n_seats
        if not self.win_sum:
            self.win_sum = [0.0] * self.n_seats
        for s in range(self.n_seats):
            self.value_sum[s] += other.value_sum[s]
            self.vp_sum[s] += other.vp_sum[s]
            self.win_sum[s] += other.win_sum[s] if other.win_sum else 0.0
        for k, (wins, n) in other.root_wins.items():
            mine = self.root_wins.setdefault(k, [0.0, 0.0])
            mine[0] += wins
            mine[1] += n

    def ranked(self) -> list[tuple[str, int, float]]:
        """(action text, visits, mean value) best first (most visits, then value)."""
        rows = [(k, int(v[0]), v[1] / v[0] if v[0] else 0.0) for k, v in self.stats.items()]
        rows.sort(key=lambda r: (-r[1], -r[2], r[0]))
        return rows


def _priors(
    game: Game, legal: list[Action], leaves: dict[int, Leaf] | None = None, w: Weights = SEARCH
) -> dict[int, float]:
    """Greedy one-step values scaled to [0, 1], keyed by ``id`` of the
    decision (cheaper than hashing it; ``leaves``: see ``action_values``;
    ``w``: the evaluation's weights)."""
    return _scaled(action_values(game, legal, leaves, w))


def _scaled(vals: list[tuple[Action, float]]) -> dict[int, float]:
    """The priors of ``vals`` (``action_values``): scaled to [0, 1]."""
    lo = min(v for _, v in vals)
    hi = max(v for _, v in vals)
    span = hi - lo
    if span <= FLAT:
        return {id(a): 0.5 for a, _ in vals}
    return {id(a): (v - lo) / span for a, v in vals}


def _repriced(game: Game, legal: list[Action], children: dict[int, Node], w: Weights = SEARCH) -> dict[int, float]:
    """Priors of the decisions of ``legal`` new to ``children`` (``Params.opp_reprice``):
    valued with the best-prior decision of ``children`` open here (the first
    of the best in ``legal`` order, as ``select`` opens them), each new
    one's prior is that decision's plus their difference in greedy value
    over ``REPRICE_SPREAD`` (VP), so a new decision ranks above the old best
    exactly when it is worth more in this determinization; the others
    are not valued again.  When none of ``legal`` is in the tree yet, all
    are priced as a first expansion prices them (``_priors``)."""
    ref: Node | None = None
    new: list[Action] = []
    for a in legal:
        ch = children.get(id(a))
        if ch is None:
            new.append(a)
        elif ref is None or ch.prior > ref.prior:
            ref = ch
    if ref is None:
        return _priors(game, legal, None, w)
    assert ref.action is not None
    vals = action_values(game, [ref.action, *new], None, w)
    base = vals[0][1]
    return {id(a): ref.prior + (v - base) / REPRICE_SPREAD for a, v in vals[1:]}


def _take_leaves(nodes: dict[int, Node], leaves: dict[int, Leaf] | None) -> None:
    """Give new ``nodes`` the evaluations their priors made (solo), then
    empty ``leaves`` for the next expansion."""
    if leaves:
        for key, node in nodes.items():
            node.leaf = leaves.get(key)
        leaves.clear()


def _auto(game: Game) -> None:
    """Apply decisions that need no search: forced ones and placement."""
    while not game.is_over:
        legal = game.legal_actions()
        if len(legal) == 1:
            game.apply(legal[0])
        elif game.turn_mode in (PLACING, WHITES):
            game.apply(placement_action(game, legal))
        else:
            return


@dataclass(slots=True)
class Settings:
    """What one search needs besides the tree, fixed for the whole search
    (``Params`` resolved for a solo or multi-player root)."""

    c: float  # UCT exploration
    bias: float  # progressive bias weight
    widen: float  # progressive widening at the searching seat's decisions
    opp_widen: float  # ... and at the other seats'
    opp_reprice: bool  # the other seats' nodes value only their new decisions (``_repriced``)
    seat: int  # the searching seat (the root's mover)
    horizon: int  # rollout turns (0: the evaluation judges the leaf at once)
    rollout_expand: bool  # the rollout's first decision expands the new node (``rollout``)
    noise: float  # VP noise of the rollout greedy
    w: Weights  # the evaluation's weights
    model: ValueModel | None  # the fitted multiplayer value model (None: the hand-written value)
    # Solo without rollout: the evaluations the priors made of the positions
    # new decisions lead to (``expand`` fills and hands them to the nodes)
    leaves: dict[int, Leaf] | None
    # id() of the root decisions the no-progress rule leaves open (None: all)
    root_only: set[int] | None

    @classmethod
    def of(cls, prm: Params, root_game: Game) -> Settings:
        solo = root_game.solo
        horizon = prm.solo_rollout_turns if solo else prm.rollout_turns
        root_only = None
        if prm.root_actions is not None:
            # the no-progress rule (``progress.py``): on a stalled table the
            # root opens only with decisions that move the game towards its end
            root_only = {id(a) for a in root_game.legal_actions() if str(a) in prm.root_actions} or None
        return cls(
            c=prm.solo_c if solo else prm.c,
            bias=prm.bias,
            widen=prm.solo_widen if solo else (prm.duel_widen if root_game.n_players == DUEL_PLAYERS else prm.widen),
            opp_widen=prm.opp_widen,
            opp_reprice=bool(prm.opp_reprice),
            seat=root_game.to_move,
            horizon=horizon,
            rollout_expand=bool(prm.rollout_expand),
            noise=prm.noise,
            w=prm.weights._replace(
                solo_win_shift=prm.solo_win_shift,
                solo_won_score=prm.solo_won_score,
                solo_near_empty=prm.solo_near_empty,
                solo_win_weight=prm.solo_win_weight,
                solo_win_fit=prm.solo_win_fit,
                solo_threat=prm.solo_threat,
            )
            if solo
            else prm.weights,
            model=VALUE_MODEL if prm.value_model and not solo else None,
            # Solo without rollout: the evaluation the prior made of a
            # decision's position is its first leaf value (playing it again
            # would repeat it).
            leaves={} if solo and horizon == 0 else None,
            root_only=root_only,
        )


def expand(
    node: Node,
    game: Game,
    legal: list[Action],
    leaves: dict[int, Leaf] | None,
    w: Weights = SEARCH,
    reprice: bool = False,
) -> list[Node]:
    """Expansion: the children of ``node`` for the decisions ``legal`` in
    ``game`` (in that order), creating the ones this determinization shows
    for the first time, with their priors (and, solo, their first values;
    ``w``: the evaluation's weights; ``reprice``: a node that has children
    values only its new decisions, ``_repriced``)."""
    mover = game.to_move
    children = node.children
    if children is None:
        children = node.children = {}
        pri = _priors(game, legal, leaves, w) if len(legal) > 1 else {id(legal[0]): 1.0}
        for a in legal:
            children[id(a)] = Node(mover, a, pri[id(a)])
        _take_leaves(children, leaves)
        return list(children.values())
    avail = []
    for a in legal:
        ch = children.get(id(a))
        if ch is None:
            break
        avail.append(ch)
    else:
        return avail
    pri = _repriced(game, legal, children, w) if reprice else _priors(game, legal, leaves, w)
    new = {id(a): Node(mover, a, pri[id(a)]) for a in legal if id(a) not in children}
    _take_leaves(new, leaves)
    children.update(new)
    return [children[id(a)] for a in legal]


def select(node: Node, avail: list[Node], st: Settings) -> Node:
    """Selection at ``node`` among its children ``avail`` (open in this
    determinization): counts their availability, opens only the best-prior
    few (progressive widening) and picks by UCT with availability counts plus
    a fading progressive bias; an unvisited child first, by prior."""
    for ch in avail:
        ch.avail += 1
    widen = st.widen if avail[0].mover == st.seat else st.opp_widen
    limit = 1 + int(widen * math.sqrt(node.n + 1))
    if limit < len(avail):
        avail.sort(key=_PRIOR, reverse=True)  # best prior first, ties in order (a stable sort)
        open_ = avail[:limit]
    else:
        open_ = avail
    c, bias = st.c, st.bias
    log, sqrt = math.log, math.sqrt
    best = None
    best_s = -1e18
    for ch in open_:
        if ch.n == 0:
            s = 1e6 + ch.prior
        else:
            s = ch.w / ch.n + c * sqrt(log(ch.avail) / ch.n) + bias * ch.prior / (ch.n + 1)
        if s > best_s:
            best, best_s = ch, s
    assert best is not None
    return best


def select_and_expand(root: Node, game: Game, st: Settings) -> tuple[list[Node], Leaf | None]:
    """One iteration's way down the tree from ``root``, applying the chosen
    decisions to ``game`` (a determinization): at each level the children
    are expanded and one selected, until a decision new to the tree is
    played (or the game ends).  Decisions that need no search (forced ones,
    placement) are applied between levels.  Returns the path of nodes and,
    solo, the value a new decision's prior already gave it (then ``game``
    stops before that decision: it is not played again)."""
    node = root
    path: list[Node] = []
    while not game.is_over:
        legal = without_passes(game, game.legal_actions())
        if st.root_only is not None and node is root:
            legal = [a for a in legal if id(a) in st.root_only] or legal
        reprice = st.opp_reprice and game.to_move != st.seat
        best = select(node, expand(node, game, legal, st.leaves, st.w, reprice), st)
        assert best.action is not None
        path.append(best)
        node = best
        if best.leaf is not None:
            leaf = best.leaf
            best.leaf = None
            return path, leaf
        game.apply(best.action)
        if best.n == 0:
            break
        _auto(game)  # the decisions that need no search, before the next level
    return path, None


def rollout(
    game: Game, rng: random.Random, turns: int, noise: float, w: Weights = SEARCH, node: Node | None = None
) -> None:
    """Play ``turns`` turns of ``game`` (or to its end) by randomised greedy
    (``w``: the evaluation's weights).  ``node``: the tree's new node the
    game is at, which the first decision the search would make a tree level
    of expands (``_expanding_greedy``)."""
    played = 0
    while not game.is_over:
        if node is None:
            a = greedy_action(game, rng, noise, w=w)
        else:
            legal = game.legal_actions()
            if len(legal) == 1:
                a = legal[0]
            elif game.turn_mode in (PLACING, WHITES):
                a = placement_action(game, legal)
            else:  # the decision below ``node`` in the tree: ``select_and_expand`` skips the same steps
                a = _expanding_greedy(game, without_passes(game, legal), node, rng, noise, w)
                node = None
        game.apply(a)
        if a.kind == END:
            played += 1
            if played >= turns:
                return


def _expanding_greedy(
    game: Game, legal: list[Action], node: Node, rng: random.Random, noise: float, w: Weights
) -> Action:
    """The rollout's greedy decision among ``legal`` (``greedy_action``,
    the same random draws), whose values also make ``node``'s children and
    their priors as ``expand`` would when ``node`` is next visited: the
    search values these decisions once, not twice
    (docs/tuning.md#the-rollout-expands-the-new-node)."""
    if legal[0].kind == TAKE:  # the setup's resource: greedy draws it at random
        return legal[rng.randrange(len(legal))]
    vals = action_values(game, legal, None, w)
    pri = _scaled(vals) if len(vals) > 1 else {id(legal[0]): 1.0}
    mover = game.to_move
    node.children = {id(a): Node(mover, a, pri[id(a)]) for a in legal}
    return noisy_best(vals, rng, noise)


def evaluate(game: Game, leaf: Leaf | None, st: Settings, rng: random.Random, new: Node | None = None) -> Leaf:
    """Evaluation of the position an iteration reached: ``leaf`` when the
    prior already made it, else a short rollout (``st.horizon`` turns) and
    the evaluation function: (value per seat, VP per seat).  ``new``: the
    node the iteration added to the tree, which the rollout expands
    (``Settings.rollout_expand``)."""
    if leaf is not None:
        return leaf
    if not game.is_over and st.horizon > 0:
        expanding = new if st.rollout_expand and new is not None and new.children is None else None
        rollout(game, rng, st.horizon, st.noise, st.w, expanding)
    if game.end_triggered and not game.is_over and not game.solo:
        return final_values(game)  # the last round: the scores are nearly known
    if st.model is not None and not game.is_over:
        return model_values(game, st.model, st.w)
    return values(game, st.w)


def backpropagate(root: Node, path: list[Node], vals: list[float]) -> None:
    """Backpropagation: every node of ``path`` (and ``root``) gets the visit,
    and its value sum the value for the seat that made its decision."""
    root.n += 1
    for nd in path:
        nd.n += 1
        nd.w += vals[nd.mover]


def _record(result: SearchResult, game: Game, vals: list[float], vps: list[float], w: Weights) -> list[float]:
    """Add an iteration's leaf (``game``, its values and VP by the weights
    ``w``) to the root sums of ``result``: values, forecast final VP, win
    probabilities."""
    future = 0.0 if game.is_over or game.solo else FUTURE_VP_PER_TURN * turns_left(game, w)
    wins = win_chances(game, vals, vps, w)
    for s in range(result.n_seats):
        result.value_sum[s] += vals[s]
        result.vp_sum[s] += vps[s] + future
        result.win_sum[s] += wins[s]
    return wins


def _through(root_wins: dict[int, list[float]], path: list[Node], wins: list[float]) -> None:
    """Count an iteration's win probabilities (``wins``, per seat) for the root
    decision it went through: for the seat that makes that decision."""
    if path:
        first = path[0]
        acc = root_wins.get(id(first))
        if acc is None:
            acc = root_wins[id(first)] = [0.0, 0.0]
        acc[0] += wins[first.mover]
        acc[1] += 1.0


def _root_wins(root: Node, root_game: Game, through: dict[int, list[float]]) -> dict[str, list[float]]:
    """``through`` (keyed by root child) by the decisions' text, for those open in ``root_game``."""
    out: dict[str, list[float]] = {}
    if root.children and through:
        for a in without_passes(root_game, root_game.legal_actions()):
            ch = root.children.get(id(a))
            if ch is not None and id(ch) in through:
                out[str(a)] = through[id(ch)]
    return out


def _root_stats(root: Node, root_game: Game) -> dict[str, list[float]]:
    """The root decisions open in ``root_game``: visits, value sum,
    availability.  A reused tree may hold decisions that were legal in other
    determinizations only: they are left out."""
    stats: dict[str, list[float]] = {}
    if root.children:
        for a in without_passes(root_game, root_game.legal_actions()):
            ch = root.children.get(id(a))
            if ch is not None and ch.avail:
                stats[str(a)] = [float(ch.n), ch.w, float(ch.avail)]
    return stats


def search(
    root_game: Game,
    seat: int,
    iterations: int | None = None,
    deadline: float | None = None,
    should_stop: Callable[[], bool] | None = None,
    seed: int = 0,
    params: Params | None = None,
    tree: Node | None = None,
) -> SearchResult:
    """Search from ``root_game`` (already a determinization from ``seat``'s
    view: it is re-determinized every iteration) until ``iterations`` new
    iterations are done, the monotonic ``deadline`` passes or
    ``should_stop()`` is true.

    ``tree`` is the root node to grow (see ``descend``); the search adds to
    it in place, so the caller can keep it for the turn's next decision.
    With an iteration budget, a grown tree's visits count towards it.

    Each iteration: ``select_and_expand`` on a fresh determinization,
    ``evaluate``, ``backpropagate``."""
    prm = params or Params()
    rng = random.Random(seed)
    n_seats = root_game.n_players
    root = tree if tree is not None else Node(mover=-1)
    reused = root.n
    if iterations is not None and reused and root_game.main_action_done:
        # a grown tree: the budget counts the visits it already has, so a
        # decision after the main action searches only what its line lacks
        # (a few new iterations at least, for what was revealed since)
        iterations = max(MIN_NEW_ITERATIONS, iterations - reused)
    result = SearchResult(
        n_seats=n_seats, value_sum=[0.0] * n_seats, vp_sum=[0.0] * n_seats, win_sum=[0.0] * n_seats
    )
    st = Settings.of(prm, root_game)
    through: dict[int, list[float]] = {}  # root child -> [win probability sum, iterations]
    done = 0
    start = time.monotonic()
    while True:
        if iterations is not None and done >= iterations:
            break
        if deadline is not None and time.monotonic() >= deadline:
            break
        if should_stop is not None and done and should_stop():
            break
        g = root_game.determinize(seat, rng)
        path, leaf = select_and_expand(root, g, st)
        vals, vps = evaluate(g, leaf, st, rng, path[-1] if path and path[-1].n == 0 else None)
        backpropagate(root, path, vals)
        _through(through, path, _record(result, g, vals, vps, st.w))
        done += 1
        if (
            prm.early_stop
            and done + reused >= EARLY_STOP_MIN_VISITS
            and not done & EARLY_STOP_CHECK_MASK
            and _settled(root, done, iterations, deadline, start)
        ):
            result.stopped_early = True
            break
    result.iterations = done
    result.stats = _root_stats(root, root_game)
    result.root_wins = _root_wins(root, root_game, through)
    return result


def _settled(root: Node, done: int, iterations: int | None, deadline: float | None, start: float) -> bool:
    """True when the most visited root decision keeps its place even if every
    remaining iteration went to the runner-up (so searching on changes nothing)."""
    if iterations is not None:
        remaining = iterations - done
    elif deadline is not None:
        now = time.monotonic()
        remaining = int(done / max(now - start, 1e-6) * max(deadline - now, 0.0)) + 1
    else:
        return False
    if remaining <= 0:
        return False  # the budget is spent anyway
    n1 = n2 = 0
    for ch in root.children.values() if root.children else ():
        n = ch.n
        if n > n1:
            n1, n2 = n, n1
        elif n > n2:
            n2 = n
    return n1 - n2 > remaining


def _visited(result: SearchResult, legal: list[Action]) -> list[tuple[Action, int]]:
    """The legal root decisions the search visited, with their visits, most visited first."""
    texts = {str(a): a for a in legal}
    return [(texts[text], visits) for text, visits, _mean in result.ranked() if visits and text in texts]


def best_action(result: SearchResult, legal: list[Action], win_margin: float = 0.0) -> Action | None:
    """The most visited root decision that is legal (None without statistics);
    with ``win_margin`` (``Params.solo_win_margin``), the surest of the near-best
    (``surest_near_best``)."""
    rows = _visited(result, legal)
    if not rows:
        return None
    if win_margin > 0.0:
        return surest_near_best(result, rows, win_margin)
    return rows[0][0]


def surest_near_best(result: SearchResult, rows: list[tuple[Action, int]], win_margin: float) -> Action:
    """Among the root decisions of ``rows`` (``_visited``: the most visited first)
    visited at least ``NEAR_BEST_VISITS`` as often as the most visited one and
    whose mean value is at most ``win_margin`` below its, the one with the
    highest mean win chance (``SearchResult.root_wins``); the most visited one
    on a tie.  The value mixes the win and the score (solo: ``value.values``),
    so decisions about as good can differ in how sure a win they make."""
    top, top_visits = rows[0]

    def mean_value(action: Action) -> float:
        visits, value_sum, _avail = result.stats[str(action)]
        return value_sum / visits

    def win_chance(action: Action) -> float:
        wins, through = result.root_wins.get(str(action), (0.0, 0.0))
        return wins / through if through else 0.0

    floor = mean_value(top) - win_margin
    near = [a for a, visits in rows if visits >= NEAR_BEST_VISITS * top_visits and mean_value(a) >= floor]
    return max(near, key=lambda a: (win_chance(a), a is top))


def drawn_action(result: SearchResult, legal: list[Action], temperature: float, rng: random.Random) -> Action | None:
    """A legal root decision drawn with probability proportional to
    ``visits ** (1 / temperature)``: the moves the search liked, more
    loosely the higher ``temperature`` (an easier level's pick; None without
    statistics)."""
    rows = _visited(result, legal)
    if not rows:
        return None
    most = rows[0][1]  # the most visited first; dividing by it keeps the powers in range
    weights = [(visits / most) ** (1.0 / temperature) for _action, visits in rows]
    return rng.choices([action for action, _visits in rows], weights)[0]


def fallback(game: Game, seat: int, rng: random.Random, w: Weights = SEARCH) -> Action:
    """A decision without search (it failed or did nothing): greedy on a
    determinization (``w``: the search's weights), under the no-progress
    rule like a searched one."""
    return greedy_answer(game, seat, game.legal_actions(), rng.getrandbits(64), rng, w)
