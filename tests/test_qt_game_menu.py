"""The shared Game-menu helpers: the analysis, library and network entries find the Game menu
(or make their own) and go before its first separator."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from mor_qt.game_menu import GAME_MENU_NAME, add_before_separator, game_menu


def test_game_menu_is_found_by_name_and_entries_go_before_the_separator(qtbot: QtBot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    game = window.menuBar().addMenu("&Game")
    game.setObjectName(GAME_MENU_NAME)
    first = game.addAction("New")
    game.addSeparator()
    last = game.addAction("Quit")
    assert game_menu(window, "&Other") is game
    added = [QAction("A", window), QAction("B", window)]
    add_before_separator(game, added)
    texts = [a.text() if not a.isSeparator() else "|" for a in game.actions()]
    assert texts == ["New", "A", "B", "|", "Quit"]
    assert game.actions()[0] is first and game.actions()[-1] is last


def test_without_a_game_menu_a_new_menu_is_made_and_entries_are_appended(qtbot: QtBot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = game_menu(window, "&Analysis")
    assert menu.title() == "&Analysis"
    assert [a.menu() for a in window.menuBar().actions()] == [menu]
    add_before_separator(menu, [QAction("A", window)])
    assert [a.text() for a in menu.actions()] == ["A"]
