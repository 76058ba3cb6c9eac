"""The game controller: owns the Game, applies decisions, runs the bots and
tells the views what happened (docs/architecture.md, "The app")."""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal

from ai import FailureKind, SearchPool, failure_kind
from core import (
    Action,
    EngineError,
    Event,
    Game,
    IllegalActionError,
    Seat,
    describe_action,
    describe_events,
    log_notation,
    parse_action,
)

from .autosaver import Autosaver
from .bots import Bot, BotRunner, create_bot
from .decision_names import short_name
from .settings import DEFAULT_BOT as DEFAULT_BOT  # a seat's level when it names none; imported from here too

log = logging.getLogger(__name__)

# minimum time a bot's move stays on screen; a level that thinks no longer
# (easy, medium, hard: ai.budget.LEVELS) costs the player no waiting
BOT_PACE_MS = 700


def copy_seats(seats: Sequence[Seat]) -> list[Seat]:
    """Independent copies of ``seats`` (a save's, or the table's for a save)."""
    return [replace(seat, settings=dict(seat.settings)) for seat in seats]


class GameController(QObject):
    """Owns the game.  Views listen to the signals and send decisions back
    through ``apply`` / ``apply_sequence``; bots move by themselves."""

    state_changed = Signal()
    events_applied = Signal(object, object)  # events, log lines [(text, notation)]
    human_to_move = Signal(int)
    bot_thinking = Signal(int, bool)
    game_over = Signal(object)  # winners
    bot_error = Signal(str)
    taken_back = Signal(object)  # the decision undone (Edit › Undo)
    autosave_failed = Signal(str)  # told once per game
    # the bots' search failed (a worker died, hung or could not start) or a bot
    # played a decision without it: the message for the user, emitted once per
    # controller (the log has each one)
    search_failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.seats: list[Seat] = []
        self.seed = 0
        self.bots: dict[int, Bot] = {}
        # the search worker processes this table's bots share (one bot searches at a time):
        # as many as the most demanding level needs (expert: two), made with the game's bots
        self.pool: SearchPool | None = None
        self.pace_ms = BOT_PACE_MS  # 0 = instant
        self.autosave_enabled = True
        self.runner = BotRunner(self)
        self.runner.chosen.connect(self._bot_chosen)
        self.runner.failed.connect(self._bot_failed)
        self.runner.search_failed.connect(self._search_failed)
        self.search_failure_told = False  # told once: the search machinery failed
        self.below_level_told = False  # told once: a seat played below its level
        self._pending: tuple[int, Action] | None = None
        self._apply_timer = QTimer(self)
        self._apply_timer.setSingleShot(True)
        self._apply_timer.timeout.connect(self._apply_pending)
        self._think_started = 0.0
        self.thinking_seat: int | None = None
        self.paused = False
        self.autosaver = Autosaver(self.autosave_failed.emit)
        self.autosave_failed.connect(self._autosave_problem)
        self._autosave_told = False

    # ---------------------------------------------------------------- setup
    def new_game(self, seats: list[Seat], seed: int, first_seat: int | None = None) -> None:
        game = Game.new([s.name for s in seats], seed, first_seat)
        self.set_game(game, seats, seed)

    def set_game(self, game: Game, seats: list[Seat], seed: int | None = None) -> None:
        """Show ``game`` (new or loaded) and let whoever is to move play."""
        self.stop_bots()
        self.game = game
        self.seats = list(seats)
        self.seed = seed if seed is not None else int(game.origin.get("seed", 0) or 0)
        self._autosave_told = False
        for i, seat in enumerate(self.seats):
            if seat.is_bot:
                self.bots[i] = self._make_bot(i)
        self.state_changed.emit()
        self._next()

    def _make_bot(self, seat: int) -> Bot:
        name = self.seats[seat].bot or DEFAULT_BOT
        if self.pool is None:
            self.pool = SearchPool(0)  # no process until a searching bot asks for its workers
        try:
            return create_bot(name, self.seed * 31 + seat, self.pool)
        except ValueError as exc:  # e.g. a save naming a bot this build does not know
            self.bot_error.emit(self.tr("%1: unknown bot (%2); it plays as %3 instead")
                                 .replace("%1", self.seats[seat].name).replace("%2", str(exc))
                                 .replace("%3", DEFAULT_BOT))
            self.seats[seat].bot = DEFAULT_BOT
            return create_bot(DEFAULT_BOT, self.seed * 31 + seat, self.pool)

    def stop_bots(self) -> None:
        """Cancel any search, drop a pending bot move, close the bots."""
        self._apply_timer.stop()
        self._pending = None
        self.runner.stop()
        if self.thinking_seat is not None:
            seat = self.thinking_seat
            self.thinking_seat = None
            self.bot_thinking.emit(seat, False)
        for seat, bot in self.bots.items():
            try:
                bot.close()
            except Exception:  # logged; the other bots are closed all the same
                log.exception("closing the bot of seat %d failed", seat + 1)
        self.bots = {}
        if self.pool is not None:  # the bots are gone: so are their workers
            self.pool.close()
            self.pool = None

    def shutdown(self) -> None:
        self.stop_bots()
        self.autosaver.flush()
        self.game = None

    # -------------------------------------------------------------- queries
    def seat_to_move(self) -> int | None:
        return None if self.game is None else self.game.current_seat

    def is_human_turn(self) -> bool:
        seat = self.seat_to_move()
        return seat is not None and not self.seats[seat].is_bot

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    # ------------------------------------------------------------ undo/redo
    def _human_may_change(self) -> bool:
        return (
            self.game is not None
            and self.is_human_turn()
            and self.thinking_seat is None
            and self._pending is None
        )

    def can_undo(self) -> bool:
        """Undo is offered: a human to move may take back a decision of this turn."""
        return self._human_may_change() and self.game is not None and self.game.can_undo()

    def can_redo(self) -> bool:
        return self._human_may_change() and self.game is not None and self.game.can_redo()

    def undo_text(self) -> str:
        """What Edit › Undo takes back, in a few words ("" when nothing)."""
        act = self.game.undo_action() if self.can_undo() and self.game is not None else None
        return "" if act is None else short_name(act)

    def redo_text(self) -> str:
        act = self.game.redo_action() if self.can_redo() and self.game is not None else None
        return "" if act is None else short_name(act)

    def undo(self) -> bool:
        """Take back the human's last decision of this turn (False when not allowed)."""
        if not self.can_undo() or self.game is None:
            return False
        try:
            action = self.game.undo()
        except IllegalActionError:
            return False
        self.taken_back.emit(action)
        self._maybe_autosave([])
        self.state_changed.emit()
        self._next()
        return True

    def redo(self) -> bool:
        """Make again the decision last taken back (False when there is none)."""
        game = self.game
        if game is None or not self.can_redo():
            return False
        act = game.redo_action()
        assert act is not None
        line = (describe_action(game, act), log_notation(act))
        try:
            _act, events = game.redo_with_events()
        except IllegalActionError:
            return False
        lines = [line] + [(text, "") for text in describe_events(game, events)]
        self.events_applied.emit(events, lines)
        self._maybe_autosave(events)
        self.state_changed.emit()
        self._next()
        return True

    # -------------------------------------------------------------- playing
    def apply(self, action: Action | str) -> bool:
        """A human's decision.  Illegal ones (or a bot's turn) change nothing."""
        if self.game is None or not self.is_human_turn():
            return False
        return self._apply(action)

    def apply_sequence(self, actions: list[Action]) -> bool:
        """Several decisions at once (a production): all legal or none applied."""
        if self.game is None or not self.is_human_turn() or not actions:
            return False
        trial = self.game.clone()
        try:
            for act in actions:
                trial.apply(act)
        except (IllegalActionError, EngineError):
            return False
        for act in actions:
            self._apply(act, advance=act is actions[-1])
        return True

    def _apply(self, action: Action | str, advance: bool = True) -> bool:
        """Hand one decision to the engine, the one judge of its legality: an illegal
        one (or text that is no decision) is refused there, the game untouched and
        the log says why; the caller tells the user when it is the user's business."""
        game = self.game
        assert game is not None
        before = game.clone()  # the decision is described as the game was when it was taken
        try:
            act = parse_action(action) if isinstance(action, str) else action
            events = game.apply(act)
        except IllegalActionError as exc:  # NotationError included: the game is as before
            log.info("decision %s refused: %s", action, exc)
            return False
        except EngineError as exc:  # apply is all or nothing: the game is as before; say it, save nothing
            log.error("the rules engine failed: %s", exc)
            self.bot_error.emit(self.tr("The rules engine failed on %1; the game is unchanged (%2).")
                                 .replace("%1", str(action)).replace("%2", repr(exc.__cause__)))
            return False
        lines = [(describe_action(before, act), log_notation(act))]
        lines += [(text, "") for text in describe_events(game, events)]
        self.events_applied.emit(events, lines)
        self._maybe_autosave(events)
        if advance:
            self.state_changed.emit()
            self._next()
        return True

    def _next(self) -> None:
        game = self.game
        if game is None:
            return
        if game.is_over:
            self.stop_bots()
            if self.autosave_enabled:
                self.autosaver.clear()
            self.game_over.emit(game.winners())
            return
        seat = game.current_seat
        assert seat is not None
        if self.seats[seat].is_bot:
            if not self.paused:
                self._start_bot(seat)
        else:
            self.human_to_move.emit(seat)

    def step_bot(self) -> bool:
        """While paused: let the bot to move make one decision (False when it cannot now)."""
        game = self.game
        if not self.paused or game is None or game.is_over or self.runner.busy or self._pending is not None:
            return False
        seat = game.current_seat
        if seat is None or not self.seats[seat].is_bot:
            return False
        self._start_bot(seat)
        return True

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if not paused and self.game is not None and not self.runner.busy and self._pending is None:
            self._next()

    def _start_bot(self, seat: int) -> None:
        assert self.game is not None
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = self._make_bot(seat)
        self.thinking_seat = seat
        self._think_started = time.perf_counter()
        self.bot_thinking.emit(seat, True)
        self.runner.start(bot, self.game, seat)

    def _bot_chosen(self, ticket: int, action: Action, seconds: float) -> None:
        if ticket != self.runner.ticket or self.game is None or self.thinking_seat is None:
            return
        seat = self.thinking_seat
        self._pending = (seat, action)
        wait = self.pace_ms - (time.perf_counter() - self._think_started) * 1000
        self._apply_timer.start(int(max(0, wait)))

    def _apply_pending(self) -> None:
        if self._pending is None or self.game is None:
            return
        seat, action = self._pending
        self._pending = None
        self.thinking_seat = None
        self.bot_thinking.emit(seat, False)
        if self.game.current_seat != seat or not self._apply(action):
            self.bot_error.emit(self.tr("%1 chose an illegal move (%2); a random one is played.")
                                 .replace("%1", self.seats[seat].name).replace("%2", str(action)))
            import random

            self._apply(random.choice(self.game.legal_actions()))

    def _bot_failed(self, ticket: int, message: str) -> None:
        if ticket != self.runner.ticket or self.game is None or self.thinking_seat is None:
            return
        seat = self.thinking_seat
        self.bot_error.emit(self.tr("The bot of %1 failed (%2); a random move is played.")
                             .replace("%1", self.seats[seat].name).replace("%2", message))
        import random

        self._pending = (seat, random.choice(self.game.legal_actions()))
        self._apply_timer.start(0)

    def _search_failed(self, seat: int, failure: str, simply: str) -> None:
        """Tell the user once that the search machinery failed (what happened to it), and once
        that a seat played below its level; the log has every one."""
        name = self.seats[seat].name if 0 <= seat < len(self.seats) else str(seat + 1)
        if failure:
            log.warning("the search of %s's bot failed: %s", name, failure)
        if simply:
            log.warning("%s's bot played a decision without search: %s", name, simply)
        parts: list[str] = []
        kind = failure_kind(failure or simply)
        if failure and not self.search_failure_told:
            self.search_failure_told = True
            parts.append(self._failure_text(kind).format(reason=failure))
        if simply and not self.below_level_told:
            self.below_level_told = True
            if kind is not FailureKind.OFF:  # that message already says the bots play simply
                parts.append(self.tr("{name} played a decision below its level, without searching.")
                             .format(name=name))
        if parts:
            self.search_failed.emit(" ".join(parts))

    def _failure_text(self, kind: FailureKind) -> str:
        """What the user is told about a search failure of ``kind`` ({reason}: the failure)."""
        if kind is FailureKind.STOPPED:
            return self.tr("The search process of the computer opponents stopped: {reason}. "
                           "A new one was started.")
        if kind is FailureKind.NOT_STARTED:
            return self.tr("The computer opponents could not start their search: {reason}. "
                           "It is being started again.")
        if kind is FailureKind.OFF:
            return self.tr("The computer opponents cannot search any more ({reason}): "
                           "they play simply for the rest of this session.")
        return self.tr("The search of the computer opponents failed: {reason}.")

    # ------------------------------------------------------------ autosave
    def _maybe_autosave(self, events: list[Event]) -> None:
        """After every decision (and every undo): a crash loses nothing a player did."""
        if self.autosave_enabled:
            self.autosave_now(wait=False)

    def autosave_now(self, wait: bool = True) -> None:
        """Autosave the game in progress (written by the writer thread; ``wait``
        for the file).  Does nothing when autosave is off (tools, screenshots)."""
        if not self.autosave_enabled or self.game is None or self.game.is_over:
            return
        self.autosaver.save(self.game.clone(), copy_seats(self.seats))
        if wait:
            self.autosaver.flush()

    def _autosave_problem(self, message: str) -> None:
        if not self._autosave_told:
            self._autosave_told = True
            self.bot_error.emit(self.tr("Autosave failed: %1").replace("%1", message))
