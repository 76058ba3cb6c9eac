"""``mor-arena bench library --games N [--import-files M] [--json]``: the games
library's figures (the targets: a 10,000-game library opens in the window in
under 0.5 s, a filter or a sort answers in under 100 ms, the statistics tab
draws in under 0.5 s, a folder of 1,000 files imports in under 30 s).

The library is generated (``sample.fill``: a few games played by the greedy
bot, varied in names, levels and dates) in a temporary data folder, never the
user's; it runs in its own process (``lab/`` never imports Qt), offscreen.

- ``open_s``: the window made, shown and drawn with its first rows;
- ``filter_ms``: the median of a set of filters and sorts, each until the
  table is drawn again (``filter_max_ms``: the slowest);
- ``stats_s``: the statistics tab computed and drawn, for the player with the most games;
- ``import_s``: ``--import-files`` files of the library imported into an empty one
  (read, checked by a full load, copied and indexed).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..bench_ui import print_result

DEFAULT_GAMES = 10_000
DEFAULT_IMPORT_FILES = 1_000


def _timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def run(games: int, import_files: int) -> dict[str, Any]:
    scratch = Path(tempfile.mkdtemp(prefix="mor-bench-library-"))
    os.environ["MOR_DATA_DIR"] = str(scratch / "data")
    os.environ["MOR_SETTINGS_DIR"] = str(scratch / "settings")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        return _run(scratch, games, import_files)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _run(scratch: Path, games: int, import_files: int) -> dict[str, Any]:
    from ..bench_open import settle
    from ..screenshots import _app
    from . import sample
    from .index import Library
    from .model import Column
    from .query import GameFilter
    from .records import Result

    data = scratch / "data"
    with Library(data) as library:
        generate_s = _timed(lambda: sample.fill(library, games))
    app = _app()
    from .window import LibraryWindow

    holder: dict[str, Any] = {}

    def open_window() -> None:
        win = holder["win"] = LibraryWindow(Library(data))
        win.resize(1366, 768)
        win.show()
        settle(app)

    open_s = _timed(open_window)
    win = holder["win"]
    lib = win.library
    name = lib.human_names()[0]

    def filtered(flt: GameFilter) -> Callable[[], None]:
        def apply() -> None:
            win.model.set_filter(flt)
            win.table.viewport().update()
            settle(app)
        return apply

    def sorted_by(column: Column, order: Any) -> Callable[[], None]:
        def apply() -> None:
            win.table.sortByColumn(int(column), order)
            settle(app)
        return apply

    from PySide6.QtCore import Qt

    operations = [
        filtered(GameFilter(name=name)), filtered(GameFilter(result=Result.WON)),
        filtered(GameFilter(opponent="mcts:hard", players=2)), filtered(GameFilter(solo=True)),
        filtered(GameFilter(text="cater")), filtered(GameFilter(date_from="2000-01-01", date_to="2999-12-31")),
        filtered(GameFilter()), sorted_by(Column.VP, Qt.SortOrder.DescendingOrder),
        sorted_by(Column.ROUNDS, Qt.SortOrder.AscendingOrder), sorted_by(Column.PLAYERS, Qt.SortOrder.DescendingOrder),
        sorted_by(Column.DATE, Qt.SortOrder.DescendingOrder),
    ]
    filter_ms = [1000 * _timed(op) for op in operations]

    def statistics_tab() -> None:
        win.player_box.setCurrentIndex(max(0, win.player_box.findData(name)))
        win.show_tab("statistics")
        settle(app)

    stats_s = _timed(statistics_tab)
    win.close()
    win.deleteLater()
    settle(app)
    lib.close()

    source = scratch / "import"
    source.mkdir()
    for path in sorted((data / "games").iterdir())[:import_files]:
        shutil.copyfile(path, source / path.name)
    with Library(scratch / "other") as other:
        report: Any = None

        def do_import() -> None:
            nonlocal report
            report = other.import_folder(source)

        import_s = _timed(do_import)
    return {
        "games": games,
        "open_s": round(open_s, 3),
        "filter_ms": round(statistics.median(filter_ms), 1),
        "filter_max_ms": round(max(filter_ms), 1),
        "stats_s": round(stats_s, 3),
        "import_s": round(import_s, 2),
        "import_files": len(report.added) + len(report.skipped) + len(report.refused),
        "import_refused": len(report.refused),
        "generate_s": round(generate_s, 1),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="mor-arena bench library", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=DEFAULT_GAMES, help="games in the library (default 10000)")
    ap.add_argument("--import-files", type=int, default=DEFAULT_IMPORT_FILES,
                    help="files imported into an empty library (default 1000)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    if args.games < 1 or args.import_files < 0:
        print("mor-arena bench library: --games at least 1, --import-files at least 0", file=sys.stderr)
        return 2
    print_result(run(args.games, args.import_files), args.json, key_width=15)
    return 0


if __name__ == "__main__":
    sys.exit(main())
