"""The table: a QGraphicsScene with the market, the card grid, every player's
board and (solo) Lorenzo.  Rebuilt from the game after every change; only
legal choices are clickable, and hovering any choice tells why (not)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt, QTimer, SignalInstance
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsView

from core import (
    FAITH_MAX,
    FAITH_VP,
    LINE_CELLS,
    MARKET_ROWS,
    QT_TRANSLATE_NOOP,
    VATICAN_SECTIONS,
    Ability,
    Action,
    ActionKind,
    Marble,
    Resource,
    TurnMode,
    a_resource,
    card_text,
    colour_name,
    dev_card,
    illegal_reason,
    leader_card,
    leader_text,
    line_text,
    marble_name,
    requirement_text,
    resource_name,
    resources_text,
    token_text,
)

from . import art, i18n
from .art import font
from .help import rule_tip
from .i18n import render
from .interaction import PRODUCTION_KINDS
from .zoom import CardZoom, ZoomSpec

if TYPE_CHECKING:
    from core import Game, Seat

    from .interaction import Interaction

CARD_W, CARD_H = 100, 136
HINT_MARGIN = 14  # room around a piece for the hint's ring and rank badge
LEAD_W, LEAD_H = 92, 136
BOARD_W, BOARD_H = 728, 336
SCENE_W = 1476
TOP_H = 440
SLOTS = 3  # development card slots on a board (R6.4)
TRIO = 3  # three players: their boards around the grid
BOARDS_PER_ROW = 2  # below the market and the grid, with one, two or four players
GAP = 10
GRID_X = 350  # the card grid, right of the market
GRID_RIGHT = GRID_X + 4 * (CARD_W + 8)
INFO_KEY_H = 62  # the glyph key at the foot of the info panel: its two rows
INFO_KEY_FOOT = 8  # under it, in the full info panel
INFO_KEY_FOOT_STRIP = 2  # under it, in a strip (room is short there)
INFO_KEY_GAP = 6  # at least this much room between the last score row and the glyph key
INFO_FULL_H = 300  # a shorter info panel is a strip: status, hint, last move
# "Victory points now": its top in the full panel and in a strip, its heading
# and row heights; a strip's rows start nearer the edge (its text is indented less)
SCORES_TOP_FULL = 150
SCORES_TOP_STRIP = 76
SCORES_HEAD_H = 24
SCORES_ROW_H = 28
SCORES_STRIP_INDENT = 6
# a score row: name, bar from SCORES_BAR_LEFT, its total, then what makes it (cards, faith, resources,
# leaders) right-aligned in SCORES_STATS_W
SCORES_BAR_LEFT, SCORES_TOTAL_W, SCORES_STATS_W = 175, 60, 300
SUMMARY_PX = 14  # the score rows and a board's "human · 3 VP": 9 px or more on a 1280x720 screen (scale ~0.67)
ASPECT_SLACK = 0.01  # view shape changes smaller than this keep the layout
INFO_GROW = 340  # at most this much taller (3 players, a tall view)


@dataclass(frozen=True)
class TableLayout:
    """Where the pieces go for a number of players (scene coordinates)."""

    scene: QRectF
    info: QRectF
    boards: tuple[QPointF, ...]
    lorenzo: QPointF | None
    market_drop: float = 0.0  # market and grid moved down to stay centred in a taller top band


def table_layout(n: int, aspect: float | None = None) -> TableLayout:
    """Market and card grid top left; the boards two by two below.  Three
    players: the first board sits top right with the status panel under it, so
    no quarter of the table is left empty; that panel grows (up to
    ``INFO_GROW``) when the view is taller than the table (``aspect``: the
    view's width / height), so the table fills it without bands."""
    below: float = TOP_H + GAP
    left, right = GAP, GAP + BOARD_W + GAP
    if n == TRIO:
        width = GRID_RIGHT + 6 + BOARD_W + GAP
        height = below + BOARD_H + GAP
        grow = 0.0
        if aspect is not None and aspect > 0 and width / aspect > height:
            grow = min(INFO_GROW, width / aspect - height)
        below += grow
        top_right = GRID_RIGHT + 6
        info = QRectF(top_right, GAP + BOARD_H + 8, BOARD_W, TOP_H - 2 * GAP - BOARD_H - 8 + grow)
        boards: tuple[QPointF, ...] = (QPointF(top_right, GAP), QPointF(left, below),
                                       QPointF(width - GAP - BOARD_W, below))
        return TableLayout(QRectF(0, 0, width, below + BOARD_H + GAP), info, boards, None, grow / 2)
    rows = 1 if n <= BOARDS_PER_ROW else 2
    info = QRectF(GRID_RIGHT + 6, GAP, SCENE_W - GRID_RIGHT - 6 - GAP, TOP_H - 2 * GAP)
    boards = tuple(QPointF(left if seat % 2 == 0 else right, below + (seat // 2) * (BOARD_H + GAP))
                   for seat in range(n))
    lorenzo = QPointF(right, below) if n == 1 else None
    return TableLayout(QRectF(0, 0, SCENE_W, below + rows * (BOARD_H + GAP)), info, boards, lorenzo)


WELCOME_TITLE_PT, WELCOME_HINT_PT, WELCOME_MARBLE_R = 40, 16, 24
LEADER_BUTTON_PT = 7.5  # the Play / Discard buttons under a leader in hand (their words must fit, in every language)
WELCOME_HINT = QT_TRANSLATE_NOOP("Table", "Game ▸ New game… (Ctrl+N) to start")  # shown translated


def welcome_layout(r: QRectF) -> tuple[QRectF, QRectF, QRectF]:
    """The start screen, top to bottom with room between: title, a row of six marbles, the hint."""
    cy = r.center().y()
    title = QRectF(r.left(), cy - 150, r.width(), 90)
    marbles = QRectF(r.center().x() - 240, cy - 40, 480, 2 * WELCOME_MARBLE_R + 16)
    hint = QRectF(r.left(), marbles.bottom() + 24, r.width(), 50)
    return title, marbles, hint


def number_px_on_screen(scale: float) -> float:
    """How many screen pixels high the numbers players decide by (card costs and
    production, strongbox counts) are drawn at table ``scale``."""
    return art.NUMBER_PX * scale


def _why(game: Game, act: Any) -> str:
    """Why ``act`` is illegal, in the player's language."""
    return render(illegal_reason(game, act))


def _buys(cid: int) -> list[Action]:
    """The decisions buying card ``cid``: into each slot, left to right."""
    return [Action(ActionKind.BUY, cid, slot) for slot in range(SLOTS)]


class Item(QGraphicsItem):
    """A drawn piece of the table; clickable when ``on_click`` is given and it is legal."""

    def __init__(
        self,
        rect: QRectF,
        draw: Callable[[QPainter, QRectF], None] | None = None,
        tag: tuple = (),
        on_click: Callable[[], object] | None = None,
        enabled: bool = False,
        tip: str = "",
        selected: bool = False,
        shows: tuple[int, ...] | None = None,
    ) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.draw = draw
        self.tag = tag
        self.key: tuple | None = None
        self.on_click = on_click
        self.enabled = bool(on_click) and enabled
        self.selected = selected
        self.hover = False
        self.preview = False  # lit up while the player hovers a choice that concerns it
        self.hint_rank = 0  # 1-3: one of the hint's best decisions (mor_qt/hint.py)
        self.on_hover: Callable[[bool], object] | None = None
        self.zoom: ZoomSpec | None = None  # a piece shown enlarged on hover or right-click
        # a production power in the plan: the resources chosen for its "?"s, drawn in their place
        # ((in, in, out) for the basic production, (out,) for a leader); None: its "?"s.  Part of
        # the tag, so a piece kept by a rebuild (``Table.add``) was painted with these
        self.shows = shows
        # The Qt side (tooltip, hover, cache, cursor) is set up by ``realize``
        # when the piece goes on the table: a rebuild makes every piece again
        # and keeps the unchanged ones already there.
        self.tip = tip
        self._realized = False

    def realize(self) -> Item:
        """Set up the Qt side of a piece about to go on the table (once)."""
        if not self._realized:
            self._realized = True
            if self.tip:
                self.setToolTip(rule_tip(render(self.tip)))  # a cited rule (R5.1) becomes a link; F1 opens it
            self.setAcceptHoverEvents(True)
            # painted once into a pixmap: hovering and the thinking dots only blit
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            if self.enabled:
                self.setCursor(Qt.CursorShape.PointingHandCursor)
        return self

    def boundingRect(self) -> QRectF:
        m = HINT_MARGIN if self.hint_rank else 5
        return self.rect.adjusted(-m, -m, m, m)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if self.draw is not None:
            self.draw(p, self.rect)
        if self.preview:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(255, 213, 74, 220), 3.5))
            p.drawEllipse(self.rect.adjusted(-3, -3, 3, 3))
        if self.enabled or self.selected:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            color = art.SELECT if self.selected else art.HILITE
            width = 4.0 if (self.hover or self.selected) else 2.6
            glow = QColor(color)
            glow.setAlpha(90)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(glow, width + 4))
            p.drawRoundedRect(self.rect.adjusted(-2, -2, 2, 2), 8, 8)
            p.setPen(QPen(color, width))
            p.drawRoundedRect(self.rect.adjusted(-2, -2, 2, 2), 8, 8)
        if self.hint_rank:
            _draw_hint_ring(p, self.rect, self.hint_rank)

    def set_hint_rank(self, rank: int) -> None:
        if rank != self.hint_rank:
            self.prepareGeometryChange()  # the badge reaches beyond the usual margin
            self.hint_rank = rank
            self.update()

    def hoverEnterEvent(self, event: Any) -> None:
        self.hover = True
        self.update()
        if self.on_hover is not None:
            self.on_hover(True)
        self._zoom(self, now=False)

    def hoverLeaveEvent(self, event: Any) -> None:
        self.hover = False
        self.update()
        if self.on_hover is not None:
            self.on_hover(False)
        if self.zoom is not None:
            self._zoom(None, now=False)

    def _zoom(self, item: Item | None, now: bool) -> None:
        scene = self.scene()
        hook = getattr(scene, "on_zoom", None)
        if hook is not None and (item is None or item.zoom is not None):
            hook(item, now)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self.zoom is not None:
            event.accept()  # right-click: the piece enlarged at once
            self._zoom(self, now=True)
            return
        if not self.enabled or self.on_click is None:
            event.ignore()  # not a choice: let the piece underneath have the click
            return
        event.accept()
        if event.button() == Qt.MouseButton.LeftButton:
            self.on_click()


class TableController(Protocol):
    """What the table needs from its controller: the game shown, its seats, the
    seat a bot is thinking for, whether a human is to move, where a clicked
    decision goes (``apply``: False when it is refused), and the signals that
    the table must be redrawn.  The app's ``GameController`` is one, the
    analysis window's read-only one another."""

    @property
    def state_changed(self) -> SignalInstance: ...

    @property
    def bot_thinking(self) -> SignalInstance: ...

    @property
    def game(self) -> Game | None: ...

    @property
    def seats(self) -> Sequence[Seat]: ...

    @property
    def thinking_seat(self) -> int | None: ...

    def is_human_turn(self) -> bool: ...

    def apply(self, action: Action | str) -> bool: ...


class Table(QGraphicsScene):
    """The scene.  ``viewer`` is the seat whose hidden leaders may be shown."""

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

    def _build(self) -> None:
        game = self.ctl.game
        if game is None:
            self.setSceneRect(0, 0, SCENE_W, TOP_H + 10 + BOARD_H)
            self._welcome()
            return
        layout = table_layout(game.n_players, self.view_aspect)
        self.setSceneRect(layout.scene)
        human = self.ctl.is_human_turn() and not self.hidden
        self.legal = set(game.legal_actions()) if human else set()
        self.game = game
        self._market(game, 10, 10 + layout.market_drop)
        self._grid(game, GRID_X, 10 + layout.market_drop)
        self._info(game, layout.info)
        for seat, at in enumerate(layout.boards):
            self._board(game, seat, at.x(), at.y())
        if game.solo and layout.lorenzo is not None:
            self._lorenzo(game, layout.lorenzo.x(), layout.lorenzo.y())

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

    def _welcome(self) -> None:
        def draw(p: QPainter, r: QRectF) -> None:
            title, marbles, hint = welcome_layout(r)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(art.GOLD)
            p.setFont(font(WELCOME_TITLE_PT, True))
            p.drawText(title, Qt.AlignmentFlag.AlignCenter, self.tr("Masters of Renaissance"))
            p.setFont(font(WELCOME_HINT_PT))
            p.setPen(art.PARCHMENT)
            p.drawText(hint, Qt.AlignmentFlag.AlignCenter, self.tr(self.welcome_hint))
            step = marbles.width() / 6
            for i in range(6):
                art.draw_marble(p, QPointF(marbles.left() + step * (i + 0.5), marbles.center().y()),
                                WELCOME_MARBLE_R, i)

        self.add(Item(QRectF(0, 0, SCENE_W, TOP_H + BOARD_H), draw, tag=("welcome",)))

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
                p.setFont(font(11, True))
                p.drawText(QRectF(rr.left() + 12, rr.top() + 4, rr.width() - 24, 24), Qt.AlignmentFlag.AlignLeft, title)

        self.add(Item(r, draw)).setZValue(-1)

    # ---------------------------------------------------------------- market
    def _market(self, game: Game, x0: float, y0: float) -> None:
        self._panel(QRectF(x0, y0, 330, TOP_H - 20), self.tr("Market"))
        cell, rad = 64, 25
        gx, gy = x0 + 26, y0 + 100
        tray = QRectF(gx - 6, gy - 6, 4 * cell + 12, 3 * cell + 12)
        self.market_centre = tray.center()

        def draw_tray(p: QPainter, r: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(art.WOOD)
            p.setPen(QPen(art.WOOD.darker(150), 2))
            p.drawRoundedRect(r, 10, 10)
            p.setBrush(QColor("#4a3220"))
            p.setPen(Qt.PenStyle.NoPen)
            for row in range(3):
                for col in range(4):
                    p.drawEllipse(QPointF(gx + cell / 2 + col * cell, gy + cell / 2 + row * cell), rad + 3, rad + 3)

        self.add(Item(tray, draw_tray))
        centers = [QPointF(gx + cell / 2 + (i % 4) * cell, gy + cell / 2 + (i // 4) * cell) for i in range(12)]
        marbles: list[Item] = []
        for i, m in enumerate(game.marbles):
            c = centers[i]
            marbles.append(self.add(Item(QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad),
                                         partial(_draw_marble_in, rad=rad, marble=m),
                                         tag=("marble", i),
                                         tip=self.tr("%1 marble: %2").replace("%1", render(marble_name(m)))
                                         .replace("%2", _marble_gives(m)))))
        # the slide, top right, and its marble
        sc = QPointF(gx + 4 * cell + 24, gy - 38)

        def draw_slide(p: QPainter, r: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(QColor("#4a3220"))
            p.setPen(QPen(art.WOOD.darker(150), 2))
            p.drawRoundedRect(r, 14, 14)

        self.add(Item(QRectF(sc.x() - 28, sc.y() - 28, 56, 56), draw_slide))
        slide = self.add(Item(QRectF(sc.x() - rad, sc.y() - rad, 2 * rad, 2 * rad),
                              lambda p, r: art.draw_marble(p, r.center(), rad, game.slide_marble), tag=("slide",),
                              tip=self.tr("the slide marble (%1): it enters the line you push")
                              .replace("%1", render(marble_name(game.slide_marble)))))
        act = self.last_action
        if act is not None and act.kind == ActionKind.MARKET and self.move_serial != self._animated and self.animate_ms:
            # marbles roll one cell towards the slide; the slide marble enters the line
            self._animated = self.move_serial
            cells = LINE_CELLS[act.line]
            moves = [(marbles[cells[k]], centers[cells[k + 1]] - centers[cells[k]]) for k in range(len(cells) - 1)]
            moves.append((marbles[cells[-1]], sc - centers[cells[-1]]))
            moves.append((slide, centers[cells[0]] - sc))
            self._roll(moves)
        for line in range(7):
            if line < MARKET_ROWS:
                c = QPointF(gx + 4 * cell + 24, gy + cell / 2 + line * cell)
                direction = "left"
            else:
                c = QPointF(gx + cell / 2 + (line - 3) * cell, gy + 3 * cell + 24)
                direction = "up"
            act = Action(ActionKind.MARKET, line)
            legal = act in self.legal and self.ui.plan is None and self.ui.buy_card is None
            taken = [game.marbles[i] for i in LINE_CELLS[line]]
            if legal:
                tip = self.tr("Take %1: %2").replace("%1", render(line_text(line))).replace("%2", _line_gives(taken))
            else:
                words = render(line_text(line))
                tip = f"{words[:1].upper()}{words[1:]}: {_why(game, act)}" if self.ctl.is_human_turn() else ""
            arrow = self.add(Item(QRectF(c.x() - 17, c.y() - 17, 34, 34),
                          partial(_draw_arrow, direction=direction, legal=legal),
                          tag=("arrow", line), on_click=partial(self.ctl.apply, act), enabled=legal, tip=tip,
                          selected=not legal and self.last_action == act))
            arrow.on_hover = (lambda on, ms=[marbles[i] for i in LINE_CELLS[line]]: _light(ms, on)) if legal else None

        # legend: marble -> resource
        ly = gy + 3 * cell + 56

        def draw_legend(p: QPainter, r: QRectF) -> None:
            p.setFont(font(8))
            for k in Marble:
                cx = r.left() + 26 + k * 50
                art.draw_marble(p, QPointF(cx, r.top() + 14), 11, k)
                if k == Marble.RED:
                    art.draw_resource(p, QPointF(cx, r.top() + 40), 16, art.FAITH_GLYPH)
                elif k != Marble.WHITE:
                    art.draw_resource(p, QPointF(cx, r.top() + 40), 16, k)
                else:
                    p.setPen(art.INK)
                    p.drawText(QRectF(cx - 24, r.top() + 30, 48, 20), Qt.AlignmentFlag.AlignCenter, self.tr("leader"))

        self.add(Item(QRectF(x0 + 10, ly, 310, 58), draw_legend))
        for k in range(6):  # each marble of the legend says what it gives
            cx = x0 + 10 + 26 + k * 50
            self.add(Item(QRectF(cx - 16, ly, 32, 52), None, tag=("legend", k),
                          tip=self.tr("%1 marble: %2").replace("%1", render(marble_name(k)))
                          .replace("%2", _marble_gives(k)))).setZValue(1)

    # ------------------------------------------------------------------ grid
    def _grid(self, game: Game, x0: float, y0: float) -> None:
        self.grid_top = y0
        seat = game.current_seat
        for color in range(4):
            for level in (1, 2, 3):
                d = color * 3 + level - 1
                x = x0 + color * (CARD_W + 8)
                y = y0 + (3 - level) * (CARD_H + 8)
                r = QRectF(x, y, CARD_W, CARD_H)
                deck = game.decks[d]
                if not deck:
                    self.add(Item(r, _draw_empty_deck, tag=("deck", d), tip=self.tr("this deck is empty")))
                    continue
                cid = deck[0]
                buys = [a for a in _buys(cid) if a in self.legal]
                selected = self.ui.buy_card == cid
                if buys and seat is not None:
                    tip = self.tr("Buy %1 for %2, then pick a slot").replace("%1", render(card_text(cid))) \
                        .replace("%2", render(resources_text(game.card_cost(seat, cid))))
                elif self.ctl.is_human_turn() and seat is not None:
                    tip = f"{render(card_text(cid))}: {_buy_why(game, cid)}"
                else:
                    tip = render(card_text(cid))
                count = len(deck)
                self.add(Item(r, partial(_draw_deck, cid=cid, n=count),
                              tag=("card", cid), on_click=partial(self.ui.select_card, cid),
                              enabled=bool(buys) and self.ui.plan is None, tip=tip,
                              selected=selected)).zoom = ZoomSpec("card", cid)

    # ------------------------------------------------------------------ info
    def _info(self, game: Game, area: QRectF) -> None:
        """Whose turn and what to do; with room, the points so far and a glyph key
        (3 players: a strip under the first board, the rest is on the boards)."""
        x0, y0, w = area.x(), area.y(), area.width()
        self._panel(area)
        seat = game.current_seat
        if area.height() < INFO_FULL_H:
            self._info_strip(game, area)
            return

        def draw(p: QPainter, r: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QColor("#7a2e1c"))
            p.setFont(font(19, True))
            p.drawText(QRectF(r.left(), r.top() + 10, r.width(), 34), Qt.AlignmentFlag.AlignCenter,
                       self.tr("Masters of Renaissance"))
            p.setPen(QPen(QColor("#b08a4a"), 1.5))
            p.drawLine(QPointF(r.left() + 40, r.top() + 50), QPointF(r.right() - 40, r.top() + 50))
            p.setPen(art.INK)
            p.setFont(font(12, True))
            p.drawText(QRectF(r.left(), r.top() + 58, r.width(), 26), Qt.AlignmentFlag.AlignCenter, _status(game))
            p.setFont(font(9))
            sub = _phase_hint(game)
            p.drawText(QRectF(r.left() + 20, r.top() + 86, r.width() - 40, 40),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, sub)
            if self.last_move:
                p.setFont(font(9, True))
                p.setPen(QColor("#7a2e1c"))
                p.drawText(QRectF(r.left() + 20, r.top() + 122, r.width() - 40, 20),
                           Qt.AlignmentFlag.AlignCenter, self.tr("Last move: %1").replace("%1", render(self.last_move)))
                p.setPen(art.INK)
            self._draw_scores(p, game, seat, r.left(), r.top() + SCORES_TOP_FULL, r.width())
        self.add(Item(QRectF(x0, y0, w, area.height()), draw, tag=("info",)))

        self._glyph_key(x0, y0 + area.height() - INFO_KEY_H - INFO_KEY_FOOT, w)

    def _draw_scores(self, p: QPainter, game: Game, seat: int | None, left: float, top: float, width: float) -> None:
        """"Victory points now": a row per seat (name, bar, total, what makes it)."""
        p.setPen(art.INK)
        p.setFont(art.font_px(SUMMARY_PX, True))
        p.drawText(QRectF(left + 20, top, width - 40, 20), Qt.AlignmentFlag.AlignLeft,
                   self.tr("Victory points now"))
        scores = game.scores()
        best = max(s.total for s in scores) or 1
        for i, s in enumerate(scores):
            yy = top + SCORES_HEAD_H + i * SCORES_ROW_H
            p.setFont(art.font_px(SUMMARY_PX, i == seat))
            p.setPen(art.INK)
            name = p.fontMetrics().elidedText(game.names[i], Qt.TextElideMode.ElideRight, SCORES_BAR_LEFT - 30)
            p.drawText(QRectF(left + 20, yy, SCORES_BAR_LEFT - 25, 22), Qt.AlignmentFlag.AlignVCenter, name)
            bw = (width - SCORES_STATS_W - SCORES_BAR_LEFT - SCORES_TOTAL_W) * s.total / max(best, 20)
            p.setBrush(QColor("#c0893a") if i != seat else art.SELECT)
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(QRectF(left + SCORES_BAR_LEFT, yy + 4, max(4.0, bw), 14), 4, 4)
            p.setPen(art.INK)
            p.drawText(QRectF(left + SCORES_BAR_LEFT + 5 + bw, yy, SCORES_TOTAL_W - 10, 22),
                       Qt.AlignmentFlag.AlignVCenter, str(s.total))
            pl = game.player(i)
            p.setFont(art.font_px(SUMMARY_PX))
            p.setPen(art.INK.lighter(140))
            stats = " · ".join((
                self.tr("%n card(s)", "", pl.n_cards),
                self.tr("faith %1").replace("%1", str(pl.faith)),
                self.tr("%1 res").replace("%1", str(s.resources_left)),
                self.tr("%1/%2 leaders").replace("%1", str(len(pl.played)))
                .replace("%2", str(len(pl.played) + len(pl.hand)))))
            p.drawText(QRectF(left + width - SCORES_STATS_W - 18, yy, SCORES_STATS_W, 22), Qt.AlignmentFlag.AlignVCenter
                       | Qt.AlignmentFlag.AlignRight, stats)

    def _glyph_key(self, x: float, y: float, w: float) -> None:
        def draw_key(p: QPainter, r: QRectF) -> None:
            """The glyph key for colour-blind players, at the foot of the panel: a
            piece of its own, drawn once, since it never changes."""
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            ky = r.top()
            p.setFont(font(8))
            p.setPen(art.INK)
            for k, name in enumerate((*(render(resource_name(i)) for i in Resource), self.tr("faith"))):
                cx = r.left() + 40 + k * ((r.width() - 60) / 5)
                art.draw_resource(p, QPointF(cx, ky + 12), 20, k)
                p.drawText(QRectF(cx - 40, ky + 24, 80, 16), Qt.AlignmentFlag.AlignCenter, name)
            for k, cname in enumerate(render(colour_name(i)) for i in range(4)):
                cx = r.left() + 40 + k * ((r.width() - 60) / 4)
                art.draw_color_mark(p, QPointF(cx - 24, ky + 52), 12, k)
                p.drawText(QRectF(cx - 14, ky + 44, 80, 16), Qt.AlignmentFlag.AlignLeft, cname)

        self.add(Item(QRectF(x, y, w, INFO_KEY_H), draw_key, tag=("glyph key",)))

    def _info_strip(self, game: Game, area: QRectF) -> None:
        # a strip with room for the points so far shows them (a 3-player table
        # in a wide window), and the glyph key under them if it fits too
        scores_h = SCORES_TOP_STRIP + SCORES_HEAD_H + game.n_players * SCORES_ROW_H
        with_scores = area.height() >= scores_h

        def draw(p: QPainter, r: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(art.INK)
            p.setFont(font(12, True))
            p.drawText(QRectF(r.left() + 14, r.top() + 6, r.width() - 28, 24), Qt.AlignmentFlag.AlignLeft,
                       _status(game))
            p.setFont(font(9))
            p.drawText(QRectF(r.left() + 14, r.top() + 30, r.width() - 28, 20), Qt.AlignmentFlag.AlignLeft,
                       _phase_hint(game))
            if self.last_move:
                p.setFont(font(9, True))
                p.setPen(QColor("#7a2e1c"))
                p.drawText(QRectF(r.left() + 14, r.top() + 50, r.width() - 28, 20), Qt.AlignmentFlag.AlignLeft,
                           self.tr("Last move: %1").replace("%1", render(self.last_move)))
            if with_scores:
                self._draw_scores(p, game, game.current_seat, r.left() - SCORES_STRIP_INDENT,
                                  r.top() + SCORES_TOP_STRIP, r.width() + SCORES_STRIP_INDENT)

        self.add(Item(area, draw, tag=("info",)))
        if with_scores and area.height() >= scores_h + INFO_KEY_GAP + INFO_KEY_H + INFO_KEY_FOOT_STRIP:
            self._glyph_key(area.x(), area.y() + area.height() - INFO_KEY_H - INFO_KEY_FOOT_STRIP, area.width())

    # ------------------------------------------------------------ the boards
    def _board(self, game: Game, seat: int, x0: float, y0: float) -> None:
        p_ = game.player(seat)
        cur = game.current_seat == seat
        seat_info = self.ctl.seats[seat] if seat < len(self.ctl.seats) else None
        is_bot = bool(seat_info and seat_info.is_bot)
        thinking = self.ctl.thinking_seat == seat
        mine = cur and not is_bot and not self.hidden
        r0 = QRectF(x0, y0, BOARD_W, BOARD_H)

        def draw_board(p: QPainter, r: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            grad = QLinearGradient(r.topLeft(), r.bottomLeft())
            grad.setColorAt(0, QColor("#f1e2bd"))
            grad.setColorAt(1, QColor("#dcc391"))
            p.setBrush(QBrush(grad))
            p.setPen(QPen(art.SELECT if cur else QColor("#8c6a3c"), 4 if cur else 2))
            p.drawRoundedRect(r, 10, 10)
            # header
            p.setPen(art.INK)
            p.setFont(font(12, True))
            p.drawText(QRectF(r.left() + 14, r.top() + 6, 300, 24), Qt.AlignmentFlag.AlignVCenter, game.names[seat])
            p.setFont(art.font_px(SUMMARY_PX))
            kind = self.tr("bot · %1").replace("%1", _bot_label(seat_info.bot or "")) if is_bot and seat_info \
                else self.tr("human")
            if game.solo:
                kind = self.tr("human vs Lorenzo")
            p.setPen(art.INK.lighter(160))
            p.drawText(QRectF(r.left() + 14, r.top() + 6, r.width() - 28, 24),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                       self.tr("%1   ·   %2 VP").replace("%1", kind).replace("%2", str(game.scores()[seat].total)))
            if seat == game.first_seat and game.n_players > 1:
                art.draw_inkwell(p, QPointF(r.left() + 250, r.top() + 18), 22)

        look = (cur, game.scores()[seat].total, is_bot, seat == game.first_seat, game.names[seat])
        self.add(Item(r0, draw_board, tag=("board", seat, look))).setZValue(-1)
        if game.current_seat == seat and not game.is_over:
            def draw_turn(p: QPainter, r: QRectF) -> None:
                p.setPen(art.SELECT.darker(130))
                p.setFont(font(9, True))
                txt = self.tr("thinking") + "." * (1 + self.thinking_phase % 3) if thinking else self.tr("▶ to play")
                p.drawText(r, Qt.AlignmentFlag.AlignVCenter, txt)

            turn = self.add(Item(QRectF(x0 + 280, y0 + 6, 150, 24), draw_turn, tag=("thinking", seat)))
            turn.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self._faith_track(game, seat, QRectF(x0 + 12, y0 + 34, BOARD_W - 24, 64))
        body_y = y0 + 106
        self._warehouse(game, seat, x0 + 12, body_y, mine)
        if p_.dealt:
            self._dealt(game, seat, x0 + 210, body_y, mine)
        else:
            self._slots(game, seat, x0 + 206, body_y, mine)
            self._leaders(game, seat, x0 + 206 + 3 * (CARD_W + 6) + 2, body_y, mine)

    def _faith_track(self, game: Game, seat: int, r: QRectF) -> None:
        p_ = game.player(seat)
        cross = game.black_cross if game.solo else None

        def draw(p: QPainter, rr: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            cw = rr.width() / (FAITH_MAX + 1)
            ch = 30
            for sp in range(FAITH_MAX + 1):
                cell = QRectF(rr.left() + sp * cw + 1, rr.top() + 2, cw - 2, ch)
                sec = next((i for i, (s, e, _v) in enumerate(VATICAN_SECTIONS) if s <= sp <= e), None)
                base = QColor("#fbf4e2") if sec is None else QColor(("#f1d9a6", "#eec48a", "#e9ae6e")[sec])
                p.setBrush(base)
                pope = any(sp == e for _s, e, _v in VATICAN_SECTIONS)
                p.setPen(QPen(QColor("#9b2d20") if pope else QColor("#a88a5a"), 2 if pope else 1))
                p.drawRoundedRect(cell, 3, 3)
                if pope:
                    p.setPen(QPen(QColor("#9b2d20"), 1.2))
                    p.setBrush(QColor(155, 45, 32, 60))
                    p.drawEllipse(cell.center(), 4, 4)
                vp = FAITH_VP[sp]
                if sp and vp != FAITH_VP[sp - 1]:
                    p.setPen(QColor("#7a4a10"))
                    p.setFont(font(6.5, True))
                    p.drawText(QRectF(cell.left() - 4, cell.bottom() + 1, cell.width() + 8, 11),
                               Qt.AlignmentFlag.AlignCenter, f"{vp}")
            # markers (the faith marker where an animation has it while it steps)
            fx = rr.left() + self.faith_shown.get(seat, p_.faith) * cw + cw / 2
            art.draw_resource(p, QPointF(fx, rr.top() + 2 + ch / 2), min(cw, ch) * 0.82, 4)
            if cross is not None:
                cx = rr.left() + cross * cw + cw / 2
                art.draw_black_cross(p, QPointF(cx + (4 if cross == p_.faith else 0), rr.top() + 2 + ch / 2 + 4),
                                     min(cw, ch) * 0.7)

        states = (self.tr("pending"), self.tr("face up"), self.tr("discarded"))
        favor_words = ", ".join(
            self.tr("section %1: %2").replace("%1", str(i + 1)).replace("%2", states[[0, 1, -1].index(f)])
            for i, f in enumerate(p_.favor)
        )
        tip = self.tr("faith %1 (%2 VP); favor tiles — %3").replace("%1", str(p_.faith)) \
            .replace("%2", str(FAITH_VP[p_.faith])).replace("%3", favor_words)
        if cross is not None:
            tip += self.tr("; Lorenzo's black cross on %1").replace("%1", str(cross))
        self.add(Item(r, draw, tag=("faith", seat), tip=tip))
        cw = r.width() / (FAITH_MAX + 1)
        for i, (start, end, vp) in enumerate(VATICAN_SECTIONS):  # each favor tile, to enlarge
            tx = r.left() + (start + end + 1) / 2 * cw
            state = p_.favor[i]
            words = states[(0, 1, -1).index(state)]
            tile = self.add(Item(QRectF(tx - 19, r.top() + 30 + 14, 38, 17),
                                 partial(_draw_favor_tile, state=state, vp=vp),
                                 tag=("favor", seat, i, state),
                                 tip=self.tr("Pope's favor tile %1 (%2 VP): %3").replace("%1", str(i + 1))
                                 .replace("%2", str(vp)).replace("%3", words)))
            tile.setZValue(1)
            tile.zoom = ZoomSpec("favor", i, state)

    def _warehouse(self, game: Game, seat: int, x0: float, y0: float, mine: bool) -> None:
        p_ = game.player(seat)
        depot_leaders = tuple(card.resource for card in map(leader_card, p_.played) if card.ability == Ability.DEPOT)
        depots, _ = p_.depots()
        placing = mine and game.turn_mode == TurnMode.PLACING
        store = [a for a in self.legal if a.kind == ActionKind.STORE] if placing else []
        tip = self.tr("warehouse: %1").replace("%1", render(resources_text(p_.warehouse)))
        if placing:
            r = next((i for i in range(4) if game.pending[i]), 0)
            res = render(a_resource(r))
            tip = self.tr("Store %1 here").replace("%1", res) if store else \
                self.tr("No room for %1 (R5)").replace("%1", res)

        def draw(p: QPainter, rr: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(QColor("#c9ab74"))
            p.setPen(QPen(QColor("#7c5a2a"), 1.5))
            p.drawRoundedRect(rr, 8, 8)
            p.setPen(art.INK)
            p.setFont(font(8, True))
            p.drawText(QRectF(rr.left() + 8, rr.top() + 2, 120, 16), Qt.AlignmentFlag.AlignLeft, self.tr("Warehouse"))
            for d, (res, n) in enumerate(depots):
                size = d + 1
                cy = rr.top() + 32 + d * 34
                for k in range(size):
                    cx = rr.center().x() + (k - (size - 1) / 2) * 34
                    p.setBrush(QColor("#e9d7ae"))
                    p.setPen(QPen(QColor("#7c5a2a"), 1.2))
                    p.drawEllipse(QPointF(cx, cy), 14, 14)
                    if res >= 0 and k < n:
                        art.draw_resource(p, QPointF(cx, cy), 22, res)

        wr = QRectF(x0, y0, 182, 122)
        self.add(Item(wr, draw, tag=("warehouse", seat, depot_leaders),
                      on_click=partial(self.ctl.apply, store[0]) if store else None,
                      enabled=bool(store), tip=tip))

        # strongbox
        def draw_sb(p: QPainter, rr: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(QColor("#8a6238"))
            p.setPen(QPen(QColor("#4e3418"), 1.5))
            p.drawRoundedRect(rr, 8, 8)
            p.setPen(QColor("#f7ecd0"))
            p.setFont(font(8, True))
            p.drawText(QRectF(rr.left() + 8, rr.top() + 2, 120, 16), Qt.AlignmentFlag.AlignLeft, self.tr("Strongbox"))
            for k in range(4):
                cx = rr.left() + 22 + k * 43
                art.draw_resource(p, QPointF(cx, rr.top() + 34), 20, k)
                p.setPen(QColor("#f7ecd0"))
                p.setFont(art.font_px(art.NUMBER_PX, True))
                p.drawText(QRectF(cx + 11, rr.top() + 22, 30, 24), Qt.AlignmentFlag.AlignVCenter, str(p_.strongbox[k]))

        self.add(Item(QRectF(x0, y0 + 128, 182, 52), draw_sb, tag=("strongbox", seat),
                      tip=self.tr("strongbox: %1").replace("%1", render(resources_text(p_.strongbox)))))
        # basic production
        act = self._planned("base", mine)
        shows = (*act.inputs, act.output) if act is not None else None
        self._power(game, seat, "base", QRectF(x0, y0 + 186, 182, 36), mine, partial(_draw_base, shows=shows),
                    shows=shows)

    def _planned(self, key: str, mine: bool) -> Action | None:
        """The variant of power ``key`` in the production the player to move is planning, if it is in it:
        the board shows what the action panel has chosen (only on that player's own board)."""
        plan = self.ui.plan if mine else None
        return plan.get(key) if plan else None

    def _power(self, game: Game, seat: int, key: str, r: QRectF, mine: bool,
               draw: Callable[[QPainter, QRectF], None], tag: tuple = (), fresh: bool = False,
               zoom: ZoomSpec | None = None, shows: tuple[int, ...] | None = None) -> None:
        """A production power: clickable to (un)select it for the production; ``shows``:
        the resources chosen for it in the plan, drawn by ``draw`` in place of its "?"s."""
        plan = self.ui.plan if mine else None
        selected = plan is not None and key in plan
        used = mine and game.turn_mode == TurnMode.PRODUCING and _power_used(game, key)
        enabled = False
        tip = ""
        if mine and not used:
            if selected:
                enabled, tip = True, self.tr("Remove this power from the production")
            else:
                opts = self.ui.options_for(game, key) if self.ui.plan is not None else \
                    [a for a in self.legal if a.kind in PRODUCTION_KINDS and _key_of(a) == key]
                enabled = bool(opts)
                tip = self.tr("Add this power to the production") if enabled else _prod_why(game, key)
        elif used:
            tip = self.tr("already used in this production")

        def on_click() -> None:
            self.ui.toggle_power(game, key)

        # the choice is in the tag: another choice is another piece, painted again (``add`` keeps identical ones)
        tag = (*(tag or ("power", seat, key)), *((shows,) if shows is not None else ()))
        item = self.add(Item(r, draw, tag=tag, on_click=on_click,
                             enabled=enabled and self.ui.buy_card is None, tip=tip,
                             selected=selected or used or (fresh and not enabled), shows=shows))
        item.zoom = zoom

    def _slots(self, game: Game, seat: int, x0: float, y0: float, mine: bool) -> None:
        p_ = game.player(seat)
        buy = self.ui.buy_card if mine else None
        for s in range(SLOTS):
            x = x0 + s * (CARD_W + 6)
            stack = p_.slots[s]
            base = QRectF(x, y0, CARD_W, CARD_H + 2 * 20)
            act = Action(ActionKind.BUY, buy, s) if buy is not None else None
            legal = act is not None and act in self.legal
            slot = self.tr("slot %1: %2").replace("%1", str(s + 1))
            tip = slot.replace("%2", ", ".join(render(card_text(c)) for c in stack) or self.tr("empty"))
            if act is not None and buy is not None:
                tip = self.tr("Put %1 in slot %2").replace("%1", render(card_text(buy))).replace("%2", str(s + 1)) \
                    if legal else slot.replace("%2", _why(game, act))
            self.add(Item(base, _draw_slot, tag=("slot", seat, s),
                          on_click=partial(self._buy, act) if act else None, enabled=legal, tip=tip))
            for k, cid in enumerate(stack):
                r = QRectF(x, y0 + k * 20, CARD_W, CARD_H)
                top = k == len(stack) - 1
                if top:
                    self._power(game, seat, f"s{s + 1}", r, mine and buy is None,
                                partial(art.draw_dev_card, cid=cid), tag=("slotcard", seat, s, cid),
                                fresh=self.last_action == Action(ActionKind.BUY, cid, s), zoom=ZoomSpec("card", cid))
                else:
                    tip = self.tr("covered: %1 (still scores)").replace("%1", render(card_text(cid)))
                    self.add(Item(r, partial(art.draw_dev_card, cid=cid), tag=("covered", seat, cid),
                                  tip=tip)).zoom = ZoomSpec("card", cid)

    def _buy(self, act: Any) -> None:
        self.ui.buy_card = None
        if not self.ctl.apply(act):
            self.ui.changed.emit()

    def _leaders(self, game: Game, seat: int, x0: float, y0: float, mine: bool) -> None:
        p_ = game.player(seat)
        _, leader_depots = p_.depots()
        # hands are shown at the end (and in an analysis that reveals them)
        show_hand = (self.viewer == seat or game.is_over or self.reveal_all) and not self.hidden
        items: list[tuple[int, bool]] = [(lid, True) for lid in p_.played] + [(lid, False) for lid in p_.hand]
        d_iter = iter(leader_depots)
        for k, (lid, played) in enumerate(items):
            r = QRectF(x0 + k * (LEAD_W + 6), y0, LEAD_W, LEAD_H)
            if played:
                stored = next(d_iter)[1] if leader_card(lid).ability == Ability.DEPOT else 0
                if leader_card(lid).ability == Ability.PRODUCTION:
                    act = self._planned(f"L{lid}", mine)
                    out = act.output if act is not None else None
                    self._power(game, seat, f"L{lid}", r, mine,
                                partial(art.draw_leader, lid=lid, stored=stored, out=out),
                                tag=("leader", seat, lid, "played", stored), zoom=ZoomSpec("leader", lid),
                                shows=(out,) if out is not None else None)
                else:
                    self.add(Item(r, partial(art.draw_leader, lid=lid, stored=stored),
                                  tag=("leader", seat, lid, "played", stored),
                                  tip=self.tr("in play: %1").replace("%1", render(leader_text(lid))))
                             ).zoom = ZoomSpec("leader", lid, stored=stored)
            elif show_hand:
                met = p_.requirement_met(lid)
                tip = self.tr("in hand: %1; needs %2 (met)") if met else self.tr("in hand: %1; needs %2 (not met)")
                tip = tip.replace("%1", render(leader_text(lid))).replace("%2", render(requirement_text(lid)))
                self.add(Item(r, partial(art.draw_leader, lid=lid), tag=("leader", seat, lid, "hand"),
                              tip=tip)).zoom = ZoomSpec("leader", lid)
                if not game.is_over:  # a finished game's unplayed leaders are only shown
                    self._leader_buttons(game, seat, lid, r, mine, met)
            else:
                self.add(Item(r, lambda p, rr: art.draw_card_back(p, rr, "Leader"), tag=("leader", seat, None, "hand"),
                              tip=self.tr("a leader in hand (hidden)")))
        if p_.discarded:
            def draw(p: QPainter, rr: QRectF) -> None:
                p.setPen(art.INK.lighter(150))
                p.setFont(font(7))
                p.drawText(rr, Qt.AlignmentFlag.AlignLeft,
                           self.tr("discarded: %1").replace("%1", ", ".join(f"L{x}" for x in p_.discarded)))

            self.add(Item(QRectF(x0, y0 + LEAD_H + 30, 2 * LEAD_W, 14), draw, tag=("discarded", seat, p_.discarded)))

    def _leader_buttons(self, game: Game, seat: int, lid: int, r: QRectF, mine: bool, met: bool) -> None:
        for j, (label, act) in enumerate(((self.tr("Play"), Action(ActionKind.PLAY, lid)),
                                          (self.tr("Discard"), Action(ActionKind.DISCARD, lid)))):
            legal = mine and act in self.legal and self.ui.plan is None and self.ui.buy_card is None
            br = QRectF(r.left() + j * (LEAD_W / 2 + 1), r.bottom() + 5, LEAD_W / 2 - 1, 22)
            if legal:
                tip = self.tr("Play %1").replace("%1", render(leader_text(lid))) if j == 0 else \
                    self.tr("Discard leader %1 for 1 faith").replace("%1", str(lid))
            elif mine:
                tip = _why(game, act) if act not in self.legal else self.tr("finish what you are doing first")
            else:
                tip = self.tr("only on your turn")
            self.add(Item(br, partial(_draw_button, text=label, legal=legal, met=met or j == 1),
                          tag=("play" if j == 0 else "discard", lid, met), on_click=partial(self.ctl.apply, act),
                          enabled=legal, tip=tip))

    def _dealt(self, game: Game, seat: int, x0: float, y0: float, mine: bool) -> None:
        """Setup: the 4 leaders dealt (face up only for their owner)."""
        p_ = game.player(seat)
        show = (self.viewer == seat or self.reveal_all) and not self.hidden

        def caption(p: QPainter, rr: QRectF) -> None:
            p.setPen(art.INK)
            p.setFont(font(9, True))
            text = self.tr("Choose 2 of these 4 leaders to keep") if mine and show else self.tr("Leaders dealt")
            p.drawText(rr, Qt.AlignmentFlag.AlignLeft, text)

        self.add(Item(QRectF(x0, y0 - 2, 400, 16), caption, tag=("caption", seat, mine and show)))
        for k, lid in enumerate(p_.dealt):
            r = QRectF(x0 + k * (LEAD_W + 12), y0 + 18, LEAD_W, LEAD_H)
            if show:
                sel = lid in self.ui.keep_sel
                self.add(Item(r, partial(art.draw_leader, lid=lid), tag=("dealt", seat, lid),
                              on_click=partial(self.ui.toggle_keep, lid), enabled=mine, selected=sel,
                              tip=self.tr("%1; needs %2").replace("%1", render(leader_text(lid)))
                              .replace("%2", render(requirement_text(lid))))).zoom = ZoomSpec("leader", lid)
            else:
                self.add(Item(r, lambda p, rr: art.draw_card_back(p, rr, "Leader"), tag=("dealt", seat, None),
                              tip=self.tr("a leader dealt (hidden)")))

    # --------------------------------------------------------------- Lorenzo
    def _lorenzo(self, game: Game, x0: float, y0: float) -> None:
        r = QRectF(x0, y0, BOARD_W, BOARD_H)

        def draw(p: QPainter, rr: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            grad = QLinearGradient(rr.topLeft(), rr.bottomLeft())
            grad.setColorAt(0, QColor("#3a3440"))
            grad.setColorAt(1, QColor("#221e28"))
            p.setBrush(QBrush(grad))
            p.setPen(QPen(art.GOLD.darker(140), 2))
            p.drawRoundedRect(rr, 10, 10)
            p.setPen(art.GOLD)
            p.setFont(font(14, True))
            p.drawText(QRectF(rr.left() + 16, rr.top() + 10, 400, 28), Qt.AlignmentFlag.AlignLeft,
                       self.tr("Lorenzo il Magnifico"))
            p.setFont(font(10))
            p.setPen(QColor("#e8e0d0"))
            art.draw_black_cross(p, QPointF(rr.left() + 34, rr.top() + 70), 30)
            p.drawText(QRectF(rr.left() + 60, rr.top() + 56, 400, 28), Qt.AlignmentFlag.AlignVCenter,
                       self.tr("Black cross on space %1 of %2").replace("%1", str(game.black_cross))
                       .replace("%2", str(FAITH_MAX)))
            p.drawText(QRectF(rr.left() + 16, rr.top() + 104, 300, 22), Qt.AlignmentFlag.AlignLeft,
                       self.tr("Last token revealed"))
            if game.last_solo_token:  # the token itself is its own piece (it turns over)
                p.setFont(font(9))
                p.drawText(QRectF(rr.left() + 16, rr.top() + 232, 200, 40), Qt.AlignmentFlag.AlignCenter
                           | Qt.TextFlag.TextWordWrap, render(token_text(game.last_solo_token)))
            else:
                p.setFont(font(9))
                p.drawText(QRectF(rr.left() + 16, rr.top() + 160, 200, 40), Qt.AlignmentFlag.AlignCenter,
                           self.tr("none yet"))
            p.setFont(font(10))
            p.drawText(QRectF(rr.left() + 300, rr.top() + 104, 300, 22), Qt.AlignmentFlag.AlignLeft,
                       self.tr("Tokens left in the stack: %1").replace("%1", str(game.solo_tokens_left)))
            for k in range(game.solo_tokens_left):
                c = QPointF(rr.left() + 360 + k * 4, rr.top() + 184 - k * 5)
                grad_t = QLinearGradient(c.x() - 40, c.y() - 40, c.x() + 40, c.y() + 40)
                grad_t.setColorAt(0, QColor("#55505e"))
                grad_t.setColorAt(1, QColor("#1c1a22"))
                p.setBrush(QBrush(grad_t))
                p.setPen(QPen(art.GOLD.darker(130), 1.5))
                p.drawEllipse(c, 40, 40)
            if game.solo_tokens_left:
                p.setPen(art.GOLD)
                p.setFont(font(20, True))
                k = game.solo_tokens_left - 1
                top = QPointF(rr.left() + 360 + k * 4, rr.top() + 184 - k * 5)
                p.drawText(QRectF(top.x() - 40, top.y() - 40, 80, 80), Qt.AlignmentFlag.AlignCenter, "?")
            p.setFont(font(8))
            p.setPen(QColor("#cfc6b4"))
            p.drawText(QRectF(rr.left() + 300, rr.top() + 240, 400, 80), Qt.TextFlag.TextWordWrap,
                       self.tr("Lorenzo wins if his cross reaches the last space or a whole colour of cards is gone. "
                               "You win with 7 cards or reaching the end of the faith track."))

        look = ("lorenzo", game.black_cross, game.last_solo_token, game.solo_tokens_left)
        self.add(Item(r, draw, tag=look, tip=self.tr("Lorenzo: black cross, last token, tokens left")))
        if game.last_solo_token:  # the token face up, to enlarge
            c = QPointF(x0 + 80, y0 + 180)
            rad = 46
            tid = game.last_solo_token
            token = self.add(Item(QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad),
                                  partial(_draw_token_in, tid=tid),
                                  tag=("token", tid), tip=render(token_text(tid))))
            token.setZValue(1)
            token.zoom = ZoomSpec("token", game.last_solo_token)


# ----------------------------------------------------------------- helpers
def _plain(tip: str) -> str:
    """A tooltip's words without its markup (a rich tooltip links the rule it cites)."""
    import html
    import re

    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", tip)).split())


def _light(items: list[Item], on: bool) -> None:
    for it in items:
        if it.scene() is not None:
            it.preview = on
            it.update()


def _bot_label(name: str) -> str:
    from .bots import bot_label

    return bot_label(name)


def _line_gives(marbles: list[int]) -> str:
    """What taking these marbles gives, in resources: "2 coins, 1 stone, 1 faith and 1 white marble (…)"."""
    counts = [0, 0, 0, 0]
    for m in marbles:
        if m not in (Marble.WHITE, Marble.RED):
            counts[m] += 1
    faith = sum(1 for m in marbles if m == Marble.RED)
    whites = sum(1 for m in marbles if m == Marble.WHITE)
    text = render(resources_text(counts, faith)) if any(counts) or faith else ""
    if whites:
        white = (QCoreApplication.translate("Table", "1 white marble (nothing, or a leader's resource)") if whites == 1
                 else QCoreApplication.translate("Table", "%1 white marbles (nothing, or a leader's resource)")
                 .replace("%1", str(whites)))
        text = QCoreApplication.translate("Table", "%1 and %2").replace("%1", text).replace("%2", white) \
            if text else white
    return text


def _marble_gives(m: int) -> str:
    if m == Marble.WHITE:
        return QCoreApplication.translate("Table", "nothing (or a leader's resource)")
    if m == Marble.RED:
        return QCoreApplication.translate("Table", "1 faith")
    return render(a_resource(m))


def _key_of(act: Any) -> str:
    from .interaction import power_key

    return power_key(act)


def _power_used(game: Game, key: str) -> bool:
    return key in game.powers_used()


def _prod_why(game: Game, key: str) -> str:
    if key == "base":
        act = Action(ActionKind.PROD_BASE, Resource.COIN, Resource.STONE, Resource.COIN)
        return QCoreApplication.translate("Table", "basic production: any 2 resources → 1 of your choice; %1") \
            .replace("%1", _why(game, act))
    if key.startswith("s"):
        return _why(game, Action(ActionKind.PROD_SLOT, int(key[1:]) - 1))
    return _why(game, Action(ActionKind.PROD_LEADER, int(key[1:]), 0, Resource.COIN))


def _buy_why(game: Game, cid: int) -> str:
    reasons = [illegal_reason(game, a) for a in _buys(cid)]
    money = [r for r in reasons if "resources" in r]  # the English text decides, then it is translated
    return render(money[0] if money else reasons[0])


def _status(game: Game) -> str:
    seat = game.current_seat
    if game.is_over:
        return QCoreApplication.translate("Table", "The game is over")
    if game.in_setup:
        if seat is None:
            return QCoreApplication.translate("Table", "Setup")
        return QCoreApplication.translate("Table", "Setup — %1 chooses").replace("%1", game.names[seat])
    if seat is None:
        return ""
    return QCoreApplication.translate("Table", "Round %1 — %2 to play").replace("%1", str(game.round)) \
        .replace("%2", game.names[seat])


def _phase_hint(game: Game) -> str:
    if game.is_over:
        return QCoreApplication.translate("Table", "See the score sheet.")
    seat = game.current_seat
    assert seat is not None
    p = game.player(seat)
    if game.in_setup:
        if p.dealt:
            return QCoreApplication.translate("Table", "Pick 2 of the 4 leaders dealt.")
        if p.resources_to_take == 1:
            return QCoreApplication.translate("Table", "Choose 1 initial resource.")
        left = str(p.resources_to_take)
        return QCoreApplication.translate("Table", "Choose %1 initial resources.").replace("%1", left)
    if game.turn_mode == TurnMode.PLACING:
        return QCoreApplication.translate("Table",
                                          "Place each resource from the market in the warehouse, or discard it.")
    if game.turn_mode == TurnMode.WHITES:
        return QCoreApplication.translate("Table", "Choose what each white marble gives.")
    if game.turn_mode == TurnMode.PRODUCING:
        return QCoreApplication.translate("Table", "Production under way: add powers, then finish.")
    if game.main_action_done:
        return QCoreApplication.translate("Table", "Main action done: play or discard leaders, then end the turn.")
    return QCoreApplication.translate(
        "Table", "Take resources from the market, buy one card, or activate production. Leaders before or after.")


def _draw_hint_ring(p: QPainter, r: QRectF, rank: int) -> None:
    """A green dashed ring and the hint's rank in a badge at the top left."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    green = QColor(46, 160, 67)
    pen = QPen(green, 3.5, Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 9, 9)
    badge = QRectF(r.left() - HINT_MARGIN + 1, r.top() - HINT_MARGIN + 1, 20, 20)
    p.setPen(QPen(QColor("white"), 1.5))
    p.setBrush(green)
    p.drawEllipse(badge)
    p.setFont(art.font(9, bold=True))
    p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(rank))
    p.restore()


def _draw_marble_in(p: QPainter, r: QRectF, rad: float, marble: int) -> None:
    art.draw_marble(p, r.center(), rad, marble)


def _draw_token_in(p: QPainter, r: QRectF, tid: int) -> None:
    art.draw_token(p, r.center(), r.width() / 2, tid)


def _draw_arrow(p: QPainter, r: QRectF, direction: str, legal: bool) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = r.center()
    s = r.width() / 2 - 2
    if direction == "left":
        pts = [QPointF(c.x() - s, c.y()), QPointF(c.x() + s * 0.6, c.y() - s * 0.8), QPointF(c.x() + s * 0.6,
                                                                                              c.y() + s * 0.8)]
    else:
        pts = [QPointF(c.x(), c.y() - s), QPointF(c.x() - s * 0.8, c.y() + s * 0.6), QPointF(c.x() + s * 0.8,
                                                                                              c.y() + s * 0.6)]
    p.setBrush(art.GOLD if legal else QColor("#9d8c70"))
    p.setPen(QPen(QColor("#5a3a12") if legal else QColor("#6d604c"), 1.5))
    p.drawPolygon(QPolygonF(pts))


def _draw_deck(p: QPainter, r: QRectF, cid: int, n: int) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for k in range(min(n - 1, 3), 0, -1):
        p.setBrush(QColor("#cdb98c"))
        p.setPen(QPen(QColor("#8c6a3c"), 1))
        p.drawRoundedRect(r.translated(k * 2, k * 2), 7, 7)
    art.draw_dev_card(p, r, cid)
    badge = QRectF(r.right() - 24, r.bottom() - 22, 22, 18)
    p.setBrush(QColor(40, 30, 20, 200))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(badge, 5, 5)
    p.setPen(QColor("white"))
    p.setFont(font(7.5, True))
    p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(n))


def _draw_empty_deck(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(255, 255, 255, 20))
    p.setPen(QPen(QColor("#8c7a5c"), 1.5, Qt.PenStyle.DashLine))
    p.drawRoundedRect(r, 7, 7)
    p.setPen(QColor("#b8a888"))
    p.setFont(font(8))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Table", "empty"))


def _draw_slot(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(120, 90, 50, 50))
    p.setPen(QPen(QColor("#9c7c4c"), 1.2, Qt.PenStyle.DashLine))
    p.drawRoundedRect(r, 7, 7)


def _draw_base(p: QPainter, r: QRectF, shows: tuple[int, ...] | None = None) -> None:
    """The basic production, "? ? → ?"; ``shows``: the two inputs and the output chosen for it in the plan."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#e9d7ae"))
    p.setPen(QPen(QColor("#7c5a2a"), 1.2))
    p.drawRoundedRect(r, 7, 7)
    p.setPen(art.INK)
    p.setFont(font(7.5, True))
    p.drawText(QRectF(r.left() + 6, r.top(), 60, r.height()), Qt.AlignmentFlag.AlignVCenter,
               QCoreApplication.translate("Table", "Basic"))
    cy = r.center().y()

    def token(x: float, k: int) -> None:
        if shows is None:
            art.draw_any(p, QPointF(r.left() + x, cy), 20)
        else:
            art.draw_resource(p, QPointF(r.left() + x, cy), 20, shows[k])

    token(74, 0)
    token(98, 1)
    p.setPen(QPen(art.INK, 1.6))
    p.drawLine(QPointF(r.left() + 114, cy), QPointF(r.left() + 130, cy))
    p.drawPolygon(QPolygonF([QPointF(r.left() + 134, cy), QPointF(r.left() + 128, cy - 4),
                             QPointF(r.left() + 128, cy + 4)]))
    token(152, 2)


def _draw_favor_tile(p: QPainter, tile: QRectF, state: int, vp: int) -> None:
    """A Pope's favor tile: face up (gold), pending (face down) or discarded."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if state == 1:
        p.setBrush(art.GOLD)
        p.setPen(QPen(art.GOLD.darker(170), 1.2))
    elif state == -1:
        p.setBrush(QColor("#b9ad98"))
        p.setPen(QPen(QColor("#8a7d68"), 1, Qt.PenStyle.DashLine))
    else:
        p.setBrush(QColor("#8a5a3a"))
        p.setPen(QPen(QColor("#5a3a22"), 1.2))
    p.drawRoundedRect(tile, 4, 4)
    p.setFont(font(7.5, True))
    p.setPen(art.INK if state == 1 else QColor("#f4ead4") if state == 0 else QColor("#6d6252"))
    label = QCoreApplication.translate("Table", "%1 VP").replace("%1", str(vp))
    p.drawText(tile, Qt.AlignmentFlag.AlignCenter, label if state != -1 else "✕")


def _draw_button(p: QPainter, r: QRectF, text: str, legal: bool, met: bool) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#7a2e1c") if legal else QColor("#b9ab92"))
    p.setPen(QPen(QColor("#4a1a0c") if legal else QColor("#9a8c72"), 1))
    p.drawRoundedRect(r, 5, 5)
    p.setPen(QColor("white") if legal else QColor("#6d604c"))
    p.setFont(font(LEADER_BUTTON_PT, True))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text + ("" if met else " ✗"))


class BoardView(QGraphicsView):
    """Shows the table scaled to the window, keeping its proportions."""

    def __init__(self, scene: Table) -> None:
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QColor("#24180f"))
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMouseTracking(True)
        # a method, not a lambda: Qt drops the connection when this view is deleted
        scene.sceneRectChanged.connect(self._scene_rect_changed)
        self.zoom = CardZoom(self.viewport())
        scene.on_zoom = self.show_zoom

    def show_zoom(self, item: Item | None, now: bool = False) -> None:
        """Enlarge ``item`` beside itself (after a moment unless ``now``); None hides it."""
        if item is None or item.zoom is None:
            self.zoom.leave()
            return
        anchor = self.mapFromScene(item.mapToScene(item.rect)).boundingRect()
        extra = _plain(item.toolTip()) if item.zoom.kind in ("card", "leader") else ""
        if now:
            self.zoom.show_for(item.zoom, anchor, extra)
        else:
            self.zoom.hover(item.zoom, anchor, extra)

    def _scene_rect_changed(self, _rect: object) -> None:
        self.fit()

    def fit(self) -> None:
        self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        scene = self.scene()
        if size.height() > 0 and isinstance(scene, Table):
            scene.set_view_aspect(size.width() / size.height())
        self.fit()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.fit()

    def click(self, item: Item) -> None:
        """Click the centre of ``item`` with a real mouse event (tests, tools)."""
        from PySide6.QtTest import QTest

        pos = self.mapFromScene(item.mapToScene(item.rect.center()))
        QTest.mouseClick(self.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
