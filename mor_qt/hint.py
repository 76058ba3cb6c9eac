"""Hint (H): the bot's three best decisions for the human to move, with the
bot model's win probability after each (solo: to beat Lorenzo; not the
search value, which solo mixes with the score), listed in the panel and
ringed on the board.

The search is ``ai.analyse_position`` from the human's seat: a determinized
search (what that seat can see, the hidden parts resampled) in the shared
search worker pool, started from a thread so the window never waits, and
cancelled whenever the game moves on.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from core import Action, ActionKind, Game

from .decision_names import short_name

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
        return short_name(self.action)


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


class HintRunner(QObject):
    """One hint search at a time, in a thread; ``ready(ticket, hints)`` or
    ``failed(ticket, reason)`` arrive on the GUI thread unless cancelled."""

    ready = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, budget: str = HINT_BUDGET) -> None:
        super().__init__(parent)
        self.budget = budget
        self.ticket = 0
        self._cancel: threading.Event | None = None
        self._thread: threading.Thread | None = None

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, game: Game, seat: int) -> int:
        self.cancel()
        self.ticket += 1
        ticket = self.ticket
        cancel = threading.Event()
        self._cancel = cancel
        position = game.clone()  # the search reads only what ``seat`` sees (analyse_position determinizes)
        budget = self.budget

        def work() -> None:
            try:
                from ai import analyse_position

                analysis = analyse_position(position, seat, budget, cancel, seed=ticket)
            except Exception as exc:  # the hint must never take the app down
                if not cancel.is_set():
                    self.failed.emit(ticket, f"{type(exc).__name__}: {exc}")
                return
            if cancel.is_set():
                return
            if not analysis.ok:
                self.failed.emit(ticket, analysis.reason or "the search found nothing")
                return
            self.ready.emit(ticket, best_hints(position, analysis))

        self._thread = threading.Thread(target=work, name=f"mor-hint-{ticket}", daemon=True)
        self._thread.start()
        return ticket

    def cancel(self, wait: float = 10.0) -> None:
        """Stop the search under way (its result, if any, is dropped)."""
        if self._cancel is not None:
            self._cancel.set()
        if self._thread is not None:
            self._thread.join(wait)
        self._thread = None
        self._cancel = None
        self.ticket += 1
