"""Cards at a readable size: hovering (or right-clicking) a development card,
a leader, Lorenzo's token or a Pope's favor tile on the table shows it
enlarged beside it, with what it costs, produces, requires and does in words.

``ZoomSpec`` names what to show; ``zoom_text`` says it in words;
``CardZoom`` is the pop-up (a child of the table's view)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from core import (
    VATICAN_SECTIONS,
    colour_name,
    dev_card,
    leader_card,
    requirement_text,
    resource_name,
    resources_text,
    solo_token,
)

from . import art
from .i18n import render
from .painting import painting

ZOOM = 2.1  # the enlarged card is this many times its size on the table (in scene units)
CARD_SIZE = QSize(100, 136)
LEADER_SIZE = QSize(92, 136)
TOKEN_RADIUS = 46
TILE_SIZE = QSize(76, 40)
HOVER_DELAY_MS = 350  # hovering this long opens the enlarged card (a right-click opens it at once)
TEXT_WIDTH = 260
ROMAN = ("", "I", "II", "III")
DEPOT_LEADER_SPACES = 2  # a depot leader holds up to 2 of its resource (R5.2)
RESOURCE_KINDS = 4  # coin, stone, servant, shield: the length of a resource vector
NOTE_COLOUR = "#7a2e1c"  # the line under the card's words: what the table adds (a leader in hand, in play)


translate = QCoreApplication.translate  # pyside6-lupdate reads translate("CardZoom", "…") calls


@dataclass(frozen=True)
class ZoomSpec:
    """What to enlarge: ``card`` / ``leader`` / ``token`` with its id, or
    ``favor`` with the section (0-2) and the tile's state (1 up, 0 pending, -1 gone)."""

    kind: str
    ident: int
    state: int = 0
    stored: int = 0  # resources in a depot leader


def zoom_text(spec: ZoomSpec) -> list[tuple[str, str]]:
    """(label, words) rows describing ``spec``: the first row is its title (no label).
    Each label is translated with its colon ("Cost:"; French "Coût :")."""
    if spec.kind == "card":
        card = dev_card(spec.ident)
        gives = render(resources_text(card.prod_out, card.prod_faith))
        return [
            ("", translate("CardZoom", "Development card {id}: {colour}, level {level}").format(
                id=spec.ident, colour=render(colour_name(card.color)), level=ROMAN[card.level])),
            (translate("CardZoom", "Cost:"), render(resources_text(card.cost))),
            (translate("CardZoom", "Production:"), f"{render(resources_text(card.prod_in))} → {gives}"),
            (translate("CardZoom", "Victory points:"), str(card.vp)),
        ]
    if spec.kind == "leader":
        lead = leader_card(spec.ident)
        return [
            ("", translate("CardZoom", "Leader {id}").format(id=spec.ident)),
            (translate("CardZoom", "Requirement:"), render(requirement_text(spec.ident))),
            (translate("CardZoom", "Ability:"), _ability(lead.ability, lead.resource, spec.stored)),
            (translate("CardZoom", "Victory points:"), str(lead.vp)),
        ]
    if spec.kind == "token":
        token = solo_token(spec.ident)
        if token.kind == "discard":
            what = translate("CardZoom", "Lorenzo discards {n} {colour} cards from the grid, lowest level first; "
                             "if a colour is gone from the grid, Lorenzo wins.")
            what = what.format(n=token.amount, colour=render(colour_name(token.color)))
        elif token.kind == "cross2":
            what = translate("CardZoom", "Lorenzo's black cross moves {n} spaces on the faith track.")
            what = what.format(n=token.amount)
        else:
            what = translate("CardZoom",
                             "Lorenzo's black cross moves 1 space, then all the tokens are shuffled into a new stack.")
        return [("", translate("CardZoom", "Lorenzo's action token")), (translate("CardZoom", "Effect:"), what)]
    if spec.kind == "favor":
        start, end, vp = VATICAN_SECTIONS[spec.ident]
        states = {1: translate("CardZoom", "face up: it scores {vp} VP").format(vp=vp),
                  0: translate("CardZoom", "not decided yet"),
                  -1: translate("CardZoom", "discarded: the report found you before the section")}
        rule = translate("CardZoom", "When someone reaches space {end} (a Vatican report), the tile turns face up for "
                                     "every player on spaces {start}-{end} or beyond, and is discarded for the others.")
        return [
            ("", translate("CardZoom", "Pope's favor tile {n}").format(n=spec.ident + 1)),
            (translate("CardZoom", "Worth:"), translate("CardZoom", "{vp} victory points").format(vp=vp)),
            (translate("CardZoom", "Rule:"), rule.format(start=start, end=end)),
            (translate("CardZoom", "Now:"), states[spec.state]),
        ]
    raise ValueError(f"nothing to enlarge for {spec.kind!r}")


def _ability(ability: int, res: int, stored: int) -> str:
    name = render(resource_name(res))
    kind = ("discount", "depot", "white_marble", "production")[int(ability)]
    if kind == "discount":
        return translate("CardZoom", "Development cards cost you 1 {res} less.").format(res=name)
    if kind == "depot":
        spaces = [DEPOT_LEADER_SPACES if r == res else 0 for r in range(RESOURCE_KINDS)]
        held = render(resources_text(spaces))  # "2 coins", as the leader's tooltip says
        return translate("CardZoom", "An extra depot for up to {res} (holding {n}).").format(res=held, n=stored)
    if kind == "white_marble":
        return translate("CardZoom", "Each white marble you take from the market may give you a {res}.") \
            .format(res=name)
    return translate("CardZoom", "Production: 1 {res} → 1 resource of your choice and 1 faith.").format(res=name)


def zoom_pixmap(spec: ZoomSpec, ratio: float = 1.0) -> QPixmap:
    """The piece drawn ``ZOOM`` times its table size (``ratio``: the screen's device pixel ratio)."""
    if spec.kind in ("card", "leader"):
        size = CARD_SIZE if spec.kind == "card" else LEADER_SIZE
    elif spec.kind == "token":
        size = QSize(2 * TOKEN_RADIUS + 4, 2 * TOKEN_RADIUS + 4)
    else:
        size = TILE_SIZE
    out = QSize(round(size.width() * ZOOM), round(size.height() * ZOOM))
    pm = QPixmap(round(out.width() * ratio), round(out.height() * ratio))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    with painting(pm) as p:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.scale(ZOOM, ZOOM)
        if spec.kind == "card":
            art.draw_dev_card(p, QRectF(1, 1, size.width() - 2, size.height() - 2), spec.ident)
        elif spec.kind == "leader":
            art.draw_leader(p, QRectF(1, 1, size.width() - 2, size.height() - 2), spec.ident, spec.stored)
        elif spec.kind == "token":
            art.draw_token(p, QPointF(size.width() / 2, size.height() / 2), TOKEN_RADIUS, spec.ident)
        else:
            _draw_tile(p, QRectF(1, 1, size.width() - 2, size.height() - 2), spec)
    return pm


def _draw_tile(p: QPainter, r: QRectF, spec: ZoomSpec) -> None:
    vp = VATICAN_SECTIONS[spec.ident].favor_vp
    up = spec.state == 1
    p.setBrush(art.GOLD if up else QColor("#8a5a3a") if spec.state == 0 else QColor("#b9ad98"))
    p.setPen(QPen(art.GOLD.darker(170), 1.5))
    p.drawRoundedRect(r, 6, 6)
    p.setPen(art.INK if up else QColor("#f4ead4"))
    p.setFont(art.font_px(16, True))
    label = translate("Table", "%1 VP").replace("%1", str(vp))  # the board's words for the tile
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, label if spec.state != -1 else "✕")


class CardZoom(QFrame):
    """The enlarged piece and its description, shown beside the hovered item."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("CardZoom")
        self.setStyleSheet("#CardZoom { background: #fbf5e6; border: 2px solid #8c6a3c; border-radius: 10px; }"
                           "#CardZoom QLabel { color: #3a2a1a; font-size: 14px; background: transparent; }")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 10, 12, 10)
        lay.setSpacing(12)
        self.picture = QLabel()
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.setFixedWidth(TEXT_WIDTH)
        self.words.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(self.picture)
        lay.addWidget(self.words)
        self.spec: ZoomSpec | None = None
        self._pending: tuple[ZoomSpec, QRect, str] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._show_pending)
        self.hide()

    def hover(self, spec: ZoomSpec, anchor: QRect, extra: str = "") -> None:
        """The pointer rests on a piece: show it enlarged after ``HOVER_DELAY_MS``."""
        self._pending = (spec, anchor, extra)
        self._timer.start(HOVER_DELAY_MS)

    def leave(self) -> None:
        self._timer.stop()
        self._pending = None
        self.spec = None
        self.hide()

    def _show_pending(self) -> None:
        if self._pending is not None:
            self.show_for(*self._pending)

    def show_for(self, spec: ZoomSpec, anchor: QRect, extra: str = "") -> None:
        """Show ``spec`` now, beside ``anchor`` (the piece, in the parent's coordinates), within the parent."""
        self._timer.stop()
        self._pending = None
        self.spec = spec
        ratio = self.devicePixelRatioF() if self.devicePixelRatioF() > 0 else 1.0
        self.picture.setPixmap(zoom_pixmap(spec, ratio))
        rows = zoom_text(spec)
        html = f"<p style='font-size:16px'><b>{_esc(rows[0][1])}</b></p>"
        html += "".join(f"<p><b>{_esc(label)}</b> {_esc(text)}</p>" for label, text in rows[1:])
        if extra:
            html += f"<p style='color:{NOTE_COLOUR}'>{_esc(extra)}</p>"
        self.words.setText(html)
        self.adjustSize()
        parent = self.parentWidget()
        if parent is not None:  # always: the zoom lives in the board view
            self.move(_beside(anchor, self.size(), parent.rect()))
        self.raise_()
        self.show()


def _beside(anchor: QRect, size: QSize, area: QRect) -> QPoint:
    """Top-left corner for a box of ``size`` beside ``anchor``, inside ``area``:
    right of it, else left, below or above; else wherever it covers it least."""
    gap = 12
    cy = anchor.center().y() - size.height() // 2
    cx = anchor.center().x() - size.width() // 2
    places = [QPoint(anchor.right() + gap, cy), QPoint(anchor.left() - gap - size.width(), cy),
              QPoint(cx, anchor.bottom() + gap), QPoint(cx, anchor.top() - gap - size.height())]

    def clamp(p: QPoint) -> QPoint:
        return QPoint(max(area.left(), min(p.x(), area.right() - size.width())),
                      max(area.top(), min(p.y(), area.bottom() - size.height())))

    def covered(p: QPoint) -> int:
        hit = QRect(p, size).intersected(anchor)
        return hit.width() * hit.height() if hit.isValid() else 0

    for place in places:
        if area.contains(QRect(place, size)):
            return place
    return min((clamp(p) for p in places), key=covered)


def _esc(text: str) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
