"""Our own art, drawn with QPainter: resources, marbles, cards, leaders, tokens.

Every resource and marble carries a glyph as well as a colour (colour-blind
players): coin = disc with a star, stone = rock, servant = figure,
shield = heater shield, faith = cross.  Card colours carry a shape too.
"""

from __future__ import annotations

import math
from importlib import resources as _res

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from core import Ability, Colour, Marble, Resource, dev_card, leader_card, solo_token

from .painting import painting

FONT_FAMILY = "DejaVu Sans"

RES_COLORS = (QColor("#e2ad2f"), QColor("#8f8a80"), QColor("#8a56a8"), QColor("#3a74b8"))
FAITH_COLOR = QColor("#c8423a")
FAITH_GLYPH = len(Resource)  # glyph number of faith, after the four resources
CARD_COLORS = (QColor("#3f8f52"), QColor("#3568a8"), QColor("#cf9f22"), QColor("#7c4d9e"))
MARBLE_COLORS = (
    QColor("#f0c030"), QColor("#9a958c"), QColor("#9a5cc0"), QColor("#3f86d0"), QColor("#f5f2ea"), QColor("#d8443a"),
)
PARCHMENT = QColor("#f6ecd2")
PARCHMENT_DARK = QColor("#e6d3a8")
INK = QColor("#3a2a1a")
WOOD = QColor("#6b4a2b")
FELT = QColor("#2f4a3a")
GOLD = QColor("#f2c14e")
HILITE = QColor("#ffd54a")
SELECT = QColor("#ff8a3d")

_fonts_loaded = False


def load_fonts() -> str:
    """Register the bundled DejaVu Sans (once); returns the family name."""
    global _fonts_loaded, FONT_FAMILY
    if not _fonts_loaded:
        folder = _res.files("resources") / "fonts"
        for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
            data = (folder / name).read_bytes()
            fid = QFontDatabase.addApplicationFontFromData(data)
            fams = QFontDatabase.applicationFontFamilies(fid) if fid >= 0 else []
            if fams:
                FONT_FAMILY = fams[0]
        _fonts_loaded = True
    return FONT_FAMILY


def font(size: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


# Numbers a player reads to decide (card costs, production, strongbox counts),
# in scene pixels: the table's scale turns them into screen pixels
# (board.number_px_on_screen); 17 keeps them at 11 px or more on a 1366x768 screen.
NUMBER_PX = 17
SMALL_NUMBER_PX = 14  # requirement counts on leaders, faith-track VP
# A card's or leader's id (#33, L57) in its lower left corner, left of the VP badge: 9 px or more
# on a 1280x720 screen (the table's scale is about 0.67 there)
ID_PX, ID_W = 14, 34


# Every text drawn on the table is this many scene pixels high or more: 9 screen pixels or more
# on a 1280x720 screen, where the table is scaled to about 0.67 (tests/test_qt_table_text_size.py)
TEXT_MIN_PX = 14
PX_PER_POINT = 96 / 72  # a point on a 96 dpi screen


def table_font(size: float, bold: bool = False) -> QFont:
    """The font of a text on the table: ``size`` points, but never under TEXT_MIN_PX scene pixels."""
    return font_px(max(size * PX_PER_POINT, TEXT_MIN_PX), bold)


def draw_fitted_text(p: QPainter, r: QRectF, align: Qt.AlignmentFlag, text: str) -> None:
    """``text`` in ``r`` with the painter's font, narrowed (never lowered) when it is wider than
    ``r``: a word keeps its legible height where the table has no more width for it."""
    width = QFontMetricsF(p.font()).horizontalAdvance(text)
    if width <= r.width():
        p.drawText(r, align, text)
        return
    squeeze = r.width() / width
    p.save()
    p.translate(r.left(), r.top())
    p.scale(squeeze, 1)
    p.drawText(QRectF(0, 0, width, r.height()), align, text)
    p.restore()


def font_px(px: float, bold: bool = False) -> QFont:
    """A font ``px`` scene pixels high (pixel size, independent of the screen's dpi)."""
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


# ----------------------------------------------------------------- glyphs
def _shape_path(kind: int, c: QPointF, s: float) -> QPainterPath:
    """The glyph outline of resource ``kind`` (4 = faith) centred on ``c``, size ``s``."""
    path = QPainterPath()
    x, y, h = c.x(), c.y(), s / 2
    if kind == Resource.COIN:  # disc
        path.addEllipse(c, h, h)
    elif kind == Resource.STONE:  # irregular rock
        pts = [(-0.95, 0.35), (-0.6, -0.55), (0.05, -0.9), (0.75, -0.5), (0.95, 0.3), (0.45, 0.85), (-0.5, 0.85)]
        path.addPolygon(QPolygonF([QPointF(x + px * h, y + py * h) for px, py in pts]))
        path.closeSubpath()
    elif kind == Resource.SERVANT:  # head and body
        path.addEllipse(QPointF(x, y - h * 0.5), h * 0.38, h * 0.38)
        body = QPolygonF([
            QPointF(x - h * 0.75, y + h * 0.95), QPointF(x - h * 0.4, y - h * 0.05),
            QPointF(x + h * 0.4, y - h * 0.05), QPointF(x + h * 0.75, y + h * 0.95),
        ])
        path.addPolygon(body)
        path.closeSubpath()
    elif kind == Resource.SHIELD:  # heater
        path.moveTo(x - h * 0.85, y - h * 0.85)
        path.lineTo(x + h * 0.85, y - h * 0.85)
        path.lineTo(x + h * 0.85, y - h * 0.05)
        path.quadTo(x + h * 0.8, y + h * 0.7, x, y + h)
        path.quadTo(x - h * 0.8, y + h * 0.7, x - h * 0.85, y - h * 0.05)
        path.closeSubpath()
    else:  # FAITH_GLYPH: a cross
        w = h * 0.36
        path.addRect(QRectF(x - w, y - h, 2 * w, 2 * h))
        path.addRect(QRectF(x - h * 0.8, y - h * 0.45, 1.6 * h, 2 * w))
        path.setFillRule(Qt.FillRule.WindingFill)
    return path


def draw_resource(p: QPainter, c: QPointF, size: float, res: int, ghost: bool = False) -> None:
    """Resource ``res`` (0-3, 4 = faith) as a coloured glyph."""
    color = FAITH_COLOR if res == FAITH_GLYPH else RES_COLORS[res]
    path = _shape_path(res, c, size)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if ghost:
        p.setPen(QPen(color.darker(130), max(1.0, size / 14), Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.restore()
        return
    grad = QLinearGradient(c.x(), c.y() - size / 2, c.x(), c.y() + size / 2)
    grad.setColorAt(0, color.lighter(135))
    grad.setColorAt(1, color.darker(115))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(color.darker(170), max(1.0, size / 16)))
    p.drawPath(path)
    if res == Resource.COIN:  # a star stamped on the coin
        p.setPen(QPen(color.darker(160), max(1.0, size / 14)))
        r = size * 0.26
        p.drawEllipse(c, size * 0.33, size * 0.33)
        p.drawLine(QPointF(c.x() - r, c.y()), QPointF(c.x() + r, c.y()))
        p.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r))
    elif res == Resource.SHIELD:
        p.setPen(QPen(QColor(255, 255, 255, 190), max(1.0, size / 12)))
        p.drawLine(QPointF(c.x(), c.y() - size * 0.32), QPointF(c.x(), c.y() + size * 0.36))
    p.restore()


def draw_any(p: QPainter, c: QPointF, size: float) -> None:
    """A "?" token: any resource of your choice."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#fffaf0"))
    p.setPen(QPen(INK, max(1.0, size / 14)))
    p.drawEllipse(c, size / 2, size / 2)
    p.setFont(table_font(size * 0.45, True))
    p.drawText(QRectF(c.x() - size / 2, c.y() - size / 2, size, size), Qt.AlignmentFlag.AlignCenter, "?")
    p.restore()


def draw_marble(p: QPainter, c: QPointF, r: float, marble: int) -> None:
    """A glass marble with the glyph of what it gives."""
    col = MARBLE_COLORS[marble]
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    grad = QRadialGradient(QPointF(c.x() - r * 0.35, c.y() - r * 0.4), r * 1.4)
    grad.setColorAt(0, col.lighter(160))
    grad.setColorAt(0.55, col)
    grad.setColorAt(1, col.darker(160))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(col.darker(200), 1.2))
    p.drawEllipse(c, r, r)
    glyph_color = QColor(255, 255, 255, 215) if marble != Marble.WHITE else QColor(120, 110, 95, 160)
    if marble != Marble.WHITE:  # the glyph of what it gives
        path = _shape_path(FAITH_GLYPH if marble == Marble.RED else marble, c, r * 0.95)
        p.setBrush(glyph_color)
        p.setPen(QPen(col.darker(190), 1))
        p.drawPath(path)
    else:  # white: an empty ring
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(glyph_color, max(1.5, r / 8)))
        p.drawEllipse(c, r * 0.42, r * 0.42)
    p.setBrush(QColor(255, 255, 255, 120))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(QPointF(c.x() - r * 0.38, c.y() - r * 0.42), r * 0.22, r * 0.14)
    p.restore()


def draw_color_mark(p: QPainter, c: QPointF, s: float, color: int) -> None:
    """Card colour as a shape too: green leaf-triangle, blue disc, yellow square, purple diamond."""
    col = CARD_COLORS[color]
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(col)
    p.setPen(QPen(QColor("white"), max(1.0, s / 8)))
    h = s / 2
    x, y = c.x(), c.y()
    if color == Colour.GREEN:
        p.drawPolygon(QPolygonF([QPointF(x, y - h), QPointF(x + h, y + h * 0.8), QPointF(x - h, y + h * 0.8)]))
    elif color == Colour.BLUE:
        p.drawEllipse(c, h * 0.9, h * 0.9)
    elif color == Colour.YELLOW:
        p.drawRect(QRectF(x - h * 0.8, y - h * 0.8, h * 1.6, h * 1.6))
    else:
        p.drawPolygon(QPolygonF([QPointF(x, y - h), QPointF(x + h, y), QPointF(x, y + h), QPointF(x - h, y)]))
    p.restore()


# ------------------------------------------------------------------ cards
def _card_frame(p: QPainter, r: QRectF, edge: QColor) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    grad = QLinearGradient(r.topLeft(), r.bottomRight())
    grad.setColorAt(0, PARCHMENT)
    grad.setColorAt(1, PARCHMENT_DARK)
    p.setBrush(QBrush(grad))
    p.setPen(QPen(edge, 2))
    p.drawRoundedRect(r, 7, 7)


def _tokens(p: QPainter, x: float, y: float, vec: tuple[int, ...], faith: int, size: float, step: float) -> float:
    """Draw "n glyph" lines downwards from (x, y); returns the next y."""
    p.setFont(font_px(NUMBER_PX, True))
    p.setPen(INK)
    items = [(i, n) for i, n in enumerate(vec) if n]
    if faith:
        items.append((4, faith))
    for res, n in items:
        right = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
        p.drawText(QRectF(x, y - step / 2, 13, step), right, str(n))
        draw_resource(p, QPointF(x + 14 + size / 2 + 1, y), size, res)
        y += step
    return y


def draw_dev_card(p: QPainter, r: QRectF, cid: int) -> None:
    card = dev_card(cid)
    col = CARD_COLORS[card.color]
    p.save()
    _card_frame(p, r, col.darker(130))
    band = QRectF(r.left() + 3, r.top() + 3, r.width() - 6, 22)
    p.setBrush(col)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(band, 5, 5)
    p.setPen(QColor("white"))
    p.setFont(table_font(9, True))
    p.drawText(band.adjusted(6, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
               ("", "I", "II", "III")[card.level])
    draw_color_mark(p, QPointF(band.right() - 12, band.center().y()), 12, card.color)
    # cost: one "n glyph" pair per resource, numbers NUMBER_PX high
    items = [(i, n) for i, n in enumerate(card.cost) if n]
    pair = (r.width() - 8) / 3
    x = r.left() + 4 + (3 - len(items)) * pair / 2
    p.setFont(font_px(NUMBER_PX, True))
    for res, n in items:
        p.setPen(INK)
        p.drawText(QRectF(x, r.top() + 26, 12, 20), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                   str(n))
        draw_resource(p, QPointF(x + 21, r.top() + 36), 15, res)
        x += pair
    # production scroll: inputs left, outputs right, one line per resource
    n_in = sum(1 for n in card.prod_in if n)
    n_out = sum(1 for n in card.prod_out if n) + (1 if card.prod_faith else 0)
    lines = max(n_in, n_out, 1)
    step = 19.0
    area = QRectF(r.left() + 3, r.top() + 48, r.width() - 6, r.height() - 48 - 22)
    bh = lines * step + 4
    box = QRectF(area.left(), area.center().y() - bh / 2, area.width(), bh)
    p.setBrush(QColor(255, 255, 255, 150))
    p.setPen(QPen(PARCHMENT_DARK.darker(120), 1))
    p.drawRoundedRect(box, 5, 5)
    _tokens(p, box.left(), box.center().y() - (n_in - 1) * step / 2, card.prod_in, 0, 14, step)
    _tokens(p, box.center().x() + 5, box.center().y() - (n_out - 1) * step / 2, card.prod_out, card.prod_faith, 14,
            step)
    p.setPen(QPen(INK, 1.6))
    ax = box.center().x() + 1
    ay = box.center().y()
    p.drawLine(QPointF(ax - 5, ay), QPointF(ax + 1, ay))
    p.drawPolygon(QPolygonF([QPointF(ax + 4, ay), QPointF(ax - 1, ay - 4), QPointF(ax - 1, ay + 4)]))
    # VP and id
    _draw_vp_and_id(p, r, QPointF(r.center().x(), r.bottom() - 11), 10.5, card.vp, f"#{cid}")
    p.restore()


def _draw_vp_and_id(p: QPainter, r: QRectF, vp_at: QPointF, vp_rad: float, vp: int, card_id: str) -> None:
    """A card's foot: its VP in a gold circle at ``vp_at`` and its printed id at the bottom left of ``r``."""
    draw_vp(p, vp_at, vp_rad, vp)
    p.setFont(font_px(ID_PX))
    p.setPen(INK.lighter(170))
    p.drawText(QRectF(r.left() + 4, r.bottom() - ID_PX - 5, ID_W, ID_PX + 2), Qt.AlignmentFlag.AlignLeft, card_id)


def draw_vp(p: QPainter, c: QPointF, rad: float, vp: int) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(GOLD)
    p.setPen(QPen(GOLD.darker(170), 1.4))
    star = QPolygonF()
    for k in range(16):
        rr = rad if k % 2 == 0 else rad * 0.8
        ang = math.pi * k / 8
        star.append(QPointF(c.x() + rr * math.cos(ang), c.y() + rr * math.sin(ang)))
    p.drawPolygon(star)
    p.setPen(INK)
    p.setFont(font_px(max(rad * 1.25, TEXT_MIN_PX), True))
    p.drawText(QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad), Qt.AlignmentFlag.AlignCenter, str(vp))
    p.restore()


def draw_card_back(p: QPainter, r: QRectF, label: str = "", color: QColor | None = None) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    base = color or QColor("#5a3b2a")
    grad = QLinearGradient(r.topLeft(), r.bottomRight())
    grad.setColorAt(0, base.lighter(125))
    grad.setColorAt(1, base.darker(125))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(base.darker(170), 2))
    p.drawRoundedRect(r, 7, 7)
    inner = r.adjusted(7, 7, -7, -7)
    p.setPen(QPen(GOLD, 1.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, 5, 5)
    c = r.center()
    d = min(r.width(), r.height()) * 0.22
    p.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - d), QPointF(c.x() + d, c.y()), QPointF(c.x(), c.y() + d),
                             QPointF(c.x() - d, c.y())]))
    if label:
        p.setPen(GOLD)
        p.setFont(table_font(7.5, True))
        p.drawText(QRectF(r.left(), r.bottom() - 26, r.width(), 16), Qt.AlignmentFlag.AlignCenter, label)
    p.restore()


def draw_leader(p: QPainter, r: QRectF, lid: int, stored: int = 0, out: int | None = None) -> None:
    """A leader face up; ``stored`` resources drawn in its depot slots; ``out``: the output
    chosen for a production leader's "?" (in the production being planned)."""
    card = leader_card(lid)
    ability = card.ability
    p.save()
    _card_frame(p, r, QColor("#8a5a2b"))
    # requirement banner
    top = QRectF(r.left() + 4, r.top() + 4, r.width() - 8, 24)
    p.setBrush(QColor("#efe0bb"))
    p.setPen(QPen(QColor("#b89a63"), 1))
    p.drawRoundedRect(top, 4, 4)
    x = top.left() + 4
    p.setFont(font_px(NUMBER_PX, True))
    for color, level, count in card.req_cards:
        p.setPen(INK)
        p.drawText(QRectF(x, top.top(), 10, 24), Qt.AlignmentFlag.AlignCenter, str(count))
        cr = QRectF(x + 11, top.top() + 4, 12, 16)
        p.setBrush(CARD_COLORS[color])
        p.setPen(QPen(CARD_COLORS[color].darker(150), 1))
        p.drawRoundedRect(cr, 2, 2)
        draw_color_mark(p, cr.center(), 7, color)
        if level:
            p.setPen(INK)
            p.setFont(font_px(TEXT_MIN_PX, True))
            roman = ("", "I", "II", "III")[level]
            draw_fitted_text(p, QRectF(x + 22, top.top() + 2, 14, 20), Qt.AlignmentFlag.AlignCenter, roman)
            p.setFont(font_px(NUMBER_PX, True))
        x += 38 if level else 28
    for res, n in enumerate(card.req_resources):
        if n:
            p.setPen(INK)
            p.drawText(QRectF(x, top.top(), 10, 24), Qt.AlignmentFlag.AlignCenter, str(n))
            draw_resource(p, QPointF(x + 19, top.center().y()), 15, res)
            x += 32
    # ability
    mid = QRectF(r.left() + 4, r.top() + 34, r.width() - 8, r.height() - 66)
    cx, cy = mid.center().x(), mid.center().y()
    res = card.resource
    p.setPen(INK)
    if ability == Ability.DISCOUNT:
        p.setFont(font(13, True))
        p.drawText(QRectF(cx - 34, cy - 14, 30, 28), Qt.AlignmentFlag.AlignCenter, "−1")
        draw_resource(p, QPointF(cx + 12, cy), 24, res)
        caption = QCoreApplication.translate("Art", "discount")
    elif ability == Ability.DEPOT:
        for k in range(2):
            sc = QPointF(cx - 17 + 34 * k, cy)
            p.setBrush(QColor("#d9c7a0"))
            p.setPen(QPen(QColor("#8a6a3a"), 1.5))
            p.drawRoundedRect(QRectF(sc.x() - 15, sc.y() - 15, 30, 30), 6, 6)
            draw_resource(p, sc, 20, res, ghost=k >= stored)
        caption = QCoreApplication.translate("Art", "depot")
    elif ability == Ability.WHITE_MARBLE:
        draw_marble(p, QPointF(cx - 20, cy), 13, 4)
        p.setPen(QPen(INK, 1.6))
        p.drawLine(QPointF(cx - 4, cy), QPointF(cx + 4, cy))
        p.drawPolygon(QPolygonF([QPointF(cx + 7, cy), QPointF(cx + 2, cy - 4), QPointF(cx + 2, cy + 4)]))
        draw_resource(p, QPointF(cx + 22, cy), 22, res)
        caption = QCoreApplication.translate("Art", "white marble")
    else:
        draw_resource(p, QPointF(cx - 26, cy), 20, res)
        p.setPen(QPen(INK, 1.6))
        p.drawLine(QPointF(cx - 13, cy), QPointF(cx - 5, cy))
        p.drawPolygon(QPolygonF([QPointF(cx - 2, cy), QPointF(cx - 7, cy - 4), QPointF(cx - 7, cy + 4)]))
        if out is None:
            draw_any(p, QPointF(cx + 10, cy - 9), 18)
        else:
            draw_resource(p, QPointF(cx + 10, cy - 9), 18, out)
        draw_resource(p, QPointF(cx + 26, cy + 10), 16, 4)
        caption = QCoreApplication.translate("Art", "production")
    p.setPen(INK.lighter(150))
    p.setFont(table_font(6.5))
    draw_fitted_text(p, QRectF(r.left() + 2, mid.bottom() - TEXT_MIN_PX, r.width() - 4, TEXT_MIN_PX),
                     Qt.AlignmentFlag.AlignCenter, caption)
    _draw_vp_and_id(p, r, QPointF(r.center().x(), r.bottom() - 15), 11, card.vp, f"L{lid}")
    p.restore()


def draw_token(p: QPainter, c: QPointF, rad: float, tid: int) -> None:
    """A solo action token (Lorenzo)."""
    token = solo_token(tid)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    grad = QRadialGradient(c, rad)
    grad.setColorAt(0, QColor("#4a4a52"))
    grad.setColorAt(1, QColor("#1e1e24"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(GOLD, 2))
    p.drawEllipse(c, rad, rad)
    if token.kind == "discard":
        for k in range(2):
            cr = QRectF(c.x() - rad * 0.55 + k * rad * 0.4, c.y() - rad * 0.5 + k * 4, rad * 0.55, rad * 0.8)
            p.setBrush(CARD_COLORS[token.color])
            p.setPen(QPen(QColor("white"), 1.2))
            p.drawRoundedRect(cr, 2, 2)
        draw_color_mark(p, QPointF(c.x() + rad * 0.05, c.y() + rad * 0.1), rad * 0.35, token.color)
    else:
        p.setPen(QPen(QColor("#e8e0d0"), 1.2))
        p.setBrush(QColor("#111"))
        _cross(p, QPointF(c.x() - rad * 0.32, c.y() - rad * 0.08), rad * 0.62)
        p.setPen(QColor("white"))
        p.setFont(font(rad * 0.36, True))
        p.drawText(QRectF(c.x() - rad * 0.02, c.y() - rad * 0.45, rad * 0.7, rad * 0.7), Qt.AlignmentFlag.AlignCenter,
                   f"+{token.amount}")
        if token.kind == "cross1_shuffle":
            draw_shuffle(p, QRectF(c.x() - rad * 0.4, c.y() + rad * 0.36, rad * 0.8, rad * 0.36))
    p.restore()


def draw_shuffle(p: QPainter, r: QRectF) -> None:
    """Two crossing arrows (the shuffle of Lorenzo's "+1 and shuffle" token) filling ``r``:
    a word there was ~4 px tall on the table, and a glyph needs no translation."""
    pen = QPen(GOLD, max(1.2, r.height() * 0.16))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    head = r.height() * 0.35
    for start, end in ((r.bottomLeft(), r.topRight()), (r.topLeft(), r.bottomRight())):
        path = QPainterPath(start)
        path.cubicTo(QPointF(r.center().x(), start.y()), QPointF(r.center().x(), end.y()), end)
        p.drawPath(path)
        p.drawLine(end, QPointF(end.x() - head, end.y() - head * 0.6))
        p.drawLine(end, QPointF(end.x() - head, end.y() + head * 0.6))


def _cross(p: QPainter, c: QPointF, s: float) -> None:
    w = s * 0.3
    path = QPainterPath()
    path.addRect(QRectF(c.x() - w / 2, c.y() - s / 2, w, s))
    path.addRect(QRectF(c.x() - s * 0.35, c.y() - s * 0.25, s * 0.7, w))
    path.setFillRule(Qt.FillRule.WindingFill)
    p.drawPath(path)


def draw_black_cross(p: QPainter, c: QPointF, s: float) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#15151a"))
    p.setPen(QPen(QColor("#e8e0d0"), 1.2))
    _cross(p, c, s)
    p.restore()


def draw_inkwell(p: QPainter, c: QPointF, s: float) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#20243a"))
    p.setPen(QPen(GOLD, 1.2))
    p.drawRoundedRect(QRectF(c.x() - s * 0.4, c.y() - s * 0.1, s * 0.8, s * 0.55), 3, 3)
    p.drawRect(QRectF(c.x() - s * 0.15, c.y() - s * 0.25, s * 0.3, s * 0.15))
    p.setPen(QPen(QColor("#f4f0e4"), 1.5))
    p.drawLine(QPointF(c.x() + s * 0.05, c.y() - s * 0.2), QPointF(c.x() + s * 0.45, c.y() - s * 0.55))
    p.restore()


def app_icon_pixmap(size: int = 128) -> QPixmap:
    """The window icon: a market tray with four marbles (same design as packaging/mor.svg)."""
    pm = QPixmap(size, size)
    pm.fill(QColor(0, 0, 0, 0))
    k = size / 256
    with painting(pm, antialias=True) as p:
        p.setBrush(QColor("#f3e6c4"))
        p.setPen(QPen(QColor("#8c6a3c"), 8 * k))
        p.drawRoundedRect(QRectF(8 * k, 8 * k, 240 * k, 240 * k), 44 * k, 44 * k)
        p.setBrush(WOOD)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(QRectF(36 * k, 52 * k, 184 * k, 152 * k), 24 * k, 24 * k)
        marbles = ((88, 104, 32), (168, 104, 32), (88, 164, 26), (168, 164, 26))
        for (x, y, r), m in zip(marbles, (0, 3, 2, 5), strict=True):
            draw_marble(p, QPointF(x * k, y * k), r * k, m)
    return pm
