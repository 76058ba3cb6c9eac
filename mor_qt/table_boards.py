"""The players' boards: faith track, warehouse, strongbox, production powers, card slots,
leaders and the leaders dealt at setup.  Its words keep
the ``Table`` context of the translation catalogues."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from core import (
    FAITH_MAX,
    FAITH_VP,
    VATICAN_SECTIONS,
    Ability,
    Action,
    ActionKind,
    TurnMode,
    a_resource,
    card_text,
    leader_card,
    leader_text,
    requirement_text,
    resources_text,
)

from . import art
from .art import table_font
from .i18n import render
from .interaction import PRODUCTION_KINDS
from .table_input import Item, _bot_label, _key_of, _power_used, _prod_why, _why
from .table_layout import (
    BOARD_H,
    BOARD_W,
    BUTTON_GAP,
    BUTTON_H,
    CARD_H,
    CARD_W,
    DISCARDED_DY,
    FAVOR_W,
    LEAD_H,
    LEAD_W,
    SLOTS,
    SUMMARY_PX,
)
from .table_paint import _draw_base, _draw_button, _draw_favor_tile, _draw_slot
from .table_scene import TableScene
from .zoom import ZoomSpec

if TYPE_CHECKING:
    from core import Game

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Table", "…") calls
# the faith track's markers, as shares of a space: alone, and two on one space side by side
# (the cross drawn larger: its arms are thin), in all but the space's border
MARKER_SPACE, CROSS_SPACE = 0.82, 0.7
SHARED_FAITH, SHARED_CROSS, SHARED_ROOM = 0.4, 0.52, 0.96
# a board's header, from its left: the name, the first player's inkwell (centre, size), "▶ to play"
HEADER_NAME_X, HEADER_INKWELL_X, INKWELL_PX, HEADER_TURN_X, HEADER_GAP = 14, 250, 22, 280, 6
# the name is cut with "…" before the inkwell (a network name has up to 40 characters)
HEADER_NAME_W = HEADER_INKWELL_X - INKWELL_PX / 2 - HEADER_GAP - HEADER_NAME_X


@dataclass(frozen=True)
class TrackMarkers:
    """Where the faith marker and Lorenzo's black cross sit in their space
    (offsets from its centre) and how large they are drawn."""

    faith_dx: float
    faith_size: float
    cross_dx: float
    cross_size: float


def track_markers(space: float, cell_w: float, shared: bool) -> TrackMarkers:
    """The markers in a space ``space`` high (or wide) of a track ``cell_w`` apart: alone
    each fills its space; on one space (solo) they sit side by side, smaller, both seen."""
    if not shared:
        return TrackMarkers(0.0, space * MARKER_SPACE, 0.0, space * CROSS_SPACE)
    faith, cross = space * SHARED_FAITH, space * SHARED_CROSS
    edge = cell_w * SHARED_ROOM / 2  # each hugs its side of the space
    return TrackMarkers(-(edge - faith / 2), faith, edge - cross / 2, cross)

def header_name(name: str) -> str:
    """A board's name, cut with "…" to the room before the first player's inkwell."""
    return QFontMetricsF(table_font(12, True)).elidedText(name, Qt.TextElideMode.ElideRight, HEADER_NAME_W)


class TableBoards(TableScene):
    """Builds each player's board."""

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
            p.setFont(table_font(12, True))
            p.drawText(QRectF(r.left() + HEADER_NAME_X, r.top() + 6, HEADER_NAME_W, 24), Qt.AlignmentFlag.AlignVCenter,
                       header_name(game.names[seat]))
            p.setFont(art.font_px(SUMMARY_PX))
            kind = translate("Table", "bot · %1").replace("%1", _bot_label(seat_info.bot or "")) \
                if is_bot and seat_info \
                else translate("Table", "human")
            if game.solo:
                kind = translate("Table", "human vs Lorenzo")
            p.setPen(art.INK.lighter(160))
            p.drawText(QRectF(r.left() + 14, r.top() + 6, r.width() - 28, 24),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                       translate("Table", "%1   ·   %2 VP").replace("%1", kind)
                       .replace("%2", str(game.scores()[seat].total)))
            if seat == game.first_seat and game.n_players > 1:
                art.draw_inkwell(p, QPointF(r.left() + HEADER_INKWELL_X, r.top() + 18), INKWELL_PX)

        look = (cur, game.scores()[seat].total, is_bot, seat == game.first_seat, game.names[seat])
        self.add(Item(r0, draw_board, tag=("board", seat, look))).setZValue(-1)
        self.whole_text(QRectF(x0 + HEADER_NAME_X, y0 + 6, HEADER_NAME_W, 24), header_name(game.names[seat]),
                        game.names[seat], ("board name", seat))
        if game.current_seat == seat and not game.is_over:
            def draw_turn(p: QPainter, r: QRectF) -> None:
                p.setPen(art.SELECT.darker(130))
                p.setFont(table_font(9, True))
                txt = translate("Table", "thinking") + "." * (1 + self.thinking_phase % 3) if thinking \
                    else translate("Table", "▶ to play")
                p.drawText(r, Qt.AlignmentFlag.AlignVCenter, txt)

            turn = self.add(Item(QRectF(x0 + HEADER_TURN_X, y0 + 6, 150, 24), draw_turn, tag=("thinking", seat)))
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
                    p.setFont(table_font(6.5, True))
                    p.drawText(QRectF(cell.left() - 4, cell.bottom(), cell.width() + 8, art.TEXT_MIN_PX),
                               Qt.AlignmentFlag.AlignCenter, f"{vp}")
            # markers (the faith marker where an animation has it while it steps)
            shown = self.faith_shown.get(seat, p_.faith)
            place = track_markers(min(cw, ch), cw, shared=cross == shown)
            fx = rr.left() + shown * cw + cw / 2
            art.draw_resource(p, QPointF(fx + place.faith_dx, rr.top() + 2 + ch / 2), place.faith_size, art.FAITH_GLYPH)
            if cross is not None:
                cx = rr.left() + cross * cw + cw / 2
                art.draw_black_cross(p, QPointF(cx + place.cross_dx, rr.top() + 2 + ch / 2 + 4), place.cross_size)

        states = (translate("Table", "pending"), translate("Table", "face up"), translate("Table", "discarded"))
        favor_words = ", ".join(
            translate("Table", "section %1: %2").replace("%1", str(i + 1)).replace("%2", states[[0, 1, -1].index(f)])
            for i, f in enumerate(p_.favor)
        )
        tip = translate("Table", "faith %1 (%2 VP); favor tiles — %3").replace("%1", str(p_.faith)) \
            .replace("%2", str(FAITH_VP[p_.faith])).replace("%3", favor_words)
        if cross is not None:
            tip += translate("Table", "; Lorenzo's black cross on %1").replace("%1", str(cross))
        self.add(Item(r, draw, tag=("faith", seat), tip=tip))
        cw = r.width() / (FAITH_MAX + 1)
        for i, (start, end, vp) in enumerate(VATICAN_SECTIONS):  # each favor tile, to enlarge
            tx = r.left() + (start + end + 1) / 2 * cw
            state = p_.favor[i]
            words = states[(0, 1, -1).index(state)]
            tile = self.add(Item(QRectF(tx - FAVOR_W / 2, r.top() + 30 + 16, FAVOR_W, 17),
                                 partial(_draw_favor_tile, state=state, vp=vp),
                                 tag=("favor", seat, i, state),
                                 tip=translate("Table", "Pope's favor tile %1 (%2 VP): %3").replace("%1", str(i + 1))
                                 .replace("%2", str(vp)).replace("%3", words)))
            tile.setZValue(1)
            tile.zoom = ZoomSpec("favor", i, state)

    def _warehouse(self, game: Game, seat: int, x0: float, y0: float, mine: bool) -> None:
        p_ = game.player(seat)
        depot_leaders = tuple(card.resource for card in map(leader_card, p_.played) if card.ability == Ability.DEPOT)
        depots, _ = p_.depots()
        placing = mine and game.turn_mode == TurnMode.PLACING
        store = [a for a in self.legal if a.kind == ActionKind.STORE] if placing else []
        tip = translate("Table", "warehouse: %1").replace("%1", render(resources_text(p_.warehouse)))
        if placing:
            r = next((i for i in range(4) if game.pending[i]), 0)
            res = render(a_resource(r))
            tip = translate("Table", "Store %1 here").replace("%1", res) if store else \
                translate("Table", "No room for %1 (R5)").replace("%1", res)

        def draw(p: QPainter, rr: QRectF) -> None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(QColor("#c9ab74"))
            p.setPen(QPen(QColor("#7c5a2a"), 1.5))
            p.drawRoundedRect(rr, 8, 8)
            p.setPen(art.INK)
            p.setFont(table_font(8, True))
            p.drawText(QRectF(rr.left() + 8, rr.top() + 2, 120, 16), Qt.AlignmentFlag.AlignLeft,
                       translate("Table", "Warehouse"))
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
            p.setFont(table_font(8, True))
            p.drawText(QRectF(rr.left() + 8, rr.top() + 2, 120, 16), Qt.AlignmentFlag.AlignLeft,
                       translate("Table", "Strongbox"))
            for k in range(4):
                cx = rr.left() + 22 + k * 43
                art.draw_resource(p, QPointF(cx, rr.top() + 34), 20, k)
                p.setPen(QColor("#f7ecd0"))
                p.setFont(art.font_px(art.NUMBER_PX, True))
                p.drawText(QRectF(cx + 11, rr.top() + 22, 30, 24), Qt.AlignmentFlag.AlignVCenter, str(p_.strongbox[k]))

        self.add(Item(QRectF(x0, y0 + 128, 182, 52), draw_sb, tag=("strongbox", seat),
                      tip=translate("Table", "strongbox: %1").replace("%1", render(resources_text(p_.strongbox)))))
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
                enabled, tip = True, translate("Table", "Remove this power from the production")
            else:
                opts = self.ui.options_for(game, key) if self.ui.plan is not None else \
                    [a for a in self.legal if a.kind in PRODUCTION_KINDS and _key_of(a) == key]
                enabled = bool(opts)
                tip = translate("Table", "Add this power to the production") if enabled else _prod_why(game, key)
        elif used:
            tip = translate("Table", "already used in this production")

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
            slot = translate("Table", "slot %1: %2").replace("%1", str(s + 1))
            tip = slot.replace("%2", ", ".join(render(card_text(c)) for c in stack) or translate("Table", "empty"))
            if act is not None and buy is not None:
                tip = translate("Table", "Put %1 in slot %2").replace("%1", render(card_text(buy))) \
                    .replace("%2", str(s + 1)) \
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
                    tip = translate("Table", "covered: %1 (still scores)").replace("%1", render(card_text(cid)))
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
                    item = self.add(Item(r, partial(art.draw_leader, lid=lid, stored=stored),
                                         tag=("leader", seat, lid, "played", stored),
                                         tip=translate("Table", "in play: %1").replace("%1", render(leader_text(lid)))))
                    item.zoom = ZoomSpec("leader", lid, stored=stored)
                    item.zoom_note = translate("Table", "In play.")  # its ability and points are on the card
            elif show_hand:
                met = p_.requirement_met(lid)
                tip = translate("Table", "in hand: %1; needs %2 (met)") if met \
                    else translate("Table", "in hand: %1; needs %2 (not met)")
                tip = tip.replace("%1", render(leader_text(lid))).replace("%2", render(requirement_text(lid)))
                item = self.add(Item(r, partial(art.draw_leader, lid=lid), tag=("leader", seat, lid, "hand"), tip=tip))
                item.zoom = ZoomSpec("leader", lid)
                # the enlarged card says the requirement: its red line only whether it is met
                item.zoom_note = translate("Table", "In hand: its requirement is met.") if met \
                    else translate("Table", "In hand: its requirement is not met.")
                # a finished game's unplayed leaders are only shown, and so are those of a seat no one plays at
                # this screen (a bot's, in a game of bots or an analysis): greyed buttons offered what none may do
                if not game.is_over and seat in self.ctl.human_seats():
                    self._leader_buttons(game, seat, lid, r, mine, met)
            else:
                self.add(Item(r, lambda p, rr: art.draw_card_back(p, rr, "Leader"), tag=("leader", seat, None, "hand"),
                              tip=translate("Table", "a leader in hand (hidden)")))
        if p_.discarded:
            def draw(p: QPainter, rr: QRectF) -> None:
                p.setPen(art.INK.lighter(150))
                p.setFont(table_font(7))
                p.drawText(rr, Qt.AlignmentFlag.AlignLeft,
                           translate("Table", "discarded: %1").replace("%1", ", ".join(f"L{x}" for x in p_.discarded)))

            line = QRectF(x0, y0 + LEAD_H + DISCARDED_DY, 2 * LEAD_W, art.TEXT_MIN_PX + 2)
            self.add(Item(line, draw, tag=("discarded", seat, p_.discarded)))

    def _leader_buttons(self, game: Game, seat: int, lid: int, r: QRectF, mine: bool, met: bool) -> None:
        for j, (label, act) in enumerate(((translate("Table", "Play"), Action(ActionKind.PLAY, lid)),
                                          (translate("Table", "Discard"), Action(ActionKind.DISCARD, lid)))):
            legal = mine and act in self.legal and self.ui.plan is None and self.ui.buy_card is None
            br = QRectF(r.left(), r.bottom() + BUTTON_GAP + j * (BUTTON_H + BUTTON_GAP), LEAD_W, BUTTON_H)
            if legal:
                tip = translate("Table", "Play %1").replace("%1", render(leader_text(lid))) if j == 0 else \
                    translate("Table", "Discard leader %1 for 1 faith").replace("%1", str(lid))
            elif mine:
                tip = _why(game, act) if act not in self.legal \
                    else translate("Table", "finish what you are doing first")
            else:
                tip = translate("Table", "only on your turn")
            self.add(Item(br, partial(_draw_button, text=label, legal=legal, met=met or j == 1),
                          tag=("play" if j == 0 else "discard", lid, met), on_click=partial(self.ctl.apply, act),
                          enabled=legal, tip=tip))

    def _dealt(self, game: Game, seat: int, x0: float, y0: float, mine: bool) -> None:
        """Setup: the 4 leaders dealt (face up only for their owner)."""
        p_ = game.player(seat)
        show = (self.viewer == seat or self.reveal_all) and not self.hidden

        def caption(p: QPainter, rr: QRectF) -> None:
            p.setPen(art.INK)
            p.setFont(table_font(9, True))
            text = translate("Table", "Choose 2 of these 4 leaders to keep") if mine and show \
                else translate("Table", "Leaders dealt")
            p.drawText(rr, Qt.AlignmentFlag.AlignLeft, text)

        self.add(Item(QRectF(x0, y0 - 2, 400, 16), caption, tag=("caption", seat, mine and show)))
        for k, lid in enumerate(p_.dealt):
            r = QRectF(x0 + k * (LEAD_W + 12), y0 + 18, LEAD_W, LEAD_H)
            if show:
                sel = lid in self.ui.keep_sel
                item = self.add(Item(r, partial(art.draw_leader, lid=lid), tag=("dealt", seat, lid),
                                     on_click=partial(self.ui.toggle_keep, lid), enabled=mine, selected=sel,
                                     tip=translate("Table", "%1; needs %2").replace("%1", render(leader_text(lid)))
                                     .replace("%2", render(requirement_text(lid)))))
                item.zoom = ZoomSpec("leader", lid)
                item.zoom_note = ""  # its tooltip only says again what the enlarged card says
            else:
                self.add(Item(r, lambda p, rr: art.draw_card_back(p, rr, "Leader"), tag=("dealt", seat, None),
                              tip=translate("Table", "a leader dealt (hidden)")))
