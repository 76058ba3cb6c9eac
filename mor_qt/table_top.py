"""The top of the table: the start screen, the market, the card grid and the info panel
(whose turn, the points so far, the glyph key).  Its words keep the ``Table`` context
of the translation catalogues."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from core import (
    LINE_CELLS,
    MARKET_ROWS,
    Action,
    ActionKind,
    Marble,
    Resource,
    TurnMode,
    card_text,
    colour_name,
    line_text,
    marble_name,
    resource_name,
    resources_text,
)

from . import art
from .art import table_font
from .i18n import capitalised, no_widow, render
from .table_input import (
    Item,
    _buy_why,
    _buys,
    _light,
    _line_gives,
    _marble_gives,
    _phase_hint,
    _phase_watched,
    _status,
    _why,
)
from .table_layout import (
    BOARD_H,
    CARD_H,
    CARD_W,
    INFO_FULL_H,
    INFO_HINT_H,
    INFO_HINT_TOP,
    INFO_KEY_FOOT_STRIP,
    INFO_KEY_GAP,
    INFO_KEY_H,
    INFO_LAST_MOVE_TOP,
    MARBLE_R,
    MARKET_CELL,
    MARKET_PANEL_W,
    SCENE_W,
    SCORES_BAR_LEFT,
    SCORES_HEAD_H,
    SCORES_ROW_H,
    SCORES_STRIP_INDENT,
    SCORES_TOP_STRIP,
    STATUS_PT,
    STRIP_HINT_H,
    STRIP_HINT_PT,
    STRIP_HINT_TOP,
    STRIP_PAD,
    SUMMARY_PX,
    TOP_H,
    WELCOME_HINT_PT,
    WELCOME_MARBLE_R,
    WELCOME_TITLE_PT,
    info_full_rows,
    welcome_layout,
)
from .table_paint import _draw_arrow, _draw_deck, _draw_empty_deck, _draw_marble_in
from .table_scene import TableScene
from .zoom import ZoomSpec

if TYPE_CHECKING:
    from core import Game

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Table", "…") calls
MAX_WRAP_LINES = 10  # the most lines a hint is measured over (a hint takes one or two)
# a score row's name: from the row's left, its height, the gap to the bar and the room it is cut to
SCORE_NAME_X, SCORE_ROW_TEXT_H, SCORE_NAME_GAP, SCORE_NAME_ROOM = 20, 22, 5, 30


@dataclass(frozen=True)
class StripHint:
    """The hint as the info strip shows it: its text, the height a second line adds, and
    the whole hint as a tooltip when it had to be cut short."""

    text: str
    extra_h: float = 0.0
    tip: str = ""


def strip_hint(hint: str, width: float, spare_h: float) -> StripHint:
    """One line when it fits; two when the strip has room for one more line under everything
    it shows (the glyph key included); else one line cut with "…", the whole hint its tooltip."""
    metrics = QFontMetricsF(table_font(STRIP_HINT_PT))
    if metrics.horizontalAdvance(hint) <= width:
        return StripHint(hint)
    line = metrics.lineSpacing()
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    wrapped = metrics.boundingRect(QRectF(0, 0, width, MAX_WRAP_LINES * line), flags, no_widow(hint)).height()
    if wrapped <= 2 * line + 1 and spare_h >= line:  # two lines (1: rounding) and room for the second
        return StripHint(hint, line)
    return StripHint(metrics.elidedText(hint, Qt.TextElideMode.ElideRight, width), 0.0, hint)


def score_name(name: str, bold: bool) -> str:
    """A score row's name in the rows' font (bold: the seat to play), cut with "…" to the room before its bar."""
    return QFontMetricsF(art.font_px(SUMMARY_PX, bold)).elidedText(name, Qt.TextElideMode.ElideRight,
                                                                     SCORES_BAR_LEFT - SCORE_NAME_ROOM)


def score_name_rect(left: float, top: float, row: int) -> QRectF:
    """Where row ``row`` of the points so far, drawn from (``left``, ``top``), writes its name."""
    return QRectF(left + SCORE_NAME_X, top + SCORES_HEAD_H + row * SCORES_ROW_H,
                  SCORES_BAR_LEFT - SCORE_NAME_X - SCORE_NAME_GAP, SCORE_ROW_TEXT_H)


class TableTop(TableScene):
    """Builds the start screen, the market, the card grid and the info panel."""

    strip_hint: StripHint | None = None  # the hint as the info strip last showed it (None: a full panel)

    def _welcome(self) -> None:
        def draw(p: QPainter, r: QRectF) -> None:
            title, marbles, hint = welcome_layout(r)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(art.GOLD)
            p.setFont(table_font(WELCOME_TITLE_PT, True))
            p.drawText(title, Qt.AlignmentFlag.AlignCenter, translate("Table", "Masters of Renaissance"))
            p.setFont(table_font(WELCOME_HINT_PT))
            p.setPen(art.PARCHMENT)
            p.drawText(hint, Qt.AlignmentFlag.AlignCenter, translate("Table", self.welcome_hint))
            step = marbles.width() / 6
            for i in range(6):
                art.draw_marble(p, QPointF(marbles.left() + step * (i + 0.5), marbles.center().y()),
                                WELCOME_MARBLE_R, i)

        self.add(Item(QRectF(0, 0, SCENE_W, TOP_H + BOARD_H), draw, tag=("welcome",)))

    # ---------------------------------------------------------------- market
    def _market(self, game: Game, x0: float, y0: float) -> None:
        """The market panel: the tray of marbles, the slide, the arrows that take a line, the legend."""
        self._panel(QRectF(x0, y0, MARKET_PANEL_W, TOP_H - 20), translate("Table", "Market"))
        gx, gy = x0 + 26, y0 + 100  # the tray's first cell
        centers = [QPointF(gx + MARKET_CELL / 2 + (i % 4) * MARKET_CELL, gy + MARKET_CELL / 2 + (i // 4) * MARKET_CELL)
                   for i in range(len(game.marbles))]
        marbles = self._market_tray(game, gx, gy, centers)
        sc = QPointF(gx + 4 * MARKET_CELL + 24, gy - 38)  # the slide, top right
        slide = self._market_slide(game, sc)
        act = self.last_action
        if act is not None and act.kind == ActionKind.MARKET and self.move_serial != self._animated and self.animate_ms:
            # marbles roll one cell towards the slide; the slide marble enters the line
            self._animated = self.move_serial
            cells = LINE_CELLS[act.line]
            moves = [(marbles[cells[k]], centers[cells[k + 1]] - centers[cells[k]]) for k in range(len(cells) - 1)]
            moves.append((marbles[cells[-1]], sc - centers[cells[-1]]))
            moves.append((slide, centers[cells[0]] - sc))
            self._roll(moves)
        self._market_arrows(game, gx, gy, marbles)
        self._market_legend(x0, gy + 3 * MARKET_CELL + 56)

    def _market_tray(self, game: Game, gx: float, gy: float, centers: list[QPointF]) -> list[Item]:
        """The wooden tray and its twelve marbles (the items, in the market's order)."""
        cell, rad = MARKET_CELL, MARBLE_R
        tray = QRectF(gx - 6, gy - 6, 4 * cell + 12, 3 * cell + 12)
        self.market_centre = tray.center()

        def draw_tray(p: QPainter, r: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(art.WOOD)
            p.setPen(QPen(art.WOOD.darker(150), 2))
            p.drawRoundedRect(r, 10, 10)
            p.setBrush(QColor("#4a3220"))
            p.setPen(Qt.PenStyle.NoPen)
            for c in centers:
                p.drawEllipse(c, rad + 3, rad + 3)

        self.add(Item(tray, draw_tray))
        return [self.add(Item(QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad),
                              partial(_draw_marble_in, rad=rad, marble=m), tag=("marble", i),
                              tip=translate("Table", "%1 marble: %2").replace("%1", render(marble_name(m)))
                              .replace("%2", _marble_gives(m))))
                for i, (c, m) in enumerate(zip(centers, game.marbles, strict=True))]

    def _market_slide(self, game: Game, sc: QPointF) -> Item:
        """The slide at ``sc`` and its marble (the item)."""
        rad = MARBLE_R

        def draw_slide(p: QPainter, r: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(QColor("#4a3220"))
            p.setPen(QPen(art.WOOD.darker(150), 2))
            p.drawRoundedRect(r, 14, 14)

        self.add(Item(QRectF(sc.x() - 28, sc.y() - 28, 56, 56), draw_slide))
        return self.add(Item(QRectF(sc.x() - rad, sc.y() - rad, 2 * rad, 2 * rad),
                             lambda p, r: art.draw_marble(p, r.center(), rad, game.slide_marble), tag=("slide",),
                             tip=translate("Table", "the slide marble (%1): it enters the line you push")
                             .replace("%1", render(marble_name(game.slide_marble)))))

    def _market_arrows(self, game: Game, gx: float, gy: float, marbles: list[Item]) -> None:
        """An arrow per row (at the right) and column (below): clicked, it takes that line;
        hovered, it lights the marbles it would take."""
        cell = MARKET_CELL
        for line in range(len(LINE_CELLS)):
            if line < MARKET_ROWS:
                c = QPointF(gx + 4 * cell + 24, gy + cell / 2 + line * cell)
                direction = "left"
            else:
                c = QPointF(gx + cell / 2 + (line - MARKET_ROWS) * cell, gy + 3 * cell + 24)
                direction = "up"
            act = Action(ActionKind.MARKET, line)
            legal = act in self.legal and self.ui.plan is None and self.ui.buy_card is None
            taken = [game.marbles[i] for i in LINE_CELLS[line]]
            if legal:
                tip = translate("Table", "Take %1: %2").replace("%1", render(line_text(line))) \
                    .replace("%2", _line_gives(taken))
            elif self.ctl.is_human_turn():  # the colon spaced as the language wants ("Colonne 1 : …")
                tip = translate("Table", "%1: %2").replace("%1", render(line_text(line))).replace("%2", _why(game, act))
            else:
                tip = ""
            arrow = self.add(Item(QRectF(c.x() - 17, c.y() - 17, 34, 34),
                          partial(_draw_arrow, direction=direction, legal=legal),
                          tag=("arrow", line), on_click=partial(self.ctl.apply, act), enabled=legal, tip=tip,
                          selected=not legal and self.last_action == act))
            arrow.on_hover = (lambda on, ms=[marbles[i] for i in LINE_CELLS[line]]: _light(ms, on)) if legal else None

    def _market_legend(self, x0: float, ly: float) -> None:
        """Under the tray: each marble and what it gives, with its tooltip."""

        def draw_legend(p: QPainter, r: QRectF) -> None:
            p.setFont(table_font(8))
            for k in Marble:
                cx = r.left() + 26 + k * 50
                art.draw_marble(p, QPointF(cx, r.top() + 14), 11, k)
                if k == Marble.RED:
                    art.draw_resource(p, QPointF(cx, r.top() + 40), 16, art.FAITH_GLYPH)
                elif k != Marble.WHITE:
                    art.draw_resource(p, QPointF(cx, r.top() + 40), 16, k)
                else:
                    p.setPen(art.INK)
                    p.drawText(QRectF(cx - 24, r.top() + 30, 48, 20), Qt.AlignmentFlag.AlignCenter,
                               translate("Table", "leader"))

        self.add(Item(QRectF(x0 + 10, ly, 310, 58), draw_legend))
        for k in Marble:  # each marble of the legend says what it gives
            cx = x0 + 10 + 26 + k * 50
            self.add(Item(QRectF(cx - 16, ly, 32, 52), None, tag=("legend", int(k)),
                          tip=translate("Table", "%1 marble: %2").replace("%1", render(marble_name(k)))
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
                    self.add(Item(r, _draw_empty_deck, tag=("deck", d), tip=translate("Table", "this deck is empty")))
                    continue
                cid = deck[0]
                buys = [a for a in _buys(cid) if a in self.legal]
                selected = self.ui.buy_card == cid
                note = ""  # the enlarged card's red line: what its picture does not say
                if buys and seat is not None:
                    cost = render(resources_text(game.card_cost(seat, cid)))  # after any discount
                    tip = translate("Table", "Buy %1 for %2, then pick a slot").replace("%1", render(card_text(cid))) \
                        .replace("%2", cost)
                    note = translate("Table", "You can buy it for %1: click it, then pick a slot.").replace("%1", cost)
                elif self.ctl.is_human_turn() and seat is not None:
                    why = _buy_why(game, cid)
                    tip = translate("Table", "%1: %2").replace("%1", render(card_text(cid))) \
                        .replace("%2", why)  # the colon spaced as the language wants
                    note = capitalised(why)
                else:
                    tip = render(card_text(cid))
                count = len(deck)
                item = self.add(Item(r, partial(_draw_deck, cid=cid, n=count),
                                     tag=("card", cid), on_click=partial(self.ui.select_card, cid),
                                     enabled=bool(buys) and self.ui.plan is None, tip=tip, selected=selected))
                item.zoom = ZoomSpec("card", cid)
                item.zoom_note = note

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
        self.strip_hint = None
        status = self._status_line(game, w - 2 * STRIP_PAD)
        scores_top, key_top = info_full_rows(area.height(), game.n_players)
        sub = no_widow(self._phase_hint_now(game))
        last_move = QRectF(x0 + 20, y0 + (INFO_LAST_MOVE_TOP if sub else INFO_HINT_TOP), w - 40, 20)

        def draw(p: QPainter, r: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QColor("#7a2e1c"))
            p.setFont(table_font(19, True))
            p.drawText(QRectF(r.left(), r.top() + 10, r.width(), 34), Qt.AlignmentFlag.AlignCenter,
                       translate("Table", "Masters of Renaissance"))
            p.setPen(QPen(QColor("#b08a4a"), 1.5))
            p.drawLine(QPointF(r.left() + 40, r.top() + 50), QPointF(r.right() - 40, r.top() + 50))
            p.setPen(art.INK)
            p.setFont(table_font(STATUS_PT, True))
            p.drawText(QRectF(r.left(), r.top() + 58, r.width(), 26), Qt.AlignmentFlag.AlignCenter, status)
            p.setFont(table_font(9))
            if sub:  # none (a game over with nothing to say but who won): the last move takes its row
                p.drawText(QRectF(r.left() + 20, r.top() + INFO_HINT_TOP, r.width() - 40, INFO_HINT_H),
                           Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, sub)
            if self.last_move:
                p.setFont(table_font(9, True))
                p.setPen(QColor("#7a2e1c"))
                p.drawText(last_move.translated(r.left() - x0, r.top() - y0), Qt.AlignmentFlag.AlignCenter,
                           self._last_move_line(last_move.width()))
                p.setPen(art.INK)
            self._draw_scores(p, game, seat, r.left(), r.top() + scores_top, r.width())
        whole = _status(game)
        self.add(Item(QRectF(x0, y0, w, area.height()), draw, tag=("info",), tip=whole if status != whole else ""))
        self._cut_texts(game, last_move, x0, y0 + scores_top)

        if key_top is not None:
            self._glyph_key(x0, y0 + key_top, w)

    def _phase_hint_now(self, game: Game) -> str:
        """What to do now: the game's phase, or the production or purchase the player is choosing;
        what the player to move is doing when that seat is not played at this screen (instructions
        meant for a bot or another network seat said nothing to whoever watches)."""
        if not game.is_over and game.current_seat not in self.ctl.human_seats():
            return _phase_watched(game)
        if not game.is_over and game.turn_mode == TurnMode.FREE and self.ctl.is_human_turn():
            if self.ui.plan is not None:
                return translate("Table", "Production: click the powers to use, then Produce.")
            if self.ui.buy_card is not None:
                return translate("Table", "Buying card %1: click a highlighted slot on your board.") \
                    .replace("%1", str(self.ui.buy_card))
        return _phase_hint(game)

    @staticmethod
    def _status_line(game: Game, width: float) -> str:
        """Whose turn or who won, in the painter's bold 12 pt, cut with "…" to ``width``
        (three long names sharing a win run past a strip); the tooltip has it whole."""
        return QFontMetricsF(table_font(STATUS_PT, True)).elidedText(_status(game), Qt.TextElideMode.ElideRight, width)

    def _last_move_whole(self) -> str:
        return translate("Table", "Last move: %1").replace("%1", render(self.last_move))

    def _last_move_line(self, width: float) -> str:
        """"Last move: …" in the painter's bold 9 pt, cut with "…" to ``width`` (its tooltip has it whole)."""
        return QFontMetricsF(table_font(9, True)).elidedText(self._last_move_whole(), Qt.TextElideMode.ElideRight,
                                                             width)

    def _cut_texts(self, game: Game, last_move: QRectF | None, scores_left: float, scores_top: float | None) -> None:
        """The info panel's texts cut with "…", each with its whole text as a tooltip: the last move
        drawn in ``last_move`` and the names of the points so far drawn from (``scores_left``, ``scores_top``)."""
        if self.last_move and last_move is not None:
            self.whole_text(last_move, self._last_move_line(last_move.width()), self._last_move_whole(),
                            ("last move",))
        if scores_top is None:
            return
        for row, name in enumerate(game.names):
            self.whole_text(score_name_rect(scores_left, scores_top, row), score_name(name, row == game.current_seat),
                            name, ("score name", row))

    def _draw_scores(self, p: QPainter, game: Game, seat: int | None, left: float, top: float, width: float) -> None:
        """"Victory points now": ``Table`` draws them, since their %n words are looked up in the
        translation context of the table's own class only."""
        raise NotImplementedError

    def _glyph_key(self, x: float, y: float, w: float) -> None:
        def draw_key(p: QPainter, r: QRectF) -> None:
            """The glyph key for colour-blind players, at the foot of the panel: a
            piece of its own, drawn once, since it never changes."""
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            ky = r.top()
            p.setFont(table_font(8))
            p.setPen(art.INK)
            for k, name in enumerate((*(render(resource_name(i)) for i in Resource), translate("Table", "faith"))):
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
        key_h = INFO_KEY_GAP + INFO_KEY_H + INFO_KEY_FOOT_STRIP
        room = area.height() - scores_h  # under the points so far
        # the room left under the last thing shown: the glyph key, the points, or the last move
        spare = room - key_h if room >= key_h else room if room >= 0 else area.height() - SCORES_TOP_STRIP
        hint = self.strip_hint = strip_hint(self._phase_hint_now(game), area.width() - 2 * STRIP_PAD, spare)
        # a hint on two lines moves what is under it down; no hint (a game over with nothing to say but
        # who won) moves it up into the hint's row
        down = hint.extra_h if hint.text else -STRIP_HINT_H
        with_scores = area.height() >= scores_h + down
        status = self._status_line(game, area.width() - 2 * STRIP_PAD)
        tip = "\n".join(t for t in (_status(game) if status != _status(game) else "", hint.tip) if t)
        last_move = QRectF(area.left() + STRIP_PAD, area.top() + STRIP_HINT_TOP + STRIP_HINT_H + down,
                           area.width() - 2 * STRIP_PAD, 20)

        def draw(p: QPainter, r: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(art.INK)
            p.setFont(table_font(STATUS_PT, True))
            p.drawText(QRectF(r.left() + STRIP_PAD, r.top() + 6, r.width() - 2 * STRIP_PAD, 24),
                       Qt.AlignmentFlag.AlignLeft, status)
            if hint.text:
                p.setFont(table_font(STRIP_HINT_PT))
                p.drawText(QRectF(r.left() + STRIP_PAD, r.top() + STRIP_HINT_TOP, r.width() - 2 * STRIP_PAD,
                                  STRIP_HINT_H + down),
                           Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, no_widow(hint.text))
            if self.last_move:
                p.setFont(table_font(9, True))
                p.setPen(QColor("#7a2e1c"))
                p.drawText(last_move.translated(r.left() - area.left(), r.top() - area.top()),
                           Qt.AlignmentFlag.AlignLeft, self._last_move_line(last_move.width()))
            if with_scores:
                self._draw_scores(p, game, game.current_seat, r.left() - SCORES_STRIP_INDENT,
                                  r.top() + SCORES_TOP_STRIP + down, r.width() + SCORES_STRIP_INDENT)

        self.add(Item(area, draw, tag=("info",), tip=tip))
        self._cut_texts(game, last_move, area.left() - SCORES_STRIP_INDENT,
                        area.top() + SCORES_TOP_STRIP + down if with_scores else None)
        if with_scores and area.height() >= scores_h + down + key_h:
            self._glyph_key(area.x(), area.y() + area.height() - INFO_KEY_H - INFO_KEY_FOOT_STRIP, area.width())
