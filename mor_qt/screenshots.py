"""Screenshots, from the command line and for the docs.

``python -m mor_qt.screenshots [DIR]`` renders the README/docs screenshots:
setup.png (choosing leaders), midgame.png (a 3-seat game well under way),
hint.png (the same with a hint shown), analysis.png (its analysis), solo.png
(against Lorenzo), scoresheet.png (the end of a game), and the table and
analysis window at every checked screen size (``table-WxH.png``,
``analysis-WxH.png``), and in French (``table-fr-WxH.png``, ``analysis-fr-1366x768.png``).

``mor --screenshot PNG --size WxH`` (see ``command_line_shot``) renders one
window with the screen set to that size, so a layout can be checked from the
command line; it never touches the user's settings or data.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core import ActionKind, Game, Seat, TurnMode, save

from .i18n import ENGLISH, FRENCH

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .window import MainWindow

# the screen sizes every layout is checked at (logical pixels); 3840x2160 at 200 % is 1920x1080 logical
SCREEN_SIZES = ((1280, 720), (1366, 768), (1920, 1080), (2560, 1440))
DOCS_SIZES = ((1366, 768), (1920, 1080))
SHOT_SIZE = (1600, 1000)  # the README's pictures (setup, midgame, hint, solo, analysis, score sheet)
MIN_WIDTH, MIN_HEIGHT = 320, 240  # --size bounds, in pixels
MAX_SIDE = 16384
HINT_WAIT_S, HINT_POLL_S = 120.0, 0.05  # hint.png waits this long at most for the hint's search
STOP_CHANCE = 0.3  # ``_play`` stops at the human's free turn with this chance, so screens vary


def parse_size(text: str) -> tuple[int, int]:
    """``1366x768`` -> (1366, 768); ValueError on anything else."""
    parts = text.lower().replace("×", "x").split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):  # noqa: PLR2004 -- two sides: WIDTH, HEIGHT
        raise ValueError(f"--size wants WIDTHxHEIGHT in pixels, e.g. 1366x768, not {text!r}")
    w, h = (int(p) for p in parts)
    if not (MIN_WIDTH <= w <= MAX_SIDE and MIN_HEIGHT <= h <= MAX_SIDE):
        raise ValueError(f"--size {text}: width 320-16384 and height 240-16384 pixels")
    return w, h


def prepare_screen(size: tuple[int, int] | None) -> None:
    """Before the QApplication exists: render offscreen, on a screen of ``size``
    device pixels (QT_SCALE_FACTOR still applies), with settings and data in a
    temporary folder unless the caller chose one."""
    scratch = Path(tempfile.mkdtemp(prefix="mor-screenshot-"))
    os.environ.setdefault("MOR_SETTINGS_DIR", str(scratch / "settings"))
    os.environ.setdefault("MOR_DATA_DIR", str(scratch / "data"))
    if size is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        return
    config = scratch / "screen.json"
    w, h = size
    config.write_text(json.dumps({"screens": [{"name": "mor", "x": 0, "y": 0, "width": w, "height": h,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"


def outside(window: QWidget, widgets: dict[str, QWidget]) -> list[str]:
    """The names of ``widgets`` not wholly visible inside ``window``: hidden,
    empty, or cut off by the window's edge or by any parent (a scroll area)."""
    from PySide6.QtCore import QPoint, QRect

    bad = []
    for name, w in widgets.items():
        if not w.isVisibleTo(window) or w.width() <= 0 or w.height() <= 0:
            bad.append(name)
            continue
        child, rect = w, QRect(QPoint(0, 0), w.size())
        while child is not window and (parent := child.parentWidget()) is not None:
            rect = rect.translated(child.pos())
            child = parent
            if not QRect(QPoint(0, 0), child.size()).contains(rect):
                bad.append(name)
                break
    return bad


def command_line_shot(args: argparse.Namespace) -> int:
    """``mor --screenshot PNG [--size WxH] [--seats …] [--seed N] [FILE]`` and
    ``mor --analyse FILE --screenshot PNG [--size WxH]``: 0 when written.
    ``args.seats`` and ``--analyse``'s FILE were checked by ``mor``; the seats are named in the language chosen here
    ("Cosimo (Facile)" with ``--lang fr``)."""
    try:
        size = parse_size(args.size) if args.size else None
    except ValueError as exc:
        print(f"mor: {exc}", file=sys.stderr)
        return 2
    prepare_screen(size)
    app = _app(language=None)
    from .i18n import start_language

    start_language(getattr(args, "lang", None))
    from .dialogs import parse_seats

    seats = parse_seats(args.seats)
    from .placement import available_area

    area = available_area()
    if args.analyse:
        from .analysis import last_message, open_analysis

        analysis = open_analysis(args.file, None)
        if analysis is None:
            box = last_message
            print(f"mor: {box.text() if box else 'cannot open ' + args.file}", file=sys.stderr)
            return 1
        window: Any = analysis
        if size is not None:
            window.setGeometry(area)
        key = analysis_key_widgets(analysis)
    else:
        from .window import MainWindow

        win = MainWindow()
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
        if size is not None:
            win.setGeometry(area)
        else:
            win.resize(*SHOT_SIZE)
        window = win
        key = table_key_widgets(win)
    window.show()
    for _ in range(3):
        app.processEvents()
    if hasattr(window, "render_png"):
        ok = window.render_png(args.screenshot)
    else:
        ok = window.grab().save(args.screenshot)
    if hasattr(window, "ctl") and hasattr(window.ctl, "shutdown"):
        window.ctl.shutdown()
    if hasattr(window, "table"):
        window.table.clear()
    return close_shot(app, window, key, ok, args.screenshot)


def close_shot(app: Any, window: QWidget, key: dict[str, QWidget], written: bool, path: str) -> int:
    """The end of a command-line screenshot: warn of the ``key`` widgets that are not fully visible,
    close ``window`` and return the exit status (1 when the PNG at ``path`` could not be written)."""
    for name in outside(window, key):
        print(f"mor: {name} is not fully visible at {window.width()}x{window.height()}", file=sys.stderr)
    window.close()
    window.deleteLater()
    app.processEvents()
    if not written:
        print(f"mor: could not write {path}", file=sys.stderr)
        return 1
    return 0


def auto_setup(game: Game) -> None:
    """Finish the setup with plain choices (first leaders, first resources)."""
    while game.in_setup:
        game.apply(game.legal_actions()[0])


def _app(language: str | None = ENGLISH) -> Any:
    """The application the pictures are rendered in: our fonts, and ``language`` (English by
    default) with its catalogue, so a "%n" text reads "2 cards", not "2 card(s)"; None leaves
    the language to the caller (``mor --screenshot`` chooses it as the app does at start,
    ``i18n.start_language``)."""
    from . import art
    from .application import application
    from .i18n import set_language

    app = application()
    art.load_fonts()
    app.setFont(art.font(10))
    if language is not None:
        set_language(language)
    return app


def table_key_widgets(win: Any) -> dict[str, QWidget]:
    """What a player needs on screen: the table, the action panel with its
    buttons, the bot speed and the log."""
    out: dict[str, QWidget] = {"table": win.view, "action panel": win.panel, "log": win.log}
    for key, button in getattr(win.panel, "buttons", {}).items():
        if button.isVisibleTo(win):
            out[f"button {key}"] = button
    return out


def analysis_key_widgets(win: Any) -> dict[str, QWidget]:
    """The analysis window's board, charts, navigation, move list, Review and Play on."""
    return {"board": win.view, "score chart": win.score_chart, "faith chart": win.faith_chart,
            "win chart": win.win_chart, "moves": win.move_list, "Review": win.review_button,
            "Play on": win.play_button, "slider": win.slider, "mistakes": win.mistakes}


def _play(game: Game, decisions: int, rng: random.Random, stop_before_human: int | None = None) -> None:
    """Random-but-sensible play: buy when possible, else market/production."""
    for _ in range(decisions):
        if game.is_over:
            return
        if stop_before_human is not None and game.current_seat == stop_before_human and not game.in_setup \
                and game.turn_mode == TurnMode.FREE and not game.main_action_done and rng.random() < STOP_CHANCE:
            return
        legal = game.legal_actions()
        buys = [a for a in legal if a.kind == ActionKind.BUY]
        plays = [a for a in legal if a.kind == ActionKind.PLAY]
        stores = [a for a in legal if a.kind == ActionKind.STORE]
        act = (buys or plays or stores or [rng.choice(legal)])[0] if (buys or plays or stores) else rng.choice(
            [a for a in legal if a.kind != ActionKind.DISCARD] or legal)
        game.apply(act)


def _resize_to(width: int, height: int) -> Callable[[MainWindow], None]:
    """What makes a window ``width`` x ``height`` (to prepare a screenshot)."""

    def resize(win: MainWindow) -> None:
        win.resize(width, height)

    return resize


def render_all(out: Path) -> list[Path]:
    prepare_screen(None)  # offscreen, settings and data in a temporary folder
    from .window import MainWindow

    app = _app()
    out.mkdir(parents=True, exist_ok=True)
    made = []

    def shot(name: str, game: Game, seats: list[Seat], prepare: Callable[[MainWindow], None] | None = None) -> None:
        win = MainWindow()
        win.ctl.autosave_enabled = False
        win.ctl.paused = True
        win.resize(*SHOT_SIZE)
        win.set_loaded(game, copy.deepcopy(seats), None)  # a hint asked in one shot is not counted in the next
        win.show()
        if prepare is not None:
            prepare(win)
        for _ in range(3):
            app.processEvents()
        path = out / name
        win.render_png(str(path))
        made.append(path)
        win.ctl.shutdown()
        win.table.clear()
        win.deleteLater()
        app.processEvents()

    trio = [Seat("Isabella"), Seat("Cosimo", "bot", "mcts:medium"), Seat("Caterina", "bot", "greedy")]
    g = Game.new([s.name for s in trio], 7, 0)

    def pick(win: MainWindow) -> None:
        shown = win.ctl.game
        assert shown is not None  # set_loaded gave it one
        win.ui.toggle_keep(shown.player(0).dealt[1])

    shot("setup.png", g, trio, pick)

    rng = random.Random(3)
    g = Game.new([s.name for s in trio], 12, 1)
    _play(g, 260, rng, stop_before_human=0)
    while g.current_seat != 0 or g.turn_mode != TurnMode.FREE or g.main_action_done:
        _play(g, 1, rng)
    shot("midgame.png", g, trio)
    shot("hint.png", g, trio, _hinted)

    solo = [Seat("Isabella")]
    g = Game.new(["Isabella"], 5)
    _play(g, 45, random.Random(5))
    while g.turn_mode != TurnMode.FREE or g.main_action_done:
        _play(g, 1, rng)
    shot("solo.png", g, solo)

    g = Game.new([s.name for s in trio], 21, 0)
    while not g.is_over:
        _play(g, 50, rng)
    shot("scoresheet.png", g, trio)

    # the table and the analysis window at the screen sizes every layout is checked at
    g = Game.new([s.name for s in trio], 12, 1)
    _play(g, 260, random.Random(3), stop_before_human=0)
    while g.current_seat != 0 or g.turn_mode != TurnMode.FREE or g.main_action_done:
        _play(g, 1, rng)
    saved = Path(tempfile.mkdtemp(prefix="mor-shots-")) / "three-players.mor"
    save(saved, g, seats=trio)
    for width, height in DOCS_SIZES:
        size = f"{width}x{height}"
        shot(f"table-{size}.png", g, trio, _resize_to(width, height))
        made.append(_analysis_shot(app, saved, out / f"analysis-{size}.png", width, height))
    # the size of the other pictures, for the app's store listing (packaging/*.metainfo.xml)
    made.append(_analysis_shot(app, saved, out / "analysis.png", *SHOT_SIZE))
    from .i18n import set_language  # the same table and analysis in French

    if set_language(FRENCH):
        for width, height in DOCS_SIZES:
            size = f"{width}x{height}"
            shot(f"table-fr-{size}.png", g, trio, _resize_to(width, height))
        made.append(_analysis_shot(app, saved, out / "analysis-fr-1366x768.png", 1366, 768))
        set_language(ENGLISH)
    return made


def _hinted(win: MainWindow) -> None:
    """Ask for a hint (H) and wait for it: the three decisions ringed on the board and listed."""
    from .application import application

    if not win.hint():
        raise RuntimeError("no hint: the shot's game is not at the human's turn")
    deadline = time.monotonic() + HINT_WAIT_S
    while not win.hint_list:
        if time.monotonic() > deadline:
            raise RuntimeError(f"the hint took more than {HINT_WAIT_S:.0f} s")
        application().processEvents()
        time.sleep(HINT_POLL_S)


def _analysis_shot(app: Any, saved: Path, path: Path, width: int, height: int) -> Path:
    from .analysis import open_analysis

    win = open_analysis(saved)
    assert win is not None, f"cannot open {saved}"
    win.resize(width, height)
    win.go_to(max(0, win.timeline.n_decisions - 12))
    for _ in range(3):
        app.processEvents()
    win.grab().save(str(path))
    win.close()
    win.deleteLater()
    app.processEvents()
    return path


DEFAULT_OUT = Path("docs/screenshots")
KEPT_APART = "offscreen, with settings and data in a temporary folder: the user's are never read or written"


def out_folder(argv: list[str], prog: str, what: str) -> Path:
    """The folder a screenshot command (``prog``, rendering ``what``) writes to: its one optional
    argument, ``DEFAULT_OUT`` without it; ``--help`` says so and exits, a bad command line exits 2."""
    parser = argparse.ArgumentParser(prog=prog, description=f"Render {what}; {KEPT_APART}.")
    parser.add_argument("out", nargs="?", type=Path, default=DEFAULT_OUT,
                        help=f"the folder the pictures are written to (default {DEFAULT_OUT})")
    folder: Path = parser.parse_args(argv).out
    return folder


def main(argv: list[str] | None = None) -> int:
    out = out_folder(sys.argv[1:] if argv is None else argv, "python -m mor_qt.screenshots",
                     "the README's and docs' screenshots")
    for p in render_all(out):
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
