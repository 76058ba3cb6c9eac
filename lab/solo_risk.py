"""Solo screens played where the games are lost: positions close to Lorenzo's win, played on.

Solo hard loses about one game in 75, so two versions of it can only be told apart over
thousands of whole games.  Its losses come late, once a colour column is nearly empty or the
black cross is near the end; played on from such positions a game is lost far more often, and a
screen there tells more per game played:

    python -m lab.solo_risk collect --bot B --games N --seed S --jobs J --out POSITIONS.json
    python -m lab.solo_risk play --bot B --positions POSITIONS.json --futures K --seed S --jobs J --json

``collect`` plays the N solo games ``mor-arena solo --seed S`` plays (game i: deal S + i, the
same bot seed, so the same games and results; they are in the file too) and keeps, of each
game, the first round start at risk (``at_risk``): a colour column down to ``RISK_COLUMN``
cards or the black cross at ``RISK_CROSS`` or beyond, while the player still needs cards.  A
position is its deal and the decisions that led to it.

``play`` plays each position on K times, its hidden future dealt again each time (Lorenzo's
token stack and the decks below their face-up cards: ``Game.determinize`` for the player, who
knows no more), future k of position n from the seed S * 100003 + n * K + k: every bot given the
same seed meets the same futures.  Its ``--json`` is a solo result (game n * K + k), so
``mor-arena paired A.json B.json`` compares two bots future by future and ``mor-arena pool``
adds runs with other seeds."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ai import make_bot, play_out
from ai.solo_model import solo_features
from ai.stats import wilson
from core import Game

from .runner import LocalRunner, RunInterrupted, collect
from .terminal import progress_report

RISK_COLUMN = 4  # cards left in the thinnest colour column: two discard tokens from empty (R12.3)
RISK_CROSS = 18  # the black cross's space: three of Lorenzo's best draws from 24
CARDS_TO_WIN = 7  # the seventh card ends the game (R12.2)
THINNEST_COLUMN = 3  # ``solo_features``: the thinnest colour column's cards
MAX_DECISIONS = 5000  # a game that has not ended by then is a bug, not a result
FUTURE_SEED_STRIDE = 100003  # as ``mor-arena solo``'s bot seeds: futures of other seeds never meet
ARENA_SEAT_STRIDE = 16  # ``arena.play_game`` seeds seat s's bot with bot seed x 16 + s
POSITIONS_FORMAT = "mor-solo-risk-positions"


class RiskError(ValueError):
    """A positions file or an argument this tool cannot use; the message says why."""


def at_risk(game: Game) -> bool:
    """Whether the solo ``game`` is close to Lorenzo's win while the player still needs cards."""
    if game.is_over or game.in_setup or game.players[0].n_cards >= CARDS_TO_WIN:
        return False
    return solo_features(game)[THINNEST_COLUMN] <= RISK_COLUMN or game.black_cross >= RISK_CROSS


def collect_game(name: str, deal: int, bot_seed: int) -> dict[str, Any]:
    """One solo game of bot ``name`` on ``deal``: its first round start at risk (or None), its result."""
    bot = make_bot(name, bot_seed, inline=True)
    game = Game.new(1, deal)
    decisions: list[str] = []
    found: dict[str, Any] | None = None
    last_round = game.round
    try:
        while not game.is_over and len(decisions) < MAX_DECISIONS:
            if found is None and game.round != last_round and at_risk(game):
                found = {"deal": deal, "round": game.round, "cards": game.players[0].n_cards,
                         "thinnest": int(solo_features(game)[THINNEST_COLUMN]), "cross": game.black_cross,
                         "decisions": list(decisions)}
            last_round = game.round
            action = bot.choose(game, 0)
            decisions.append(str(action))
            game.apply(action)
    finally:
        bot.close()
    if not game.is_over:
        raise RuntimeError(f"deal {deal} does not end")
    return {"position": found, "won": game.solo_won, "vp": game.scores()[0].total, "rounds": game.round}


def position_game(position: dict[str, Any]) -> Game:
    """The game of a kept ``position``: its deal replayed to its decisions."""
    game = Game.new(1, int(position["deal"]))
    for decision in position["decisions"]:
        game.apply(str(decision))
    return game


def play_future(name: str, position: dict[str, Any], future_seed: int) -> dict[str, Any]:
    """``position`` played on by bot ``name`` with its hidden future dealt from ``future_seed``."""
    game = position_game(position).determinize(0, future_seed)
    bot = make_bot(name, future_seed, inline=True)
    try:
        play_out(game, [bot], max_decisions=MAX_DECISIONS)
        failures = bot.failed_searches
    finally:
        bot.close()
    if not game.is_over:
        raise RuntimeError(f"deal {position['deal']} played on from round {position['round']} does not end")
    return {"won": game.solo_won, "vp": game.scores()[0].total, "rounds": game.round, "search_failures": failures}


def read_positions(path: Path) -> list[dict[str, Any]]:
    """The positions ``collect`` wrote to ``path`` (RiskError saying what is wrong)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RiskError(f"{path}: cannot read it ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != POSITIONS_FORMAT:
        raise RiskError(f"{path}: not a positions file of 'python -m lab.solo_risk collect'")
    positions = data.get("positions")
    if not isinstance(positions, list) or not positions:
        raise RiskError(f"{path}: no positions")
    for n, position in enumerate(positions):
        if not (isinstance(position, dict) and isinstance(position.get("deal"), int)
                and isinstance(position.get("decisions"), list)):
            raise RiskError(f"{path}: position {n} has no deal or decisions")
        try:
            position_game(position)
        except Exception as exc:  # a decision the rules refuse, or no decision at all
            raise RiskError(f"{path}: position {n} does not replay ({exc})") from None
    return positions


def collect_positions(name: str, games: int, seed: int, jobs: int = 1) -> dict[str, Any]:
    """The positions file's object: of each of ``games`` games (deal ``seed`` + i), its first round
    start at risk; with the games' own results, for what the positions come from."""
    if games < 1:
        raise RiskError("--games must be at least 1")
    tasks = [(name, seed + i, (seed * FUTURE_SEED_STRIDE + i) * ARENA_SEAT_STRIDE) for i in range(games)]
    with LocalRunner(jobs) as runner:
        results = collect(runner, collect_game, tasks, progress_report(games, "collect", sys.stderr))
    positions = [r["position"] for r in results if r["position"] is not None]
    return {
        "format": POSITIONS_FORMAT,
        "bot": name,
        "seed": seed,
        "games": games,
        "games_won": sum(1 for r in results if r["won"]),
        "risk": {"column": RISK_COLUMN, "cross": RISK_CROSS},
        "positions_games_won": sum(1 for r in results if r["position"] is not None and r["won"]),
        "results": [{"game": i, "deal": seed + i, "vp": r["vp"], "won": r["won"], "rounds": r["rounds"]}
                    for i, r in enumerate(results)],
        "positions": positions,
    }


def play_positions(name: str, positions: list[dict[str, Any]], futures: int, seed: int,
                   jobs: int = 1) -> dict[str, Any]:
    """A solo result (``mor-arena solo --json``'s keys) of bot ``name`` over ``futures`` futures of each position."""
    if futures < 1:
        raise RiskError("--futures must be at least 1")
    tasks = [(name, positions[n // futures], seed * FUTURE_SEED_STRIDE + n)
             for n in range(len(positions) * futures)]
    with LocalRunner(jobs) as runner:
        results = collect(runner, play_future, tasks, progress_report(len(tasks), "play", sys.stderr))
    games = len(results)
    wins = sum(1 for r in results if r["won"])
    return {
        "bot": name,
        "seed": seed,
        "games": games,
        "positions": len(positions),
        "futures": futures,
        "win_rate": wins / games,
        "ci95": list(wilson(wins, games)),
        "mean_vp": sum(r["vp"] for r in results) / games,
        "mean_vp_won": sum(r["vp"] for r in results if r["won"]) / wins if wins else 0.0,
        "mean_rounds": sum(r["rounds"] for r in results) / games,
        "max_rounds": max(r["rounds"] for r in results),
        "search_failures": sum(r["search_failures"] for r in results),
        "results": [{"game": n, "deal": positions[n // futures]["deal"], "won": r["won"], "vp": r["vp"],
                     "rounds": r["rounds"]} for n, r in enumerate(results)],
    }


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m lab.solo_risk", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect", help="play solo games, keep each one's first position at risk")
    c.add_argument("--bot", required=True)
    c.add_argument("--games", type=int, required=True)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--jobs", type=int, default=1)
    c.add_argument("--out", type=Path, required=True)
    p = sub.add_parser("play", help="play the kept positions on, their hidden futures dealt again")
    p.add_argument("--bot", required=True)
    p.add_argument("--positions", type=Path, required=True)
    p.add_argument("--futures", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", action="store_true")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        make_bot(args.bot, 0, inline=True).close()
        if args.command == "collect":
            out = collect_positions(args.bot, args.games, args.seed, args.jobs)
            args.out.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
            print(f"{len(out['positions'])} positions at risk from {args.games} games "
                  f"({out['games_won']} won; {out['positions_games_won']} of those with a position): {args.out}")
            return 0
        result = play_positions(args.bot, read_positions(args.positions), args.futures, args.seed, args.jobs)
    except (RiskError, ValueError) as exc:
        print(f"solo_risk: {exc}", file=sys.stderr)
        return 2
    except RunInterrupted:
        print("solo_risk: interrupted", file=sys.stderr)
        return 130
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        low, high = result["ci95"]
        print(f"{args.bot}: {result['positions']} positions x {result['futures']} futures, won "
              f"{result['win_rate']:.1%} [{low:.1%}, {high:.1%}], mean VP {result['mean_vp']:.1f}")
    return 1 if result["search_failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
