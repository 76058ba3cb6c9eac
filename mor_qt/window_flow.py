"""The main window following the game: the log (each decision's lines, undo and redo),
the hot-seat hand-over, the score sheet at the end, the news banner, passing notes and
warnings, and how long the table animates."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from core import Game, TurnMode, describe_event

from .i18n import render
from .log_replay import LogResult
from .window_hints import WindowHints
from .window_state import _NEWS_KINDS, HOT_SEAT, LOG_NOTATION_FLAG, STATUS_MS, _log_text

# the news banner over the table (``announce``): kept this far inside the table's sides, and
# never narrower than this when it wraps; Qt's largest widget size lifts a former width
TOAST_MARGIN, TOAST_MIN_W = 16, 200


class BannerPlace(Enum):
    """Where ``announce`` shows its banner over the table."""

    TOP = "top"
    BOTTOM = "bottom"
QWIDGETSIZE_MAX = (1 << 24) - 1


class WindowFlow(WindowHints):
    """Follows the controller's signals into the log, the table and the panel."""

    def animation_ms(self) -> int:
        """How long the table animates a decision: the speed setting, never longer than a bot's pace."""
        from .animation import duration_ms

        ms = duration_ms(self.settings.animation)
        bot_moved = self.ctl.game is not None and not self.ctl.is_human_turn()
        return min(ms, self.ctl.pace_ms) if bot_moved and self.ctl.pace_ms < ms else ms

    def set_animation(self, speed: str) -> None:
        """Off / fast / normal (remembered)."""
        self.settings.animation = speed
        for name, act in self.animation_actions.items():
            act.setChecked(name == speed)

    def _pace_changed(self, _index: int) -> None:
        self.ctl.pace_ms = self.pace.currentData()
        self.settings.pace_ms = self.ctl.pace_ms

    def undo(self) -> None:
        self.ui.reset()
        self.ctl.undo()

    def redo(self) -> None:
        self.ui.reset()
        self.ctl.redo()

    def _taken_back(self, action: Any) -> None:
        """The log forgets the decision taken back, as the game's history does."""
        if self._log_marks:
            keep = self._log_marks.pop()
            self.log.take_last(keep)
            del self.log_entries[keep:]
        self.table.last_move = ""
        self.table.last_action = None
        from .decision_names import short_name

        self._status_line = lambda: self.tr("Taken back: %1").replace("%1", short_name(action))
        self.show_status(self._status_line())

    def show_status(self, text: str, ms: int = STATUS_MS) -> None:
        """A note for ``ms`` at the menu bar's right end: nothing moves (a status bar
        would take its height from the table)."""
        room = self.status_line.contentsRect().width() or self.status_line.minimumWidth()
        shown = self.status_line.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room)
        self.status_line.setText(shown)  # cut with "…" to its room, whole in its tooltip
        self.status_line.setToolTip(text if shown != text else "")
        self._status_timer.start(ms)

    def clear_status(self) -> None:
        self.status_line.clear()
        self.status_line.setToolTip("")

    def cancel_choice(self) -> None:
        """Esc: drop a half-made purchase, production plan or leader selection (and a hint)."""
        if self.hinter.busy or self.hint_box.isVisible():
            self.clear_hint()
            return
        game = self.ctl.game
        if game is not None and game.turn_mode == TurnMode.PRODUCING:
            return  # a production under way can only be finished
        self.ui.reset()

    def _reset_view(self) -> None:
        self.sheet.hide()
        self.privacy.hide()
        self.log.clear()
        self._log_marks = []
        self.log_entries.clear()
        self.table.last_move = ""
        self.table.last_action = None
        self.ui.keep_sel = []
        self.ui.buy_card = None
        self.ui.plan = None
        self.table.hidden = False
        self.panel.hidden_turn = False
        self.viewer = None

    def _replay_log(
        self, game: Game, game_at: Callable[[int], Game] | None = None, log: LogResult | None = None
    ) -> None:
        """The log of a game opened or resumed: ``MainWindow`` writes it, since its %n sentence is
        looked up in the translation context of the window's own class only."""
        raise NotImplementedError

    # ---------------------------------------------------------- listeners
    def _state_changed(self) -> None:
        game = self.ctl.game
        humans = self.ctl.human_seats()
        if game is not None and len(humans) == 1:
            self.viewer = humans[0]
        elif game is not None and len(humans) >= HOT_SEAT and not game.is_over and game.current_seat not in humans:
            self.viewer = None  # hot-seat: no human's hand stays open while a bot plays
        self.table.viewer = self.viewer
        # bots alone at this computer's table: nobody's hand to keep secret, the watcher sees every one
        self.table.reveal_all = game is not None and not humans and not self.is_network_table
        title = self.tr("Masters of Renaissance")
        if self.path is not None:
            title += f" — {self.path.name}"
        self.setWindowTitle(title)

    def _human_to_move(self, seat: int) -> None:
        humans = self.ctl.human_seats()
        game = self.ctl.game
        assert game is not None
        if len(humans) >= HOT_SEAT and seat != self.viewer:
            self.viewer = None
            self.table.viewer = None
            self.table.hidden = True
            self.panel.hidden_turn = True
            self.ui.keep_sel = []
            self.ui.plan = None
            self.ui.buy_card = None
            self.privacy.ask(seat, game.names[seat])
            self.table.request_rebuild()
            self.panel.refresh()

    def _revealed(self, seat: int) -> None:
        self.viewer = seat
        self.table.viewer = seat
        self.table.hidden = False
        self.panel.hidden_turn = False
        self.table.request_rebuild()
        self.panel.refresh()

    def _game_over(self, winners: list[int]) -> None:
        game = self.ctl.game
        if game is not None:
            self.privacy.hide()
            self.table.hidden = False
            from .hint import HINTS_KEY

            self.sheet.show_game(game, [int(seat.settings.get(HINTS_KEY, 0) or 0) for seat in self.ctl.seats])

    def show_score_sheet(self) -> None:
        """The side panel's "Show the score sheet": back after "Look at the table", with Rematch and New game."""
        game = self.ctl.game
        if game is not None and game.is_over:
            self.sheet.show_game(game)  # the hints counted at the end are kept

    def _sheet_shown(self, up: bool) -> None:
        self.panel.sheet_shown = up
        self.panel.refresh()

    def _log_events(self, events: list, lines: list[tuple[str, str]]) -> None:
        game = self.ctl.game
        if game is not None and game.can_undo():
            self._log_marks.append(self.log.count())
        else:
            self._log_marks = []
        if lines:
            self.table.last_move = lines[0][0]
            self.table.last_action = self.ctl.game.last_decision if self.ctl.game is not None else None
            self.table.move_serial += 1
            self.table.show_events(events, self.animation_ms())
        news = [e for e in events if e.kind in _NEWS_KINDS]
        if news and self.ctl.game is not None:
            self.announce("\n".join(render(describe_event(self.ctl.game, e) or "") for e in news))
        self._add_log_lines(lines)

    def _log_line(self, text: str, notation: str) -> None:
        self._add_log_lines([(text, notation)])

    def _add_log_lines(self, lines: list[tuple[str, str]]) -> None:
        """Add lines to the log, then scroll once: the view lays out and scrolls
        once per batch, not once per line (a long game opens at once)."""
        self.log_entries.extend(lines)  # engine sentences are rendered again on a language change
        show = self.settings.flag(LOG_NOTATION_FLAG)
        self.log.add_lines([(_log_text(text, notation, show), not notation) for text, notation in lines])
        self.log.scrollToBottom()

    def _animate_thinking(self) -> None:
        if self.hinter.busy:
            self._hint_phase += 1
            self._show_hint_thinking()
        seat = self.ctl.thinking_seat
        if seat is None:
            return
        self.table.thinking_phase += 1
        for item in self.table.find("thinking", seat):
            item.update()

    def announce(self, text: str, place: BannerPlace = BannerPlace.TOP) -> None:
        """A banner over the table for news everyone should see (reports, tokens): on one line
        when it fits over the table, else wrapped to the table's width (a Vatican report naming
        every player is long in French, and a network table's dock narrows the table); at its
        top, or at its bottom (a chat line, which would cover the top board's name)."""
        area = self.view.geometry()
        widest = max(TOAST_MIN_W, area.width() - 2 * TOAST_MARGIN)
        self.toast.setWordWrap(False)
        self.toast.setMinimumWidth(0)
        self.toast.setMaximumWidth(QWIDGETSIZE_MAX)
        self.toast.setText(text)
        self.toast.adjustSize()
        if self.toast.width() > widest:
            self.toast.setWordWrap(True)
            self.toast.setFixedWidth(widest)
            self.toast.adjustSize()
        top = area.y() + TOAST_MARGIN if place == BannerPlace.TOP \
            else area.y() + area.height() - self.toast.height() - TOAST_MARGIN
        self.toast.move(area.x() + (area.width() - self.toast.width()) // 2, top)
        self.toast.raise_()
        self.toast.show()
        self._toast_timer.start(max(2500, 3 * self.ctl.pace_ms))

    def message(self, title: str, text: str) -> None:
        """A warning; rule numbers in it, like (R6.4), are links to the rule."""
        from .help import linkify

        box = QMessageBox(QMessageBox.Icon.Warning, title, "", QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(linkify(text).replace("\n", "<br>"))
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_message = box
        box.open()
