"""``python -m lab.fit_value``: fit the multiplayer value model of
``ai/value_model.py`` on the bots' own games.

Two steps, so a fit can be redone without replaying the games:

- ``record``: plays ``--games`` games of ``--players`` with ``--bots``
  (seats rotating with the game, as ``mor-arena match`` seats them) and
  writes, at the start of every turn, each seat's model inputs
  (``value_model.seat_inputs``) and the game's winners, one JSON line per
  game, to ``--out``.
- ``fit``: reads record files and fits the model's weights by maximum
  likelihood (a conditional logit over the seats, Newton's method, a little
  L2), holding out the last fifth of each file's games; prints the held-out
  log loss of the fit, of the hand-written value and of the model it
  replaces at ``--out``, and writes the weights with their provenance there
  (``value_model.write_model``).  With ``--folds K`` it also
  cross-validates by game (``cross_validate``): the turn starts of one game
  share its winner, so a hold-out of a few dozen games is about as many
  outcomes, too few to tell two close models apart.  A table size without
  games gets the hand-written weights, or with ``--keep-others`` keeps the
  replaced model's (so one table size can be refitted without replaying
  the others).

The search reads the shipped file only when its ``Params.value_model`` is
on; screens decide whether it plays better (docs/tuning.md#fitted-value-model).
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ai import Choice, play_out
from ai.bots import make_bot
from ai.value_model import (
    FEATURES,
    MODEL_PACKAGE,
    MODEL_RESOURCE,
    ValueModel,
    ValueModelError,
    load_model,
    raw_inputs,
    seat_features,
    softmax,
    utility,
    write_model,
)
from core import Game, SaveFileError, TurnMode

from .arena import SEEDS_PER_GAME
from .cli import EXIT_INTERRUPTED
from .fit_solo import HELD_OUT_SHARE, _solve, git_commit
from .runner import LocalRunner, RunInterrupted, collect
from .terminal import progress_report

REPO = Path(__file__).resolve().parent.parent
SHIPPED = REPO / MODEL_PACKAGE / Path(*MODEL_RESOURCE)
# decisions after which a recorded game is abandoned (as the arena's MAX_DECISIONS)
MAX_DECISIONS = 20_000
CONVERGED = 1e-7  # Newton's method stops once no weight moves more than this
MIN_GAMES = 2
MIN_FOLDS = 2

# one turn start: (every seat's inputs, the share of the win each seat got)
Turn = tuple[list[tuple[float, ...]], list[float]]


def record_game(players: int, seating: Sequence[str], seed: int) -> dict[str, Any]:
    """One game's turn starts: ``{"seed", "seating", "turns": [inputs per
    seat...], "winners"}``."""
    bots = [make_bot(name, seed * SEEDS_PER_GAME + s, inline=True) for s, name in enumerate(seating)]
    game = Game.new(players, seed, first_seat=0)
    turns: list[dict[str, object]] = []

    def at_turn_start(seen: Game, _choice: Choice) -> None:
        if not seen.in_setup and seen.turn_mode == TurnMode.FREE and not seen.main_action_done:
            if not seen.end_triggered:
                turns.append(raw_inputs(seen))

    try:
        play_out(game, bots, max_decisions=MAX_DECISIONS, on_choice=at_turn_start)
    finally:
        for b in bots:
            b.close()
    return {"seed": seed, "seating": list(seating), "turns": turns, "winners": game.winners() if game.is_over else []}


def seatings(players: int, bots: Sequence[str], games: int) -> list[list[str]]:
    """The seat of each game's bots: the list rotated by one seat a game."""
    line = [bots[s % len(bots)] for s in range(players)]
    return [line[-(g % players) :] + line[: -(g % players)] if g % players else list(line) for g in range(games)]


def turns_of(record: dict[str, Any]) -> list[Turn]:
    winners = record["winners"]
    if not winners:
        return []
    n = len(record["seating"])
    share = [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
    return [(seat_features(turn["evp"], turn["t"], turn["moved"], turn["order"]), share) for turn in record["turns"]]


def _shares(w: Sequence[float], inputs: list[tuple[float, ...]]) -> list[float]:
    return softmax([utility(w, x) for x in inputs])


def log_loss(w: Sequence[float], turns: list[Turn]) -> float:
    """Mean negative log likelihood of the winners' shares."""
    total = 0.0
    for inputs, share in turns:
        p = _shares(w, inputs)
        total -= sum(y * math.log(max(q, 1e-12)) for q, y in zip(p, share, strict=True))
    return total / len(turns)


def fit(turns: list[Turn], start: Sequence[float], l2: float = 1e-6, steps: int = 30) -> list[float]:
    """Conditional logit by Newton's method (L2 towards ``start``)."""
    k = len(start)
    w = list(start)
    n = len(turns)
    for _ in range(steps):
        grad = [l2 * (wi - si) for wi, si in zip(w, start, strict=True)]
        hess = [[l2 if i == j else 0.0 for j in range(k)] for i in range(k)]
        for inputs, share in turns:
            p = _shares(w, inputs)
            mean = [sum(q * x[i] for q, x in zip(p, inputs, strict=True)) for i in range(k)]
            for q, y, x in zip(p, share, inputs, strict=True):
                d = [x[i] - mean[i] for i in range(k)]
                for i in range(k):
                    grad[i] += (q - y) * x[i] / n
                    row = hess[i]
                    for j in range(k):
                        row[j] += q * d[i] * d[j] / n
        step = _solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < CONVERGED:
            break
    return w


def games_by_size(files: list[list[dict[str, Any]]]) -> dict[int, list[list[Turn]]]:
    """Every finished game's turn starts, by table size, in the files' order."""
    out: dict[int, list[list[Turn]]] = {}
    for records in files:
        for r in records:
            turns = turns_of(r)
            if turns:
                out.setdefault(len(r["seating"]), []).append(turns)
    return out


def cross_validate(
    games: list[list[Turn]], folds: int, start: Sequence[float], models: dict[str, Sequence[float]]
) -> dict[str, float]:
    """The mean log loss of a turn start when its game is held out: game
    ``i`` is in fold ``i % folds``; each fold is predicted by a fit on the
    others (``"fitted"``) and by each of ``models`` (name -> weights)."""
    totals = dict.fromkeys(["fitted", *models], 0.0)
    count = 0
    for k in range(folds):
        train = [t for i, game in enumerate(games) if i % folds != k for t in game]
        test = [t for i, game in enumerate(games) if i % folds == k for t in game]
        if not train or not test:
            continue
        totals["fitted"] += log_loss(fit(train, start), test) * len(test)
        for name, weights in models.items():
            totals[name] += log_loss(weights, test) * len(test)
        count += len(test)
    return {name: total / count for name, total in totals.items()} if count else {}


def read_records(paths: Sequence[Path]) -> list[list[dict[str, Any]]]:
    """Each file's games, in order."""
    out = []
    for path in paths:
        with path.open(encoding="utf-8") as fh:
            out.append([json.loads(line) for line in fh if line.strip()])
    return out


def cmd_record(args: argparse.Namespace) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    for name in bots:
        make_bot(name, 0, inline=True).close()
    seeds = range(args.seed, args.seed + args.games)
    jobs = [
        (args.players, seat, seed) for seat, seed in zip(seatings(args.players, bots, args.games), seeds, strict=True)
    ]
    bar = progress_report(args.games, "fit_value record")
    try:
        records = collect(LocalRunner(args.jobs), record_game, jobs, bar)
    except RunInterrupted as stop:
        bar.end()
        records = [f.result for f in sorted(stop.finished, key=lambda f: f.index)]
        print(f"python -m lab.fit_value: interrupted after {len(records)} games", file=sys.stderr)
        _write_lines(args.out, records)
        return EXIT_INTERRUPTED
    bar.end()
    _write_lines(args.out, records)
    print(f"wrote {len(records)} games to {args.out}")
    return 0


def _write_lines(path: Path, records: list[dict[str, Any]]) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps(r, separators=(",", ":")) + "\n")
    tmp.replace(path)


def split_turns(files: list[list[dict[str, Any]]]) -> tuple[dict[int, list[Turn]], dict[int, list[Turn]], int]:
    """(training turns, held-out turns, games) by table size: the last fifth
    of each file's games are held out."""
    train: dict[int, list[Turn]] = {}
    test: dict[int, list[Turn]] = {}
    games = 0
    for records in files:
        held = max(1, len(records) // HELD_OUT_SHARE)
        games += len(records)
        for i, r in enumerate(records):
            part = test if i >= len(records) - held else train
            part.setdefault(len(r["seating"]), []).extend(turns_of(r))
    return train, test, games


def describe_records(path: Path, records: list[dict[str, Any]]) -> dict[str, Any]:
    """What a record file holds, enough to record it again: its games' table
    size, bots and seeds."""
    seeds = [r["seed"] for r in records]
    return {
        "file": path.name,
        "games": len(records),
        "players": sorted({len(r["seating"]) for r in records}),
        "bots": sorted({name for r in records for name in r["seating"]}),
        "seeds": [min(seeds), max(seeds)] if seeds else [],
    }


def _current_model(path: Path) -> ValueModel | None:
    """The model the fit will replace (at ``--out``), None when there is none or it does not load."""
    if not path.exists():
        return None
    try:
        return load_model(path)
    except ValueModelError as exc:
        print(f"python -m lab.fit_value: the current model is not compared: {exc}", file=sys.stderr)
        return None


def cmd_fit(args: argparse.Namespace, raw: list[str]) -> int:
    files = read_records(args.records)
    train, test, games = split_turns(files)
    hand = ValueModel.hand_written()
    current = _current_model(args.out)
    if args.keep_others and current is None:
        print(f"python -m lab.fit_value: --keep-others needs a model at {args.out} to keep", file=sys.stderr)
        return 1
    kept = current if args.keep_others else None
    weights = dict((kept or hand).weights)
    quality: dict[str, Any] = {}
    by_size = games_by_size(files) if args.folds else {}
    for players in sorted(train):
        w = fit(train[players], hand.weights[players])
        weights[players] = tuple(w)
        held = test.get(players, [])
        row: dict[str, Any] = {"turns": len(train[players]) + len(held)}
        if held:
            row["held_out_log_loss"] = round(log_loss(w, held), 4)
            row["held_out_log_loss_of_hand_written"] = round(log_loss(hand.weights[players], held), 4)
            if current is not None:
                row["held_out_log_loss_of_replaced"] = round(log_loss(current.weights[players], held), 4)
        quality[str(players)] = row
        print(f"{players} players, {row['turns']} turns:")
        for name, value in zip(FEATURES, w, strict=True):
            print(f"  {name:>18} {value:+.4f}")
        if held:
            replaced = row.get("held_out_log_loss_of_replaced")
            print(f"  held-out log loss: fitted {row['held_out_log_loss']:.4f}, "
                  f"hand-written {row['held_out_log_loss_of_hand_written']:.4f}"
                  + (f", the model replaced {replaced:.4f}" if replaced is not None else ""))
        if args.folds:
            _report_cross_validation(row, by_size[players], args.folds, hand.weights[players],
                                     current.weights[players] if current is not None else None)  # fmt: skip
    others = [n for n in weights if n not in train]
    prov: dict[str, Any] = {
        "source": "fit",
        "command": " ".join(["python -m lab.fit_value", *raw]),
        "records": [describe_records(path, records) for path, records in zip(args.records, files, strict=True)],
        "games": games,
        "hand_written": [] if kept else others,
        "date": datetime.datetime.now(datetime.UTC).replace(microsecond=0).isoformat(),
        **git_commit(),
        "fit": quality,
    }
    if kept is not None:
        # where the kept weights came from: the replaced model's own provenance
        prov["kept"] = {"players": others, "from": kept.provenance}
    try:
        write_model(args.out, ValueModel(weights, prov))
    except (OSError, SaveFileError, ValueModelError) as exc:
        print(f"python -m lab.fit_value: cannot write {args.out}: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {args.out}")
    return 0


def _report_cross_validation(
    row: dict[str, Any], games: list[list[Turn]], folds: int, hand: Sequence[float], replaced: Sequence[float] | None
) -> None:
    """Cross-validate one table size's fit (``cross_validate``), into ``row`` and on stdout."""
    models = {"hand-written": hand, **({"the model replaced": replaced} if replaced is not None else {})}
    cv = cross_validate(games, min(folds, len(games)), hand, models)
    if not cv:
        print(f"  not cross-validated: {len(games)} finished game(s)")
        return
    row["cv_folds"] = min(folds, len(games))
    row["cv_log_loss"] = round(cv["fitted"], 4)
    row["cv_log_loss_of_hand_written"] = round(cv["hand-written"], 4)
    if replaced is not None:
        row["cv_log_loss_of_replaced"] = round(cv["the model replaced"], 4)
    print(f"  cross-validated log loss ({row['cv_folds']} folds by game): "
          + ", ".join(f"{name} {value:.4f}" for name, value in cv.items()))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lab.fit_value", description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    rec = sub.add_parser("record", help="play games and write their turn starts")
    rec.add_argument("--players", type=int, required=True, choices=(2, 3, 4))
    rec.add_argument("--bots", required=True, help="comma-separated bot names, seated as mor-arena match does")
    rec.add_argument("--games", type=int, required=True)
    rec.add_argument("--seed", type=int, default=100_000)
    rec.add_argument("--jobs", type=int, default=2)
    rec.add_argument("--out", type=Path, required=True)
    fi = sub.add_parser("fit", help="fit the model on record files")
    fi.add_argument("records", type=Path, nargs="+")
    fi.add_argument("--out", type=Path, default=SHIPPED)
    fi.add_argument("--keep-others", action="store_true",
                    help="table sizes without games keep the weights of the model at --out (default: hand-written)")
    fi.add_argument("--folds", type=int, default=0, metavar="K",
                    help="also cross-validate by game: each game held out once, in K folds (K >= 2; K fits more)")
    raw = list(sys.argv[1:] if argv is None else argv)
    args = ap.parse_args(raw)
    if args.cmd == "fit" and args.folds and args.folds < MIN_FOLDS:
        ap.error(f"--folds must be at least {MIN_FOLDS}")
    if args.cmd == "record":
        if args.games < MIN_GAMES:
            ap.error("--games must be at least 2")
        try:
            return cmd_record(args)
        except ValueError as exc:
            ap.error(str(exc))
    return cmd_fit(args, raw)


if __name__ == "__main__":
    raise SystemExit(main())
