"""The play of a room (net/room.py): decisions checked and applied (``act``, ``undo``) and told to
every connection, and the bots and away seats that move by themselves (``tick``, ``bot_turn``,
``bot_move``, skipped seats)."""

from __future__ import annotations

from typing import Any

from core import Action, EngineError, Event, IllegalActionError, parse_action

from .limits import RateWindow
from .protocol import ErrorCode, ServerType
from .room_state import AwayPolicy, BotTurn, ConnId, Reply, RoomState, SeatKind, log
from .views import action_view, event_view, observation_view


class RoomPlay(RoomState):
    """A room's game: the seat to move decides or takes back, bots and stand-ins move."""

    # ------------------------------------------------------------ decisions
    def _check_mover(self, conn: ConnId, v: int, now: float) -> Reply | None:
        """Why ``conn`` may not decide now at version ``v`` (a refusal), or None: it may."""
        lim = self.limits
        if self._acts.setdefault(conn, RateWindow(lim.act_window_s)).add(now) > lim.act_per_window:
            return self._refuse(conn, ErrorCode.RATE_LIMITED, "too many decisions", close=True)
        seat = self._conn_seat.get(conn)
        game = self.game
        if seat is None:
            return self._refuse(conn, ErrorCode.NOT_JOINED, "a spectator cannot act")
        if game is None:
            return self._refuse(conn, ErrorCode.NOT_STARTED, "the game has not started")
        if game.is_over:
            return self._refuse(conn, ErrorCode.GAME_OVER, "the game is over")
        if game.to_move != seat:
            return self._refuse(conn, ErrorCode.NOT_YOUR_TURN, "another seat is to move")
        if v != self.v:
            reply = self._refuse(conn, ErrorCode.STALE, f"the game is at version {self.v}")
            reply.send.append((conn, self.snapshot(seat)))
            return reply
        return None

    def _act(self, conn: ConnId, msg: dict[str, Any], now: float) -> Reply:
        refused = self._check_mover(conn, msg["v"], now)
        if refused is not None:
            return refused
        problem = self._illegal(msg["a"])
        if problem:
            return self._refuse(conn, ErrorCode.ILLEGAL, problem)
        return self._apply(msg["a"])

    def _undo(self, conn: ConnId, msg: dict[str, Any], now: float) -> Reply:
        """The seat to move takes back its last decision, within the rules (core's undo record)."""
        refused = self._check_mover(conn, msg["v"], now)
        if refused is not None:
            return refused
        game = self.game
        assert game is not None
        if not game.can_undo():
            return self._refuse(conn, ErrorCode.ILLEGAL, f"cannot undo: {game.why_no_undo()}")
        actor = game.to_move
        try:
            action = game.undo()
        except IllegalActionError as exc:
            return self._refuse(conn, ErrorCode.ILLEGAL, str(exc))
        self.v -= 1
        self.changes += 1
        return Reply(self._to_all(lambda viewer: self._update(viewer, actor, action, [], undo=True)), changed=True)

    def _update(
        self, viewer: int, actor: int, action: Action, events: list[Event], undo: bool = False
    ) -> dict[str, Any]:
        """``update`` for ``viewer``: ``actor``'s decision (taken back, with ``undo``) and the position after."""
        game = self.game
        assert game is not None
        msg: dict[str, Any] = {
            "t": ServerType.UPDATE.value, "v": self.v, "seat": actor, "a": action_view(action, actor, viewer),
            "events": [event_view(e, viewer) for e in events], "obs": observation_view(game, viewer),
        }
        if undo:
            msg["undo"] = True
        self._add_legal(msg, viewer)
        return msg

    def _illegal(self, text: str) -> str:
        game = self.game
        assert game is not None
        try:
            action = parse_action(text)
        except IllegalActionError:  # NotationError included
            return "not a decision in the engine's notation"
        if action not in game.legal_actions():
            return "not a legal decision now"
        return ""

    def _apply(self, text: str, chain: bool = True) -> Reply:
        """Apply a legal decision and tell everyone; ``chain``: then let skipped seats move."""
        game = self.game
        assert game is not None
        actor = game.to_move
        action = parse_action(text)
        try:
            events = game.apply(action)
        except (IllegalActionError, EngineError) as exc:
            # the decision's kind only: its cards may be a seat's hidden leaders
            log.error("room %s: the engine refused a legal '%s' decision (%s)", self.code[:4], _kind(text),
                      type(exc).__name__)
            return Reply()
        self.v += 1
        self.changes += 1
        reply = Reply(self._to_all(lambda viewer: self._update(viewer, actor, action, events)), changed=True)
        if game.is_over:
            over = self.over_message()
            reply.send += [(c, over) for c in self.connections()]
            for s in self.seats:
                s.away_since, s.stand_in = None, False
            log.info("room %s: game over after %d decisions", self.code[:4], self.v)
            return reply
        return reply.extend(self._auto_skip()) if chain else reply

    # ------------------------------------------------------------ bots and away seats
    def tick(self, now: float) -> Reply:
        """Away seats past the grace get their stand-in."""
        if not self.started or self.over or self.settings.away == AwayPolicy.WAIT:
            return Reply()
        changed = False
        for s in self.seats:
            if s.away_since is not None and not s.stand_in and now - s.away_since >= self.settings.grace_s:
                s.stand_in = True
                changed = True
        if not changed:
            return Reply()
        return self._presence_reply().extend(self._auto_skip())

    def bot_turn(self) -> BotTurn | None:
        """The bot to move (a bot seat, or a stand-in bot for an away seat), or None."""
        game = self.game
        if game is None or game.is_over:
            return None
        s = self.seats[game.to_move]
        if s.kind == SeatKind.BOT and s.bot is not None:
            return BotTurn(game.to_move, s.bot, self.v, self.changes)
        if s.stand_in and self.settings.away == AwayPolicy.BOT:
            return BotTurn(game.to_move, self.settings.away_bot, self.v, self.changes)
        return None

    def bot_move(self, turn: BotTurn, text: str, now: float) -> Reply:
        """A bot's decision for ``turn``; dropped when the table moved on meanwhile."""
        if self.bot_turn() != turn:
            return Reply()
        problem = self._illegal(text)
        if problem:
            game = self.game
            assert game is not None
            log.error("room %s: bot %s chose an illegal '%s' decision; it plays the first legal decision",
                      self.code[:4], turn.bot, _kind(text))
            text = str(game.legal_actions()[0])
        return self._apply(text)

    def _auto_skip(self) -> Reply:
        """Skipped away seats end their turns at once."""
        reply = Reply()
        game = self.game
        while game is not None and not game.is_over and self.settings.away == AwayPolicy.SKIP:
            s = self.seats[game.to_move]
            if not s.stand_in:
                break
            legal = game.legal_actions()
            end = [a for a in legal if str(a) == "end"]
            before = self.v
            reply.extend(self._apply(str((end or legal)[0]), chain=False))
            if self.v == before:  # the engine refused (logged): leave the seat to its human
                break
        return reply


def _kind(text: str) -> str:
    """A decision's first word (``keep``, ``market``…): what a log may say of it, never its cards."""
    return text.split(maxsplit=1)[0][:16] if text.strip() else "?"
