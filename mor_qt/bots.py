"""Bots for the app: creating them and running their search off the GUI thread.

``create_bot`` is ``ai.make_bot``.  ``BotRunner`` runs one decision at a
time off the GUI thread (``mor_qt.background``; the search itself runs in
the bot's worker processes) and reports, besides the decision, any failure of the search
machinery it met, and a decision the bot played without its search
(``search_failed``), so the app can tell the user.
"""

from __future__ import annotations

import logging
import threading
import time

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ai import Bot, SearchPool, make_bot
from core import QT_TRANSLATE_NOOP, Action, Game

from .background import JOIN_TIMEOUT_S, JobClient

log = logging.getLogger(__name__)


# (name, English label): bot_label() gives the label in the app's language.
BOT_LEVELS: tuple[tuple[str, str], ...] = (
    ("mcts:easy", QT_TRANSLATE_NOOP("Bots", "Easy")),
    ("mcts:medium", QT_TRANSLATE_NOOP("Bots", "Medium")),
    ("mcts:hard", QT_TRANSLATE_NOOP("Bots", "Hard")),
    # 1.5 s a turn on both cores (two worker processes, root-parallel: ai.budget.LEVELS),
    # however many iterations that buys; the levels below stop at their LEVEL_ITERATIONS
    ("mcts:expert", QT_TRANSLATE_NOOP("Bots", "Expert")),
    ("greedy", QT_TRANSLATE_NOOP("Bots", "Greedy")),
    ("random", QT_TRANSLATE_NOOP("Bots", "Random")),
)


# name -> what a newcomer should know about the level, in English: the seat
# menus show it as the item's tooltip (bot_description()).  Measured
# strengths: docs/benchmarks.md, "Ladder".
BOT_DESCRIPTIONS: dict[str, str] = {
    "mcts:easy": QT_TRANSLATE_NOOP("Bots", "Thinks briefly and often plays a looser move: a gentle opponent."),
    "mcts:medium": QT_TRANSLATE_NOOP("Bots", "Searches a little and now and then plays a looser move."),
    "mcts:hard": QT_TRANSLATE_NOOP("Bots", "Searches longer and always plays the best move it finds."),
    "mcts:expert": QT_TRANSLATE_NOOP("Bots", "Searches longest, on two cores: the faster the computer, the stronger."),
    "greedy": QT_TRANSLATE_NOOP("Bots", "Takes the move that looks best right now, without searching ahead."),
    "random": QT_TRANSLATE_NOOP("Bots", "Plays any legal move at random."),
}


def bot_label(name: str) -> str:
    """A bot level's label in the app's language ("Easy", "Facile")."""
    label = dict(BOT_LEVELS).get(name)
    return QCoreApplication.translate("Bots", label) if label else name


def bot_seat_label(name: str) -> str:
    """A seat played by the level ``name``, as the seat menus list it ("Bot: Hard"): one wording everywhere."""
    return QCoreApplication.translate("Bots", "Bot: %1").replace("%1", bot_label(name))


def bot_description(name: str) -> str:
    """What the level ``name`` plays like, in the app's language ("" for an unknown name)."""
    text = BOT_DESCRIPTIONS.get(name)
    return QCoreApplication.translate("Bots", text) if text else ""


def create_bot(name: str, seed: int, pool: SearchPool | None = None) -> Bot:
    """The bot ``name``; its search runs in ``pool`` (the table's, shared by its bots), else in its own."""
    return make_bot(name, seed, pool=pool)


def search_failure(bot: Bot) -> str | None:
    """What went wrong with ``bot``'s last search machinery, if anything
    (only search bots have one: ``Bot.last_outcome``)."""
    outcome = bot.last_outcome
    if outcome is None:
        return None
    if outcome.failures:
        return str(outcome.failures[-1])
    return None


def played_without_search(bot: Bot) -> str | None:
    """Why ``bot``'s last decision was played simply instead of by its search
    (a search that failed or found nothing), or None: it searched, or had
    nothing to search (a forced decision, a policy's, a bot without search)."""
    outcome = getattr(bot, "last_outcome", None)
    if outcome is None or outcome.ok:
        return None
    return str(outcome.reason or outcome.status.value)


class BotRunner(JobClient):
    """Runs one ``bot.choose`` at a time off the GUI thread (a ``JobRunner``).

    ``chosen(ticket, action, seconds)`` is emitted (on the GUI thread)
    unless the search was cancelled or its ticket is stale; ``failed(ticket,
    message)`` when the bot raised; ``search_failed(seat, failure, simply)``
    when its search machinery failed (``failure``: a worker died, hung or
    could not start) or the decision was played without search
    (``simply``: why the seat played below its level); either is "" when it
    did not happen.  A cancelled search reports nothing.
    """

    chosen = Signal(int, object, float)
    failed = Signal(int, str)
    search_failed = Signal(int, str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__("mor-bot", parent, log)
        self._job.finished.connect(self._chosen)
        self._job.failed.connect(self.failed)

    def start(self, bot: Bot, game: Game, seat: int) -> int:
        position = game.clone()

        def work(cancel: threading.Event) -> tuple[Action, float]:
            t0 = time.perf_counter()
            action = bot.choose(position, seat, None, cancel)
            if not cancel.is_set():
                failure = search_failure(bot) or ""
                simply = played_without_search(bot) or ""
                if failure or simply:
                    self.search_failed.emit(seat, failure, simply)
            return action, time.perf_counter() - t0

        return self._job.start(work, f"the bot of seat {seat + 1}")

    def _chosen(self, ticket: int, result: tuple[Action, float]) -> None:
        action, seconds = result
        self.chosen.emit(ticket, action, seconds)

    def stop(self, timeout: float = JOIN_TIMEOUT_S) -> None:
        """Cancel the search under way (if any) and wait for its thread."""
        self._job.stop(timeout)
