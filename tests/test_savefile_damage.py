"""Damaged, cut, foreign and hostile files: ``load`` raises SaveFileError and
nothing else, with a message that names the file and what is wrong."""

from __future__ import annotations

import hashlib
import json
import os
import random
import struct
import zlib
from pathlib import Path
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import Game
from core.files.savefile import FORMAT_VERSION, SaveFileError, Seat, dumps, frame, load, loads
from core.files.saveframe import MAGIC, MAX_DECISIONS, MAX_FILE_BYTES

BODY_KEYS = ["seats", "names", "seed", "first_seat", "decisions", "state_hash", "annotations", "position"]


def small_game() -> Game:
    game = Game.new(2, 12)
    rng = random.Random(12)
    for _ in range(14):
        game.apply(rng.choice(game.legal_actions()))
    return game


SMALL_GAME = small_game()
SMALL = dumps(SMALL_GAME, [Seat("Ada"), Seat("Bot", "bot", "greedy", {"x": 1})], {2: {"n": 1}})


def split(data: bytes) -> tuple[dict[str, Any], dict[str, Any]]:
    """The header and body of a good save."""
    (head_len,) = struct.unpack_from(">I", data, len(MAGIC))
    start = len(MAGIC) + 4
    header = msgpack.unpackb(data[start : start + head_len])
    body = msgpack.unpackb(data[start + head_len + 4 :])
    return header, body


def rebuild(body: Any, **header_changes: Any) -> bytes:
    """A save with ``body`` (any msgpack-able value) and right checksums."""
    header, _ = split(SMALL)
    body_bytes = msgpack.packb(body, use_bin_type=True) if not isinstance(body, bytes) else body
    header.update(body_size=len(body_bytes), body_sha256=hashlib.sha256(body_bytes).digest())
    header.update(header_changes)
    return frame(header, body_bytes)


def good_body() -> dict[str, Any]:
    return split(SMALL)[1]


def refused(data: bytes, name: str = "game.mor") -> str:
    with pytest.raises(SaveFileError) as info:
        loads(data, name)
    message = str(info.value)
    assert name in message
    return message


def test_the_small_save_itself_loads() -> None:
    assert loads(SMALL).game == SMALL_GAME
    assert loads(rebuild(good_body())).game == SMALL_GAME


def test_an_empty_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "empty.mor"
    path.write_bytes(b"")
    with pytest.raises(SaveFileError, match="empty") as info:
        load(path)
    assert str(path) in str(info.value)


def test_a_save_cut_at_every_length_is_refused_as_cut_short() -> None:
    for n in range(len(SMALL)):
        message = refused(SMALL[:n])
        assert ("cut short" in message) or n == 0, (n, message)


def test_every_single_bit_flip_is_refused() -> None:
    for i in range(len(SMALL)):
        for bit in range(8):
            data = bytearray(SMALL)
            data[i] ^= 1 << bit
            refused(bytes(data))


def test_random_bytes_are_refused() -> None:
    rng = random.Random(7)
    for n in [1, 2, 7, 8, 12, 50, 500, 5000]:
        for _ in range(20):
            refused(bytes(rng.getrandbits(8) for _ in range(n)))
            refused(MAGIC + bytes(rng.getrandbits(8) for _ in range(n)))


def test_random_bytes_in_place_of_the_body_are_refused() -> None:
    rng = random.Random(8)
    header_end = len(SMALL) - split(SMALL)[0]["body_size"]
    for _ in range(200):
        body = bytes(rng.getrandbits(8) for _ in range(rng.randrange(1, 300)))
        refused(SMALL[:header_end] + body)
        refused(rebuild(body))  # right checksums, the body is noise


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (json.dumps({"seats": ["Ada"], "decisions": ["end"]}).encode(), "JSON"),
        (b"  \n[1, 2, 3]", "JSON"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(40), "PNG"),
        (b"PK\x03\x04" + bytes(40), "archive"),
        (b"Notes about my game: buy 17 s2\n", "text"),
        (msgpack.packb({"format": "mor-save", "version": 1}), "not a save"),
        (b"\x89MOR\r\n\x1a", "cut short"),
    ],
)
def test_foreign_files_are_named_for_what_they_are(tmp_path: Path, content: bytes, words: str) -> None:
    path = tmp_path / "foreign.mor"
    path.write_bytes(content)
    with pytest.raises(SaveFileError, match=words):
        load(path)


def test_a_newer_format_version_is_refused_naming_it() -> None:
    message = refused(rebuild(good_body(), version=FORMAT_VERSION + 1, app="9.9.9"))
    assert f"version {FORMAT_VERSION + 1}" in message
    assert "newer" in message and "9.9.9" in message


@pytest.mark.parametrize(
    "changes",
    [
        {"format": "other-game"},
        {"version": "1"},
        {"version": -1},
        {"version": True},
        {"body_size": -1},
        {"body_size": "12"},
        {"body_sha256": b"short"},
        {"body_sha256": "00" * 32},
        {"rules": "solo"},
        {"rules": "chess"},
        {"players": 3},
        {"decisions": 99},
        {"app": 5},
        {"created": ["2026"]},
        {"created": "x" * 500},
    ],
)
def test_headers_that_contradict_themselves_or_the_body_are_refused(changes: dict[str, Any]) -> None:
    refused(rebuild(good_body(), **changes))


def header_framed(header: Any) -> bytes:
    head = msgpack.packb(header)
    return MAGIC + struct.pack(">I", len(head)) + head + struct.pack(">I", zlib.crc32(head))


@pytest.mark.parametrize("header", [[1, 2], "mor-save", None, {1: 2}, {"format": "mor-save"}])
def test_a_header_of_the_wrong_shape_is_refused(header: Any) -> None:
    refused(header_framed(header))


def test_huge_length_headers_are_refused_without_allocating() -> None:
    cut = len(MAGIC)
    refused(MAGIC + struct.pack(">I", 0xFFFFFFFF) + SMALL[cut + 4 :])
    refused(rebuild(good_body(), body_size=MAX_FILE_BYTES * 100))
    # msgpack values whose length prefix claims gigabytes (checksums right).
    for prefix in (b"\xdd", b"\xdf", b"\xdb", b"\xc6"):  # array32, map32, str32, bin32
        refused(rebuild(prefix + b"\xff\xff\xff\xff" + b"\x00" * 10))
    body = good_body()
    huge_list = b"\x85" + b"".join(msgpack.packb(k) + msgpack.packb(v) for k, v in list(body.items())[:4])
    refused(rebuild(huge_list + msgpack.packb("decisions") + b"\xdd\x7f\xff\xff\xff"))


def test_a_file_larger_than_any_save_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.mor"
    with open(path, "wb") as f:
        f.write(SMALL)
        f.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(SaveFileError, match="more than"):
        load(path)


def with_body(**changes: Any) -> bytes:
    body = good_body()
    body.update(changes)
    return rebuild(body)


@pytest.mark.parametrize(
    "changes",
    [
        {"seats": None},
        {"seats": []},
        {"seats": [{"name": "A"}] * 5},
        {"seats": ["Ada", "Bob"]},
        {"seats": [{"name": "A"}, {"name": "B", "kind": "alien"}]},
        {"seats": [{"name": "A"}, {"name": "B", "extra": 1}]},
        {"seats": [{"name": "A"}, {"name": 5}]},
        {"seats": [{"name": "A"}, {"name": "B", "settings": [1]}]},
        {"seats": [{"name": "A"}, {"name": "B", "settings": {"b": b"\x00"}}]},
        {"seats": [{"name": "A"}]},
        {"names": ["Ada"]},
        {"names": ["Player 1", 2]},
        {"names": ["Someone", "Else"]},
        {"seed": "12"},
        {"seed": None},
        {"seed": 13},
        {"first_seat": 2},
        {"first_seat": None},
        {"decisions": "end"},
        {"decisions": [1, 2]},
        {"decisions": None},
        {"state_hash": None},
        {"state_hash": "0" * 32},
        {"annotations": {"0": {}}},
        {"annotations": [[0]]},
        {"annotations": [[0, {}], [0, {}]]},
        {"annotations": [[-1, {}]]},
        {"annotations": [[10_000, {}]]},
        {"annotations": [[True, {}]]},
        {"annotations": [[0, "x"]]},
        {"position": "fen"},
        {"position": {"players": "x"}},
        {"position": {"players": [{"favor": [[], [], []]}]}},
        {"position": {"players": [{}, {}], "market": [[[1]] * 4] * 3, "slide": "red"}},
    ],
)
def test_valid_msgpack_of_the_wrong_shape_is_refused(changes: dict[str, Any]) -> None:
    refused(with_body(**changes))


@pytest.mark.parametrize("body", [[], "text", 5, None, {"decisions": []}, {}])
def test_a_body_that_is_not_a_save_map_is_refused(body: Any) -> None:
    refused(rebuild(body))


def test_ext_types_and_timestamps_are_refused() -> None:
    body = good_body()
    body["annotations"] = [[0, {"t": msgpack.ExtType(42, b"code")}]]
    refused(rebuild(body))
    body["annotations"] = [[0, {"t": msgpack.Timestamp(1, 0)}]]
    refused(rebuild(body))


def test_invalid_text_encoding_and_deep_nesting_are_refused() -> None:
    body_bytes = msgpack.packb(good_body())
    refused(rebuild(body_bytes.replace(b"Ada", b"\xff\xfe\xfd")))
    assert "nested too deeply" in refused(rebuild(b"\x91" * 5000 + b"\xc0"))
    deep: Any = 1
    for _ in range(200):
        deep = {"d": deep}
    refused(with_body(annotations=[[0, deep]]))


def nested(depth: int) -> Any:
    value: Any = 1
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


@pytest.mark.parametrize("key", [*BODY_KEYS, "seats.name", "seats.settings", "annotation"])
def test_values_nested_as_deep_as_msgpack_allows_give_a_short_message(key: str) -> None:
    deep = nested(1000)  # msgpack itself refuses beyond 1024 levels
    if key == "seats.name":
        body = with_body(seats=[{"name": "A"}, {"name": deep}])
    elif key == "seats.settings":
        body = with_body(seats=[{"name": "A"}, {"name": "B", "settings": {"s": deep}}])
    elif key == "annotation":
        body = with_body(annotations=[[0, deep]])
    else:
        body = with_body(**{key: deep})
    assert len(refused(body)) < 600
    for header_key in ("format", "version", "app", "rules", "players", "decisions", "body_size"):
        assert len(refused(rebuild(good_body(), **{header_key: deep}))) < 600


def test_huge_values_are_not_echoed_whole_in_messages() -> None:
    for changes in ({"seed": "x" * 100_000}, {"names": ["y" * 100_000] * 2}, {"decisions": ["z" * 100_000]}):
        assert len(refused(with_body(**changes))) < 600


def test_an_illegal_decision_is_refused_naming_its_number() -> None:
    body = good_body()
    decisions = body["decisions"]
    # Decision 3 (index 2) replaced by a well-formed decision that is not legal there.
    replay = Game.from_origin(SMALL_GAME.origin)
    for text in decisions[:2]:
        replay.apply(text)
    legal = {str(a) for a in replay.legal_actions()}
    decisions[2] = next(t for t in ("end", "market r1", "buy 1 s1", "take coin") if t not in legal)
    message = refused(rebuild(body))
    assert f"decision number 3 of {len(decisions)}" in message and "illegal" in message


def test_a_decision_that_is_not_notation_is_refused_naming_its_number() -> None:
    body = good_body()
    body["decisions"][5] = "jump over the moon"
    assert "decision number 6" in refused(rebuild(body))


def test_too_many_decisions_are_refused_before_replaying() -> None:
    body = good_body()
    body["decisions"] = ["end"] * (MAX_DECISIONS + 1)
    assert "more than" in refused(rebuild(body, decisions=MAX_DECISIONS + 1))


def test_a_changed_state_hash_is_refused() -> None:
    body = good_body()
    body["state_hash"] = "f" * 32
    assert "does not replay" in refused(rebuild(body))


def test_unreadable_paths_raise_save_file_error(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="cannot read"):
        load(tmp_path / "missing.mor")
    with pytest.raises(SaveFileError, match="cannot read"):
        load(tmp_path)
    for bad in (None, 5, "", b""):
        with pytest.raises(SaveFileError, match="not a file path"):
            load(bad)  # type: ignore[arg-type]
    fifo = tmp_path / "pipe.mor"
    os.mkfifo(fifo)  # opening a pipe would block: it is refused before
    with pytest.raises(SaveFileError, match="not a file"):
        load(fifo)
    with pytest.raises(SaveFileError, match="expected bytes"):
        loads("text")  # type: ignore[arg-type]


def test_a_failed_load_leaves_the_game_on_screen_untouched(tmp_path: Path) -> None:
    game = small_game()
    before = game.state_hash()
    path = tmp_path / "g.mor"
    path.write_bytes(SMALL[:-1])
    with pytest.raises(SaveFileError):
        load(path)
    assert game.state_hash() == before


# ------------------------------------------------------------------ fuzzing
FUZZ = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def load_or_refuse(data: bytes) -> None:
    try:
        loads(data, "fuzz.mor")
    except SaveFileError as exc:
        assert "fuzz.mor" in str(exc)


@FUZZ
@given(st.binary(max_size=2000))
def test_fuzz_load_of_arbitrary_bytes_raises_only_save_file_error(data: bytes) -> None:
    load_or_refuse(data)
    load_or_refuse(MAGIC + data)


@FUZZ
@given(st.lists(st.tuples(st.integers(0, len(SMALL) - 1), st.integers(0, 255)), min_size=1, max_size=8))
def test_fuzz_load_of_a_damaged_save_raises_only_save_file_error(edits: list[tuple[int, int]]) -> None:
    data = bytearray(SMALL)
    for i, byte in edits:
        data[i] = byte
    load_or_refuse(bytes(data))


json_like = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.floats() | st.text(max_size=20)
    | st.binary(max_size=10),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=12,
)


@FUZZ
@given(st.dictionaries(st.sampled_from(BODY_KEYS), json_like, min_size=1, max_size=2), json_like)
def test_fuzz_load_of_checksummed_bodies_of_any_shape_raises_only_save_file_error(
    changes: dict[str, Any], whole: Any
) -> None:
    load_or_refuse(with_body(**changes))
    load_or_refuse(rebuild(whole))


@FUZZ
@given(
    st.dictionaries(
        st.sampled_from(["format", "version", "rules", "players", "decisions", "app", "created"]), json_like, max_size=2
    )
)
def test_fuzz_load_with_headers_of_any_shape_raises_only_save_file_error(changes: dict[str, Any]) -> None:
    load_or_refuse(rebuild(good_body(), **changes))
