"""The New game dialog shows only what applies: no "First player" row in solo (nobody to choose
from), the error line only while there is an error (pytest-qt, offscreen)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

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
