"""The move list: one row per decision, grouped under a row per turn (round
and player), in plain words with the notation, the bot's evaluation and a
mistake flag when the decision was reviewed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QHelpEvent, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from core import QT_TRANSLATE_NOOP, Game, describe_action, parse_action, without_subject

from ..i18n import clauses, percent, render
from .charts import PLAYER_COLORS
from .lazy_sequence import LazySequence
from .privacy import hidden_suggestion_words
from .timeline import Row, Timeline, turn_labels

POS_ROLE = Qt.ItemDataRole.UserRole  # the position (decisions played) a row shows
KIND_ROLE = Qt.ItemDataRole.UserRole + 1  # "turn" or "decision"
TURN_ROLE = Qt.ItemDataRole.UserRole + 2  # a turn row's number
EAGER_DECISIONS = 5_000  # longer games show their turns closed, each one's rows made when opened
BACKGROUND = "#fbf5e6"  # the rows' paper, as the other lists of the window
GRADE_COLORS = {"blunder": QColor("#b3261e"), "mistake": QColor("#d0651b"), "inaccuracy": QColor("#a88a12")}
GRADE_MARKS = {"blunder": "??", "mistake": "?", "inaccuracy": "?!"}
GRADE_WORDS = {  # what the player reads; the keys are what save files store
    "blunder": QT_TRANSLATE_NOOP("MoveList", "blunder"),
    "mistake": QT_TRANSLATE_NOOP("MoveList", "mistake"),
    "inaccuracy": QT_TRANSLATE_NOOP("MoveList", "inaccuracy"),
}


def grade_word(grade: str) -> str:
    """A grade as the player reads it, capitalised ("Blunder", "Gaffe")."""
    word = QCoreApplication.translate("MoveList", GRADE_WORDS[grade]) if grade in GRADE_WORDS else grade
    return word[:1].upper() + word[1:]


def row_words(row: Row) -> str:
    """A decision as its row under its turn says it: without the player's name, which the turn's
    row above gives ("stores a servant in the warehouse"; the tooltip says it whole)."""
    return render(without_subject(row.text))


def suggestion_words(game: Game, notation: str, subject: bool = True) -> str:
    """A decision the bot suggested at ``game`` (a review note stores its notation) in words in the
    current language, as the move list writes the decisions played ("Ada takes row 2 from the
    market"; without ``subject``, "takes row 2 from the market"); a suggestion the public view
    masked ("play ?") says a hidden leader ("Ada plays a hidden leader"); the notation itself when
    it names no decision."""
    hidden = hidden_suggestion_words(game, notation, subject)
    if hidden is not None:
        return hidden
    try:
        sentence = describe_action(game, parse_action(notation), reveal=True)
    except (ValueError, LookupError):
        return notation
    return render(sentence if subject else without_subject(sentence))


def number(note: dict[str, Any] | None, key: str) -> float | None:
    """``note[key]`` when it is a number (annotations come from files: trust nothing)."""
    value = note.get(key) if isinstance(note, dict) else None
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def eval_text(note: dict[str, Any] | None) -> str:
    before, after = number(note, "eval_before"), number(note, "eval_after")
    if before is None or after is None:
        return ""
    return f"{percent(before)}→{percent(after)}"


def grade_of(note: dict[str, Any] | None) -> str:
    grade = note.get("grade") if isinstance(note, dict) else None
    return grade if isinstance(grade, str) and grade in GRADE_MARKS else ""


def not_reviewed(note: dict[str, Any] | None) -> str | None:
    """Why the review could not judge this decision (its search failed), or None."""
    reason = note.get("not_reviewed") if isinstance(note, dict) else None
    return reason if isinstance(reason, str) else None


def flag_text(note: dict[str, Any] | None) -> str:
    if not_reviewed(note) is not None:
        return QCoreApplication.translate("MoveList", "not reviewed")
    grade, loss = grade_of(note), number(note, "loss")
    if not grade or loss is None:
        return ""
    return f"{GRADE_MARKS[grade]} −{percent(loss)}"


NUMBER_WIDTH, NUMBER_DIGITS = 54, 3  # the "#" column's width fits decision numbers of this many digits (with room)
NOTATION_FROM = 560  # narrower than this, the move list shows no Notation column
TEXT_MARGIN = 8  # the item's padding each side, as the style draws it
WIN_COLUMN, FLAG_COLUMN = 3, 4
# the widest text the Win chance and Flag columns show (the flag's words come in the app's language)
WIDEST_MARKS = {WIN_COLUMN: lambda: "100%→100%",
                FLAG_COLUMN: lambda: max(f"{GRADE_MARKS['blunder']} −100%", flag_text({"not_reviewed": ""}), key=len)}


class WrapDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped Decision (and Notation) text at the column's current width
    (QTreeView alone would measure them on one line and cut them off)."""

    def __init__(self, view: QTreeWidget) -> None:
        super().__init__(view)
        self.view = view
        self._empty: QSize | None = None  # the height of a row with no text here, measured once

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        text = str(index.data() or "")
        if not text:  # a turn's row (its label spans the first column): nothing to wrap
            if self._empty is None:
                self._empty = super().sizeHint(option, index)
            return self._empty
        hint = super().sizeHint(option, index)
        indent = self.view.indentation() * (2 if index.parent().isValid() else 1) if index.column() == 0 else 0
        width = max(20, self.view.columnWidth(index.column()) - indent - TEXT_MARGIN)
        rect = option.fontMetrics.boundingRect(QRect(0, 0, width, 10_000),
                                               int(Qt.TextFlag.TextWordWrap), text)
        return QSize(hint.width(), max(hint.height(), rect.height() + 4))


class MoveList(QTreeWidget):
    """Rows: a turn header (shows the start of the turn) and its decisions
    (each shows the position after it).  ``position_chosen(pos)`` when the
    user picks a row; ``step(delta)`` for the arrow keys / Home / End."""

    position_chosen = Signal(int)
    step = Signal(int)

    COLUMNS = ("#", QT_TRANSLATE_NOOP("MoveList", "Decision"), QT_TRANSLATE_NOOP("MoveList", "Notation"),
               QT_TRANSLATE_NOOP("MoveList", "Win chance"), QT_TRANSLATE_NOOP("MoveList", "Flag"))

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(len(self.COLUMNS))
        self.setHeaderLabels([self.tr(c) for c in self.COLUMNS])
        self.setRootIsDecorated(True)
        self.setUniformRowHeights(False)  # a long decision wraps onto a second line, never cut off
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        # The background is the palette's, not a style sheet's: a style-sheet `background` on an item view
        # makes Qt measure and paint every row through the style sheet, which was half of opening
        # the analysis window of a 1,000-decision game (0.1 s of 0.2 s to show it).
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Base, QColor(BACKGROUND))
        self.setPalette(palette)
        head = self.header()
        head.setStretchLastSection(False)
        self.setIndentation(12)
        head.setMinimumSectionSize(30)
        for col, width in ((0, NUMBER_WIDTH), (2, 140), (WIN_COLUMN, 88), (FLAG_COLUMN, 60)):
            head.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            self.setColumnWidth(col, width)
        self.fit_mark_columns()
        head.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self._wrap = WrapDelegate(self)
        for col in (1, 2):
            self.setItemDelegateForColumn(col, self._wrap)
        head.sectionResized.connect(lambda *_: self.scheduleDelayedItemsLayout())
        self.decision_items: Sequence[QTreeWidgetItem] = []
        self.turn_items: list[QTreeWidgetItem] = []
        self._timeline: Timeline | None = None
        self._made: dict[int, QTreeWidgetItem] = {}  # decision index -> its row, once created
        self._filled: set[int] = set()  # turns whose rows exist
        self._annotations: dict[int, dict[str, Any]] = {}
        self.itemExpanded.connect(self._expanded)
        self._quiet = False
        self.currentItemChanged.connect(self._current_changed)

    def fill(self, timeline: Timeline, annotations: dict[int, dict[str, Any]]) -> None:
        """All rows built first, then added to the tree in one batch (one row at
        a time, a 100,000-decision game took minutes).  A game longer than
        EAGER_DECISIONS shows its turns closed, each filled when opened."""
        self._quiet = True
        self.setUpdatesEnabled(False)
        try:
            self.clear()
            self._timeline = timeline  # tooltips are written when asked for (viewportEvent)
            self._made = {}
            self._filled = set()
            self._annotations = dict(annotations)
            self._show_review_columns()
            self.turn_items = []
            lazy = len(timeline.rows) > EAGER_DECISIONS
            digits = len(str(len(timeline.rows)))  # the "#" column fits the longest number
            extra = self.fontMetrics().horizontalAdvance("0") * max(0, digits - NUMBER_DIGITS)
            self.setColumnWidth(0, max(self.columnWidth(0), NUMBER_WIDTH + extra))
            bold = self.font()
            bold.setBold(True)
            brushes = [QBrush(color.darker(120)) for color in PLAYER_COLORS]  # made once, not once per turn
            show = QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator
            for turn, label in zip(timeline.turns, turn_labels(timeline.turns, timeline.names), strict=True):
                head = QTreeWidgetItem([label, "", "", "", ""])
                head.setData(0, POS_ROLE, turn.first)
                head.setData(0, KIND_ROLE, "turn")
                head.setData(0, TURN_ROLE, turn.number)
                head.setFont(0, bold)
                head.setForeground(0, brushes[turn.seat % len(brushes)])
                if lazy:
                    head.setChildIndicatorPolicy(show)
                self.turn_items.append(head)
            if not lazy:
                for turn in timeline.turns:
                    self._populate(turn.number)
            self.addTopLevelItems(self.turn_items)
            for head in self.turn_items:
                head.setFirstColumnSpanned(True)
            if lazy:
                self.decision_items = LazyDecisionItems(self)
            else:
                self.decision_items = [self._made[i] for i in range(len(timeline.rows))]
                self.blockSignals(True)  # every turn's rows exist: no itemExpanded to handle, once per turn
                try:
                    self.expandAll()
                finally:
                    self.blockSignals(False)
        finally:
            self.setUpdatesEnabled(True)
            self._quiet = False

    def fit_mark_columns(self) -> None:
        """Widen the Win chance and Flag columns to their header and widest mark in the current
        language ("non revue" must not read "non …")."""
        metrics = self.fontMetrics()
        for col, widest in WIDEST_MARKS.items():
            need = max(metrics.horizontalAdvance(widest()), self.header().fontMetrics().horizontalAdvance(
                self.headerItem().text(col))) + 2 * TEXT_MARGIN
            if self.columnWidth(col) < need:
                self.setColumnWidth(col, need)

    def retranslate(self) -> None:
        """Headers, turn rows, the decisions' words and the review marks in the current language;
        the rows, which are open and which is selected stay as they are."""
        self.setHeaderLabels([self.tr(c) for c in self.COLUMNS])
        self.fit_mark_columns()
        if self._timeline is None:
            return
        names = self._timeline.names
        for head, turn in zip(self.turn_items, self._timeline.turns, strict=True):
            head.setText(0, turn.label(names))
        for i, item in self._made.items():
            item.setText(1, row_words(self._timeline.rows[i]))
            self._show_annotation(item, self._annotations.get(i))

    def _populate(self, number: int) -> None:
        """Create the rows of turn ``number`` (once)."""
        if number in self._filled or self._timeline is None:
            return
        self._filled.add(number)
        turn = self._timeline.turns[number]
        children = []
        for i in range(turn.first, turn.last + 1):
            row = self._timeline.rows[i]
            item = QTreeWidgetItem([str(i + 1), row_words(row), row.notation, "", ""])
            item.setData(0, POS_ROLE, i + 1)
            item.setData(0, KIND_ROLE, "decision")
            children.append(item)
            self._made[i] = item
        self.turn_items[number].addChildren(children)
        for i in range(turn.first, turn.last + 1):
            if i in self._annotations:
                self._show_annotation(self._made[i], self._annotations[i])

    def _expanded(self, item: QTreeWidgetItem) -> None:
        number = item.data(0, TURN_ROLE)
        if isinstance(number, int):
            self._populate(number)

    def decision_tip(self, i: int) -> str:
        """The tooltip of decision ``i``: in words, with its notation and what it caused."""
        if self._timeline is None or not 0 <= i < len(self._timeline.rows):
            return ""
        row = self._timeline.rows[i]
        return f"{render(row.text)} [{row.notation}]" + (
            " — " + clauses([render(e) for e in row.events]) if row.events else "")

    def preferred_tip(self, i: int) -> str:
        """The Win chance tooltip of decision ``i``: what the bot preferred, in words, when the
        review disagrees with it."""
        note = self._annotations.get(i) or {}
        best = note.get("best")
        if self._timeline is None or not isinstance(best, str) or not best or best == note.get("played"):
            return ""
        return self.tr("the bot preferred %1").replace("%1", suggestion_words(self._timeline.games[i], best))

    def viewportEvent(self, event: QEvent) -> bool:
        """A decision's tooltips are written only when shown (a long game has 100,000, and the bot's
        preferred decision is put in words from the position before it, replayed)."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            item = self.itemAt(event.pos())
            tips = {1: self.decision_tip, WIN_COLUMN: self.preferred_tip}
            column = self.columnAt(event.pos().x())
            if item is not None and item.data(0, KIND_ROLE) == "decision" and column in tips:
                tip = tips[column](int(item.data(0, POS_ROLE)) - 1)
                if tip:
                    QToolTip.showText(event.globalPos(), tip, self.viewport())
                else:
                    QToolTip.hideText()
                return True
        return super().viewportEvent(event)

    def set_annotations(self, annotations: dict[int, dict[str, Any]]) -> None:
        self._annotations = dict(annotations)
        for i, item in self._made.items():
            self._show_annotation(item, annotations.get(i))
        self._show_review_columns()

    def set_annotation(self, i: int, note: dict[str, Any] | None) -> None:
        if 0 <= i < len(self.decision_items):
            if note is None:
                self._annotations.pop(i, None)
            else:
                self._annotations[i] = note
            if i in self._made:
                self._show_annotation(self._made[i], note)
            self._show_review_columns()

    def _show_review_columns(self) -> None:
        """The Win chance and Flag columns only once a decision has a review: until then they
        would be empty, and the room is the Decision column's, which then wraps less."""
        reviewed = bool(self._annotations)
        for col in (WIN_COLUMN, FLAG_COLUMN):
            if self.isColumnHidden(col) == reviewed:
                self.setColumnHidden(col, not reviewed)

    def _show_annotation(self, item: QTreeWidgetItem, note: dict[str, Any] | None) -> None:
        item.setText(WIN_COLUMN, eval_text(note))
        item.setText(FLAG_COLUMN, flag_text(note))
        color = GRADE_COLORS.get(grade_of(note))
        item.setForeground(FLAG_COLUMN, QBrush(color) if color is not None else QBrush())
        reason = not_reviewed(note)
        if reason is not None:
            item.setToolTip(FLAG_COLUMN, reason)

    def show_position(self, pos: int) -> None:
        """Select the row for position ``pos`` without emitting ``position_chosen``
        (kept as it is when the selected row already shows ``pos``)."""
        cur = self.currentItem()
        if cur is not None and cur.data(0, POS_ROLE) == pos:
            return
        if pos <= 0:
            item = self.turn_items[0] if self.turn_items else None
        else:
            item = self.decision_items[min(pos, len(self.decision_items)) - 1]
        if item is None:
            return
        self._quiet = True
        parent = item.parent()
        if parent is not None and not parent.isExpanded():
            parent.setExpanded(True)
        self.setCurrentItem(item)
        self.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)
        self._quiet = False

    def _current_changed(self, item: QTreeWidgetItem | None, _prev: QTreeWidgetItem | None) -> None:
        if self._quiet or item is None:
            return
        self.position_chosen.emit(int(item.data(0, POS_ROLE)))

    def resizeEvent(self, event: Any) -> None:
        """A narrow list drops the Notation column (the details and tooltips keep it),
        and rows re-wrap to the new width."""
        super().resizeEvent(event)
        self.setColumnHidden(2, self.width() < NOTATION_FROM)
        self.scheduleDelayedItemsLayout()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves: dict[int, int] = {
            Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Home: -10**9, Qt.Key.Key_End: 10**9,
        }
        if key in moves:
            self.step.emit(moves[key])
            event.accept()
            return
        super().keyPressEvent(event)


class LazyDecisionItems(LazySequence[QTreeWidgetItem]):
    """``MoveList.decision_items`` of a long game: row i is made (with the rest of
    its turn) when first asked for."""

    what = "decision"

    def __init__(self, tree: MoveList) -> None:
        self._tree = tree

    def __len__(self) -> int:
        timeline = self._tree._timeline
        return 0 if timeline is None else len(timeline.rows)

    def item(self, i: int) -> QTreeWidgetItem:
        timeline = self._tree._timeline
        assert timeline is not None
        self._tree._populate(timeline.turn_of[i])
        return self._tree._made[i]
