"""``mor-arena ladder``: how the levels compare, as Elo ratings.

A round-robin of 2-player games between the levels (``LEVEL_BOTS``), each
at its real time budget, so the figures depend on the machine and its load.
One-worker levels search in the game's process (as the arena does: the
app's worker hand-off costs a short budget much of its time on a loaded
machine); ``expert`` searches on two worker processes, root-parallel, as the
app runs it, and its games are played alone, after the others (``schedule``):
beside another game its nice-10 workers would yield a core to that game's
search.  Every
pairing plays ``--games`` games; seats alternate and each deal is played
from both seats.  The results are fitted to Elo ratings (``elo.fit_elo``:
Bradley–Terry maximum likelihood, greedy anchored at 1000, 95% intervals).
The output also states the search speed each level reached (iterations per
second of search time), the thinking time it is allowed, and the longest
game.

``--json`` prints ``{"ratings": {level: {"elo", "ci95", "games"}}, ...}``.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import json
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ai import play_out
from ai.bots import make_bot
from ai.budget import LEVELS, parse_budget
from core import Game

from .arena import BOT_SEED_STRIDE, MAX_DECISIONS, SEEDS_PER_GAME, determinism, searched_into
from .cluster import make_runner
from .elo import fit_elo
from .runner import ClusterError, GameRunner, LocalRunner, collect
from .terminal import progress_report

ANCHOR = "greedy"
ANCHOR_ELO = 1000.0
# level -> bot name (the app's levels, plus the baselines)
LEVEL_BOTS: dict[str, str] = {
    "random": "random",
    "greedy": "greedy",
    "easy": "mcts:easy",
    "medium": "mcts:medium",
    "hard": "mcts:hard",
    "expert": "mcts:expert",
}
DEFAULT_GAMES = 10
MIN_LEVELS = 2  # a ladder compares levels


@dataclass(frozen=True, slots=True)
class Task:
    a: str  # level names
    b: str
    seating: tuple[str, str]  # level at seat 0, seat 1
    bots: tuple[str, str]  # their bot names
    game_seed: int
    bot_seed: int


def thinking_seconds(level: str) -> float:
    """Seconds a level may think per turn (0 for the baselines)."""
    bot = LEVEL_BOTS.get(level, level)
    budget = bot.partition(":")[2]
    return LEVELS[budget][0] if budget in LEVELS else 0.0


def _workers(bot: str) -> int:
    """Worker processes a bot name's budget asks for (1 for the baselines)."""
    budget = bot.partition(":")[2]
    return parse_budget(budget).workers if budget else 1


def tasks(levels: Sequence[str], games: int, seed: int, bots: dict[str, str]) -> list[Task]:
    """Every pairing ``games`` times: game g of a pairing deals seed
    ``seed + 1000 * pairing + g // 2`` and seats the pair in order when g is
    even, swapped when odd."""
    out = []
    for k, (a, b) in enumerate(itertools.combinations(levels, 2)):
        for g in range(games):
            seating = (a, b) if g % 2 == 0 else (b, a)
            out.append(Task(a, b, seating, (bots[seating[0]], bots[seating[1]]),
                            seed + 1000 * k + g // 2, seed * BOT_SEED_STRIDE + 1000 * k + g))
    return out


def play(task: Task, inline: bool = False) -> dict[str, Any]:
    """One game of ``task``: a's score, the length, and each seat's search
    statistics (iterations, seconds searched, searches)."""
    players = [make_bot(name, task.bot_seed * SEEDS_PER_GAME + s, inline=inline or _workers(name) <= 1)
               for s, name in enumerate(task.bots)]
    search = [[0, 0.0, 0], [0, 0.0, 0]]
    try:
        game = Game.new(2, task.game_seed, first_seat=0)
        play_out(game, players, max_decisions=MAX_DECISIONS, on_choice=searched_into(players, search))
        if not game.is_over:
            raise RuntimeError(f"ladder game {task} does not end")
    finally:
        for bot in players:
            bot.close()
    winners = game.winners()
    seat_a = task.seating.index(task.a)
    score_a = 1.0 / len(winners) if seat_a in winners else 0.0
    return {
        "a": task.a,
        "b": task.b,
        "score_a": score_a,
        "rounds": game.round,
        "search": {task.seating[s]: search[s] for s in range(2)},
    }


def schedule(todo: Sequence[Task], jobs: int, inline: bool) -> list[tuple[list[Task], int]]:
    """``todo`` as batches played one after the other, each with the games
    it plays at once: the games of one-worker levels ``jobs`` at a time, then
    the games with a two-worker level (``expert``) one at a time.  Its
    workers run at nice 10 (so the app's window stays smooth), and beside
    another game they would yield a core to that game's nice-0 search, so
    the level would be measured with a fraction of its budget.  ``inline``:
    every search runs in the game's process, and all games share ``jobs``."""
    shared = [t for t in todo if not plays_alone(t, inline)]
    alone = [t for t in todo if plays_alone(t, inline)]
    return [(batch, n) for batch, n in ((shared, jobs), (alone, 1)) if batch]


def plays_alone(task: Task, inline: bool) -> bool:
    """Whether ``task`` is played alone, here (``schedule``): a two-worker level
    searching on worker processes of its own."""
    return not inline and max(map(_workers, task.bots)) > 1


def _play_all(todo: list[Task], jobs: int, inline: bool, progress: Callable[[int], None],
              runner: GameRunner | None) -> list[dict[str, Any]]:
    """Every game's result in ``todo``'s order, batch by batch (``schedule``): the
    shared batch on ``runner`` (default: this machine's ``jobs`` processes), the
    games played alone here, one at a time (a cluster's workers, daemons, cannot
    start the search's worker processes either)."""
    results: dict[Task, dict[str, Any]] = {}
    for batch, n in schedule(todo, jobs, inline):
        told = functools.partial(_progress_after, progress, len(results))
        alone = plays_alone(batch[0], inline)
        use = runner if runner is not None and not alone else LocalRunner(n)
        results.update(zip(batch, collect(use, play, [(t, inline) for t in batch], told), strict=True))
    return [results[t] for t in todo]


def _progress_after(progress: Callable[[int], None], before: int, done: int) -> None:
    progress(before + done)


def ladder(
    levels: Sequence[str],
    games: int,
    seed: int = 0,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
    bots: dict[str, str] | None = None,
    inline: bool = False,
    runner: GameRunner | None = None,
) -> dict[str, Any]:
    """Play the round-robin and fit the ratings (the ``--json`` object).
    ``bots`` overrides level -> bot name (tests give tiny budgets);
    ``inline`` runs every search in the game's process, two-worker levels too;
    ``runner``: where the games played side by side are played (default: this
    machine's ``jobs`` processes)."""
    levels = [lv.strip().lower() for lv in levels if lv.strip()]
    names = {**LEVEL_BOTS, **(bots or {})}
    unknown = [lv for lv in levels if lv not in names]
    if unknown:
        raise ValueError(f"unknown level {unknown[0]!r}: use some of {', '.join(LEVEL_BOTS)}")
    if len(set(levels)) != len(levels):
        raise ValueError("each level once, please")
    if ANCHOR not in levels:
        raise ValueError(f"the ladder anchors {ANCHOR} at {ANCHOR_ELO:.0f}: include it in --levels")
    if len(levels) < MIN_LEVELS:
        raise ValueError("a ladder needs at least two levels")
    if games < 1:
        raise ValueError("--games must be at least 1")
    for lv in levels:
        make_bot(names[lv], 0, inline=True).close()  # a bad name fails before any game
    start = time.monotonic()
    todo = tasks(levels, games, seed, names)
    results = _play_all(todo, jobs, inline, progress or (lambda _d: None), runner)
    ratings = fit_elo(((r["a"], r["b"], r["score_a"]) for r in results), ANCHOR, ANCHOR_ELO)
    speed: dict[str, list[float]] = {lv: [0, 0.0, 0] for lv in levels}
    for r in results:
        for lv, (it, secs, n) in r["search"].items():
            speed[lv][0] += it
            speed[lv][1] += secs
            speed[lv][2] += n
    pairings = []
    for a, b in itertools.combinations(levels, 2):
        mine = [r for r in results if r["a"] == a and r["b"] == b]
        pairings.append({"a": a, "b": b, "games": len(mine), "score_a": sum(r["score_a"] for r in mine)})
    return {
        "ratings": {lv: {"elo": round(ratings[lv].elo, 1),
                         "ci95": [round(ratings[lv].ci95[0], 1), round(ratings[lv].ci95[1], 1)],
                         "games": ratings[lv].games} for lv in levels},
        "anchor": {ANCHOR: ANCHOR_ELO},
        "bots": {lv: names[lv] for lv in levels},
        "seconds_per_turn": {lv: thinking_seconds(names[lv]) for lv in levels},
        "iterations_per_second": {lv: round(s[0] / s[1]) if s[1] > 0 else None for lv, s in speed.items()},
        "iterations_per_search": {lv: round(s[0] / s[2]) if s[2] else None for lv, s in speed.items()},
        "games_per_pairing": games,
        "pairings": pairings,
        "seed": seed,
        **determinism([names[lv] for lv in levels]),
        "max_rounds": max(r["rounds"] for r in results),
        "seconds": round(time.monotonic() - start, 1),
    }


def table(res: dict[str, Any]) -> str:
    """The ladder as a Markdown table, strongest first."""
    lines = [
        "| level | bot | thinking time | Elo [95% CI] | games | iterations/s | iterations/search |",
        "|---|---|---|---|---|---|---|",
    ]
    order = sorted(res["ratings"], key=lambda lv: -res["ratings"][lv]["elo"])
    for lv in order:
        r = res["ratings"][lv]
        secs = res["seconds_per_turn"][lv]
        think = f"{secs:g} s/turn" if secs else "—"
        speed = res["iterations_per_second"][lv]
        per = res["iterations_per_search"][lv]
        lo, hi = r["ci95"]
        lines.append(f"| {lv} | {res['bots'][lv]} | {think} | {r['elo']:.0f} [{lo:.0f}, {hi:.0f}] | {r['games']} "
                     f"| {speed if speed is not None else '—'} | {per if per is not None else '—'} |")
    return "\n".join(lines)


def cmd_ladder(args: argparse.Namespace) -> int:
    levels = [x for x in args.levels.split(",")] if args.levels else list(LEVEL_BOTS)
    n_pairs = len([lv for lv in levels if lv.strip()])
    total = n_pairs * (n_pairs - 1) // 2 * max(1, args.games)
    bar = progress_report(total, "ladder")
    try:
        with make_runner(max(1, args.jobs), args.cluster) as runner:
            res = ladder(levels, args.games, args.seed, max(1, args.jobs), bar, runner=runner)
    except (ValueError, ClusterError) as exc:
        print(f"mor-arena: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(res))
        return 0
    print(f"Ladder: {args.games} games per pairing, 2 players, seats alternated, seed {args.seed}; "
          f"Elo by Bradley-Terry maximum likelihood, {ANCHOR} = {ANCHOR_ELO:.0f}")
    print(table(res))
    print(f"longest game {res['max_rounds']} rounds; {res['seconds'] / 60:.1f} min")
    return 0
