"""What moves on the table after a decision: the bought card from the grid to
its slot, taken resources to the warehouse, produced ones to the strongbox,
faith markers stepping along the track, Lorenzo's token and the Pope's favor
tiles turning over.

Each piece of motion is a *tween*: a function of the progress ``t`` (0 → 1)
that places or draws its item at that point; ``Table`` runs them all with one
animation and, when it is stopped early (the next decision), jumps them to
the end.  Nothing here blocks input: the table stays clickable throughout.
The duration comes from the animation speed setting (off / fast / normal)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QTransform

from core import CardBought, FaithMoved, Produced, ResourceStored, TokenRevealed, VaticanReport

from . import art

if TYPE_CHECKING:
    from core import Event

    from .table_input import Item
    from .table_scene import TableScene

Tween = Callable[[float], None]

ANIMATION_MS = {"off": 0, "fast": 250, "normal": 550}
GLYPH = 26  # a flying resource, in scene pixels
FLIP_MIN = 0.04  # a turning piece is never drawn thinner than this (its edge stays visible)


def duration_ms(speed: str) -> int:
    """The animation's length for the setting ``off`` / ``fast`` / ``normal``."""
    return ANIMATION_MS.get(speed, ANIMATION_MS["normal"])


def move(item: Item, offset: QPointF) -> Tween:
    """``item`` slides from ``offset`` (relative to its place) home."""
    item.setZValue(5)

    def tween(t: float) -> None:
        if item.scene() is not None:
            item.setPos(offset * (1.0 - t))

    return tween


def flip(item: Item) -> Tween:
    """``item`` turns over: it grows from its edge-on width to its face."""
    centre = item.rect.center()

    def tween(t: float) -> None:
        if item.scene() is None:
            return
        if t >= 1.0:
            item.setTransform(QTransform())
            return
        sx = max(FLIP_MIN, t)  # edge-on at first, then its new face opens out
        item.setTransform(QTransform().translate(centre.x(), centre.y()).scale(sx, 1.0)
                          .translate(-centre.x(), -centre.y()))

    return tween


def fly(table: TableScene, res: int, start: QPointF, end: QPointF) -> Tween:
    """A resource glyph flies from ``start`` to ``end`` and is gone when it lands."""

    def draw(p: QPainter, r: QRectF) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        art.draw_resource(p, r.center(), GLYPH, res)

    glyph = table.add_piece(QRectF(start.x() - GLYPH / 2, start.y() - GLYPH / 2, GLYPH, GLYPH), draw, ("flying", res))
    glyph.setZValue(6)

    def tween(t: float) -> None:
        if glyph.scene() is None:
            return
        if t >= 1.0:
            table.removeItem(glyph)
            return
        glyph.setPos((end - start) * t)

    return tween


def faith_steps(table: TableScene, seat: int, start: int, end: int) -> Tween:
    """The faith marker of ``seat`` steps space by space from ``start`` to ``end``."""
    table.faith_shown[seat] = start

    def tween(t: float) -> None:
        if t >= 1.0:
            table.faith_shown.pop(seat, None)
        else:
            table.faith_shown[seat] = start + round((end - start) * t)
        for item in table.find("faith", seat):
            item.update()

    return tween


def _centre(items: list[Item]) -> QPointF | None:
    return items[0].mapToScene(items[0].rect.center()) if items else None


def tweens_for(table: TableScene, events: list[Event]) -> list[Tween]:
    """The motion showing ``events`` on the table as it now is."""
    out: list[Tween] = []
    faith: dict[int, tuple[int, int]] = {}
    for ev in events:
        seat = ev.seat
        match ev.payload:
            case CardBought(card=cid, slot=slot) if seat is not None:
                items = table.find("slotcard", seat, slot, cid)
                if items:
                    home = items[0].rect.topLeft()
                    out.append(move(items[0], table.grid_place(cid) - home))
            case ResourceStored(resource=resource) if seat is not None:
                target = _centre(table.find("warehouse", seat))
                if target is not None and table.market_centre is not None:
                    out.append(fly(table, resource, table.market_centre, target))
            case Produced(resources=resources) if seat is not None:
                target = _centre(table.find("strongbox", seat))
                source = _centre(table.find("slot", seat, 1))
                if target is not None and source is not None:
                    out.extend(fly(table, res, source, target) for res, n in enumerate(resources) if n)
            case FaithMoved(start=start, end=end) if seat is not None:
                faith[seat] = (faith.get(seat, (start, end))[0], end)
            case TokenRevealed(token=token):
                out.extend(flip(item) for item in table.find("token", token))
            case VaticanReport(section=section):
                out.extend(flip(item) for item in table.find("favor") if item.tag[2] == section)
    out.extend(faith_steps(table, seat, start, end) for seat, (start, end) in faith.items() if end != start)
    return out
