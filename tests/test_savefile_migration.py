"""Versioning: every released format version keeps loading, through the chain
of upgrade steps; the fixture files in tests/fixtures/saves are never rewritten."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from typing import Any

import pytest

from core import Game
from core.files import savefile_migrate as mig
from core.files.savefile import FORMAT_VERSION, SaveFileError, Seat, dumps, load, loads, read_header, save

FIXTURES = Path(__file__).parent / "fixtures" / "saves"
_spec = importlib.util.spec_from_file_location("save_fixtures", FIXTURES / "make_fixtures.py")
assert _spec and _spec.loader
fixtures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fixtures)


def fixture_files() -> dict[int, Path]:
    found = {}
    for path in FIXTURES.glob("v*.mor"):
        m = re.fullmatch(r"v(\d+)\.mor", path.name)
        assert m, path
        found[int(m.group(1))] = path
    return found


def test_there_is_one_fixture_per_format_version_from_the_oldest_to_the_current() -> None:
    files = fixture_files()
    assert sorted(files) == list(range(mig.OLDEST, FORMAT_VERSION + 1))
    for version, path in files.items():
        assert read_header(path)["version"] == version  # the file really is of that version


@pytest.mark.parametrize("version", sorted(fixture_files()))
def test_every_fixture_loads_as_the_current_version_and_saves_again(tmp_path: Path, version: int) -> None:
    saved = load(fixture_files()[version])
    assert saved.header["version"] == FORMAT_VERSION
    assert saved.header["decisions"] == len(saved.decisions) > 0
    # The replay checked the hash; stepping works and the game plays on.
    assert saved.game_at(len(saved.decisions)) == saved.game
    assert saved.game_at(0) == Game.from_origin(saved.origin)
    if not saved.game.is_over:
        saved.game.apply(saved.game.legal_actions()[0])
    again = tmp_path / "again.mor"
    save(again, saved.game, saved.seats, saved.annotations)
    reloaded = load(again)
    assert reloaded.game == saved.game
    assert reloaded.seats == saved.seats
    assert reloaded.annotations == saved.annotations
    assert read_header(again)["version"] == FORMAT_VERSION


def test_the_version_0_fixture_is_upgraded_with_its_bots_as_seats() -> None:
    raw = read_header(FIXTURES / "v0.mor")
    assert raw["version"] == 0 and "rules" not in raw
    saved = load(FIXTURES / "v0.mor")
    assert saved.seats == [Seat("Player 1"), Seat("Player 2", "bot", "greedy")]
    assert saved.header["rules"] == "multiplayer"
    assert saved.header["app"] == raw["app"]  # the app that wrote the file is kept
    assert saved.annotations == {}


def test_the_version_1_fixture_keeps_its_seats_settings_and_annotations() -> None:
    saved = load(FIXTURES / "v1.mor")
    assert [s.kind for s in saved.seats] == ["human", "bot", "bot"]
    assert saved.seats[1].bot == "mcts:hard" and saved.seats[1].settings["iterations"] == 4000
    assert set(saved.annotations) == {0, 100}
    assert saved.annotations[100]["comment"] == "a blunder"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_version_0_save_of_any_table_loads_as_the_same_game(players: int) -> None:
    game = fixtures.played(players, 60 + players, 50)
    bots = {players - 1: "random"} if players > 1 else {}
    saved = loads(fixtures.v0_bytes(game, bots))
    assert saved.game == game
    assert saved.decisions == [str(a) for a in game.history()]
    assert [s.kind == "bot" for s in saved.seats] == [seat in bots for seat in range(players)]
    assert saved.header["rules"] == ("solo" if players == 1 else "multiplayer")
    assert loads(dumps(saved.game, saved.seats)).game == game


@pytest.mark.parametrize(
    "changes",
    [
        {"players": "Ada"},
        {"players": []},
        {"players": ["A", 2]},
        {"bots": ["greedy"]},
        {"bots": {"1": 5}},
        {"bots": {"7": "greedy"}},
        {"moves": "end"},
        {"hash": 5},
    ],
)
def test_a_version_0_save_of_the_wrong_shape_is_refused(changes: dict[str, Any]) -> None:
    data = fixtures.v0_bytes(fixtures.played(2, 3, 20), {}, body_changes=changes)
    with pytest.raises(SaveFileError, match=r"old\.mor"):
        loads(data, "old.mor")


def test_the_chain_runs_every_step_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []

    def step(v: int) -> mig.Step:
        def upgrade(header: dict[str, Any], body: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
            seen.append(v)
            return {**header, "version": v + 1}, {**body, f"step{v}": True}

        return upgrade

    monkeypatch.setattr(mig, "MIGRATIONS", {0: step(0), 1: step(1), 2: step(2)})
    header, body = mig.migrate({"version": 0}, {}, 3)
    assert seen == [0, 1, 2]
    assert header["version"] == 3 and body == {"step0": True, "step1": True, "step2": True}
    assert mig.migrate({"version": 3}, {"x": 1}, 3) == ({"version": 3}, {"x": 1})


def test_a_missing_or_wrong_step_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mig, "MIGRATIONS", {0: lambda h, b: ({**h, "version": 0}, b)})
    with pytest.raises(mig.MigrationError, match="did not reach"):
        mig.migrate({"version": 0}, {}, 1)
    with pytest.raises(mig.MigrationError, match="no upgrade"):
        mig.migrate({"version": 1}, {}, 2)
