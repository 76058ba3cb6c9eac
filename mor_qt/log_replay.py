"""The game log of a game opened or resumed, rebuilt in one pass without Qt:
every line first, then the window adds them in one batch (adding
and scrolling to one line at a time froze the window 15.7 s for 710 decisions)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core import Action, Game, ReplayStep, describe_action, describe_events, log_notation, replay, replay_to

LogLine = tuple[str, str]  # (text, notation): notation is "" for what a decision caused
# The log of a game opened shows its last decisions; the analysis window lists them all.
MAX_LOG_DECISIONS = 2_000


def replay_log(
    game: Game, game_at: Callable[[int], Game] | None = None, most: int = MAX_LOG_DECISIONS
) -> tuple[list[LogLine], list[int], str, int, str]:
    """The lines of the log of ``game``'s last ``most`` decisions, the log length
    before each decision of the turn in progress that may still be taken back
    (the window's undo marks), the last decision in words ("" before any), how
    many earlier decisions the log leaves out, and what went wrong ("" when
    nothing did: the game itself loaded, so a log problem never stops it opening).  ``game_at(i)`` (a loaded
    save's) gives the position after i decisions without replaying from the start."""
    lines: list[LogLine] = []
    marks: list[int] = []
    last = ""
    history = game.history()
    skipped = max(0, len(history) - most)
    try:
        # the log's earlier part comes from the save's kept positions when it has them
        start = game_at(skipped) if skipped and game_at is not None else replay_to(game.origin, history[:skipped])
        for step in replay(start, history[skipped:], start_index=skipped, before=describe_action):
            mark = len(lines)
            last = step.before
            lines.append((last, log_notation(step.action)))
            lines.extend((line, "") for line in describe_events(step.game, step.events))
            if step.final:
                marks.clear()
            else:
                marks.append(mark)
    except Exception as exc:  # the game itself loaded: a log problem never stops it opening
        return lines, marks, last, skipped, f"{type(exc).__name__}: {exc}"
    return lines, marks, last, skipped, ""


LogResult = tuple[list[LogLine], list[int], str, int, str]


class LogBuilder:
    """The log of a save written from ``load``'s own replay, so opening a game
    replays it once: ``load(path, observe=log.step, before=log.before)``, then
    ``log.result(len(saved.decisions))``.  ``expected`` is the number of decisions
    (the save's header says); only the last ``most`` are written in words."""

    def __init__(self, expected: int, most: int = MAX_LOG_DECISIONS) -> None:
        self.most = most
        self.skipped = max(0, expected - most)
        self.lines: list[LogLine] = []
        self.marks: list[int] = []
        self.last: Any = ""
        self._asked = 0  # decisions ``before`` was called for

    def before(self, game: Game, action: Action) -> Any:
        """The replay's ``before``: the decision in words, for the decisions the log shows."""
        index = self._asked
        self._asked += 1
        return describe_action(game, action) if index >= self.skipped else None

    def step(self, step: ReplayStep) -> None:
        if step.index < self.skipped:
            return
        mark = len(self.lines)
        self.last = step.before
        self.lines.append((step.before, log_notation(step.action)))
        self.lines.extend((line, "") for line in describe_events(step.game, step.events))
        if step.final:
            self.marks.clear()
        else:
            self.marks.append(mark)

    def result(self, decisions: int) -> LogResult | None:
        """What ``replay_log`` gives, or None when the game has not ``decisions``
        decisions as expected (then ``replay_log`` writes the log)."""
        if self._asked != decisions or self.skipped != max(0, decisions - self.most):
            return None
        return self.lines, self.marks, self.last, self.skipped, ""
