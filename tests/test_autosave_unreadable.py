"""An autosave the system will not let the app read (permissions, a disk error)
may hold an intact game: it is kept aside under a new name, never discarded or
overwritten, and the player is told where it is.  The tests run as root, whom
``chmod 000`` does not stop: the refusal is simulated on ``os.open``."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from core import Game
from core.files.autosave import AUTOSAVE_NAME, BACKUP_NAME, UNREADABLE_MARK, autosave, load_autosave
from core.files.savefile import SaveFileError, load

WRITING = os.O_WRONLY | os.O_RDWR


def after(decisions: int, seed: int = 31) -> Game:
    game = Game.new(2, seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.fixture
def refused(monkeypatch: pytest.MonkeyPatch) -> Iterator[set[str]]:
    """File names whose reading the system refuses (PermissionError), as for a file of mode 000."""
    names: set[str] = set()
    real_open = os.open

    def open_(path: Any, flags: int, *args: Any, **kw: Any) -> int:
        if Path(os.fsdecode(path)).name in names and not flags & WRITING:
            raise PermissionError(13, "Permission denied", os.fsdecode(path))
        return real_open(path, flags, *args, **kw)

    monkeypatch.setattr(os, "open", open_)
    yield names


def aside(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if UNREADABLE_MARK in p.name)


def test_an_unreadable_autosave_is_kept_aside_and_its_backup_resumed(tmp_path: Path, refused: set[str]) -> None:
    older, newer = after(10), after(20)
    autosave(older, directory=tmp_path)
    autosave(newer, directory=tmp_path)  # the first one is now the backup
    kept = (tmp_path / AUTOSAVE_NAME).read_bytes()
    refused.add(AUTOSAVE_NAME)
    saved = load_autosave(tmp_path)
    assert saved is not None and saved.game.state_hash() == older.state_hash()
    [moved] = aside(tmp_path)
    assert moved.name.startswith("autosave" + UNREADABLE_MARK) and moved.suffix == ".mor"
    assert moved.read_bytes() == kept and not (tmp_path / AUTOSAVE_NAME).exists()
    assert "permission denied" in saved.recovered_from_backup
    assert f"the file was kept as {moved}" in saved.recovered_from_backup
    autosave(after(30), directory=tmp_path)  # the game goes on: the kept file is untouched
    refused.clear()
    assert moved.read_bytes() == kept and load(moved).game.state_hash() == newer.state_hash()


def test_with_no_backup_the_error_names_where_the_autosave_was_kept(tmp_path: Path, refused: set[str]) -> None:
    autosave(after(12), directory=tmp_path)
    kept = (tmp_path / AUTOSAVE_NAME).read_bytes()
    refused.add(AUTOSAVE_NAME)
    with pytest.raises(SaveFileError) as caught:
        load_autosave(tmp_path)
    [moved] = aside(tmp_path)
    assert moved.read_bytes() == kept
    assert "permission denied" in str(caught.value) and f"kept as {moved}" in str(caught.value)


def test_an_autosave_that_cannot_be_read_is_never_overwritten_by_the_next(tmp_path: Path, refused: set[str]) -> None:
    autosave(after(12), directory=tmp_path)
    kept = (tmp_path / AUTOSAVE_NAME).read_bytes()
    refused.add(AUTOSAVE_NAME)
    autosave(after(14), directory=tmp_path)  # without loading it first
    [moved] = aside(tmp_path)
    refused.clear()
    assert moved.read_bytes() == kept and (tmp_path / AUTOSAVE_NAME).read_bytes() != kept
    assert not (tmp_path / BACKUP_NAME).exists()


def test_when_it_cannot_be_kept_aside_it_is_left_in_place(
    tmp_path: Path, refused: set[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    autosave(after(12), directory=tmp_path)
    kept = (tmp_path / AUTOSAVE_NAME).read_bytes()
    refused.add(AUTOSAVE_NAME)

    def no_rename(*_args: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", no_rename)
    with pytest.raises(SaveFileError, match="could not be kept aside"):
        load_autosave(tmp_path)
    with pytest.raises(SaveFileError, match="could not be kept aside"):
        autosave(after(14), directory=tmp_path)  # refused rather than replacing it
    refused.clear()
    assert (tmp_path / AUTOSAVE_NAME).read_bytes() == kept and aside(tmp_path) == []


def test_the_player_is_told_where_the_unreadable_autosave_was_kept(
    qtbot: QtBot, data_dir: Path, refused: set[str]
) -> None:
    from mor_qt.window import MainWindow

    autosave(after(12))
    refused.add(AUTOSAVE_NAME)
    win = MainWindow()
    qtbot.addWidget(win)
    assert not win.offer_resume()
    [moved] = aside(data_dir)
    box = win.last_message
    assert box is not None and str(moved) in box.text() and "permission denied" in box.text()
    win.ctl.shutdown()
