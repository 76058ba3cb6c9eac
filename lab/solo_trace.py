"""A solo game of ``mor-arena solo`` told round by round: where the player stood at each of its
turns and what it did.

    python -m lab.solo_trace --bot B --games S+i[,S+i...] [--clairvoyant] [--bot-seed-shift N]

Game ``S+i`` is game i of ``mor-arena solo --seed S`` (the same deal and bot seed, so the same
game; ``lab.solo_clairvoyant``).  Each turn is one line: the round, the cards the player holds,
the thinnest colour column (R12.3), the black cross, the player's faith, how many cards it can
buy, the win model's chance (``solo_model.solo_win_chance``, the weights every level reads),
the log of the chance that Lorenzo's tokens still in the stack end the game first
(``solo_threat.threat_logit``), then the turn's decisions (storing, dropping and the turn's end
left out).  docs/tuning.md#solo-losses-the-hidden-future-decides says what the traces showed.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from dataclasses import dataclass, field

from ai import Choice, make_bot, play_out
from ai.solo_model import solo_win_chance, thinnest_column
from ai.solo_threat import threat_logit
from core import ActionKind, Game, TurnMode

from .arena import MAX_DECISIONS, SEEDS_PER_GAME, _inline
from .solo_clairvoyant import ReplayError, SoloGame, clairvoyance, parse_games, searches_inline

# What a turn's line leaves out: storing and dropping resources, and the turn's end.
QUIET = frozenset({ActionKind.STORE, ActionKind.DROP, ActionKind.END})
# The seat of a solo player.
SOLO_SEAT = 0


@dataclass
class Turn:
    """Where the solo player stood at a turn's start, and the decisions of that turn."""

    round: int
    cards: int
    column: int
    cross: int
    faith: int
    buyable: int
    win: float
    threat: float
    decisions: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (
            f"r{self.round:>2} cards {self.cards} column {self.column:>2} cross {self.cross:>2} "
            f"faith {self.faith:>2} buyable {self.buyable} win {self.win:.3f} threat {self.threat:+.2f} | "
            + " ".join(self.decisions)
        )


@dataclass
class Trace:
    """A solo game's turns and its end."""

    game: SoloGame
    turns: list[Turn]
    won: bool
    vp: int
    rounds: int

    def text(self) -> str:
        result = "won" if self.won else "lost"
        head = f"game {self.game} (deal {self.game.deal}): {result}, {self.vp} VP, {self.rounds} rounds"
        return "\n".join([head, *(turn.line() for turn in self.turns)])


def _turn_start(game: Game) -> Turn:
    player = game.players[SOLO_SEAT]
    buyable = {action.card for action in game.legal_actions() if action.kind == ActionKind.BUY}
    return Turn(
        game.round,
        player.n_cards,
        thinnest_column(game),
        game.black_cross,
        player.faith,
        len(buyable),
        solo_win_chance(game),
        threat_logit(game),
    )


def trace(name: str, game: SoloGame, clairvoyant: bool = False, shift: int = 0) -> Trace:
    """``game`` played by bot ``name`` (``clairvoyant``: searching the true game), turn by turn."""
    if clairvoyant and not searches_inline(name):
        raise ReplayError(f"{name} searches in worker processes, which --clairvoyant does not reach")
    bot = make_bot(name, game.bot_seed(shift) * SEEDS_PER_GAME + SOLO_SEAT, inline=_inline(name))
    played = Game.new(1, game.deal)
    turns: list[Turn] = []
    # a turn opens with its first decision in free play and closes with its end
    open_turn = False

    def on_choice(state: Game, choice: Choice) -> None:
        nonlocal open_turn
        action = choice.action
        if state.in_setup:
            return
        if not open_turn and state.turn_mode == TurnMode.FREE and not state.main_action_done:
            turns.append(_turn_start(state))
            open_turn = True
        if open_turn and action.kind not in QUIET:
            turns[-1].decisions.append(str(action))
        if action.kind == ActionKind.END:
            open_turn = False

    try:
        with clairvoyance() if clairvoyant else contextlib.nullcontext():
            play_out(played, [bot], max_decisions=MAX_DECISIONS, on_choice=on_choice)
    finally:
        bot.close()
    return Trace(game, turns, bool(played.solo_won), played.scores()[SOLO_SEAT].total, played.round)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m lab.solo_trace", description=__doc__.split("\n\n")[0])
    parser.add_argument("--bot", required=True)
    parser.add_argument(
        "--games", required=True, help="comma-separated SEED+GAME: game GAME of mor-arena solo --seed SEED"
    )
    parser.add_argument("--clairvoyant", action="store_true", help="the bot searches the true game (a cheat)")
    parser.add_argument("--bot-seed-shift", type=int, default=0, help="added to every bot seed (default 0)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        for game in parse_games(args.games):
            print(trace(args.bot, game, args.clairvoyant, args.bot_seed_shift).text(), flush=True)
    except (ReplayError, ValueError) as exc:
        print(f"solo_trace: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("solo_trace: interrupted", file=sys.stderr)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
