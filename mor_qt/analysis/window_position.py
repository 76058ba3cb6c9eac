"""The position shown in the analysis window: the navigation bar (buttons, slider, Turn box),
stepping by decision and by turn, the keys, the details box of the decision and the charts'
data (mor_qt/analysis/window.py puts the rooms together)."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QSlider, QWidget

from core import without_subject

from ..elided_combo import ElidedComboBox
from ..i18n import clauses, fill, render
from .charts import Series, step_points
from .movelist import grade_of
from .step_bar import StepBar
from .timeline import Row, turn_labels, win_prob_series
from .window_state import AnalysisState, _esc

# least widths of the step bar's slider, position label and Turn box (px)
SLIDER_MIN = 80
POSITION_MIN = 230
TURN_BOX_MIN = 200
TURN_BOX_CHARS = 19  # wide characters (its font's "X") the Turn box has room for at least
TURN_BOX_STRETCH = 3  # its share of the row's room, against the position label's 1, up to its longest name


class AnalysisPosition(AnalysisState):
    """Goes to a position and shows it: the board, the navigation bar, the details, the charts."""

    # ------------------------------------------------------------- stepping
    def go_to(self, pos: int) -> None:
        """Show the position after ``pos`` decisions (clamped to the game)."""
        pos = max(0, min(self.timeline.n_decisions, int(pos)))
        if pos == self.position:
            return
        self.position = pos
        self.ctl.show(self.timeline.games[pos])
        self.table.flush()
        self.slider.blockSignals(True)
        self.slider.setValue(pos)
        self.slider.blockSignals(False)
        self.move_list.show_position(pos)
        turn = self.timeline.turn_at_position(pos)
        self.turn_box.blockSignals(True)
        self.turn_box.setCurrentIndex(turn)
        self.turn_box.blockSignals(False)
        for chart in (self.score_chart, self.faith_chart, self.win_chart):
            chart.set_cursor(pos)
        for button in (self.first_button, self.prev_button, self.prev_turn_button):
            button.setEnabled(pos > 0)
        for button in (self.next_button, self.next_turn_button, self.last_button):
            button.setEnabled(pos < self.timeline.n_decisions)
        self._update_position_label()
        self._update_details()
        self.position_changed.emit(pos)

    def _update_position_label(self) -> None:
        over = self.timeline.games[self.position].is_over
        self.pos_label.setText(self.position_text(self.position) + (self.tr(" · game over") if over else ""))

    def position_text(self, pos: int) -> str:
        """"Decision 6 / 85", numbered as the move list is; the Turn box beside it names the turn."""
        return self.tr("Decision %1 / %2").replace("%1", str(pos)).replace("%2", str(self.timeline.n_decisions))

    def step(self, delta: int) -> None:
        self.go_to(self.position + delta)

    def step_turn(self, delta: int) -> None:
        """To the start of the next turn, or of this turn / the previous one."""
        starts = [t.first for t in self.timeline.turns]
        if delta > 0:
            later = [s for s in starts if s > self.position]
            self.go_to(later[0] if later else self.timeline.n_decisions)
        else:
            earlier = [s for s in starts if s < self.position]
            self.go_to(earlier[-1] if earlier else 0)

    def go_to_turn(self, number: int) -> None:
        """To the start of turn ``number`` (0-based, as in the move list)."""
        turns = self.timeline.turns
        if turns:
            self.go_to(turns[max(0, min(len(turns) - 1, number))].first)

    def _turn_chosen(self, index: int) -> None:
        self.go_to_turn(index)

    # ----------------------------------------------------------- navigation
    def _nav_bar(self) -> QWidget:
        bar = StepBar()
        self.first_button = QPushButton("|◀")
        self.prev_turn_button = QPushButton("◀◀")
        self.prev_button = QPushButton("◀")
        self.next_button = QPushButton("▶")
        self.next_turn_button = QPushButton("▶▶")
        self.last_button = QPushButton("▶|")
        moves = (lambda: self.go_to(0), lambda: self.step_turn(-1), lambda: self.step(-1), lambda: self.step(1),
                 lambda: self.step_turn(1), lambda: self.go_to(self.timeline.n_decisions))
        self.nav_buttons = (self.first_button, self.prev_turn_button, self.prev_button, self.next_button,
                            self.next_turn_button, self.last_button)
        for button, move in zip(self.nav_buttons, moves, strict=True):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(move)
            bar.add_step(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.timeline.n_decisions)
        self.slider.setMinimumWidth(SLIDER_MIN)
        self.slider.valueChanged.connect(self.go_to)
        bar.add_step(self.slider, 1)
        self.pos_label = QLabel()
        self.pos_label.setMinimumWidth(POSITION_MIN)
        bar.add_where(self.pos_label, 1)
        self.turn_label = QLabel()
        bar.add_where(self.turn_label)
        self.turn_box = ElidedComboBox()
        self.turn_box.setMinimumWidth(TURN_BOX_MIN)
        # it asks for the width of a usual turn's name ("32. Round 10 — Caterina"), not the longest
        # one: the step bar keeps one row while that fits (``StepBar.one_row_width``); it grows into
        # the row's room up to its longest name, a longer one is cut with "…" (whole in its tooltip
        # and in the list, which opens wider)
        self.turn_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.turn_box.setMinimumContentsLength(TURN_BOX_CHARS)
        self.turn_box.activated.connect(self._turn_chosen)
        bar.add_where(self.turn_box, TURN_BOX_STRETCH)
        self.step_bar = bar
        return bar

    def _fill_turns(self) -> None:
        """The Turn box's entries (again after a language change: the chosen turn is kept)."""
        chosen = self.turn_box.currentIndex()
        self.turn_box.blockSignals(True)
        self.turn_box.clear()
        labels = turn_labels(self.timeline.turns, self.timeline.names)
        self.turn_box.addItems([f"{k + 1}. {label}" for k, label in enumerate(labels)])  # item k is turn k
        self.turn_box.fit_items()
        self.step_bar.fit_where()
        if chosen >= 0:
            self.turn_box.setCurrentIndex(chosen)
        self.turn_box.blockSignals(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Home:
            self.go_to(0)
        elif key == Qt.Key.Key_End:
            self.go_to(self.timeline.n_decisions)
        elif key == Qt.Key.Key_PageUp:
            self.step_turn(-1)
        elif key == Qt.Key.Key_PageDown:
            self.step_turn(1)
        else:
            super().keyPressEvent(event)

    # -------------------------------------------------------------- details
    def _update_details(self) -> None:
        pos = self.position
        tl = self.timeline
        parts: list[str] = []
        if pos == 0:
            parts.append("<b>" + self.tr("Start of the game") + "</b>")
        else:
            row = self.shown_timeline().rows[pos - 1]
            parts.append(self._decision_html(self.tr("<b>Decision %1</b> — %2: %3"), pos, row))
            if row.events:
                events = clauses([render(e) for e in row.events])
                parts.append("<span style='color:#6d5a40'>" + _esc(events) + "</span>")
            note = self.annotations.get(pos - 1)
            if note:
                parts.append(self._note_html(pos - 1, self._shown_note(pos - 1, note)))
        game = tl.games[pos]
        scores = ", ".join(f"{tl.names[s]} {tl.score[s][pos]}" for s in range(tl.n_seats))
        parts.append(self.tr("Score if the game ended now: %1").replace("%1", _esc(scores)))
        if not game.is_over and game.current_seat is not None:
            parts.append(self.tr("To move: %1").replace("%1", _esc(tl.names[game.current_seat])))
        ahead = self.annotations.get(pos)
        if pos < tl.n_decisions and ahead and grade_of(ahead):  # a flagged decision is about to be made here
            row = self.shown_timeline().rows[pos]
            parts.append(self._decision_html(self.tr("<b>Next, decision %1</b> — %2: %3"), pos + 1, row))
            parts.append(self._note_html(pos, self._shown_note(pos, ahead)))
        self.details.setText("<br>".join(parts))

    def _decision_html(self, template: str, number: int, row: Row) -> str:
        """Decision ``number`` in the details box: ``template`` (translated: its words and
        punctuation, %1 the number, %2 who made it, %3 what it did: the sentence without the
        name %2 already says), its notation after it."""
        text = fill(template, str(number), html.escape(self.timeline.names[row.seat], quote=False),
                    html.escape(render(without_subject(row.text)), quote=False))
        return f"{text} <span style='color:#7a6a50'>[{html.escape(row.notation, quote=False)}]</span>"

    def _note_html(self, i: int, note: dict[str, Any]) -> str:
        """A review note in the details box: ``AnalysisWindow`` writes it, since its %n words (the
        candidates' visits) are looked up in the translation context of the window's own class only."""
        raise NotImplementedError

    # --------------------------------------------------------------- charts
    def _update_charts(self) -> None:
        tl = self.timeline
        n = tl.n_decisions + 1
        rounds: list[tuple[int, int]] = []
        for turn in tl.turns:
            if not rounds or rounds[-1][1] != turn.round:
                rounds.append((turn.first, turn.round))
        self.score_chart.set_data(
            [Series(tl.names[s], s, tl.score_points(s)) for s in range(tl.n_seats)], n, rounds)
        faith = [Series(tl.names[s], s, step_points(tl.faith[s])) for s in range(tl.n_seats)]
        if tl.cross:
            faith.append(Series(self.tr("Lorenzo's black cross"), 3, step_points(tl.cross)))
        self.faith_chart.set_data(faith, n, rounds)
        wins = win_prob_series(self.annotations, tl.n_seats)
        self.win_chart.set_data([Series(tl.names[s], s, wins[s]) for s in range(tl.n_seats)], n, rounds)
