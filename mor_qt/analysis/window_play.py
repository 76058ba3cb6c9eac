"""Play on from the position shown in the analysis window: who sits where (``PlayOnDialog``),
the game handed to the main window, a controller or a new main window (``play_on``), and the
main windows it opened, held until they close (mor_qt/analysis/window.py puts the rooms together)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from core import Game, Seat

from ..bots import BOT_LEVELS, bot_seat_label
from ..dialogs import plain_label, show_level_descriptions
from ..game_window import open_game_window
from ..placement import bring_to_front
from .window_review import AnalysisReview


class PlayOnDialog(QDialog):
    """Who sits where in the game continued from a position: human or a bot."""

    def __init__(self, seats: list[Seat], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play on from here"))
        self.seats = seats
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Continue this position with these players:")))
        self.combos: list[QComboBox] = []
        for seat in seats:
            box = QComboBox()
            box.addItem(self.tr("Human"), "human")
            for name, _label in BOT_LEVELS:
                box.addItem(bot_seat_label(name), name)
            box.setCurrentIndex(max(0, box.findData(seat.bot if seat.is_bot else "human")))
            show_level_descriptions(box)
            # the name as typed: a text label would read "<b>Bob&Co</b>" as markup and its "&" as a key
            form.addRow(plain_label(seat.name), box)
            self.combos.append(box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def chosen(self) -> list[Seat]:
        out = []
        for seat, box in zip(self.seats, self.combos, strict=True):
            kind = box.currentData()
            if kind == "human":
                out.append(Seat(seat.name, "human", seat.bot, dict(seat.settings)))
            else:
                out.append(Seat(seat.name, "bot", kind, dict(seat.settings)))
        return out


# Main windows "play on" opened (there was none): held here while they are open, and
# deleted by Qt after they close (WA_DeleteOnClose), at a safe point of the event
# loop.  Before, the analysis window's ``spawned`` list was their only owner: when the
# analysis window was garbage-collected, a live, unclosed main window was destroyed
# from inside Python's deallocation while Qt still used it (a rare segfault in the tests).
play_windows: list[QWidget] = []


def keep_until_closed(win: QWidget) -> None:
    """Hold ``win`` until it is closed; Qt then deletes it (never a Python refcount)."""
    win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    play_windows.append(win)
    ident = id(win)

    def forget(*_args: Any) -> None:
        # deferred: never drop the last reference while Qt is still destroying it
        QTimer.singleShot(0, lambda: _drop(ident))

    win.destroyed.connect(forget)


def _drop(ident: int) -> None:
    play_windows[:] = [w for w in play_windows if id(w) != ident]


def play_on(target: Any, game: Game, seats: list[Seat]) -> Any:
    """Continue ``game`` with ``seats`` in the app.

    ``target`` is the main window (``set_loaded(game, seats, None)``: log,
    score sheet and saves as for a loaded game), a ``GameController``
    (``set_game``), or None for a new main window.  Returns what plays it."""
    game = game.clone()
    if hasattr(target, "set_loaded"):
        target.set_loaded(game, seats, None)
        bring_to_front(target)
        return target
    if hasattr(target, "set_game"):
        target.set_game(game, seats)
        return target
    win = open_game_window(game, seats)
    keep_until_closed(win)
    bring_to_front(win)
    return win


class AnalysisPlayOn(AnalysisReview):
    """Continues the game from the position shown."""

    # -------------------------------------------------------------- play on
    def play_on_from_here(self, seats: list[Seat] | None = None, confirm: bool = False) -> Any:
        """Continue the game from the position shown with ``seats`` (asked for when None).

        Emits ``play_on_requested(game, seats)``, then hands the game to
        ``play_target`` (a main window or controller, see ``play_on``), or
        opens a new main window unless ``open_window_on_play`` is False (set it
        when you handle the signal yourself).  Returns what plays it (or None)."""
        game = self.current_game
        if game.is_over:
            self.message(self.tr("Play on"), self.tr("The game is over at this position: choose an earlier decision."))
            return None
        if seats is None:
            dlg = PlayOnDialog(self.seats, self)
            if not dlg.exec():
                return None
            seats = dlg.chosen()
        target = self.play_target
        if confirm and target is not None and hasattr(target, "confirm_replace") and not target.confirm_replace():
            return None  # the unfinished game on the table stays (Cancel)
        branch = game.clone()
        self.play_on_requested.emit(branch, seats)
        if self.play_target is not None:
            return play_on(self.play_target, branch, seats)
        if not self.open_window_on_play:
            return None
        win = play_on(None, branch, seats)
        self.spawned.append(win)  # a top-level window lives as long as someone holds it
        return win
