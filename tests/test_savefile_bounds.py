"""Bounded cost for any file, paths that cannot name a file, loads that refuse
what saves refuse, and temp files left by killed saves."""

from __future__ import annotations

import hashlib
import os
import random
import struct
import time
from pathlib import Path
from typing import Any

import msgpack
import pytest

from core import Game
from core.files.atomic import STALE_TEMP_SECONDS
from core.files.autosave import autosave
from core.files.savefile import SaveFileError, dumps, frame, load, loads, read_header, save
from core.files.saveframe import MAGIC, MAX_CONTAINERS, MAX_FILE_BYTES

MEGABYTE = 1024 * 1024


def small_game(position_origin: bool = False) -> Game:
    game = Game.new(2, 21)
    rng = random.Random(21)
    for _ in range(12):
        game.apply(rng.choice(game.legal_actions()))
    if position_origin:
        game = Game.from_position(game.to_position())
        for _ in range(5):
            game.apply(rng.choice(game.legal_actions()))
    return game


def split(data: bytes) -> tuple[dict[str, Any], dict[str, Any]]:
    (head_len,) = struct.unpack_from(">I", data, len(MAGIC))
    start = len(MAGIC) + 4
    return msgpack.unpackb(data[start : start + head_len]), msgpack.unpackb(data[start + head_len + 4 :])


def rebuild(header: dict[str, Any], body_bytes: bytes) -> bytes:
    """Right sizes and checksums around any body: only the content is hostile."""
    return frame(dict(header, body_size=len(body_bytes), body_sha256=hashlib.sha256(body_bytes).digest()), body_bytes)


def with_unknown_key(raw_value: bytes) -> bytes:
    """A valid save whose body map gets one more key holding ``raw_value`` (msgpack bytes)."""
    header, body = split(dumps(small_game()))
    packed = msgpack.packb(body, use_bin_type=True)
    assert packed[0] == 0x80 + len(body)  # a fixmap: one more entry is one more in the count
    return rebuild(header, bytes([packed[0] + 1]) + packed[1:] + msgpack.packb("junk") + raw_value)


def many_empty(marker: bytes, total: int, per_list: int = 10_000) -> bytes:
    """msgpack of a list of lists holding ``total`` empty lists (or maps) in all, 1 byte each."""
    lists = total // per_list
    inner = b"\xdc" + struct.pack(">H", per_list) + marker * per_list
    return b"\xdc" + struct.pack(">H", lists) + inner * lists


@pytest.mark.parametrize(("marker", "total"), [(b"\x90", MAX_CONTAINERS * 4), (b"\x80", MAX_CONTAINERS + 10_000)])
def test_a_save_of_millions_of_empty_lists_or_maps_is_refused_before_they_are_built(marker: bytes, total: int) -> None:
    data = with_unknown_key(many_empty(marker, total))
    assert len(data) < MAX_FILE_BYTES
    with pytest.raises(SaveFileError, match=r"more than .* lists and maps"):
        loads(data)


def test_the_file_cap_is_a_few_megabytes_and_files_above_it_are_not_read(tmp_path: Path) -> None:
    assert MAX_FILE_BYTES <= 4 * MEGABYTE
    path = tmp_path / "big.mor"
    with open(path, "wb") as f:
        f.write(MAGIC)
        f.truncate(MAX_FILE_BYTES + 1)
    for read in (load, read_header):
        with pytest.raises(SaveFileError, match="more than"):
            read(path)
    with pytest.raises(SaveFileError, match="more than"):
        loads(b"\x00" * (MAX_FILE_BYTES + 1))


@pytest.mark.parametrize("bad", ["game\x00.mor", "\ud800.mor", "dir/\udfff/x.mor", b"a\x00b.mor"])
def test_paths_with_nul_or_a_lone_surrogate_give_save_file_error(tmp_path: Path, bad: str | bytes) -> None:
    path: str | bytes = os.path.join(str(tmp_path), bad) if isinstance(bad, str) else os.fsencode(tmp_path) + b"/" + bad
    # bytes paths on purpose: they must be refused with a SaveFileError, not crash
    for call in (lambda: load(path), lambda: read_header(path),  # type: ignore[arg-type]
                 lambda: save(path, small_game())):  # type: ignore[arg-type]
        with pytest.raises(SaveFileError, match="not a file path"):
            call()
    with pytest.raises(SaveFileError, match="not a file path"):
        autosave(small_game(), directory=path)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "value",
    [b"bytes", [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
)
@pytest.mark.parametrize("where", ["junk", "turn"])
def test_load_refuses_a_stored_position_that_save_would_refuse(value: Any, where: str) -> None:
    """Before, load accepted bytes or deep nesting inside the stored position; every
    later save of the game then failed, and autosaves silently stopped."""
    header, body = split(dumps(small_game(position_origin=True)))
    body["position"][where] = value
    with pytest.raises(SaveFileError, match="cannot be set up"):
        loads(rebuild(header, msgpack.packb(body, use_bin_type=True)))


def test_a_loaded_position_game_saves_again_to_the_same_bytes_of_game(tmp_path: Path) -> None:
    game = small_game(position_origin=True)
    path = tmp_path / "g.mor"
    save(path, game)
    loaded = load(path)
    save(path, loaded.game)
    again = load(path)
    assert again.game == game and again.origin == loaded.origin


def _old(path: Path) -> Path:
    path.write_bytes(b"partial save")
    past = time.time() - STALE_TEMP_SECONDS - 5
    os.utime(path, (past, past))
    return path


def test_temp_files_left_by_killed_saves_are_removed_at_the_next_save(tmp_path: Path) -> None:
    stale = [_old(tmp_path / ".game.mor.ab12cd_9.tmp"), _old(tmp_path / ".other.mor.zzzzzzzz.tmp"),
             _old(tmp_path / ".autosave.mor.k3j4h5g6.tmp")]
    fresh = tmp_path / ".game.mor.fresh000.tmp"  # another save still writing it
    fresh.write_bytes(b"being written")
    foreign = [_old(tmp_path / ".notes.txt.abcdefgh.tmp"), _old(tmp_path / "game.mor.abcdefgh.tmp"),
               _old(tmp_path / ".game.mor.tmp")]
    save(tmp_path / "game.mor", small_game())
    assert not any(p.exists() for p in stale)
    assert fresh.exists() and all(p.exists() for p in foreign)
    assert load(tmp_path / "game.mor").game == small_game()


def test_autosave_also_removes_its_stale_temp_files(tmp_path: Path) -> None:
    stale = _old(tmp_path / ".autosave.mor.q1w2e3r4.tmp")
    autosave(small_game(), directory=tmp_path)
    assert not stale.exists()
