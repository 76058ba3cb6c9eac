"""Bot review of a played game: for every decision of one seat, the search's
evaluation before and after it, its preferred decision, and how much the
decision played lost (issue "Analyse saved games").

Shared by ``mor-arena analyse`` and the app's analysis window.  Results are
plain dicts so they can be stored as save-file annotations (keyed by the
decision's index) and are not recomputed when the same budget asks again.

A decision whose search failed or did no iteration is never graded: its
note says ``"not_reviewed": REASON`` (and holds no evaluation), and a later
review at the same budget tries it again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from core import Game, Origin, replay, replay_to

from . import analyse_position

# Loss in search value (0..1) from which a decision is flagged: the win
# probability in multiplayer games; solo, the win chance and the score mixed
# by ``solo_model.SOLO_WIN_WEIGHT`` (``value.values``), what the search ranks
# decisions by.
INACCURACY, MISTAKE, BLUNDER = 0.05, 0.10, 0.20


def grade(loss: float) -> str:
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return ""


class Cancelled(Exception):
    """The review was cancelled; the annotations computed so far are kept."""


@dataclass
class ReviewResult:
    seat: int
    budget: str
    decisions: list[dict[str, Any]] = field(default_factory=list)
    cancelled: bool = False

    def mistakes(self, most: int = 5) -> list[dict[str, Any]]:
        flagged = [d for d in self.decisions if d.get("grade")]
        return sorted(flagged, key=lambda d: -d["loss"])[:most]

    def not_reviewed(self) -> list[dict[str, Any]]:
        """The decisions that could not be reviewed (their search failed)."""
        return [d for d in self.decisions if "not_reviewed" in d]


def _loss(candidates: list[list[Any]], best: str, played: str, eval_before: float, eval_after: float) -> float:
    """How much win chance ``played`` gave away compared with ``best``.

    Two estimates: the best candidate's value against the search after the
    decision, and against the played candidate's own value when the search
    visited it enough to trust its mean (a rarely visited node's mean is
    pessimistic noise).  A decision is only charged what both agree on.
    """
    if played == best:
        return 0.0
    stats: dict[str, tuple[int, float]] = {c[0]: (c[1], c[2]) for c in candidates}  # [decision, visits, value]
    best_visits, best_value = stats.get(best, (0, eval_before))
    estimates = [best_value - eval_after]
    if played in stats:
        visits, value = stats[played]
        if visits >= max(20, best_visits // 10):
            estimates.append(best_value - value)
    return max(0.0, min(estimates))


def positions(origin: Origin, decisions: Sequence[str]) -> list[Game]:
    """The game before each decision and after the last one (len + 1 games),
    replayed once (``core.replay``: raises ``ReplayError`` on an illegal decision)."""
    out = [replay_to(origin, [])]
    out.extend(step.position() for step in replay(origin, decisions))
    return out


def _evaluation(game: Game, seat: int, budget: str, cancel: Any, seed: int) -> dict[str, Any]:
    a = analyse_position(game, seat, budget, cancel=cancel, seed=seed)
    if not a.ok:
        return {"not_reviewed": a.reason or a.status.value}
    return {
        "win_prob": [round(x, 4) for x in a.win_prob],
        "value": [round(x, 4) for x in (a.value or a.win_prob)],
        "expected_vp": [round(x, 2) for x in a.expected_vp],
        "candidates": [[str(act), visits, round(value, 4)] for act, visits, value in a.candidates[:5]],
        "best": str(a.best) if a.best is not None else None,
        "iterations": a.iterations,
    }


@dataclass
class _Searches:
    """The searches of one review, each position searched once: a decision's
    "after" is the next one's "before"."""

    games: list[Game]
    seat: int
    budget: str
    cancel: Any
    done: dict[int, dict[str, Any]] = field(default_factory=dict)

    def at(self, i: int) -> dict[str, Any]:
        """The search at the position before decision i (i may be the end).
        A forced decision changes nothing worth a search: the next one is searched."""
        j = i
        while j < len(self.games) - 1 and len(self.games[j].legal_actions()) == 1:
            j += 1
        if j not in self.done:
            self.done[j] = _evaluation(self.games[j], self.seat, self.budget, self.cancel, seed=j)
        return self.done[j]


def _kept(note: dict[str, Any], seat: int, budget: str) -> bool:
    """``note`` is a finished review of this seat at this budget (an earlier run's)."""
    return note.get("budget") == budget and note.get("seat") == seat and "eval_after" in note


def _graded(
    seat: int, budget: str, i: int, played: str, forced: bool, before: dict[str, Any], after: dict[str, Any]
) -> dict[str, Any]:
    """The note of decision ``i``: the searches before and after it, the bot's choice, the loss and its grade.
    The loss compares search values (what the candidates are ranked by); the
    win chances shown are the model's probabilities."""
    value_before = before["value"][seat]
    value_after = after["value"][seat]
    best = played if forced else before["best"] or played
    loss = _loss(before["candidates"], best, played, value_before, value_after)
    return {
        "seat": seat,
        "budget": budget,
        "index": i,
        "played": played,
        "best": best,
        "eval_before": before["win_prob"][seat],
        "eval_after": after["win_prob"][seat],
        "value_before": value_before,
        "value_after": value_after,
        "vp_before": before["expected_vp"][seat],
        "vp_after": after["expected_vp"][seat],
        "win_prob": before["win_prob"],
        "expected_vp": before["expected_vp"],
        "candidates": before["candidates"],
        "loss": round(loss, 4),
        "grade": "" if forced else grade(loss),
    }


def review(
    origin: Origin,
    decisions: Sequence[str],
    seat: int,
    budget: str = "it=500",
    annotations: dict[int, dict[str, Any]] | None = None,
    cancel: Any = None,
    progress: Callable[[int, int], None] | None = None,
) -> ReviewResult:
    """Review every decision ``seat`` made.

    ``annotations`` (decision index → dict, as stored in a save) are reused
    where they were made for the same seat and budget, and filled in with
    every new result, so a cancelled review resumes where it stopped.
    ``progress(done, total)`` is called after each decision; a set ``cancel``
    stops the review between two searches (``ReviewResult.cancelled``).
    """
    games = positions(origin, decisions)
    if not 0 <= seat < games[0].n_players:
        raise ValueError(f"no seat {seat + 1} in this {games[0].n_players}-player game")
    notes = annotations if annotations is not None else {}
    mine = [i for i in range(len(decisions)) if games[i].current_seat == seat]
    result = ReviewResult(seat=seat, budget=budget)
    searches = _Searches(games, seat, budget, cancel)
    cancelled = (lambda: False) if cancel is None else cancel.is_set

    for done, i in enumerate(mine):
        kept = notes.get(i)
        if kept is not None and _kept(kept, seat, budget):
            note = kept
        else:
            if cancelled():
                result.cancelled = True
                break
            before, after = searches.at(i), searches.at(i + 1)
            if cancelled():
                result.cancelled = True
                break
            failed = before.get("not_reviewed") or after.get("not_reviewed")
            if failed:
                note = {"seat": seat, "budget": budget, "index": i, "played": decisions[i], "not_reviewed": failed}
            else:
                forced = len(games[i].legal_actions()) == 1
                note = _graded(seat, budget, i, decisions[i], forced, before, after)
            notes[i] = note
        result.decisions.append(note)
        if progress is not None:
            progress(done + 1, len(mine))
    return result
