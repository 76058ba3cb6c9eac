"""Search budgets: difficulty levels, time and iteration budgets.

A budget string is what follows the colon of a bot name (``mcts:hard``,
``mcts:it=2000``, ``mcts:t=1.5``) or the ``budget`` argument of
``Bot.choose``:

- ``easy``, ``medium``, ``hard``, ``expert``: the shipped levels
  (``LEVELS`` below; a solo game's ``hard`` searches longer, see
  ``SOLO_LEVELS``), one worker process each, two for ``expert``.  Easy,
  medium and hard search a **fixed number of iterations within a time
  limit** (``LEVEL_ITERATIONS``): they play alike on every machine fast
  enough, and a slow or busy one cuts them short; expert takes **all the
  time** it has on both cores, so it is the level a faster machine makes
  stronger.
- ``t=S``: ``S`` seconds per turn, one worker.
- ``it=N``: ``N`` iterations for a turn's main decision, one worker,
  reproducible (the arena uses these).
- ``it=N,t=S``: ``N`` iterations unless ``S`` seconds pass first (what easy,
  medium and hard are).
- ``it=N,w=2`` / ``t=S,w=2``: the same with two workers.
- ``,model=fitted`` / ``,model=hand`` (any of them, a level too, e.g.
  ``mcts:expert:model=fitted``): the multiplayer leaf
  value the search reads, the model fitted on the bots' games or the
  hand-written one (``value_model.py``; default: ``Params.value_model``),
  so a screen can seat the two against each other.
- ``,c=0.3``, ``,opp_widen=0.5``… (any of them, a level too): a search
  parameter (``mcts.TUNABLE_PARAMS`` but the value model, which is
  ``model=``) set for this bot alone, so a screen can seat two settings
  against each other (``mcts:it=600:c=0.3`` against ``mcts:it=600``);
  ``mor-arena --params`` sets them for every searching bot, the bot's name
  wins.
- ``,temp=T`` (any of them): the bot draws its turn's main decision with
  probability proportional to ``visits ** (1 / T)`` instead of playing the
  most visited one; T is for 2 players and sharpens with more
  (``draw_temperature``).  ``LEVEL_TEMPERATURE``: how easy and medium are
  made easier than hard; ``mcts:it=75:temp=0.5`` reproduces easy in the arena.

A *turn* is several atomic decisions.  ``share`` gives the fraction of the
turn budget one decision gets: the main action (and the setup choice of
leaders) gets it all; continuing a production, a leader action or ending the
turn after the main action get a small share; storing/dropping market
resources and white-marble choices are answered by the greedy policy at once
and never search.  So a decision never takes more than its level's time per
turn (plus the ~0.1 s margin of the worker hand-off).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from core import Game, TurnMode

from .mcts import DUEL_PLAYERS
from .search_params import TUNABLE_PARAMS, checked_number
from .solo_model import SoloWinFit, solo_at_risk

# level -> (seconds per turn, workers)
LEVELS: dict[str, tuple[float, int]] = {
    "easy": (0.1, 1),
    "medium": (0.2, 1),
    # hard thinks as long as a bot's move stays on screen anyway (the app's
    # pace, 0.7 s), so it costs the player no waiting: about 970 iterations
    # with 3-4 players on a quiet machine (docs/tuning.md#hard-thinks-06-s)
    "hard": (0.6, 1),
    # both cores, root-parallel (two worker processes merge their root
    # statistics): for the ladder's top and players who can wait
    "expert": (1.5, 2),
}
# How loosely a level picks its turn's main decision (``Budget.temperature``;
# 0 or absent: the most visited one).  A search finds nearly the same moves
# at 0.1 s as at 0.6 s (the ladder could not tell the levels apart), so a
# shorter search alone does not make a level easier: easy and medium draw
# among the moves their search liked, more loosely the easier the level
# (docs/tuning.md#easier-levels).
LEVEL_TEMPERATURE: dict[str, float] = {"easy": 0.5, "medium": 0.4}
# The levels whose search reads the value model fitted on the bots' own
# games (``Budget.value_model``; the others, and ``mcts:it=N``, the
# hand-written value): docs/tuning.md#fitted-value-model.  Easy and medium
# keep the value their temperatures were calibrated with.
LEVEL_VALUE_MODEL: dict[str, int] = {"hard": 1, "expert": 1}
# Search parameters of a level's own (``Budget.params``; a bot's name may
# still set them, ``mcts:hard:duel_widen=1.5``): in 2-player games hard and
# expert open fewer of their own decisions (``Params.duel_widen``), so their
# trees go deeper along the lines the prior likes, as solo's do; at equal
# time this won 2-player games against the wider tree, and lost 4-player
# ones (docs/tuning.md#narrower-trees).  Solo, they read the win model half
# a logit more sure of winning (``Params.solo_win_shift``): their deep
# search turns that into points without losing more games, where a
# shallow one loses them (docs/tuning.md#solo-value-the-searchs-win-chance),
# and its weights are the refit that weighs the levels of the cards still
# needed (``Params.solo_win_fit``; docs/tuning.md#solo-hard-reads-the-levels-still-needed).
# Easy and medium keep the tree and value their temperatures were
# calibrated with; hints and reviews (``it=N`` budgets) the default.
LEVEL_PARAMS: dict[str, tuple[tuple[str, float], ...]] = {
    "hard": (("duel_widen", 0.5), ("solo_win_shift", 0.5), ("solo_win_fit", SoloWinFit.LEVELS_NEEDED)),
    "expert": (("duel_widen", 0.5), ("solo_win_shift", 0.5), ("solo_win_fit", SoloWinFit.LEVELS_NEEDED)),
}
# The table size a parameter of ``LEVEL_PARAMS`` acts at, by its prefix
# (the others act at every size): what a level's reproducible name
# (``level_bot``) spells out.
PARAM_PLAYERS: dict[str, int] = {"duel_": DUEL_PLAYERS, "solo_": 1}
# The temperatures are for 2 players.  With more rivals the search's values
# differ less between decisions, so its visits spread over many it can
# hardly tell apart and the same temperature draws close to random play
# (medium won 10 % of 48 games against 3 greedy, scoring 28 VP): the draw
# sharpens in proportion, ``draw_temperature``.
TEMPERATURE_PLAYERS = 2
MAX_TEMPERATURE = 100.0
# Solo: the bot plays alone against Lorenzo, so no player at the table waits
# on it (a solo game has no bot seat; its hints search ``it=400``), and its
# solo strength keeps growing with search well past 0.6 s: solo ``hard``
# thinks up to 2 s (docs/tuning.md#solo-hard-thinks-longer).
SOLO_LEVELS: dict[str, tuple[float, int]] = {**LEVELS, "hard": (2.0, 1)}


# The iterations of a main decision at easy, medium and hard: what their
# time reached on the shared 2-core dev machine (``python -m lab.bench_bots
# --positions 12 [--players 1]``; solo has its own counts, its iterations
# cost a different amount), and since 2026-11-29 also their limit, so a
# level plays alike on every machine at least that fast
# (docs/tuning.md#levels-search-a-fixed-number-of-iterations); a slower or
# busier machine reaches the time first.  ``mcts:it=N`` with these N (and
# the level's temperature and value, ``level_bot``) reproduces a level in
# the arena.  How they were measured and why the levels are short:
# docs/tuning.md#level-iterations.  Expert has no limit but its time.
LEVEL_ITERATIONS: dict[str, int] = {"easy": 75, "medium": 200, "hard": 1000}
SOLO_LEVEL_ITERATIONS: dict[str, int] = {"easy": 120, "medium": 280, "hard": 3500}
# Hard with 3-4 players searches 1000 since 2026-11-30: the rivals' nodes
# value only their new decisions (``mcts.Params.opp_reprice``) and a new
# node's rollout expands it (``mcts.Params.rollout_expand``), and 0.6 s
# buys about 970 iterations where it bought about 650
# (docs/tuning.md#hard-with-3-or-4-players-1000-iterations).
# 2-player games, since 2026-11-29: hard's narrower tree (``LEVEL_PARAMS``)
# makes an iteration dearer, and 410 of them take the time its 600 took
# before (docs/tuning.md#narrower-trees).
DUEL_LEVEL_ITERATIONS: dict[str, int] = {**LEVEL_ITERATIONS, "hard": 410}


def level_iterations(level: str, players: int) -> int:
    """The iteration budget that plays like ``level`` in a game of ``players``."""
    if players == 1:
        return SOLO_LEVEL_ITERATIONS[level]
    return (DUEL_LEVEL_ITERATIONS if players == DUEL_PLAYERS else LEVEL_ITERATIONS)[level]


def level_bot(level: str, players: int) -> str:
    """The reproducible bot name that plays like ``level`` in a game of
    ``players``: its iterations, its temperature and, for a level that reads
    the fitted value model, ``:model=fitted``, and its search parameters
    that act at that size (``LEVEL_PARAMS``, ``PARAM_PLAYERS``):
    ``mcts:it=410:model=fitted:duel_widen=0.5`` is hard with 2 players,
    ``mcts:it=1000:model=fitted`` with 3 or 4, ``mcts:it=3500:solo_win_shift=0.5``
    solo."""
    name = f"mcts:it={level_iterations(level, players)}"
    if level in LEVEL_TEMPERATURE:
        name += f":temp={LEVEL_TEMPERATURE[level]:g}"
    if players > 1 and LEVEL_VALUE_MODEL.get(level):
        name += ":model=fitted"
    for key, value in LEVEL_PARAMS.get(level, ()):
        if param_acts(key, players):
            name += f":{key}={value:g}"
    return name


def param_acts(key: str, players: int) -> bool:
    """Whether search parameter ``key`` changes a search with ``players`` (``PARAM_PLAYERS``)."""
    return all(players == n for prefix, n in PARAM_PLAYERS.items() if key.startswith(prefix))


# ``model=`` in a budget: the search's multiplayer leaf value (``Params.value_model``)
VALUE_MODELS: dict[str, int] = {"hand": 0, "fitted": 1}
# the search parameters a budget may set by their own names (``c=0.3``)
BUDGET_PARAMS: dict[str, bool] = {key: whole for key, whole in TUNABLE_PARAMS.items() if key != "value_model"}

MIN_ITERATIONS = 16
# What a budget may ask for (``parse_budget``): ``t=`` seconds and ``it=`` iterations.
MIN_SECONDS, MAX_SECONDS = 0.01, 3600.0
MAX_ITERATIONS = 10_000_000

# Deadlines of one search (``deadlines``).  The worker's own search ends
# ``HANDOFF_MARGIN`` before the budget is up, leaving time for the hand-off
# of the request and the answer; the caller tells the workers to stop
# ``STOP_GRACE`` after that and answers with what came back.
HANDOFF_MARGIN = 0.04
STOP_GRACE = 0.08
# The safety deadline: a worker that has not answered a search by then is
# hung and is killed and replaced.  No iteration takes anywhere near
# ``SAFETY_SLACK`` (they take milliseconds, even on a loaded machine); an
# iteration budget gets ``SAFETY_SECONDS_PER_ITERATION`` per iteration on
# top, about 20 times the slowest iterations measured (4-player mid-game).
SAFETY_SLACK = 10.0
SAFETY_SECONDS_PER_ITERATION = 0.05


@dataclass(frozen=True, slots=True)
class Deadlines:
    """Monotonic times of one search started at ``start``.  ``search``: the
    worker's own deadline (None: an iteration budget); ``stop``: when the
    caller stops waiting for the workers' statistics (None: it waits for
    all the iterations); ``safety``: when a worker that has not answered is
    hung (always set, so no search can wait for ever)."""

    start: float
    search: float | None
    stop: float | None
    safety: float

    def later(self, seconds: float) -> Deadlines:
        """These deadlines moved ``seconds`` later (a search that first waited
        for its worker to start gets its whole budget from then on)."""
        if seconds <= 0.0:
            return self
        return Deadlines(self.start + seconds, None if self.search is None else self.search + seconds,
                         None if self.stop is None else self.stop + seconds, self.safety + seconds)


def deadlines(budget: Budget, start: float) -> Deadlines:
    """The deadlines of a search with ``budget`` (one decision's, already
    ``scaled``) started at ``start``."""
    if budget.seconds is not None:
        search = start + max(0.0, budget.seconds - HANDOFF_MARGIN)
        stop = start + budget.seconds + STOP_GRACE - HANDOFF_MARGIN
        return Deadlines(start, search, stop, stop + SAFETY_SLACK)
    assert budget.iterations is not None
    per_worker = -(-budget.iterations // max(1, budget.workers))
    return Deadlines(start, None, None, start + SAFETY_SLACK + per_worker * SAFETY_SECONDS_PER_ITERATION)


@dataclass(frozen=True, slots=True)
class Budget:
    seconds: float | None = None  # time per turn
    iterations: int | None = None  # iterations per turn (main decision)
    workers: int = 1
    text: str = ""
    # > 0: the turn's main decision is drawn by visits ** (1 / temperature)
    # (``LEVEL_TEMPERATURE``); 0: the most visited one
    temperature: float = 0.0
    # the search's multiplayer leaf value: 1 fitted, 0 hand-written, None
    # the default of ``Params.value_model`` (``model=`` in the text)
    value_model: int | None = None
    level: str | None = None  # the shipped level this budget is (``LEVELS``), if any
    # search parameters set by name (``c=0.3``): (field of ``mcts.Params``, value), in order
    params: tuple[tuple[str, float], ...] = ()

    def named_params(self) -> tuple[tuple[str, float], ...]:
        """The search parameters the budget's text names, beyond its level's
        own (``LEVEL_PARAMS``, which come first in ``params``)."""
        own = LEVEL_PARAMS.get(self.level, ()) if self.level is not None else ()
        return self.params[len(own):]

    def param_changes(self) -> dict[str, Any]:
        """The fields of the search's ``Params`` this budget sets: its
        parameters and its value model (``model=``), if it names one."""
        changes: dict[str, Any] = dict(self.params)  # numbers, as ``dataclasses.replace`` takes them
        if self.value_model is not None:
            changes["value_model"] = self.value_model
        return changes

    def scaled(self, share: float) -> Budget:
        """The budget of one decision that gets ``share`` of the turn (its
        iterations, its time, or both)."""
        iterations = None if self.iterations is None else max(MIN_ITERATIONS, int(self.iterations * share))
        seconds = None if self.seconds is None else self.seconds * share
        return replace(self, iterations=iterations, seconds=seconds)


def parse_budget(text: str) -> Budget:
    """``easy``/``medium``/``hard``/``t=S``/``it=N`` (optionally ``,w=1|2``)."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError("a budget is 'easy', 'medium', 'hard', 't=SECONDS' or 'it=ITERATIONS'")
    raw = text.strip().lower()
    parts = raw.replace(":", ",").split(",")
    level = parts[0].strip()
    if level in LEVELS and len(parts) == 1:
        secs, workers = LEVELS[level]
        return Budget(seconds=secs, iterations=LEVEL_ITERATIONS.get(level), workers=workers, text=raw,
                      temperature=LEVEL_TEMPERATURE.get(level, 0.0), value_model=LEVEL_VALUE_MODEL.get(level),
                      level=level, params=LEVEL_PARAMS.get(level, ()))
    if level in LEVELS:  # a level with ``model=`` or search parameters
        base = parse_budget(level)
        value_model = base.value_model
        params: list[tuple[str, float]] = list(base.params)  # the level's own, then the name's (which win)
        for part in parts[1:]:
            key, _, value = part.strip().partition("=")
            if key == "model" and value in VALUE_MODELS:
                value_model = VALUE_MODELS[value]
            elif key in BUDGET_PARAMS:
                params.append((key, _param(text, key, value)))
            else:
                raise ValueError(f"bad budget {text!r}: after a level only model=fitted, model=hand "
                                 f"or a search parameter ({', '.join(BUDGET_PARAMS)})")
        return replace(base, text=raw, value_model=value_model, params=tuple(params))
    seconds: float | None = None
    iterations: int | None = None
    workers = 1
    temperature = 0.0
    value_model = None
    params = []
    for part in parts:
        key, sep, value = part.strip().partition("=")
        if not sep:
            raise ValueError(f"bad budget {text!r}: expected easy, medium, hard, t=SECONDS or it=ITERATIONS")
        if key in BUDGET_PARAMS:
            params.append((key, _param(text, key, value)))
            continue
        try:
            if key == "t":
                seconds = float(value)
                if not MIN_SECONDS <= seconds <= MAX_SECONDS:
                    raise ValueError
            elif key == "it":
                iterations = int(value)
                if not 1 <= iterations <= MAX_ITERATIONS:
                    raise ValueError
            elif key == "w":
                workers = int(value)
                if workers not in (1, 2):
                    raise ValueError
            elif key == "model":
                if value not in VALUE_MODELS:
                    raise ValueError
                value_model = VALUE_MODELS[value]
            elif key == "temp":
                temperature = float(value)
                if not 0.0 <= temperature <= MAX_TEMPERATURE:  # also refuses nan
                    raise ValueError
            else:
                raise ValueError
        except ValueError:
            raise ValueError(
                f"bad budget {text!r}: use t=SECONDS (0.01-3600), it=ITERATIONS (1-10000000), w=1 or w=2, "
                f"temp=T (0-{MAX_TEMPERATURE:g}), model=fitted or model=hand, "
                f"or a search parameter ({', '.join(BUDGET_PARAMS)})"
            ) from None
    if seconds is None and iterations is None:
        raise ValueError(f"bad budget {text!r}: give t=SECONDS, it=ITERATIONS or both (whichever comes first)")
    return Budget(seconds=seconds, iterations=iterations, workers=workers, text=raw, temperature=temperature,
                  value_model=value_model, params=tuple(params))


def _param(text: str, key: str, value: str) -> float:
    """The value of search parameter ``key`` in budget ``text``; ValueError saying what is wrong."""
    try:
        number = float(value)
    except ValueError:
        raise ValueError(f"bad budget {text!r}: {key} takes a number") from None
    try:
        return checked_number(key, number, BUDGET_PARAMS[key])
    except ValueError as exc:
        raise ValueError(f"bad budget {text!r}: {exc}") from None


def draw_temperature(budget: Budget, players: int) -> float:
    """The temperature ``budget`` draws a main decision with in a game of
    ``players`` (``LEVEL_TEMPERATURE`` is for 2 players; 0: no draw)."""
    return budget.temperature * TEMPERATURE_PLAYERS / max(TEMPERATURE_PLAYERS, players)


def for_players(budget: Budget, players: int) -> Budget:
    """``budget`` as it applies in a game of ``players``: a named level takes
    its ``SOLO_LEVELS`` time and ``SOLO_LEVEL_ITERATIONS`` in a solo game
    and its ``DUEL_LEVEL_ITERATIONS`` in a 2-player one; other budgets are
    unchanged."""
    if players == 1 and budget.level in SOLO_LEVELS:
        seconds, workers = SOLO_LEVELS[budget.level]
        return replace(budget, seconds=seconds, workers=workers, iterations=SOLO_LEVEL_ITERATIONS.get(budget.level))
    if players == DUEL_PLAYERS and budget.level in DUEL_LEVEL_ITERATIONS:
        return replace(budget, iterations=DUEL_LEVEL_ITERATIONS[budget.level])
    return budget


MAIN_SHARE = 1.0  # the turn's main decision gets the whole turn budget


def decision_share(game: Game) -> float:
    """The fraction of the turn budget the decision to make now deserves
    (0: answered by the policy without searching)."""
    mode = game.turn_mode
    if game.in_setup:
        p = game.players[game.to_move]
        return 0.6 if p.dealt else 0.0
    if mode in (TurnMode.WHITES, TurnMode.PLACING):  # white choice, placing: policy
        return 0.0
    if mode == TurnMode.PRODUCING:  # which further power, or done
        return 0.2
    if not game.main_action_done:
        return MAIN_SHARE
    return 0.15  # leader actions / end after the main action


def risk_share(game: Game, share: float, extra: float) -> float:
    """``share`` of a decision (``decision_share``) times 1 + ``extra`` in a solo game at risk
    (``solo_model.solo_at_risk``, ``Params.solo_risk_extra``): the budget a game's last rounds
    may take from its first ones."""
    if extra > 0.0 and share > 0.0 and game.n_players == 1 and solo_at_risk(game):
        return share * (1.0 + extra)
    return share
