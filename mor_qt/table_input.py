"""The table's input: ``Item`` (a piece that is clickable when it is a legal choice, lit on
hover, ringed by a hint), what the table needs from its controller, the highlight of the
pieces a choice concerns, and the words that say why a choice is (not) legal."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from core import (
    Action,
    ActionKind,
    Marble,
    Resource,
    TurnMode,
    a_resource,
    illegal_reason,
    resources_text,
)

from . import art
from .game_end import ending_note, result_title
from .help import plain_tip, rule_tip
from .i18n import capitalised, render
from .table_layout import HINT_MARGIN, SLOTS
from .table_paint import _draw_hint_ring
from .zoom import ZoomSpec

if TYPE_CHECKING:
    from core import Game, Seat

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
        # the enlarged piece's red line: what the card's own words do not say ("" none); None: the tooltip
        self.zoom_note: str | None = None
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
                # a capital first, though its words start lower case inside a sentence ("in hand: …");
                # a cited rule (R5.1) becomes a link, F1 opens it
                self.setToolTip(rule_tip(capitalised(render(self.tip))))
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


class WholeText(Item):
    """Over a text the table cut with "…": nothing drawn, the whole text its tooltip, shown as it
    is (a player's name neither capitalised nor read as markup, as ``Item`` does a tip)."""

    def realize(self) -> Item:
        if not self._realized:
            super().realize()
            self.setToolTip(plain_tip(self.tip))
        return self


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

    def human_seats(self) -> list[int]: ...

    def apply(self, action: Action | str) -> bool: ...

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


# the marbles that give a resource, each the resource of its own number (R1.4)
RESOURCE_MARBLES = (Marble.YELLOW, Marble.GREY, Marble.PURPLE, Marble.BLUE)


def _line_gives(marbles: list[int]) -> str:
    """What taking these marbles gives, in resources: "2 coins, 1 stone, 1 faith and 1 white marble (…)",
    one item per kind, always joined the same way (the last one with "and")."""
    counts = [0] * len(RESOURCE_MARBLES)
    for m in marbles:
        if m in RESOURCE_MARBLES:
            counts[m] += 1
    faith = sum(1 for m in marbles if m == Marble.RED)
    whites = sum(1 for m in marbles if m == Marble.WHITE)
    parts = [render(resources_text([n if k == r else 0 for k in range(len(counts))]))
             for r, n in enumerate(counts) if n]
    if faith:
        parts.append(render(resources_text([0] * len(counts), faith)))
    if whites:
        parts.append(QCoreApplication.translate("Table", "1 white marble (nothing, or a leader's resource)")
                     if whites == 1 else
                     QCoreApplication.translate("Table", "%1 white marbles (nothing, or a leader's resource)")
                     .replace("%1", str(whites)))
    return _join_list(parts)


def _join_list(parts: list[str]) -> str:
    """"a", "a and b", "a, b and c" (the "and" translated)."""
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return QCoreApplication.translate("Table", "%1 and %2").replace("%1", ", ".join(parts[:-1])) \
        .replace("%2", parts[-1])


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
    if game.is_over:  # the score sheet's title, which is put away to look at the table
        return result_title(game)
    if game.in_setup:
        if seat is None:
            return QCoreApplication.translate("Table", "Setup")
        return QCoreApplication.translate("Table", "Setup — %1 chooses").replace("%1", game.names[seat])
    if seat is None:
        return ""
    return QCoreApplication.translate("Table", "Round %1 — %2 to play").replace("%1", str(game.round)) \
        .replace("%2", game.names[seat])


def _phase_watched(game: Game) -> str:
    """What the player to move is doing, for whoever watches and cannot act for them (a bot,
    another network seat, a game of bots): the phase said as news, not as instructions."""
    if game.is_over:
        return ending_note(game)
    seat = game.current_seat
    if seat is None:
        return ""
    p = game.player(seat)
    if game.in_setup:
        if p.dealt:
            text = QCoreApplication.translate("Table", "%1 is picking 2 of the 4 leaders dealt…")
        else:
            text = QCoreApplication.translate("Table", "%1 is choosing initial resources…")
    elif game.turn_mode == TurnMode.PLACING:
        text = QCoreApplication.translate("Table", "%1 is placing the resources from the market…")
    elif game.turn_mode == TurnMode.WHITES:
        text = QCoreApplication.translate("Table", "%1 is choosing what each white marble gives…")
    elif game.turn_mode == TurnMode.PRODUCING:
        text = QCoreApplication.translate("Table", "%1 is producing…")
    elif game.main_action_done:
        text = QCoreApplication.translate("Table", "%1 has taken a main action and is finishing the turn…")
    else:
        text = QCoreApplication.translate("Table", "%1 is choosing a main action…")
    return text.replace("%1", game.names[seat])


def _phase_hint(game: Game) -> str:
    if game.is_over:  # how it ended (the score sheet's note), if there is more to say than who won
        return ending_note(game)
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
