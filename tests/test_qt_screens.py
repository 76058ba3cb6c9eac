"""The table and the analysis window fit every screen: at each
checked size the widgets a player needs lie inside the window, the table
fills its view without large bands, and the numbers players decide by are
at least 11 px high on a 1366x768 screen.  Geometry, not pixels."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers_qt import resize_shown
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from core import Game, Seat
from core.files.savefile import save
from mor_qt import art, screenshots
from mor_qt.board import number_px_on_screen, table_layout
from mor_qt.network import screenshots as network_screenshots
from mor_qt.screenshots import SCREEN_SIZES, analysis_key_widgets, auto_setup, outside, table_key_widgets
from mor_qt.window import MainWindow

MIN_NUMBER_PX = 11  # the floor for costs and production numbers at 1366x768
MIN_FILL = 0.75  # the table covers at least this share of its view's width and height


@pytest.fixture
def table(qtbot: QtBot, request: pytest.FixtureRequest) -> Iterator[MainWindow]:
    (width, height), n = request.param
    art.load_fonts()
    win = MainWindow()
    qtbot.addWidget(win)
    win.ctl.autosave_enabled = False
    win.ctl.paused = True
    game = Game.new(["Ada", "Bruno", "Carla", "Dino"][:n], 3)
    auto_setup(game)
    human = game.current_seat  # the human is to move: the action panel shows its buttons
    seats = [Seat(name) if i == human else Seat(name, "bot", "greedy") for i, name in enumerate(game.names)]
    win.set_loaded(game, seats, None)
    win.show()
    resize_shown(qtbot, win, width, height)
    qtbot.wait(5)
    win.table.flush()
    win.view.fit()
    yield win
    win.ctl.shutdown()


CASES = [(size, n) for size in SCREEN_SIZES for n in (1, 2, 3, 4)]


@pytest.mark.parametrize("table", CASES, indirect=True, ids=[f"{w}x{h}-{n}p" for (w, h), n in CASES])
def test_everything_a_player_needs_is_inside_the_window_and_the_table_fills_its_view(table: MainWindow) -> None:
    key = table_key_widgets(table)
    assert {"button end", "button produce", "table", "action panel", "log"} <= set(key)
    assert outside(table, key) == []
    for name, button in key.items():
        if name.startswith("button "):
            assert button.sizeHint().width() <= button.width(), f"{name} is cut off"
    port = table.view.viewport().rect()
    shown = table.view.mapFromScene(table.table.sceneRect()).boundingRect()
    assert port.adjusted(-1, -1, 1, 1).contains(shown)  # the whole table, every board, no scrolling
    assert shown.width() >= MIN_FILL * port.width() and shown.height() >= MIN_FILL * port.height()


@pytest.mark.parametrize("table", [((1366, 768), n) for n in (1, 2, 3, 4)], indirect=True,
                         ids=[f"{n}p" for n in (1, 2, 3, 4)])
def test_costs_and_production_numbers_are_at_least_11_px_at_1366x768(table: MainWindow) -> None:
    scale = table.view.transform().m11()
    assert number_px_on_screen(scale) >= MIN_NUMBER_PX


def test_three_players_leave_no_quarter_of_the_table_empty() -> None:
    layout = table_layout(3)
    scene = layout.scene
    pieces = [QRectF(at.x(), at.y(), 728, 336) for at in layout.boards] + [layout.info]
    for qx in (0.25, 0.75):
        for qy in (0.25, 0.75):
            centre_x, centre_y = scene.width() * qx, scene.height() * qy
            quarter = QRectF(centre_x - scene.width() / 4, centre_y - scene.height() / 4, scene.width() / 2,
                             scene.height() / 2)
            covered = sum((p.intersected(quarter).width() * p.intersected(quarter).height()) for p in pieces)
            if qx == 0.25 and qy == 0.25:
                continue  # market and card grid
            assert covered >= 0.5 * quarter.width() * quarter.height()
    tall = table_layout(3, 1.3)
    assert tall.info.height() > layout.info.height()  # a taller view: the status panel grows, not a band


@pytest.fixture
def saved_game(tmp_path: Path) -> Path:
    import random

    game = Game.new(["Ada", "Bruno", "Carla"], 5)
    rng = random.Random(5)
    while not game.is_over and game.round < 6:
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / "three.mor"
    save(path, game, seats=[Seat("Ada"), Seat("Bruno", "bot", "greedy"), Seat("Carla", "bot", "greedy")])
    return path


@pytest.mark.parametrize("size", SCREEN_SIZES, ids=[f"{w}x{h}" for w, h in SCREEN_SIZES])
def test_the_analysis_window_shows_board_charts_review_and_play_on(qtbot: QtBot, saved_game: Path,
                                                                  size: tuple[int, int]) -> None:
    from mor_qt.analysis import open_analysis

    win = open_analysis(saved_game)
    assert win is not None
    qtbot.addWidget(win)
    resize_shown(qtbot, win, *size)
    qtbot.wait(5)
    assert outside(win, analysis_key_widgets(win)) == []
    assert win.view.height() >= 0.45 * size[1]  # the board keeps most of the height
    for chart in (win.score_chart, win.faith_chart, win.win_chart):
        assert chart.height() >= 120
    win.close()


def test_the_move_list_wraps_long_decisions_instead_of_cutting_them(qtbot: QtBot, saved_game: Path) -> None:
    from mor_qt.analysis import open_analysis

    win = open_analysis(saved_game)
    assert win is not None
    qtbot.addWidget(win)
    resize_shown(qtbot, win, 1366, 768)
    qtbot.wait(5)
    ml = win.move_list
    metrics = ml.fontMetrics()
    long_items = [it for it in ml.decision_items if metrics.horizontalAdvance(it.text(1)) > ml.columnWidth(1)]
    assert long_items, "no decision is longer than the column: nothing to check"
    for item in long_items[:5]:
        ml.scrollToItem(item)
        rect = ml.visualItemRect(item)
        assert rect.height() >= 2 * metrics.height()  # two lines at least: the whole text is shown
    win.close()


def _run_mor(args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    full = dict(os.environ, QT_QPA_PLATFORM="offscreen", MOR_SETTINGS_DIR=str(tmp_path / "s"),
                MOR_DATA_DIR=str(tmp_path / "d"), **env)
    return subprocess.run([sys.executable, "-m", "mor_qt.main", *args], capture_output=True, text=True, env=full,
                          timeout=120, check=False)


def test_mor_screenshot_size_at_200_percent_on_a_4k_screen(tmp_path: Path) -> None:
    png = tmp_path / "4k.png"
    done = _run_mor(["--screenshot", str(png), "--size", "3840x2160", "--seats", "human,greedy,greedy"], tmp_path,
                    QT_SCALE_FACTOR="2")
    assert done.returncode == 0, done.stderr
    assert "not fully visible" not in done.stderr
    image = QImage(str(png))
    assert (image.width(), image.height()) == (3840, 2160)  # the whole screen, drawn at 200 %


def test_mor_analyse_screenshot_size_and_a_bad_size(tmp_path: Path, saved_game: Path) -> None:
    png = tmp_path / "a.png"
    done = _run_mor(["--analyse", str(saved_game), "--screenshot", str(png), "--size", "1366x768"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "not fully visible" not in done.stderr
    image = QImage(str(png))
    assert (image.width(), image.height()) == (1366, 768)
    bad = _run_mor(["--screenshot", str(png), "--size", "huge"], tmp_path)
    assert bad.returncode == 2 and "--size wants WIDTHxHEIGHT" in bad.stderr


def test_the_initial_resource_buttons_show_whole_names_on_the_smallest_screen(qtbot: QtBot) -> None:
    art.load_fonts()
    win = MainWindow()
    qtbot.addWidget(win)
    win.ctl.autosave_enabled = False
    game = Game.new(["Ada", "Bruno"], 3)
    while game.in_setup and not (game.current_seat == 1 and not game.players[1].dealt):
        game.apply(game.legal_actions()[0])
    win.set_loaded(game, [Seat("Ada", "bot", "greedy"), Seat("Bruno")], None)
    win.resize(1280, 720)
    win.show()
    qtbot.waitUntil(lambda: "take servant" in win.panel.buttons)
    qtbot.wait(5)
    for res in ("coin", "stone", "servant", "shield"):
        button = win.panel.buttons[f"take {res}"]
        assert button.text() == res
        assert button.sizeHint().width() <= button.width(), f"{res} is cut off"
    win.ctl.shutdown()


@pytest.mark.parametrize("module", [screenshots, network_screenshots])
def test_screenshot_commands_take_help_and_refuse_a_bad_command_line(
        module: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--help`` says what the command renders and where; it must not be taken for the folder to
    write to (it once was: a folder named ``--help`` full of pictures)."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as done:
        module.main(["--help"])
    assert done.value.code == 0
    assert "the folder the pictures are written to" in capsys.readouterr().out
    with pytest.raises(SystemExit) as bad:
        module.main(["one", "two"])
    assert bad.value.code == 2  # argparse's usage error
    assert list(tmp_path.iterdir()) == []  # nothing rendered, no folder made


def test_the_pictures_read_english_plurals(qtbot: QtBot) -> None:
    """The screenshots' application installs English's catalogue: "2 cards", as the app reads
    at start (``i18n.start_language``), not the source's "2 card(s)"."""
    from PySide6.QtCore import QCoreApplication

    from mor_qt.i18n import current_language

    screenshots._app()
    assert current_language() == "en"
    assert QCoreApplication.translate("Table", "%n card(s)", "", 2) == "2 cards"
    assert QCoreApplication.translate("Table", "%n card(s)", "", 1) == "1 card"
