"""Every game played in the app is kept in the library (docs/library.md).

The keeper watches the main window's controller: a game that ends after a
decision was played in the app is saved as a new ``.mor`` in ``games/`` of the
data folder and indexed; so is an unfinished one when a new game (or an opened
one) replaces it, and the autosaved one the player declines to resume at
start.  A game only opened, and not played on, is not copied.

Each human seat's ``played_seconds`` setting (kept in the save) adds the time
the game was on the table in the app, for the library's Duration column.
Tools and screenshots that turn the autosave off (``ctl.autosave_enabled``)
turn the keeper off too.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from core import Game, SaveFileError, Seat

from .index import Library, LibraryError
from .records import PLAYED_SECONDS_KEY, GameRecord

log = logging.getLogger(__name__)


class Keeper(QObject):
    """Keeps the games of ``window.ctl`` (a ``GameController``) in the library."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.ctl: Any = window.ctl  # type: ignore[attr-defined]
        self._game: Game | None = None
        self._seats: list[Seat] = []
        self._mark: object = None  # the game's history when it came to the table
        self._since = time.monotonic()
        self._kept = False
        self._told = False
        self.last_kept: GameRecord | None = None  # for tests and the status bar
        self.ctl.state_changed.connect(self._state_changed)
        self.ctl.game_over.connect(self._game_over)

    @property
    def enabled(self) -> bool:
        return bool(self.ctl.autosave_enabled)

    def _state_changed(self) -> None:
        game = self.ctl.game
        if game is self._game:
            return
        self._keep_if_played()  # the game on the table is replaced
        self._game, self._seats = game, self.ctl.seats
        self._mark = game.history_mark if game is not None else None
        self._since = time.monotonic()
        self._kept = False

    def _game_over(self, _winners: object) -> None:
        if self.ctl.game is self._game:
            self._keep_if_played()

    def _keep_if_played(self) -> None:
        game = self._game
        if game is None or self._kept or not self.enabled or game.history_mark is self._mark:
            return
        self._kept = True
        self.keep(game, self._seats)

    def seats_to_save(self, seats: list[Seat]) -> list[Seat]:
        """Copies of ``seats``, each human's played time increased by the time the game was on the table."""
        spent = time.monotonic() - self._since
        out = []
        for seat in seats:
            settings = dict(seat.settings)
            if not seat.is_bot:
                before = settings.get(PLAYED_SECONDS_KEY)
                before = before if isinstance(before, int | float) and not isinstance(before, bool) else 0
                settings[PLAYED_SECONDS_KEY] = round(max(0.0, float(before)) + spent, 1)
            out.append(replace(seat, settings=settings))
        return out

    def keep_declined(self, game: Game, seats: list[Seat]) -> GameRecord | None:
        """The autosaved game the player declined to resume: kept as it was saved
        (its time on the table is already in its seats)."""
        return self.keep(game, seats, add_time=False) if self.enabled else None

    def keep(self, game: Game, seats: list[Seat], add_time: bool = True) -> GameRecord | None:
        """Save ``game`` into the library and index it; a failure is logged and told once."""
        try:
            with Library() as library:
                self.last_kept = library.keep(game, self.seats_to_save(seats) if add_time else seats)
        except (SaveFileError, LibraryError, sqlite3.Error, OSError) as exc:
            log.warning("the game could not be kept in the library: %s", exc)
            self._tell(str(exc))
            return None
        log.info("game kept in the library: %s", self.last_kept.path)
        return self.last_kept

    def _tell(self, reason: str) -> None:
        if self._told:
            return
        self._told = True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Games library"),
                          self.tr("The game could not be kept in the games library: %1").replace("%1", reason),
                          QMessageBox.StandardButton.Ok, self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.message = box
        box.open()
