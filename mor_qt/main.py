"""``mor``: the desktop app.

    mor [FILE]                               play (open FILE if given)
    mor --analyse FILE                       open FILE for analysis
    mor --screenshot PNG [--size WxH] [--seats human,mcts:easy,...] [--seed N] [FILE]
                                             render the window after setup (or FILE) to PNG and exit
    mor --analyse FILE --screenshot PNG [--size WxH]
                                             render the analysis window to PNG and exit
    mor --library [--tab statistics]         the games library (every game played, statistics)
    mor --library --screenshot PNG [--size WxH] [--tab statistics]
                                             render the library window, filled with generated games in a
                                             temporary data folder, to PNG and exit
    mor --selftest                           let a bot search a few decisions in its worker process,
                                             print JSON {"iterations": N, ...}; exit 1 if nothing was searched
    mor --version                            print "mor VERSION"
    --lang fr|en                             the language for this run (with any of the above)

One copy runs per user and data folder (``single_instance``): ``mor [FILE]``
or ``mor --analyse FILE`` while it runs hands FILE to its window and exits 0.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from core import APP_ID, APP_VERSION, Game, data_dir

from .server_mode import SERVER_MODE

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from .single_instance import Request
    from .window import MainWindow

PROG = "mor"


def auto_setup(game: Game) -> None:
    """Finish the setup with plain choices (first leaders, first resources): for screenshots."""
    from .screenshots import auto_setup as setup

    setup(game)


def identify(app: QApplication) -> None:
    """Name the application to Qt and the desktop: settings folder, version, and the
    desktop entry (packaging/APP_ID.desktop) whose icon and name the window takes."""
    app.setApplicationName("Masters of Renaissance")
    app.setOrganizationName("mor")
    app.setApplicationVersion(APP_VERSION)
    app.setDesktopFileName(APP_ID)


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog=PROG, description="Masters of Renaissance for the desktop")
    ap.add_argument("--version", action="version", version=f"{PROG} {APP_VERSION}")
    ap.add_argument("file", nargs="?", help="a saved game (.mor) to open")
    ap.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    ap.add_argument("--size", metavar="WxH", help="with --screenshot: the screen size, e.g. 1366x768")
    ap.add_argument("--seats", default="human,mcts:easy", help="with --screenshot: e.g. human,mcts:easy,greedy")
    ap.add_argument("--seed", type=int, default=1, help="with --screenshot: the game's seed")
    ap.add_argument("--lang", choices=("en", "fr"),
                    help="the language for this run (default: the one chosen in the app, else the system's)")
    ap.add_argument("--analyse", "--analyze", dest="analyse", action="store_true",
                    help="open FILE for analysis (move list, charts, bot review)")
    ap.add_argument("--library", action="store_true",
                    help="open the games library (with --screenshot: generated games in a temporary data folder)")
    ap.add_argument("--tab", choices=("games", "statistics"), default="games",
                    help="with --library: the tab shown first")
    ap.add_argument("--selftest", action="store_true",
                    help="check that the computer opponents search: play a few mcts:it=200 decisions in the "
                         "worker process, print JSON {\"iterations\": N, ...} and exit (1 if nothing was searched)")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    # In a frozen build the search workers start this same program: let them
    # run the worker instead of parsing mor's command line.  No-op otherwise.
    multiprocessing.freeze_support()
    rest = list(sys.argv[1:] if argv is None else argv)
    if rest[:1] == [SERVER_MODE]:  # the stand-alone build hosting a network table: the same program as mor-server
        from net.server.cli import main as server_main

        return server_main(rest[1:])
    args = build_parser().parse_args(argv)
    if args.selftest:
        from ai.selftest import main as selftest_main

        return selftest_main()
    try:
        # the first import of the bots: it reads their data (ai/data/solo_weights.json)
        from .dialogs import parse_seats
    except Exception as exc:  # the program's own files are missing or damaged: told, not a silent exit
        return _cannot_start(exc, show_dialog=not args.screenshot, lang=args.lang)

    try:
        parse_seats(args.seats)  # checked here, named in the chosen language by the screenshot
    except ValueError as exc:
        print(f"mor: {exc}", file=sys.stderr)
        return 2
    if args.analyse and not args.file:
        print("mor: --analyse needs a saved game FILE", file=sys.stderr)
        return 2
    if args.screenshot and args.library:
        from .library.shot import command_line_library_shot

        return command_line_library_shot(args)
    if args.screenshot:
        from .screenshots import command_line_shot

        return command_line_shot(args)

    from .application import application

    app = application()
    identify(app)
    from .single_instance import Request, SingleInstance, Start

    guard = SingleInstance(data_dir())
    start = guard.start(Request.for_command_line(args.file, args.analyse))
    if start is Start.FORWARDED:  # the running copy opens it, in its window
        return 0
    if start is Start.REFUSED:
        print(f"mor: the running copy of the app could not take the request: {guard.refusal}", file=sys.stderr)
        return 1
    from .applog import install as install_log
    from .applog import log

    windows: list[MainWindow] = []  # the table, once it is up: saved when an error occurs
    reporter = install_log(lambda: windows[0] if windows else None)
    if guard.note:
        log.warning("%s", guard.note)
    guard.requested.connect(lambda request: _serve(request, windows))
    try:
        return _run(app, args, windows)
    finally:
        guard.close()
        reporter.close()


def _cannot_start(exc: Exception, show_dialog: bool = True, lang: str | None = None) -> int:
    """The app cannot start because a file of its own is missing or damaged
    (the bots' weights, say): on stderr, in the log and, unless only a
    screenshot was asked for, in a dialog.  Exit status 1."""
    print(f"mor: cannot start: {exc}", file=sys.stderr)
    if not show_dialog:
        return 1
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from .application import application
    from .applog import install as install_log
    from .applog import log
    from .i18n import start_language

    app = application()
    identify(app)
    reporter = install_log(lambda: None)
    try:
        start_language(lang)
        log.critical("cannot start: %s", exc, exc_info=exc)
        title = QCoreApplication.translate("Main", "Masters of Renaissance cannot start")
        text = QCoreApplication.translate(
            "Main", "A file of the program is missing or damaged. Reinstalling the program should repair it."
        )
        QMessageBox.critical(None, title, f"{text}\n\n{exc}")
    finally:
        reporter.close()
    return 1


def _run(app: QApplication, args: argparse.Namespace, windows: list[MainWindow]) -> int:
    """The app's windows and event loop (the log and the error dialog are set up)."""
    from . import art
    from .network import table as _network_table  # registers the network tables' window (Game › Host/Join)
    from .window import MainWindow

    del _network_table
    art.load_fonts()
    app.setFont(art.font(10))
    from PySide6.QtGui import QIcon

    app.setWindowIcon(QIcon(art.app_icon_pixmap()))
    from .i18n import start_language

    start_language(args.lang)
    if args.library:  # the library window alone
        from .library.window import open_library

        library = open_library(None)
        if library is None:
            return 1
        library.show_tab(args.tab)
        return app.exec()
    if args.analyse:  # the analysis window alone: "play on" opens the table when wanted
        from .analysis import open_analysis

        open_analysis(args.file, None)
        return app.exec()
    win = MainWindow()
    windows.append(win)
    win.restore_placement()
    win.show()
    if args.file:
        win.open_file(args.file)
    elif not win.offer_resume():
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, win.welcome_or_new_game)  # the first start welcomes
    code = app.exec()
    _dispose(app, win)
    return code


def _serve(request: Request, windows: list[MainWindow]) -> None:
    """What a second ``mor`` asked: its FILE opened as File › Open does (with the
    "save first?" question), or for analysis; the window brought to the front."""
    from shiboken6 import isValid

    from .analysis import open_analysis, open_windows
    from .analysis.window import keep_until_closed
    from .placement import bring_to_front
    from .single_instance import RequestKind

    windows[:] = [w for w in windows if isValid(w)]  # a table opened for an earlier request may be closed
    if request.kind is RequestKind.ANALYSE and request.file is not None:
        analysis = open_analysis(request.file, windows[0] if windows else None)
        if analysis is not None:
            bring_to_front(analysis)
        return
    if not windows and request.kind is RequestKind.RAISE and open_windows:
        bring_to_front(open_windows[-1])  # the app runs an analysis window alone
        return
    if not windows:  # the analysis alone was open: the table opens for the file
        from .window import MainWindow

        win = MainWindow()
        keep_until_closed(win)
        win.restore_placement()
        windows.append(win)
    bring_to_front(windows[0])
    if request.kind is RequestKind.OPEN and request.file is not None:
        windows[0].open_file(request.file, confirm=True)




def _dispose(app: QApplication, win: MainWindow) -> None:
    """Delete the scene items and the window while Qt is still up (no crash at exit)."""
    win.table.clear()
    win.deleteLater()
    app.processEvents()


if __name__ == "__main__":
    sys.exit(main())
