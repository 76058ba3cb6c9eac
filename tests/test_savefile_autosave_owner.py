"""No copy of the app deletes, rotates or resumes an autosave it does not own
(core/files/autosave_owner.py): a second copy on the same data folder leaves the
first one's live game alone, and rotating the backup never fails because the
previous autosave went away meanwhile."""

from __future__ import annotations

import os
import random
import selectors
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

import core.files.saveframe as saveframe
from core import Game
from core.files.autosave import AUTOSAVE_NAME, BACKUP_NAME, autosave, clear_autosave, load_autosave
from core.files.savefile import SaveFileError, dumps, load

if TYPE_CHECKING:  # the Qt modules load only for the test that asks for a window
    from mor_qt.window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
WAIT_SECONDS = 60.0  # generous: the other process only imports the engine and writes one file
READY = "owner-ready"

# Another running copy of the app: autosaves a game in the folder it is given,
# says so, and keeps running (holding the folder) until its standard input closes.
OTHER_COPY = f"""
import sys
from core import Game, autosave
game = Game.new(2, 7)
for _ in range(6):
    game.apply(game.legal_actions()[0])
autosave(game, directory=sys.argv[1])
print({READY!r}, flush=True)
sys.stdin.read()
"""


def played(decisions: int, seed: int = 3) -> Game:
    game = Game.new(2, seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        game.apply(rng.choice(game.legal_actions()))
    return game


def read_line(proc: subprocess.Popen[str], timeout: float = WAIT_SECONDS) -> str:
    """The next line the process writes, waiting at most ``timeout`` seconds."""
    assert proc.stdout is not None
    with selectors.DefaultSelector() as sel:
        sel.register(proc.stdout, selectors.EVENT_READ)
        if not sel.select(timeout):
            raise AssertionError(f"no line from the process in {timeout} s")
    return proc.stdout.readline().strip()


@pytest.fixture
def other_copy(tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    """A live process that owns the autosave in ``tmp_path / "data"``."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), MOR_DATA_DIR=str(tmp_path / "data"))
    proc = subprocess.Popen([sys.executable, "-c", OTHER_COPY, str(tmp_path / "data")], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        assert read_line(proc) == READY
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate(timeout=WAIT_SECONDS)


def test_a_live_copys_autosave_is_neither_offered_nor_overwritten_nor_deleted(
    other_copy: subprocess.Popen[str], tmp_path: Path
) -> None:
    folder = tmp_path / "data"
    theirs = (folder / AUTOSAVE_NAME).read_bytes()
    # A second copy is not offered the first one's live game ...
    assert load_autosave(folder) is None
    # ... plays a game of its own (its autosave is refused, and it says why) ...
    with pytest.raises(SaveFileError, match="another copy of the game"):
        autosave(played(8), directory=folder)
    # ... and its game over removes nothing of the other's.
    clear_autosave(folder)
    assert (folder / AUTOSAVE_NAME).read_bytes() == theirs
    assert not (folder / BACKUP_NAME).exists()
    # The first copy is killed: its game is still there, and now it may be resumed.
    other_copy.kill()
    other_copy.wait(timeout=WAIT_SECONDS)
    resumed = load_autosave(folder)
    assert resumed is not None and len(resumed.decisions) == 6


def test_clear_autosave_leaves_an_autosave_this_process_did_not_write(tmp_path: Path) -> None:
    # Written by someone else (a copy of the app that takes no claim), never resumed here.
    theirs = dumps(played(12))
    (tmp_path / AUTOSAVE_NAME).write_bytes(theirs)
    clear_autosave(tmp_path)
    assert (tmp_path / AUTOSAVE_NAME).read_bytes() == theirs


def test_clear_autosave_leaves_an_autosave_rewritten_by_someone_else_since(tmp_path: Path) -> None:
    autosave(played(5), directory=tmp_path)
    theirs = dumps(played(9, seed=4))
    (tmp_path / AUTOSAVE_NAME).write_bytes(theirs)  # another copy wrote over ours
    clear_autosave(tmp_path)
    assert (tmp_path / AUTOSAVE_NAME).read_bytes() == theirs


def test_a_resumed_or_declined_autosave_left_by_a_dead_copy_is_cleared_at_game_over(tmp_path: Path) -> None:
    (tmp_path / AUTOSAVE_NAME).write_bytes(dumps(played(12)))  # its writer is gone
    assert load_autosave(tmp_path) is not None  # offered: it is ours now
    clear_autosave(tmp_path)
    assert not (tmp_path / AUTOSAVE_NAME).exists()
    # declined, then a new game is played to its end: both files go
    (tmp_path / AUTOSAVE_NAME).write_bytes(dumps(played(12)))
    assert load_autosave(tmp_path) is not None
    autosave(played(3, seed=9), directory=tmp_path)
    clear_autosave(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_the_previous_autosave_vanishing_before_its_rotation_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    autosave(played(5), directory=tmp_path)
    main = tmp_path / AUTOSAVE_NAME
    real_parse = saveframe.parse_frame

    def checked_then_moved_away(data: bytes, name: str) -> Any:
        result = real_parse(data, name)
        if name == str(main) and main.exists():
            main.unlink()  # between the check and the rotation, as another process did
        return result

    monkeypatch.setattr(saveframe, "parse_frame", checked_then_moved_away)
    newer = played(7)
    assert autosave(newer, directory=tmp_path) == main  # no "Autosave failed … No such file or directory"
    monkeypatch.undo()
    assert load(main).game == newer
    assert not (tmp_path / BACKUP_NAME).exists()


def test_the_app_never_offers_to_resume_a_live_copys_game(
    other_copy: subprocess.Popen[str], win: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setenv("MOR_DATA_DIR", str(tmp_path / "data"))
    asked: list[object] = []

    def question(*args: object, **_kw: object) -> QMessageBox.StandardButton:
        asked.append(args)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    assert not win.offer_resume()
    assert asked == [] and win.ctl.game is None
