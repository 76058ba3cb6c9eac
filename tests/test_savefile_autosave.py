"""Autosave for the app: a known place in the user's data folder, the previous
autosave kept as a backup, the backup used when the autosave is damaged."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from core import Game
from core.files.autosave import AUTOSAVE_NAME, BACKUP_NAME, autosave, autosave_dir, clear_autosave, load_autosave
from core.files.datafolder import data_dir_for
from core.files.savefile import SaveFileError, Seat, load


def after(decisions: int, players: int = 2, seed: int = 21) -> Game:
    game = Game.new(players, seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        game.apply(rng.choice(game.legal_actions()))
    return game


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_autosave_dir_is_mor_data_dir_when_set(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MOR_DATA_DIR", str(tmp_path / "data"))
    assert autosave_dir() == tmp_path / "data"


@pytest.mark.parametrize(
    ("platform", "env", "expected"),
    [
        ("linux", {}, "/home/u/.local/share/masters-of-renaissance"),
        ("linux", {"XDG_DATA_HOME": "/xdg"}, "/xdg/masters-of-renaissance"),
        ("linux", {"XDG_DATA_HOME": "relative"}, "/home/u/.local/share/masters-of-renaissance"),
        ("win32", {"APPDATA": "/appdata"}, "/appdata/masters-of-renaissance"),
        ("win32", {}, "/home/u/AppData/Roaming/masters-of-renaissance"),
        ("darwin", {}, "/home/u/Library/Application Support/masters-of-renaissance"),
        ("darwin", {"MOR_DATA_DIR": "/mine"}, "/mine"),
        ("linux", {"MOR_DATA_DIR": "/mine", "XDG_DATA_HOME": "/xdg"}, "/mine"),
    ],
)
def test_the_data_folder_follows_each_platform(platform: str, env: dict[str, str], expected: str) -> None:
    assert data_dir_for(platform, env, Path("/home/u")) == Path(expected)


def test_autosave_writes_to_the_data_folder_and_keeps_the_previous_as_backup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "not" / "yet"
    monkeypatch.setenv("MOR_DATA_DIR", str(folder))
    assert load_autosave() is None
    first, second = after(10), after(20)
    seats = [Seat("Ada"), Seat("Bot", "bot", "greedy")]
    assert autosave(first, seats) == folder / AUTOSAVE_NAME
    assert names(folder) == [AUTOSAVE_NAME]
    autosave(second, seats)
    assert names(folder) == [BACKUP_NAME, AUTOSAVE_NAME]
    assert load(folder / BACKUP_NAME).game == first
    restored = load_autosave()
    assert restored is not None
    assert restored.game == second and restored.seats == seats
    assert restored.path == folder / AUTOSAVE_NAME


def test_a_damaged_autosave_falls_back_to_the_backup(tmp_path: Path) -> None:
    autosave(after(10), directory=tmp_path)
    autosave(after(20), directory=tmp_path)
    main = tmp_path / AUTOSAVE_NAME
    main.write_bytes(main.read_bytes()[:-5])
    restored = load_autosave(tmp_path)
    assert restored is not None
    assert restored.game == after(10) and restored.path == tmp_path / BACKUP_NAME


def test_the_backup_is_used_when_the_autosave_is_missing(tmp_path: Path) -> None:
    autosave(after(10), directory=tmp_path)
    autosave(after(20), directory=tmp_path)
    (tmp_path / AUTOSAVE_NAME).unlink()
    restored = load_autosave(tmp_path)
    assert restored is not None and restored.game == after(10)


def test_a_damaged_autosave_never_replaces_a_good_backup(tmp_path: Path) -> None:
    autosave(after(10), directory=tmp_path)
    autosave(after(20), directory=tmp_path)
    (tmp_path / AUTOSAVE_NAME).write_bytes(b"garbage")
    autosave(after(30), directory=tmp_path)
    assert load(tmp_path / BACKUP_NAME).game == after(10)
    assert load(tmp_path / AUTOSAVE_NAME).game == after(30)


def test_when_both_autosaves_are_damaged_the_error_says_so(tmp_path: Path) -> None:
    (tmp_path / AUTOSAVE_NAME).write_bytes(b"")
    with pytest.raises(SaveFileError, match="empty"):
        load_autosave(tmp_path)
    (tmp_path / BACKUP_NAME).write_bytes(b"{}")
    with pytest.raises(SaveFileError, match="backup"):
        load_autosave(tmp_path)


def test_clear_autosave_removes_both_files_and_crash_leftovers_and_tolerates_none(tmp_path: Path) -> None:
    clear_autosave(tmp_path)
    autosave(after(10), directory=tmp_path)
    autosave(after(20), directory=tmp_path)
    (tmp_path / "my-own-save.mor").write_bytes(b"keep me")
    (tmp_path / f".{AUTOSAVE_NAME}.k2j4_x.tmp").write_bytes(b"left by a crash mid-write")
    clear_autosave(tmp_path)
    assert names(tmp_path) == ["my-own-save.mor"]
    assert load_autosave(tmp_path) is None


def test_autosave_problems_raise_save_file_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(SaveFileError, match="cannot save"):
        autosave(after(5), directory=blocker / "sub")
    with pytest.raises(SaveFileError, match="2 seats"):
        autosave(after(5), [Seat("one")], directory=tmp_path)
    with pytest.raises(SaveFileError, match="not a file path"):
        autosave(after(5), directory=5)  # type: ignore[arg-type]
    assert names(tmp_path) == ["file"]


def test_autosaving_every_decision_of_a_game_always_leaves_the_latest_two(tmp_path: Path) -> None:
    game = Game.new(3, 4)
    rng = random.Random(4)
    previous = None
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
        autosave(game, directory=tmp_path)
        restored = load_autosave(tmp_path)
        assert restored is not None and restored.game == game
        if previous is not None:
            assert load(tmp_path / BACKUP_NAME).game == previous
        previous = game.clone()
    assert names(tmp_path) == [BACKUP_NAME, AUTOSAVE_NAME]
