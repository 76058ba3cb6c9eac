"""``mor --library --screenshot PNG [--size WxH] [--tab statistics]``: the
library window, filled with generated games in a temporary data folder (never
the user's: the folder is forced, not defaulted, and removed afterwards)."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

SHOT_GAMES = 240  # games in the library shown


def command_line_library_shot(args: argparse.Namespace) -> int:
    """``mor --library --screenshot PNG [--size WxH]``: 0 when written, 2 for a bad size."""
    from ..screenshots import parse_size

    try:
        size = parse_size(args.size) if args.size else None
    except ValueError as exc:
        print(f"mor: {exc}", file=sys.stderr)
        return 2
    return library_shot(args, size)


def library_shot(args: argparse.Namespace, size: tuple[int, int] | None) -> int:
    scratch = Path(tempfile.mkdtemp(prefix="mor-library-shot-"))
    os.environ["MOR_DATA_DIR"] = str(scratch / "data")
    os.environ["MOR_SETTINGS_DIR"] = str(scratch / "settings")
    try:
        return _shot(args, size)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _shot(args: argparse.Namespace, size: tuple[int, int] | None) -> int:
    from ..screenshots import _app, close_shot, prepare_screen

    prepare_screen(size)
    app = _app()
    from ..i18n import start_language

    start_language(getattr(args, "lang", None))
    from ..placement import available_area
    from . import sample
    from .index import Library
    from .window import LibraryWindow

    library = Library()
    sample.fill(library, SHOT_GAMES)
    win = LibraryWindow(library)
    if size is not None:
        win.setGeometry(available_area())
    else:
        win.resize(1366, 768)
    win.show()
    win.show_tab(getattr(args, "tab", "games"))
    for _ in range(3):
        app.processEvents()
    ok = win.render_png(args.screenshot)
    status = close_shot(app, win, win.key_widgets(), ok, args.screenshot)
    library.close()
    return status
