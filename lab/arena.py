"""``mor-arena match`` and ``mor-arena solo``: bots against each other or
against Lorenzo, seeded, with confidence intervals.

Match rules of the arena (documented contract):

- ``--bots`` lists one bot per seat; a shorter list is completed with its
  last name (``--players 4 --bots mcts:hard,greedy`` = one mcts:hard and three
  greedy).  Bots of the same name are keyed ``name#1``, ``name#2`` …
- Seats rotate: game ``i`` deals the cards of seed ``S + i // N`` and seats the
  bot list rotated by ``i % N``, seat 0 starting (the inkwell).  So every bot
  plays every seat equally often when ``--games`` is a multiple of N, and
  each deal is played from every seat (less luck in the comparison).
- A win counts 1; a shared victory (R11.2: equal VP and resources) counts
  1/k to each of the k winners.  ``win_rate`` = wins / games, ``ci95`` the
  Wilson interval of it.
- MCTS bots search in-process (``--jobs`` runs games in parallel processes);
  give them iteration budgets (``mcts:it=N``) for reproducible results —
  the same command then prints the same numbers.  A bot on two workers
  (``mcts:expert``, ``:w=2``) searches on two worker processes, as in the
  app, when games are played one at a time (``--jobs 1``); games played in
  parallel run its two searches in-process one after the other instead
  (their processes cannot start workers).
- ``--cluster ADDRESS`` plays the games on a Dask cluster instead
  (``cluster.py``; ``local:N`` starts one here): the same seeds give the same
  JSON as the local pool, but for ``iterations_per_second`` and
  ``search_seconds``, which measure the machine.  ``deterministic`` says whether the same seeds replay the same
  games: not when a bot thinks on the clock (``deterministic_reason``).
"""

from __future__ import annotations

import argparse
import functools
import json
import multiprocessing as mp
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ai import Bot, Choice, play_out
from ai.bots import make_bot
from ai.budget import parse_budget
from ai.stats import wilson
from core import MAX_PLAYERS, Game

from .cli import EXIT_INTERRUPTED
from .cluster import make_runner
from .runner import ClusterError, Finished, GameRunner, LocalRunner, RunInterrupted, collect
from .terminal import Progress, ProgressLines, progress_report, score_note
from .tuning import Tuning, parse_tuning

# Game i of a run seeded S plays with the bot seed S * BOT_SEED_STRIDE + i: runs of other
# seeds never share a bot seed (a run has far fewer games than the stride)
BOT_SEED_STRIDE = 100003
# A game's bots take seeds bot_seed × SEEDS_PER_GAME + seat: room for every seat, and more.
SEEDS_PER_GAME = 16
SECONDS_DIGITS = 3  # a result's search seconds, to the millisecond
# a bot's search figures in a result (``search_figures``)
# a game's search row: [iterations, seconds searching, searched decisions] (``searched_into``)
SEARCH_ROW = 3
SEARCH_FIGURES = ("iterations_per_second", "iterations_per_search", "search_totals", "search_seconds")


def bot_keys(names: list[str]) -> list[str]:
    """Keys for the arena's tables: repeated names become name#1, name#2 …"""
    keys = []
    for i, name in enumerate(names):
        if names.count(name) > 1:
            keys.append(f"{name}#{names[:i].count(name) + 1}")
        else:
            keys.append(name)
    return keys


def searched_into(bots: Sequence[Bot], search: list[list[float]]) -> Callable[[Game, Choice], None]:
    """An ``on_choice`` for ``play_out`` that adds each searched decision to its
    seat's row of ``search``: [iterations, seconds spent in searched decisions, searches]."""

    def record(_game: Game, choice: Choice) -> None:
        outcome = getattr(bots[choice.seat], "last_outcome", None)
        result = getattr(outcome, "result", None)
        if result is not None and result.iterations:
            row = search[choice.seat]
            row[0] += result.iterations
            row[1] += choice.seconds
            row[2] += 1

    return record


def play_game(
    players: int, seating: list[str], game_seed: int, bot_seed: int, tuning: Tuning | None = None
) -> dict[str, Any]:
    """One game; ``seating[s]`` is the bot name at seat s (``tuning``: the
    search's changed weights and parameters, ``tuning.py``).  Returns the result."""
    tune = tuning or Tuning()
    bots = [
        tune.apply(make_bot(name, bot_seed * SEEDS_PER_GAME + s, inline=_inline(name)))
        for s, name in enumerate(seating)
    ]
    # per seat: [iterations, seconds spent in searched decisions, searches]
    search = [[0, 0.0, 0] for _ in seating]
    try:
        game = Game.new(players, game_seed, first_seat=0 if players > 1 else None)
        decisions = play_out(game, bots, max_decisions=MAX_DECISIONS, on_choice=searched_into(bots, search))
        if not game.is_over:
            raise RuntimeError(f"game {game_seed} does not end")
        failures = sum(b.failed_searches for b in bots)
    finally:
        for b in bots:
            b.close()
    sheet = game.scores()
    return {
        "vp": [s.total for s in sheet],
        "winners": game.winners(),
        "rounds": game.round,
        "decisions": decisions,
        "search_failures": failures,
        "search": search,
    }


def search_speed(totals: Sequence[float]) -> dict[str, float | None]:
    """Search speed from [iterations, seconds, searches] summed over games:
    iterations per second of search time and per searched decision (None
    for a bot that never searched)."""
    iterations, seconds, searches = totals
    return {
        "iterations_per_second": round(iterations / seconds) if seconds > 0 else None,
        "iterations_per_search": round(iterations / searches) if searches else None,
    }


def search_figures(totals: Sequence[float]) -> dict[str, Any]:
    """A bot's search figures in a result, from its [iterations, seconds, searches]
    summed over games: its speeds (``search_speed``) and the sums themselves, so
    that runs can be pooled (``pool.py``): ``search_totals``, the iterations and
    searched decisions (the same on every machine for iteration budgets), and
    apart ``search_seconds`` (the machine's)."""
    iterations, seconds, searches = totals
    return {**search_speed(totals), "search_totals": {"iterations": int(iterations), "searches": int(searches)},
            "search_seconds": round(seconds, SECONDS_DIGITS)}


def match_search_figures(totals: Mapping[str, Sequence[float]]) -> dict[str, Any]:
    """``search_figures`` of every bot of a match (keyed as ``totals``), each figure a dict by bot."""
    figures = {k: search_figures(t) for k, t in totals.items()}
    return {name: {k: f[name] for k, f in figures.items()} for name in SEARCH_FIGURES}


def _inline(name: str) -> bool:
    """Whether the arena runs bot ``name``'s search in the game's process:
    always, except a two-worker bot in a process that can start workers."""
    _, _, budget = name.partition(":")
    try:
        workers = parse_budget(budget).workers if budget else 1
    except ValueError:
        return True
    return workers <= 1 or mp.current_process().daemon


Task = tuple[int, list[str], int, int, Tuning]  # ``play_game``'s arguments


class Interrupted(KeyboardInterrupt):
    """Ctrl-C stopped a match or solo run: ``partial`` is the statistics of the games
    finished before (None when none had), ``done`` of ``total`` games."""

    def __init__(self, partial: dict[str, Any] | None, done: int, total: int) -> None:
        super().__init__(f"interrupted after {done} of {total} games")
        self.partial = partial
        self.done = done
        self.total = total


# a game longer than this is a bug (the real game lasts 20-30 rounds)
MAX_DECISIONS = 20_000
MIN_MATCH_PLAYERS = 2  # a match; one player is 'mor-arena solo'
NAME_COLUMN = 24  # the printed tables' bot column, wider for a longer name


def time_budgeted(names: list[str]) -> list[str]:
    """The bots of ``names`` that think on the clock (a time budget), whose games
    depend on the machine's speed and load (``make_bot`` must know every name)."""
    timed = []
    for name in dict.fromkeys(names):
        bot = make_bot(name, 0, inline=True)
        budget = getattr(bot, "budget", None)
        bot.close()
        if getattr(budget, "seconds", None) is not None:
            timed.append(name)
    return timed


def determinism(names: list[str]) -> dict[str, Any]:
    """The JSON's word on whether the same seeds replay the same games (on any
    machine, pool or cluster): not when a bot thinks on the clock."""
    timed = time_budgeted(names)
    if not timed:
        return {"deterministic": True}
    return {"deterministic": False,
            "deterministic_reason": f"{', '.join(timed)} think(s) on the clock: the games depend on the "
                                    "machine's speed and load; give iteration budgets (mcts:it=N) to replay them"}


class RunningScore:
    """The first bot's result so far in a match or a solo run (game i seats
    it at seat i mod players), shown in the run's progress lines
    (``score_note``), so a long run tells its score before it ends."""

    def __init__(self, key: str, players: int, progress: Callable[[int], None] | None) -> None:
        self.key = key
        self.players = players
        self.progress = progress
        self.games = 0
        self.wins = 0.0
        self.vp = 0

    def __call__(self, finished: Finished) -> None:
        result = finished.result
        seat = finished.index % self.players
        self.games += 1
        if seat in result["winners"]:
            self.wins += 1.0 / len(result["winners"])
        self.vp += result["vp"][seat]
        score_note(self.progress, self.text())

    def text(self) -> str:
        return (f"{self.key} won {self.wins:g} of {self.games} ({self.wins / self.games:.0%}), "
                f"{self.vp / self.games:.1f} VP")


def _play(tasks: list[Task], runner: GameRunner | None, jobs: int,
          progress: Callable[[int], None] | None, score: RunningScore | None = None) -> list[dict[str, Any]]:
    """The tasks' results in task order, on ``runner`` (default: this machine, ``jobs`` processes)."""
    if runner is not None:
        return collect(runner, play_game, tasks, progress, score)
    with LocalRunner(jobs) as local:
        return collect(local, play_game, tasks, progress, score)


def match(
    players: int,
    names: list[str],
    games: int,
    seed: int,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
    tuning: Tuning | None = None,
    runner: GameRunner | None = None,
) -> dict[str, Any]:
    """Run a match and return its statistics (the ``--json`` object;
    ``tuning``: the search's changed weights and parameters; ``runner``: where
    the games are played, by default this machine with ``jobs`` processes)."""
    if not MIN_MATCH_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError("a match has 2 to 4 players (use 'mor-arena solo' for one)")
    if not names:
        raise ValueError("give at least one bot")
    if len(names) > players:
        raise ValueError(f"{len(names)} bots for {players} seats")
    if games < 1:
        raise ValueError("--games must be at least 1")
    names = [n.strip().lower() for n in names] + [names[-1].strip().lower()] * (players - len(names))
    for n in set(names):
        make_bot(n, 0, inline=True).close()  # a bad name fails before any game
    keys = bot_keys(names)
    tune = tuning or Tuning()
    tasks: list[Task] = []
    for i in range(games):
        rot = i % players
        seating = [names[(s - rot) % players] for s in range(players)]  # bot b sits at seat (b + rot) % N
        tasks.append((players, seating, seed + i // players, seed * BOT_SEED_STRIDE + i, tune))
    replay = determinism(names)
    try:
        results = _play(tasks, runner, jobs, progress, RunningScore(keys[0], players, progress))
    except RunInterrupted as stop:
        done = [f.result for f in stop.finished]
        order = [f.index for f in stop.finished]
        partial = _tuned(_match_stats(players, keys, seed, done, order), tune) | replay if done else None
        if partial is not None:
            partial["interrupted"] = True
            partial["games_planned"] = games
        raise Interrupted(partial, len(done), games) from None
    return _tuned(_match_stats(players, keys, seed, results), tune) | replay


def _tuned(stats: dict[str, Any], tuning: Tuning) -> dict[str, Any]:
    """``stats`` with the run's tuning (``tuning.py``) when it changed anything."""
    if tuning.changes:
        stats["tuning"] = tuning.describe()
    return stats


def _match_stats(players: int, keys: list[str], seed: int, results: list[dict[str, Any]],
                 order: list[int] | None = None) -> dict[str, Any]:
    """The ``--json`` object of a match from its games' results (game i: the bot list rotated by i;
    ``order``: the games' numbers when not 0, 1, 2 … as after Ctrl-C)."""
    games = len(results)
    wins = dict.fromkeys(keys, 0.0)
    vp = dict.fromkeys(keys, 0.0)
    seat_wins = {k: [0.0] * players for k in keys}
    seat_games = {k: [0] * players for k in keys}
    speed = {k: [0.0, 0.0, 0.0] for k in keys}
    rounds = 0
    numbers = list(range(games)) if order is None else order
    for i, r in enumerate(results):
        rot = numbers[i] % players
        rounds += r["rounds"]
        for b, key in enumerate(keys):
            for j, x in enumerate(r["search"][(b + rot) % players]):
                speed[key][j] += x
        share = 1.0 / len(r["winners"]) if r["winners"] else 0.0
        for b, key in enumerate(keys):
            seat = (b + rot) % players
            vp[key] += r["vp"][seat]
            seat_games[key][seat] += 1
            if seat in r["winners"]:
                wins[key] += share
                seat_wins[key][seat] += share
    return {
        "players": players,
        "bots": keys,
        "seed": seed,
        **win_figures(games, wins, vp, seat_wins, seat_games),
        "mean_rounds": rounds / games,
        "max_rounds": max(r["rounds"] for r in results),
        "search_failures": sum(r["search_failures"] for r in results),
        **match_search_figures(speed),
        "deals": sorted({seed + n // players for n in numbers}),
        "results": sorted((_match_record(players, keys, seed, n, r) for n, r in zip(numbers, results, strict=True)),
                          key=lambda rec: rec["game"]),
    }


def _match_record(players: int, keys: list[str], seed: int, number: int, result: dict[str, Any]) -> dict[str, Any]:
    """One game of a match in its ``results``: its number, deal, the bot at each
    seat, each seat's VP, the winning seats and its rounds (game n: the bot list
    rotated by n, so bot b sat at seat (b + n) % players)."""
    rot = number % players
    return {
        "game": number,
        "deal": seed + number // players,
        "seats": [keys[(s - rot) % players] for s in range(players)],
        "vp": list(result["vp"]),
        "winners": sorted(result["winners"]),
        "rounds": result["rounds"],
    }


def win_figures(games: int, wins: dict[str, float], vp: dict[str, float], seat_wins: dict[str, list[float]],
                seat_games: dict[str, list[int]]) -> dict[str, Any]:
    """A match's ``--json`` figures of each bot (keyed as ``wins``) from its totals over ``games``
    games: wins, VP, and wins and games per seat."""
    return {
        "games": dict.fromkeys(wins, games),
        "win_rate": {k: w / games for k, w in wins.items()},
        "ci95": {k: list(wilson(w, games)) for k, w in wins.items()},
        "mean_vp": {k: v / games for k, v in vp.items()},
        "seat_games": seat_games,
        "seat_win_rate": {k: [w / g if g else 0.0 for w, g in zip(seat_wins[k], seat_games[k], strict=True)]
                          for k in wins},
    }


def solo(
    name: str, games: int, seed: int, jobs: int = 1, progress: Callable[[int], None] | None = None,
    tuning: Tuning | None = None, runner: GameRunner | None = None,
) -> dict[str, Any]:
    """A bot against Lorenzo ``games`` times (game i: seed S + i; ``tuning``:
    the search's changed parameters; ``runner``: as ``match``'s)."""
    if games < 1:
        raise ValueError("--games must be at least 1")
    name = name.strip().lower()
    make_bot(name, 0, inline=True).close()
    tune = tuning or Tuning()
    tasks: list[Task] = [(1, [name], seed + i, seed * BOT_SEED_STRIDE + i, tune) for i in range(games)]
    replay = determinism([name])
    try:
        results = _play(tasks, runner, jobs, progress, RunningScore(name, 1, progress))
    except RunInterrupted as stop:
        done = [f.result for f in stop.finished]
        order = [f.index for f in stop.finished]
        partial = _tuned(_solo_stats(name, seed, done, order), tune) | replay if done else None
        if partial is not None:
            partial["interrupted"] = True
            partial["games_planned"] = games
        raise Interrupted(partial, len(done), games) from None
    return _tuned(_solo_stats(name, seed, results), tune) | replay


def _solo_stats(name: str, seed: int, results: list[dict[str, Any]],
                order: list[int] | None = None) -> dict[str, Any]:
    """The ``--json`` object of a solo run from its games' results (game i: seed S + i;
    ``order``: the games' numbers when not 0, 1, 2 … as after Ctrl-C)."""
    numbers = list(range(len(results))) if order is None else order
    played = sorted(((n, {"deal": seed + n, "won": bool(r["winners"]), "vp": r["vp"][0], "rounds": r["rounds"],
                          "search_failures": r["search_failures"], "search": r["search"][0]})
                     for n, r in zip(numbers, results, strict=True)), key=lambda nr: nr[0])
    return {**solo_result(name, seed, played), "deals": sorted(seed + n for n in numbers)}


def solo_result(name: str, seed: int, played: list[tuple[int, dict[str, Any]]]) -> dict[str, Any]:
    """The figures of a solo result (``mor-arena solo --json``'s keys, which ``mor-arena paired``
    and ``pool`` read) of bot ``name``'s games ``played``, each (its game number, its result:
    ``deal``, ``won``, ``vp``, ``rounds`` and, when known, ``search_failures`` and ``search``,
    [iterations, seconds searching, searched decisions] as ``searched_into`` adds them)."""
    games = len(played)
    wins = sum(1 for _, r in played if r["won"])
    return {
        "bot": name,
        "seed": seed,
        "games": games,
        "win_rate": wins / games,
        "ci95": list(wilson(wins, games)),
        "mean_vp": sum(r["vp"] for _, r in played) / games,
        "mean_vp_won": sum(r["vp"] for _, r in played if r["won"]) / wins if wins else 0.0,
        "mean_rounds": sum(r["rounds"] for _, r in played) / games,
        "max_rounds": max(r["rounds"] for _, r in played),
        "search_failures": sum(r.get("search_failures", 0) for _, r in played),
        **search_figures([sum(r["search"][j] for _, r in played if "search" in r) for j in range(SEARCH_ROW)]),
        "results": [{"game": n, "deal": r["deal"], "won": r["won"], "vp": r["vp"], "rounds": r["rounds"]}
                    for n, r in played],
    }


def _fail(msg: str) -> int:
    print(f"mor-arena: {msg}", file=sys.stderr)
    return 2


def search_failures_status(failures: int) -> int:
    """The exit status of a run whose bots' searches failed ``failures``
    times (those decisions were played without search: the figures do not
    measure the bots), saying so on stderr."""
    if not failures:
        return 0
    print(f"mor-arena: {failures} bot search(es) failed and were played without search, so these figures "
          "are not valid (the log above says why)", file=sys.stderr)
    return 1


def _names(text: str) -> list[str]:
    return [n for n in (x.strip() for x in text.split(",")) if n]


def _stopped(stop: Interrupted, bar: Progress | ProgressLines, json_out: bool,
             show: Callable[[dict[str, Any]], None]) -> int:
    """Ctrl-C: say so, print what the finished games give, exit 130."""
    bar.end()
    print(f"mor-arena: interrupted after {stop.done} of {stop.total} games", file=sys.stderr)
    if stop.partial is not None:
        if json_out:
            print(json.dumps(stop.partial))
        else:
            show(stop.partial)
    return EXIT_INTERRUPTED


def _run_and_report(args: argparse.Namespace, bar: Progress | ProgressLines,
                    show: Callable[[dict[str, Any]], None], play: Callable[[GameRunner], dict[str, Any]]) -> int:
    """Play the games of ``match`` or ``solo`` on the runner ``--jobs``/``--cluster`` name, then print the result
    (JSON or ``show``) and return the exit status; a bad option or a stop is reported as the other commands do."""
    try:
        with make_runner(max(1, args.jobs), args.cluster) as runner:
            res = play(runner)
    except (ValueError, ClusterError) as exc:
        return _fail(str(exc))
    except Interrupted as stop:
        return _stopped(stop, bar, args.json, show)
    if args.json:
        print(json.dumps(res))
    else:
        show(res)
    return search_failures_status(res["search_failures"])


def cmd_match(args: argparse.Namespace) -> int:
    bar = progress_report(args.games, f"match {args.players}p")
    show = functools.partial(_show_match, args)
    try:
        names = _names(args.bots)
        tuning = parse_tuning(args.weights, args.params)
    except ValueError as exc:
        return _fail(str(exc))
    return _run_and_report(
        args, bar, show,
        lambda runner: match(args.players, names, args.games, args.seed, max(1, args.jobs), bar, tuning, runner))


def _show_match(args: argparse.Namespace, res: dict[str, Any]) -> None:
    games = next(iter(res["games"].values()))
    print(f"{args.players}-player match, {games} games, seed {args.seed}, seats rotated")
    print_match_figures(res)


def print_match_figures(res: dict[str, Any]) -> None:
    """The table of a match's ``--json`` figures: each bot's wins, interval, VP and wins by seat."""
    width = max(NAME_COLUMN, *(len(k) + 2 for k in res["bots"]))
    print(f"{'bot':<{width}}{'win rate':>10}{'95% CI':>18}{'mean VP':>10}")
    for k in res["bots"]:
        lo, hi = res["ci95"][k]
        print(f"{k:<{width}}{res['win_rate'][k]:>10.1%}{f'[{lo:.1%}, {hi:.1%}]':>18}{res['mean_vp'][k]:>10.1f}")
    # seat 1 holds the inkwell and starts with nothing (R2.3, R2.4)
    for k in res["bots"]:
        seats = ", ".join(f"seat {s + 1} {rate:.1%} of {n}" for s, (rate, n)
                          in enumerate(zip(res["seat_win_rate"][k], res["seat_games"][k], strict=True)) if n)
        print(f"{k:<{width}}by seat: {seats}")
    print(f"mean game length: {res['mean_rounds']:.1f} rounds, longest {res['max_rounds']}")


def cmd_solo(args: argparse.Namespace) -> int:
    bar = progress_report(args.games, "solo")
    show = functools.partial(_show_solo, args)
    try:
        tuning = parse_tuning(None, args.params)
    except ValueError as exc:
        return _fail(str(exc))
    return _run_and_report(
        args, bar, show, lambda runner: solo(args.bot, args.games, args.seed, max(1, args.jobs), bar, tuning, runner))


def _show_solo(args: argparse.Namespace, res: dict[str, Any]) -> None:
    lo, hi = res["ci95"]
    print(f"{res['bot']} against Lorenzo, {res['games']} games, seed {args.seed}")
    print(f"win rate {res['win_rate']:.1%} [{lo:.1%}, {hi:.1%}], mean VP {res['mean_vp']:.1f} "
          f"(won games {res['mean_vp_won']:.1f}), mean length {res['mean_rounds']:.1f} rounds "
          f"(longest {res['max_rounds']})")
