"""Lorenzo il Magnifico's board in a solo game: his black cross, the last token revealed
(face up, to enlarge) and the stack left.  Its words keep the ``Table`` context of the
translation catalogues."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen

from core import FAITH_MAX, token_text

from . import art
from .art import table_font
from .i18n import render
from .table_input import Item
from .table_layout import BOARD_H, BOARD_W
from .table_paint import _draw_token_in
from .table_scene import TableScene
from .zoom import ZoomSpec

if TYPE_CHECKING:
    from core import Game

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Table", "…") calls

# Where the board's words and the stack of tokens left stand, from its top left corner: the
# stack's label, the stack (a token of TOKEN_R drawn for each token left, each a step right and
# up from the one below) and the rules under it; a full stack (7 tokens) clears both texts.
STACK_LABEL = QRectF(300, 104, 300, 22)
STACK_BASE = QPointF(360, 188)
STACK_STEP = QPointF(4, -3)
TOKEN_R = 40
RULES_TEXT = QRectF(300, 240, 400, 80)


def stack_centres(tokens_left: int) -> list[QPointF]:
    """The centres of the stack's tokens, bottom first, from the board's top left corner."""
    return [STACK_BASE + STACK_STEP * k for k in range(tokens_left)]


def lorenzo_tip(game: Game) -> str:
    """The board's facts in one line: where the black cross stands, the last token revealed, the tokens left."""
    last = render(token_text(game.last_solo_token)) if game.last_solo_token else translate("Table", "none yet")
    return translate("Table", "Lorenzo's black cross on space %1 of %2; last token revealed: %3; "
                              "tokens left in the stack: %4") \
        .replace("%1", str(game.black_cross)).replace("%2", str(FAITH_MAX)) \
        .replace("%3", last).replace("%4", str(game.solo_tokens_left))


class TableLorenzo(TableScene):
    """Builds Lorenzo's board (solo game)."""

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
            p.setFont(table_font(14, True))
            p.drawText(QRectF(rr.left() + 16, rr.top() + 10, 400, 28), Qt.AlignmentFlag.AlignLeft,
                       translate("Table", "Lorenzo il Magnifico"))
            p.setFont(table_font(10))
            p.setPen(QColor("#e8e0d0"))
            art.draw_black_cross(p, QPointF(rr.left() + 34, rr.top() + 70), 30)
            p.drawText(QRectF(rr.left() + 60, rr.top() + 56, 400, 28), Qt.AlignmentFlag.AlignVCenter,
                       translate("Table", "Black cross on space %1 of %2").replace("%1", str(game.black_cross))
                       .replace("%2", str(FAITH_MAX)))
            p.drawText(QRectF(rr.left() + 16, rr.top() + 104, 300, 22), Qt.AlignmentFlag.AlignLeft,
                       translate("Table", "Last token revealed"))
            if game.last_solo_token:  # the token itself is its own piece (it turns over)
                p.setFont(table_font(9))
                p.drawText(QRectF(rr.left() + 16, rr.top() + 232, 200, 40), Qt.AlignmentFlag.AlignCenter
                           | Qt.TextFlag.TextWordWrap, render(token_text(game.last_solo_token)))
            else:
                p.setFont(table_font(9))
                p.drawText(QRectF(rr.left() + 16, rr.top() + 160, 200, 40), Qt.AlignmentFlag.AlignCenter,
                           translate("Table", "none yet"))
            p.setFont(table_font(10))
            p.drawText(STACK_LABEL.translated(rr.topLeft()), Qt.AlignmentFlag.AlignLeft,
                       translate("Table", "Tokens left in the stack: %1").replace("%1", str(game.solo_tokens_left)))
            centres = [rr.topLeft() + c for c in stack_centres(game.solo_tokens_left)]
            for c in centres:
                grad_t = QLinearGradient(c.x() - TOKEN_R, c.y() - TOKEN_R, c.x() + TOKEN_R, c.y() + TOKEN_R)
                grad_t.setColorAt(0, QColor("#55505e"))
                grad_t.setColorAt(1, QColor("#1c1a22"))
                p.setBrush(QBrush(grad_t))
                p.setPen(QPen(art.GOLD.darker(130), 1.5))
                p.drawEllipse(c, TOKEN_R, TOKEN_R)
            if centres:
                p.setPen(art.GOLD)
                p.setFont(table_font(20, True))
                top = centres[-1]
                p.drawText(QRectF(top.x() - TOKEN_R, top.y() - TOKEN_R, 2 * TOKEN_R, 2 * TOKEN_R),
                           Qt.AlignmentFlag.AlignCenter, "?")
            p.setFont(table_font(8))
            p.setPen(QColor("#cfc6b4"))
            p.drawText(RULES_TEXT.translated(rr.topLeft()), Qt.TextFlag.TextWordWrap,
                       translate("Table",
                                 "Lorenzo wins if his cross reaches the last space or a whole colour of cards is gone. "
                                 "You win with 7 cards or reaching the end of the faith track."))

        look = ("lorenzo", game.black_cross, game.last_solo_token, game.solo_tokens_left)
        self.add(Item(r, draw, tag=look, tip=lorenzo_tip(game)))
        if game.last_solo_token:  # the token face up, to enlarge
            c = QPointF(x0 + 80, y0 + 180)
            rad = 46
            tid = game.last_solo_token
            token = self.add(Item(QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad),
                                  partial(_draw_token_in, tid=tid),
                                  tag=("token", tid), tip=render(token_text(tid))))
            token.setZValue(1)
            token.zoom = ZoomSpec("token", game.last_solo_token)
