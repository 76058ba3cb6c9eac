"""The analysis window: a saved game stepped through on a read-only board,
its move list, charts of the scores, faith and the bot's win chances, the bot
review of one player, and "play on from here"."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from core import Game, SavedGame, SaveFileError, Seat, describe_action, parse_action, save

from ..board import BoardView, Table
from ..bots import BOT_LEVELS, bot_label, bot_seat_label
from ..controller import copy_seats
from ..dialogs import show_level_descriptions
from ..game_window import open_game_window
from ..i18n import decimal, percent, render
from ..interaction import Interaction
from ..language_follow import FollowsLanguage
from ..placement import bring_to_front
from ..style import BASE
from .charts import WIN_CHART_TITLE, LineChart, Series, step_points
from .movelist import MoveList, eval_text, flag_text, grade_of, grade_word, not_reviewed, number
from .privacy import is_private, masked_timeline, public_annotations
from .review_worker import ReviewWorker
from .timeline import Timeline, timeline_of, turn_labels, win_prob_series

CANDIDATE_FIELDS = 3  # a bot's candidate in a review annotation: [move, visits, win chance or value]
BUDGETS = ("easy", "medium", "hard", "it=100", "it=500", "it=2000")  # the review's budgets (ai.budget)


def budget_label(budget: str) -> str:
    """A review budget as the Budget box shows it: a level by its name in the app's language
    ("Facile"), an iteration count as it is written."""
    name = f"mcts:{budget}"
    return bot_label(name) if name in dict(BOT_LEVELS) else budget

STYLE = BASE + """
#Title { font-size: 15px; font-weight: bold; color: #7a2e1c; }
#Details { background: #fbf5e6; border: 1px solid #c9ab74; border-radius: 8px; padding: 6px; font-size: 12px; }
#Nav { background: #3b2a1c; }
#Nav QLabel { color: #f6ecd2; font-size: 13px; }
QPushButton { padding: 4px 10px; }
QListWidget { background: #fbf5e6; }
QTreeWidget, QListWidget { alternate-background-color: #f4ead2; border: 1px solid #c9ab74;
              border-radius: 6px; color: #3a2a1a; font-size: 12px; }
QTreeWidget::item:selected, QListWidget::item:selected { background: #f2c14e; color: #2a1a0a; }
QHeaderView::section { background: #e6d3a8; color: #3a2a1a; border: none; padding: 3px; }
QComboBox { padding: 2px 6px; }
QProgressBar { border: 1px solid #8c6a3c; border-radius: 5px; background: #fbf5e6; color: #3a2a1a;
               text-align: center; }
QProgressBar::chunk { background: #c9a24a; border-radius: 4px; }
"""


SIDE_MIN, SIDE_MAX, SIDE_SHARE = 340, 560, 0.3  # the move list and review beside the board


class ReadOnlyController(QObject):
    """What the table needs from a controller, for a position nobody plays:
    no seat is ever to move by click, every decision is refused."""

    state_changed = Signal()
    bot_thinking = Signal(int, bool)

    def __init__(self, seats: list[Seat], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.seats = seats
        self.thinking_seat: int | None = None

    def show(self, game: Game) -> None:
        self.game = game
        self.state_changed.emit()

    def seat_to_move(self) -> int | None:
        return None if self.game is None else self.game.current_seat

    def is_human_turn(self) -> bool:
        return False

    def human_seats(self) -> list[int]:
        return []

    def apply(self, action: Any) -> bool:
        return False

    def apply_sequence(self, actions: Any) -> bool:
        return False


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
            form.addRow(seat.name, box)
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




class AnalysisWindow(FollowsLanguage, QMainWindow):
    """A saved game for analysis.  ``position`` is the number of decisions
    played in the position shown (0 … len(decisions))."""

    position_changed = Signal(int)
    play_on_requested = Signal(object, object)  # game (a clone), list[Seat]
    review_done = Signal(object)  # ReviewResult
    closed = Signal()

    def __init__(self, saved: SavedGame, path: str | Path | None = None, parent: QWidget | None = None,
                 timeline: Timeline | None = None) -> None:
        """``timeline``: the save's, when it was built while loading it (``timeline_of``);
        else the decisions are replayed for it."""
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.setStyleSheet(STYLE)
        self.saved = saved
        self.path = Path(path) if path is not None else saved.path
        self.decisions = list(saved.decisions)
        self.annotations: dict[int, dict[str, Any]] = {int(k): dict(v) for k, v in saved.annotations.items()}
        self.timeline: Timeline = timeline if timeline is not None else timeline_of(saved)
        self.seats = copy_seats(saved.seats)
        if len(self.seats) != self.timeline.n_seats:
            self.seats = [Seat(name) for name in self.timeline.names]
        # An unfinished hot-seat game opens in the public view: nobody's hidden cards (privacy.py).
        self.private = is_private(saved.game.is_over, self.seats)
        self.revealed = False
        self.review_unsaved = False  # a review not yet written into the file (only the user saves it)
        self.position = -1
        self.play_target: Any = None
        self.open_window_on_play = True
        self.spawned: list[Any] = []  # main windows opened by "play on"
        self.last_message: QMessageBox | None = None
        self.search_failure_told = False  # a failed review search is told once per window
        self.last_result: Any = None
        self._reviewing = ("", "")  # the player and budget of the review under way
        self.worker = ReviewWorker(self)
        self.worker.starting.connect(self._review_starting)
        self.worker.started.connect(self._review_started)
        self.worker.progress.connect(self._review_progress)
        self.worker.noted.connect(self._review_noted)
        self.worker.finished.connect(self._review_finished)
        self.worker.failed.connect(self._review_failed)
        # the review line, written again in a new language: it is given the window (a closure
        # over self would make a reference cycle, and the garbage collector could then delete
        # the window from whichever thread it runs in, e.g. a search thread: a crash)
        self._status: Callable[[AnalysisWindow], str] = _no_status
        self.resize(1600, 1000)
        self._build()
        self._set_texts()
        self.move_list.fill(self.shown_timeline(), self.shown_annotations())
        self._fill_turns()
        self._update_charts()
        self._update_mistakes()
        self._update_review_status()
        self.go_to(self.timeline.n_decisions)

    # ----------------------------------------------------------------- layout
    def _build(self) -> None:
        central = QWidget()
        central.setObjectName("Central")
        outer = QHBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split)

        left = QWidget()
        lay = QVBoxLayout(left)
        lay.setContentsMargins(0, 0, 0, 6)
        lay.setSpacing(6)
        self.ctl = ReadOnlyController(self.seats, self)
        self.ui = Interaction(self)
        self.table = Table(self.ctl, self.ui)
        self.view = BoardView(self.table)
        self.view.setInteractive(False)  # read-only: nothing on the board is clickable
        lay.addWidget(self.view, 5)
        lay.addWidget(self._nav_bar())
        charts = QWidget()
        clay = QHBoxLayout(charts)
        clay.setContentsMargins(6, 0, 6, 0)
        self.score_chart = LineChart("")
        self.faith_chart = LineChart("", y_fixed=(0, 24))
        self.win_chart = LineChart("", y_fixed=(0, 1), percent=True)
        for chart in (self.score_chart, self.faith_chart, self.win_chart):
            chart.position_clicked.connect(self.go_to)
            clay.addWidget(chart)
        lay.addWidget(charts, 2)
        split.addWidget(left)

        side = QWidget()
        side.setObjectName("Side")
        slay = QVBoxLayout(side)
        slay.setContentsMargins(10, 10, 10, 10)
        slay.setSpacing(6)
        self.moves_title = QLabel()
        self.moves_title.setObjectName("Title")
        slay.addWidget(self.moves_title)
        self.move_list = MoveList()
        self.move_list.position_chosen.connect(self.go_to)
        self.move_list.step.connect(self.step)
        slay.addWidget(self.move_list, 3)
        self.details = QLabel()
        self.details.setObjectName("Details")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setMinimumHeight(150)
        slay.addWidget(self.details, 0)

        self.review_title = QLabel()
        self.review_title.setObjectName("Title")
        slay.addWidget(self.review_title)
        row = QHBoxLayout()
        self.seat_box = QComboBox()
        for i, name in enumerate(self.timeline.names):
            self.seat_box.addItem(name, i)
        first_human = next((i for i, s in enumerate(self.seats) if not s.is_bot), 0)
        self.seat_box.setCurrentIndex(first_human)
        self.seat_box.currentIndexChanged.connect(self._seat_changed)
        self.budget_box = QComboBox()
        self.budget_box.setEditable(True)
        for budget in BUDGETS:
            self.budget_box.addItem(budget_label(budget), budget)
        self.player_label = QLabel()
        row.addWidget(self.player_label)
        row.addWidget(self.seat_box, 2)
        self.budget_label = QLabel()
        row.addWidget(self.budget_label)
        row.addWidget(self.budget_box, 1)
        slay.addLayout(row)
        row2 = QHBoxLayout()
        self.review_button = QPushButton()
        self.review_button.setObjectName("Primary")
        self.review_button.clicked.connect(lambda: self.start_review())
        self.cancel_button = QPushButton()
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel_review)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        row2.addWidget(self.review_button)
        row2.addWidget(self.cancel_button)
        self.save_review_button = QPushButton()
        self.save_review_button.setEnabled(False)
        self.save_review_button.clicked.connect(self.save_review)
        self.reveal_button = QPushButton()
        self.reveal_button.clicked.connect(lambda: self.reveal_hidden())
        row2.addWidget(self.progress, 1)
        slay.addLayout(row2)
        self.review_status = QLabel("")
        self.review_status.setWordWrap(True)
        slay.addWidget(self.review_status)
        self.mistakes_title = QLabel()
        self.mistakes_title.setObjectName("Title")
        slay.addWidget(self.mistakes_title)
        self.mistakes = QListWidget()
        self.mistakes.setWordWrap(True)
        self.mistakes.itemActivated.connect(self._mistake_chosen)
        self.mistakes.itemClicked.connect(self._mistake_chosen)
        slay.addWidget(self.mistakes, 1)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(lambda: self.play_on_from_here(confirm=True))
        slay.addWidget(self.play_button)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        side.setMinimumWidth(SIDE_MIN)
        self.setCentralWidget(central)

        self.split = split
        for key, delta in ((Qt.Key.Key_Left, -1), (Qt.Key.Key_Right, 1)):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(lambda d=delta: self.step(d))
        # whole turns, whichever widget has the keyboard (the move list would scroll instead)
        for key, delta in ((Qt.Key.Key_PageUp, -1), (Qt.Key.Key_PageDown, 1)):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(lambda d=delta: self.step_turn(d))
        for keys in ("Ctrl+W", "Esc"):  # close, as other windows do
            sc = QShortcut(QKeySequence(keys), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(self.close)
        self.table.viewer = self.viewer
        self.table.reveal_all = self.saved.game.is_over  # a finished game hides nothing
        slay.insertWidget(slay.indexOf(self.play_button), self.save_review_button)
        slay.insertWidget(slay.indexOf(self.play_button), self.reveal_button)
        self.reveal_button.setVisible(self.private)

    def _set_texts(self) -> None:
        """Every fixed text of the window (title, headings, buttons, tooltips, chart titles) in the
        current language: at the start and again on a language change."""
        self.setWindowTitle(self.tr("Analysis — %1").replace("%1", self.path.name if self.path else self.tr("game")))
        self.score_chart.set_title(self.tr("Score if the game ended now (VP)"))
        self.faith_chart.set_title(self.tr("Faith track"))
        self.win_chart.set_title(QCoreApplication.translate("Charts", WIN_CHART_TITLE),
                                 self.tr("no review yet: run a bot review to see the win chances"))
        self.moves_title.setText(self.tr("Moves"))
        self.review_title.setText(self.tr("Bot review"))
        self.mistakes_title.setText(self.tr("Biggest mistakes"))
        self.player_label.setText(self.tr("Player"))
        self.budget_label.setText(self.tr("Budget"))
        self.turn_label.setText(self.tr("Turn"))
        self.budget_box.setToolTip(self.tr("easy / medium / hard, or it=N iterations per search"))
        for i in range(self.budget_box.count()):
            self.budget_box.setItemText(i, budget_label(str(self.budget_box.itemData(i))))
        self.review_button.setText(self.tr("Review"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.progress.setFormat(self.tr("%v / %m decisions"))
        self.save_review_button.setText(self.tr("Save review in the file"))
        self.save_review_button.setToolTip(self.tr("The review is written into the save only when you ask"))
        self.reveal_button.setText(self.tr("Show all hidden cards…"))
        self.reveal_button.setToolTip(self.tr("Every player's hidden leaders, for everyone looking at the screen"))
        self.play_button.setText(self.tr("Play on from here…"))
        tips = (self.tr("Start of the game (Home)"), self.tr("Previous turn"), self.tr("Previous decision (←)"),
                self.tr("Next decision (→)"), self.tr("Next turn"), self.tr("End (End)"))
        for button, tip in zip(self.nav_buttons, tips, strict=True):
            button.setToolTip(tip)

    def retranslate(self) -> None:
        """Every text of the window again, in the current language (Language menu of the main
        window): the position shown, the chosen player, the review and its progress are kept."""
        self._retranslate_queued = False
        self._set_texts()
        self.move_list.retranslate()
        self._fill_turns()
        self._update_charts()
        self._update_mistakes()
        self._update_position_label()
        self._update_details()
        self.review_status.setText(self._status(self))

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

    def reveal_hidden(self, confirmed: bool = False) -> bool:
        """Show every hidden card of an unfinished hot-seat game, after a warning."""
        if not self.public_view:
            return True
        if not confirmed:
            answer = QMessageBox.warning(
                self, self.tr("Show all hidden cards?"),
                self.tr("The game is not over: this shows every player's hidden leaders and the leaders they "
                        "set aside, to anyone looking at the screen. Show them?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.revealed = True
        self.table.reveal_all = True
        self.table.viewer = self.viewer
        self.reveal_button.hide()
        self.move_list.fill(self.shown_timeline(), self.shown_annotations())
        self.move_list.show_position(self.position)
        self.table.request_rebuild()
        self.table.flush()
        self._update_details()
        self._update_mistakes()
        return True

    def _nav_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("Nav")
        lay = QHBoxLayout(bar)
        lay.setContentsMargins(8, 4, 8, 4)
        self.first_button = QPushButton("|◀")
        self.prev_turn_button = QPushButton("◀◀")
        self.prev_button = QPushButton("◀")
        self.next_button = QPushButton("▶")
        self.next_turn_button = QPushButton("▶▶")
        self.last_button = QPushButton("▶|")
        moves = (lambda: self.go_to(0), lambda: self.step_turn(-1), lambda: self.step(-1), lambda: self.step(1),
                 lambda: self.step_turn(1), lambda: self.go_to(self.timeline.n_decisions))
        self.nav_buttons = (self.first_button, self.prev_turn_button, self.prev_button, self.next_button,
                            self.next_turn_button, self.last_button)
        for button, move in zip(self.nav_buttons, moves, strict=True):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(move)
            lay.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.timeline.n_decisions)
        self.slider.valueChanged.connect(self.go_to)
        lay.addWidget(self.slider, 1)
        self.pos_label = QLabel()
        self.pos_label.setMinimumWidth(230)
        lay.addWidget(self.pos_label)
        self.turn_label = QLabel()
        lay.addWidget(self.turn_label)
        self.turn_box = QComboBox()
        self.turn_box.setMinimumWidth(200)
        self.turn_box.activated.connect(self._turn_chosen)
        lay.addWidget(self.turn_box)
        return bar

    def _fill_turns(self) -> None:
        """The Turn box's entries (again after a language change: the chosen turn is kept)."""
        chosen = self.turn_box.currentIndex()
        self.turn_box.blockSignals(True)
        self.turn_box.clear()
        labels = turn_labels(self.timeline.turns, self.timeline.names)
        self.turn_box.addItems([f"{k + 1}. {label}" for k, label in enumerate(labels)])  # item k is turn k
        if chosen >= 0:
            self.turn_box.setCurrentIndex(chosen)
        self.turn_box.blockSignals(False)

    # ------------------------------------------------------------- stepping
    @property
    def review_seat(self) -> int:
        return int(self.seat_box.currentData() or 0)

    @property
    def current_game(self) -> Game:
        """The position shown (do not change it: a copy is ``current_game.clone()``)."""
        return self.timeline.games[self.position]

    def go_to(self, pos: int) -> None:
        """Show the position after ``pos`` decisions (clamped to the game)."""
        pos = max(0, min(self.timeline.n_decisions, int(pos)))
        if pos == self.position:
            return
        self.position = pos
        self.ctl.show(self.timeline.games[pos])
        self.table.flush()
        self.slider.blockSignals(True)
        self.slider.setValue(pos)
        self.slider.blockSignals(False)
        self.move_list.show_position(pos)
        turn = self.timeline.turn_at_position(pos)
        self.turn_box.blockSignals(True)
        self.turn_box.setCurrentIndex(turn)
        self.turn_box.blockSignals(False)
        for chart in (self.score_chart, self.faith_chart, self.win_chart):
            chart.set_cursor(pos)
        for button in (self.first_button, self.prev_button, self.prev_turn_button):
            button.setEnabled(pos > 0)
        for button in (self.next_button, self.next_turn_button, self.last_button):
            button.setEnabled(pos < self.timeline.n_decisions)
        self._update_position_label()
        self._update_details()
        self.position_changed.emit(pos)

    def _update_position_label(self) -> None:
        over = self.timeline.games[self.position].is_over
        self.pos_label.setText(self.position_text(self.position) + (self.tr(" · game over") if over else ""))

    def position_text(self, pos: int) -> str:
        """"Decision 6 / 85 · 2. Round 1 — Bruno": numbered as the move list and the Turn box are."""
        text = self.tr("Decision %1 / %2").replace("%1", str(pos)).replace("%2", str(self.timeline.n_decisions))
        if pos > 0 and self.timeline.turns:
            turn = self.timeline.turns[self.timeline.turn_at_position(pos)]
            text += f" · {turn.number + 1}. {turn.label(self.timeline.names)}"
        return text

    def step(self, delta: int) -> None:
        self.go_to(self.position + delta)

    def step_turn(self, delta: int) -> None:
        """To the start of the next turn, or of this turn / the previous one."""
        starts = [t.first for t in self.timeline.turns]
        if delta > 0:
            later = [s for s in starts if s > self.position]
            self.go_to(later[0] if later else self.timeline.n_decisions)
        else:
            earlier = [s for s in starts if s < self.position]
            self.go_to(earlier[-1] if earlier else 0)

    def go_to_turn(self, number: int) -> None:
        """To the start of turn ``number`` (0-based, as in the move list)."""
        turns = self.timeline.turns
        if turns:
            self.go_to(turns[max(0, min(len(turns) - 1, number))].first)

    def _turn_chosen(self, index: int) -> None:
        self.go_to_turn(index)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        width = self.split.width()
        side = max(SIDE_MIN, min(SIDE_MAX, int(width * SIDE_SHARE)))
        self.split.setSizes([width - side, side])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Home:
            self.go_to(0)
        elif key == Qt.Key.Key_End:
            self.go_to(self.timeline.n_decisions)
        elif key == Qt.Key.Key_PageUp:
            self.step_turn(-1)
        elif key == Qt.Key.Key_PageDown:
            self.step_turn(1)
        else:
            super().keyPressEvent(event)

    # -------------------------------------------------------------- details
    def _update_details(self) -> None:
        pos = self.position
        tl = self.timeline
        parts: list[str] = []
        if pos == 0:
            parts.append("<b>" + self.tr("Start of the game") + "</b>")
        else:
            row = self.shown_timeline().rows[pos - 1]
            parts.append("<b>" + self.tr("Decision %1").replace("%1", str(pos))
                         + f"</b> ({tl.names[row.seat]}): {_esc(render(row.text))} "
                         f"<span style='color:#7a6a50'>[{_esc(row.notation)}]</span>")
            if row.events:
                events = "; ".join(render(e) for e in row.events)
                parts.append("<span style='color:#6d5a40'>" + _esc(events) + "</span>")
            note = self.annotations.get(pos - 1)
            if note:
                parts.append(self._note_html(pos - 1, self._shown_note(pos - 1, note)))
        game = tl.games[pos]
        scores = ", ".join(f"{tl.names[s]} {tl.score[s][pos]}" for s in range(tl.n_seats))
        parts.append(self.tr("Score if the game ended now: %1").replace("%1", _esc(scores)))
        if not game.is_over and game.current_seat is not None:
            parts.append(self.tr("To move: %1").replace("%1", _esc(tl.names[game.current_seat])))
        ahead = self.annotations.get(pos)
        if pos < tl.n_decisions and ahead and grade_of(ahead):  # a flagged decision is about to be made here
            row = self.shown_timeline().rows[pos]
            parts.append("<b>" + self.tr("Next, decision %1").replace("%1", str(pos + 1))
                         + f"</b> ({_esc(tl.names[row.seat])}): {_esc(render(row.text))} "
                         f"<span style='color:#7a6a50'>[{_esc(row.notation)}]</span>")
            parts.append(self._note_html(pos, self._shown_note(pos, ahead)))
        self.details.setText("<br>".join(parts))

    def _note_html(self, i: int, note: dict[str, Any]) -> str:
        reason = not_reviewed(note)
        if reason is not None:
            return self.tr("Bot review ({budget}): not reviewed, the search failed ({reason})").format(
                budget=_esc(str(note.get("budget", "?"))), reason=_esc(reason))
        text = self.tr("Bot review (%1): win chance %2").replace("%1", _esc(str(note.get("budget", "?")))) \
            .replace("%2", eval_text(note).replace("→", " → "))
        vp_before, vp_after = number(note, "vp_before"), number(note, "vp_after")
        if vp_before is not None and vp_after is not None:
            text += self.tr(", expected score %1 → %2 VP").replace("%1", f"{vp_before:.1f}") \
                .replace("%2", f"{vp_after:.1f}")
        best = note.get("best")
        if isinstance(best, str) and best and best != note.get("played"):
            words = best
            with contextlib.suppress(Exception):
                words = render(describe_action(self.timeline.games[i], parse_action(best)))
            text += "<br>" + self.tr("Bot preferred: %1").replace("%1", _esc(words)) \
                + f" <span style='color:#7a6a50'>[{_esc(best)}]</span>"
        else:
            text += "<br>" + self.tr("The bot agrees with this decision")
        grade, loss = grade_of(note), number(note, "loss")
        if grade and loss is not None:
            what = self.tr("search value (win chance and score mixed)") if self.timeline.games[0].solo \
                else self.tr("win chance")
            text += f"<br><b style='color:#b3261e'>{_esc(grade_word(grade))}</b>: " \
                + self.tr("lost %1 of %2").replace("%1", percent(loss, 1)).replace("%2", what)
        cands = note.get("candidates")
        if isinstance(cands, list):
            solo = self.timeline.games[0].solo  # solo candidates are ranked by value, not a probability
            shown = [f"{_esc(str(c[0]))} "
                     + (self.tr("value %1").replace("%1", decimal(c[2], 2)) if solo else percent(c[2]))
                     + " " + self.tr("(%n visit(s))", "", c[1])
                     for c in cands[:3]
                     if isinstance(c, list) and len(c) == CANDIDATE_FIELDS and isinstance(c[1], int)
                     and isinstance(c[2], (int, float))]
            if shown:
                cands_text = self.tr("Bot's candidates: %1").replace("%1", "; ".join(shown))
                text += "<br><span style='color:#6d5a40'>" + cands_text + "</span>"
        return text

    # --------------------------------------------------------------- charts
    def _update_charts(self) -> None:
        tl = self.timeline
        n = tl.n_decisions + 1
        rounds: list[tuple[int, int]] = []
        for turn in tl.turns:
            if not rounds or rounds[-1][1] != turn.round:
                rounds.append((turn.first, turn.round))
        self.score_chart.set_data(
            [Series(tl.names[s], s, tl.score_points(s)) for s in range(tl.n_seats)], n, rounds)
        faith = [Series(tl.names[s], s, step_points(tl.faith[s])) for s in range(tl.n_seats)]
        if tl.cross:
            faith.append(Series(self.tr("Lorenzo's black cross"), 3, step_points(tl.cross)))
        self.faith_chart.set_data(faith, n, rounds)
        wins = win_prob_series(self.annotations, tl.n_seats)
        self.win_chart.set_data([Series(tl.names[s], s, wins[s]) for s in range(tl.n_seats)], n, rounds)

    def _update_review_status(self) -> None:
        """Progress bar and line for the chosen player when no review is running."""
        if self.worker.busy:
            return
        seat = self.review_seat
        mine = self.timeline.decisions_of(seat)
        notes = [self.annotations[i] for i in mine if self.annotations.get(i, {}).get("seat") == seat]
        self.progress.setRange(0, max(1, len(mine)))
        self.progress.setValue(len(notes))
        budgets = sorted({str(n.get("budget", "?")) for n in notes})
        name = self.timeline.names[seat]
        if notes:
            self._set_status(lambda _w: QCoreApplication.translate(
                "AnalysisWindow", "%1 of %2 decisions of %3 reviewed (budget %4), stored in the file.")
                .replace("%1", str(len(notes))).replace("%2", str(len(mine)))
                .replace("%3", name).replace("%4", ", ".join(budgets)))
        else:
            self._set_status(lambda _w: QCoreApplication.translate(
                "AnalysisWindow", "%1 has not been reviewed yet.").replace("%1", name))

    def _update_mistakes(self) -> None:
        self.mistakes.clear()
        seat = self.review_seat
        mine = set(self.timeline.decisions_of(seat))
        flagged = [(i, n) for i, n in self.annotations.items()
                   if i in mine and n.get("seat") == seat and grade_of(n) and number(n, "loss") is not None]
        flagged.sort(key=lambda pair: -(number(pair[1], "loss") or 0.0))
        for i, whole in flagged[:12]:
            note = self._shown_note(i, whole)
            item = QListWidgetItem(f"{i + 1}. {self.decisions[i]}  {flag_text(note)} ({grade_word(grade_of(note))}); "
                                   + self.tr("bot preferred %1").replace("%1", str(note.get("best", "?"))))
            item.setData(Qt.ItemDataRole.UserRole, i)
            self.mistakes.addItem(item)
        if not flagged:
            reviewed = any(n.get("seat") == seat for i, n in self.annotations.items() if i in mine)
            self.mistakes.addItem(self.tr("No mistakes found.") if reviewed else self.tr("Not reviewed yet."))

    def _mistake_chosen(self, item: QListWidgetItem) -> None:
        i = item.data(Qt.ItemDataRole.UserRole)
        if i is not None:
            self.go_to(int(i))  # the position the player faced: the board before the flagged decision

    def _seat_changed(self, _index: int) -> None:
        # in the public view choosing a player (whose review to see) shows none of their hidden
        # cards: anyone may be looking at the screen ("Show all hidden cards…" asks first)
        self.table.viewer = self.viewer
        self.table.request_rebuild()
        self.table.flush()
        self._update_mistakes()
        self._update_review_status()

    # --------------------------------------------------------------- review
    def start_review(self, seat: int | None = None, budget: str | None = None) -> bool:
        """Review ``seat``'s decisions (default: the chosen player and budget) off the GUI thread."""
        if self.worker.busy:
            return False
        seat = self.review_seat if seat is None else seat
        budget = (self.chosen_budget() if budget is None else budget).strip()
        try:
            from ai.budget import parse_budget

            parse_budget(budget)
        except ValueError as exc:
            self.message(self.tr("Bad budget"), str(exc))
            return False
        mine = len(self.timeline.decisions_of(seat))
        self.progress.setRange(0, max(1, mine))
        self.progress.setValue(0)
        self._reviewing = (self.timeline.names[seat], str(budget))
        self._review_started()
        self.review_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.worker.start(self.saved.origin, self.decisions, seat, budget, self.annotations)
        return True

    def chosen_budget(self) -> str:
        """The budget in the Budget box: a listed one by its name in ai.budget, else what was typed."""
        text = self.budget_box.currentText().strip()
        for i in range(self.budget_box.count()):
            if text in (self.budget_box.itemText(i), self.budget_box.itemData(i)):
                return str(self.budget_box.itemData(i))
        return text

    def cancel_review(self) -> None:
        self.worker.cancel()
        self.cancel_button.setEnabled(False)
        self._set_status(lambda _w: QCoreApplication.translate("AnalysisWindow", "Cancelling…"))

    def _review_starting(self) -> None:
        """The review waits for the bot's search processes to start (the first one of a session)."""
        self._set_status(lambda _w: QCoreApplication.translate(
            "AnalysisWindow", "Starting the bot's search processes (a few seconds the first time)…"))

    def _review_started(self) -> None:
        name, budget = self._reviewing
        self._set_status(lambda _w: QCoreApplication.translate(
            "AnalysisWindow", "Reviewing %1 at %2…").replace("%1", name).replace("%2", budget))

    def _review_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _review_noted(self, index: int, note: dict[str, Any]) -> None:
        """A decision reviewed while the review goes on: shown at once (saved at the end)."""
        self.annotations[index] = note
        self.move_list.set_annotation(index, self._shown_note(index, note))
        self._update_charts()
        if index == self.position - 1:
            self._update_details()

    def _review_finished(self, result: Any, notes: dict[int, dict[str, Any]]) -> None:
        self.worker.wait()
        self.last_result = result
        self.annotations = notes
        self.review_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        failed = result.not_reviewed()
        if failed:
            if not self.search_failure_told:
                self.search_failure_told = True
                self.message(self.tr("Bot review"), self.tr(
                    "Some decisions could not be reviewed because the bot's search failed: {reason}. "
                    "They are marked \"not reviewed\"; review again to retry them.").format(
                        reason=failed[0]["not_reviewed"]))
        # Never written silently: the user saves the review into the file (Save review in the file),
        # when at least one decision was reviewed (marks of failed searches alone are not a review).
        self.review_unsaved = any("not_reviewed" not in d for d in result.decisions)
        self.save_review_button.setEnabled(self.review_unsaved and self.path is not None)
        self._update_review_status()
        n_failed = len(failed)
        self._set_status(lambda w: w._finished_text(result, n_failed))
        self.move_list.set_annotations(self.shown_annotations())
        self._update_charts()
        self._update_mistakes()
        self._update_details()
        self.review_done.emit(result)

    def _finished_text(self, result: Any, failed: int) -> str:
        """The review line after a review: done or cancelled, failures, not saved yet."""
        done = len(result.decisions)
        text = (self.tr("Cancelled after %n decision(s) (kept).", "", done) if result.cancelled
                else self.tr("Reviewed %n decision(s) of %1 at %2.", "", done)
                .replace("%1", self.timeline.names[result.seat]).replace("%2", str(result.budget)))
        if failed:
            text += " " + self.tr("%n decision(s) could not be reviewed: the search failed.", "", failed)
        return text + (" " + self.tr("Not saved in the file yet.") if done > failed else "")

    def _set_status(self, text: Callable[[AnalysisWindow], str]) -> None:
        """Show the review line ``text()``; a language change writes it again."""
        self._status = text
        self.review_status.setText(text(self))

    def _review_failed(self, message: str) -> None:
        self.worker.wait()
        self.review_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self._set_status(lambda _w: QCoreApplication.translate(
            "AnalysisWindow", "The review failed: %1").replace("%1", message))
        self.review_done.emit(None)

    def save_review(self) -> bool:
        """Save review in the file: write the annotations into the save (atomically).
        False when there is no reviewed decision to save."""
        if not self.review_unsaved or not self.save_annotations():
            return False
        self.review_unsaved = False
        self.save_review_button.setEnabled(False)
        self._set_status(lambda _w: QCoreApplication.translate("AnalysisWindow", "The review is saved in the file."))
        return True

    def save_annotations(self) -> bool:
        """Write the annotations into the save file (atomically); False with a message on failure."""
        if self.path is None:
            return False
        try:
            save(self.path, self.saved.game, seats=self.saved.seats, annotations=self.annotations)
        except (SaveFileError, OSError) as exc:
            self.message(self.tr("Could not save the review"), str(exc))
            return False
        return True

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

    # ----------------------------------------------------------------- misc
    def message(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.last_message = box
        box.open()

    def render_png(self, path: str | Path) -> bool:
        self.table.flush()
        return self.grab().save(str(path))

    def closeEvent(self, event: QCloseEvent) -> None:
        from ..settings import Settings

        Settings().analysis_geometry = self.saveGeometry()
        if not self.worker.stop(30.0):
            print("mor: the review thread did not stop", file=sys.stderr)
        super().closeEvent(event)
        self.closed.emit()


def _no_status(_window: AnalysisWindow) -> str:
    return ""


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


__all__ = ["AnalysisWindow", "PlayOnDialog", "ReadOnlyController", "play_on"]
