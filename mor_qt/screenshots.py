"""Render the README/docs screenshots: ``python -m mor_qt.screenshots [DIR]``.

setup.png (choosing leaders), midgame.png (a 3-seat game well under way),
solo.png (against Lorenzo), scoresheet.png (the end of a game).
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

from core import ActionKind, Game, TurnMode


def _play(game: Game, decisions: int, rng: random.Random, stop_before_human: int | None = None) -> None:
    """Random-but-sensible play: buy when possible, else market/production."""
    for _ in range(decisions):
        if game.is_over:
            return
        if stop_before_human is not None and game.current_seat == stop_before_human and not game.in_setup \
                and game.mode == TurnMode.FREE and not game.main_done and rng.random() < 0.3:
            return
        legal = game.legal_actions()
        buys = [a for a in legal if a.kind == ActionKind.BUY]
        plays = [a for a in legal if a.kind == ActionKind.PLAY]
        stores = [a for a in legal if a.kind == ActionKind.STORE]
        act = (buys or plays or stores or [rng.choice(legal)])[0] if (buys or plays or stores) else rng.choice(
            [a for a in legal if a.kind != ActionKind.DISCARD] or legal)
        game.apply(act)


def render_all(out: Path) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("MOR_DATA_DIR", str(out / ".data"))
    from PySide6.QtWidgets import QApplication

    from . import art
    from .controller import SeatInfo
    from .window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    art.load_fonts()
    app.setFont(art.font(10))
    out.mkdir(parents=True, exist_ok=True)
    made = []

    def shot(name: str, game: Game, seats: list[SeatInfo], prepare: object = None) -> None:
        win = MainWindow()
        win.ctl.autosave_enabled = False
        win.ctl.paused = True
        win.resize(1600, 1000)
        win.set_loaded(game, seats, None)
        win.show()
        if prepare is not None:
            prepare(win)  # type: ignore[operator]
        for _ in range(3):
            app.processEvents()
        path = out / name
        win.render_png(str(path))
        made.append(path)
        win.ctl.shutdown()
        win.table.clear()
        win.deleteLater()
        app.processEvents()

    trio = [SeatInfo("Isabella"), SeatInfo("Cosimo", "bot", "mcts:medium"), SeatInfo("Caterina", "bot", "greedy")]
    g = Game.new([s.name for s in trio], 7, 0)

    def pick(win: MainWindow) -> None:
        win.ui.toggle_keep(win.ctl.game.players[0].dealt[1])

    shot("setup.png", g, trio, pick)

    rng = random.Random(3)
    g = Game.new([s.name for s in trio], 12, 1)
    _play(g, 260, rng, stop_before_human=0)
    while g.current_seat != 0 or g.mode != TurnMode.FREE or g.main_done:
        _play(g, 1, rng)
    shot("midgame.png", g, trio)

    solo = [SeatInfo("Isabella")]
    g = Game.new(["Isabella"], 5)
    _play(g, 45, random.Random(5))
    while g.mode != TurnMode.FREE or g.main_done:
        _play(g, 1, rng)
    shot("solo.png", g, solo)

    g = Game.new([s.name for s in trio], 21, 0)
    while not g.is_over:
        _play(g, 50, rng)
    shot("scoresheet.png", g, trio)
    return made


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    for p in render_all(out):
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
