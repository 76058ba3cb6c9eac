"""The analysis window: a saved game stepped through on a read-only board,
its move list, charts of the scores, faith and the bot's win chances, the bot
review of one player, and "play on from here".

``AnalysisWindow`` opens the save and puts together its rooms, each a class of its own file:
the widgets and their texts (mor_qt/analysis/window_layout.py), play on
(mor_qt/analysis/window_play.py), the bot review (mor_qt/analysis/window_review.py), the
position shown, its details and the charts (mor_qt/analysis/window_position.py), and what
they share (mor_qt/analysis/window_state.py)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from core import SavedGame, Seat

from ..controller import copy_seats
from ..i18n import clauses, decimal, fill, percent
from .movelist import eval_text, grade_of, grade_word, not_reviewed, number, suggestion_words
from .privacy import is_private
from .review_worker import ReviewWorker
from .timeline import Timeline, timeline_of
from .window_layout import STYLE, AnalysisLayout, ReadOnlyController
from .window_play import PlayOnDialog, keep_until_closed, play_on, play_windows
from .window_review import _no_status, budget_label
from .window_state import _esc

CANDIDATE_FIELDS = 3  # a bot's candidate in a review annotation: [move, visits, win chance or value]
CANDIDATES_SHOWN = 3  # the details name the bot's first few candidates


class AnalysisWindow(AnalysisLayout):
    """A saved game for analysis.  ``position`` is the number of decisions
    played in the position shown (0 … len(decisions)).  Its rooms: mor_qt/analysis/window_*.py."""

    def __init__(self, saved: SavedGame, path: str | Path | None = None, parent: QWidget | None = None,
                 timeline: Timeline | None = None) -> None:
        """``timeline``: the save's, when it was built while loading it (``timeline_of``);
        else the decisions are replayed for it."""
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.setStyleSheet(STYLE)
        self.saved = saved
        self.path = Path(path) if path is not None else saved.path
        self.decisions = list(saved.decisions)
        self.annotations: dict[int, dict[str, Any]] = {int(k): dict(v) for k, v in saved.annotations.items()}
        self.timeline: Timeline = timeline if timeline is not None else timeline_of(saved)
        self.seats = copy_seats(saved.seats)
        if len(self.seats) != self.timeline.n_seats:
            self.seats = [Seat(name) for name in self.timeline.names]
        # An unfinished hot-seat game opens in the public view: nobody's hidden cards (privacy.py).
        self.private = is_private(saved.game.is_over, self.seats)
        self.revealed = False
        self.review_unsaved = False  # a review not yet written into the file (only the user saves it)
        self.position = -1
        self.play_target: Any = None
        self.open_window_on_play = True
        self.spawned: list[Any] = []  # main windows opened by "play on"
        self.last_message: QMessageBox | None = None
        self.search_failure_told = False  # a failed review search is told once per window
        self.last_result: Any = None
        self._reviewing = ("", "")  # the player and budget of the review under way
        self.worker = ReviewWorker(self)
        self.worker.starting.connect(self._review_starting)
        self.worker.started.connect(self._review_started)
        self.worker.progress.connect(self._review_progress)
        self.worker.noted.connect(self._review_noted)
        self.worker.finished.connect(self._review_finished)
        self.worker.failed.connect(self._review_failed)
        # the review line, written again in a new language: it is given the window (a closure
        # over self would make a reference cycle, and the garbage collector could then delete
        # the window from whichever thread it runs in, e.g. a search thread: a crash)
        self._status = _no_status
        self.resize(1600, 1000)
        self._build()
        self._set_texts()
        self.move_list.fill(self.shown_timeline(), self.shown_annotations())
        self._fill_turns()
        self._update_charts()
        self._update_mistakes()
        self._update_review_status()
        self.go_to(self.timeline.n_decisions)

    def _note_html(self, i: int, note: dict[str, Any]) -> str:
        reason = not_reviewed(note)
        budget = _esc(budget_label(str(note.get("budget", "?"))))  # as the Budget box names it ("Facile")
        if reason is not None:
            return self.tr("Bot review ({budget}): not reviewed, the search failed ({reason})").format(
                budget=budget, reason=_esc(reason))
        text = self.tr("Bot review (%1): win chance %2").replace("%1", budget) \
            .replace("%2", eval_text(note).replace("→", " → "))
        vp_before, vp_after = number(note, "vp_before"), number(note, "vp_after")
        if vp_before is not None and vp_after is not None:
            text += fill(self.tr(", expected score %1 → %2 VP"), decimal(vp_before), decimal(vp_after))
        best = note.get("best")
        game = self.timeline.games[i]  # the position the bot searched: its suggestions are put in words there
        if isinstance(best, str) and best and best != note.get("played"):
            text += "<br>" + self.tr("Bot preferred: %1").replace("%1", _esc(suggestion_words(game, best))) \
                + f" <span style='color:#7a6a50'>[{_esc(best)}]</span>"
        else:
            text += "<br>" + self.tr("The bot agrees with this decision")
        grade, loss = grade_of(note), number(note, "loss")
        if grade and loss is not None:
            what = self.tr("search value (win chance and score mixed)") if self.timeline.games[0].solo \
                else self.tr("win chance")
            text += "<br>" + fill(self.tr("%1: %2", "a mistake's grade: what it lost"),
                                  f"<b style='color:#b3261e'>{_esc(grade_word(grade))}</b>",
                                  self.tr("lost %1 of %2").replace("%1", percent(loss, 1)).replace("%2", what))
        cands = note.get("candidates")
        if isinstance(cands, list):
            solo = self.timeline.games[0].solo  # solo candidates are ranked by value, not a probability
            shown = [fill(self.tr("%1 (%2, %n visit(s))", "", c[1]), _esc(suggestion_words(game, str(c[0]))),
                          self.tr("value %1").replace("%1", decimal(c[2], 2)) if solo else percent(c[2]))
                     for c in cands[:CANDIDATES_SHOWN]
                     if isinstance(c, list) and len(c) == CANDIDATE_FIELDS and isinstance(c[1], int)
                     and isinstance(c[2], (int, float))]
            if shown:
                cands_text = self.tr("Bot's candidates: %1").replace("%1", clauses(shown))
                text += "<br><span style='color:#6d5a40'>" + cands_text + "</span>"
        return text

    def _finished_text(self, result: Any, failed: int) -> str:
        """The review line after a review: done or cancelled, failures, not saved yet."""
        done = len(result.decisions)
        text = (self.tr("Cancelled after %n decision(s) (kept).", "", done) if result.cancelled
                else self.tr("Reviewed %n decision(s) of %1 at %2.", "", done)
                .replace("%1", self.timeline.names[result.seat]).replace("%2", budget_label(str(result.budget))))
        if failed:
            text += " " + self.tr("%n decision(s) could not be reviewed: the search failed.", "", failed)
        return text + (" " + self.tr("Not saved in the file yet.") if done > failed else "")

    # ----------------------------------------------------------------- misc
    def render_png(self, path: str | Path) -> bool:
        self.table.flush()
        return self.grab().save(str(path))

    def closeEvent(self, event: QCloseEvent) -> None:
        from ..settings import Settings

        Settings().analysis_geometry = self.saveGeometry()
        if not self.worker.stop(30.0):
            print("mor: the review thread did not stop", file=sys.stderr)
        super().closeEvent(event)
        self.closed.emit()


__all__ = ["AnalysisWindow", "PlayOnDialog", "ReadOnlyController", "keep_until_closed", "play_on", "play_windows"]
