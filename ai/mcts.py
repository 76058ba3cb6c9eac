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
- Rollouts: randomised greedy to the end of the turn (``Params``; none in
  solo), then the evaluation (``value.values``): a win probability per
  seat, solo win + VP.  Solo, a decision's first value is the evaluation its
  prior already made of the position it leads to (on the determinization
  that expanded its parent), so it is not played and evaluated twice.
- Early stop: the search ends once the most visited root decision keeps its
  place even if every remaining iteration went to the runner-up (the answer
  cannot change; ``Params.early_stop``, off for analyses, which want every
  candidate's statistics).

``search`` is plain single-threaded code; ``worker.py`` runs it in worker
processes and merges the root statistics of several (root parallelism).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from core import Action, ActionKind, Game, TurnMode

from .evaluation import turns_left
from .greedy import Leaf, action_values, greedy_action, placement_action, without_passes
from .progress import progress_decisions
from .value import values, win_chances

PLACING, WHITES = TurnMode.PLACING, TurnMode.WHITES
# VP a player still adds per remaining turn beyond the evaluation's estimate
# (fitted on greedy self-play, 1-4 players): makes ``expected_vp`` of an
# analysis a calibrated forecast of the final score.
FUTURE_VP_PER_TURN = 1.19
# new iterations a search from a grown tree makes at least (``search``)
MIN_NEW_ITERATIONS = 16


@dataclass(slots=True)
class Params:
    c: float = 0.15  # UCT exploration (values are win probabilities in [0, 1])
    # Solo values (half the win chance, half the score over 70) differ less
    # between decisions, so solo explores less.  At it=500 on the same 200
    # seeds (40000-40199): c 0.3 won 77.0% / 47.1 VP, 0.15 81.0% / 47.6,
    # 0.07 86.0% / 49.3 (against 0.15: +30 / -20 games flipped), 0.035
    # 83.0% / 49.0.
    solo_c: float = 0.07
    bias: float = 0.5  # progressive bias weight (prior in [0, 1], fades as 1/(n+1))
    widen: float = 1.5  # children open = 1 + widen * sqrt(visits)
    # Solo opens fewer decisions and so searches the promising lines deeper
    # (iterations cost ~1.8x more there).  At it=500 with c 0.07 on seeds
    # 40000-40199: widen 3.0 won 80.5% / 49.1 VP, 1.5 86.0% / 49.3, 0.8
    # 89.0% / 50.6, 0.4 96.0% / 55.0 (against 0.8: +16 / -2 games flipped).
    solo_widen: float = 0.4
    rollout_turns: int = 1  # turns played by randomised greedy after the tree
    # Solo: no rollout, the evaluation judges the new leaf at once.  ~2x the
    # iterations in the same time, and at equal time (60 seeds) 88.3% wins /
    # 48.3 VP against 86.7% / 46.7 with a one-turn rollout (2 turns cost 2.4x
    # with no gain).  The solo value is a fitted forecast of the result, so a
    # deeper tree beats a noisy rollout of the turn.
    solo_rollout_turns: int = 0
    noise: float = 0.6  # VP noise of the rollout greedy
    early_stop: bool = True  # stop once the most visited decision cannot be overtaken
    # the root decisions the search may choose among (notation; None: all),
    # set by the no-progress rule (``progress.progress_decisions``) on the
    # real game, whose record a determinization does not carry
    root_actions: frozenset[str] | None = None


class Node:
    __slots__ = ("action", "avail", "children", "leaf", "mover", "n", "prior", "w")

    def __init__(self, mover: int, action: Action | None = None, prior: float = 0.0) -> None:
        self.mover = mover  # seat that made the decision leading here
        self.action = action
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.prior = prior
        # keyed by id() of the canonical decision (every legal list holds the
        # same Action objects), which is much cheaper than hashing the dataclass
        self.children: dict[int, Node] | None = None
        # solo: ``values`` of the position this decision led to when its
        # parent was expanded, used as its first evaluation (then dropped)
        self.leaf: Leaf | None = None


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
    # (solo: not the search value, which is half win chance, half score)
    win_sum: list[float] = field(default_factory=list)
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

    def ranked(self) -> list[tuple[str, int, float]]:
        """(action text, visits, mean value) best first (most visits, then value)."""
        rows = [(k, int(v[0]), v[1] / v[0] if v[0] else 0.0) for k, v in self.stats.items()]
        rows.sort(key=lambda r: (-r[1], -r[2], r[0]))
        return rows


def _priors(game: Game, legal: list[Action], leaves: dict[int, Leaf] | None = None) -> dict[Action, float]:
    """Greedy one-step values scaled to [0, 1] (``leaves``: see ``action_values``)."""
    vals = action_values(game, legal, leaves)
    lo = min(v for _, v in vals)
    hi = max(v for _, v in vals)
    span = hi - lo
    if span <= 1e-9:
        return {a: 0.5 for a, _ in vals}
    return {a: (v - lo) / span for a, v in vals}


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
    With an iteration budget, a grown tree's visits count towards it."""
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
    done = 0
    start = time.monotonic()
    c = prm.solo_c if root_game.solo else prm.c
    widen = prm.solo_widen if root_game.solo else prm.widen
    horizon = prm.solo_rollout_turns if root_game.solo else prm.rollout_turns
    # Solo without rollout: the evaluation the prior made of a decision's
    # position is its first leaf value (playing it again would repeat it).
    leaves: dict[int, Leaf] | None = {} if root_game.solo and horizon == 0 else None
    # the no-progress rule (``progress.py``): on a stalled table the root
    # opens only with decisions that move the game towards its end
    root_only = None
    if prm.root_actions is not None:
        root_only = {id(a) for a in root_game.legal_actions() if str(a) in prm.root_actions} or None
    log = math.log
    sqrt = math.sqrt
    while True:
        if iterations is not None and done >= iterations:
            break
        if deadline is not None and time.monotonic() >= deadline:
            break
        if should_stop is not None and done and should_stop():
            break
        g = root_game.determinize(seat, rng)
        node = root
        path: list[Node] = []
        leaf: Leaf | None = None
        first = True
        # ---- selection / expansion
        while not g.is_over:
            if not first:
                _auto(g)
                if g.is_over:
                    break
            first = False
            legal = without_passes(g, g.legal_actions())
            if root_only is not None and node is root:
                legal = [a for a in legal if id(a) in root_only] or legal
            mover = g.to_move
            children = node.children
            if children is None:
                children = node.children = {}
                pri = _priors(g, legal, leaves) if len(legal) > 1 else {legal[0]: 1.0}
                for a in legal:
                    children[id(a)] = Node(mover, a, pri[a])
                _take_leaves(children, leaves)
                avail = list(children.values())
            else:
                avail = []
                missing = False
                for a in legal:
                    ch = children.get(id(a))
                    if ch is None:
                        missing = True
                        break
                    avail.append(ch)
                if missing:
                    pri = _priors(g, legal, leaves)
                    new = {id(a): Node(mover, a, pri[a]) for a in legal if id(a) not in children}
                    _take_leaves(new, leaves)
                    children.update(new)
                    avail = [children[id(a)] for a in legal]
            # availability, widening: only the best-prior children are open
            for ch in avail:
                ch.avail += 1
            limit = 1 + int(widen * sqrt(node.n + 1))
            if limit < len(avail):
                avail.sort(key=lambda ch: -ch.prior)
                open_ = avail[:limit]
            else:
                open_ = avail
            best = None
            best_s = -1e18
            for ch in open_:
                if ch.n == 0:
                    s = 1e6 + ch.prior
                else:
                    s = ch.w / ch.n + c * sqrt(log(ch.avail) / ch.n) + prm.bias * ch.prior / (ch.n + 1)
                if s > best_s:
                    best, best_s = ch, s
            assert best is not None and best.action is not None
            path.append(best)
            node = best
            if best.leaf is not None:
                leaf = best.leaf
                best.leaf = None
                break
            g.apply(best.action)
            if best.n == 0:
                break
        # ---- rollout
        if leaf is not None:
            vals, vps = leaf
        else:
            if not g.is_over and horizon > 0:
                turns = 0
                while not g.is_over:
                    a = greedy_action(g, rng, prm.noise)
                    g.apply(a)
                    if a.kind == ActionKind.END:
                        turns += 1
                        if turns >= horizon:
                            break
            vals, vps = values(g)
        # ---- backpropagation
        root.n += 1
        for nd in path:
            nd.n += 1
            nd.w += vals[nd.mover]
        future = 0.0 if g.is_over or g.solo else FUTURE_VP_PER_TURN * turns_left(g)
        wins = win_chances(g, vals, vps)
        for s in range(n_seats):
            result.value_sum[s] += vals[s]
            result.vp_sum[s] += vps[s] + future
            result.win_sum[s] += wins[s]
        done += 1
        if (
            prm.early_stop
            and done + reused >= 32
            and not done & 7
            and _settled(root, done, iterations, deadline, start)
        ):
            result.stopped_early = True
            break
    result.iterations = done
    if root.children:
        # a reused tree may hold decisions that were legal in other
        # determinizations only: report the ones open now
        for a in without_passes(root_game, root_game.legal_actions()):
            ch = root.children.get(id(a))
            if ch is not None and ch.avail:
                result.stats[str(a)] = [float(ch.n), ch.w, float(ch.avail)]
    return result


def descend(tree: Node | None, game: Game | None, actions: Sequence[Action]) -> Node | None:
    """The node of ``tree`` (searched from ``game``) that ``actions``, the
    decisions applied since, lead to: the root to grow for the turn's next
    decision, which so starts with the visits its line got while the earlier
    decision was searched.  Decisions the search applies without a tree
    level (forced ones, placement) are stepped over as it does.  None when
    the line leaves the tree (or ``actions`` is empty)."""
    if tree is None or game is None or not actions:
        return None
    g = game.clone()
    node = tree
    first = True
    try:
        for act in actions:
            legal = g.legal_actions()
            canon = legal[legal.index(act)]
            if first or not (len(legal) == 1 or g.turn_mode in (PLACING, WHITES)):
                children = node.children
                child = children.get(id(canon)) if children else None
                if child is None:
                    return None
                node = child
            first = False
            g.apply(canon)
    except ValueError:  # not legal there: the game is not the one searched
        return None
    node.leaf = None
    return node


class TreeMemo:
    """The last search's tree and the game it searched, kept (in a worker
    process, or by an inline bot) for the turn's next decision."""

    __slots__ = ("game", "tree")

    def __init__(self) -> None:
        self.tree: Node | None = None
        self.game: Game | None = None

    def root(self, reuse: Sequence[Action] | None) -> Node:
        """The root for the next search: the old tree's node ``reuse`` leads
        to, or a new one.  Drops the rest of the old tree."""
        node = descend(self.tree, self.game, reuse) if reuse else None
        self.tree = self.game = None
        return node if node is not None else Node(mover=-1)

    def keep(self, root: Node, game: Game) -> None:
        self.tree, self.game = root, game


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


def best_action(result: SearchResult, legal: list[Action]) -> Action | None:
    """The most visited root decision that is legal (None without statistics)."""
    texts = {str(a): a for a in legal}
    for text, visits, _mean in result.ranked():
        if visits and text in texts:
            return texts[text]
    return None


def fallback(game: Game, seat: int, rng: random.Random) -> Action:
    """A decision without search (it failed or did nothing): greedy on a
    determinization, under the no-progress rule like a searched one."""
    legal = game.legal_actions()
    det = game.determinize(seat, rng.getrandbits(64))
    act = greedy_action(det, rng, allowed=progress_decisions(game, legal))
    return act if act in legal else legal[0]
