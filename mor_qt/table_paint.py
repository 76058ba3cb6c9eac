"""The table's painters: free functions that draw one piece (a deck, a slot, the basic
production, a favor tile, a button, an arrow, a hint's ring) into its rectangle."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from . import art
from .art import table_font
from .table_layout import HINT_MARGIN, LEADER_BUTTON_PT


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
    p.setFont(art.table_font(9, bold=True))
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
    p.setFont(table_font(7.5, True))
    p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(n))


def _draw_empty_deck(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(255, 255, 255, 20))
    p.setPen(QPen(QColor("#8c7a5c"), 1.5, Qt.PenStyle.DashLine))
    p.drawRoundedRect(r, 7, 7)
    p.setPen(QColor("#b8a888"))
    p.setFont(table_font(8))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("Table", "empty"))


def _draw_slot(p: QPainter, r: QRectF) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(120, 90, 50, 50))
    p.setPen(QPen(QColor("#9c7c4c"), 1.2, Qt.PenStyle.DashLine))
    p.drawRoundedRect(r, 7, 7)


BASE_LABEL_W = 56  # the basic production's word, left of its first token (centred 74 px in)


def _draw_base(p: QPainter, r: QRectF, shows: tuple[int, ...] | None = None) -> None:
    """The basic production, "? ? → ?"; ``shows``: the two inputs and the output chosen for it in the plan."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#e9d7ae"))
    p.setPen(QPen(QColor("#7c5a2a"), 1.2))
    p.drawRoundedRect(r, 7, 7)
    p.setPen(art.INK)
    p.setFont(table_font(7.5, True))
    art.draw_fitted_text(p, QRectF(r.left() + 5, r.top(), BASE_LABEL_W, r.height()), Qt.AlignmentFlag.AlignVCenter,
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
    p.setFont(table_font(7.5, True))
    p.setPen(art.INK if state == 1 else QColor("#f4ead4") if state == 0 else QColor("#6d6252"))
    label = QCoreApplication.translate("Table", "%1 VP").replace("%1", str(vp))
    p.drawText(tile, Qt.AlignmentFlag.AlignCenter, label if state != -1 else "✕")


def _draw_button(p: QPainter, r: QRectF, text: str, legal: bool, met: bool) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#7a2e1c") if legal else QColor("#b9ab92"))
    p.setPen(QPen(QColor("#4a1a0c") if legal else QColor("#9a8c72"), 1))
    p.drawRoundedRect(r, 5, 5)
    p.setPen(QColor("white") if legal else QColor("#6d604c"))
    p.setFont(table_font(LEADER_BUTTON_PT, True))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text + ("" if met else " ✗"))
