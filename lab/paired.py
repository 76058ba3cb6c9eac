"""``mor-arena paired``: two runs on the same games compared game by game.

A screen plays a changed bot and the unchanged one against the same rival on
the same seeds (``--bots CHANGED,hard --seed S`` and ``--bots BEFORE,hard
--seed S``): game n of both runs deals the same cards and seats the screened
bot, the first of ``bots``, at the same seat.  Comparing the runs game by
game says what the two win rates alone cannot: in how many games the change
turned a loss into a win and the other way round, and whether that split is
more than chance (the exact sign test over the games that differ).

Rules (documented contract):

- both files are ``--json`` results of ``mor-arena match`` or ``solo`` (or
  ``pool``) with their per-game ``results``; the runs must have the same
  number of players and the same bots but for the first (the screened one);
- games are paired by their seed and number (``seed`` of the run, or of the
  game in a pooled result); games only one run played are counted as
  unpaired and left out;
- a game's score of the screened bot is its share of the win (1, 1/k of a
  shared victory, 0); the game is ``better`` when the second run's score is
  higher, ``worse`` when lower, ``same`` otherwise; ``p_value`` is the
  two-sided sign test of better against worse;
- ``vp_change`` is the mean of (second run's VP - first run's VP) of the
  screened bot over the pairs, with its 95% interval (normal approximation).

Every problem with a file is a clear message and exit status 2.
"""

from __future__ import annotations

import argparse
import math
import statistics
from typing import Any

from ai.stats import sign_test, wilson

from .pool import PoolError, check_same_table, read_result, report

Z95 = 1.959964  # the normal quantile of a two-sided 95% interval
MIN_PAIRS_FOR_SPREAD = 2  # the VP change's interval needs two pairs
GameKey = tuple[int, int]  # (seed, game number)


def _screened(result: dict[str, Any]) -> str:
    """The screened bot of ``result``: the first of a match's bots, or the solo bot."""
    return str(result["bots"][0]) if "players" in result else str(result["bot"])


def _games(result: dict[str, Any], name: str) -> dict[GameKey, tuple[float, float]]:
    """(seed, game) -> (the screened bot's win share, its VP) of every game in ``result``."""
    games = result.get("results")
    if not isinstance(games, list):
        raise PoolError(f"{name}: no per-game results (a result written before they were kept); rerun it")
    bot = _screened(result)
    scores: dict[GameKey, tuple[float, float]] = {}
    try:
        for game in games:
            key = (int(game["seed"] if "seed" in game else result["seed"]), int(game["game"]))
            if "players" in result:
                seat = game["seats"].index(bot)
                winners = game["winners"]
                scores[key] = (1.0 / len(winners) if seat in winners else 0.0, float(game["vp"][seat]))
            else:
                scores[key] = (1.0 if game["won"] else 0.0, float(game["vp"]))
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise PoolError(f"{name}: a game's result is malformed ({exc!r})") from None
    return scores


def _rivals(result: dict[str, Any]) -> list[str]:
    """A match's bots but the screened one, by name (``greedy#2`` is ``greedy``, numbered
    only because the screened bot was a greedy too)."""
    return [str(key).split("#")[0] for key in result["bots"][1:]]


def _check_comparable(first: dict[str, Any], second: dict[str, Any], name: str) -> None:
    check_same_table(first, second, name, "compared")
    if "players" in first and _rivals(second) != _rivals(first):
        raise PoolError(f"{name}: other rivals ({', '.join(_rivals(second))}) than the first result's "
                        f"({', '.join(_rivals(first))}); only the first bot may differ")


def paired(before: tuple[str, dict[str, Any]], after: tuple[str, dict[str, Any]]) -> dict[str, Any]:
    """The game-by-game comparison of two runs ((file name, ``--json`` object)
    pairs; see the module's doc); PoolError when they cannot be compared."""
    _check_comparable(before[1], after[1], after[0])
    first, second = _games(before[1], before[0]), _games(after[1], after[0])
    keys = sorted(first.keys() & second.keys())
    if not keys:
        raise PoolError(f"{before[0]} and {after[0]} share no game (other seeds?): nothing to compare")
    better = sum(1 for k in keys if second[k][0] > first[k][0])
    worse = sum(1 for k in keys if second[k][0] < first[k][0])
    changes = [second[k][1] - first[k][1] for k in keys]
    mean = statistics.fmean(changes)
    half = Z95 * statistics.stdev(changes) / math.sqrt(len(changes)) if len(changes) >= MIN_PAIRS_FOR_SPREAD else 0.0
    wins_before, wins_after = sum(first[k][0] for k in keys), sum(second[k][0] for k in keys)
    return {
        "bots": [_screened(before[1]), _screened(after[1])],
        "files": [before[0], after[0]],
        "pairs": len(keys),
        "unpaired": len(first) + len(second) - 2 * len(keys),
        "win_rate": [wins_before / len(keys), wins_after / len(keys)],
        "ci95": [list(wilson(wins_before, len(keys))), list(wilson(wins_after, len(keys)))],
        "better": better,
        "worse": worse,
        "same": len(keys) - better - worse,
        "p_value": sign_test(better, worse),
        "vp_change": mean,
        "vp_change_ci95": [mean - half, mean + half],
    }


def _show(res: dict[str, Any]) -> None:
    (a, b), (ra, rb) = res["bots"], res["win_rate"]
    print(f"{res['pairs']} games played in both runs ({res['unpaired']} in only one, left out)")
    print(f"{res['files'][0]}: {a} won {ra:.1%}; {res['files'][1]}: {b} won {rb:.1%}")
    print(f"the second run did better in {res['better']} games, worse in {res['worse']}, the same in "
          f"{res['same']} (sign test p = {res['p_value']:.3f})")
    lo, hi = res["vp_change_ci95"]
    print(f"VP change {res['vp_change']:+.2f} a game [{lo:+.2f}, {hi:+.2f}]")


def cmd_paired(args: argparse.Namespace) -> int:
    def compare() -> dict[str, Any]:
        return paired((str(args.before), read_result(args.before)), (str(args.after), read_result(args.after)))

    return report("paired", compare, _show, args.json)
