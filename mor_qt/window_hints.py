"""The main window's hints: H asks the bots' search for the best decisions of the human to
move; the hint box beside the log shows them, and the table rings their pieces."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from .i18n import NO_BREAK_SPACE, fill, no_widow, percent
from .window_state import WindowState

NBSP_HTML = "&nbsp;"  # the hint box is rich text: a no-break space written so it stays one there
CHANCE_DASH = f"{NBSP_HTML}—{NBSP_HTML}"  # between a hint and its win chance


def _esc(text: str) -> str:
    """Words put into the hint box's rich text, shown as they are ("<", "&")."""
    return html.escape(text, quote=False)


class WindowHints(WindowState):
    """Starts, shows and clears a hint."""

    # ---------------------------------------------------------------- hint
    def _hint_setup(self) -> None:
        from .hint import HintRunner

        self.hinter = HintRunner(self)
        self.hinter.ready.connect(self._hint_ready)
        self.hinter.failed.connect(self._hint_failed)
        self.hint_list: list[Any] = []
        self._hint_phase = 0  # the thinking dots of a hint under way
        self.hint_box = QLabel()
        self.hint_box.setObjectName("HintBox")
        self.hint_box.setTextFormat(Qt.TextFormat.RichText)  # its words escaped (``_esc``): shown as they are
        self.hint_box.setWordWrap(True)
        self.hint_box.hide()
        self.side_layout.insertWidget(1, self.hint_box)
        self.panel.on_hint = self.hint
        self.panel.refresh()
        self.ctl.state_changed.connect(self.clear_hint)

    def hint(self) -> bool:
        """H: start a hint for the human to move (or cancel the one under way, or close the one shown)."""
        if self.hinter.busy or self.hint_box.isVisible():
            self.clear_hint()
            return False
        game = self.ctl.game
        if game is None or game.is_over or not self.ctl.is_human_turn() or self.table.hidden:
            return False
        seat = game.current_seat
        assert seat is not None
        from .hint import HINTS_KEY

        settings = self.ctl.seats[seat].settings
        settings[HINTS_KEY] = int(settings.get(HINTS_KEY, 0) or 0) + 1
        self.hint_seat = seat
        self.hinter.start(game, seat)
        self._hint_phase = 0
        self._show_hint_thinking()
        self.hint_box.show()
        self._keep_log_end()
        return True

    def _show_hint_thinking(self) -> None:
        """The hint box while its search runs: dots that move (the window's thinking timer), so it shows it is busy."""
        dots = "." * (1 + self._hint_phase % 3)
        title = _esc(self.tr("Hint"))
        thinking = _esc(self.tr("thinking"))
        self.hint_box.setText(f"<b>{title}</b> — {thinking}{dots}<br>"
                              + _esc(self.tr("Looking for the best decisions… (H or Esc: cancel)")))

    def _keep_log_end(self) -> None:
        """The hint box takes room from the log: its newest lines stay in sight."""
        if self.log.count():
            self.log.scrollToBottom()

    def clear_hint(self) -> None:
        """Cancel a hint under way and take the hint off the board and the panel."""
        self.hinter.cancel()
        self.hint_list = []
        shown = self.hint_box.isVisible()
        self.hint_box.hide()
        self.table.show_hints([])
        if shown:
            self._keep_log_end()

    def _hint_ready(self, ticket: int, hints: list[Any]) -> None:
        if ticket != self.hinter.ticket:
            return
        from .hint import board_tags

        self.hinter.cancel()  # the thread is done: forget it
        self.hint_list = hints
        if not hints:
            self.hint_box.setText(_esc(self.tr("No hint: the search found no decision.")))
            self._keep_log_end()
            return
        title = _esc(self.tr("Hint"))  # outside the f-string, where lupdate sees it
        game = self.ctl.game
        # what the percentages are: the model's probability, as the analysis chart says
        what = _esc(self.tr("chance to beat Lorenzo (bot's model)") if game is not None and game.solo
                    else self.tr("win probability (bot's model)"))
        lines = [f"<b>{title}</b> — {what}"]
        for rank, h in enumerate(hints, 1):
            # the figure held to the hint's last two words: "…emplacement" / "3 — 41 %" neither, nor "3 —" / "41 %"
            if h.win_chance is None:
                lines.append(f"{rank}. {_esc(h.text)}")
            else:
                words = no_widow(_esc(h.text)).replace(NO_BREAK_SPACE, NBSP_HTML)
                lines.append(f"{rank}. {words}{CHANCE_DASH}{percent(h.win_chance).replace(NO_BREAK_SPACE, NBSP_HTML)}")
        lines.append("<small>" + _esc(self.tr("H or Esc: close")) + "</small>")
        self.hint_box.setText("<br>".join(lines))
        self.hint_box.show()
        self._keep_log_end()
        seat = getattr(self, "hint_seat", 0)
        self.table.show_hints([(tag, rank) for rank, h in enumerate(hints, 1) for tag in board_tags(h.action, seat)])

    def _hint_failed(self, ticket: int, reason: str) -> None:
        if ticket != self.hinter.ticket:
            return
        self.hinter.cancel()
        self.hint_box.setText(_esc(fill(self.tr("No hint this time: %1"), reason)))
