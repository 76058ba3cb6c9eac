"""The main windows' Game menu, which the analysis, the library and the network tables add their
entries to (each module's ``install_menu``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

GAME_MENU_NAME = "GameMenu"  # the object name the windows give their Game menu


def game_menu(window: Any, fallback_title: str) -> QMenu:
    """The window's Game menu; a new menu titled ``fallback_title`` when it has none."""
    menu: QMenu | None = None
    for action in window.menuBar().actions():
        if action.menu() is not None and action.menu().objectName() == GAME_MENU_NAME:
            menu = action.menu()
    if menu is None:
        menu = window.menuBar().addMenu(fallback_title)
    return menu


def add_before_separator(menu: QMenu, actions: Sequence[QAction]) -> None:
    """Put the actions, in order, before the menu's first separator (at its end when it has none)."""
    before = next((a for a in menu.actions() if a.isSeparator()), None)
    for act in actions:
        if before is not None:
            menu.insertAction(before, act)
        else:
            menu.addAction(act)
