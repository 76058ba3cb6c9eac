"""``python -m mor_qt.analysis FILE [--screenshot PNG [--position N]]``: the analysis window alone.

Without ``--screenshot`` it is ``mor --analyse FILE``: the app's own start,
so one copy runs per user (``single_instance``: a running app opens the
file in its window) and the log and the autosave are the app's.  Only a
screenshot renders the window here, as ``mor --screenshot`` does, without
the lock."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mor_qt.analysis", description="Analyse a saved game")
    parser.add_argument("file", help="a saved game (.mor)")
    parser.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and quit")
    parser.add_argument("--position", type=int, help="with --screenshot: the position after this many decisions")
    args = parser.parse_args(argv)
    if not args.screenshot:
        if args.position is not None:
            parser.error("--position goes with --screenshot")
        from ..main import main as app_main

        return app_main(["--analyse", args.file])

    from .. import art
    from ..application import application
    from ..window import MainWindow  # noqa: F401  its import registers the main window "play on" opens
    from . import open_analysis

    app = application()
    art.load_fonts()
    win = open_analysis(args.file)
    if win is None:
        from . import last_message

        print(f"mor: {last_message.text() if last_message else 'cannot open ' + args.file}", file=sys.stderr)
        if args.screenshot or last_message is None:
            return 2
        last_message.finished.connect(app.quit)
        app.exec()
        return 2
    if args.position is not None:
        win.go_to(args.position)
    if args.screenshot:
        app.processEvents()
        ok = win.render_png(args.screenshot)
        win.close()
        return 0 if ok else 1
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
