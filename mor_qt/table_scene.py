"""The table's scene: its state (the controller, who sees which hand, the hints, the
animation), how pieces are added and kept across a rebuild, and the tweens that
animate a decision.  What goes on it is built by ``TableTop`` and ``TableBoards``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from core import Action, dev_card

from . import art, i18n
from .art import table_font
from .table_input import Item, TableController, WholeText
from .table_layout import (
    ASPECT_SLACK,
    BOARD_H,
    CARD_H,
    CARD_W,
    GAP,
    GRID_X,
    SCENE_W,
    TOP_H,
    WELCOME_HINT,
    table_layout,
)

if TYPE_CHECKING:
    from core import Game

    from .interaction import Interaction

WHOLE_TEXT_Z = 1  # the whole text's piece lies over the piece that drew the text cut


class TableScene(QGraphicsScene):
    """The scene.  ``viewer`` is the seat whose hidden leaders may be shown."""

    legal: set[Action]  # the decisions the player to move may click (set by each build)
    game: Game  # the game shown by the last build

    def __init__(self, controller: TableController, ui: Interaction) -> None:
        super().__init__()
        self.ctl = controller
        self.ui = ui
        self.viewer: int | None = None
        self.reveal_all = False  # every hand shown (the analysis of a finished game, or on request)
        self.hidden = False  # privacy screen up: no choices at all
        self.welcome_hint = WELCOME_HINT  # the line under the title with no game (a network lobby says its own)
        self.view_aspect: float | None = None  # the view's width / height: some layouts use it
        self.faith_shown: dict[int, int] = {}  # a faith marker stepping (animation) is drawn here
        self.market_centre: QPointF | None = None  # where taken resources fly from
        self.grid_top = float(GAP)  # the card grid's top edge (bought cards fly from it)
        self.pending_events: list[Any] = []  # the decision just shown, to animate at the next rebuild
        self.on_zoom: Callable[[Item | None, bool], None] | None = None  # the view shows pieces enlarged
        self.thinking_phase = 0
        self.last_move = ""
        self.last_action: Any = None  # ringed on the table: what was just done
        self.move_serial = 0  # counts decisions shown, so each is animated once
        self._animated = 0
        self.animate_ms = 0  # marble roll; 0 = instant
        self._anim: Any = None
        self._tweens: list[Callable[[float], None]] = []
        self._dirty = False
        self._old: dict[tuple, Item] = {}
        self._kept: set[int] = set()
        self.hints: list[tuple[tuple, int]] = []  # pieces ringed by a hint (show_hints)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.rebuild)
        controller.state_changed.connect(self.request_rebuild)
        controller.bot_thinking.connect(lambda *_: self.request_rebuild())
        ui.changed.connect(self.request_rebuild)
        self.setSceneRect(0, 0, SCENE_W, TOP_H + 10 + BOARD_H)
        self.rebuild()

    # -------------------------------------------------------------- building
    def request_rebuild(self) -> None:
        self._dirty = True
        if not self._timer.isActive():
            self._timer.start(0)

    def set_view_aspect(self, aspect: float) -> None:
        """The view was resized: a layout that depends on its shape is rebuilt."""
        old = self.view_aspect
        self.view_aspect = aspect
        if old is None or abs(aspect - old) > ASPECT_SLACK * old:
            game = self.ctl.game
            if game is not None and table_layout(game.n_players, aspect) != table_layout(game.n_players, old):
                self.request_rebuild()

    def show_events(self, events: list[Any], ms: int) -> None:
        """Animate ``events`` for ``ms`` milliseconds when the table is next rebuilt (0: none); the
        decisions made before that rebuild (several placed at once) are animated together."""
        if ms > 0:
            self.pending_events.extend(events)
        else:
            self.pending_events = []
        self.animate_ms = ms

    def flush(self) -> None:
        if self._dirty:
            self._timer.stop()
            self.rebuild()

    def drawBackground(self, p: QPainter, rect: QRectF | QRect) -> None:
        grad = QLinearGradient(0, 0, 0, self.sceneRect().height())
        grad.setColorAt(0, QColor("#3b2a1c"))
        grad.setColorAt(1, QColor("#24180f"))
        p.fillRect(rect, QBrush(grad))

    def add(self, item: Item) -> Item:
        """Add ``item``, or keep the identical piece already on the table: an
        unchanged piece is not painted again (smooth while bots move)."""
        if item.tag[:1] not in (("info",), ("thinking",)):
            r = item.rect
            key = (item.tag, item.tip, item.enabled, item.selected, r.x(), r.y(), r.width(), r.height(),
                   i18n.current_language())  # painted words change with the language
            old = self._old.pop(key, None)
            if old is not None:
                old.on_click = item.on_click
                old.draw = item.draw
                if old.preview:  # a hover highlight belongs to the table before this change
                    old.preview = False
                    old.update()
                self._kept.add(id(old))
                return old
            item.key = key
        self.addItem(item.realize())
        return item

    def show_hints(self, hints: list[tuple[tuple, int]]) -> None:
        """Ring the pieces of the hint's decisions: (tag prefix, rank 1-3) pairs; [] clears."""
        self.hints = list(hints)
        self._apply_hints()

    def _apply_hints(self) -> None:
        hints = self.hints
        for it in self.items():
            if not isinstance(it, Item):
                continue
            rank = 0
            for tag, r in hints:
                if it.tag[: len(tag)] == tag and (rank == 0 or r < rank):
                    rank = r
            it.set_hint_rank(rank)

    def find(self, *tag: Any) -> list[Item]:
        """Items whose tag starts with ``tag`` (for tests and tools)."""
        n = len(tag)
        return [it for it in self.items() if isinstance(it, Item) and it.tag[:n] == tag]

    def grid_place(self, cid: int) -> QPointF:
        """Where card ``cid`` lies (or lay) on the card grid: its top-left corner, in scene coordinates."""
        card = dev_card(cid)
        return QPointF(GRID_X + card.color * (CARD_W + 8), self.grid_top + (3 - card.level) * (CARD_H + 8))

    def add_piece(self, rect: QRectF, draw: Callable[[QPainter, QRectF], None], tag: tuple[Any, ...]) -> Item:
        """A drawn piece put on the table now (not kept by ``rebuild``: the animation's flying glyphs)."""
        item = Item(rect, draw, tag=tag)
        self.addItem(item.realize())
        return item

    def rebuild(self) -> None:
        self._dirty = False
        self._stop_animation()
        before = [it for it in self.items() if isinstance(it, Item)]
        self._old = {it.key: it for it in before if it.key is not None}
        self._kept = set()
        try:
            self._build()
        finally:
            for it in before:
                if id(it) not in self._kept:
                    if it.hover and it.zoom is not None and self.on_zoom is not None:
                        self.on_zoom(None, False)  # the enlarged piece is gone from the table
                    self.removeItem(it)
            self._old = {}
        self._apply_hints()
        if self.pending_events and self.animate_ms > 0 and self.ctl.game is not None:
            from .animation import tweens_for

            events, self.pending_events = self.pending_events, []
            self.run_tweens(tweens_for(self, events))

    def helpEvent(self, event: Any) -> None:
        """No tooltip over a piece that is shown enlarged (its words go in the enlarged view)."""
        for it in self.items(event.scenePos()):
            if isinstance(it, Item) and it.zoom is not None:
                event.accept()
                return
        super().helpEvent(event)

    def _roll(self, moves: list[tuple[Item, QPointF]]) -> None:
        from .animation import move

        self.run_tweens([move(item, off) for item, off in moves])

    def run_tweens(self, tweens: list[Callable[[float], None]]) -> None:
        """Run ``tweens`` (functions of the progress 0 → 1) over ``animate_ms``, with the ones under way."""
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        if not tweens:
            return
        running = list(self._tweens) if self._anim is not None else []
        if self._anim is not None:
            self._anim.stop()
        self._tweens = running + tweens
        for tween in tweens:
            tween(0.0)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(1, self.animate_ms))
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(v: float) -> None:  # the animation runs between two floats: its values are floats
            for tween in self._tweens:
                tween(v)

        anim.valueChanged.connect(step)
        anim.finished.connect(self._finish_tweens)
        self._anim = anim
        anim.start()

    def _finish_tweens(self) -> None:
        tweens, self._tweens, self._anim = self._tweens, [], None
        for tween in tweens:
            tween(1.0)

    def _stop_animation(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._finish_tweens()

    def _panel(self, r: QRectF, title: str = "") -> None:
        def draw(p: QPainter, rr: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            grad = QLinearGradient(rr.topLeft(), rr.bottomLeft())
            grad.setColorAt(0, QColor("#f3e6c4"))
            grad.setColorAt(1, QColor("#e2cc9a"))
            p.setBrush(QBrush(grad))
            p.setPen(QPen(QColor("#8c6a3c"), 2))
            p.drawRoundedRect(rr, 10, 10)
            if title:
                p.setPen(art.INK)
                p.setFont(table_font(11, True))
                p.drawText(QRectF(rr.left() + 12, rr.top() + 4, rr.width() - 24, 24), Qt.AlignmentFlag.AlignLeft, title)

        self.add(Item(r, draw)).setZValue(-1)

    def whole_text(self, rect: QRectF, shown: str, whole: str, tag: tuple[Any, ...]) -> None:
        """Where the table drew ``shown``, ``whole`` cut with "…" to fit ``rect``: a piece over it whose
        tooltip is the whole text ("Maximilian von Habsb…" says "Maximilian von Habsburg-Lorraine")."""
        if shown != whole:
            self.add(WholeText(rect, tag=("whole text", *tag), tip=whole)).setZValue(WHOLE_TEXT_Z)

    def _build(self) -> None:
        raise NotImplementedError  # Table puts the pieces on the scene
