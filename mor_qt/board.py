"""The table: a QGraphicsScene with the market, the card grid, every player's
board and (solo) Lorenzo.  Rebuilt from the game after every change; only
legal choices are clickable, and hovering any choice tells why (not).

``Table`` puts together the rooms it is made of, and this module keeps their
names at hand (``from mor_qt.board import ...``): the scene and its state
(mor_qt/table_scene.py), the places of the pieces (mor_qt/table_layout.py), the
painters (mor_qt/table_paint.py), clicks, highlights and the words saying why a
choice is (not) legal (mor_qt/table_input.py), the top of the table
(mor_qt/table_top.py), the boards (mor_qt/table_boards.py) and Lorenzo's
(mor_qt/table_lorenzo.py).  ``BoardView`` is the view that shows the table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsView

from . import art
from .table_boards import TableBoards
from .table_input import Item, TableController, _plain
from .table_layout import (
    BOARD_H,
    BOARD_W,
    GAP,
    GRID_RIGHT,
    GRID_X,
    INFO_FULL_H,
    INFO_GROW,
    INFO_KEY_GAP,
    LEAD_W,
    LEADER_BUTTON_PT,
    SCENE_W,
    SCORES_BAR_LEFT,
    SCORES_HEAD_H,
    SCORES_ROW_H,
    SCORES_STATS_W,
    SCORES_TOP_STRIP,
    SCORES_TOTAL_W,
    SUMMARY_PX,
    TOP_H,
    TRIO,
    WELCOME_HINT,
    WELCOME_HINT_PT,
    WELCOME_TITLE_PT,
    TableLayout,
    number_px_on_screen,
    table_layout,
    welcome_layout,
)
from .table_lorenzo import TableLorenzo
from .table_paint import _draw_empty_deck
from .table_top import TableTop, score_name, score_name_rect
from .zoom import CardZoom

if TYPE_CHECKING:
    from core import Game

__all__ = [  # what the app, the tools and the tests import from here
    "BOARD_H", "BOARD_W", "GAP", "GRID_RIGHT", "INFO_FULL_H", "INFO_GROW", "INFO_KEY_GAP", "LEADER_BUTTON_PT",
    "LEAD_W", "SCORES_HEAD_H", "SCORES_ROW_H", "SCORES_TOP_STRIP", "TOP_H", "TRIO", "WELCOME_HINT",
    "WELCOME_HINT_PT", "WELCOME_TITLE_PT", "BoardView", "Item", "Table", "TableController", "TableLayout",
    "_draw_empty_deck", "number_px_on_screen", "table_layout", "welcome_layout",
]


class Table(TableBoards, TableTop, TableLorenzo):
    """The scene.  ``viewer`` is the seat whose hidden leaders may be shown.  It puts the
    pieces on the table (``_build``) and paints the score rows itself: their "%n card(s)"
    is a plural, read by pyside6-lupdate only from a tr() call and looked up by Qt in the
    context of this class."""

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


    def scores_heading(self, game: Game) -> str:
        """Over the rows of points: "now" while the game goes on, final once it is over."""
        return self.tr("Final victory points") if game.is_over else self.tr("Victory points now")

    def _draw_scores(self, p: QPainter, game: Game, seat: int | None, left: float, top: float, width: float) -> None:
        """"Victory points now": a row per seat (name, bar, total, what makes it)."""
        p.setPen(art.INK)
        p.setFont(art.font_px(SUMMARY_PX, True))
        p.drawText(QRectF(left + 20, top, width - 40, 20), Qt.AlignmentFlag.AlignLeft, self.scores_heading(game))
        scores = game.scores()
        best = max(s.total for s in scores) or 1
        for i, s in enumerate(scores):
            yy = top + SCORES_HEAD_H + i * SCORES_ROW_H
            p.setFont(art.font_px(SUMMARY_PX, i == seat))
            p.setPen(art.INK)
            name = score_name(game.names[i], i == seat)  # cut with "…": its tooltip has it whole (TableTop)
            p.drawText(score_name_rect(left, top, i), Qt.AlignmentFlag.AlignVCenter, name)
            bw = (width - SCORES_STATS_W - SCORES_BAR_LEFT - SCORES_TOTAL_W) * s.total / max(best, 20)
            p.setBrush(QColor("#c0893a") if i != seat else art.SELECT)
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(QRectF(left + SCORES_BAR_LEFT, yy + 4, max(4.0, bw), 14), 4, 4)
            p.setPen(art.INK)
            p.drawText(QRectF(left + SCORES_BAR_LEFT + 5 + bw, yy, SCORES_TOTAL_W - 10, 22),
                       Qt.AlignmentFlag.AlignVCenter, str(s.total))
            p.setFont(art.font_px(SUMMARY_PX))
            p.setPen(art.INK.lighter(140))
            p.drawText(QRectF(left + width - SCORES_STATS_W - 18, yy, SCORES_STATS_W, 22), Qt.AlignmentFlag.AlignVCenter
                       | Qt.AlignmentFlag.AlignRight, self.score_makings(game, i, s.resources_left))

    def score_makings(self, game: Game, seat: int, resources_left: int) -> str:
        """What makes ``seat``'s points, after its bar: "2 cards · faith 3 · 6 res · 0/2 leaders"."""
        pl = game.player(seat)
        parts = [self.tr("%n card(s)", "", pl.n_cards), self.tr("faith %1").replace("%1", str(pl.faith)),
                 self.tr("%1 res").replace("%1", str(resources_left))]
        if not pl.dealt:  # leaders dealt and not yet kept: none to count ("0/0 leaders" said nothing)
            parts.append(self.tr("%1/%2 leaders").replace("%1", str(len(pl.played)))
                         .replace("%2", str(len(pl.played) + len(pl.hand))))
        return " · ".join(parts)


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
        if item.zoom_note is not None:
            extra = item.zoom_note
        else:
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
