"""Work-arounds for Qt binding bugs (kept apart so they are easy to drop)."""

from __future__ import annotations

import sys

PROBES = 64  # QFont.setBold calls that tell a leaking build

_done = False


def guard_none_leak(app: object) -> bool:
    """PySide6 6.12.0 on Python 3.11 drops a reference to None on every call of a
    void Qt method (and to True/False from some overrides), which aborts the app
    after a few thousand paints.  Detect it and keep their counts topped up
    (PySide6 < 6.12 does not need this)."""
    global _done
    if _done or sys.version_info >= (3, 12):  # None is immortal from 3.12 on
        return False
    _done = True
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QFont

    probe = QFont()
    before = sys.getrefcount(None)
    for _ in range(PROBES):
        probe.setBold(True)
    if before - sys.getrefcount(None) < PROBES // 2:  # most calls lost a reference: the leak
        return False
    print("mor: this PySide6 build leaks references to None; working around it (install PySide6 < 6.12)",
          file=sys.stderr)
    import ctypes

    # CPython < 3.12: ob_refcnt is the object's first field.  Raising it (never
    # lowering it) keeps None alive; nothing owns the extra count, so nothing
    # gives it back at exit either.
    counts = [ctypes.c_ssize_t.from_address(id(obj)) for obj in (None, True, False)]

    def top_up() -> None:
        for count in counts:
            if count.value < 2**40:
                count.value += 2**41

    top_up()
    timer = QTimer(app)  # type: ignore[arg-type]
    timer.timeout.connect(top_up)
    timer.start(1000)
    app._none_guard = timer  # type: ignore[attr-defined]
    return True
