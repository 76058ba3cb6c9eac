"""French all the way: the non-native Save / Open dialog speaks French (Qt's
own catalogue lacks a few of its texts: ours fills them in), a status line
follows a language change, and the Language menu is found in either language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QLabel, QMenu, QWidget
from pytestqt.qtbot import QtBot
from test_qt_defects import solo_games_by_ending
from test_qt_undo import _past_setup

from core import EndReason, Seat, colour_name
from mor_qt import i18n
from mor_qt.dialogs import GameConfig, ScoreSheet
from mor_qt.qt_strings import qt_strings
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


@pytest.fixture
def french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object) -> Iterator[Path]:
    install_committed_catalogue("fr", tmp_path, monkeypatch)
    yield tmp_path
    i18n.set_language("en")


def test_the_non_native_save_dialog_speaks_french(qtbot: QtBot, french: Path, tmp_path: Path) -> None:
    (tmp_path / "games").mkdir()
    dialog = QFileDialog(None, "Enregistrer", str(tmp_path), "Parties (*.mor)")
    qtbot.addWidget(dialog)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.show()
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert labels["lookInLabel"] == "&Voir dans :"
    assert labels["fileTypeLabel"] == "Fichiers de &type :"
    model = dialog.findChild(QFileSystemModel)
    assert model is not None
    qtbot.waitUntil(lambda: model.index(str(tmp_path / "games")).isValid(), timeout=10000)
    folder = model.index(str(tmp_path / "games"))
    assert model.type(folder) == "Dossier"  # the Type column, not "Folder"
    assert not [text for text in qt_strings() if text in ("Folder", "&Look in:", "Files of &type:")]


def test_a_status_line_follows_the_language(qtbot: QtBot, win: MainWindow, french: Path) -> None:
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    _past_setup(qtbot, win)
    game = win.ctl.game
    assert game is not None
    win.ctl.apply(game.legal_actions()[0])
    win.undo()
    assert win.status_line.text().startswith("Repris")
    win.choose_language("en")
    qtbot.waitUntil(lambda: not win._retranslate_queued, timeout=5000)
    assert win.status_line.text().startswith("Taken back: ")


def _menu_titles(win: MainWindow) -> list[str]:
    return [a.text() for a in win.menuBar().actions() if isinstance(a.menu(), QMenu)]


def test_the_language_menu_is_found_in_either_language(qtbot: QtBot, win: MainWindow, french: Path) -> None:
    qtbot.waitUntil(lambda: not win._retranslate_queued, timeout=5000)
    assert "Langue / Language" in [t.replace("&", "") for t in _menu_titles(win)]
    win.choose_language("en")
    qtbot.waitUntil(lambda: not win._retranslate_queued, timeout=5000)
    titles = [t.replace("&", "") for t in _menu_titles(win)]
    assert "Language / Langue" in titles


def test_the_solo_score_sheet_says_in_french_how_the_game_ended(qtbot: QtBot, french: Path) -> None:
    """The colour agrees with "carte" ("Plus aucune carte verte") (R12.3-4)."""
    games = solo_games_by_ending()
    parent = QWidget()
    qtbot.addWidget(parent)
    sheet = ScoreSheet(parent)
    gone = games[EndReason.COLOUR_GONE]
    assert gone.outcome is not None
    sheet.show_game(gone)
    assert sheet.title.text() == "Lorenzo gagne"
    assert sheet.note.text().startswith(f"Plus aucune carte {i18n.render(colour_name(gone.outcome.colours_gone[0]))} ")
    sheet.show_game(games[EndReason.LORENZO_CROSS])
    assert sheet.note.text() == "La Croix noire de Lorenzo a atteint le bout de la piste Foi (R12.3)."
    won = games[EndReason.SOLO_CARDS]
    sheet.show_game(won)
    assert sheet.note.text() == "Ada possède sept cartes Développement (R12.4)."


def test_bot_speed_and_animations_each_say_fast_and_normal_in_their_own_agreement(
        qtbot: QtBot, french: Path) -> None:
    """Both menus say "Fast" and "Normal": the French Bot speed read "Normales" (the Animations'
    feminine plural) once the window was translated again."""
    win = MainWindow()
    qtbot.addWidget(win)
    win.ctl.autosave_enabled = False
    for _ in range(2):  # as built, and after the texts are made again
        speeds = [win.pace.itemText(i) for i in range(win.pace.count())]
        animations = [win.animation_actions[s].text() for s in ("off", "fast", "normal")]
        assert "Rapide" in speeds and "Normal" in speeds and "Normales" not in speeds
        assert animations == ["Désactivées", "Rapides", "Normales"]
        win.retranslate()
    win.ctl.shutdown()
