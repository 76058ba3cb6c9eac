"""Solo games replayed, the bot knowing or not the hidden future: are the losses the deal's?

    python -m lab.solo_clairvoyant --bot B --games S+i,S+i,... [--clairvoyant] [--bot-seed-shift N] --jobs J --json
    python -m lab.solo_clairvoyant --bot B --lost-in RESULT.json ... [--clairvoyant] ...

Game ``S+i`` is game i of ``mor-arena solo --seed S``: deal S + i, bot seed S * 100003 + i (as
``mor-arena solo`` seeds it, so without the two flags it is the same game with the same result).
``--lost-in`` replays the games ``mor-arena solo`` (or ``pool``) results lost.

``--clairvoyant`` lets the bot search the true game instead of determinized copies: every
``Game.determinize`` gives the game itself (the decks in their order, Lorenzo's token stack, the
random state that will shuffle it), so the search sees the one future that will come.  A deal a
clairvoyant bot still loses is hard whatever the player knows; a deal it wins but the bot loses
is lost to the risk of what the player cannot know.  A cheat for measuring only: it lives here,
in the lab, and no level can use it.  ``--bot-seed-shift N`` adds N to every bot seed: the same
deals with another draw of the bot's own randomness, the control of that comparison (how many of
the lost games a bot wins again just by searching other samples).

``--json`` is a solo result whose games keep the seed and number of the run they come from, so
``mor-arena paired ORIGINAL.json REPLAY.json`` compares them game by game with the originals, and
two replays of the same games with each other."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ai import make_bot, parse_budget
from core import Game

from .arena import BOT_SEED_STRIDE, play_game, solo_result
from .cli import EXIT_INTERRUPTED
from .pool import PoolError, read_result
from .runner import LocalRunner, RunInterrupted, collect
from .solo_worlds import fixed_worlds
from .terminal import progress_report


class ReplayError(ValueError):
    """An argument or a result file this tool cannot use; the message says why."""


@dataclass(frozen=True)
class SoloGame:
    """Game ``game`` of ``mor-arena solo --seed seed``."""

    seed: int
    game: int

    @property
    def deal(self) -> int:
        return self.seed + self.game

    def bot_seed(self, shift: int = 0) -> int:
        return self.seed * BOT_SEED_STRIDE + self.game + shift

    def __str__(self) -> str:
        return f"{self.seed}+{self.game}"


def parse_games(text: str) -> list[SoloGame]:
    """``--games``: comma-separated ``S+i`` (ReplayError naming the first it cannot read)."""
    games = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        seed, plus, game = part.partition("+")
        try:
            games.append(SoloGame(int(seed), int(game)))
        except ValueError:
            raise ReplayError(f"not a game: {part!r} (expected SEED+GAME, for example 4+30)") from None
        if not plus or games[-1].game < 0:
            raise ReplayError(f"not a game: {part!r} (expected SEED+GAME, for example 4+30)")
    if not games:
        raise ReplayError("no game given")
    return list(dict.fromkeys(games))


def lost_games(result: dict[str, Any], name: str) -> list[SoloGame]:
    """The games a ``mor-arena solo`` or ``pool`` result lost, in its order."""
    if "players" in result:
        raise ReplayError(f"{name}: a match result, not a solo one")
    games = result.get("results")
    if not isinstance(games, list):
        raise ReplayError(f"{name}: no per-game results")
    lost = []
    try:
        for game in games:
            if not game["won"]:
                lost.append(SoloGame(int(game["seed"] if "seed" in game else result["seed"]), int(game["game"])))
    except (KeyError, TypeError, ValueError) as exc:
        raise ReplayError(f"{name}: a game's result is malformed ({exc!r})") from None
    return lost


def searches_inline(name: str) -> bool:
    """Whether bot ``name`` searches in the game's own process, where ``clairvoyance`` reaches:
    a two-worker budget searches in worker processes, which still determinize honestly."""
    _, _, budget = name.partition(":")
    return not budget or parse_budget(budget).workers <= 1


def _true_game(game: Game, seat: int, rng: Any) -> Game:
    """``Game.determinize`` of a clairvoyant bot: a copy of the game itself, hidden parts and all,
    without its history (as a determinized copy has none)."""
    return Game.from_position(game.to_position()).clone()


@contextmanager
def clairvoyance() -> Iterator[None]:
    """Within it, every ``Game.determinize`` gives the true game (see the module's note)."""
    honest = Game.determinize
    Game.determinize = _true_game  # type: ignore[method-assign,assignment]
    try:
        yield
    finally:
        Game.determinize = honest  # type: ignore[method-assign]


def replay(name: str, game: SoloGame, clairvoyant: bool, shift: int, worlds: int = 0) -> dict[str, Any]:
    """``game`` played again by bot ``name``: its result as ``solo_result`` reads it.
    ``worlds``: each search split over that many fixed futures (``lab.solo_worlds``)."""
    if clairvoyant:
        with clairvoyance():
            played = play_game(1, [name], game.deal, game.bot_seed(shift))
    elif worlds:
        with fixed_worlds(worlds):
            played = play_game(1, [name], game.deal, game.bot_seed(shift))
    else:
        played = play_game(1, [name], game.deal, game.bot_seed(shift))
    return {"deal": game.deal, "won": bool(played["winners"]), "vp": played["vp"][0], "rounds": played["rounds"],
            "search_failures": played["search_failures"], "search": played["search"][0]}


def replay_games(name: str, games: list[SoloGame], clairvoyant: bool = False, shift: int = 0,
                 jobs: int = 1, worlds: int = 0) -> dict[str, Any]:
    """A solo result of ``games`` replayed, each game keeping its run's seed and number."""
    tasks = [(name, game, clairvoyant, shift, worlds) for game in games]
    with LocalRunner(jobs) as runner:
        results = collect(runner, replay, tasks, progress_report(len(tasks), "replay", sys.stderr))
    figures = solo_result(name, games[0].seed, list(enumerate(results)))
    for game, row in zip(games, figures["results"], strict=True):
        row.update(seed=game.seed, game=game.game)
    del figures["seed"]
    # as a pooled result: the runs the games come from in place of one seed
    seeds = dict.fromkeys(g.seed for g in games)
    runs = [{"seed": seed, "games": sum(1 for g in games if g.seed == seed)} for seed in seeds]
    return {**figures, "runs": runs, "replayed": [str(g) for g in games],
            "clairvoyant": clairvoyant, "bot_seed_shift": shift, "worlds": worlds}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m lab.solo_clairvoyant", description=__doc__.split("\n\n")[0])
    parser.add_argument("--bot", required=True)
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--games", help="comma-separated SEED+GAME: game GAME of mor-arena solo --seed SEED")
    which.add_argument("--lost-in", nargs="+", type=Path, metavar="RESULT",
                       help="the games these mor-arena solo (or pool) results lost")
    how = parser.add_mutually_exclusive_group()
    how.add_argument("--clairvoyant", action="store_true", help="the bot searches the true game (a cheat)")
    how.add_argument("--worlds", type=int, default=0, metavar="K",
                     help="each search split over K fixed futures the seat samples (lab.solo_worlds)")
    parser.add_argument("--bot-seed-shift", type=int, default=0, help="added to every bot seed (default 0)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    return parser


def _chosen(args: argparse.Namespace) -> list[SoloGame]:
    if args.games is not None:
        return parse_games(args.games)
    games: list[SoloGame] = []
    for path in args.lost_in:
        games.extend(lost_games(read_result(path), str(path)))
    if not games:
        raise ReplayError("these results lost no game")
    return list(dict.fromkeys(games))


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.jobs < 1:
            raise ReplayError("--jobs must be at least 1")
        make_bot(args.bot, 0, inline=True).close()
        if (args.clairvoyant or args.worlds) and not searches_inline(args.bot):
            raise ReplayError(f"{args.bot} searches in worker processes, which --clairvoyant and --worlds do not "
                              "reach: give it a one-worker budget (w=1)")
        if args.worlds < 0:
            raise ReplayError("--worlds must be at least 1")
        games = _chosen(args)
        result = replay_games(args.bot, games, args.clairvoyant, args.bot_seed_shift, args.jobs, args.worlds)
    except (ReplayError, PoolError, ValueError) as exc:
        print(f"solo_clairvoyant: {exc}", file=sys.stderr)
        return 2
    except RunInterrupted:
        print("solo_clairvoyant: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        won = sum(1 for g in result["results"] if g["won"])
        print(f"{args.bot}{' (clairvoyant)' if args.clairvoyant else ''}: {won} of {result['games']} games won, "
              f"mean VP {result['mean_vp']:.1f}")
    return 1 if result["search_failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
