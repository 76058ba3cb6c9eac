"""The action panel beside the table: what the player to move can do now that
is not a click on the table (setup resources, placing resources from the
market, white marbles, the production plan, ending the turn)."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QIcon, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
)

from core import Action, ActionKind, Resource, TurnMode, resource_name, resources_text

from . import art
from .i18n import capitalised, fill, no_widow, render
from .interaction import DONE, PRODUCTION_KINDS, power_key
from .painting import painting

if TYPE_CHECKING:
    from core import Game, PlayerView

    from .controller import GameController
    from .interaction import Interaction

LEADERS_KEPT = 2  # of the four dealt (R2.2)
TITLE_SLACK = 1  # px: a word cut to the title's width still fits its line (rounding)
TRAILING_PUNCTUATION = ",:;.!?"  # kept after a word cut with "…" ("WWW…, your turn")


def resource_icon(res: int, size: int = 22) -> QIcon:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    with painting(pm) as p:
        art.draw_resource(p, QPointF(size / 2, size / 2), size * 0.86, res)
    return QIcon(pm)


class ActionPanel(QFrame):
    """Rebuilt whenever the game or the half-made choice changes."""

    refreshed = Signal()

    def __init__(self, controller: GameController, ui: Interaction) -> None:
        super().__init__()
        self.ctl = controller
        self.ui = ui
        self.hidden_turn = False
        self.setObjectName("ActionPanel")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(12, 10, 12, 12)
        self.lay.setSpacing(6)
        self.buttons: dict[str, QPushButton] = {}
        self.choices: dict[str, QComboBox] = {}  # the production plan's choices (the basic one's, a leader's)
        self._bot_lines: tuple[QLabel, QLabel] | None = None  # shown while a bot is to move
        self.on_hint: Callable[[], object] | None = None  # set by the window
        # game over: the window's score sheet is up, or put away ("Look at the table") and brought back by this
        self.sheet_shown = False
        self.on_score_sheet: Callable[[], object] | None = None  # set by the window
        controller.state_changed.connect(self.refresh)
        controller.bot_thinking.connect(lambda *_: self.refresh())
        ui.changed.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------- helpers
    def _clear(self) -> None:
        self.buttons = {}
        self.choices = {}
        self._bot_lines = None
        _drop_layout(self.lay)

    def _title(self, text: str) -> QLabel:
        lab = PanelTitle(text)
        self.lay.addWidget(lab)
        return lab

    def _text(self, text: str, rich: bool = False) -> QLabel:
        """A paragraph: plain text (a player's name in it is shown as typed, "<b>Bob&Co</b>" too), or
        ``rich`` text whose interpolated words the caller escaped (``_esc``)."""
        lab = QLabel(no_widow(text))
        lab.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        lab.setWordWrap(True)
        lab.setObjectName("PanelText")
        self.lay.addWidget(lab)
        return lab

    def _button(self, key: str, text: str, action: Action | Callable[[], object] | None, legal: bool, tip: str = "",
                icon: QIcon | None = None, row: QHBoxLayout | None = None, primary: bool = False) -> QPushButton:
        b = QPushButton(text)
        if icon is not None:
            b.setIcon(icon)
            b.setIconSize(QSize(20, 20))
        b.setEnabled(legal)
        b.setToolTip(capitalised(tip))  # "take one main action first" begins a sentence of its own
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        if primary:
            b.setObjectName("Primary")
        if callable(action):
            b.clicked.connect(action)
        elif action is not None:
            b.clicked.connect(lambda _=False, a=action: self.ctl.apply(a))
        (row or self.lay).addWidget(b)
        self.buttons[key] = b
        return b

    # ------------------------------------------------------------- content
    def refresh(self) -> None:
        self._refresh()
        self.refreshed.emit()  # the window puts the keyboard back in the panel

    def _refresh(self) -> None:
        if self._bot_turn():
            return
        self._clear()
        game = self.ctl.game
        if game is None:
            self._title(self.tr("No game"))
            self._text(self.tr("Start a new game from the Game menu (Ctrl+N), or open a saved one (Ctrl+O)."))
            return
        if game.is_over:
            self._game_over(game)
            return
        seat = game.current_seat
        assert seat is not None
        name = game.names[seat]
        if self.hidden_turn:
            self._title(self.tr("Pass the screen to %1").replace("%1", name))
            return
        legal = game.legal_actions()
        p = game.player(seat)
        if game.in_setup:
            self._setup(game, name, p, legal)
        elif game.turn_mode == TurnMode.PLACING:
            self._placing(game, name, legal)
        elif game.turn_mode == TurnMode.WHITES:
            self._title(self.tr("%1: white marbles").replace("%1", name))
            self._text(self.tr("%n white marble(s) left. What does it give?", "", game.pending_whites))
            row = QHBoxLayout()
            for act in legal:
                res = act.resource
                self._button(f"white {Resource(res).name.lower()}", _res(res), act, True, icon=resource_icon(res),
                             row=row)
            self.lay.addLayout(row)
        elif game.turn_mode == TurnMode.PRODUCING or self.ui.plan is not None:
            self._production(game, name, legal)
        else:
            self._free(game, name, legal)
        if self.on_hint is not None:  # the bot's best decisions for this human (mor_qt/hint.py)
            self._button("hint", self.tr("Hint (H)"), self.on_hint, True,
                         tip=self.tr("The computer's three best decisions for you now, with their win chances"))
        self.lay.addStretch(1)

    def _game_over(self, game: Game) -> None:
        """The sheet beside the panel, or put away to look at the table: a button brings it back, with
        its Rematch and New game."""
        self._title(self.tr("Game over"))
        if self.sheet_shown or self.on_score_sheet is None:
            self._text(self.tr("The score sheet shows the result."))
            return
        if game.solo:  # one player against Lorenzo, whom the sheet tells "You beat Lorenzo!"
            self._text(self.tr("The score sheet has your points, Rematch and New game."))
        else:
            self._text(self.tr("The score sheet has everyone's points, Rematch and New game."))
        self._button("score sheet", self.tr("Show the score sheet"), self.on_score_sheet, True, primary=True)

    def _bot_turn(self) -> bool:
        """A bot to move: two lines, "X is thinking…" and a note.  Only their
        words change from one bot decision to the next, so the labels stay
        and only their text is set: rebuilding the panel two or three times
        per bot decision cost the window ~7 ms each time."""
        game = self.ctl.game
        if game is None or game.is_over or self.ctl.is_human_turn():
            return False
        seat = game.current_seat
        assert seat is not None
        by_bot = seat >= len(self.ctl.seats) or self.ctl.seats[seat].is_bot  # else a person at a network table
        note = self.tr("The bot's moves appear on the table and in the log.") if by_bot else \
            self.tr("Their moves appear on the table and in the log.")
        if self.ctl.thinking_seat == seat:
            lines = (self.tr("%1 is thinking…").replace("%1", game.names[seat]), note)
        elif self.ctl.paused and not self.ctl.human_seats():  # a game only bots play waits for Resume or Step
            lines = (self.tr("Paused"),
                     self.tr("%1 plays next: Resume, or Step for one decision.").replace("%1", game.names[seat]))
        else:
            lines = (self.tr("%1 to play").replace("%1", game.names[seat]), note)
        if self._bot_lines is None:
            self._clear()
            self._bot_lines = (self._title(lines[0]), self._text(lines[1]))
        else:
            for label, text in zip(self._bot_lines, lines, strict=True):
                if label.text() != text:
                    label.setText(text)
        return True

    def _setup(self, game: Game, name: str, p: PlayerView, legal: list[Action]) -> None:
        if p.dealt:
            self._title(self.tr("%1: choose your leaders").replace("%1", name))
            sel = sorted(self.ui.keep_sel)
            self._text(self.tr("Click 2 of the 4 leaders dealt on your board.") + " " + (
                self.tr("Selected: %1").replace("%1", ", ".join(f"L{x}" for x in sel)) if sel
                else self.tr("None selected yet.")))
            chosen = Action(ActionKind.KEEP, sel[0], sel[1]) if len(sel) == LEADERS_KEPT else None
            keep = chosen if chosen is not None and chosen in legal else None
            ok = keep is not None
            self._button("keep", self.tr("Keep these two leaders"),
                         (lambda: self._keep(keep)) if keep is not None else None, ok,
                         primary=True, tip="" if ok else self.tr("select exactly 2 of your leaders"))
            return
        to_take = p.resources_to_take
        self._title(self.tr("%1: initial resources").replace("%1", name))
        self._text(self.tr("Choose %n more resource(s) for your warehouse.", "", to_take))
        for pair in ((0, 1), (2, 3)):  # two by two: "servant" and "shield" need the room of half the panel
            row = QHBoxLayout()
            for r in pair:
                act = Action(ActionKind.TAKE, r)
                self._button(f"take {Resource(r).name.lower()}", _res(r), act, act in legal, icon=resource_icon(r),
                             row=row,
                             tip="" if act in legal else
                             self.tr("two different resources need room in the depots (R5)"))
            self.lay.addLayout(row)

    def _keep(self, act: Action) -> None:
        self.ui.keep_sel = []
        self.ctl.apply(act)

    def _placing(self, game: Game, name: str, legal: list[Action]) -> None:
        self._title(self.tr("%1: place the resources").replace("%1", name))
        pend = game.pending
        self._text(self.tr("From the market: %1. Click the warehouse or use the buttons.")
                   .replace("%1", render(resources_text(pend))))
        r = next(i for i in range(4) if pend[i])
        tray = QHBoxLayout()
        first = True
        for res in range(4):
            for _ in range(pend[res]):
                lab = QLabel()
                lab.setPixmap(resource_icon(res, 30 if first else 22).pixmap(30 if first else 22))
                lab.setToolTip(capitalised(self.tr("%1 (now)").replace("%1", _res(res)) if first else _res(res)))
                tray.addWidget(lab)
                first = False
        tray.addStretch(1)
        self.lay.addLayout(tray)
        # one above the other: side by side "Stocker : Pièce" and "Défausser : Pièce" are wider than the panel
        store, drop = Action(ActionKind.STORE, r), Action(ActionKind.DROP, r)
        self._button("store", self.tr("Store %1").replace("%1", _res(r)), store, store in legal,
                     icon=resource_icon(r),
                     tip="" if store in legal else self.tr("no room in the warehouse (R5)"))
        self._button("drop", self.tr("Discard %1").replace("%1", _res(r)), drop, drop in legal,
                     tip=self.tr("every other player moves 1 faith") if game.n_players > 1 else
                     self.tr("Lorenzo moves 1 space"))
        self._button("auto", self.tr("Auto-place all"), self.auto_place, True, primary=True,
                     tip=self.tr("store what fits, discard the rest"))

    def auto_place(self) -> None:
        game = self.ctl.game
        while game is not None and self.ctl.is_human_turn() and game.turn_mode == TurnMode.PLACING:
            legal = game.legal_actions()
            store = next((a for a in legal if a.kind == ActionKind.STORE), None)
            if not self.ctl.apply(store or legal[0]):
                break

    def _free(self, game: Game, name: str, legal: list[Action]) -> None:
        self._title(self.tr("%1, your turn").replace("%1", name))
        if self.ui.buy_card is not None:  # its one step in place of the turn's hint, and the way back; no
            # Production…, which dropped the purchase without a word
            self._text(self.tr("Buying card %1: click a highlighted slot on your board.")
                       .replace("%1", str(self.ui.buy_card)))
            self._button("cancel", self.tr("Cancel purchase"), lambda: self.ui.select_card(None), True)
        else:
            if not game.main_action_done:
                self._text(self.tr("Push a market arrow, click a highlighted card to buy it, or start a production. "
                                   "Leaders can be played or discarded before or after."))
            else:
                self._text(self.tr("Main action done. Play or discard a leader, or end your turn."))
            can_prod = any(a.kind in PRODUCTION_KINDS for a in legal)
            self._button("produce", self.tr("Production…"), self.ui.start_plan, can_prod,
                         tip=self.tr("choose production powers") if can_prod else
                         self.tr("no production possible now"))
        end = Action(ActionKind.END)
        self._button("end", self.tr("End turn"), end, end in legal, primary=True,
                     tip="" if end in legal else self.tr("take one main action first (R3.1)"))

    def _production(self, game: Game, name: str, legal: list[Action]) -> None:
        ui = self.ui
        if ui.plan is None:
            ui.plan = {}
        self._title(self.tr("%1: production").replace("%1", name))
        self._text(self.tr("Click powers on your board (cards on top of your slots, the basic production, production "
                           "leaders) to add or remove them."))
        for key in list(ui.plan):
            act = ui.plan[key]
            if act.kind == ActionKind.PROD_SLOT:
                self._text(self.tr("• slot %1").replace("%1", str(act.slot + 1)))
            elif act.kind == ActionKind.PROD_BASE:
                self._base_row(game, key, act)
            elif act.kind == ActionKind.PROD_LEADER:
                self._leader_row(key, act)
        res = ui.evaluate(game)
        pay = render(resources_text(res.paid))
        gets = render(resources_text(res.out, res.faith))
        self._text(fill(self.tr("<b>Pay:</b> %1<br><b>Get:</b> %2"), _esc(pay), _esc(gets)), rich=True)
        if not res.ok:
            self._text(f"<span style='color:#9b2d20'>{_esc(render(res.reason))}</span>", rich=True)
        row = QHBoxLayout()
        started = game.turn_mode == TurnMode.PRODUCING
        ok = res.ok and (bool(ui.plan) or started)
        self._button("confirm", self.tr("Produce"), self.confirm_production, ok, primary=True, row=row,
                     tip="" if ok else self.tr("add at least one power you can pay for"))
        if not started:
            self._button("cancel", self.tr("Cancel"), ui.cancel_plan, True, row=row)
        self.lay.addLayout(row)

    def _base_row(self, game: Game, key: str, act: Action) -> None:
        """The basic production ``act`` of the plan (under ``key``): its two inputs and its output."""
        ui = self.ui
        opts = ui.options_for(game, key)
        # "Basic: [coin + servant]" over "→ [coin]": on one line they are wider than the panel (its side of the
        # window is 290 px wide up to 1920x1080), and "Pierre + Serviteur" needs more room than "stone + servant"
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Basic:")), 0, 0)
        pairs = sorted({a.inputs for a in opts} | {act.inputs})
        pair_box = QComboBox()
        for a, b in pairs:
            pair_box.addItem(f"{_res(a)} + {_res(b)}", a * 4 + b)
        pair_box.setCurrentIndex(pairs.index(act.inputs))
        out_box = QComboBox()
        for r in range(4):
            out_box.addItem(resource_icon(r), _res(r), r)
        out_box.setCurrentIndex(act.output)

        def changed() -> None:
            a, b = divmod(int(pair_box.currentData()), 4)
            ui.set_choice(key, Action.basic_production(a, b, int(out_box.currentData())))

        pair_box.currentIndexChanged.connect(lambda _i: changed())
        out_box.currentIndexChanged.connect(lambda _i: changed())
        grid.addWidget(pair_box, 0, 1)
        grid.addWidget(QLabel("→"), 1, 0, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(out_box, 1, 1, Qt.AlignmentFlag.AlignLeft)
        grid.setColumnStretch(1, 1)
        self.lay.addLayout(grid)
        self.choices["base_pair"] = pair_box
        self.choices["base_out"] = out_box

    def _leader_row(self, key: str, act: Action) -> None:
        """A production leader's ``act`` of the plan (under ``key``): its output."""
        ui = self.ui
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Leader %1 → ").replace("%1", str(act.leader))))
        out_box = QComboBox()
        for r in range(4):
            out_box.addItem(resource_icon(r), _res(r), r)
        out_box.setCurrentIndex(act.output)

        def changed() -> None:
            ui.set_choice(key, Action.leader_production(act.leader, int(out_box.currentData())))

        out_box.currentIndexChanged.connect(lambda _i: changed())
        row.addWidget(out_box, 1)
        self.lay.addLayout(row)
        self.choices[f"out_{key}"] = out_box

    def confirm_production(self) -> None:
        game = self.ctl.game
        if game is None:
            return
        acts = self.ui.plan_actions()
        self.ui.plan = None
        if not self.ctl.apply_sequence([*acts, DONE]):
            self.ui.plan = {power_key(a): a for a in acts}
        self.ui.changed.emit()


class PanelTitle(QLabel):
    """The panel's title ("Ada, your turn"), wrapped between its words; a word wider than the panel
    (a name without a space: 40 "W"s) is cut with "…" and the whole title is its tooltip, as a board's
    header cuts its name: Qt clipped it mid-letter, and its second line ran over the text under it."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.setObjectName("PanelTitle")
        self.setTextFormat(Qt.TextFormat.PlainText)  # a name is shown as typed: "<b>Bob&Co</b>, your turn"
        self.setWordWrap(True)
        self.whole = ""
        self.setText(text)

    def setText(self, text: str) -> None:
        self.whole = text
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = self.whole
        if self.testAttribute(Qt.WidgetAttribute.WA_Resized):  # laid out: its width is known
            room = self.contentsRect().width() - 2 * self.margin() - TITLE_SLACK
            metrics = self.fontMetrics()
            shown = " ".join(_cut_word(word, metrics, room) for word in self.whole.split(" "))
        super().setText(shown)
        self.setToolTip(self.whole if shown != self.whole else "")


def _cut_word(word: str, metrics: QFontMetrics, room: int) -> str:
    """``word`` as it fits in ``room`` pixels: whole, or cut with "…" before its punctuation ("WWW…,")."""
    if metrics.horizontalAdvance(word) <= room:
        return word
    stem = word.rstrip(TRAILING_PUNCTUATION)
    tail = word[len(stem):]
    return metrics.elidedText(stem, Qt.TextElideMode.ElideRight, room - metrics.horizontalAdvance(tail)) + tail


def _esc(text: str) -> str:
    """Words put into rich text, shown as they are ("<", "&" in a name or a reason)."""
    return html.escape(text, quote=False)


def _res(res: int) -> str:
    """A resource's name in the app's language ("coin", "Pièce")."""
    return render(resource_name(res))


def _drop_layout(layout: QLayout) -> None:
    """Empty ``layout``: its widgets hidden and deleted, its inner layouts emptied."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:  # never while count() > 0
            break
        w = item.widget()
        inner = item.layout()
        if w is not None:
            w.hide()
            w.deleteLater()
        elif inner is not None:
            _drop_layout(inner)
