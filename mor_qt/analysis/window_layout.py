"""The analysis window's widgets: the read-only board with its navigation bar and charts, the
side with the move list, the details, the review's controls and Play on; their texts in the
current language (again on a language change) and the side's width (mor_qt/analysis/window.py
puts the rooms together)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from core import FAITH_MAX, Game, Seat

from ..board import BoardView, Table
from ..dialogs import plain_label
from ..interaction import Interaction
from ..style import BASE
from .charts import WIN_CHART_TITLE, LineChart
from .movelist import MoveList
from .window_play import AnalysisPlayOn
from .window_review import BUDGETS, budget_label

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
BOARD_STRETCH, SIDE_STRETCH = 3, 1  # how the splitter shares out room the window gains
# the board (with its navigation bar) over the charts: how they share the height at first and
# any the window gains; SPLIT_UNIT turns the shares into the sizes a splitter is given
BOARD_ROW_STRETCH, CHARTS_ROW_STRETCH, SPLIT_UNIT = 5, 2, 100
DETAILS_MIN_H = 150  # the chosen decision's details: room for a few lines


class ListWidthDelegate(QStyledItemDelegate):
    """A list's entries as wide as the list, never wider: a line longer than that is drawn cut
    with "…" (a list sizes an entry to its longest line, and the style then cuts nothing)."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        return QSize(min(hint.width(), self.view.viewport().width()), hint.height())


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


class AnalysisLayout(AnalysisPlayOn):
    """Makes the window's widgets and writes their texts."""

    # ----------------------------------------------------------------- layout
    def _build(self) -> None:
        central = QWidget()
        central.setObjectName("Central")
        outer = QHBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        split = self.split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split)
        split.addWidget(self._build_board_side())
        side = self._build_side()
        split.addWidget(side)
        split.setStretchFactor(0, BOARD_STRETCH)
        split.setStretchFactor(1, SIDE_STRETCH)
        split.setChildrenCollapsible(False)
        side.setMinimumWidth(SIDE_MIN)
        self.setCentralWidget(central)
        self._install_keys()
        self.table.viewer = self.viewer
        self.table.reveal_all = self.saved.game.is_over  # a finished game hides nothing
        self.reveal_button.setVisible(self.private)

    def _build_board_side(self) -> QWidget:
        """The board (read-only) with the navigation bar under it, and the three charts under a
        handle: dragged down, the charts give the board their room (four boards at 1366x768 are
        small), down to nothing."""
        left = self.board_split = QSplitter(Qt.Orientation.Vertical)
        board = QWidget()
        lay = QVBoxLayout(board)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.ctl = ReadOnlyController(self.seats, self)
        self.ui = Interaction(self)
        self.table = Table(self.ctl, self.ui)
        self.view = BoardView(self.table)
        self.view.setInteractive(False)  # read-only: nothing on the board is clickable
        lay.addWidget(self.view, 1)
        lay.addWidget(self._nav_bar())
        charts = self.charts = QWidget()
        clay = QHBoxLayout(charts)
        clay.setContentsMargins(6, 0, 6, 6)
        self.score_chart = LineChart("")
        self.faith_chart = LineChart("", y_fixed=(0, FAITH_MAX))
        self.win_chart = LineChart("", y_fixed=(0, 1), percent=True)
        for chart in (self.score_chart, self.faith_chart, self.win_chart):
            chart.position_clicked.connect(self.go_to)
            clay.addWidget(chart)
        left.addWidget(board)
        left.addWidget(charts)
        left.setStretchFactor(0, BOARD_ROW_STRETCH)
        left.setStretchFactor(1, CHARTS_ROW_STRETCH)
        left.setCollapsible(0, False)  # the board stays; the charts may go
        left.setSizes([BOARD_ROW_STRETCH * SPLIT_UNIT, CHARTS_ROW_STRETCH * SPLIT_UNIT])
        return left

    def _build_side(self) -> QWidget:
        """The move list and the chosen decision's details, the bot's review, its biggest mistakes,
        and the buttons to save the review, to show the hidden hands and to play on."""
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
        self.details.setMinimumHeight(DETAILS_MIN_H)
        slay.addWidget(self.details, 0)
        self._build_review(slay)
        self.mistakes_title = QLabel()
        self.mistakes_title.setObjectName("Title")
        slay.addWidget(self.mistakes_title)
        self.mistakes = QListWidget()
        # each mistake in its two lines at most: a line too long for the list is cut with "…"
        # (whole in the entry's tooltip), never wrapped onto a third line nor scrolled sideways to
        self.mistakes.setWordWrap(False)
        self.mistakes.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.mistakes.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.mistakes.setResizeMode(QListView.ResizeMode.Adjust)
        self.mistakes.setItemDelegate(ListWidthDelegate(self.mistakes))
        self.mistakes.setAlternatingRowColors(True)  # where one mistake's two lines end and the next begin
        self.mistakes.itemActivated.connect(self._mistake_chosen)
        self.mistakes.itemClicked.connect(self._mistake_chosen)
        slay.addWidget(self.mistakes, 1)
        self.save_review_button = QPushButton()
        self.save_review_button.setEnabled(False)
        self.save_review_button.clicked.connect(self.save_review)
        slay.addWidget(self.save_review_button)
        self.reveal_button = QPushButton()
        self.reveal_button.clicked.connect(lambda: self.reveal_hidden())
        slay.addWidget(self.reveal_button)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(lambda: self.play_on_from_here(confirm=True))
        slay.addWidget(self.play_button)
        return side

    def _build_review(self, slay: QVBoxLayout) -> None:
        """The review's heading, whose seat at what budget, Review and Cancel with the progress, its status."""
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
        row2.addWidget(self.progress, 1)
        slay.addLayout(row2)
        self.review_status = plain_label()  # "<name> has not been reviewed yet.": the name as typed
        self.review_status.setWordWrap(True)
        slay.addWidget(self.review_status)

    def _install_keys(self) -> None:
        """Left and Right step one decision, Page Up and Down a whole turn (whichever widget has
        the keyboard: the move list would scroll instead), Ctrl+W and Esc close, as other windows do."""
        steps: list[tuple[Qt.Key, Callable[[int], object], int]] = [
            (Qt.Key.Key_Left, self.step, -1), (Qt.Key.Key_Right, self.step, 1),
            (Qt.Key.Key_PageUp, self.step_turn, -1), (Qt.Key.Key_PageDown, self.step_turn, 1)]
        for key, move, delta in steps:
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(lambda move=move, d=delta: move(d))
        for keys in ("Ctrl+W", "Esc"):
            sc = QShortcut(QKeySequence(keys), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(self.close)

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

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        width = self.split.width()
        side = max(SIDE_MIN, min(SIDE_MAX, int(width * SIDE_SHARE)))
        self.split.setSizes([width - side, side])
