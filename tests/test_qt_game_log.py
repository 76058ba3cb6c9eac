"""The game log beside the table: a read-only
text that adds its lines without laying the earlier ones out again, with the
few list-like calls the window uses."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence, QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from mor_qt.log_view import EVENT_COLOUR, GameLog, LogLine


def _line(log: GameLog, number: int) -> LogLine:
    line = log.item(number)
    assert line is not None, f"no line {number} in a log of {log.count()}"
    return line


def _texts(log: GameLog) -> list[str]:
    return [_line(log, i).text() for i in range(log.count())]


def test_lines_are_added_read_changed_and_taken_back(qtbot: QtBot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    assert log.count() == 0 and log.item(0) is None
    log.add_lines([("Ada takes row 2   [m r2]", False), ("   Ada gets 2 coins", True)])
    log.add_lines([("Ada ends the turn   [end]", False)])
    assert _texts(log) == ["Ada takes row 2   [m r2]", "   Ada gets 2 coins", "Ada ends the turn   [end]"]
    _line(log, 1).setText("   Ada reçoit 2 pièces")
    assert _texts(log)[1] == "   Ada reçoit 2 pièces" and log.count() == 3
    log.take_last(1)  # undo: back to the first line
    assert _texts(log) == ["Ada takes row 2   [m r2]"]
    log.take_last(5)  # nothing past the end
    assert log.count() == 1
    log.take_last(0)
    assert log.count() == 0 and log.toPlainText() == ""
    log.add_lines([("again", False)])
    assert _texts(log) == ["again"]
    log.clear()
    assert log.count() == 0 and log.item(0) is None


def test_event_lines_are_grey_and_stay_grey_when_their_words_change(qtbot: QtBot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.add_lines([("Rob buys a card   [buy 6 s1]", False), ("   Rob pays 2 coins", True)])
    doc = log.document()
    assert doc.findBlockByNumber(1).charFormat().foreground().color() == EVENT_COLOUR
    assert doc.findBlockByNumber(0).charFormat().foreground().color() != EVENT_COLOUR
    _line(log, 1).setText("   Rob paie 2 pièces")
    block = doc.findBlockByNumber(1)
    assert block.text() == "   Rob paie 2 pièces"
    assert all(fr.format.foreground().color() == EVENT_COLOUR for fr in block.textFormats())


def test_the_log_shows_its_last_line_after_a_move_and_a_resize(qtbot: QtBot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(300, 200)
    log.show()
    for i in range(60):
        log.add_lines([(f"Player {i % 4} takes a long row of the market, which wraps in a narrow log   [m r{i % 3}]",
                        i % 2 == 1)])
        log.scrollToBottom()
    qtbot.waitUntil(log._last_line_shown)
    log.resize(300, 120)
    qtbot.waitUntil(log._last_line_shown)
    assert log.verticalScrollBar().value() > 0


def _line_starts(log: GameLog, number: int) -> list[float]:
    """Where each line a block wrapped into starts, from the left of the text."""
    layout = log.document().findBlockByNumber(number).layout()
    return [layout.lineAt(i).x() for i in range(layout.lineCount())]


def test_a_wrapped_line_goes_on_under_its_first_word_and_an_event_under_its_indent(qtbot: QtBot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(220, 400)
    log.show()
    long = "Isabella uses the basic production: coin and stone into a servant, then ends the turn"
    log.add_lines([(long, False), ("   " + long, True), ("Short", False)])
    qtbot.waitUntil(lambda: len(_line_starts(log, 1)) > 1)
    decision, event, short = _line_starts(log, 0), _line_starts(log, 1), _line_starts(log, 2)
    assert len(decision) > 1 and len(short) == 1
    assert decision[0] == event[0] == short[0]  # every first line from the same left edge
    assert all(x == decision[0] + log.hang(long) for x in decision[1:])  # the next lines further in
    indent = log.fontMetrics().horizontalAdvance("   ")
    assert all(x == event[0] + log.hang("   " + long) for x in event[1:])
    assert log.hang("   " + long) == log.hang(long) + indent  # an event's go on under its indented words
    assert log.hang(long) > 0


def test_the_focused_log_shows_no_caret_but_its_words_can_be_selected_and_copied(qtbot: QtBot) -> None:
    """With the keyboard in it (game over, the hand-over screen: no panel button to take it), the log
    showed a text cursor after its last line, as an input field does.  It is read-only: no caret, while a
    word double-clicked is still selected and Ctrl+C still copies it."""
    window = QWidget()
    qtbot.addWidget(window)
    lay = QVBoxLayout(window)
    elsewhere = QLineEdit()  # where the keyboard is before it goes to the log
    log = GameLog()
    lay.addWidget(elsewhere)
    lay.addWidget(log)
    log.add_lines([("Ada takes row 2   [m r2]", False), ("   Ada gets 2 coins", True)])
    window.resize(300, 200)
    window.show()
    qtbot.waitExposed(window)
    elsewhere.setFocus()
    qtbot.waitUntil(elsewhere.hasFocus)
    before = log.grab().toImage()
    log.setFocus()
    qtbot.waitUntil(log.hasFocus)
    assert log.grab().toImage() == before  # no caret drawn (it shows at once when the focus comes in)
    first = log.cursorRect(QTextCursor(log.document()))  # where the first line starts
    QTest.mouseDClick(log.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      QPoint(first.left() + log.fontMetrics().horizontalAdvance("Ad"), first.center().y()))
    assert log.textCursor().selectedText() == "Ada"
    QApplication.clipboard().clear()
    QTest.keySequence(log, QKeySequence(QKeySequence.StandardKey.Copy))
    assert QApplication.clipboard().text() == "Ada"
