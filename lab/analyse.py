"""``mor-arena analyse FILE [--seat N] [--budget B] [--json] [--write]``:
the bot review of a saved game in the terminal (ai/review.py does the work).

Exits 1 (after printing what was reviewed) when a decision could not be
reviewed because its search failed; 2 on bad input."""

from __future__ import annotations

import argparse
import json
import sys
import threading
from typing import Any

from ai.budget import parse_budget
from ai.review import review
from core import SavedGame, SaveFileError, load, save

from .cli import EXIT_INTERRUPTED


def default_seat(saved: SavedGame) -> int:
    """The first human seat of the save, else seat 0."""
    for i, seat in enumerate(saved.seats):
        if seat.kind == "human":
            return i
    return 0


def cmd_analyse(args: argparse.Namespace) -> int:
    try:
        parse_budget(args.budget)
    except ValueError as exc:
        print(f"mor-arena analyse: {exc}", file=sys.stderr)
        return 2
    try:
        saved = load(args.file)
    except SaveFileError as exc:
        print(f"mor-arena analyse: {exc}", file=sys.stderr)
        return 2
    n = saved.game.n_players
    seat = default_seat(saved) if args.seat is None else args.seat - 1
    if not 0 <= seat < n:
        print(f"mor-arena analyse: --seat is counted from 1; this game has seats 1 to {n}", file=sys.stderr)
        return 2
    name = saved.seats[seat].name if seat < len(saved.seats) else f"seat {seat + 1}"
    cancel = threading.Event()

    def progress(done: int, total: int) -> None:
        if not args.json and sys.stderr.isatty():
            print(f"\ranalysing {name}: {done}/{total}", end="", file=sys.stderr, flush=True)

    annotations = dict(saved.annotations)
    try:
        result = review(saved.origin, saved.decisions, seat, args.budget, annotations, cancel, progress)
    except KeyboardInterrupt:
        cancel.set()
        print("\ncancelled", file=sys.stderr)
        return EXIT_INTERRUPTED
    if not args.json and sys.stderr.isatty():
        print(file=sys.stderr)
    if getattr(args, "write", False):
        try:
            save(args.file, saved.game, seats=saved.seats, annotations=annotations)
        except SaveFileError as exc:
            print(f"mor-arena analyse: {exc}", file=sys.stderr)
            return 2
    keys = ("index", "played", "best", "eval_before", "eval_after", "loss", "grade", "vp_before", "vp_after")
    failed = result.not_reviewed()
    status = _report_failures(failed)
    if args.json:
        print(json.dumps({
            "file": str(args.file),
            "seat": seat + 1,
            "name": name,
            "budget": args.budget,
            "decisions": [_row(d, keys) for d in result.decisions],
            "mistakes": [{k: d[k] for k in keys} for d in result.mistakes()],
            "not_reviewed": len(failed),
        }))
        return status
    print(f"{name} (seat {seat + 1}), budget {args.budget}: the model's win probability and expected score "
          "before and after each decision")
    print(f"{'#':>4}  {'played':<30} {'bot prefers':<30} {'before':>7} {'after':>7} {'exp. VP':>13}  loss")
    for d in result.decisions:
        if "not_reviewed" in d:
            print(f"{d['index'] + 1:>4}  {d['played']:<30} not reviewed: {d['not_reviewed']}")
            continue
        best = "" if d["best"] == d["played"] else d["best"]
        flag = f"{d['loss']:.2f} {d['grade']}" if d["grade"] else ""
        before, after = d["eval_before"], d["eval_after"]
        vp = f"{d['vp_before']:.1f}→{d['vp_after']:.1f}"
        print(f"{d['index'] + 1:>4}  {d['played']:<30} {best:<30} {before:>7.1%} {after:>7.1%} {vp:>13}  {flag}")
    worst = result.mistakes()
    print()
    if worst:
        print("Biggest mistakes:")
        for d in worst:
            print(f"  decision {d['index'] + 1}: {d['played']} lost {d['loss']:.1%} of search value;"
                  f" {d['best']} was better")
    else:
        print("No mistakes found at this budget.")
    return status


def _row(note: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    if "not_reviewed" in note:
        return {"index": note["index"], "played": note["played"], "not_reviewed": note["not_reviewed"]}
    return {k: note[k] for k in keys}


def _report_failures(failed: list[dict[str, Any]]) -> int:
    """Say on stderr which decisions could not be reviewed; the exit status."""
    if not failed:
        return 0
    print(f"mor-arena analyse: {len(failed)} decision(s) could not be reviewed: {failed[0]['not_reviewed']}",
          file=sys.stderr)
    return 1
