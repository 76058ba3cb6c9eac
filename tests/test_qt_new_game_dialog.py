"""The New game dialog shows only what applies: no "First player" row in solo (nobody to choose
from), the error line only while there is an error; its form lines up (pytest-qt, offscreen)."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core import MAX_PLAYERS
from mor_qt.dialogs import NewGameDialog

SOLO = 1
DUO = 2


def test_first_player_is_hidden_in_solo_and_back_with_two_seats(qtbot: QtBot) -> None:
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.count.setValue(SOLO)
    assert not dlg.first.isVisible() and not dlg.first_label.isVisible()
    assert dlg.config().first_seat is None
    dlg.count.setValue(DUO)
    assert dlg.first.isVisible() and dlg.first_label.isVisible() and dlg.first.isEnabled()
    dlg.first.setCurrentIndex(dlg.first.findData(1))
    assert dlg.config().first_seat == 1


def test_the_error_line_takes_room_only_while_there_is_an_error(qtbot: QtBot) -> None:
    """Empty, it kept a blank row above Start / Cancel."""
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.count.setValue(DUO)
    assert not dlg.error.isVisible()
    dlg.rows[1][0].setText(dlg.rows[0][0].text())
    dlg._accept()
    assert dlg.error.isVisible() and dlg.error.text() == dlg.validate() != ""
    dlg.rows[1][0].setText(dlg.rows[0][0].text() + " bis")
    dlg._accept()
    assert not dlg.error.isVisible() and dlg.result() == NewGameDialog.DialogCode.Accepted


def test_one_form_every_field_from_one_left_edge_every_label_with_its_colon(qtbot: QtBot, language: str) -> None:
    """Players, the seats' names, First player and Seed started at four x positions, and "Seat 1" had no
    colon.  The edge stays put when "First player" goes away in solo."""
    before_colon = {"en": "", "fr": " "}[language]
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    left: set[int] = set()
    for count in (MAX_PLAYERS, SOLO):
        dlg.count.setValue(count)
        QApplication.processEvents()  # the layout done again
        fields = [dlg.count, dlg.first, dlg.seed] + [name for name, _kind, _label in dlg.rows]
        shown = [w for w in fields if w.isVisible()]
        assert len(shown) == (count + 2 if count == SOLO else count + 3)
        left |= {w.mapTo(dlg, QPoint(0, 0)).x() for w in shown}
    assert len(left) == 1, left
    labels = [dlg.count_label.text(), dlg.first_label.text(), dlg.use_seed.text()]
    labels += [label.text() for _name, _kind, label in dlg.rows]
    assert all(re.fullmatch(rf"\S.*\S{before_colon}:", text) for text in labels), labels
