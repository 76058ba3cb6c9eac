"""``ServerLimits``: every cap the server and its rooms enforce, in one table
(defaults listed in docs/server.md); ``RateWindow``, a sliding-window counter, and
``ActPacer``, which keeps a client within the decision limit."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from core import MAX_PLAYERS

KIB = 1024
PACE_MARGIN_S = 0.01  # a client waits this much longer than the window strictly needs


@dataclass(frozen=True)
class ServerLimits:
    """The server's limits: a breach gets ``error {code}`` and the connection is closed."""

    max_frame_bytes: int = 64 * KIB  # a frame from a client, msgpack map included
    hello_timeout_s: float = 10.0  # ``hello`` (or ``create``) within this of connecting
    ping_interval_s: float = 5.0  # the server pings every connection this often
    silent_timeout_s: float = 15.0  # a connection silent this long is dead
    act_per_window: int = 20  # ``act`` messages per connection per window
    act_window_s: float = 10.0
    chat_per_window: int = 10  # chat messages per connection per window
    chat_chars_per_window: int = 1000  # chat characters per connection per window
    chat_window_s: float = 10.0
    chat_max_chars: int = 500  # one chat message
    misc_per_window: int = 40  # every other message (sync, ready, ping, pong, hello again…) per connection
    misc_window_s: float = 10.0
    name_max_chars: int = 40  # a player's name
    max_conns_per_address: int = 4
    max_connections: int = 512  # connections to one server
    max_rooms: int = 256  # rooms one server hosts
    # rooms created from one address that the server still hosts (a game left
    # waiting stays for ever: one address must not fill the server)
    max_rooms_per_address: int = 16
    min_seats: int = 2
    max_seats: int = MAX_PLAYERS
    max_spectators: int = 8  # per room
    wrong_codes_per_window: int = 10  # hellos naming no room, per address
    wrong_code_window_s: float = 60.0
    away_grace_s: float = 90.0  # default grace before an away seat's policy applies
    max_grace_s: float = 3600.0
    idle_lobby_s: float = 3600.0  # a room not started and left without a connection is forgotten after this
    # a game in progress that nobody has been connected to, and that has not
    # moved, for this long is put away (``abandoned/`` in the data folder):
    # its players had two weeks to come back
    abandoned_game_s: float = 14 * 86400.0
    # A server-side bot thinks no longer than the app's expert (1.5 s a turn)
    # and, with an iteration budget, at most this many iterations a turn: every
    # room's bots share the worker processes, so one ``create`` must not hold them
    max_bot_seconds: float = 1.5
    max_bot_iterations: int = 2400


DEFAULT_LIMITS = ServerLimits()


class RateWindow:
    """How much happened in the last ``window`` seconds (a sliding window)."""

    def __init__(self, window: float) -> None:
        self.window = window
        self._events: deque[tuple[float, int]] = deque()
        self.total = 0

    def add(self, now: float, amount: int = 1) -> int:
        """Count ``amount`` at ``now``; return the total within the window, this one included."""
        self.current(now)
        self._events.append((now, amount))
        self.total += amount
        return self.total

    def current(self, now: float) -> int:
        """The total within the window ending at ``now``."""
        cutoff = now - self.window
        events = self._events
        while events and events[0][0] <= cutoff:
            self.total -= events.popleft()[1]
        return self.total


class ActPacer:
    """A client's side of the decision limit: waits before a decision that would make more
    than ``per`` in any ``window`` seconds as the server counts them.

    The server counts a decision when it reads it, which may be long after it was sent
    (a busy server, a slow network).  Each decision is therefore timed by when its reply
    came back (the server had counted it by then); only a decision still unanswered is
    timed by when it was sent.  Over a connection that delivers in order, the server then
    never sees more than ``per`` decisions in a window, whatever the delays."""

    def __init__(self, per: int, window: float, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self.per = per
        self.window = window
        self._clock = clock
        self._sleep = sleep
        self._times: deque[float] = deque()  # one per decision, oldest first
        self._unanswered = 0  # the newest decisions still waiting for their reply

    def before_act(self) -> None:
        """Wait if this decision would be one too many, then count it as sent now."""
        times = self._times
        now = self._clock()
        self._forget_before(now - self.window)
        if len(times) >= self.per:
            self._sleep(max(0.0, times[0] + self.window - now) + PACE_MARGIN_S)
            self._forget_before(self._clock() - self.window)
            while len(times) >= self.per:  # a clock that did not move: never wait twice
                self._drop_oldest()
        times.append(self._clock())
        self._unanswered += 1

    def answered(self) -> None:
        """The server replied to the oldest unanswered decision (an update or a refusal)."""
        if self._unanswered:
            self._times[len(self._times) - self._unanswered] = self._clock()
            self._unanswered -= 1

    def reset(self) -> None:
        """A new connection: the server counts afresh."""
        self._times.clear()
        self._unanswered = 0

    def _forget_before(self, cutoff: float) -> None:
        while self._times and self._times[0] <= cutoff:
            self._drop_oldest()

    def _drop_oldest(self) -> None:
        self._times.popleft()
        self._unanswered = min(self._unanswered, len(self._times))
