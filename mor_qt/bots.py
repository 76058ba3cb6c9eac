"""Bots for the app: creating them and running their search off the GUI thread.

``create_bot`` asks ``ai.make_bot`` (issue 4).  Only when that does not exist
in this build does it fall back to ``FallbackRandomBot`` — a random legal
choice, clearly named, so a missing AI never blocks the app.
"""

from __future__ import annotations

import random
import threading
import time
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from core import Action, Game


class Bot(Protocol):
    def choose(self, game: Game, seat: int, budget: Any = None, cancel: threading.Event | None = None) -> Action: ...

    def close(self) -> None: ...


class FallbackRandomBot:
    """A random legal choice: used only when ``ai.make_bot`` is not available."""

    def __init__(self, name: str, seed: int) -> None:
        self.name = name
        self.rng = random.Random(seed)

    def choose(self, game: Game, seat: int, budget: Any = None, cancel: threading.Event | None = None) -> Action:
        return self.rng.choice(game.legal_actions())

    def close(self) -> None:
        pass


BOT_LEVELS: tuple[tuple[str, str], ...] = (
    ("mcts:easy", "Easy"),
    ("mcts:medium", "Medium"),
    ("mcts:hard", "Hard"),
    ("greedy", "Greedy"),
    ("random", "Random"),
)


def bot_label(name: str) -> str:
    return dict(BOT_LEVELS).get(name, name)


def create_bot(name: str, seed: int) -> Bot:
    try:
        from ai import make_bot  # type: ignore[attr-defined]
    except ImportError:
        return FallbackRandomBot(name, seed)
    return make_bot(name, seed)


def real_bots_available() -> bool:
    try:
        from ai import make_bot  # type: ignore[attr-defined]  # noqa: F401
    except ImportError:
        return False
    return True


class BotRunner(QObject):
    """Runs one ``bot.choose`` at a time in a Python thread.

    ``chosen(ticket, action, seconds)`` is emitted (queued to the GUI thread)
    unless the search was cancelled; ``failed(ticket, message)`` on an error.
    """

    chosen = Signal(int, object, float)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: threading.Thread | None = None
        self._cancel: threading.Event | None = None
        self.ticket = 0

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, bot: Bot, game: Game, seat: int) -> int:
        self.stop()
        self.ticket += 1
        ticket = self.ticket
        cancel = threading.Event()
        self._cancel = cancel
        position = game.clone()

        def work() -> None:
            t0 = time.perf_counter()
            try:
                action = bot.choose(position, seat, None, cancel)
            except Exception as exc:  # a bot error must never take the app down
                if not cancel.is_set():
                    self.failed.emit(ticket, f"{type(exc).__name__}: {exc}")
                return
            if not cancel.is_set():
                self.chosen.emit(ticket, action, time.perf_counter() - t0)

        self._thread = threading.Thread(target=work, name=f"mor-bot-{ticket}", daemon=True)
        self._thread.start()
        return ticket

    def stop(self, timeout: float = 10.0) -> None:
        """Cancel the search under way (if any) and wait for its thread."""
        if self._cancel is not None:
            self._cancel.set()
        if self._thread is not None:
            self._thread.join(timeout)
        self._thread = None
        self._cancel = None
        self.ticket += 1  # a result already queued is now stale
