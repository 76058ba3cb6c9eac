"""GUI responsiveness while a hard bot searches (``mor-arena bench ui``).

A ~60 Hz timer (every ``PERIOD_MS``) runs in the real window while two
``mcts:hard`` bots play each other (moves applied instantly, so a search is
always under way); each tick's lateness is the time since the previous tick
minus the timer's own period, signed (a tick a little early counts as
negative), so the percentiles are true ones.  Prints ``p50_ms``, ``p99_ms``,
``max_ms`` (and ``startup_ms``: from start to a shown window with a game).

Lateness in wall-clock time depends on how busy the machine is, so the
benchmark also measures the GUI thread's own work (``busy_meter``), which
hardly does: ``gui_busy_ms_per_decision`` (the GUI thread's CPU time over
the run divided by the bot decisions shown), ``gui_slice_p99_ms`` and
``gui_slice_max_ms`` (the GUI thread's CPU time between two waits of its
event loop: a slice longer than the timer's period makes a tick late even
on an idle machine), and ``load_avg`` (the 1-minute load average at the start
and at the end: compare figures taken at similar loads).
With ``--autosave`` every decision is autosaved as in play (into a temporary
folder, never the user's): ``autosaves`` counts the files written.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .window import MainWindow

# The timer's period: Qt timers take whole milliseconds, so lateness is
# measured against exactly this (not 1000/60, which would make every tick
# look 0.67 ms early).
PERIOD_MS = 16


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))]


def bench_main_window(autosave: bool) -> tuple[Any, MainWindow]:
    """The application and a shown 1600x1000 main window, its fonts loaded, for a benchmark to drive."""
    from . import art
    from .application import application
    from .window import MainWindow

    app = application()
    art.load_fonts()
    win = MainWindow()
    win.ctl.autosave_enabled = autosave
    win.resize(1600, 1000)
    win.show()
    return app, win


def print_result(result: Mapping[str, Any], as_json: bool, key_width: int = 0) -> None:
    """A benchmark's flat result: one JSON object, or a ``key: value`` line each (keys right-aligned
    to ``key_width``)."""
    if as_json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>{key_width}}: {value}")


def _load_average() -> float:
    """The 1-minute load average (0.0 where the system does not say)."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return 0.0


def run(seconds: float = 10.0, bots: str = "mcts:hard", autosave: bool = False) -> dict[str, object]:
    t_start = time.perf_counter()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # A benchmark never touches the user's data or settings, autosave or not.
    import tempfile

    scratch = tempfile.mkdtemp(prefix="mor-bench-ui-")
    os.environ["MOR_DATA_DIR"] = os.path.join(scratch, "data")
    os.environ["MOR_SETTINGS_DIR"] = os.path.join(scratch, "settings")
    from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer

    from core import Seat

    from .busy_meter import BusyMeter
    from .dialogs import GameConfig

    app, win = bench_main_window(autosave)
    win.ctl.pace_ms = 0
    win.start_game(GameConfig([Seat("A", "bot", bots), Seat("B", "bot", bots)], 1, 0))
    app.processEvents()
    startup_ms = (time.perf_counter() - t_start) * 1000
    load_start = _load_average()
    meter = BusyMeter()
    detach = meter.attach()
    decisions_before = len(win.ctl.game.history()) if win.ctl.game else 0
    meter.start()
    lateness: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    state = {"last": -1.0}

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        if state["last"] >= 0.0:
            lateness.append(now - state["last"] - PERIOD_MS)
        state["last"] = now

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    timer.start(PERIOD_MS)
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    meter.stop()
    detach()
    moves = len(win.ctl.game.history()) if win.ctl.game else 0
    shown = max(1, moves - decisions_before)
    win.ctl.autosaver.flush()
    autosaves = win.ctl.autosaver.writes
    win.close()
    win.table.clear()
    win.deleteLater()
    app.processEvents()
    return {
        "p50_ms": round(_pct(lateness, 0.5), 2),
        "p99_ms": round(_pct(lateness, 0.99), 2),
        "max_ms": round(max(lateness, default=0.0), 2),
        "ticks": len(lateness),
        "bot_decisions": moves,
        "startup_ms": round(startup_ms, 1),
        "autosaves": autosaves,
        "gui_busy_ms_per_decision": round(meter.cpu_total * 1000 / shown, 2),
        "gui_slice_p99_ms": round(_pct(meter.slices, 0.99) * 1000, 2),
        "gui_slice_max_ms": round(max(meter.slices, default=0.0) * 1000, 2),
        "load_avg": [load_start, _load_average()],
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m mor_qt.bench_ui", description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--bots", default="mcts:hard")
    ap.add_argument("--autosave", action="store_true", help="autosave every decision, as in play (a temporary folder)")
    args = ap.parse_args(argv)
    if args.seconds <= 0:
        print("bench_ui: --seconds must be positive", file=sys.stderr)
        return 2
    print_result(run(args.seconds, args.bots, args.autosave), args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
