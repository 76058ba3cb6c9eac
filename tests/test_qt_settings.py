"""What the app remembers between runs (mor_qt.settings): typed
values that survive a restart, a settings file of the tests' own, windows that
open within the screen, the Save/Open folders, and a resumed autosave that
keeps its file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, QSize
from pytestqt.qtbot import QtBot

from core import Seat
from mor_qt.dialogs import GameConfig
from mor_qt.placement import fitted_rect, place_window
from mor_qt.settings import DEFAULT_BOT, SETTINGS_DIR_ENV, Settings, documents_dir
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


def test_the_tests_settings_file_is_their_own_never_the_users(tmp_path: Path) -> None:
    folder = Path(os.environ[SETTINGS_DIR_ENV])
    assert folder.name.startswith("settings") and not folder.is_relative_to(Path.home())  # conftest: per test
    s = Settings()
    s.pace_ms = 300
    assert Path(s.file_name()).parent == folder and Path(s.file_name()).is_file()


def test_typed_values_survive_a_new_settings_object(tmp_path: Path) -> None:
    s = Settings()
    assert s.animation == "off"  # conftest: tests run without animations
    s.clear()
    assert (s.pace_ms, s.animation, s.last_table, s.last_folder, s.language) == (800, "normal", None, None, "")
    assert s.save_folder() == documents_dir()
    s.pace_ms = 300
    s.animation = "fast"
    s.last_table = [Seat("Ada"), Seat("Rob", "bot", "mcts:hard")]
    s.last_folder = tmp_path
    s.language = "fr"
    s.set_flag("seen_hint", True)
    again = Settings()
    assert again.pace_ms == 300 and again.animation == "fast" and again.language == "fr"
    assert again.last_table == [Seat("Ada", bot=DEFAULT_BOT), Seat("Rob", "bot", "mcts:hard")]
    assert again.last_folder == tmp_path and again.save_folder() == tmp_path
    assert again.flag("seen_hint") and not again.flag("other")
    with pytest.raises(ValueError):
        again.animation = "wild"


def test_a_last_table_remembered_before_the_one_seat_model_still_loads() -> None:
    """play/last_table as the app wrote it before its seats were core's Seat (2026-11-29)."""
    raw = QSettings(Settings().file_name(), QSettings.Format.IniFormat)
    raw.setValue("play/last_table", '[{"name": "Ada", "kind": "human", "bot": "mcts:medium"}, '
                                    '{"name": "Rob", "kind": "bot", "bot": "mcts:hard"}, '
                                    '{"name": "Cy", "kind": "bot"}]')
    raw.sync()
    table = Settings().last_table
    assert table is not None
    assert table == [Seat("Ada", "human", "mcts:medium"), Seat("Rob", "bot", "mcts:hard"),
                     Seat("Cy", "bot", DEFAULT_BOT)]
    assert all(type(seat) is Seat for seat in table)
    Settings().last_table = table  # written back in the same format
    raw = QSettings(Settings().file_name(), QSettings.Format.IniFormat)
    assert json.loads(raw.value("play/last_table")) == [
        {"name": "Ada", "kind": "human", "bot": "mcts:medium"}, {"name": "Rob", "kind": "bot", "bot": "mcts:hard"},
        {"name": "Cy", "kind": "bot", "bot": DEFAULT_BOT}]


def test_damaged_values_fall_back_to_the_defaults(tmp_path: Path) -> None:
    raw = QSettings(Settings().file_name(), QSettings.Format.IniFormat)
    raw.setValue("play/bot_pace_ms", "fast please")
    raw.setValue("play/animation", "wild")
    raw.setValue("play/last_table", "[{\"nom\": 1}")
    raw.setValue("files/last_folder", str(tmp_path / "gone"))
    raw.setValue("window/geometry", "not bytes")
    raw.sync()
    s = Settings()
    assert (s.pace_ms, s.animation, s.last_table, s.last_folder, s.geometry) == (800, "normal", None, None, None)


@pytest.mark.parametrize("screen", [(1280, 720), (1366, 768), (1920, 1080), (2560, 1440)])
def test_a_new_window_never_opens_larger_than_the_screen(screen: tuple[int, int]) -> None:
    area = QRect(0, 24, screen[0], screen[1] - 24)
    rect = fitted_rect(QSize(1600, 1000), area, QSize(800, 520))
    assert area.contains(rect)
    if screen[0] >= 1600 + 24:
        assert rect.size() == QSize(1600, 1000)  # room enough: the size it was designed for


def test_a_window_whose_layout_needs_more_than_the_screen_still_fits_it(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    win = QWidget()
    qtbot.addWidget(win)
    wide = QWidget()
    wide.setMinimumSize(1200, 500)  # wider than the screen below: what the layout asks of the window
    QHBoxLayout(win).addWidget(wide)
    small = QRect(0, 0, 1024, 600)
    place_window(win, None, small)
    win.show()  # showing activates the layout, which must not widen the window again
    qtbot.waitExposed(win)
    assert win.minimumWidth() <= small.width() and small.contains(win.geometry())


def test_window_remembers_geometry_bot_speed_and_table_across_a_restart(qtbot: QtBot) -> None:
    area = QRect(0, 0, 1920, 1080)
    first = MainWindow()
    qtbot.addWidget(first)
    place_window(first, None, area)
    assert area.contains(first.geometry())
    first.setGeometry(QRect(0, 40, 800, 550))  # within the offscreen screen (800x600), which restoring respects
    first.pace.setCurrentIndex(first.pace.findData(300))
    first.start_game(GameConfig([Seat("Ada"), Seat("Rob", "bot", "greedy")], 4, 0))
    first.close()

    second = MainWindow()
    qtbot.addWidget(second)
    place_window(second, second.settings.geometry, area)
    assert second.geometry() == QRect(0, 40, 800, 550)
    assert second.ctl.pace_ms == 300 and second.pace.currentData() == 300
    previous = second.previous_config()
    assert previous is not None
    assert [(s.name, s.kind, s.bot if s.is_bot else "") for s in previous.seats] == [
        ("Ada", "human", ""), ("Rob", "bot", "greedy")]
    # a remembered place that no longer fits this screen: open within it instead
    small = QRect(0, 0, 1024, 600)
    place_window(second, second.settings.geometry, small)
    assert small.contains(second.geometry())
    second.ctl.shutdown()


def test_save_and_open_dialogs_start_in_the_last_folder_used(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    seen: list[str] = []
    win = MainWindow()
    qtbot.addWidget(win)
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    def remember_folder(*a: object, **_k: object) -> tuple[str, str]:
        seen.append(str(a[2]))
        return ("", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", remember_folder)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", remember_folder)
    win.save_as()
    assert Path(seen[-1]).parent == documents_dir()
    folder = tmp_path / "games"
    folder.mkdir()
    assert win.save_to(folder / "mine.mor")
    win.open_dialog()
    assert Path(seen[-1]) == folder.resolve()
    win.ctl.shutdown()


def test_a_resumed_autosave_keeps_the_file_it_was_saved_to(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    win = MainWindow()
    qtbot.addWidget(win)
    win.ctl.pace_ms = 0
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    path = tmp_path / "mine.mor"
    assert win.save_to(path)
    game = win.ctl.game
    assert game is not None
    win.ctl.apply(game.legal_actions()[0])  # a decision after the save: autosaved
    win.close()

    other = MainWindow()
    qtbot.addWidget(other)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert other.offer_resume()
    assert other.path == path.resolve()

    def no_dialog(*a: object, **k: object) -> tuple[str, str]:
        raise AssertionError("Ctrl+S asked for a name again")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_dialog)
    assert other.save()
    from core.files.savefile import load

    assert other.ctl.game is not None
    assert load(path).game.state_hash() == other.ctl.game.state_hash()
    other.ctl.shutdown()


def test_play_on_brings_the_main_window_to_the_front(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from core import Game
    from core.files.savefile import save
    from mor_qt.analysis import open_analysis

    game = Game.new(["Ada", "Bruno"], 5)
    for _ in range(30):
        game.apply(game.legal_actions()[0])
    path = tmp_path / "g.mor"
    save(path, game)
    main = MainWindow()
    qtbot.addWidget(main)
    main.ctl.autosave_enabled = False
    main.show()
    analysis = open_analysis(path, main)
    assert analysis is not None
    qtbot.addWidget(analysis)
    assert analysis.parentWidget() is None  # its own window: it cannot pin itself above the table
    analysis.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is analysis)
    analysis.go_to(20)
    assert analysis.play_on_from_here([Seat("Ada"), Seat("Bruno")]) is main
    qtbot.waitUntil(lambda: QApplication.activeWindow() is main)
    assert main.isVisible() and main.ctl.game is not None
    main.ctl.shutdown()
    analysis.close()


def test_mor_analyse_opens_only_the_analysis_window_and_needs_a_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from PySide6.QtWidgets import QApplication

    from core import Game
    from core.files.savefile import save
    from mor_qt import main as app_main
    from mor_qt.analysis import AnalysisWindow, open_windows

    before = set(QApplication.topLevelWidgets())
    assert app_main.main(["--analyse"]) == 2
    assert "needs a saved game FILE" in capsys.readouterr().err
    assert not [w for w in QApplication.topLevelWidgets() if w not in before and w.isVisible()]

    path = tmp_path / "g.mor"
    save(path, Game.new(["Ada", "Bruno"], 5))
    shown: list[list[object]] = []
    def record_shown(*_a: object) -> int:
        shown.append([w for w in QApplication.topLevelWidgets() if w.isVisible() and w not in before])
        return 0

    monkeypatch.setattr(QApplication, "exec", record_shown)
    assert app_main.main(["--analyse", str(path)]) == 0
    assert len(shown[0]) == 1 and isinstance(shown[0][0], AnalysisWindow)
    for win in list(open_windows):
        win.close()
