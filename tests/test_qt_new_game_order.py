"""New game asks "save first?" before its dialog is filled in, and the Save /
Open dialogs start in Documents (or home), never in the folder the program
was started from."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot
from test_qt_no_surprises import _answer
from test_qt_undo import _past_setup

from core import Seat
from mor_qt import i18n
from mor_qt.dialogs import GameConfig, NewGameDialog
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


def _unfinished(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    _past_setup(qtbot, win)
    assert win.ctl.game is not None and win.ctl.game.history()


def test_new_game_asks_before_the_dialog_and_cancel_opens_none(
        qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    _unfinished(qtbot, win)
    events: list[str] = []
    asked = _answer(monkeypatch, QMessageBox.StandardButton.Cancel)

    def fake_dialog(_dlg: NewGameDialog) -> int:
        events.append("dialog")
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", fake_dialog)
    win.new_game_dialog()
    assert asked and events == []  # asked, cancelled: the dialog never opened
    _answer(monkeypatch, QMessageBox.StandardButton.Discard)
    win.new_game_dialog()
    assert events == ["dialog"]  # discarded: now the dialog opens


def test_the_save_first_question_answers_in_our_words_in_french_too(
        qtbot: QtBot, win: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt's own French for Discard read "Ne pas tenir compte"."""
    _unfinished(qtbot, win)
    seen: list[list[str]] = []

    def buttons(box: QMessageBox) -> int:
        seen.append([b.text() for b in box.buttons()])
        return int(QMessageBox.StandardButton.Cancel.value)

    monkeypatch.setattr(QMessageBox, "exec", buttons)
    assert not win.confirm_replace()
    try:
        install_committed_catalogue("fr", tmp_path, monkeypatch)
        assert not win.confirm_replace()
    finally:
        i18n.set_language("en")
    assert sorted(seen[0]) == sorted(["Save", "Don't save", "Cancel"])
    assert sorted(seen[1]) == sorted(["Enregistrer", "Ne pas enregistrer", "Annuler"])


def test_save_and_open_start_in_documents_or_home_never_the_working_folder(
        qtbot: QtBot, win: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh account without a Documents folder: the dialogs open at home,
    not in the folder the program was started from (where Qt falls back when
    given a folder that does not exist)."""
    home, started_in = tmp_path / "home", tmp_path / "started-here"
    home.mkdir()
    started_in.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.chdir(started_in)
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    seen: list[Path] = []

    def remember_folder(*a: object, **_k: object) -> tuple[str, str]:
        seen.append(Path(str(a[2])))
        return ("", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", remember_folder)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", remember_folder)
    win.save_as()
    win.open_dialog()
    assert [seen[0].parent, seen[1]] == [home, home]
    (home / "Documents").mkdir()
    win.save_as()
    win.open_dialog()
    assert [seen[2].parent, seen[3]] == [home / "Documents", home / "Documents"]
    win.path = tmp_path / "gone" / "game.mor"  # a game whose folder was removed since
    win.save_as()
    assert seen[4].parent == home / "Documents"
