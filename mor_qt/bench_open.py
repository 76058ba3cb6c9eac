"""``mor-arena bench open``: how long opening a long saved game takes in the
main window (load, the log rebuilt, the table drawn) and in the analysis
window (load, the timeline, move list and charts), for games of 1,000 and
100,000 decisions (the goal: under 0.5 s and under 10 s).

Runs in its own process (``lab/`` never imports Qt), offscreen, with a
temporary data and settings folder: it never touches the user's files.

Each time runs until the window is usable: shown, laid out and painted with its
content, and nothing more of the kind left to do (``settle``: events are
delivered until a round has no layout, resize, expose or paint left). A single
``processEvents()`` was not enough: the paint it posts ran in the next one, so
the main window's paint was counted in the analysis window's time.
Each time is given in wall seconds (``..._s_N``) and in CPU seconds of this
process (``..._cpu_s_N``), which other programs on a busy machine disturb less.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SIZES = (1_000, 100_000)
MAX_ROUNDS = 1_000  # settle's bound on rounds of events (a window is drawn in a few)


def settle(app: Any) -> None:
    """Deliver events, those they post included, until a round has no layout, resize, show,
    expose or paint event left: every window is laid out and painted."""
    from PySide6.QtCore import QEvent, QObject

    drawing = frozenset({QEvent.Type.LayoutRequest, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Expose,
                         QEvent.Type.UpdateRequest, QEvent.Type.UpdateLater, QEvent.Type.Paint,
                         QEvent.Type.Polish, QEvent.Type.PolishRequest})

    class Watch(QObject):
        seen = 0

        def eventFilter(self, _obj: QObject, event: QEvent) -> bool:
            if event.type() in drawing:
                self.seen += 1
            return False

    watch = Watch()
    app.installEventFilter(watch)
    try:
        for _ in range(MAX_ROUNDS):
            watch.seen = 0
            app.processEvents()
            app.sendPostedEvents()  # what this round posted (a paint asked for by a layout)
            if not watch.seen:
                return
        raise RuntimeError(f"the windows were still being drawn after {MAX_ROUNDS} rounds of events")
    finally:
        app.removeEventFilter(watch)


def run(sizes: tuple[int, ...] = SIZES) -> dict[str, float]:
    scratch = Path(tempfile.mkdtemp(prefix="mor-bench-open-"))
    os.environ["MOR_DATA_DIR"] = str(scratch / "data")
    os.environ["MOR_SETTINGS_DIR"] = str(scratch / "settings")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ai.long_games import endless_game
    from core import save

    from . import art
    from .analysis import open_analysis
    from .application import application
    from .window import MainWindow

    app = application()
    art.load_fonts()
    win = MainWindow()
    win.ctl.autosave_enabled = False
    win.resize(1600, 1000)
    win.show()
    settle(app)
    result: dict[str, float] = {}
    for n in sizes:
        path = scratch / f"long-{n}.mor"
        save(path, endless_game(n))
        result[f"bytes_{n}"] = path.stat().st_size
        start, cpu = time.perf_counter(), time.process_time()
        opened = win.open_file(str(path))
        settle(app)
        result[f"main_window_s_{n}"] = round(time.perf_counter() - start, 3)
        result[f"main_window_cpu_s_{n}"] = round(time.process_time() - cpu, 3)
        if not opened or win.log.count() < min(n, 1000):
            raise RuntimeError(f"the {n}-decision game did not open with its log")
        start, cpu = time.perf_counter(), time.process_time()
        analysis = open_analysis(path)
        settle(app)
        result[f"analysis_window_s_{n}"] = round(time.perf_counter() - start, 3)
        result[f"analysis_window_cpu_s_{n}"] = round(time.process_time() - cpu, 3)
        if analysis is None:
            raise RuntimeError(f"the analysis window did not open the {n}-decision game")
        analysis.close()
        settle(app)
    win.close()
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="mor-arena bench open")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--sizes", default=",".join(map(str, SIZES)), help="decisions per game, comma-separated")
    args = ap.parse_args(argv)
    result = run(tuple(int(s) for s in args.sizes.split(",")))
    if args.json:
        print(json.dumps(result))
    else:
        for n in args.sizes.split(","):
            print(f"{n} decisions ({result[f'bytes_{n}']} bytes): main window {result[f'main_window_s_{n}']} s, "
                  f"analysis window {result[f'analysis_window_s_{n}']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
