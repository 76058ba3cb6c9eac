"""The game log beside the table: a read-only text of one line per entry.

It was a ``QListWidget`` with word wrap: every added line made the list lay
out *all* its rows again (each row's height needs its text wrapped), so a
bot's move cost the window ~8 ms of GUI-thread time at 100 lines, ~28 ms at
1,000 and ~43 ms at 2,000 — a long game's window stuttered at every move.
A text edit lays out only the lines it adds.  It is a ``QTextEdit``, not
the lighter ``QPlainTextEdit``, because the plain one's layout ignores a
block's margins: a line that wraps goes on under its first word (a hanging
indent), and an event's under its indented words, which the plain one drew
from the left edge.  Adding a line costs both about the same (~2 ms at
2,000 lines, offscreen).  ``GameLog`` keeps the few list-like calls the
window and the tests use: ``count()``, ``item(i).text()``, ``add_lines``,
``take_last``, ``clear()`` and ``scrollToBottom()``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QResizeEvent, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextEdit, QWidget

# the colour of a line that is not a decision (what happened because of one)
EVENT_COLOUR = QColor(Qt.GlobalColor.darkGray)
# space between two lines of the log, in pixels
LINE_GAP = 3
# how much further in than its first line a wrapped line's next lines start, in widths of "0"
HANG_DIGITS = 2


class LogLine:
    """One line of the log, read through ``GameLog.item``."""

    def __init__(self, log: GameLog, number: int) -> None:
        self._log = log
        self._number = number

    def text(self) -> str:
        return self._log.document().findBlockByNumber(self._number).text()

    def setText(self, text: str) -> None:  # the name QListWidgetItem gives it
        self._log.set_line(self._number, text)


class GameLog(QTextEdit):
    """Read-only, wrapped to its width, one block per line, each with a hanging indent."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setReadOnly(True)
        self.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        self.setAcceptRichText(False)
        self.setUndoRedoEnabled(False)
        # selected with the mouse and copied (Ctrl+C), but not by keyboard: that drew a text cursor, as in an
        # input field, whenever the log had the keyboard; the arrow keys scroll it instead
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._lines = 0  # an empty document still has one (empty) block
        self._scroll_queued = False

    def count(self) -> int:
        return self._lines

    def item(self, number: int) -> LogLine | None:
        return LogLine(self, number) if 0 <= number < self._lines else None

    def hang(self, text: str) -> float:
        """How far in a wrapped line of ``text`` goes on: under its first word (an event's
        words are indented by spaces), and a little further."""
        self.ensurePolished()  # the style sheet's font, before the log is first shown
        metrics = self.fontMetrics()
        spaces = len(text) - len(text.lstrip(" "))
        return float(metrics.horizontalAdvance(" " * spaces) + HANG_DIGITS * metrics.horizontalAdvance("0"))

    def _formats(self, text: str, event: bool) -> tuple[QTextBlockFormat, QTextCharFormat]:
        block = QTextBlockFormat()
        block.setBottomMargin(LINE_GAP)
        hang = self.hang(text)
        block.setLeftMargin(hang)  # every line this far in, but the first, which goes back
        block.setTextIndent(-hang)
        char = QTextCharFormat()
        if event:
            char.setForeground(EVENT_COLOUR)
        return block, char

    def skipped_note(self, skipped: int) -> str:
        """The first line of a log that leaves out ``skipped`` earlier decisions.  Here, not in
        the window: PySide6 finds a base class's strings for a subclass's ``self.tr`` (the network
        table's window is a ``MainWindow``) but not its plural ones."""
        return self.tr("(%n earlier decisions are not shown here: Game › Open for analysis lists them all)", "",
                       skipped)

    def add_lines(self, lines: list[tuple[str, bool]]) -> None:
        """Add ``(text, is_event)`` lines at the end, in one edit."""
        if not lines:
            return
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for text, event in lines:
            block, char = self._formats(text, event)
            if self._lines == 0:
                cursor.setBlockFormat(block)
                cursor.setBlockCharFormat(char)
            else:
                cursor.insertBlock(block, char)
            cursor.insertText(text, char)
            self._lines += 1
        cursor.endEditBlock()

    def set_line(self, number: int, text: str) -> None:
        block = self.document().findBlockByNumber(number)
        if not block.isValid() or number >= self._lines:
            return
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        cursor.insertText(text, block.charFormat())

    def take_last(self, keep: int) -> None:
        """Remove the lines after the first ``keep``."""
        keep = max(0, keep)
        if keep >= self._lines:
            return
        if keep == 0:
            self.clear()
            return
        cursor = QTextCursor(self.document().findBlockByNumber(keep - 1))
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        self._lines = keep

    def clear(self) -> None:
        super().clear()
        self._lines = 0

    def _last_line_shown(self) -> bool:
        bottom = self.viewport().rect().bottomLeft()
        return self.cursorForPosition(bottom).blockNumber() >= self.document().blockCount() - 1

    def resizeEvent(self, event: QResizeEvent) -> None:  # the log keeps showing its end when it did
        follow = self._lines > 0 and self._last_line_shown()
        super().resizeEvent(event)
        if follow:
            self.scrollToBottom()

    def scrollToBottom(self) -> None:  # the name QListWidget gives it
        """Show the last line (a wrapped line's height is only known once it
        is laid out, so the scroll bar's maximum alone falls short)."""
        self._to_end()
        if not self._scroll_queued:  # once more after the layout the event loop does next
            self._scroll_queued = True
            QTimer.singleShot(0, self, self._queued_scroll)

    def _queued_scroll(self) -> None:
        self._scroll_queued = False
        self._to_end()

    def _to_end(self) -> None:
        cursor = self.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        self.setTextCursor(cursor)
        self.ensureCursorVisible()
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
