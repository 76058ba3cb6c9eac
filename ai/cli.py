"""``mor-arena``: headless bot matches, benchmarks and analysis.

Each command's work lives in its own module; this file only parses the
command line (the flags are contracts other tools rely on) and dispatches.
"""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys
from collections.abc import Callable, Sequence

# command -> (module, function); imported only when the command runs.
COMMANDS: dict[str, tuple[str, str]] = {
    "bench engine": ("ai.bench_engine", "run"),
    "bench saves": ("ai.bench_saves", "run"),
    "match": ("ai.arena", "cmd_match"),
    "solo": ("ai.arena", "cmd_solo"),
    "analyse": ("ai.analyse", "cmd_analyse"),
    "table": ("ai.table", "cmd_table"),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mor-arena", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)

    bench = sub.add_parser("bench", help="speed benchmarks")
    bsub = bench.add_subparsers(dest="what", required=True)
    be = bsub.add_parser("engine", help="rules engine speed: decisions/s, clone cost, random games/s")
    be.add_argument("--json", action="store_true", help="print one JSON object")
    be.add_argument("--seconds", type=float, default=3.0, help="time spent on each measurement")
    be.add_argument("--seed", type=int, default=1)
    bs = bsub.add_parser("saves", help="save/load time of a long 4-player game")
    bs.add_argument("--json", action="store_true")
    bs.add_argument("--repeat", type=int, default=20)
    bu = bsub.add_parser("ui", help="GUI responsiveness while a hard bot searches (needs Qt)")
    bu.add_argument("--json", action="store_true")
    bu.add_argument("--seconds", type=float, default=10.0)
    bu.add_argument("--autosave", action="store_true", help="autosave every decision as in play (temporary folder)")

    m = sub.add_parser("match", help="bots against each other, seats rotated")
    m.add_argument("--players", type=int, required=True)
    m.add_argument("--bots", required=True, help="comma-separated bot names, e.g. mcts:hard,greedy")
    m.add_argument("--games", type=int, required=True)
    m.add_argument("--seed", type=int, default=0)
    m.add_argument("--jobs", type=int, default=1)
    m.add_argument("--json", action="store_true")

    s = sub.add_parser("solo", help="a bot against Lorenzo")
    s.add_argument("--bot", required=True)
    s.add_argument("--games", type=int, required=True)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--jobs", type=int, default=1)
    s.add_argument("--json", action="store_true")

    t = sub.add_parser("table", help="the README's strength table: every row, at the shipped levels' budgets")
    t.add_argument("--jobs", type=int, default=2)
    t.add_argument("--scale", type=float, default=1.0, help="fraction of each row's games (quick look: 0.1)")
    t.add_argument("--rows", default="", help="only these rows, counted from 1 (e.g. 4,5: the solo rows)")
    t.add_argument("--json", action="store_true")

    a = sub.add_parser("analyse", help="review a saved game with a bot")
    a.add_argument("file")
    a.add_argument("--seat", type=int, default=None, help="seat counted from 1 (default: the first human)")
    a.add_argument("--budget", default="it=500", help="it=N, t=SECONDS, easy, medium or hard")
    a.add_argument("--json", action="store_true")
    a.add_argument("--write", action="store_true", help="store the review in the save as annotations")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    key = args.command if args.command != "bench" else f"bench {args.what}"
    if key == "bench ui":
        # The UI benchmark needs Qt, which ai/ never imports: run it apart.
        cmd = [sys.executable, "-m", "mor_qt.bench_ui", "--seconds", str(args.seconds)]
        if args.json:
            cmd.append("--json")
        if args.autosave:
            cmd.append("--autosave")
        return subprocess.call(cmd)
    module_name, func_name = COMMANDS[key]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        print(f"mor-arena: '{key}' is not available in this build", file=sys.stderr)
        return 2
    func: Callable[[argparse.Namespace], int] = getattr(module, func_name)
    return func(args) or 0


if __name__ == "__main__":
    sys.exit(main())
