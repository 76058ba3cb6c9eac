"""``mor-arena``'s progress on stderr: on a terminal a one-line bar redrawn in
place (``Progress``); elsewhere (CI logs, a file) a plain line now and then
during a long run (``ProgressLines``), none at all for a short one, so piped
or redirected output stays clean."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

BAR_WIDTH = 30
# off a terminal: a progress line at most this often (and none for a run shorter)
LINE_SECONDS = 30.0
SECONDS_PER_MINUTE = 60.0


def _rate(done: int, elapsed: float) -> float:
    return done / elapsed if elapsed > 0 else 0.0


def _eta(done: int, total: int, elapsed: float) -> float:
    return elapsed / done * (total - done) if done else 0.0


def _noted(note: str) -> str:
    return f"; {note}" if note else ""


def score_note(progress: object, note: str) -> None:
    """Show ``note`` (the result so far: a stopped or crashed run still told
    it) in ``progress``'s next line, if it is one of these reports."""
    if isinstance(progress, (Progress, ProgressLines)):
        progress.note = note


class Progress:
    """A one-line progress bar, redrawn in place; call it with the number of steps done.
    It shows steps done / total, the rate (``unit`` per second) and the time left."""

    def __init__(self, total: int, label: str, stream: Any = None, unit: str = "steps") -> None:
        self.total = total
        self.label = label
        self.unit = unit
        self.stream = stream if stream is not None else sys.stderr
        self.start = time.monotonic()
        self.drawn = False
        self.ended = False
        self.note = ""  # the run's result so far (``score_note``), shown after the time left

    def __call__(self, done: int) -> None:
        fill = int(BAR_WIDTH * done / max(1, self.total))
        elapsed = time.monotonic() - self.start
        self.stream.write(
            f"\r{self.label} [{'#' * fill}{'.' * (BAR_WIDTH - fill)}] {done}/{self.total}"
            f"  {_rate(done, elapsed):.2f} {self.unit}/s, {elapsed:5.0f}s elapsed,"
            f" ~{_eta(done, self.total, elapsed):4.0f}s left{_noted(self.note)}"
        )
        self.drawn = True
        if done >= self.total:
            self.end()
        self.stream.flush()

    def end(self) -> None:
        """Finish the bar's line (when a run stops early, the next output starts on its own line)."""
        if self.drawn and not self.ended:
            self.stream.write("\n")
            self.stream.flush()
        self.ended = True


class ProgressLines:
    """Progress for a stream that is not a terminal: a line ``label: done/total unit,
    rate, ETA`` once ``every`` seconds have passed since the start or the last line,
    and a closing line if any was written (a short run writes nothing).
    ``clock``: monotonic seconds (tests give their own)."""

    def __init__(self, total: int, label: str, stream: Any = None, unit: str = "steps",
                 every: float = LINE_SECONDS, clock: Callable[[], float] = time.monotonic) -> None:
        self.total = total
        self.label = label
        self.unit = unit
        self.stream = stream if stream is not None else sys.stderr
        self.every = every
        self.clock = clock
        self.start = clock()
        self.last = self.start
        self.written = False
        self.ended = False
        self.note = ""  # the run's result so far (``score_note``), at the end of each line

    def __call__(self, done: int) -> None:
        now = self.clock()
        if done >= self.total:
            if self.written:
                self._line(done, now)
            self.ended = True
        elif now - self.last >= self.every:
            self._line(done, now)

    def _line(self, done: int, now: float) -> None:
        elapsed = now - self.start
        text = f"{self.label}: {done}/{self.total} {self.unit}, {_rate(done, elapsed):.2f} {self.unit}/s"
        if done < self.total:
            text += f", ~{_eta(done, self.total, elapsed) / SECONDS_PER_MINUTE:.1f} min left"
        else:
            text += f", done in {elapsed / SECONDS_PER_MINUTE:.1f} min"
        self.stream.write(text + _noted(self.note) + "\n")
        self.stream.flush()
        self.last = now
        self.written = True

    def end(self) -> None:
        """A run stopped early: nothing to finish (every line is whole)."""
        self.ended = True


def is_terminal(stream: Any) -> bool:
    try:
        return bool(stream is not None and stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


def progress_bar(total: int, label: str, stream: Any = None) -> Progress | None:
    """A Progress on ``stream`` (default stderr) if it is a terminal, else None (no bar)."""
    stream = stream if stream is not None else sys.stderr
    return Progress(total, label, stream) if is_terminal(stream) else None


def progress_report(total: int, label: str, stream: Any = None, unit: str = "games") -> Progress | ProgressLines:
    """The progress of a long run on ``stream`` (default stderr): a bar on a terminal,
    else a line every ``LINE_SECONDS``."""
    stream = stream if stream is not None else sys.stderr
    if is_terminal(stream):
        return Progress(total, label, stream, unit)
    return ProgressLines(total, label, stream, unit)
