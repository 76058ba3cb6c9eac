"""``mor-arena table``: the strength table of docs/benchmarks.md, every row in one run.

Each row is an ordinary ``mor-arena match`` / ``mor-arena solo`` (the
command is printed beside it, so any row can be rerun alone).  Rows 1-5 play
at the iteration budget of the shipped level and with its value
(``budget.level_bot``: solo iterations cost less, so solo rows get more of
them), so their numbers
are reproducible; rows 6-9 play the levels as the app does, on the clock
(``mcts:hard``: 0.6 s a turn, 2 s solo; ``mcts:expert``: 1.5 s on two
worker processes), so they depend on the machine and its load: every row
states the iterations per second its first bot reached and the load
average while it ran.  ``--scale`` shrinks every row's game count (for a
quick look); the published table uses ``--scale 1``.  ``--json`` keeps each
row's whole ``match``/``solo`` result (``result``, its games included), and
``--runs DIR`` writes it to ``DIR/row-N.json`` as that command's ``--json``
would, so a row can be pooled or compared game by game (``mor-arena pool``,
``mor-arena paired``) with a run of the same command.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ai.budget import LEVELS, SOLO_LEVELS, level_bot
from core import write_atomic

from .arena import match, search_failures_status, solo
from .cluster import make_runner
from .runner import ClusterError, GameRunner, LocalRunner
from .terminal import progress_report

HARD = level_bot("hard", 2)  # mcts:it=410:model=fitted:duel_widen=0.5
HARD_4P = level_bot("hard", 4)  # mcts:it=1000:model=fitted
SOLO_HARD = level_bot("hard", 1)  # mcts:it=3500:solo_win_shift=0.5:solo_win_fit=1
# the levels on the clock, as the app plays them
HARD_TIMED = "mcts:hard"
EXPERT_TIMED = "mcts:expert"
HARD_SECONDS = LEVELS["hard"][0]
SOLO_HARD_SECONDS = SOLO_LEVELS["hard"][0]
EXPERT_SECONDS = LEVELS["expert"][0]


@dataclass(frozen=True)
class Row:
    label: str
    players: int  # 1 = solo
    bots: tuple[str, ...]
    games: int
    seed: int
    target: str  # what the issue asks, in words
    min_win: float  # the target on the first bot's win rate (0: none)
    min_ci_low: float = 0.0
    min_vp: float = 0.0
    # games in parallel at most: a bot on two worker processes plays with
    # ``--jobs 1`` (the arena's parallel games run it in-process)
    max_jobs: int | None = None


# the strength targets (docs/benchmarks.md, "Strength targets")
WIN_2P = 0.90
WIN_4P = 0.60
WIN_SOLO = 0.97
VP_SOLO = 60.0
WIN_EXPERT = 0.60

ROWS: tuple[Row, ...] = (
    Row("greedy vs random, 2 players", 2, ("greedy", "random"), 200, 1, "≥ 95% wins", 0.95),
    Row(f"mcts hard ({HARD}) vs greedy, 2 players", 2, (HARD, "greedy"), 200, 2, "≥ 90% wins", WIN_2P),
    Row(f"mcts hard ({HARD_4P}) vs 3 greedy, 4 players", 4, (HARD_4P, "greedy"), 100, 3, "≥ 60% wins", WIN_4P),
    Row(f"mcts hard ({SOLO_HARD}) solo against Lorenzo", 1, (SOLO_HARD,), 100, 4, "≥ 97% wins, mean ≥ 60 VP",
        WIN_SOLO, min_vp=VP_SOLO),
    Row("greedy solo against Lorenzo", 1, ("greedy",), 200, 5, "(reported beside mcts)", 0.0),
    Row(f"hard on the clock ({HARD_TIMED}, {HARD_SECONDS:g} s) vs greedy, 2 players", 2, (HARD_TIMED, "greedy"), 200, 6,
        "≥ 90% wins", WIN_2P),
    Row(f"hard on the clock ({HARD_TIMED}, {HARD_SECONDS:g} s) vs 3 greedy, 4 players", 4, (HARD_TIMED, "greedy"),
        100, 7, "≥ 60% wins", WIN_4P),
    Row(f"hard on the clock ({HARD_TIMED}, {SOLO_HARD_SECONDS:g} s) solo against Lorenzo", 1, (HARD_TIMED,), 100, 8,
        "≥ 97% wins, mean ≥ 60 VP", WIN_SOLO, min_vp=VP_SOLO),
    Row(f"expert on the clock ({EXPERT_TIMED}, {EXPERT_SECONDS:g} s, two workers) vs {HARD_TIMED}, 2 players", 2,
        (EXPERT_TIMED, HARD_TIMED), 100, 9, "≥ 60% wins", WIN_EXPERT, max_jobs=1),
)


def load_average() -> float | None:
    """The machine's 1-minute load average (None where the system has none)."""
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):
        return None


def command(row: Row, games: int, jobs: int, cluster: str = "") -> str:
    """The ``mor-arena`` command of ``row`` (``cluster``: its ``--cluster`` address, if any)."""
    where = f"--cluster {cluster}" if cluster else f"--jobs {jobs}"
    if row.players == 1:
        return f"mor-arena solo --bot {row.bots[0]} --games {games} --seed {row.seed} {where}"
    return (f"mor-arena match --players {row.players} --bots {','.join(row.bots)} --games {games} "
            f"--seed {row.seed} {where}")


def run_row(row: Row, games: int, jobs: int, progress: Any = None, runner: GameRunner | None = None) -> dict[str, Any]:
    """Play ``row``'s games, on ``runner`` if given (a cluster), except a row with
    ``max_jobs``: its two-worker bot needs worker processes of its own, so it is
    played on this machine."""
    start = time.monotonic()
    if row.max_jobs is not None:
        jobs = min(jobs, row.max_jobs)
        runner = None
    runner = runner or LocalRunner(jobs)
    load_before = load_average()
    others_vp: float | None = None
    if row.players == 1:
        res = solo(row.bots[0], games, row.seed, jobs, progress, runner=runner)
        win, ci, vp = res["win_rate"], res["ci95"], res["mean_vp"]
        speed, per = res["iterations_per_second"], res["iterations_per_search"]
    else:
        res = match(row.players, list(row.bots), games, row.seed, jobs, progress, runner=runner)
        key = res["bots"][0]
        win, ci, vp = res["win_rate"][key], res["ci95"][key], res["mean_vp"][key]
        speed, per = res["iterations_per_second"][key], res["iterations_per_search"][key]
        others = [k for k in res["bots"] if k != key]
        others_vp = sum(res["mean_vp"][k] for k in others) / len(others)
    load_after = load_average()
    loads = [x for x in (load_before, load_after) if x is not None]
    met = win >= row.min_win and ci[0] > row.min_ci_low and vp >= row.min_vp if row.min_win else None
    return {
        "row": row.label,
        "command": command(row, games, jobs, runner.address),
        "deterministic": res["deterministic"],
        "games": games,
        "win_rate": win,
        "ci95": ci,
        "mean_vp": vp,
        "others_mean_vp": others_vp,
        "mean_rounds": res["mean_rounds"],
        "target": row.target,
        "met": met,
        "search_failures": res["search_failures"],
        "iterations_per_second": speed,
        "iterations_per_search": per,
        "load_average": round(sum(loads) / len(loads), 1) if loads else None,
        "seconds": round(time.monotonic() - start, 1),
        "result": res,
    }


def run_file(runs: Path, number: int) -> Path:
    """Where ``--runs`` writes row ``number``'s result."""
    return runs / f"row-{number}.json"


def _write_run(path: Path, result: dict[str, Any]) -> bool:
    """Write a row's result to ``path``; on failure say so on stderr (the
    table goes on) and return False."""
    try:
        write_atomic(path, json.dumps(result).encode())
    except OSError as exc:
        print(f"mor-arena: cannot write {path} ({exc.strerror or exc}); the table goes on", file=sys.stderr)
        return False
    return True


def _runs_dir(text: str | None) -> Path | None:
    """``--runs``' folder, made if need be (ValueError when it cannot be)."""
    if text is None:
        return None
    runs = Path(text)
    try:
        runs.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ValueError(f"--runs {text}: cannot make the folder ({exc.strerror or exc})") from None
    if not os.access(runs, os.W_OK):
        raise ValueError(f"--runs {text}: the folder is not writable")
    return runs


def markdown(results: list[dict[str, Any]], total: float) -> str:
    lines = [
        "| row | games | win rate [95% CI] | mean VP | target | met | iterations/s | load | time |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        lo, hi = r["ci95"]
        vp = f"{r['mean_vp']:.1f}"
        if r["others_mean_vp"] is not None:
            vp += f" (others {r['others_mean_vp']:.1f})"
        met = "—" if r["met"] is None else ("yes" if r["met"] else "**no**")
        speed = "—" if r.get("iterations_per_second") is None else f"{r['iterations_per_second']}"
        if r.get("iterations_per_search") is not None:
            speed += f" ({r['iterations_per_search']}/search)"
        load = "—" if r.get("load_average") is None else f"{r['load_average']:.1f}"
        lines.append(
            f"| {r['row']} | {r['games']} | {r['win_rate']:.1%} [{lo:.1%}, {hi:.1%}] | {vp} | {r['target']} "
            f"| {met} | {speed} | {load} | {r['seconds'] / 60:.1f} min |"
        )
    lines.append(f"\nWhole table: {total / 60:.1f} min.  Rows:\n")
    lines.extend(f"    {r['command']}" for r in results)
    lines.append("\niterations/s: the first bot's, over its searched decisions (main and follow-up; "
                 "/search: mean iterations per searched decision); load: the 1-minute load average "
                 "at the row's start and end, averaged.")
    return "\n".join(lines)


def cmd_table(args: argparse.Namespace) -> int:
    if not 0 < args.scale <= 1:
        print("mor-arena: --scale must be in (0, 1]", file=sys.stderr)
        return 2
    try:
        picked = [int(x) for x in args.rows.split(",")] if args.rows.strip() else list(range(1, len(ROWS) + 1))
    except ValueError:
        picked = []
    if not picked or any(not 1 <= i <= len(ROWS) for i in picked):
        print(f"mor-arena: --rows takes row numbers from 1 to {len(ROWS)}, e.g. 4,5", file=sys.stderr)
        return 2
    jobs = max(1, args.jobs)
    start = time.monotonic()
    results = []
    unwritten = 0  # rows whose --runs file could not be written
    try:
        runs = _runs_dir(args.runs)
        with make_runner(jobs, args.cluster) as runner:
            for number in picked:
                row = ROWS[number - 1]
                games = max(row.players if row.players > 1 else 1, int(row.games * args.scale))
                if row.players > 1:
                    games -= games % row.players  # every bot in every seat equally
                results.append(run_row(row, games, jobs, progress_report(games, row.label[:28]), runner))
                if runs is not None:
                    unwritten += not _write_run(run_file(runs, number), results[-1]["result"])
    except (ValueError, ClusterError) as exc:
        print(f"mor-arena: {exc}", file=sys.stderr)
        return 2
    total = time.monotonic() - start
    if args.json:
        print(json.dumps({"rows": results, "seconds": round(total, 1)}))
    else:
        print(markdown(results, total))
    if unwritten:
        return 2
    return search_failures_status(sum(r["search_failures"] for r in results))
