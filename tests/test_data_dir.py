"""One data folder: ``core.data_dir()`` (core/files/datafolder.py) is where the app writes;
tests never touch the user's."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from core.files.autosave import autosave_dir
from core.files.datafolder import data_dir, data_dir_for


def test_the_test_session_writes_into_a_temporary_data_folder() -> None:
    folder = Path(os.environ["MOR_DATA_DIR"])
    assert folder.is_absolute()
    assert data_dir() == folder
    assert not str(folder).startswith(str(Path.home() / ".local"))


def test_mor_data_dir_wins_over_the_platform_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MOR_DATA_DIR", str(tmp_path / "mine"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "mine"
    assert autosave_dir() == data_dir()


def test_a_relative_mor_data_dir_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    assert data_dir_for("linux", {"MOR_DATA_DIR": "relative/dir"}, Path("/home/u")) == Path(
        "/home/u/.local/share/masters-of-renaissance"
    )


def test_without_override_linux_uses_xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MOR_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(sys, "platform", "linux")
    assert data_dir() == tmp_path / "xdg" / "masters-of-renaissance"


def test_the_window_uses_the_same_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mor_qt import window

    monkeypatch.setenv("MOR_DATA_DIR", str(tmp_path / "w"))
    assert window.data_dir() == tmp_path / "w"
