"""``mor-arena``'s progress bar: drawn on stderr only when stderr is a terminal,
so piped or redirected output (CI logs, ``--json`` into a file) stays clean."""

from __future__ import annotations

import sys
import time
from typing import Any

BAR_WIDTH = 30


class Progress:
    """A one-line progress bar, redrawn in place; call it with the number of steps done."""

    def __init__(self, total: int, label: str, stream: Any = None) -> None:
        self.total = total
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.start = time.monotonic()
        self.drawn = False
        self.ended = False

    def __call__(self, done: int) -> None:
        fill = int(BAR_WIDTH * done / max(1, self.total))
        elapsed = time.monotonic() - self.start
        eta = elapsed / done * (self.total - done) if done else 0.0
        self.stream.write(
            f"\r{self.label} [{'#' * fill}{'.' * (BAR_WIDTH - fill)}] {done}/{self.total}"
            f"  {elapsed:5.0f}s elapsed, ~{eta:4.0f}s left"
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


def is_terminal(stream: Any) -> bool:
    try:
        return bool(stream is not None and stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


def progress_bar(total: int, label: str, stream: Any = None) -> Progress | None:
    """A Progress on ``stream`` (default stderr) if it is a terminal, else None (no bar)."""
    stream = stream if stream is not None else sys.stderr
    return Progress(total, label, stream) if is_terminal(stream) else None
