"""The set-up panel counts the initial resources the player still has to
choose (R2.3): it read a field the player does not have and said "0" for
every count."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from core import ActionKind, Game, Resource, Seat
from mor_qt.window import MainWindow

FOUR = ["Ada", "Bo", "Cy", "Di"]


def _texts(win: MainWindow) -> list[str]:
    """The panel's words on show (the labels a rebuild dropped are deleted first)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    return [lab.text() for lab in win.panel.findChildren(QLabel) if lab.isVisible()]


def test_the_setup_panel_counts_the_initial_resources_still_to_choose(win: MainWindow, qtbot: QtBot) -> None:
    """R2.3: in a 4-player game a seat chooses two initial resources, one after the other."""
    game = Game.new(FOUR, 3)
    while not (any(a.kind == ActionKind.TAKE for a in game.legal_actions())
               and game.player(game.current_seat or 0).resources_to_take == 2):
        game.apply(game.legal_actions()[0])
    seat = game.current_seat
    assert seat is not None
    win.ctl.autosave_enabled = False
    win.set_loaded(game, [Seat(name) for name in game.names], None)
    if win.privacy.isVisible():  # hot-seat: the player says they are at the screen
        qtbot.mouseClick(win.privacy.button, Qt.MouseButton.LeftButton)
    assert any(t.startswith("Choose 2 more resource") for t in _texts(win))  # plurals: test_i18n_english_plurals
    win.ctl.apply(next(a for a in game.legal_actions() if a.kind == ActionKind.TAKE and a.resource == Resource.COIN))
    shown = win.ctl.game
    assert shown is not None and shown.current_seat == seat and shown.player(seat).resources_to_take == 1
    assert any(t.startswith("Choose 1 more resource") for t in _texts(win))
