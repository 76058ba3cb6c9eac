"""How well the solo win model forecasts a bot's own games, read as that bot reads it.

    python -m lab.solo_calibration GAMES.json [--bot BOT] [--bins N] [--json]

``GAMES.json`` is a games file of ``python -m lab.solo_risk collect`` (each game's deal,
decisions, round starts and result).  Every round start is replayed and the win model read
there as ``BOT``'s search reads it (its ``solo_win_shift`` added to the logit of the weights its
``solo_win_fit`` picks; by default the bot that played the games): the forecasts are compared
with what happened.  Printed: the mean forecast against the share of games won, its mean in the games won and in
those lost (how well it tells them apart), the log loss,
a reliability table (forecasts in ``N`` equal bins: positions, mean forecast, share won) and a
recalibration, ``a * logit + b`` fitted by logistic regression on the games but the last fifth
and scored on that fifth, which says how far the model is from the bot's own play (a = 1 and
b = 0 is a calibrated model; docs/tuning.md, "Solo: the win model on hard's own games")."""

from __future__ import annotations

import argparse
import json
import operator
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ai.budget import parse_budget
from ai.solo_model import solo_features, win_weights
from core import Game

from .fit_solo import HELD_OUT_SHARE, Row, fit, log_loss, sigmoid
from .solo_risk import RiskError, read_games

BOT_PREFIX = "mcts:"
DEFAULT_BINS = 5
EXIT_USAGE = 2


@dataclass(frozen=True)
class Reading:
    """How a search reads the win model: the shift added to its logit and the weights it picks."""

    shift: float = 0.0
    fit: int = 0


@dataclass(frozen=True)
class Forecast:
    """The win model at one round start of game ``game``: its logit as read, and the game's result."""

    game: int
    logit: float
    won: bool

    @property
    def chance(self) -> float:
        return sigmoid(self.logit)


def reading_of(bot: str) -> Reading:
    """The reading of bot ``bot`` (``mcts:hard``, ``mcts:it=3500:solo_win_shift=0.5:...``); ValueError
    for a name that is not a search bot's."""
    if not bot.startswith(BOT_PREFIX):
        raise ValueError(f"{bot!r} is not a search bot (mcts:...): only a search reads the win model")
    params = dict(parse_budget(bot.removeprefix(BOT_PREFIX)).params)
    return Reading(float(params.get("solo_win_shift", 0.0)), int(params.get("solo_win_fit", 0)))


def logit(game: Game, reading: Reading) -> float:
    """The win model's logit in solo ``game`` as ``reading`` reads it."""
    return reading.shift + sum(map(operator.mul, win_weights(reading.fit), solo_features(game)))


def forecasts(games: Sequence[dict[str, Any]], reading: Reading) -> list[Forecast]:
    """The win model at every recorded round start of ``games`` (RiskError: a game that does not replay)."""
    rows = []
    for n, played in enumerate(games):
        game = Game.new(1, int(played["deal"]))
        decisions = played["decisions"]
        done = 0
        for start in sorted(st["at"] for st in played["round_starts"]):
            try:
                while done < start:
                    game.apply(str(decisions[done]))
                    done += 1
            except Exception as exc:  # a decision the rules refuse: a damaged or edited file
                raise RiskError(f"game {n} (deal {played['deal']}) does not replay ({exc})") from None
            rows.append(Forecast(n, logit(game, reading), bool(played["won"])))
    return rows


def reliability(rows: Sequence[Forecast], bins: int = DEFAULT_BINS) -> list[dict[str, float]]:
    """The forecasts in ``bins`` equal bins of [0, 1]: each non-empty bin's bounds, positions,
    mean forecast and share of those positions' games won."""
    grouped: list[list[Forecast]] = [[] for _ in range(bins)]
    for row in rows:
        grouped[min(bins - 1, int(row.chance * bins))].append(row)
    return [{"low": k / bins, "high": (k + 1) / bins, "positions": len(group),
             "forecast": sum(r.chance for r in group) / len(group),
             "won": sum(r.won for r in group) / len(group)}
            for k, group in enumerate(grouped) if group]


def _rows(forecasts_: Sequence[Forecast]) -> list[Row]:
    return [((1.0, f.logit), float(f.won)) for f in forecasts_]


def recalibration(rows: Sequence[Forecast], games: int) -> dict[str, float]:
    """``a * logit + b`` fitted on the games but the last ``1 / HELD_OUT_SHARE`` (at least one held
    out) and the log loss on those of the model as read and as recalibrated."""
    held = max(1, games // HELD_OUT_SHARE)
    train = [r for r in rows if r.game < games - held]
    test = [r for r in rows if r.game >= games - held]
    if not train or not test:
        raise RiskError(f"{games} games are too few to fit on some and score on others")
    b, a = fit(_rows(train))
    identity = (0.0, 1.0)
    return {"a": a, "b": b, "held_out_games": held, "log_loss_as_read": log_loss(identity, _rows(test)),
            "log_loss_recalibrated": log_loss((b, a), _rows(test))}


def calibration(games: Sequence[dict[str, Any]], reading: Reading, bins: int = DEFAULT_BINS) -> dict[str, Any]:
    """Every figure this tool prints, as one object."""
    rows = forecasts(games, reading)
    if not rows:
        raise RiskError("no round start recorded in these games")
    won_games = sum(bool(g["won"]) for g in games)
    return {
        "games": len(games), "games_won": won_games, "positions": len(rows),
        "reading": {"solo_win_shift": reading.shift, "solo_win_fit": reading.fit},
        "mean_forecast": sum(r.chance for r in rows) / len(rows),
        "positions_won": sum(r.won for r in rows) / len(rows),
        # how well it tells the games apart: its mean forecast in the games won and in those lost
        "forecast_in_won_games": _mean_chance([r for r in rows if r.won]),
        "forecast_in_lost_games": _mean_chance([r for r in rows if not r.won]),
        "log_loss": log_loss((0.0, 1.0), _rows(rows)),
        "reliability": reliability(rows, bins),
        "recalibration": recalibration(rows, len(games)),
    }


def _mean_chance(rows: Sequence[Forecast]) -> float | None:
    return sum(r.chance for r in rows) / len(rows) if rows else None


def _share(value: float | None) -> str:
    return "none" if value is None else f"{value:.1%}"


def _report(figures: dict[str, Any], bot: str) -> str:
    recal = figures["recalibration"]
    lines = [
        f"{figures['games']} games ({figures['games_won']} won), {figures['positions']} round starts; "
        f"the win model as {bot} reads it (shift {figures['reading']['solo_win_shift']:g}, "
        f"fit {figures['reading']['solo_win_fit']})",
        f"mean forecast {figures['mean_forecast']:.1%}, positions of won games {figures['positions_won']:.1%}, "
        f"log loss {figures['log_loss']:.4f}",
        f"mean forecast in the games won {_share(figures['forecast_in_won_games'])}, in the games lost "
        f"{_share(figures['forecast_in_lost_games'])}",
        "forecast bin    positions  mean forecast  won",
    ]
    lines += [f"{b['low']:.1f}-{b['high']:.1f}      {b['positions']:>9}  {b['forecast']:>13.1%}  {b['won']:.1%}"
              for b in figures["reliability"]]
    lines.append(f"recalibrated: {recal['a']:.3f} * logit {recal['b']:+.3f}; held-out log loss "
                 f"{recal['log_loss_as_read']:.4f} as read, {recal['log_loss_recalibrated']:.4f} recalibrated "
                 f"(last {recal['held_out_games']} games)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.solo_calibration", description=__doc__.split("\n\n")[0])
    parser.add_argument("games_file", type=Path, help="a games file of 'python -m lab.solo_risk collect'")
    parser.add_argument("--bot", help="read the model as this bot's search does (default: the bot that played)")
    parser.add_argument("--bins", type=int, default=DEFAULT_BINS, help=f"reliability bins (default {DEFAULT_BINS})")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        if args.bins < 1:
            raise ValueError("--bins must be at least 1")
        games = read_games(args.games_file)
        bot = args.bot or _played_by(args.games_file)
        figures = calibration(games, reading_of(bot), args.bins)
    except (RiskError, ValueError) as exc:
        print(f"solo_calibration: {exc}", file=sys.stderr)
        return EXIT_USAGE
    print(json.dumps({"bot": bot, **figures}, indent=1) if args.json else _report(figures, bot))
    return 0


def _played_by(path: Path) -> str:
    """The bot a games file's games were played by (its ``bot``, as ``mor-arena solo --json`` writes it)."""
    bot = json.loads(path.read_text(encoding="utf-8")).get("bot")
    if not isinstance(bot, str):
        raise RiskError(f"{path}: it does not say which bot played; give --bot")
    return bot


if __name__ == "__main__":
    sys.exit(main())
