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

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsView

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
    SCORES_HEAD_H,
    SCORES_ROW_H,
    SCORES_TOP_STRIP,
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
from .table_top import TableTop
from .zoom import CardZoom

__all__ = [  # what the app, the tools and the tests import from here
    "BOARD_H", "BOARD_W", "GAP", "GRID_RIGHT", "INFO_FULL_H", "INFO_GROW", "INFO_KEY_GAP", "LEADER_BUTTON_PT",
    "LEAD_W", "SCORES_HEAD_H", "SCORES_ROW_H", "SCORES_TOP_STRIP", "TOP_H", "TRIO", "WELCOME_HINT",
    "WELCOME_HINT_PT", "WELCOME_TITLE_PT", "BoardView", "Item", "Table", "TableController", "TableLayout",
    "_draw_empty_deck", "number_px_on_screen", "table_layout", "welcome_layout",
]


class Table(TableBoards, TableTop, TableLorenzo):
    """The scene.  ``viewer`` is the seat whose hidden leaders may be shown."""

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
