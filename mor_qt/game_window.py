"""Opening a main window on a game from code that the main window itself
imports (the analysis window's "play on"): mor_qt/window.py registers how to
open one when it is imported, so that code never imports it back (no import
cycle: tests/test_import_cycles.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from core import Game, Seat

# (game, seats) -> a new main window playing ``game``, placed and filled
OpenGameWindow = Callable[[Game, list[Seat]], QWidget]

_opener: list[OpenGameWindow] = []


def register_game_window(opener: OpenGameWindow) -> None:
    """How to open a main window on a game (mor_qt/window.py gives it)."""
    _opener[:] = [opener]


def open_game_window(game: Game, seats: list[Seat]) -> QWidget:
    """A new main window playing ``game`` with ``seats``."""
    if not _opener:
        raise RuntimeError("no main window to open: import mor_qt.window first (it registers itself)")
    return _opener[0](game, seats)
