"""Solo screens played where the games are lost: positions close to Lorenzo's win, played on.

Solo hard loses about one game in 75, so two versions of it can only be told apart over
thousands of whole games.  Its losses come late, once a colour column is nearly empty or the
black cross is near the end; played on from such positions a game is lost far more often, and a
screen there tells more per game played:

    python -m lab.solo_risk collect --bot B --games N --seed S --jobs J --out GAMES.json
    python -m lab.solo_risk play --bot B --games-file GAMES.json --futures K --seed S --jobs J --json

``collect`` plays the N solo games ``mor-arena solo --seed S`` plays (game i: deal S + i, the
same bot seed, so the same games and results) and writes each with its decisions and, at each
round start, what the risk is read from: the player's cards, the thinnest colour column and the
black cross.

``play`` takes, of each game, the first round start at risk (``at_risk``: a colour column down
to ``--column`` cards or the black cross at ``--cross`` or beyond, while the player still needs
cards) and plays it on K times, its hidden future dealt again each time (Lorenzo's token stack
and the decks below their face-up cards: ``Game.determinize`` for the player, who knows no
more), future k of position n from the seed S * 100003 + n * K + k: every bot given the same
seed and file meets the same futures.  ``--deals D,D,...`` keeps the positions of those deals
(in that order, n counted among them): a cheap bot's futures show which positions lose, and the
bots compared play those (``lost RESULT.json`` lists them).  Its ``--json`` is a solo result
(game n * K + k, with the search's figures: iterations per searched decision, the totals
``pool`` adds), so ``mor-arena paired A.json B.json`` compares two bots future by future and
``mor-arena pool`` adds runs with other seeds."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ai import Choice, make_bot, play_out
from ai.solo_model import RISK_COLUMN, RISK_CROSS, solo_at_risk, thinnest_column
from core import END_TRIGGER_CARDS, Game, write_atomic

from .arena import BOT_SEED_STRIDE, searched_into, solo_result
from .cli import EXIT_INTERRUPTED
from .pool import PoolError, read_result
from .runner import LocalRunner, RunInterrupted, collect
from .terminal import progress_report

MAX_DECISIONS = 5000  # a game that has not ended by then is a bug, not a result
FUTURE_SEED_STRIDE = BOT_SEED_STRIDE  # as ``mor-arena solo``'s bot seeds: futures of other seeds never meet
ARENA_SEAT_STRIDE = 16  # ``arena.play_game`` seeds seat s's bot with bot seed x 16 + s
GAMES_FORMAT = "mor-solo-risk-games"
ROUND_START_KEYS = ("at", "round", "cards", "thinnest", "cross")


class RiskError(ValueError):
    """A games file or an argument this tool cannot use; the message says why."""


@dataclass(frozen=True)
class Risk:
    """Where a round start is at risk: the thinnest colour column at ``column`` cards or fewer,
    or the black cross at ``cross`` or beyond, while the player has fewer than seven cards
    (``ai.solo_model.solo_at_risk``, read from a recorded round start)."""

    column: int = RISK_COLUMN
    cross: int = RISK_CROSS

    def holds(self, cards: int, thinnest: int, cross: int) -> bool:
        return cards < END_TRIGGER_CARDS and (thinnest <= self.column or cross >= self.cross)


def round_start(game: Game, at: int) -> dict[str, int]:
    """What a round start of a solo ``game`` after ``at`` decisions is at risk by."""
    return {"at": at, "round": game.round, "cards": game.players[0].n_cards,
            "thinnest": thinnest_column(game), "cross": game.black_cross}


def at_risk(game: Game, risk: Risk = Risk()) -> bool:
    """Whether the solo ``game`` is close to Lorenzo's win while the player still needs cards."""
    return solo_at_risk(game, risk.column, risk.cross)


def collect_game(name: str, deal: int, bot_seed: int) -> dict[str, Any]:
    """One solo game of bot ``name`` on ``deal``: its result, decisions and round starts."""
    bot = make_bot(name, bot_seed, inline=True)
    game = Game.new(1, deal)
    decisions: list[str] = []
    starts: list[dict[str, int]] = []
    last_round = [game.round]
    search = [[0, 0.0, 0]]
    searched = searched_into([bot], search)

    def record(seen: Game, choice: Choice) -> None:
        if seen.round != last_round[0] and not seen.in_setup:
            starts.append(round_start(seen, len(decisions)))
        last_round[0] = seen.round
        decisions.append(str(choice.action))
        searched(seen, choice)

    try:
        play_out(game, [bot], max_decisions=MAX_DECISIONS, on_choice=record)
        failures = bot.failed_searches
    finally:
        bot.close()
    if not game.is_over:
        raise RuntimeError(f"deal {deal} does not end")
    return {"deal": deal, "won": game.solo_won, "vp": game.scores()[0].total, "rounds": game.round,
            "search_failures": failures, "search": search[0], "decisions": decisions, "round_starts": starts}


def positions_at_risk(games: list[dict[str, Any]], risk: Risk = Risk()) -> list[dict[str, Any]]:
    """Of each collected game, its first round start at ``risk`` (a game with none gives none):
    the deal and the decisions that led there, with what the risk was read from."""
    positions = []
    for game in games:
        start = next((st for st in game["round_starts"] if risk.holds(st["cards"], st["thinnest"], st["cross"])),
                     None)
        if start is not None:
            positions.append({**start, "deal": game["deal"], "decisions": game["decisions"][:start["at"]]})
    return positions


def position_game(position: dict[str, Any]) -> Game:
    """The game of a ``position``: its deal replayed to its decisions."""
    game = Game.new(1, int(position["deal"]))
    for decision in position["decisions"]:
        game.apply(str(decision))
    return game


def play_future(name: str, position: dict[str, Any], future_seed: int) -> dict[str, Any]:
    """``position`` played on by bot ``name`` with its hidden future dealt from ``future_seed``."""
    game = position_game(position).determinize(0, future_seed)
    bot = make_bot(name, future_seed, inline=True)
    search = [[0, 0.0, 0]]
    try:
        play_out(game, [bot], max_decisions=MAX_DECISIONS, on_choice=searched_into([bot], search))
        failures = bot.failed_searches
    finally:
        bot.close()
    if not game.is_over:
        raise RuntimeError(f"deal {position['deal']} played on from round {position['round']} does not end")
    return {"won": game.solo_won, "vp": game.scores()[0].total, "rounds": game.round, "search_failures": failures,
            "search": search[0]}


def read_games(path: Path) -> list[dict[str, Any]]:
    """The games ``collect`` wrote to ``path`` (RiskError saying what is wrong)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RiskError(f"{path}: cannot read it ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != GAMES_FORMAT:
        raise RiskError(f"{path}: not a games file of 'python -m lab.solo_risk collect'")
    games = data.get("games_played")
    if not isinstance(games, list) or not games:
        raise RiskError(f"{path}: no games")
    for n, game in enumerate(games):
        if not (isinstance(game, dict) and isinstance(game.get("deal"), int)
                and isinstance(game.get("decisions"), list) and isinstance(game.get("round_starts"), list)
                and all(isinstance(st, dict) and all(isinstance(st.get(k), int) for k in ROUND_START_KEYS)
                        for st in game["round_starts"])):
            raise RiskError(f"{path}: game {n} has no deal, decisions or round starts")
    return games


def of_deals(positions: list[dict[str, Any]], deals: list[int]) -> list[dict[str, Any]]:
    """The ``positions`` of ``deals``, in their order (RiskError naming a deal that has none)."""
    by_deal = {int(position["deal"]): position for position in positions}
    missing = [deal for deal in deals if deal not in by_deal]
    if missing:
        raise RiskError(f"no position at risk in the games of deal {', '.join(map(str, missing))}")
    return [by_deal[deal] for deal in dict.fromkeys(deals)]


def _deal_list(text: str) -> list[int]:
    """``--deals``: comma-separated deal numbers."""
    try:
        deals = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of deals: {text!r}") from None
    if not deals:
        raise argparse.ArgumentTypeError("no deal given")
    return deals


def checked_positions(positions: list[dict[str, Any]], name: str) -> list[dict[str, Any]]:
    """``positions`` if each replays (RiskError naming file ``name`` and the position otherwise)."""
    if not positions:
        raise RiskError(f"{name}: no game reaches a round start at risk")
    for n, position in enumerate(positions):
        try:
            position_game(position)
        except Exception as exc:  # a decision the rules refuse: a damaged or edited file
            raise RiskError(f"{name}: position {n} (deal {position['deal']}) does not replay ({exc})") from None
    return positions


class CollectInterrupted(Exception):
    """Ctrl-C stopped ``collect_games``: ``partial`` is the games file's object of the games
    finished before (``interrupted`` true, ``games_planned`` the games asked for), None if none."""

    def __init__(self, partial: dict[str, Any] | None) -> None:
        super().__init__("interrupted")
        self.partial = partial


def collect_games(name: str, games: int, seed: int, jobs: int = 1) -> dict[str, Any]:
    """The games file's object: ``games`` games (deal ``seed`` + i) with their decisions and
    round starts, and their results as ``mor-arena solo`` gives them.  Ctrl-C raises
    ``CollectInterrupted`` with the games finished so far."""
    if games < 1:
        raise RiskError("--games must be at least 1")
    tasks = [(name, seed + i, (seed * FUTURE_SEED_STRIDE + i) * ARENA_SEAT_STRIDE) for i in range(games)]
    try:
        with LocalRunner(jobs) as runner:
            played = collect(runner, collect_game, tasks, progress_report(games, "collect", sys.stderr))
    except RunInterrupted as stop:
        finished = [(f.index, f.result) for f in stop.finished]
        if not finished:
            raise CollectInterrupted(None) from None
        partial = _games_file(name, seed, finished) | {"interrupted": True, "games_planned": games}
        raise CollectInterrupted(partial) from None
    return _games_file(name, seed, list(enumerate(played)))


def _games_file(name: str, seed: int, played: list[tuple[int, dict[str, Any]]]) -> dict[str, Any]:
    """The games file's object of the games ``played``, each with its index on ``seed``."""
    return {
        "format": GAMES_FORMAT,
        **solo_result(name, seed, played),
        "games_won": sum(1 for _, g in played if g["won"]),
        "games_played": [g for _, g in played],
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
    played = [(n, {**r, "deal": positions[n // futures]["deal"]}) for n, r in enumerate(results)]
    figures = solo_result(name, seed, played)
    return {**figures, "positions": len(positions), "futures": futures}


def lost_deals(result: dict[str, Any], least: int = 1) -> list[int]:
    """The deals of a solo result (``play``'s) with at least ``least`` games lost, in its order:
    the ``--deals`` of a screen where a cheaper bot's futures show the losses (RiskError when
    ``result`` has no such list of games)."""
    games = result.get("results")
    if not isinstance(games, list) or not all(
        isinstance(g, dict) and isinstance(g.get("deal"), int) and isinstance(g.get("won"), bool) for g in games
    ):
        raise RiskError("not a solo result with its games (deal, won)")
    lost: dict[int, int] = {}
    for game in games:
        lost[game["deal"]] = lost.get(game["deal"], 0) + (not game["won"])
    return [deal for deal, n in lost.items() if n >= least]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m lab.solo_risk", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect", help="play solo games, keep their decisions and round starts")
    c.add_argument("--bot", required=True)
    c.add_argument("--games", type=int, required=True)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--jobs", type=int, default=1)
    c.add_argument("--out", type=Path, required=True)
    p = sub.add_parser("play", help="play each game's first round start at risk on, its hidden future dealt again")
    p.add_argument("--bot", required=True)
    p.add_argument("--games-file", type=Path, required=True)
    p.add_argument("--column", type=int, default=RISK_COLUMN, help="at risk: the thinnest column at this many cards "
                   f"or fewer (default {RISK_COLUMN})")
    p.add_argument("--cross", type=int, default=RISK_CROSS, help="... or the black cross at this space or beyond "
                   f"(default {RISK_CROSS})")
    p.add_argument("--deals", type=_deal_list, help="only the positions of these deals (comma-separated), "
                   "for example those a cheaper bot lost futures of")
    p.add_argument("--futures", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", action="store_true")
    lost = sub.add_parser("lost", help="the deals a play result lost games of, as --deals takes them")
    lost.add_argument("result", type=Path)
    lost.add_argument("--least", type=int, default=1, help="games lost of a deal to list it (default 1)")
    return parser


def _collect(args: argparse.Namespace) -> int:
    """``collect``: the games file written (on Ctrl-C, with the games finished so far)."""
    try:
        out = collect_games(args.bot, args.games, args.seed, args.jobs)
    except CollectInterrupted as stop:
        if stop.partial is None:
            print("solo_risk: interrupted before any game finished; nothing written", file=sys.stderr)
        else:
            write_atomic(args.out, (json.dumps(stop.partial) + "\n").encode("utf-8"))
            print(f"solo_risk: interrupted; {stop.partial['games']} of {args.games} games written to {args.out}",
                  file=sys.stderr)
        return EXIT_INTERRUPTED
    write_atomic(args.out, (json.dumps(out) + "\n").encode("utf-8"))
    print(f"{args.games} games, {out['games_won']} won: {args.out}")
    return 0


def _lost(args: argparse.Namespace) -> int:
    """``lost``: the deals a play result lost games of, comma-separated (``--deals``)."""
    try:
        deals = lost_deals(read_result(args.result), args.least)
    except PoolError as exc:  # its message names the file
        print(f"solo_risk: {exc}", file=sys.stderr)
        return 2
    except RiskError as exc:
        print(f"solo_risk: {args.result}: {exc}", file=sys.stderr)
        return 2
    if not deals:
        print(f"solo_risk: {args.result}: no deal lost {args.least} games or more", file=sys.stderr)
        return 1
    print(",".join(map(str, deals)))
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "lost":
        return _lost(args)
    try:
        make_bot(args.bot, 0, inline=True).close()
        if args.command == "collect":
            return _collect(args)
        risk = Risk(args.column, args.cross)
        positions = positions_at_risk(read_games(args.games_file), risk)
        if args.deals is not None:
            positions = of_deals(positions, args.deals)
        positions = checked_positions(positions, str(args.games_file))
        result = play_positions(args.bot, positions, args.futures, args.seed, args.jobs)
    except (RiskError, ValueError, OSError) as exc:
        print(f"solo_risk: {exc}", file=sys.stderr)
        return 2
    except RunInterrupted:
        print("solo_risk: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    result["risk"] = {"column": risk.column, "cross": risk.cross}
    if args.deals is not None:
        result["deals"] = [position["deal"] for position in positions]
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        low, high = result["ci95"]
        print(f"{args.bot}: {result['positions']} positions x {result['futures']} futures, won "
              f"{result['win_rate']:.1%} [{low:.1%}, {high:.1%}], mean VP {result['mean_vp']:.1f}")
    return 1 if result["search_failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
