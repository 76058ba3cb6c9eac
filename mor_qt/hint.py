"""Hint (H): the bot's three best decisions for the human to move, with the
bot model's win probability after each (solo: to beat Lorenzo; not the
search value, which solo mixes with the score), listed in the panel and
ringed on the board.

The search is ``ai.analyse_position`` from the human's seat: a determinized
search (what that seat can see, the hidden parts resampled) in the shared
search worker pool, started off the GUI thread (``mor_qt.background``) so
the window never waits, and cancelled whenever the game moves on.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from core import Action, ActionKind, Game

from .background import JOIN_TIMEOUT_S, JobClient, JobFailed
from .decision_names import short_name
from .i18n import capitalised

log = logging.getLogger(__name__)

HINT_BUDGET = "it=400"  # about a medium bot's effort
HINT_COUNT = 3
HINTS_KEY = "hints"  # Seat.settings key: hints this seat used (kept in the save)


@dataclass(frozen=True)
class Hint:
    action: Action
    # 0-1: the model's win probability for the seat (solo: to beat Lorenzo), averaged over the
    # search through this decision (ai.Analysis.candidate_win_prob); None if it has none
    win_chance: float | None
    visits: int

    @property
    def text(self) -> str:
        """The decision as a hint's numbered line says it: "Take row 2 from the market"."""
        return capitalised(short_name(self.action))


def board_tags(action: Action, seat: int) -> list[tuple]:
    """The board pieces (tag prefixes, see board.py) that make ``action``."""
    k = ActionKind(action.kind)
    if k == ActionKind.MARKET:
        return [("arrow", action.line)]
    if k == ActionKind.BUY:
        return [("card", action.card), ("slot", seat, action.slot)]
    if k == ActionKind.PLAY:
        return [("play", action.leader)]
    if k == ActionKind.DISCARD:
        return [("discard", action.leader)]
    if k == ActionKind.PROD_SLOT:
        return [("slotcard", seat, action.slot)]
    if k == ActionKind.PROD_BASE:
        return [("power", seat, "base")]
    if k == ActionKind.PROD_LEADER:
        return [("leader", seat, action.leader, "played")]
    if k == ActionKind.KEEP:
        return [("dealt", seat, leader) for leader in action.leaders]
    if k == ActionKind.STORE:
        return [("warehouse", seat)]
    return []  # end turn, finish production, drop, white, initial resource: panel buttons


def best_hints(game: Game, analysis: Any, count: int = HINT_COUNT) -> list[Hint]:
    """The ``count`` best candidates of ``analysis`` that are legal in ``game`` now."""
    legal = set(game.legal_actions())
    out = []
    for action, visits, _value in analysis.candidates:  # ranked by search value, shown by win probability
        if action in legal:
            win = analysis.candidate_win_prob.get(action)
            out.append(Hint(action, None if win is None else max(0.0, min(1.0, float(win))), int(visits)))
        if len(out) == count:
            break
    return out


class HintRunner(JobClient):
    """One hint search at a time off the GUI thread (a ``JobRunner``);
    ``ready(ticket, hints)`` or ``failed(ticket, reason)`` arrive on the GUI
    thread unless cancelled."""

    ready = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, budget: str = HINT_BUDGET) -> None:
        super().__init__("mor-hint", parent, log)
        self.budget = budget
        self.searches = 0  # hint searches started: each one's seed
        self._job.finished.connect(self.ready)
        self._job.failed.connect(self.failed)

    def start(self, game: Game, seat: int) -> int:
        position = game.clone()  # the search reads only what ``seat`` sees (analyse_position determinizes)
        budget = self.budget
        self.searches += 1
        seed = self.searches

        def work(cancel: threading.Event) -> list[Hint] | None:
            from ai import analyse_position

            analysis = analyse_position(position, seat, budget, cancel, seed=seed)
            if cancel.is_set():
                return None  # dropped: a cancelled search reports nothing
            if not analysis.ok:
                raise JobFailed(analysis.reason or "the search found nothing")
            return best_hints(position, analysis)

        return self._job.start(work, "the hint search")

    def cancel(self, wait: float = JOIN_TIMEOUT_S) -> None:
        """Stop the search under way (its result, if any, is dropped)."""
        self._job.stop(wait)
