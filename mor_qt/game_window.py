"""Opening a main window on a game from code that the main window itself
imports (the analysis window's "play on", the network menu's tables):
mor_qt/window.py and mor_qt/network/table.py register how to open one when
they are imported, so that code never imports them back (no import cycle:
tests/test_import_cycles.py)."""

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


# () -> a new, empty network table's window (mor_qt/network/table.py gives it when imported;
# the app's entry point, mor_qt/main.py, imports it): Game › Host/Join network table open one
NewNetworkWindow = Callable[[], QWidget]

_network_window: list[NewNetworkWindow] = []


def register_network_window(factory: NewNetworkWindow) -> None:
    """How to make a network table's window (mor_qt/network/table.py gives it)."""
    _network_window[:] = [factory]


def new_network_window() -> QWidget:
    """A new network table's window, not yet shown."""
    if not _network_window:
        raise RuntimeError("no network table window: import mor_qt.network.table first (it registers itself)")
    return _network_window[0]()
