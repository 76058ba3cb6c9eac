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
