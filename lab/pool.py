"""``mor-arena pool``: one result from several runs of the same match or solo bot.

A long measurement is often played in pieces: a run stopped after 105 games,
another started on new deals.  ``pool`` adds up the ``--json`` objects of
``mor-arena match`` (or ``solo``) as if their games had been one run:

- the runs must be the same measurement: the same players and bots (in any
  order of the list), the same ``tuning``; a run stopped by Ctrl-C counts
  its finished games;
- a pooled result pools again as the runs it holds (its ``runs`` and their
  seeds), and ``mor-arena paired`` reads it as one run;
- no seed may be in two runs: the same seed plays the same games (the
  same deals, seats and bot seeds), which would count twice.  Runs from
  other seeds may share deals (``--seed 2`` and ``--seed 22`` of 50
  two-player games both deal 22 to 26): their bots draw other seeds, so
  those are other games on the same cards, and the pooled result lists
  such deals as ``repeated_deals``.  Each run's ``deals`` says which it
  played; a result written before that key existed is taken to have played
  the first deals of its seed (``seed + i // players`` for its ``games``
  games), which is what a run played to the end, or stopped with ``--jobs
  1``, did;
- wins, VP, rounds and every seat's figures are summed over the games, the
  95% interval is the Wilson interval of the pooled wins; ``deterministic``
  holds only if it holds for every run.  The search speeds are pooled from
  the runs' ``search_totals`` and ``search_seconds`` (iterations per second
  of search and per searched decision over all their games) when every run
  carries them; a result written before they existed leaves the pooled
  speeds out.  Each run's own speeds stay in ``runs``.

Every problem with a file is a clear message and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ai.stats import wilson

from .arena import match_search_figures, print_match_figures, search_figures, win_figures

# the keys every result must have to be pooled, by kind
MATCH_KEYS = ("players", "bots", "seed", "games", "win_rate", "mean_vp", "mean_rounds", "max_rounds",
              "search_failures", "seat_games", "seat_win_rate")
SOLO_KEYS = ("bot", "seed", "games", "win_rate", "mean_vp", "mean_vp_won", "mean_rounds", "max_rounds",
             "search_failures")
# what each run keeps in the pooled ``runs`` list
RUN_KEYS = ("seed", "games", "win_rate", "iterations_per_second", "iterations_per_search", "interrupted")
MIN_RUNS = 2


class PoolError(ValueError):
    """The results cannot be pooled; the message says why."""


def read_result(path: Path) -> dict[str, Any]:
    """The ``--json`` object in ``path`` (PoolError naming the file when it is not one)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PoolError(f"{path}: cannot read it ({exc})") from None
    try:
        result = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PoolError(f"{path}: not a mor-arena --json result ({exc})") from None
    if not isinstance(result, dict):
        raise PoolError(f"{path}: not a mor-arena --json result (no JSON object)")
    kind_keys = MATCH_KEYS if "players" in result else SOLO_KEYS
    # a pooled result has its runs' seeds in ``runs`` instead of one seed
    missing = [k for k in kind_keys if k not in result and not (k == "seed" and is_pooled(result))]
    if missing:
        raise PoolError(f"{path}: not a mor-arena match or solo result (missing {', '.join(missing)})")
    return result


def _count(result: dict[str, Any]) -> int:
    games = result["games"]
    values = list(games.values()) if isinstance(games, dict) else [games]
    if not values or not all(isinstance(g, int) and not isinstance(g, bool) and g > 0 for g in values):
        raise PoolError("a result's games must be a positive whole number")
    return int(values[0])


def _whole(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def is_pooled(result: dict[str, Any]) -> bool:
    """Whether ``result`` is ``pool``'s: its runs (``runs``) in place of one seed."""
    return "seed" not in result and "runs" in result


def seeds_of(result: dict[str, Any]) -> list[int]:
    """The seeds of the runs in ``result``: its own, or those of the runs it pooled."""
    seeds: list[Any]
    if not is_pooled(result):
        seeds = [result.get("seed")]
    elif isinstance(result["runs"], list) and all(isinstance(run, dict) for run in result["runs"]):
        seeds = [run.get("seed") for run in result["runs"]]
    else:
        raise PoolError("a pooled result's runs must be a list of runs")
    whole = [seed for seed in seeds if _whole(seed)]
    if not seeds or len(whole) < len(seeds):
        raise PoolError("a result's seed must be a whole number")
    return whole


def _runs_of(name: str, result: dict[str, Any]) -> list[dict[str, Any]]:
    """What the pooled ``runs`` list keeps of ``result`` (file ``name``): the run, or the runs it pooled."""
    if is_pooled(result):
        return [dict(run) for run in result["runs"]]
    return [{"file": name} | {k: result[k] for k in RUN_KEYS if k in result}]


def _repeated_deals(result: dict[str, Any]) -> list[int]:
    """The deals a pooled ``result`` played more than once (each counts again); none for one run."""
    if not is_pooled(result):
        return []
    repeated = result.get("repeated_deals", [])
    if not isinstance(repeated, list) or not all(_whole(d) for d in repeated):
        raise PoolError("a pooled result's repeated_deals must be a list of whole numbers")
    return [int(d) for d in repeated]


def deals_of(result: dict[str, Any]) -> set[int]:
    """The deals (seeds) a result's games were dealt with (see the module's doc)."""
    deals = result.get("deals")
    if deals is not None:
        if not isinstance(deals, list) or not all(_whole(d) for d in deals):
            raise PoolError("a result's deals must be a list of whole numbers")
        return set(deals)
    seed = seeds_of(result)[0]
    per_deal = result.get("players", 1)
    return {seed + i // per_deal for i in range(_count(result))}


def check_same_table(first: dict[str, Any], other: dict[str, Any], name: str, verb: str) -> None:
    """PoolError unless ``other`` (file ``name``) is of ``first``'s kind (match
    or solo) and table size (``verb``: what cannot be done otherwise)."""
    if ("players" in first) != ("players" in other):
        raise PoolError(f"{name}: a solo result and a match result cannot be {verb}")
    if "players" in first and other["players"] != first["players"]:
        raise PoolError(f"{name}: {other['players']} players, the first result has {first['players']}")


def _same_measurement(first: dict[str, Any], other: dict[str, Any], name: str) -> None:
    """PoolError unless ``other`` (file ``name``) measured what ``first`` did."""
    check_same_table(first, other, name, "pooled")
    if "players" in first:
        if sorted(other["bots"]) != sorted(first["bots"]):
            raise PoolError(f"{name}: bots {', '.join(other['bots'])}, the first result has {', '.join(first['bots'])}")
    elif other["bot"] != first["bot"]:
        raise PoolError(f"{name}: bot {other['bot']}, the first result has {first['bot']}")
    if other.get("tuning") != first.get("tuning"):
        raise PoolError(f"{name}: other tuning (--params/--weights) than the first result")


def _weighted(results: list[dict[str, Any]], games: list[int], key: str) -> float:
    return sum(r[key] * g for r, g in zip(results, games, strict=True)) / sum(games)


def _pool_match(results: list[dict[str, Any]], games: list[int]) -> dict[str, Any]:
    keys: list[str] = results[0]["bots"]
    players: int = results[0]["players"]
    pairs = list(zip(results, games, strict=True))
    seat_games = {k: [sum(r["seat_games"][k][s] for r in results) for s in range(players)] for k in keys}
    seat_wins = {k: [sum(r["seat_win_rate"][k][s] * r["seat_games"][k][s] for r in results) for s in range(players)]
                 for k in keys}
    return {
        "players": players,
        "bots": keys,
        **win_figures(sum(games), {k: sum(r["win_rate"][k] * g for r, g in pairs) for k in keys},
                      {k: sum(r["mean_vp"][k] * g for r, g in pairs) for k in keys}, seat_wins, seat_games),
    }


def _pool_solo(results: list[dict[str, Any]], games: list[int]) -> dict[str, Any]:
    total = sum(games)
    wins = sum(r["win_rate"] * g for r, g in zip(results, games, strict=True))
    won_vp = sum(r["mean_vp_won"] * r["win_rate"] * g for r, g in zip(results, games, strict=True))
    return {
        "bot": results[0]["bot"],
        "games": total,
        "win_rate": wins / total,
        "ci95": list(wilson(wins, total)),
        "mean_vp": _weighted(results, games, "mean_vp"),
        "mean_vp_won": won_vp / wins if wins else 0.0,
    }


def _speed_totals(result: dict[str, Any], key: str | None) -> list[float]:
    """[iterations, seconds, searches] of one bot (``key``; None: the solo bot) in ``result``."""
    totals, seconds = result["search_totals"], result["search_seconds"]
    if key is not None:
        totals, seconds = totals[key], seconds[key]
    numbers = [totals["iterations"], seconds, totals["searches"]]
    if not all(isinstance(x, int | float) and not isinstance(x, bool) and x >= 0 for x in numbers):
        raise PoolError("a result's search totals must be numbers, none negative")
    return [float(x) for x in numbers]


def _pooled_speeds(results: list[dict[str, Any]]) -> dict[str, Any]:
    """The search figures over every run, or nothing when a run does not carry its totals."""
    if not all("search_totals" in r and "search_seconds" in r for r in results):
        return {}
    if "players" not in results[0]:
        return search_figures(_summed(_speed_totals(r, None) for r in results))
    return match_search_figures({k: _summed(_speed_totals(r, k) for r in results) for k in results[0]["bots"]})


def _pooled_games(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Every run's games (``results``), each marked with its run's seed, or
    nothing when a run does not carry them."""
    if not all(isinstance(r.get("results"), list) for r in results):
        return {}
    games: list[dict[str, Any]] = []
    for r in results:
        if not all(isinstance(game, dict) for game in r["results"]):
            raise PoolError("a result's results must be a list of games")
        # a pooled result's games are marked already
        games.extend(game if "seed" in game else {"seed": r["seed"]} | game for game in r["results"])
    return {"results": games}


def _summed(rows: Iterable[list[float]]) -> list[float]:
    return [sum(col) for col in zip(*rows, strict=True)]


def pool(named: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The pooled result of the runs ``named`` ((file name, ``--json`` object)
    pairs, at least two), in the shape of one run's; PoolError when they are
    not the same measurement, or two of them the same seed."""
    if len(named) < MIN_RUNS:
        raise PoolError(f"give at least {MIN_RUNS} results to pool")
    first = named[0][1]
    seeds: dict[int, str] = {}
    plays: Counter[int] = Counter()
    games: list[int] = []
    for name, result in named:
        _same_measurement(first, result, name)
        games.append(_count(result))
        for seed in seeds_of(result):
            if seed in seeds:
                raise PoolError(f"{name}: seed {seed} again, as {seeds[seed]}: the same games "
                                "would count twice; pool runs with distinct seeds")
            seeds[seed] = name
        plays.update(deals_of(result))
        plays.update(_repeated_deals(result))
    results = [r for _, r in named]
    try:
        pooled = _pool_match(results, games) if "players" in first else _pool_solo(results, games)
        pooled |= {
            "mean_rounds": _weighted(results, games, "mean_rounds"),
            "max_rounds": max(r["max_rounds"] for r in results),
            "search_failures": sum(r["search_failures"] for r in results),
        }
        pooled |= _pooled_speeds(results)
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise PoolError(f"a result's figures are malformed ({exc!r})") from None
    pooled |= {
        "deterministic": all(r.get("deterministic", False) is True for r in results),
        "deals": sorted(plays),
        # dealt in more than one run (other bot seeds, so other games, on the same cards)
        "repeated_deals": sorted(deal for deal, runs in plays.items() if runs > 1),
        "runs": [run for name, r in named for run in _runs_of(name, r)],
    }
    pooled |= _pooled_games(results)
    if "tuning" in first:
        pooled["tuning"] = first["tuning"]
    return pooled


def _show(res: dict[str, Any]) -> None:
    runs = ", ".join(f"{run['file']} ({_count(run)} from seed {run['seed']})" for run in res["runs"])
    if "players" in res:
        total = next(iter(res["games"].values()))
        print(f"{res['players']}-player match, {total} games pooled from {runs}")
        print_match_figures(res)
    else:
        lo, hi = res["ci95"]
        print(f"{res['bot']} against Lorenzo, {res['games']} games pooled from {runs}")
        print(f"win rate {res['win_rate']:.1%} [{lo:.1%}, {hi:.1%}], mean VP {res['mean_vp']:.1f} "
              f"(won games {res['mean_vp_won']:.1f})")
        print(f"mean game length: {res['mean_rounds']:.1f} rounds, longest {res['max_rounds']}")
    if res["repeated_deals"]:
        print(f"{len(res['repeated_deals'])} deal(s) played in more than one run: other games on the same cards")


def report(command: str, compute: Callable[[], dict[str, Any]], show: Callable[[dict[str, Any]], None],
           as_json: bool) -> int:
    """Run a command over result files (``compute``) and print what it found,
    as JSON or by ``show``; a PoolError is the command's message on stderr
    and exit status 2."""
    try:
        res = compute()
    except PoolError as exc:
        print(f"mor-arena {command}: {exc}", file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps(res))
    else:
        show(res)
    return 0


def cmd_pool(args: argparse.Namespace) -> int:
    return report("pool", lambda: pool([(str(path), read_result(path)) for path in args.results]), _show, args.json)
