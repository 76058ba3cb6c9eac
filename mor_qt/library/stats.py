"""A player's statistics from the library (no Qt): wins and win rates with
95 % Wilson intervals against each bot level and each player count, VP, solo
results, and the series the statistics charts draw."""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Sequence
from dataclasses import dataclass

from ai.stats import wilson

from .index import PlayerGame

VP_BIN = 5  # the width of a bar of the VP histogram
SOLO = "solo"  # the "level" of the solo games (against Lorenzo) in the per-level tables and charts
CSV_FIELDS = ("group", "key", "games", "wins", "win_rate", "low95", "high95", "mean_vp", "sd_vp")


@dataclass(frozen=True)
class Tally:
    """Games, wins, win rate and its 95 % interval, mean VP and its standard deviation."""

    games: int
    wins: int
    low: float
    high: float
    mean_vp: float | None
    sd_vp: float | None

    @property
    def rate(self) -> float | None:
        return self.wins / self.games if self.games else None


@dataclass(frozen=True)
class SoloSummary:
    games: int
    wins: int
    best: int | None  # the best score against Lorenzo
    streak: int  # the latest run: +3 = three wins in a row, -2 = two losses


@dataclass(frozen=True)
class PlayerStats:
    name: str
    overall: Tally
    by_level: dict[str, Tally]  # bot level ("mcts:hard"), and SOLO
    by_players: dict[int, Tally]
    solo: SoloSummary
    unfinished: int


def finished(games: Sequence[PlayerGame]) -> list[PlayerGame]:
    return [g for g in games if g.finished]


def mean_sd(values: Sequence[float]) -> tuple[float | None, float | None]:
    """The mean and the (sample) standard deviation; None where there are too few values."""
    if not values:
        return None, None
    mean = sum(values) / len(values)
    if len(values) < 2:  # noqa: PLR2004 -- a spread needs two values
        return mean, None
    return mean, math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1))


def tally(games: Sequence[PlayerGame]) -> Tally:
    done = finished(games)
    wins = sum(1 for g in done if g.won)
    low, high = wilson(wins, len(done))
    mean, sd = mean_sd([g.vp for g in done if g.vp is not None])
    return Tally(len(done), wins, low, high, mean, sd)


def levels_of(game: PlayerGame) -> tuple[str, ...]:
    """The levels a game counts for: each bot level at the table, or SOLO."""
    return (SOLO,) if game.solo else game.opponents


def player_stats(name: str, games: Sequence[PlayerGame]) -> PlayerStats:
    by_level: dict[str, list[PlayerGame]] = {}
    by_players: dict[int, list[PlayerGame]] = {}
    for g in finished(games):
        for level in levels_of(g):
            by_level.setdefault(level, []).append(g)
        by_players.setdefault(g.players, []).append(g)
    return PlayerStats(
        name=name,
        overall=tally(games),
        by_level={level: tally(gs) for level, gs in sorted(by_level.items())},
        by_players={n: tally(gs) for n, gs in sorted(by_players.items())},
        solo=solo_summary(games),
        unfinished=sum(1 for g in games if not g.finished),
    )


def solo_summary(games: Sequence[PlayerGame]) -> SoloSummary:
    solos = [g for g in finished(games) if g.solo]
    wins = sum(1 for g in solos if g.won)
    scores = [g.vp for g in solos if g.vp is not None]
    streak = 0
    for g in reversed(solos):  # newest first
        step = 1 if g.won else -1
        if streak and (streak > 0) != (step > 0):
            break
        streak += step
    return SoloSummary(len(solos), wins, max(scores) if scores else None, streak)


def win_rate_over_time(games: Sequence[PlayerGame]) -> dict[str, list[tuple[int, float, int]]]:
    """Per level: (game number among the player's finished games, win rate so far, game id)."""
    out: dict[str, list[tuple[int, float, int]]] = {}
    counts: dict[str, list[int]] = {}
    for k, g in enumerate(finished(games)):
        for level in levels_of(g):
            c = counts.setdefault(level, [0, 0])
            c[0] += 1
            c[1] += int(g.won)
            out.setdefault(level, []).append((k, c[1] / c[0], g.game_id))
    return out


def vp_histogram(games: Sequence[PlayerGame], width: int = VP_BIN) -> list[tuple[int, int, list[int]]]:
    """(lowest VP of the bar, games, their ids), bars of ``width`` VP from 0 to the best score."""
    scores = [(g.vp, g.game_id) for g in finished(games) if g.vp is not None]
    if not scores:
        return []
    top = max(v for v, _ in scores)
    bars: list[tuple[int, int, list[int]]] = [(lo, 0, []) for lo in range(0, top + 1, width)]
    for vp, game_id in scores:
        lo, n, ids = bars[max(0, vp) // width]
        ids.append(game_id)
        bars[max(0, vp) // width] = (lo, n + 1, ids)
    return bars


def vp_range(lo: int, width: int = VP_BIN) -> str:
    """A bar of the VP histogram under it: the scores it counts, "25–29"."""
    return f"{lo}–{lo + width - 1}" if width > 1 else str(lo)


def vp_by_round(games: Sequence[PlayerGame], level: str) -> list[tuple[int, float, int]]:
    """Against ``level``: (round, mean VP after it over the games that lasted so long, games)."""
    chosen = [g for g in finished(games) if level in levels_of(g) and g.vp_by_round]
    longest = max((len(g.vp_by_round) for g in chosen), default=0)
    out = []
    for r in range(longest):
        values = [g.vp_by_round[r] for g in chosen if len(g.vp_by_round) > r]
        out.append((r + 1, sum(values) / len(values), len(values)))
    return out


def csv_text(stats: PlayerStats) -> str:
    """The statistics table as CSV (one row per level and per player count, then the total)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_FIELDS)

    def row(group: str, key: str, t: Tally) -> None:
        def num(v: float | None, digits: int = 3) -> str:
            return "" if v is None else f"{v:.{digits}f}"

        writer.writerow((group, key, t.games, t.wins, num(t.rate), num(t.low), num(t.high), num(t.mean_vp, 1),
                         num(t.sd_vp, 1)))

    for level, t in stats.by_level.items():
        row("level", level, t)
    for n, t in stats.by_players.items():
        row("players", str(n), t)
    row("all", stats.name, stats.overall)
    return buffer.getvalue()
