"""The bot review in the analysis window: the chosen player and budget, the review run off the
GUI thread and its progress, the review line, the biggest mistakes, saving the review in the
file, and showing every hidden card of an unfinished hot-seat game (mor_qt/analysis/window.py
puts the rooms together)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QListWidgetItem, QMessageBox

from core import SaveFileError, save, without_subject

from ..bots import BOT_LEVELS, bot_label
from ..file_errors import file_error_text
from ..i18n import fill, render
from .movelist import flag_text, grade_of, grade_word, number, suggestion_words
from .timeline import Row
from .window_position import AnalysisPosition

MISTAKES_SHOWN = 12  # the Biggest mistakes list: the decisions that lost the most, at most this many
BUDGETS = ("easy", "medium", "hard", "it=100", "it=500", "it=2000")  # the review's budgets (ai.budget)


def budget_label(budget: str) -> str:
    """A review budget as the Budget box shows it: a level by its name in the app's language
    ("Facile"), an iteration count as it is written."""
    name = f"mcts:{budget}"
    return bot_label(name) if name in dict(BOT_LEVELS) else budget


class AnalysisReview(AnalysisPosition):
    """Reviews the chosen player's decisions and shows what the review found."""

    # ------------------------------------------------------------ the player
    def _update_review_status(self) -> None:
        """Progress bar and line for the chosen player when no review is running."""
        if self.worker.busy:
            return
        seat = self.review_seat
        mine = self.timeline.decisions_of(seat)
        notes = [self.annotations[i] for i in mine if self.annotations.get(i, {}).get("seat") == seat]
        self.progress.setRange(0, max(1, len(mine)))
        self.progress.setValue(len(notes))
        budgets = sorted({budget_label(str(n.get("budget", "?"))) for n in notes})  # as the Budget box says them
        name = self.timeline.names[seat]
        if notes:
            self._set_status(lambda _w: QCoreApplication.translate(
                "AnalysisWindow", "%1 of %2 decisions of %3 reviewed (budget %4), stored in the file.")
                .replace("%1", str(len(notes))).replace("%2", str(len(mine)))
                .replace("%3", name).replace("%4", ", ".join(budgets)))
        else:
            self._set_status(lambda _w: QCoreApplication.translate(
                "AnalysisWindow", "%1 has not been reviewed yet.").replace("%1", name))

    def _update_mistakes(self) -> None:
        self.mistakes.clear()
        seat = self.review_seat
        mine = set(self.timeline.decisions_of(seat))
        flagged = [(i, n) for i, n in self.annotations.items()
                   if i in mine and n.get("seat") == seat and grade_of(n) and number(n, "loss") is not None]
        flagged.sort(key=lambda pair: -(number(pair[1], "loss") or 0.0))
        rows = self.shown_timeline().rows
        for i, whole in flagged[:MISTAKES_SHOWN]:
            text = self.mistake_text(i, rows[i], self._shown_note(i, whole))
            item = QListWidgetItem(text)
            item.setToolTip(text)  # whole, when a line is too long for the list and cut with "…"
            item.setData(Qt.ItemDataRole.UserRole, i)
            self.mistakes.addItem(item)
        if not flagged:
            reviewed = any(n.get("seat") == seat for i, n in self.annotations.items() if i in mine)
            self.mistakes.addItem(self.tr("No mistakes found.") if reviewed else self.tr("Not reviewed yet."))

    def mistake_text(self, i: int, row: Row, note: dict[str, Any]) -> str:
        """A flagged decision in the Biggest mistakes list, in two short lines (whose decisions
        they are, the Player box says): its number, flag and grade and what was played, in words
        as the move list writes it; then what the bot preferred."""
        played = render(without_subject(row.text))
        text = fill(QCoreApplication.translate("AnalysisWindow", "%1. %2 (%3): %4"),
                    str(i + 1), flag_text(note), grade_word(grade_of(note)), played)
        best = note.get("best")
        if isinstance(best, str) and best and best != note.get("played"):
            better = suggestion_words(self.timeline.games[i], best, subject=False)
            text += "\n" + fill(QCoreApplication.translate("AnalysisWindow", "Better: %1"), better)
        return text

    def _mistake_chosen(self, item: QListWidgetItem) -> None:
        i = item.data(Qt.ItemDataRole.UserRole)
        if i is not None:
            self.go_to(int(i))  # the position the player faced: the board before the flagged decision

    def _seat_changed(self, _index: int) -> None:
        # in the public view choosing a player (whose review to see) shows none of their hidden
        # cards: anyone may be looking at the screen ("Show all hidden cards…" asks first)
        self.table.viewer = self.viewer
        self.table.request_rebuild()
        self.table.flush()
        self._update_mistakes()
        self._update_review_status()

    def reveal_hidden(self, confirmed: bool = False) -> bool:
        """Show every hidden card of an unfinished hot-seat game, after a warning."""
        if not self.public_view:
            return True
        if not confirmed:
            answer = QMessageBox.warning(
                self, self.tr("Show all hidden cards?"),
                self.tr("The game is not over: this shows every player's hidden leaders and the leaders they "
                        "set aside, to anyone looking at the screen. Show them?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.revealed = True
        self.table.reveal_all = True
        self.table.viewer = self.viewer
        self.reveal_button.hide()
        self.move_list.fill(self.shown_timeline(), self.shown_annotations())
        self.move_list.show_position(self.position)
        self.table.request_rebuild()
        self.table.flush()
        self._update_details()
        self._update_mistakes()
        return True

    # --------------------------------------------------------------- review
    def start_review(self, seat: int | None = None, budget: str | None = None) -> bool:
        """Review ``seat``'s decisions (default: the chosen player and budget) off the GUI thread."""
        if self.worker.busy:
            return False
        seat = self.review_seat if seat is None else seat
        budget = (self.chosen_budget() if budget is None else budget).strip()
        try:
            from ai.budget import parse_budget

            parse_budget(budget)
        except ValueError as exc:
            self.message(self.tr("Bad budget"), str(exc))
            return False
        mine = len(self.timeline.decisions_of(seat))
        self.progress.setRange(0, max(1, mine))
        self.progress.setValue(0)
        self._reviewing = (self.timeline.names[seat], str(budget))
        self._review_started()
        self.review_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.worker.start(self.saved.origin, self.decisions, seat, budget, self.annotations)
        return True

    def chosen_budget(self) -> str:
        """The budget in the Budget box: a listed one by its name in ai.budget, else what was typed."""
        text = self.budget_box.currentText().strip()
        for i in range(self.budget_box.count()):
            if text in (self.budget_box.itemText(i), self.budget_box.itemData(i)):
                return str(self.budget_box.itemData(i))
        return text

    def cancel_review(self) -> None:
        self.worker.cancel()
        self.cancel_button.setEnabled(False)
        self._set_status(lambda _w: QCoreApplication.translate("AnalysisWindow", "Cancelling…"))

    def _review_starting(self) -> None:
        """The review waits for the bot's search processes to start (the first one of a session)."""
        self._set_status(lambda _w: QCoreApplication.translate(
            "AnalysisWindow", "Starting the bot's search processes (a few seconds the first time)…"))

    def _review_started(self) -> None:
        name, budget = self._reviewing
        self._set_status(lambda _w: QCoreApplication.translate(
            "AnalysisWindow", "Reviewing %1 at %2…").replace("%1", name).replace("%2", budget))

    def _review_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _review_noted(self, index: int, note: dict[str, Any]) -> None:
        """A decision reviewed while the review goes on: shown at once (saved at the end)."""
        self.annotations[index] = note
        self.move_list.set_annotation(index, self._shown_note(index, note))
        self._update_charts()
        if index == self.position - 1:
            self._update_details()

    def _review_finished(self, result: Any, notes: dict[int, dict[str, Any]]) -> None:
        self.worker.wait()
        self.last_result = result
        self.annotations = notes
        self.review_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        failed = result.not_reviewed()
        if failed:
            if not self.search_failure_told:
                self.search_failure_told = True
                self.message(self.tr("Bot review"), self.tr(
                    "Some decisions could not be reviewed because the bot's search failed: {reason}. "
                    "They are marked \"not reviewed\"; review again to retry them.").format(
                        reason=failed[0]["not_reviewed"]))
        # Never written silently: the user saves the review into the file (Save review in the file),
        # when at least one decision was reviewed (marks of failed searches alone are not a review).
        self.review_unsaved = any("not_reviewed" not in d for d in result.decisions)
        self.save_review_button.setEnabled(self.review_unsaved and self.path is not None)
        self._update_review_status()
        n_failed = len(failed)
        self._set_status(lambda w: w._finished_text(result, n_failed))
        self.move_list.set_annotations(self.shown_annotations())
        self._update_charts()
        self._update_mistakes()
        self._update_details()
        self.review_done.emit(result)

    def _finished_text(self, result: Any, failed: int) -> str:
        """The review line after a review: ``AnalysisWindow`` writes it, since its %n words are
        looked up in the translation context of the window's own class only."""
        raise NotImplementedError

    def _set_status(self, text: Callable[[AnalysisReview], str]) -> None:
        """Show the review line ``text()``; a language change writes it again."""
        self._status = text
        self.review_status.setText(text(self))

    def _review_failed(self, message: str) -> None:
        self.worker.wait()
        self.review_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self._set_status(lambda _w: QCoreApplication.translate(
            "AnalysisWindow", "The review failed: %1").replace("%1", message))
        self.review_done.emit(None)

    def save_review(self) -> bool:
        """Save review in the file: write the annotations into the save (atomically).
        False when there is no reviewed decision to save."""
        if not self.review_unsaved or not self.save_annotations():
            return False
        self.review_unsaved = False
        self.save_review_button.setEnabled(False)
        self._set_status(lambda _w: QCoreApplication.translate("AnalysisWindow", "The review is saved in the file."))
        return True

    def save_annotations(self) -> bool:
        """Write the annotations into the save file (atomically); False with a message on failure."""
        if self.path is None:
            return False
        try:
            save(self.path, self.saved.game, seats=self.saved.seats, annotations=self.annotations)
        except (SaveFileError, OSError) as exc:
            self.message(self.tr("Could not save the review"), file_error_text(exc))
            return False
        return True


def _no_status(_window: AnalysisReview) -> str:
    return ""
