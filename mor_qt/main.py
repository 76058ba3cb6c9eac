"""``mor``: the desktop app.

    mor [FILE]                               play (open FILE if given)
    mor --analyse FILE                       open FILE for analysis
    mor --screenshot PNG [--seats human,mcts:easy,...] [--seed N] [FILE]
                                             render the 1600x1000 window after setup (or FILE) to PNG and exit
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from core import Game


def auto_setup(game: Game) -> None:
    """Finish the setup with plain choices (first leaders, first resources): for screenshots."""
    while game.in_setup:
        game.apply(game.legal_actions()[0])


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="mor", description="Masters of Renaissance for the desktop")
    ap.add_argument("file", nargs="?", help="a saved game (.mor) to open")
    ap.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    ap.add_argument("--seats", default="human,mcts:easy", help="with --screenshot: e.g. human,mcts:easy,greedy")
    ap.add_argument("--seed", type=int, default=1, help="with --screenshot: the game's seed")
    ap.add_argument("--analyse", "--analyze", dest="analyse", action="store_true",
                    help="open FILE for analysis (move list, charts, bot review)")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from .dialogs import parse_seats

    try:
        seats = parse_seats(args.seats)
    except ValueError as exc:
        print(f"mor: {exc}", file=sys.stderr)
        return 2

    from PySide6.QtWidgets import QApplication

    from . import art
    from .window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Masters of Renaissance")
    app.setOrganizationName("mor")
    art.load_fonts()
    app.setFont(art.font(10))
    from PySide6.QtGui import QIcon

    app.setWindowIcon(QIcon(art.app_icon_pixmap()))  # type: ignore[arg-type]
    win = MainWindow()
    win.resize(1600, 1000)
    if args.screenshot:
        win.ctl.autosave_enabled = False
        win.ctl.paused = True
        win.ctl.pace_ms = 0
        if args.file:
            if not win.open_file(args.file):
                box = win.last_message
                print(f"mor: {box.text() if box else 'cannot open ' + args.file}", file=sys.stderr)
                return 1
        else:
            game = Game.new([s.name for s in seats], args.seed)
            auto_setup(game)
            win.set_loaded(game, seats, None)
        win.show()
        for _ in range(3):
            app.processEvents()
        ok = win.render_png(args.screenshot)
        win.close()
        _dispose(app, win)
        if not ok:
            print(f"mor: could not write {args.screenshot}", file=sys.stderr)
            return 1
        return 0
    win.show()
    if args.file and args.analyse:
        from .analysis import open_analysis

        open_analysis(args.file, win)
    elif args.file:
        win.open_file(args.file)
    elif args.analyse:
        print("mor: --analyse needs a saved game FILE", file=sys.stderr)
    elif not win.offer_resume():
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, win.new_game_dialog)
    code = app.exec()
    _dispose(app, win)
    return code


def _dispose(app: object, win: object) -> None:
    """Delete the scene items and the window while Qt is still up (no crash at exit)."""
    win.table.clear()  # type: ignore[attr-defined]
    win.deleteLater()  # type: ignore[attr-defined]
    app.processEvents()  # type: ignore[attr-defined]


if __name__ == "__main__":
    sys.exit(main())
