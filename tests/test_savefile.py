"""Save files: round trips, continuing and stepping through a loaded game,
the save API's checks and atomic writes."""

from __future__ import annotations

import importlib.util
import os
import random
import re
import struct
from pathlib import Path

import msgpack
import pytest

from core import Game
from core.files.savefile import (
    CHECKPOINT_EVERY,
    FORMAT_VERSION,
    SavedGame,
    SaveFileError,
    Seat,
    dumps,
    load,
    loads,
    read_header,
    save,
)
from core.files.saveframe import MAGIC

_spec = importlib.util.spec_from_file_location(
    "save_fixtures", Path(__file__).parent / "fixtures" / "saves" / "make_fixtures.py"
)
assert _spec and _spec.loader
fixtures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fixtures)


def finished(players: int, seed: int) -> Game:
    game = Game.new(players, seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def stages(players: int, seed: int) -> dict[str, Game]:
    full = finished(players, seed)
    n = len(full.history())
    return {
        "setup": Game.new(players, seed),
        "mid-game": fixtures.played(players, seed, n // 2),
        "finished": full,
    }


def assert_same_game(loaded: SavedGame, game: Game) -> None:
    assert loaded.game == game
    assert loaded.game.state_hash() == game.state_hash()
    assert loaded.decisions == [str(a) for a in game.history()]
    assert loaded.game.history() == game.history()
    assert loaded.origin == game.origin
    assert loaded.game.is_over == game.is_over
    assert loaded.game.scores() == game.scores()
    assert loaded.game.winners() == game.winners()


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("stage", ["setup", "mid-game", "finished"])
def test_round_trip_gives_the_same_game_seats_and_annotations(tmp_path: Path, players: int, stage: str) -> None:
    game = stages(players, 100 + players)[stage]
    seats = [Seat(f"Seat {i}", "bot", f"bot{i}", {"level": i, "think": [1.5, None]}) for i in range(players)]
    seats[0] = Seat("Ada")
    n = len(game.history())
    notes: dict[int, dict[str, object]] = {0: {"best": "x"}, n: {"final": True}} if n else {0: {"note": "start"}}
    path = tmp_path / "game.mor"
    save(path, game, seats, notes)
    loaded = load(path)
    assert_same_game(loaded, game)
    assert loaded.seats == seats
    assert loaded.annotations == notes
    assert loaded.path == path
    assert loaded.header["version"] == FORMAT_VERSION
    assert loaded.header["rules"] == ("solo" if players == 1 else "multiplayer")
    assert loaded.header["players"] == players
    assert loaded.header["decisions"] == n
    assert read_header(path)["decisions"] == n


def test_default_seats_are_humans_named_after_the_game(tmp_path: Path) -> None:
    game = Game.new(["Ada", "Bruno", "Chiara"], 5)
    save(tmp_path / "g.mor", game)
    assert load(tmp_path / "g.mor").seats == [Seat("Ada"), Seat("Bruno"), Seat("Chiara")]


def test_seats_given_as_maps_are_read_like_seats() -> None:
    game = Game.new(2, 5)
    seats: list[dict[str, object]] = [
        {"name": "Ada"}, {"name": "Bot", "kind": "bot", "bot": "greedy", "settings": {"a": 1}}]
    loaded = loads(dumps(game, seats))
    assert loaded.seats == [Seat("Ada"), Seat("Bot", "bot", "greedy", {"a": 1})]


def test_a_game_started_from_a_position_round_trips() -> None:
    base = fixtures.played(2, 8, 70)
    game = Game.from_position(base.to_position())
    rng = random.Random(3)
    for _ in range(40):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    loaded = loads(dumps(game))
    assert_same_game(loaded, game)
    assert "position" in loaded.origin
    assert loaded.game_at(0) == Game.from_position(base.to_position())


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_loaded_game_plays_on_identically(players: int) -> None:
    seed = 40 + players
    game = fixtures.played(players, seed, len(finished(players, seed).history()) // 2)
    loaded = loads(dumps(game)).game
    rng = random.Random(players)
    steps = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert loaded.legal_actions() == legal
        act = rng.choice(legal)
        assert loaded.apply(act) == game.apply(act)
        assert loaded.state_hash() == game.state_hash()
        steps += 1
    assert loaded.is_over and steps > 0
    assert loaded.winners() == game.winners()


def test_game_at_steps_through_every_decision() -> None:
    game = fixtures.played(3, 77, 3 * CHECKPOINT_EVERY + 5)
    history = game.history()
    saved = loads(dumps(game))
    replay = Game.from_origin(game.origin)
    assert saved.game_at(0) == replay
    for i, act in enumerate(history, start=1):
        replay.apply(act)
        assert saved.game_at(i) == replay, i
    assert saved.game_at(len(history)) == saved.game


def test_game_at_returns_independent_games() -> None:
    game = fixtures.played(2, 9, 2 * CHECKPOINT_EVERY)
    saved = loads(dumps(game))
    a = saved.game_at(CHECKPOINT_EVERY)
    before = a.state_hash()
    a.apply(a.legal_actions()[0])
    assert saved.game_at(CHECKPOINT_EVERY).state_hash() == before
    saved.game.apply(saved.game.legal_actions()[0])
    assert saved.game_at(len(saved.decisions)) == game


@pytest.mark.parametrize("bad", [-1, 10_000, "3", 1.0, True, None])
def test_game_at_refuses_a_count_out_of_range(bad: object) -> None:
    saved = loads(dumps(fixtures.played(2, 9, 20)))
    with pytest.raises(IndexError, match="game_at"):
        saved.game_at(bad)  # type: ignore[arg-type]


def test_saving_twice_replaces_the_file(tmp_path: Path) -> None:
    path = tmp_path / "g.mor"
    save(path, fixtures.played(2, 1, 10))
    later = fixtures.played(2, 1, 30)
    save(path, later)
    assert load(path).game == later
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.mor"]


@pytest.mark.parametrize(
    ("seats", "annotations", "words"),
    [
        ([Seat("A")], None, "2 seats"),
        ("AB", None, "seats"),
        ([Seat("A"), Seat("B", "robot")], None, "kind"),
        ([Seat("A"), Seat("B", "bot")], None, "names its bot"),
        ([Seat("A"), Seat("B", "bot", 7)], None, "bot"),  # type: ignore[arg-type]
        ([Seat("A"), Seat(3)], None, "name"),  # type: ignore[arg-type]
        ([Seat("A"), {"name": "B", "colour": "red"}], None, "unknown keys"),
        ([Seat("A"), {"kind": "human"}], None, "needs a name"),
        ([Seat("A"), 5], None, "Seat or a map"),
        ([Seat("A"), Seat("B", settings={"s": {1, 2}})], None, "not plain data"),
        ([Seat("A"), Seat("B", settings={1: "x"})], None, "keys must be text"),  # type: ignore[dict-item]
        ([Seat("A"), Seat("B", settings={"n": 2**70})], None, "too large"),
        ([Seat("A"), Seat("B", settings=[1])], None, "settings"),  # type: ignore[arg-type]
        (None, {-1: {}}, "decision index"),
        (None, {"0": {}}, "decision index"),
        (None, {0: "text"}, "expected a map"),
        (None, {0: {"x": b"bytes"}}, "not plain data"),
        (None, [1, 2], "annotations"),
    ],
)
def test_save_refuses_bad_seats_and_annotations_with_save_file_error(
    tmp_path: Path, seats: object, annotations: object, words: str
) -> None:
    path = tmp_path / "g.mor"
    with pytest.raises(SaveFileError, match=words) as info:
        save(path, Game.new(2, 1), seats, annotations)  # type: ignore[arg-type]
    assert "g.mor" in str(info.value)
    assert not path.exists()
    assert list(tmp_path.iterdir()) == []


def test_annotations_nested_too_deep_are_refused() -> None:
    note: dict = {}
    inner = note
    for _ in range(100):
        inner["x"] = {}
        inner = inner["x"]
    with pytest.raises(SaveFileError, match="nested deeper"):
        dumps(Game.new(2, 1), None, {0: note})


def test_save_refuses_what_is_not_a_game_or_not_a_path(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="expected a Game"):
        save(tmp_path / "g.mor", "a game")  # type: ignore[arg-type]
    with pytest.raises(SaveFileError, match="not a file path"):
        save(None, Game.new(2, 1))  # type: ignore[arg-type]
    with pytest.raises(SaveFileError, match="not a file path"):
        save("", Game.new(2, 1))


def test_a_seed_too_large_for_msgpack_is_refused_not_crashed() -> None:
    with pytest.raises(SaveFileError, match="seed"):
        dumps(Game.new(2, 2**80))
    huge_but_fine = Game.new(2, 2**64 - 1)
    assert loads(dumps(huge_but_fine)).game == huge_but_fine


def test_save_into_a_missing_folder_or_onto_a_folder_raises_save_file_error(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="cannot save"):
        save(tmp_path / "nope" / "g.mor", Game.new(2, 1))
    (tmp_path / "dir.mor").mkdir()
    with pytest.raises(SaveFileError, match="cannot save"):
        save(tmp_path / "dir.mor", Game.new(2, 1))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dir.mor"]


def _interrupt_at(monkeypatch: pytest.MonkeyPatch, name: str, exc: BaseException) -> None:
    def boom(*_args: object, **_kwargs: object) -> None:
        raise exc

    monkeypatch.setattr(os, name, boom)


@pytest.mark.parametrize("where", ["fsync", "replace"])
@pytest.mark.parametrize("exc", [OSError(28, "No space left on device"), KeyboardInterrupt()])
def test_a_crash_mid_write_leaves_the_old_file_intact_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str, exc: BaseException
) -> None:
    path = tmp_path / "g.mor"
    old = fixtures.played(2, 4, 30)
    save(path, old)
    before = path.read_bytes()
    with monkeypatch.context() as m:
        _interrupt_at(m, where, exc)
        expected = SaveFileError if isinstance(exc, OSError) else KeyboardInterrupt
        with pytest.raises(expected):
            save(path, fixtures.played(2, 4, 60))
    assert path.read_bytes() == before
    assert load(path).game == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.mor"]


def test_save_flushes_to_disk_before_renaming(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("fsync")
        real_fsync(fd)

    def replace(src: str, dst: str) -> None:
        calls.append("replace")
        assert Path(src).parent == Path(dst).parent  # same folder: an atomic rename
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    save(tmp_path / "g.mor", Game.new(2, 1))
    assert calls[:2] == ["fsync", "replace"]


def test_the_doc_lists_every_header_and_body_key_written() -> None:
    doc = (Path(__file__).parent.parent / "docs" / "savefile.md").read_text()
    header_part, body_part = doc.split("**Header**")[1].split("**Body**")
    body_part = body_part.split("## ")[0]

    def keys(part: str) -> set[str]:
        cells = [line.split("|")[1] for line in part.splitlines() if line.startswith("| `")]
        return {k for cell in cells for k in re.findall(r"`(\w+)`", cell)}

    data = dumps(Game.new(2, 1))
    (head_len,) = struct.unpack_from(">I", data, len(MAGIC))
    header = msgpack.unpackb(data[len(MAGIC) + 4 : len(MAGIC) + 4 + head_len])
    body = msgpack.unpackb(data[len(MAGIC) + 8 + head_len :])
    assert keys(header_part) == set(header)
    assert set(body) <= keys(body_part)
    assert "position" in keys(body_part)
    assert f"| {FORMAT_VERSION} |" in doc
    assert " ".join(f"{b:02X}" for b in MAGIC) in doc


def test_bench_saves_prints_save_and_load_times_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from ai.long_games import TURNS, long_game
    from lab.cli import main

    assert main(["bench", "saves", "--json", "--repeat", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert {"save_ms", "load_ms", "decisions"} <= set(result)
    assert result["save_ms"] > 0 and result["load_ms"] > 0
    game = long_game()
    assert result["decisions"] == len(game.history())
    assert sum(str(a) == "end" for a in game.history()) == TURNS
