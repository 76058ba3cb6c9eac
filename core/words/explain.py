"""Plain-words reasons why a decision is not legal now.

Used for ``IllegalActionError`` messages and by the app's hover texts.  It is
never on a hot path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action, is_decision
from ..data import DEV_CARDS, LEADERS
from ..enums import OVER, PLACING, PRODUCING, SETUP, WHITES, ActionKind
from .messages import QT_TRANSLATE_NOOP, Message, Param, join_and
from .names import ROMAN, a_resource, colour_cards, resource_count, resource_name

if TYPE_CHECKING:
    from ..game import Game


def _m(source: str, **params: Param) -> Message:
    return Message(source, **params)


def why_illegal(game: Game, action: Action) -> Message | str:
    """The reason ``action`` is not legal for the seat to move (or "" if it is)."""
    reason = illegal_reason(game, action)
    if not reason or not is_decision(action):
        return reason
    return _m(QT_TRANSLATE_NOOP("core", "illegal decision {action}: {reason}"), action=repr(str(action)),
              reason=reason)


def illegal_reason(game: Game, action: Action) -> Message | str:
    """``why_illegal`` without its "illegal decision …:" prefix, to show beside
    the decision it is about: the reason alone ("" if ``action`` is legal; the
    whole sentence for what is no decision of this game at all)."""
    if action in game.legal_actions():
        return ""
    if not is_decision(action):
        return _m(QT_TRANSLATE_NOOP("core", "not a decision: {action} is no move of this game (see docs/notation.md)"),
                  action=repr(action))
    return _reason(game, action)


def _reason(game: Game, act: Action) -> Message:
    if game.phase == OVER:
        return _m(QT_TRANSLATE_NOOP("core", "the game is over"))
    if game.phase == SETUP:
        return _setup_reason(game, act)
    if act.kind in (ActionKind.KEEP, ActionKind.TAKE):
        return _m(QT_TRANSLATE_NOOP("core", "setup is over"))
    pending = _market_reason(game, act)
    return pending if pending is not None else _turn_reason(game, act)


# the decisions that run a production power
_PRODUCTIONS = (ActionKind.PROD_SLOT, ActionKind.PROD_BASE, ActionKind.PROD_LEADER)


def _setup_reason(game: Game, act: Action) -> Message:
    """Why ``act`` is illegal while the players choose leaders and initial resources."""
    p = game.players[game.to_move]
    who = game.names[game.to_move]
    k = act.kind
    if p.dealt and k == ActionKind.KEEP:
        strangers = tuple(f"L{lid}" for lid in (act.a, act.b) if lid not in p.dealt)
        if strangers:
            return _m(QT_TRANSLATE_NOOP("core", "{ids} was not dealt to {who} (dealt: {dealt})")
                      if len(strangers) == 1 else
                      QT_TRANSLATE_NOOP("core", "{ids} were not dealt to {who} (dealt: {dealt})"),
                      ids=join_and(strangers), who=who, dealt=", ".join(f"L{lid}" for lid in p.dealt))
    if p.dealt:
        return _m(QT_TRANSLATE_NOOP("core", "{who} must first keep 2 of the 4 leaders dealt ({ids})"), who=who,
                  ids=_ids(p.dealt))
    if k == ActionKind.KEEP:
        return _m(QT_TRANSLATE_NOOP("core", "{who} has already chosen leaders"), who=who)
    if k == ActionKind.TAKE:
        return _m(QT_TRANSLATE_NOOP("core", "no room for {res} in the warehouse (R5)"), res=a_resource(act.a))
    return _m(QT_TRANSLATE_NOOP("core", "{who} must first choose initial resources (R2.4)"), who=who)


def _market_reason(game: Game, act: Action) -> Message | None:
    """Why ``act`` is illegal because of what the market gave (or did not give),
    None when that is not the reason."""
    who = game.names[game.to_move]
    k = act.kind
    if game.turn_mode == PLACING:
        r = next(i for i in range(4) if game.pending[i])
        if k == ActionKind.STORE and act.a == r:
            return _m(QT_TRANSLATE_NOOP("core", "no room for {res} in the warehouse (R5)"), res=a_resource(r))
        return _m(QT_TRANSLATE_NOOP("core", "{who} must first store or discard the {res} taken from the market"),
                  who=who, res=resource_name(r))
    if game.turn_mode == WHITES:
        if k == ActionKind.WHITE:
            return _m(QT_TRANSLATE_NOOP("core", "no white-marble leader of {who} gives {res}"), who=who,
                      res=resource_name(act.a))
        return _m(QT_TRANSLATE_NOOP("core", "{who} must first choose what each white marble gives"), who=who)
    if k in (ActionKind.STORE, ActionKind.DROP, ActionKind.WHITE):
        return _m(QT_TRANSLATE_NOOP("core", "there is nothing from the market to store"))
    return None


def _turn_reason(game: Game, act: Action) -> Message:
    """Why ``act`` is illegal in a turn with nothing pending from the market."""
    k = act.kind
    producing = game.turn_mode == PRODUCING
    if k == ActionKind.DONE:
        return _m(QT_TRANSLATE_NOOP("core", "no production is under way"))
    if producing and k not in _PRODUCTIONS:
        return _m(QT_TRANSLATE_NOOP("core", "finish the production first (leader actions come before or after, R3.2)"))
    if k == ActionKind.END:
        return _m(QT_TRANSLATE_NOOP("core", "take one main action first: market, buy or production (R3.1)"))
    if k in (ActionKind.MARKET, ActionKind.BUY) or (k in _PRODUCTIONS and not producing):
        if game.main_action_done:
            return _m(QT_TRANSLATE_NOOP("core", "the main action of this turn has been taken (R3.1)"))
    if k == ActionKind.BUY:
        return _buy_reason(game, act)
    if k in _PRODUCTIONS:
        return _prod_reason(game, act)
    if k in (ActionKind.PLAY, ActionKind.DISCARD):
        return _leader_reason(game, act)
    return _m(QT_TRANSLATE_NOOP("core", "not possible now"))


def _leader_reason(game: Game, act: Action) -> Message:
    """Why playing or discarding a leader is illegal."""
    p = game.players[game.to_move]
    lid = act.a
    if lid not in p.hand:
        if lid in p.played:
            return _m(QT_TRANSLATE_NOOP("core", "leader {id} is already in play (R9.6)"), id=lid)
        return _m(QT_TRANSLATE_NOOP("core", "leader {id} is not in {who}'s hand"), id=lid, who=game.names[game.to_move])
    if act.kind == ActionKind.PLAY:
        return _m(QT_TRANSLATE_NOOP("core", "the requirement of leader {id} is not met: {req} (R9.1)"), id=lid,
                  req=requirement_text(lid))
    return _m(QT_TRANSLATE_NOOP("core", "not possible now"))


def _missing(have: list[int], need: tuple[int, ...] | list[int]) -> Message:
    return _m(QT_TRANSLATE_NOOP("core", "not enough resources: missing {res}"), res=_shortfall(have, need))


def _buy_reason(game: Game, act: Action) -> Message:
    cid, slot = act.a, act.b
    card = DEV_CARDS[cid]
    if game.top_card(card.deck) != cid:
        return _m(QT_TRANSLATE_NOOP("core", "card {id} is not the top card of its deck (R6.1)"), id=cid)
    p = game.players[game.to_move]
    stack = p.slots[slot]
    top_level = DEV_CARDS[stack[-1]].level if stack else 0
    if top_level != card.level - 1:
        if card.level == 1:
            return _m(QT_TRANSLATE_NOOP("core", "a level {level} card goes on an empty slot (R6.4)"),
                      level=ROMAN[card.level])
        return _m(
            QT_TRANSLATE_NOOP("core", "a level {level} card goes on a slot topped by a level {below} card (R6.4)"),
            level=ROMAN[card.level], below=ROMAN[card.level - 1])
    cost = game.card_cost(game.to_move, cid)
    return _m(QT_TRANSLATE_NOOP("core", "not enough resources: missing {res} (R6.2)"),
              res=_shortfall(p.holdings(), cost))


def _prod_reason(game: Game, act: Action) -> Message:
    p = game.players[game.to_move]
    once = QT_TRANSLATE_NOOP("core", "each power works once per production (R7.1)")
    if act.kind == ActionKind.PROD_SLOT:
        stack = p.slots[act.a]
        if not stack:
            return _m(QT_TRANSLATE_NOOP("core", "slot {slot} has no card"), slot=act.a + 1)
        if game.production_used & (1 << act.a):
            return _m(once)
        return _missing(p.holdings(), DEV_CARDS[stack[-1]].prod_in)
    if act.kind == ActionKind.PROD_BASE:
        if game.production_used & 8:
            return _m(once)
        need = [0, 0, 0, 0]
        need[act.a] += 1
        need[act.b] += 1
        return _missing(p.holdings(), need)
    lid = act.a
    if lid not in p.production_leaders:
        return _m(QT_TRANSLATE_NOOP("core", "leader {id} is not an active production leader of this player"), id=lid)
    if game.production_used & (1 << (lid - 45)):
        return _m(once)
    return _m(QT_TRANSLATE_NOOP("core", "no {res} to pay"), res=resource_name(LEADERS[lid].resource))


def _shortfall(have: list[int], need: tuple[int, ...] | list[int]) -> Message:
    parts = tuple(resource_count(i, need[i] - have[i]) for i in range(4) if need[i] > have[i])
    if not parts:
        return _m(QT_TRANSLATE_NOOP("core", "nothing"))
    return _m("{list}", list=parts)


def _ids(ids: tuple[int, ...]) -> str:
    return ", ".join(str(i) for i in ids)


def requirement_text(lid: int) -> Message:
    """A leader's requirement in words, e.g. "2 yellow cards and 1 blue card"."""
    card = LEADERS[lid]
    parts: list[Message] = [colour_cards(color, count, level) for color, level, count in card.req_cards]
    parts += [resource_count(i, n) for i, n in enumerate(card.req_resources) if n]
    return _m("{req}", req=join_and(parts))
