"""What the rooms of the analysis window share (mor_qt/analysis/window.py puts them together):
``AnalysisState``, the signals, the saved game and the widgets ``AnalysisWindow.__init__`` and
the layout make, named here so every room may use them; the views of the game that may be
shown (the public view of an unfinished hot-seat game), the chosen player, the position shown,
and the warning box."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSlider,
    QSplitter,
    QWidget,
)

from core import Game, SavedGame, Seat

from ..language_follow import FollowsLanguage
from .privacy import masked_timeline, public_annotations
from .timeline import Timeline

if TYPE_CHECKING:
    from ..board import BoardView, Table
    from ..elided_combo import ElidedComboBox
    from ..interaction import Interaction
    from .charts import LineChart
    from .movelist import MoveList
    from .review_worker import ReviewWorker
    from .step_bar import StepBar
    from .window_layout import ReadOnlyController
    from .window_review import AnalysisReview


class AnalysisState(FollowsLanguage, QMainWindow):
    """The analysis window's signals and parts, made by ``AnalysisWindow.__init__`` and the layout,
    and the views of the game every room shows."""

    position_changed = Signal(int)
    play_on_requested = Signal(object, object)  # game (a clone), list[Seat]
    review_done = Signal(object)  # ReviewResult
    closed = Signal()

    # the game (AnalysisWindow.__init__)
    saved: SavedGame
    path: Path | None
    decisions: list[str]
    annotations: dict[int, dict[str, Any]]
    timeline: Timeline
    seats: list[Seat]
    private: bool
    revealed: bool
    review_unsaved: bool
    position: int
    play_target: Any
    open_window_on_play: bool
    spawned: list[Any]
    last_message: QMessageBox | None
    search_failure_told: bool
    last_result: Any
    _reviewing: tuple[str, str]
    worker: ReviewWorker
    _status: Callable[[AnalysisReview], str]  # the review line, made again in a new language
    # the board, the navigation bar and the charts (mor_qt/analysis/window_layout.py, window_position.py)
    ctl: ReadOnlyController
    ui: Interaction
    table: Table
    view: BoardView
    split: QSplitter
    board_split: QSplitter  # the board and its navigation bar over the charts
    charts: QWidget
    score_chart: LineChart
    faith_chart: LineChart
    win_chart: LineChart
    first_button: QPushButton
    prev_turn_button: QPushButton
    prev_button: QPushButton
    next_button: QPushButton
    next_turn_button: QPushButton
    last_button: QPushButton
    nav_buttons: tuple[QPushButton, ...]
    slider: QSlider
    pos_label: QLabel
    turn_label: QLabel
    turn_box: ElidedComboBox
    step_bar: StepBar
    # the side: moves, details, the review, play on (mor_qt/analysis/window_layout.py)
    moves_title: QLabel
    move_list: MoveList
    details: QLabel
    review_title: QLabel
    seat_box: QComboBox
    budget_box: QComboBox
    player_label: QLabel
    budget_label: QLabel
    review_button: QPushButton
    cancel_button: QPushButton
    progress: QProgressBar
    save_review_button: QPushButton
    reveal_button: QPushButton
    review_status: QLabel
    mistakes_title: QLabel
    mistakes: QListWidget
    play_button: QPushButton

    # ---------------------------------------------------------- what is shown
    @property
    def public_view(self) -> bool:
        """True while nobody's hidden cards may be shown (an unfinished hot-seat game, not revealed)."""
        return self.private and not self.revealed

    @property
    def viewer(self) -> int | None:
        """The seat whose hidden leaders the board shows: none in the public view, else the chosen player."""
        return None if self.public_view else self.review_seat

    def shown_timeline(self) -> Timeline:
        """The move list as it may be shown: every seat's kept leaders masked in the public view."""
        if self.public_view:
            return masked_timeline(self.timeline, None)
        return self.timeline

    def shown_annotations(self) -> dict[int, dict[str, Any]]:
        """The review notes as they may be shown: in the public view the bot's suggestions name no
        hidden leader (the notes saved in the file are the whole ones)."""
        if self.public_view:
            return public_annotations(self.timeline, self.annotations)
        return self.annotations

    def _shown_note(self, index: int, note: dict[str, Any]) -> dict[str, Any]:
        return public_annotations(self.timeline, {index: note})[index] if self.public_view else note

    @property
    def review_seat(self) -> int:
        return int(self.seat_box.currentData() or 0)

    @property
    def current_game(self) -> Game:
        """The position shown (do not change it: a copy is ``current_game.clone()``)."""
        return self.timeline.games[self.position]

    def message(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.last_message = box
        box.open()


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
