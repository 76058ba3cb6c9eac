"""Plain-words text for decisions and events: the game log of the app and the
move list of the analysis.  Pure Python, no Qt.

``describe_action(game, action)`` is called with the game *before* the action
is applied (it names the seat to move); ``describe_event(game, event)`` with
the game after it.  Both return one English sentence without a final period.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    BUY,
    DISCARD,
    DONE,
    DROP,
    END,
    KEEP,
    MARKET,
    PLAY,
    PROD_BASE,
    PROD_LEADER,
    PROD_SLOT,
    STORE,
    TAKE,
    WHITE,
    Action,
)
from .data import ABILITIES, COLORS, DEV_CARDS, LEADERS, MARBLES, RESOURCES, SOLO_TOKENS
from .events import Event
from .explain import requirement_text

if TYPE_CHECKING:
    from .game import Game

ROMAN = ("", "I", "II", "III")
_PLURAL = {"coin": "coins", "stone": "stones", "servant": "servants", "shield": "shields"}


def resource_word(res: int, count: int = 1) -> str:
    name = RESOURCES[res]
    return name if count == 1 else _PLURAL[name]


def resources_text(vec: tuple[int, ...] | list[int], faith: int = 0) -> str:
    """``(1, 0, 2, 0)`` -> "1 coin, 2 servants"; "nothing" when empty."""
    parts = [f"{n} {resource_word(i, n)}" for i, n in enumerate(vec) if n]
    if faith:
        parts.append(f"{faith} faith")
    return ", ".join(parts) or "nothing"


def line_text(line: int) -> str:
    return f"row {line + 1}" if line < 3 else f"column {line - 2}"


def card_text(cid: int) -> str:
    """A development card in words: "card 17 (green II, 5 VP)"."""
    card = DEV_CARDS[cid]
    return f"card {cid} ({COLORS[card.color]} {ROMAN[card.level]}, {card.vp} VP)"


def leader_ability_text(lid: int) -> str:
    card = LEADERS[lid]
    res = RESOURCES[card.resource]
    ability = ABILITIES[card.ability]
    if ability == "discount":
        return f"1 {res} discount on cards"
    if ability == "depot":
        return f"extra depot for 2 {_PLURAL[res]}"
    if ability == "white_marble":
        return f"white marbles give a {res}"
    return f"produces any resource and 1 faith from 1 {res}"


def leader_text(lid: int) -> str:
    """A leader in words: "leader 57 (extra depot for 2 stones, 3 VP)"."""
    return f"leader {lid} ({leader_ability_text(lid)}, {LEADERS[lid].vp} VP)"


def leader_requirement(lid: int) -> str:
    return requirement_text(lid)


def describe_action(game: Game, action: Action, reveal: bool = False) -> str:
    """What the seat to move does with ``action``, in plain words.

    The leaders a player keeps at setup are secret (R2.2): unless ``reveal``
    (the analysis of a finished save, the seat's own view), the text only
    says that two were kept."""
    seat = game.current_seat
    who = game.names[seat] if seat is not None else "Nobody"
    k, a, b, c = action.kind, action.a, action.b, action.c
    if k == KEEP:
        if not reveal:
            return f"{who} keeps 2 of the 4 leaders dealt"
        return f"{who} keeps leaders {a} and {b}"
    if k == TAKE:
        return f"{who} takes a {RESOURCES[a]} as an initial resource"
    if k == MARKET:
        return f"{who} takes {line_text(a)} from the market"
    if k == WHITE:
        return f"{who} turns a white marble into a {RESOURCES[a]}"
    if k == STORE:
        return f"{who} stores a {RESOURCES[a]} in the warehouse"
    if k == DROP:
        return f"{who} discards a {RESOURCES[a]}"
    if k == BUY:
        return f"{who} buys {card_text(a)} into slot {b + 1}"
    if k == PROD_SLOT:
        if seat is not None and game.players[seat].slots[a]:
            cid = game.players[seat].slots[a][-1]
            card = DEV_CARDS[cid]
            return (
                f"{who} produces with card {cid} in slot {a + 1}: "
                f"{resources_text(card.prod_in)} into {resources_text(card.prod_out, card.prod_faith)}"
            )
        return f"{who} produces with slot {a + 1}"
    if k == PROD_BASE:
        return f"{who} uses the basic production: {RESOURCES[a]} + {RESOURCES[b]} into a {RESOURCES[c]}"
    if k == PROD_LEADER:
        res = RESOURCES[LEADERS[a].resource]
        return f"{who} uses leader {a}: a {res} into a {RESOURCES[c]} and 1 faith"
    if k == DONE:
        return f"{who} finishes the production"
    if k == PLAY:
        return f"{who} plays {leader_text(a)}"
    if k == DISCARD:
        return f"{who} discards leader {a} for 1 faith"
    if k == END:
        return f"{who} ends the turn"
    return f"{who}: {action}"


def _name(game: Game, seat: int | None) -> str:
    if seat is None:
        return "Lorenzo"
    return game.names[seat]


def describe_event(game: Game, event: Event) -> str | None:
    """An event worth a line in the log, or None for those the action's own
    sentence already says (stored, dropped, power_used …)."""
    k, d = event.kind, event.data
    who = _name(game, event.seat)
    if k == "setup_done":
        return "Setup is complete: the game begins"
    if k == "turn_start":
        return f"Round {d.get('round', game.round)}: {who} to play"
    if k == "market":
        marbles = d.get("marbles", ())
        return f"{who} gets the marbles " + ", ".join(MARBLES[m] for m in marbles)
    if k == "card_bought":
        return f"{who} pays {resources_text(d.get('paid', ()))}"
    if k == "produced":
        return f"{who} produces {resources_text(d.get('resources', ()), d.get('faith', 0))} into the strongbox"
    if k == "faith":
        return f"{who} moves on the faith track from {d['from']} to {d['to']}"
    if k == "black_cross":
        return f"Lorenzo's black cross moves from {d['from']} to {d['to']}"
    if k == "vatican_report":
        section = d["section"]
        ups = d.get("up", ())
        if game.n == 1:
            verdict = "turns the favor tile face up" if ups and ups[0] else "discards the favor tile"
            return f"Vatican report {section + 1}: {game.names[0]} {verdict}"
        got = [game.names[i] for i, up in enumerate(ups) if up]
        lost = [game.names[i] for i, up in enumerate(ups) if not up]
        parts = []
        if got:
            parts.append(f"favor tile for {', '.join(got)}")
        if lost:
            parts.append(f"discarded by {', '.join(lost)}")
        return f"Vatican report {section + 1}: " + "; ".join(parts)
    if k == "end_triggered":
        return f"{who} triggers the end of the game: the round is played to the end"
    if k == "token":
        return "Lorenzo reveals a token: " + token_text(d["token"])
    if k == "lorenzo_discard":
        cards = d.get("cards", ())
        color = COLORS[d["color"]]
        if not cards:
            return f"Lorenzo finds no {color} card left to discard"
        return f"Lorenzo discards {len(cards)} {color} card{'s' if len(cards) > 1 else ''} from the grid"
    if k == "tokens_shuffled":
        return "Lorenzo shuffles all his tokens into a new stack"
    if k == "leaders_kept":
        return None
    if k == "game_over":
        winners = d.get("winners", ())
        if game.n == 1:
            return f"Game over: {game.names[0]} wins" if winners else "Game over: Lorenzo wins"
        names = " and ".join(game.names[i] for i in winners)
        return f"Game over: {names} win{'s' if len(winners) == 1 else ''}"
    return None


def log_notation(action: Action, reveal: bool = False) -> str:
    """The notation to show beside a log line: the kept leaders of a
    ``keep`` stay hidden unless ``reveal``."""
    if action.kind == KEEP and not reveal:
        return "keep"
    return str(action)


def token_text(tid: int) -> str:
    token = SOLO_TOKENS[tid]
    if token.kind == "discard":
        return f"discard {token.amount} {COLORS[token.color]} cards"
    if token.kind == "cross2":
        return "black cross +2"
    return "black cross +1, then shuffle"


def describe_events(game: Game, events: list[Event]) -> list[str]:
    """The log lines for a list of events (those that say something new)."""
    out = []
    for ev in events:
        text = describe_event(game, ev)
        if text:
            out.append(text)
    return out
