"""A wrapped sentence in the side panel or the table never ends with one short word alone on its line."""

from __future__ import annotations

from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

from mor_qt.art import table_font
from mor_qt.i18n import NO_BREAK_SPACE, no_widow

HINT = "Take resources from the market, buy one card, or activate production. Leaders before or after."


def test_the_last_two_words_are_joined_and_nothing_else_changes() -> None:
    assert no_widow(HINT) == HINT[: -len(" after.")] + NO_BREAK_SPACE + "after."
    assert no_widow(HINT).replace(NO_BREAK_SPACE, " ") == HINT
    assert no_widow("Pass.") == "Pass."  # one word: nothing to join
    assert no_widow("") == ""
    assert no_widow("Look at <b>the table</b>") == "Look at <b>the table</b>"  # rich text: left as it is
    long_last = "Read the rules about Extraordinarily-long-compounds"
    assert no_widow(long_last) == long_last  # joining a long word could leave a wide gap


def _last_line(text: str, width: float) -> str:
    """The last line Qt's word wrap makes of ``text`` in a box ``width`` wide (the table's 9 pt)."""
    layout = QTextLayout(text, table_font(9))
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    last = ""
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        last = text[line.textStart(): line.textStart() + line.textLength()]
    layout.endLayout()
    return last.strip()


def test_a_width_that_left_after_alone_now_takes_or_with_it(qapp: QApplication) -> None:
    # a box in which the plain hint ends with "after." alone
    width = next(w for w in range(600, 100, -1) if _last_line(HINT, w) == "after.")
    assert _last_line(no_widow(HINT), width) == "or" + NO_BREAK_SPACE + "after."  # Qt keeps them together
