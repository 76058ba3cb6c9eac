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
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import multiprocessing as mp
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from core import MAX_PLAYERS, Game

from .bots import make_bot
from .budget import parse_budget
from .cli import EXIT_INTERRUPTED
from .stats import wilson
from .terminal import Progress, progress_bar
from .tuning import Tuning, parse_tuning


def bot_keys(names: list[str]) -> list[str]:
    """Keys for the arena's tables: repeated names become name#1, name#2 …"""
    keys = []
    for i, name in enumerate(names):
        if names.count(name) > 1:
            keys.append(f"{name}#{names[:i].count(name) + 1}")
        else:
            keys.append(name)
    return keys


def play_game(
    players: int, seating: list[str], game_seed: int, bot_seed: int, tuning: Tuning | None = None
) -> dict[str, Any]:
    """One game; ``seating[s]`` is the bot name at seat s (``tuning``: the
    search's changed weights and parameters, ``tuning.py``).  Returns the result."""
    tune = tuning or Tuning()
    bots = [tune.apply(make_bot(name, bot_seed * 16 + s, inline=_inline(name))) for s, name in enumerate(seating)]
    # per seat: [iterations, seconds spent in searched decisions, searches]
    search = [[0, 0.0, 0] for _ in seating]
    try:
        game = Game.new(players, game_seed, first_seat=0 if players > 1 else None)
        decisions = 0
        while not game.is_over:
            seat = game.to_move
            start = time.perf_counter()
            action = bots[seat].choose(game, seat)
            spent = time.perf_counter() - start
            outcome = getattr(bots[seat], "last_outcome", None)
            result = getattr(outcome, "result", None)
            if result is not None and result.iterations:
                search[seat][0] += result.iterations
                search[seat][1] += spent
                search[seat][2] += 1
            game.apply(action)
            decisions += 1
            if decisions > MAX_DECISIONS:
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


def _speed(totals: list[float]) -> dict[str, float | None]:
    """Search speed from [iterations, seconds, searches] summed over games:
    iterations per second of search time and per searched decision (None
    for a bot that never searched)."""
    iterations, seconds, searches = totals
    return {
        "iterations_per_second": round(iterations / seconds) if seconds > 0 else None,
        "iterations_per_search": round(iterations / searches) if searches else None,
    }


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


def _task(args: Task) -> dict[str, Any]:
    return play_game(*args)


class GamesInterrupted(KeyboardInterrupt):
    """Ctrl-C during ``_run``: ``results`` holds the games finished before, in task order."""

    def __init__(self, results: list[dict[str, Any]], total: int) -> None:
        super().__init__(f"interrupted after {len(results)} of {total} games")
        self.results = results
        self.total = total


class Interrupted(KeyboardInterrupt):
    """Ctrl-C stopped a match or solo run: ``partial`` is the statistics of the games
    finished before (None when none had), ``done`` of ``total`` games."""

    def __init__(self, partial: dict[str, Any] | None, done: int, total: int) -> None:
        super().__init__(f"interrupted after {done} of {total} games")
        self.partial = partial
        self.done = done
        self.total = total


# how often the wait on a pool of games looks for a Ctrl-C
STOP_POLL_SECONDS = 0.1
# a game longer than this is a bug (the real game lasts 20-30 rounds)
MAX_DECISIONS = 20_000
MIN_MATCH_PLAYERS = 2  # a match; one player is 'mor-arena solo'


@contextlib.contextmanager
def sigint_ignored() -> Iterator[None]:
    """Processes started inside ignore Ctrl-C (the ignored disposition survives exec, and Python
    keeps it): only this process stops on it, and the pool's workers print no traceback."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


# what stops a run of games: Ctrl-C, and a plain ``kill`` (SIGTERM)
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


@contextlib.contextmanager
def stop_signals_flagged(stop: threading.Event) -> Iterator[None]:
    """Ctrl-C and SIGTERM only set ``stop`` while inside, so either ends the run the
    same way: the pool's workers are terminated and the games finished are reported.
    (A KeyboardInterrupt raised at any point of the pool's own code, inside its
    condition's lock, say, could leave that lock held and hang the pool's shutdown,
    so the loop that waits on the pool checks the flag instead.)"""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {}
    for sig in STOP_SIGNALS:
        if signal.getsignal(sig) != signal.SIG_IGN:  # a background job ignores Ctrl-C, as it should
            previous[sig] = signal.signal(sig, lambda _signum, _frame: stop.set())
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _run(tasks: list[Task], jobs: int, progress: Callable[[int], None]) -> list[dict[str, Any]]:
    """Play the tasks (in ``jobs`` processes) and return their results in task order.
    Ctrl-C raises GamesInterrupted with the results finished so far (those in order)."""
    results: list[dict[str, Any]] = []
    try:
        if jobs <= 1 or len(tasks) <= 1:
            for i, t in enumerate(tasks):
                results.append(_task(t))
                progress(i + 1)
            return results
        ctx = mp.get_context("spawn")
        with sigint_ignored():
            pool = ctx.Pool(min(jobs, len(tasks)))
        stop = threading.Event()
        try:
            with stop_signals_flagged(stop):
                it = pool.imap(_task, tasks, chunksize=1)
                while len(results) < len(tasks):
                    if stop.is_set():
                        raise KeyboardInterrupt
                    try:
                        results.append(it.next(timeout=STOP_POLL_SECONDS))
                    except mp.TimeoutError:
                        continue
                    progress(len(results))
        finally:
            pool.terminate()
            pool.join()
        return results
    except KeyboardInterrupt:
        raise GamesInterrupted(results, len(tasks)) from None


def match(
    players: int,
    names: list[str],
    games: int,
    seed: int,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
    tuning: Tuning | None = None,
) -> dict[str, Any]:
    """Run a match and return its statistics (the ``--json`` object;
    ``tuning``: the search's changed weights and parameters)."""
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
        tasks.append((players, seating, seed + i // players, seed * 100003 + i, tune))
    try:
        results = _run(tasks, jobs, progress or (lambda _d: None))
    except GamesInterrupted as stop:
        partial = _tuned(_match_stats(players, keys, seed, stop.results), tune) if stop.results else None
        if partial is not None:
            partial["interrupted"] = True
            partial["games_planned"] = games
        raise Interrupted(partial, len(stop.results), games) from None
    return _tuned(_match_stats(players, keys, seed, results), tune)


def _tuned(stats: dict[str, Any], tuning: Tuning) -> dict[str, Any]:
    """``stats`` with the run's tuning (``tuning.py``) when it changed anything."""
    if tuning.changes:
        stats["tuning"] = tuning.describe()
    return stats


def _match_stats(players: int, keys: list[str], seed: int, results: list[dict[str, Any]]) -> dict[str, Any]:
    """The ``--json`` object of a match from its games' results (game i: the bot list rotated by i)."""
    games = len(results)
    wins = dict.fromkeys(keys, 0.0)
    vp = dict.fromkeys(keys, 0.0)
    seat_wins = {k: [0.0] * players for k in keys}
    seat_games = {k: [0] * players for k in keys}
    speed = {k: [0.0, 0.0, 0.0] for k in keys}
    rounds = 0
    for i, r in enumerate(results):
        rot = i % players
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
        "games": dict.fromkeys(keys, games),
        "win_rate": {k: wins[k] / games for k in keys},
        "ci95": {k: list(wilson(wins[k], games)) for k in keys},
        "mean_vp": {k: vp[k] / games for k in keys},
        "mean_rounds": rounds / games,
        "max_rounds": max(r["rounds"] for r in results),
        "search_failures": sum(r["search_failures"] for r in results),
        "seat_games": seat_games,
        "seat_win_rate": {k: [w / g if g else 0.0 for w, g in zip(seat_wins[k], seat_games[k], strict=True)]
                          for k in keys},
        "iterations_per_second": {k: _speed(speed[k])["iterations_per_second"] for k in keys},
        "iterations_per_search": {k: _speed(speed[k])["iterations_per_search"] for k in keys},
    }


def solo(
    name: str, games: int, seed: int, jobs: int = 1, progress: Callable[[int], None] | None = None,
    tuning: Tuning | None = None,
) -> dict[str, Any]:
    """A bot against Lorenzo ``games`` times (game i: seed S + i; ``tuning``:
    the search's changed parameters)."""
    if games < 1:
        raise ValueError("--games must be at least 1")
    name = name.strip().lower()
    make_bot(name, 0, inline=True).close()
    tune = tuning or Tuning()
    tasks: list[Task] = [(1, [name], seed + i, seed * 100003 + i, tune) for i in range(games)]
    try:
        results = _run(tasks, jobs, progress or (lambda _d: None))
    except GamesInterrupted as stop:
        partial = _tuned(_solo_stats(name, seed, stop.results), tune) if stop.results else None
        if partial is not None:
            partial["interrupted"] = True
            partial["games_planned"] = games
        raise Interrupted(partial, len(stop.results), games) from None
    return _tuned(_solo_stats(name, seed, results), tune)


def _solo_stats(name: str, seed: int, results: list[dict[str, Any]]) -> dict[str, Any]:
    """The ``--json`` object of a solo run from its games' results."""
    games = len(results)
    wins = sum(1 for r in results if r["winners"])
    speed = _speed([sum(r["search"][0][j] for r in results) for j in range(3)])
    return {
        "bot": name,
        "seed": seed,
        "games": games,
        "win_rate": wins / games,
        "ci95": list(wilson(wins, games)),
        "mean_vp": sum(r["vp"][0] for r in results) / games,
        "mean_vp_won": (sum(r["vp"][0] for r in results if r["winners"]) / wins) if wins else 0.0,
        "mean_rounds": sum(r["rounds"] for r in results) / games,
        "max_rounds": max(r["rounds"] for r in results),
        "search_failures": sum(r["search_failures"] for r in results),
        **speed,
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


def _stopped(stop: Interrupted, bar: Progress | None, json_out: bool, show: Callable[[dict[str, Any]], None]) -> int:
    """Ctrl-C: say so, print what the finished games give, exit 130."""
    if bar is not None:
        bar.end()
    print(f"mor-arena: interrupted after {stop.done} of {stop.total} games", file=sys.stderr)
    if stop.partial is not None:
        if json_out:
            print(json.dumps(stop.partial))
        else:
            show(stop.partial)
    return EXIT_INTERRUPTED


def cmd_match(args: argparse.Namespace) -> int:
    bar = progress_bar(args.games, f"match {args.players}p")
    show = functools.partial(_show_match, args)
    try:
        names = _names(args.bots)
        tuning = parse_tuning(args.weights, args.params)
        res = match(args.players, names, args.games, args.seed, max(1, args.jobs), bar, tuning)
    except ValueError as exc:
        return _fail(str(exc))
    except Interrupted as stop:
        return _stopped(stop, bar, args.json, show)
    if args.json:
        print(json.dumps(res))
    else:
        show(res)
    return search_failures_status(res["search_failures"])


def _show_match(args: argparse.Namespace, res: dict[str, Any]) -> None:
    games = next(iter(res["games"].values()))
    print(f"{args.players}-player match, {games} games, seed {args.seed}, seats rotated")
    print(f"{'bot':<24}{'win rate':>10}{'95% CI':>18}{'mean VP':>10}")
    for k in res["bots"]:
        lo, hi = res["ci95"][k]
        print(f"{k:<24}{res['win_rate'][k]:>10.1%}{f'[{lo:.1%}, {hi:.1%}]':>18}{res['mean_vp'][k]:>10.1f}")
    print(f"mean game length: {res['mean_rounds']:.1f} rounds, longest {res['max_rounds']}")


def cmd_solo(args: argparse.Namespace) -> int:
    bar = progress_bar(args.games, "solo")
    show = functools.partial(_show_solo, args)
    try:
        res = solo(args.bot, args.games, args.seed, max(1, args.jobs), bar, parse_tuning(None, args.params))
    except ValueError as exc:
        return _fail(str(exc))
    except Interrupted as stop:
        return _stopped(stop, bar, args.json, show)
    if args.json:
        print(json.dumps(res))
    else:
        show(res)
    return search_failures_status(res["search_failures"])


def _show_solo(args: argparse.Namespace, res: dict[str, Any]) -> None:
    lo, hi = res["ci95"]
    print(f"{res['bot']} against Lorenzo, {res['games']} games, seed {args.seed}")
    print(f"win rate {res['win_rate']:.1%} [{lo:.1%}, {hi:.1%}], mean VP {res['mean_vp']:.1f} "
          f"(won games {res['mean_vp_won']:.1f}), mean length {res['mean_rounds']:.1f} rounds "
          f"(longest {res['max_rounds']})")
