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
from pathlib import Path

from core import APP_VERSION

PROG = "mor-arena"
# the exit status of a run stopped by Ctrl-C (128 + SIGINT), as shells report it
EXIT_INTERRUPTED = 130
# the tuning screens' flags (``lab/tuning.py``, docs/tuning.md)
WEIGHTS_HELP = (
    "JSON object: changed fields of the search's evaluation weights (ai/evaluation.py, Weights), "
    "for greedy:search and mcts bots; the reference greedy keeps its own"
)
PARAMS_HELP = (
    "JSON object: changed search parameters of the mcts bots "
    "(c, bias, widen, noise, rollout_turns, value_model, solo_…)"
)
# ``--cluster`` (``lab/cluster.py``)
CLUSTER_HELP = (
    "play the games on a Dask cluster instead of --jobs processes: tcp://HOST:PORT of a running scheduler "
    "(its workers need this same version installed), or local:N to start N worker processes here, on "
    "127.0.0.1 only; the same seeds give the same results as on this machine. Needs the optional extra: "
    "pip install '.[cluster]'"
)

# command -> (module, function); imported only when the command runs.
COMMANDS: dict[str, tuple[str, str]] = {
    "bench engine": ("lab.bench_engine", "run"),
    "bench saves": ("lab.bench_saves", "run"),
    "bench search": ("lab.bench_search", "run"),
    "match": ("lab.arena", "cmd_match"),
    "solo": ("lab.arena", "cmd_solo"),
    "analyse": ("lab.analyse", "cmd_analyse"),
    "table": ("lab.table", "cmd_table"),
    "fuzz": ("lab.fuzz", "cmd_fuzz"),
    "ladder": ("lab.ladder", "cmd_ladder"),
    "pool": ("lab.pool", "cmd_pool"),
    "paired": ("lab.paired", "cmd_paired"),
}


def _bot_names_help() -> str:
    from ai.bots import BOT_NAMES

    return (
        "bot names: " + ", ".join(BOT_NAMES) + " (options after ':', e.g. mcts:it=800:w=2 searches on two cores). "
        "Progress (games done / total, rate, time left) goes to stderr: a bar on a terminal, else a line "
        "every 30 s of a long run. Ctrl-C (or SIGTERM) stops a match or solo run with the games finished so far "
        f"(exit status {EXIT_INTERRUPTED}), and stops the worker processes or the cluster's games."
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description=__doc__.splitlines()[0], epilog=_bot_names_help())
    parser.add_argument("--version", action="version", version=f"{PROG} {APP_VERSION}")
    sub = parser.add_subparsers(dest="command", required=True)

    bench = sub.add_parser("bench", help="speed benchmarks")
    bsub = bench.add_subparsers(dest="what", required=True)
    be = bsub.add_parser("engine", help="rules engine speed: decisions/s, clone cost, random games/s")
    be.add_argument("--json", action="store_true", help="print one JSON object")
    be.add_argument("--seconds", type=float, default=3.0, help="time spent on each measurement")
    be.add_argument("--seed", type=int, default=1, help="seed of the random games (default 1)")
    bs = bsub.add_parser("saves", help="save/load time of a long 4-player game")
    bs.add_argument("--json", action="store_true", help="print one JSON object")
    bs.add_argument("--repeat", type=int, default=20, help="saves and loads timed (default 20)")
    bs.add_argument("--hostile", action="store_true", help="also time and size the costliest files under the cap")
    bq = bsub.add_parser("search", help="MCTS search speed: iterations per CPU second at fixed iteration budgets")
    bq.add_argument("--json", action="store_true", help="print one JSON object")
    bq.add_argument("--iterations", type=int, default=200, help="iterations of each search (default 200)")
    bq.add_argument("--repeat", type=int, default=3, help="rounds over all positions; medians reported (default 3)")
    bq.add_argument("--seed", type=int, default=1, help="seed of the searches (default 1)")
    bq.add_argument("--params", help=PARAMS_HELP)
    bu = bsub.add_parser("ui", help="GUI responsiveness while a hard bot searches (needs Qt)")
    bu.add_argument("--json", action="store_true", help="print one JSON object")
    bu.add_argument("--seconds", type=float, default=10.0, help="how long the bots search (default 10)")
    bu.add_argument("--autosave", action="store_true", help="autosave every decision as in play (temporary folder)")
    bo = bsub.add_parser("open", help="time to open 1,000 and 100,000-decision saves in both windows (needs Qt)")
    bo.add_argument("--json", action="store_true", help="print one JSON object")
    bo.add_argument("--sizes", default="1000,100000", help="decisions per game, comma-separated")
    bl = bsub.add_parser("library", help="the games library with N generated games: open, filter, statistics, "
                         "import times (needs Qt; a temporary data folder)")
    bl.add_argument("--json", action="store_true", help="print one JSON object")
    bl.add_argument("--games", type=int, default=10_000, help="games in the library (default 10000)")
    bl.add_argument("--import-files", type=int, default=1_000,
                    help="files imported into an empty library (default 1000)")

    m = sub.add_parser("match", help="bots against each other, seats rotated", epilog=_bot_names_help())
    m.add_argument("--players", type=int, required=True, help="players at the table, 2 to 4")
    m.add_argument("--bots", required=True, help="comma-separated bot names, e.g. mcts:hard,greedy")
    m.add_argument("--games", type=int, required=True, help="games to play (a multiple of --players is fairest)")
    m.add_argument("--seed", type=int, default=0, help="first deal's seed; the same seed replays the same match")
    m.add_argument("--jobs", type=int, default=1, help="games played in parallel processes (default 1)")
    m.add_argument("--json", action="store_true", help="print the statistics as one JSON object")
    m.add_argument("--weights", help=WEIGHTS_HELP)
    m.add_argument("--params", help=PARAMS_HELP)
    m.add_argument("--cluster", metavar="ADDRESS", help=CLUSTER_HELP)

    s = sub.add_parser("solo", help="a bot against Lorenzo", epilog=_bot_names_help())
    s.add_argument("--bot", required=True, help="the bot's name, e.g. mcts:hard or greedy")
    s.add_argument("--games", type=int, required=True, help="games to play")
    s.add_argument("--seed", type=int, default=0, help="game i is dealt with seed SEED + i")
    s.add_argument("--jobs", type=int, default=1, help="games played in parallel processes (default 1)")
    s.add_argument("--json", action="store_true", help="print the statistics as one JSON object")
    s.add_argument("--params", help=PARAMS_HELP)
    s.add_argument("--cluster", metavar="ADDRESS", help=CLUSTER_HELP)

    po = sub.add_parser("pool", help="one result from several match (or solo) --json results on distinct deals")
    po.add_argument("results", nargs="+", type=Path, help="the --json outputs of the runs (a stopped run's too)")
    po.add_argument("--json", action="store_true", help="print the pooled statistics as one JSON object")

    pa = sub.add_parser("paired", help="two runs on the same seeds compared game by game (their first bot screened)")
    pa.add_argument("before", type=Path, help="the --json result of the first run (e.g. the unchanged bot)")
    pa.add_argument("after", type=Path, help="the --json result of the second run on the same seeds")
    pa.add_argument("--json", action="store_true", help="print the comparison as one JSON object")

    t = sub.add_parser("table", help="docs/benchmarks.md's strength table, every row at the shipped levels' budgets")
    t.add_argument("--jobs", type=int, default=2, help="games played in parallel processes (default 2)")
    t.add_argument("--scale", type=float, default=1.0, help="fraction of each row's games (quick look: 0.1)")
    t.add_argument("--rows", default="", help="only these rows, counted from 1 (e.g. 4,5: the solo rows)")
    t.add_argument("--json", action="store_true", help="print the rows as JSON (each with its run's whole result)")
    t.add_argument("--runs", metavar="DIR", help="also write each row's result to DIR/row-N.json, as the row's "
                   "command's --json would (for mor-arena pool and paired)")
    t.add_argument("--cluster", metavar="ADDRESS", help=CLUSTER_HELP + " (row 9, expert on two workers of its own, "
                   "is still played here, one game at a time)")

    f = sub.add_parser("fuzz", help="mutate real positions or saves: accepted ones must play, save and load")
    f.add_argument("what", choices=["positions", "saves"], help="mutate real positions, or the content of real saves")
    f.add_argument("--tries", type=int, default=1000, help="number of mutations tried")
    f.add_argument("--seed", type=int, default=0, help="the same seed gives the same tries")
    f.add_argument("--json", action="store_true", help="one object: tries, outcomes, crashes, hangs")

    lad = sub.add_parser("ladder", help="Elo ratings of the levels: a 2-player round-robin at their real time budgets")
    lad.add_argument("--games", type=int, default=10, help="games per pairing (seats alternate)")
    lad.add_argument("--levels", default="", help="comma-separated, default random,greedy,easy,medium,hard,expert")
    lad.add_argument("--seed", type=int, default=0, help="game g of pairing k is dealt seed SEED + 1000k + g//2")
    lad.add_argument("--jobs", type=int, default=2, help="games played in parallel processes (default 2; "
                     "expert's games, on two workers of their own, are played one at a time after the others)")
    lad.add_argument("--json", action="store_true", help="print one JSON object")
    lad.add_argument("--cluster", metavar="ADDRESS", help=CLUSTER_HELP + " (expert's games, on two workers of "
                     "their own, are still played here, one at a time)")

    bn = bsub.add_parser("net", help="network tables on loopback: action latency, reconnect time, bytes per decision")
    bn.add_argument("--json", action="store_true", help="print one JSON object")
    bn.add_argument("--games", type=int, default=4, help="4-seat games played (default 4)")
    bn.add_argument("--reconnects", type=int, default=20, help="reconnections timed (default 20)")
    bn.add_argument("--audit-games", type=int, default=20,
                    help="games of the leak audit, every message checked (default 20; the figure uses 200)")

    bsub.add_parser("server", add_help=False, help="a soak of one mor-server: rooms of bot clients, a flooded room "
                    "(net/bench_server.py: --rooms N --minutes M --json)")

    # The network client's flags are parsed (and documented) by ``python -m net.cli``, run apart.
    nt = sub.add_parser("net", help="network tables: play a seat with a bot (net/cli.py)", add_help=False)
    nt.add_argument("net_args", nargs=argparse.REMAINDER, help="play (--server ADDRESS --create SEATS | --invite "
                    "INVITE) --bot BOT [--name N] [--dump FILE] [--json]")

    a = sub.add_parser("analyse", help="review a saved game with a bot")
    a.add_argument("file", help="the saved game (.mor)")
    a.add_argument("--seat", type=int, default=None, help="seat counted from 1 (default: the first human)")
    a.add_argument("--budget", default="it=500", help="it=N, t=SECONDS, easy, medium or hard")
    a.add_argument("--json", action="store_true", help="print the review as JSON")
    a.add_argument("--write", action="store_true", help="store the review in the save as annotations")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["net"]:  # run apart: every flag is net.cli's own
        return subprocess.call([sys.executable, "-m", "net.cli", *argv[1:]])
    if argv[:2] == ["bench", "server"]:  # net/bench_server.py parses its own flags
        return subprocess.call([sys.executable, "-m", "net.bench_server", *argv[2:]])
    args = build_parser().parse_args(argv)
    key = args.command if args.command != "bench" else f"bench {args.what}"
    if key == "bench open":  # Qt too: in its own process
        cmd = [sys.executable, "-m", "mor_qt.bench_open", "--sizes", args.sizes] + (["--json"] if args.json else [])
        return subprocess.call(cmd)
    if key == "bench library":  # Qt too: in its own process
        cmd = [sys.executable, "-m", "mor_qt.library.bench", "--games", str(args.games),
               "--import-files", str(args.import_files)] + (["--json"] if args.json else [])
        return subprocess.call(cmd)
    if key == "bench ui":
        # The UI benchmark needs Qt, which lab/ never imports: run it apart.
        cmd = [sys.executable, "-m", "mor_qt.bench_ui", "--seconds", str(args.seconds)]
        if args.json:
            cmd.append("--json")
        if args.autosave:
            cmd.append("--autosave")
        return subprocess.call(cmd)
    if key == "bench net":
        cmd = [sys.executable, "-m", "net.bench", "--games", str(args.games), "--reconnects", str(args.reconnects),
               "--audit-games", str(args.audit_games)]
        return subprocess.call(cmd + (["--json"] if args.json else []))
    module_name, func_name = COMMANDS[key]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        print(f"mor-arena: '{key}' is not available in this build", file=sys.stderr)
        return 2
    func: Callable[[argparse.Namespace], int] = getattr(module, func_name)
    try:
        return func(args) or 0
    except KeyboardInterrupt:  # Ctrl-C in a command without its own partial report
        print(f"\n{PROG}: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
