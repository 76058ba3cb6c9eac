"""``NetworkController``: a ``GameController`` whose game lives on a server.

The board, the action panel and the log listen to the same signals as at one
screen.  The game shown is rebuilt from each observation the server sends
(``snapshot`` / ``update``): an observation holds the other seats' hidden
parts as counts, so ``net.sample.game_from_observation`` fills them with a
sample consistent with it, a determinized game (the board never shows another
seat's hand, and the hint searches it as the app's bots search
``determinize(seat)``).  ``apply`` sends ``act {v, a}`` and changes nothing
here: the server's ``update`` does.  When the game is over the server's
complete save replaces the sample, so the score sheet shows the real hands.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from typing import Any

from PySide6.QtCore import QObject, Signal

from core import (
    PAYLOAD_TYPES,
    Action,
    Event,
    EventKind,
    Game,
    IllegalActionError,
    Seat,
    describe_action,
    describe_events,
    loads,
    parse_action,
)
from core import log_notation as notation_of
from net.protocol import ClientType
from net.sample import game_from_observation

from ..controller import GameController
from ..decision_names import short_name
from .session import NetSession

log = logging.getLogger(__name__)


def _tuples(value: Any) -> Any:
    """Lists as tuples, recursively: a payload's sequences as the engine makes them."""
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    if isinstance(value, dict):
        return {k: _tuples(v) for k, v in value.items()}
    return value


def wire_event(data: dict[str, Any]) -> Event | None:
    """An event as the server sent it (net.views.event_view), back as the engine's ``Event``;
    None for a kind this build does not know (logged)."""
    try:
        kind = EventKind(data["kind"])
        fields = dataclasses.fields(PAYLOAD_TYPES[kind])
        return Event(kind, data["seat"], tuple(_tuples(data["data"][f.name]) for f in fields))
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("an event this build cannot read: %r (%r)", data.get("kind"), exc)
        return None


class NetworkController(GameController):
    """Plays this app's seat of a network table; the other seats move on the server."""

    lobby_changed = Signal(object)  # the seats' list (``presence``/``snapshot``)
    problem = Signal(str)  # the server sent something unusable: told once

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.autosave_enabled = False  # the server autosaves; the user's own autosave is left alone
        self.session: NetSession | None = None
        self.seat: int | None = None
        self.v = 0
        self.legal: list[str] = []
        self.started = False
        self.lobby: list[dict[str, Any]] = []
        self.spectators = 0
        self.winners: list[int] | None = None
        self.saved = False  # the game shown is the server's complete save (after ``over``)
        self.undo_notation: str | None = None  # what this seat may take back now (the server says)
        self.outbox: list[str] = []  # decisions of one production still to send, in order
        self.sent_v: int | None = None  # the version an ``act`` was sent against, until the answer
        self._told = False

    def attach(self, session: NetSession) -> None:
        self.session = session
        session.welcomed.connect(self._welcomed)
        session.snapshot.connect(self._snapshot)
        session.update.connect(self._update)
        session.presence.connect(self._presence)
        session.over.connect(self._over)
        session.refused.connect(self._refused)

    # ------------------------------------------------------------ what the window asks
    def is_human_turn(self) -> bool:
        game = self.game
        return (game is not None and not game.is_over and self.seat is not None
                and game.current_seat == self.seat and self.sent_v is None and not self.outbox)

    def human_seats(self) -> list[int]:
        return [] if self.seat is None else [self.seat]

    def can_undo(self) -> bool:
        """The server says this seat may take back its last decision of the turn."""
        return self.is_human_turn() and self.undo_notation is not None

    def can_redo(self) -> bool:
        return False  # the protocol has no redo: the decision is made again

    def undo_text(self) -> str:
        if not self.can_undo() or self.undo_notation is None:
            return ""
        try:
            return short_name(parse_action(self.undo_notation))
        except IllegalActionError:
            return self.undo_notation

    def undo(self) -> bool:
        """Ask the server to take back this seat's last decision (``undo {v}``)."""
        if not self.can_undo() or self.session is None or self.undo_notation is None:
            return False
        if not self.session.send({"t": ClientType.UNDO.value, "v": self.v}):
            return False
        self.sent_v = self.v
        self.state_changed.emit()
        return True

    def redo(self) -> bool:
        return False

    def step_bot(self) -> bool:
        return False

    def new_game(self, seats: list[Seat], seed: int, first_seat: int | None = None) -> None:
        """A network table's game is the server's: nothing to start here."""

    # ------------------------------------------------------------ decisions out
    def apply(self, action: Action | str) -> bool:
        """Send this seat's decision (``act {v, a}``); the server's update applies it."""
        if not self.is_human_turn() or self.session is None:
            return False
        text = str(action)
        if text not in self.legal:
            return False
        return self._send(text)

    def apply_sequence(self, actions: list[Action]) -> bool:
        """A production: checked whole on the game shown, then sent one decision per version."""
        if not self.is_human_turn() or self.game is None or not actions:
            return False
        trial = self.game.clone()
        try:
            for act in actions:
                trial.apply(act)
        except Exception:  # an illegal step: nothing is sent
            return False
        if str(actions[0]) not in self.legal:
            return False
        self.outbox = [str(a) for a in actions[1:]]
        return self._send(str(actions[0]))

    def _send(self, text: str) -> bool:
        assert self.session is not None
        if not self.session.act(self.v, text):
            self.outbox = []
            return False
        self.sent_v = self.v
        self.state_changed.emit()  # the board stops offering decisions until the answer
        return True

    # ------------------------------------------------------------ messages in
    def _welcomed(self, msg: dict[str, Any]) -> None:
        self.seat = msg["seat"]

    def _lobby(self, seats: list[dict[str, Any]], spectators: int) -> None:
        self.lobby, self.spectators = seats, spectators
        self.seats = [Seat(s["name"], "bot" if s["kind"] == "bot" else "human", s["bot"]) for s in seats]
        self.lobby_changed.emit(seats)

    def _presence(self, msg: dict[str, Any]) -> None:
        self._lobby(msg["seats"], msg["spectators"])

    def _snapshot(self, msg: dict[str, Any]) -> None:
        """Everything this seat may know now (joining, rejoining, or after a stale decision)."""
        self.seat = msg["seat"]
        self._lobby(msg["seats"], msg["spectators"])
        self.v, self.started = msg["v"], msg["started"]
        self.undo_notation = msg.get("undoable")
        if not msg["over"]:
            self.winners, self.saved = None, False  # a rematch: a new game on its way
        self.legal = list(msg.get("legal") or [])
        self.sent_v, self.outbox = None, []
        obs = msg["obs"]
        if obs is None:
            self.game = None
            self.state_changed.emit()
            return
        game = self._game_from(obs)
        if game is None:
            return
        self.game = game
        self.state_changed.emit()
        self._next()

    def _update(self, msg: dict[str, Any]) -> None:
        """One decision applied on the server: log it, animate it, show the new position."""
        if msg.get("undo"):
            self._undone(msg)
            return
        if msg["v"] != self.v + 1:  # a message missed: ask for the whole picture again
            log.warning("update for version %d while at %d: asking for a snapshot", msg["v"], self.v)
            if self.session is not None:
                self.session.sync()
            return
        before = self.game
        game = self._game_from(msg["obs"])
        if game is None:
            return
        lines: list[tuple[str, str]] = []
        text = msg["a"]
        if before is not None and text is not None:
            try:
                action = parse_action(text)
                lines.append((describe_action(before, action), notation_of(action)))
            except Exception as exc:  # words for the log must never stop the table: the notation stands in
                log.warning("cannot describe %r: %r", text, exc)
                lines.append((text, text))
        elif text is None:
            lines.append((self.tr("%1 decided (hidden from you)").replace("%1", game.names[msg["seat"]]), ""))
        events = [event for e in msg["events"] if (event := wire_event(e)) is not None]
        try:
            lines += [(t, "") for t in describe_events(game, events)]
        except Exception as exc:  # a server's event this build cannot word: shown without words
            log.warning("cannot describe the events of version %d: %r", msg["v"], exc)
        self.v = msg["v"]
        self.legal = list(msg.get("legal") or [])
        self.undo_notation = msg.get("undoable")
        mine = msg["seat"] == self.seat
        self.sent_v = None
        self.game = game
        self.thinking_seat = None
        self.events_applied.emit(events, lines)
        if mine and self.outbox and game.current_seat == self.seat and self.outbox[0] in self.legal:
            self._send(self.outbox.pop(0))
            return
        self.outbox = []
        self.state_changed.emit()
        self._next()

    def _undone(self, msg: dict[str, Any]) -> None:
        """``update`` with ``undo``: the seat to move took its decision ``a`` back (``v`` one less)."""
        if msg["v"] != self.v - 1:
            log.warning("undo to version %d while at %d: asking for a snapshot", msg["v"], self.v)
            if self.session is not None:
                self.session.sync()
            return
        game = self._game_from(msg["obs"])
        if game is None:
            return
        self.v = msg["v"]
        self.legal = list(msg.get("legal") or [])
        self.undo_notation = msg.get("undoable")
        self.sent_v, self.outbox = None, []
        self.game = game
        name = game.names[msg["seat"]]
        self.events_applied.emit([], [(self.tr("%1 took back a decision").replace("%1", name), msg["a"] or "")])
        if msg["seat"] == self.seat and msg["a"] is not None:
            try:
                self.taken_back.emit(parse_action(msg["a"]))
            except IllegalActionError as exc:
                log.warning("cannot read the decision taken back %r: %s", msg["a"], exc)
        self.state_changed.emit()
        self._next()

    def _over(self, msg: dict[str, Any]) -> None:
        """The end: the complete save replaces the sample (the real hands, for the score sheet)."""
        self.winners = list(msg["winners"])
        self.v = msg["v"]
        save = msg["save"]
        if save is not None:
            try:
                saved = loads(save, "the server's save")
                self.game, self.seats = saved.game, list(saved.seats)
                self.saved = True
            except Exception as exc:  # a save this build cannot read: the last observation stays
                log.warning("the server's save could not be read: %s", exc)
        self.thinking_seat = None
        self.sent_v, self.outbox = None, []
        self.state_changed.emit()
        self.game_over.emit(self.winners)

    def _refused(self, code: str, text: str) -> None:
        """A decision refused (stale, not your turn, illegal): the next snapshot or update says where we are."""
        self.sent_v, self.outbox = None, []
        self.bot_error.emit(self.tr("The table refused that decision (%1).").replace("%1", text))
        if code != "stale" and self.session is not None:
            self.session.sync()
        self.state_changed.emit()

    def _game_from(self, obs: dict[str, Any]) -> Game | None:
        try:
            return game_from_observation(obs, random.Random(self.v))
        except Exception as exc:  # the server's position does not hold together: told once, nothing changed
            log.error("the server sent a position that cannot be read: %r", exc)
            if not self._told:
                self._told = True
                self.problem.emit(self.tr("The server sent a position this app cannot read (%1).")
                                  .replace("%1", type(exc).__name__))
            return None

    # ------------------------------------------------------------ turns
    def _next(self) -> None:
        game = self.game
        if game is None or game.is_over:
            return  # ``over`` (with the save) ends it
        seat = game.current_seat
        if seat is None:
            return
        if seat == self.seat and self.sent_v is None:
            if self.thinking_seat is not None:
                self.bot_thinking.emit(self.thinking_seat, False)
            self.thinking_seat = None
            self.human_to_move.emit(seat)
        elif seat != self.seat:
            self.thinking_seat = seat
            self.bot_thinking.emit(seat, True)

    def shutdown(self) -> None:
        self.stop_bots()
        self.game = None
