"""Dialogs and overlays: new game, hot-seat privacy screen, score sheet."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core import MAX_PLAYERS, PLAYER_NAMES, QT_TRANSLATE_NOOP, Seat

from .bots import BOT_LEVELS, bot_description, bot_label, bot_seat_label
from .controller import DEFAULT_BOT
from .game_end import ending_note, result_title
from .mnemonics import mnemonic_safe
from .painting import painting

if TYPE_CHECKING:
    from core import Game

SEAT_NAME_MAX = 24  # characters of a seat's name: it heads a board, a score column and log lines
OVERLAY_MARGIN = 16  # px between an overlay's card and the edge of what it covers
OVERLAY_CARD_PAD_X = 28  # px inside the card, left and right of its words
BUTTON_PAD_X = 40  # px a button takes beside its words (the style's padding, its border, Qt's margins)


def ok_cancel_buttons(dialog: QDialog, ok_text: str, on_ok: Callable[[], object]) -> QDialogButtonBox:
    """OK (named ``ok_text``, calling ``on_ok``) and Cancel (rejecting ``dialog``)."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.accepted.connect(on_ok)
    buttons.rejected.connect(dialog.reject)
    return buttons


@dataclass
class GameConfig:
    seats: list[Seat]
    seed: int
    first_seat: int | None  # None: random (R2.3)


def parse_seats(text: str) -> list[Seat]:
    """``human,mcts:easy,greedy`` -> seats (names filled in).  ValueError on bad input."""
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not 1 <= len(parts) <= MAX_PLAYERS:
        raise ValueError("--seats needs 1 to 4 comma-separated entries (human, mcts:easy, mcts:medium, mcts:hard, "
                         "mcts:expert, greedy, random)")
    known = {name for name, _ in BOT_LEVELS}
    seats = []
    for i, part in enumerate(parts):
        if part == "human":
            from .seat_names import human_name

            seats.append(Seat(PLAYER_NAMES[i] if len(parts) > 1 else human_name(), "human", DEFAULT_BOT))
        elif part in known:
            seats.append(Seat(f"{PLAYER_NAMES[i]} ({bot_label(part)})", "bot", part))
        else:
            raise ValueError(f"unknown seat {part!r}: use human or one of {', '.join(sorted(known))}")
    if len(seats) == 1 and seats[0].is_bot:
        raise ValueError("solo is one human against Lorenzo")
    return seats


def show_level_descriptions(box: QComboBox) -> None:
    """Give a seat menu's bot levels their descriptions: each item's tooltip,
    and the box's own for the level it shows (so a newcomer learns what
    "Easy" plays like by pointing at it)."""
    for i in range(box.count()):
        text = bot_description(str(box.itemData(i)))
        if text:
            box.setItemData(i, text, Qt.ItemDataRole.ToolTipRole)

    def follow(index: int) -> None:
        box.setToolTip(bot_description(str(box.itemData(index))))

    box.currentIndexChanged.connect(follow)
    follow(box.currentIndex())


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, previous: GameConfig | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setMinimumWidth(520)
        lay = QVBoxLayout(self)
        # one form, as the Host and Join dialogs: every label in one column, every field in the other
        self.form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(1, 4)
        self.count.setValue(len(previous.seats) if previous else 2)
        self.count_label = QLabel(self.tr("Players:"))
        self.form.addRow(self.count_label, self.count)
        self.rows: list[tuple[QLineEdit, QComboBox, QLabel]] = []
        choices = [("human", self.tr("Human"))] + [
            (name, bot_seat_label(name)) for name, _label in BOT_LEVELS]
        for i in range(4):
            lab = QLabel(self.tr("Seat %1:").replace("%1", str(i + 1)))
            name = QLineEdit(PLAYER_NAMES[i])
            name.setMaxLength(SEAT_NAME_MAX)  # typing stops there, rather than the name being cut later
            kind = QComboBox()
            for key, label in choices:
                kind.addItem(label, key)
            kind.setCurrentIndex(0 if i == 0 else 2)
            if previous and i < len(previous.seats):
                s = previous.seats[i]
                name.setText(s.name)
                kind.setCurrentIndex(max(0, kind.findData(s.bot if s.is_bot else "human")))
            show_level_descriptions(kind)
            seat = QHBoxLayout()
            seat.addWidget(name, 1)
            seat.addWidget(kind)  # the same items in every row: the kinds line up as a column too
            self.form.addRow(lab, seat)
            self.rows.append((name, kind, lab))
        self.solo_note = QLabel(self.tr("Solo: one human against Lorenzo il Magnifico."))
        self.form.addRow(self.solo_note)
        self.first_label = QLabel(self.tr("First player:"))
        self.first = QComboBox()
        self.form.addRow(self.first_label, self.first)
        self.use_seed = QCheckBox(self.tr("Seed:"))
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(previous.seed if previous else 1)
        self.seed.setEnabled(False)
        self.use_seed.toggled.connect(self.seed.setEnabled)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(QLabel(self.tr("(the same seed replays the same setup)")))
        self.form.addRow(self.use_seed, seed_row)
        lay.addLayout(self.form)
        # the labels' column as wide with "First player" hidden (solo) as shown: the fields stay put
        labels: list[QWidget] = [self.count_label, self.first_label, self.use_seed] + [lab for _, _, lab in self.rows]
        self.count_label.setMinimumWidth(max(w.sizeHint().width() for w in labels))
        self.error = QLabel("")
        self.error.setStyleSheet("color: #b3261e")
        self.error.hide()  # shown with an error: empty, its row was a blank band above Start / Cancel
        lay.addWidget(self.error)
        lay.addWidget(ok_cancel_buttons(self, self.tr("Start"), self._accept))
        self.count.valueChanged.connect(self._update)
        for name, kind, _ in self.rows:
            name.textChanged.connect(self._update)
            kind.currentIndexChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        n = self.count.value()
        for i, (_name, _kind, lab) in enumerate(self.rows):
            self.form.setRowVisible(lab, i < n)  # the row's spacing goes with it
        if n == 1:
            self.rows[0][1].setCurrentIndex(0)
        self.rows[0][1].setEnabled(n > 1)
        self.form.setRowVisible(self.solo_note, n == 1)
        keep = self.first.currentData()
        self.first.blockSignals(True)
        self.first.clear()
        self.first.addItem(self.tr("Random (drawn)"), None)
        for i in range(n):
            self.first.addItem(self.rows[i][0].text() or self.tr("Seat %1").replace("%1", str(i + 1)), i)
        idx = self.first.findData(keep)
        self.first.setCurrentIndex(idx if idx >= 0 else 0)
        self.first.blockSignals(False)
        self.form.setRowVisible(self.first, n > 1)  # solo: Lorenzo never takes a turn of his own to start

    def config(self) -> GameConfig:
        n = self.count.value()
        seats = []
        for i in range(n):
            name, kind, _ = self.rows[i]
            key = kind.currentData()
            text = " ".join(name.text().split())[:SEAT_NAME_MAX] or self.tr("Player %1").replace("%1", str(i + 1))
            seats.append(Seat(text, "human", DEFAULT_BOT) if key == "human" else Seat(text, "bot", key))
        seed = self.seed.value() if self.use_seed.isChecked() else random.randrange(2**31)
        first = self.first.currentData() if n > 1 else None
        return GameConfig(seats, seed, first)

    def validate(self) -> str:
        cfg = self.config()
        names = [s.name for s in cfg.seats]
        if len(set(names)) != len(names):
            return self.tr("Each seat needs a different name.")
        if len(cfg.seats) == 1 and cfg.seats[0].is_bot:
            return self.tr("Solo is one human against Lorenzo.")
        return ""

    def _accept(self) -> None:
        err = self.validate()
        self.error.setText(err)
        self.error.setVisible(bool(err))
        if not err:
            self.accept()


def plain_label(text: str = "") -> QLabel:
    """A label showing ``text`` as it is: a player's name is never read as markup
    ("<b>Bob&Co</b>" shown so, not "Bob&Co" in bold)."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class Overlay(QFrame):
    """A translucent layer over the table with a card in the middle: over the whole of ``parent``,
    or over its child ``area`` alone (the table, when the side of the window stays in sight)."""

    def __init__(self, parent: QWidget, area: QWidget | None = None) -> None:
        super().__init__(parent)
        self.area = area
        self.card = QFrame(self)
        self.card.setObjectName("OverlayCard")
        self.inner = QVBoxLayout(self.card)
        self.inner.setContentsMargins(OVERLAY_CARD_PAD_X, 22, OVERLAY_CARD_PAD_X, 22)
        self.inner.setSpacing(10)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(OVERLAY_MARGIN, OVERLAY_MARGIN, OVERLAY_MARGIN, OVERLAY_MARGIN)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.card)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        parent.installEventFilter(self)
        if area is not None:
            area.installEventFilter(self)
        self.hide()

    def covered(self) -> QRect:
        """What the layer covers, in its parent: ``area`` (its place may change with the window), or all."""
        parent = self.parentWidget()
        if parent is None:
            return self.geometry()
        if self.area is None:
            return parent.rect()
        return QRect(self.area.mapTo(parent, QPoint(0, 0)), self.area.size())

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj in (self.parentWidget(), self.area) and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self.setGeometry(self.covered())
        return False

    def paintEvent(self, event: object) -> None:
        with painting(self) as p:
            p.fillRect(self.rect(), QColor(20, 12, 6, 170))

    def cover(self) -> None:
        self.setGeometry(self.covered())
        self.raise_()
        self.show()


class PrivacyScreen(Overlay):
    """Hot-seat: hides the table until the next human says they are at the screen.
    ``covering(up)`` says when it is put up and taken down (the hand-over).  It covers the
    table alone, its card within it: the leaders in hand are there; the side of the window
    (the log, "Pass the screen to …") tells nothing secret and stays in sight.  A card
    centred on the whole window straddled the table and the side, across the log's lines."""

    revealed = Signal(int)
    covering = Signal(bool)

    def setVisible(self, visible: bool) -> None:
        was_up = not self.isHidden()
        super().setVisible(visible)
        if was_up != (not self.isHidden()):
            self.covering.emit(not self.isHidden())

    def __init__(self, parent: QWidget, area: QWidget | None = None) -> None:
        super().__init__(parent, area)
        self.whole_button = ""  # the button's words, before they are cut to the table's width
        self.card.setStyleSheet(
            "#OverlayCard { background: #f3e6c4; border: 3px solid #8c6a3c; border-radius: 14px; }")
        self.title = plain_label()  # "Pass the screen to <name>": the name as typed
        self.title.setObjectName("OverlayTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.button.setObjectName("Primary")
        self.button.clicked.connect(self._go)
        self.inner.addWidget(self.title)
        self.inner.addWidget(self.text)
        self.inner.addWidget(self.button)
        self.seat = -1
        self.name = ""

    def ask(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.retranslate()
        self.cover()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass the screen to %1").replace("%1", self.name))
        self.text.setText(self.tr("The other players look away: your leaders will be shown."))
        self.whole_button = self.tr("I am %1 — show my board").replace("%1", self.name)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """The card no wider than the table: its title wraps, its button's words are cut with "…"
        (whole in its tooltip) for a name longer than the table is wide."""
        room = max(0, self.width() - 2 * OVERLAY_MARGIN)
        self.card.setMaximumWidth(room)
        for label in (self.title, self.text):  # wrapped only when too wide: Qt wraps a wrapping label early
            label.ensurePolished()  # its font from the style sheet
            label.setWordWrap(label.fontMetrics().horizontalAdvance(label.text()) > room - 2 * OVERLAY_CARD_PAD_X)
        words = room - 2 * OVERLAY_CARD_PAD_X - BUTTON_PAD_X
        self.button.ensurePolished()
        metrics = self.button.fontMetrics()
        shown = self.whole_button if metrics.horizontalAdvance(self.whole_button) <= words else \
            metrics.elidedText(self.whole_button, Qt.TextElideMode.ElideMiddle, words)
        self.button.setText(mnemonic_safe(shown))  # a button reads "&" as a mnemonic: "Bob&Co" lost its "&"
        self.button.setToolTip(self.whole_button if shown != self.whole_button else "")

    def _go(self) -> None:
        self.hide()
        self.revealed.emit(self.seat)


SHEET_CELL_STYLE = "font-size: 15px;"  # a figure of the score sheet (the totals are larger)


class ScoreSheet(Overlay):
    """The end of the game: the breakdown per player, winner and tie-break.  ``shown(up)`` says when it
    is put up or away (the side panel then offers to bring it back)."""

    new_game = Signal()
    rematch = Signal()
    shown = Signal(bool)

    def setVisible(self, visible: bool) -> None:
        was_up = not self.isHidden()
        super().setVisible(visible)
        if was_up != (not self.isHidden()):
            self.shown.emit(not self.isHidden())

    ROWS = (
        ("cards", QT_TRANSLATE_NOOP("ScoreSheet", "Development cards")),
        ("faith_track", QT_TRANSLATE_NOOP("ScoreSheet", "Faith track")),
        ("favor", QT_TRANSLATE_NOOP("ScoreSheet", "Pope's favor tiles")),
        ("leaders", QT_TRANSLATE_NOOP("ScoreSheet", "Leaders")),
        ("resources", QT_TRANSLATE_NOOP("ScoreSheet", "Resources (1 VP / 5)")),
        ("total", QT_TRANSLATE_NOOP("ScoreSheet", "Total")),
        ("resources_left", QT_TRANSLATE_NOOP("ScoreSheet", "Resources left (tie-break)")),
    )

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.card.setStyleSheet(
            "#OverlayCard { background: #f6ecd2; border: 3px solid #8c6a3c; border-radius: 14px; }"
            "QLabel { color: #3a2a1a; }")
        self.title = plain_label()  # "<name> wins!"
        self.title.setObjectName("OverlayTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.inner.addWidget(self.title)
        self.table = QGridLayout()
        self.table.setHorizontalSpacing(22)
        self.table.setVerticalSpacing(6)
        self.inner.addLayout(self.table)
        self.note = plain_label()  # a tie broken between names
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.inner.addWidget(self.note)
        row = QHBoxLayout()
        self.b_new = QPushButton()
        self.b_rematch = QPushButton()
        self.b_rematch.setObjectName("Primary")
        self.b_close = QPushButton()
        self._button_texts()
        for b in (self.b_close, self.b_new, self.b_rematch):
            row.addWidget(b)
        self.inner.addLayout(row)
        self.b_new.clicked.connect(self.new_game.emit)
        self.b_rematch.clicked.connect(self.rematch.emit)
        self.b_close.clicked.connect(self.hide)
        self.cells: dict[tuple[str, int], QLabel] = {}
        self.hints: list[int] | None = None  # kept for a redraw in another language

    def _button_texts(self) -> None:
        self.b_new.setText(self.tr("New game…"))
        self.b_rematch.setText(self.tr("Rematch"))
        self.b_close.setText(self.tr("Look at the table"))

    def show_game(self, game: Game, hints: list[int] | None = None) -> None:
        """The final sheet; ``hints``: how many hints each seat asked for (shown when
        any; kept for a redraw in another language)."""
        self._button_texts()
        if hints is not None:
            self.hints = hints
        hints = self.hints
        while self.table.count():
            item = self.table.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.deleteLater()
        self.cells = {}
        sheet = game.scores()
        winners = game.winners()
        for j, name in enumerate(game.names):
            lab = plain_label(("★ " if j in winners else "") + name)
            lab.setStyleSheet("font-weight: bold; font-size: 15px;")
            lab.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.addWidget(lab, 0, j + 1)
        rows = [(key, label) for key, label in self.ROWS if not (game.solo and key == "resources_left")]
        for i, (key, label) in enumerate(rows, start=1):  # solo: no one to break a tie with
            head = QLabel(self.tr(label))
            bold = key == "total"
            head.setStyleSheet("font-weight: bold;" if bold else "")
            self.table.addWidget(head, i, 0)
            for j, s in enumerate(sheet):
                cell = QLabel(str(getattr(s, key)))  # ROWS name ScoreSheet fields
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                style = SHEET_CELL_STYLE
                if bold:
                    style += "font-weight: bold; font-size: 18px;"
                    if j in winners:
                        style += "color: #7a2e1c;"
                cell.setStyleSheet(style)
                self.table.addWidget(cell, i, j + 1)
                self.cells[(key, j)] = cell
        if hints and any(hints):
            row = len(self.ROWS) + 1
            self.table.addWidget(QLabel(self.tr("Hints used")), row, 0)
            for j, n in enumerate(hints):
                cell = QLabel(str(n))
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                cell.setStyleSheet(SHEET_CELL_STYLE)  # as the points above it
                self.table.addWidget(cell, row, j + 1)
                self.cells[("hints", j)] = cell
        self.title.setText(result_title(game))
        note = ending_note(game)
        self.note.setText(note)
        self.note.setVisible(bool(note))  # empty, its wrapped row left a blank band above the buttons
        self.cover()
