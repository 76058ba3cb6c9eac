"""Plain-words text for decisions and events: the game log of the app and the
move list of the analysis.  Pure Python, no Qt.

``describe_action(game, action)`` is called with the game *before* the action
is applied (it names the seat to move); ``describe_event(game, event)`` with
the game after it.  Both return one sentence without a final period: a
:class:`core.Message`, which is the English text (a ``str``) and
carries its template and parameters so that the app can render it in the
player's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..data import ABILITIES, DEV_CARDS, LEADERS, SOLO_TOKENS
from ..enums import ActionKind
from ..events import (
    BlackCrossMoved,
    CardBought,
    EndTriggered,
    Event,
    FaithMoved,
    GameOver,
    LorenzoDiscard,
    MarketTaken,
    Produced,
    SetupDone,
    TokenRevealed,
    TokensShuffled,
    TurnStarted,
    VaticanReport,
)
from .explain import requirement_text
from .messages import QT_TRANSLATE_NOOP, Message, Param, join_and
from .names import ROMAN, a_resource, colour_cards, colour_name, marble_name, resource_count, resource_name

if TYPE_CHECKING:
    from ..game import Game


def resources_text(vec: tuple[int, ...] | list[int], faith: int = 0) -> Message:
    """``(1, 0, 2, 0)`` -> "1 coin, 2 servants"; "nothing" when empty."""
    parts: list[Message] = [resource_count(i, n) for i, n in enumerate(vec) if n]
    if faith:
        parts.append(Message(QT_TRANSLATE_NOOP("core", "{n} faith"), n=faith))
    if not parts:
        return Message(QT_TRANSLATE_NOOP("core", "nothing"))
    return Message("{list}", list=tuple(parts))


def line_text(line: int) -> Message:
    if line < 3:
        return Message(QT_TRANSLATE_NOOP("core", "row {n}"), n=line + 1)
    return Message(QT_TRANSLATE_NOOP("core", "column {n}"), n=line - 2)


def card_text(cid: int) -> Message:
    """A development card in words: "card 17 (green II, 5 VP)"."""
    card = DEV_CARDS[cid]
    return Message(
        QT_TRANSLATE_NOOP("core", "card {id} ({colour} {level}, {vp} VP)"),
        id=cid, colour=colour_name(card.color), level=ROMAN[card.level], vp=card.vp,
    )


def leader_ability_text(lid: int) -> Message:
    card = LEADERS[lid]
    ability = ABILITIES[card.ability]
    if ability == "discount":
        return Message(QT_TRANSLATE_NOOP("core", "{res} discount on cards"), res=resource_count(card.resource, 1))
    if ability == "depot":
        return Message(QT_TRANSLATE_NOOP("core", "extra depot for {res}"), res=resource_count(card.resource, 2))
    if ability == "white_marble":
        return Message(QT_TRANSLATE_NOOP("core", "white marbles give {res}"), res=a_resource(card.resource))
    return Message(
        QT_TRANSLATE_NOOP("core", "produces any resource and 1 faith from {res}"), res=resource_count(card.resource, 1)
    )


def leader_text(lid: int) -> Message:
    """A leader in words: "leader 57 (extra depot for 2 stones, 3 VP)"."""
    return Message(
        QT_TRANSLATE_NOOP("core", "leader {id} ({ability}, {vp} VP)"),
        id=lid, ability=leader_ability_text(lid), vp=LEADERS[lid].vp,
    )


def leader_requirement(lid: int) -> Message:
    return requirement_text(lid)


def describe_action(game: Game, action: Action, reveal: bool = False) -> Message:
    """What the seat to move does with ``action``, in plain words.

    The leaders a player keeps at setup are secret (R2.2): unless ``reveal``
    (the analysis of a finished save, the seat's own view), the text only
    says that two were kept."""
    seat = game.current_seat
    who: Param = game.names[seat] if seat is not None else Message(QT_TRANSLATE_NOOP("core", "Nobody"))
    k, a, b, c = action.kind, action.a, action.b, action.c
    if k == ActionKind.KEEP:
        if not reveal:
            return Message(QT_TRANSLATE_NOOP("core", "{who} keeps 2 of the 4 leaders dealt"), who=who)
        return Message(QT_TRANSLATE_NOOP("core", "{who} keeps leaders {a} and {b}"), who=who, a=a, b=b)
    if k == ActionKind.TAKE:
        return Message(QT_TRANSLATE_NOOP("core", "{who} takes {res} as an initial resource"), who=who,
                       res=a_resource(a))
    if k == ActionKind.MARKET:
        return Message(QT_TRANSLATE_NOOP("core", "{who} takes {line} from the market"), who=who, line=line_text(a))
    if k == ActionKind.WHITE:
        return Message(QT_TRANSLATE_NOOP("core", "{who} turns a white marble into {res}"), who=who, res=a_resource(a))
    if k == ActionKind.STORE:
        return Message(QT_TRANSLATE_NOOP("core", "{who} stores {res} in the warehouse"), who=who, res=a_resource(a))
    if k == ActionKind.DROP:
        return Message(QT_TRANSLATE_NOOP("core", "{who} discards {res}"), who=who, res=a_resource(a))
    if k == ActionKind.BUY:
        return Message(QT_TRANSLATE_NOOP("core", "{who} buys {card} into slot {slot}"), who=who, card=card_text(a),
                       slot=b + 1)
    if k == ActionKind.PROD_SLOT:
        if seat is not None and game.players[seat].slots[a]:
            cid = game.players[seat].slots[a][-1]
            card = DEV_CARDS[cid]
            return Message(
                QT_TRANSLATE_NOOP("core", "{who} produces with card {id} in slot {slot}: {pay} into {gets}"),
                who=who, id=cid, slot=a + 1, pay=resources_text(card.prod_in),
                gets=resources_text(card.prod_out, card.prod_faith),
            )
        return Message(QT_TRANSLATE_NOOP("core", "{who} produces with slot {slot}"), who=who, slot=a + 1)
    if k == ActionKind.PROD_BASE:
        return Message(
            QT_TRANSLATE_NOOP("core", "{who} uses the basic production: {res1} + {res2} into {res3}"),
            who=who, res1=resource_name(a), res2=resource_name(b), res3=a_resource(c),
        )
    if k == ActionKind.PROD_LEADER:
        return Message(
            QT_TRANSLATE_NOOP("core", "{who} uses leader {id}: {pay} into {gets} and 1 faith"),
            who=who, id=a, pay=a_resource(LEADERS[a].resource), gets=a_resource(c),
        )
    if k == ActionKind.DONE:
        return Message(QT_TRANSLATE_NOOP("core", "{who} finishes the production"), who=who)
    if k == ActionKind.PLAY:
        return Message(QT_TRANSLATE_NOOP("core", "{who} plays {leader}"), who=who, leader=leader_text(a))
    if k == ActionKind.DISCARD:
        return Message(QT_TRANSLATE_NOOP("core", "{who} discards leader {id} for 1 faith"), who=who, id=a)
    if k == ActionKind.END:
        return Message(QT_TRANSLATE_NOOP("core", "{who} ends the turn"), who=who)
    return Message("{who}: {action}", who=who, action=str(action))


# Each sentence of ``describe_action`` without its subject, the seat's name: for a reader who is
# already told who decided ("Ada: takes row 2 from the market", ``without_subject``).
SUBJECTLESS: dict[str, str] = {
    "{who} keeps 2 of the 4 leaders dealt": QT_TRANSLATE_NOOP("core", "keeps 2 of the 4 leaders dealt"),
    "{who} keeps leaders {a} and {b}": QT_TRANSLATE_NOOP("core", "keeps leaders {a} and {b}"),
    "{who} takes {res} as an initial resource": QT_TRANSLATE_NOOP("core", "takes {res} as an initial resource"),
    "{who} takes {line} from the market": QT_TRANSLATE_NOOP("core", "takes {line} from the market"),
    "{who} turns a white marble into {res}": QT_TRANSLATE_NOOP("core", "turns a white marble into {res}"),
    "{who} stores {res} in the warehouse": QT_TRANSLATE_NOOP("core", "stores {res} in the warehouse"),
    "{who} discards {res}": QT_TRANSLATE_NOOP("core", "discards {res}"),
    "{who} buys {card} into slot {slot}": QT_TRANSLATE_NOOP("core", "buys {card} into slot {slot}"),
    "{who} produces with card {id} in slot {slot}: {pay} into {gets}":
        QT_TRANSLATE_NOOP("core", "produces with card {id} in slot {slot}: {pay} into {gets}"),
    "{who} produces with slot {slot}": QT_TRANSLATE_NOOP("core", "produces with slot {slot}"),
    "{who} uses the basic production: {res1} + {res2} into {res3}":
        QT_TRANSLATE_NOOP("core", "uses the basic production: {res1} + {res2} into {res3}"),
    "{who} uses leader {id}: {pay} into {gets} and 1 faith":
        QT_TRANSLATE_NOOP("core", "uses leader {id}: {pay} into {gets} and 1 faith"),
    "{who} finishes the production": QT_TRANSLATE_NOOP("core", "finishes the production"),
    "{who} plays {leader}": QT_TRANSLATE_NOOP("core", "plays {leader}"),
    "{who} discards leader {id} for 1 faith": QT_TRANSLATE_NOOP("core", "discards leader {id} for 1 faith"),
    "{who} ends the turn": QT_TRANSLATE_NOOP("core", "ends the turn"),
    "{who}: {action}": "{action}",
}


def without_subject(sentence: Message) -> Message:
    """A sentence of ``describe_action`` without the seat's name it starts with ("takes row 2
    from the market"), its other words and parameters the same; any other sentence as it is.
    ``describe_action``'s own sentences, which the log and other tools read, do not change."""
    template = SUBJECTLESS.get(sentence.source) if isinstance(sentence, Message) else None
    return sentence if template is None else Message(template, **sentence.params)


def _name(game: Game, seat: int | None) -> Param:
    if seat is None:
        return Message(QT_TRANSLATE_NOOP("core", "Lorenzo"))
    return game.names[seat]


def describe_event(game: Game, event: Event) -> Message | None:
    """An event worth a line in the log, or None for those the action's own
    sentence already says (stored, dropped, power_used …)."""
    who = _name(game, event.seat)
    match event.payload:
        case SetupDone():
            return Message(QT_TRANSLATE_NOOP("core", "Setup is complete: the game begins"))
        case TurnStarted(round=round_number):
            return Message(QT_TRANSLATE_NOOP("core", "Round {round}: {who} to play"), round=round_number, who=who)
        case MarketTaken(marbles=marbles):
            return Message(QT_TRANSLATE_NOOP("core", "{who} gets the marbles {marbles}"), who=who,
                           marbles=tuple(marble_name(m) for m in marbles))
        case CardBought(paid=paid):
            return Message(QT_TRANSLATE_NOOP("core", "{who} pays {res}"), who=who, res=resources_text(paid))
        case Produced(resources=res, faith=faith):
            return _produced_text(who, res, faith)
        case FaithMoved(start=start, end=end):
            return Message(QT_TRANSLATE_NOOP("core", "{who} moves on the faith track from {start} to {end}"),
                           who=who, start=start, end=end)
        case BlackCrossMoved(start=start, end=end):
            return Message(QT_TRANSLATE_NOOP("core", "Lorenzo's black cross moves from {start} to {end}"),
                           start=start, end=end)
        case VaticanReport(section=section, up=up):
            return _report_text(game, section + 1, up)
        case EndTriggered():
            return Message(
                QT_TRANSLATE_NOOP("core", "{who} triggers the end of the game: the round is played to the end"),
                who=who)
        case TokenRevealed(token=token):
            return Message(QT_TRANSLATE_NOOP("core", "Lorenzo reveals a token: {token}"), token=token_text(token))
        case LorenzoDiscard(color=color, cards=cards):
            if not cards:
                return Message(QT_TRANSLATE_NOOP("core", "Lorenzo finds no {colour} card left to discard"),
                               colour=colour_name(color))
            return Message(QT_TRANSLATE_NOOP("core", "Lorenzo discards {cards} from the grid"),
                           cards=colour_cards(color, len(cards)))
        case TokensShuffled():
            return Message(QT_TRANSLATE_NOOP("core", "Lorenzo shuffles all his tokens into a new stack"))
        case GameOver(winners=winners):
            return _game_over_text(game, winners)
    return None


def _produced_text(who: Param, res: tuple[int, ...], faith: int) -> Message:
    """Resources go to the strongbox; faith moves the marker (its own event follows)."""
    if not any(res):
        return Message(QT_TRANSLATE_NOOP("core", "{who} produces {res}"), who=who, res=resources_text((), faith))
    if faith:
        return Message(QT_TRANSLATE_NOOP("core", "{who} produces {res} into the strongbox and {faith}"),
                       who=who, res=resources_text(res), faith=resources_text((), faith))
    return Message(QT_TRANSLATE_NOOP("core", "{who} produces {res} into the strongbox"), who=who,
                   res=resources_text(res))


def _report_text(game: Game, section: int, ups: tuple[bool, ...]) -> Message:
    """Vatican report ``section`` (counted from 1) and whose favor tile turned face up."""
    if game.n_players == 1:
        if ups and ups[0]:
            return Message(QT_TRANSLATE_NOOP("core", "Vatican report {n}: {who} turns the favor tile face up"),
                           n=section, who=game.names[0])
        return Message(QT_TRANSLATE_NOOP("core", "Vatican report {n}: {who} discards the favor tile"),
                       n=section, who=game.names[0])
    got = tuple(game.names[i] for i, up in enumerate(ups) if up)
    lost = tuple(game.names[i] for i, up in enumerate(ups) if not up)
    if got and lost:
        return Message(QT_TRANSLATE_NOOP("core", "Vatican report {n}: favor tile for {got}; discarded by {lost}"),
                       n=section, got=got, lost=lost)
    if got:
        return Message(QT_TRANSLATE_NOOP("core", "Vatican report {n}: favor tile for {got}"), n=section, got=got)
    if lost:
        return Message(QT_TRANSLATE_NOOP("core", "Vatican report {n}: discarded by {lost}"), n=section,
                       lost=lost)
    return Message(QT_TRANSLATE_NOOP("core", "Vatican report {n}: "), n=section)


def _game_over_text(game: Game, winners: tuple[int, ...]) -> Message:
    if game.n_players == 1:
        if winners:
            return Message(QT_TRANSLATE_NOOP("core", "Game over: {who} wins"), who=game.names[0])
        return Message(QT_TRANSLATE_NOOP("core", "Game over: Lorenzo wins"))
    names = join_and([game.names[i] for i in winners])
    if len(winners) == 1:
        return Message(QT_TRANSLATE_NOOP("core", "Game over: {who} wins"), who=names)
    return Message(QT_TRANSLATE_NOOP("core", "Game over: {who} win"), who=names)


def log_notation(action: Action, reveal: bool = False) -> str:
    """The notation to show beside a log line: the kept leaders of a
    ``keep`` stay hidden unless ``reveal``."""
    if action.kind == ActionKind.KEEP and not reveal:
        return "keep"
    return str(action)


def token_text(tid: int) -> Message:
    token = SOLO_TOKENS[tid]
    if token.kind == "discard":
        return Message(QT_TRANSLATE_NOOP("core", "discard {cards}"), cards=colour_cards(token.color, token.amount))
    if token.kind == "cross2":
        return Message(QT_TRANSLATE_NOOP("core", "black cross +2"))
    return Message(QT_TRANSLATE_NOOP("core", "black cross +1, then shuffle"))


def describe_events(game: Game, events: list[Event]) -> list[Message]:
    """The log lines for a list of events (those that say something new)."""
    out = []
    for ev in events:
        text = describe_event(game, ev)
        if text:
            out.append(text)
    return out
