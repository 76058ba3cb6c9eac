"""Save files: msgpack saves that never lose or corrupt a game (docs/savefile.md).

A save holds where the game started (``game.origin``) and every decision in
notation; loading replays them through the rules engine and checks the final
``state_hash()``, so a loaded game is exactly the saved one.

- ``save(path, game, seats=None, annotations=None)`` writes atomically.
- ``load(path) -> SavedGame``: the continued game, seats, decisions,
  annotations; ``SavedGame.game_at(i)`` steps through it.
- ``autosave.py`` keeps the current game (and the previous autosave as a
  backup) in the data folder with ``encode`` and the frame and writing
  helpers: ``saveframe`` (signature, header, checksums, bounds) and
  ``atomic`` (temp file, sync, rename); ``save_errors`` holds the one error.

Every failure of reading or writing raises ``SaveFileError`` — never another
exception — with a message naming the file and what is wrong.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..actions import Action
from ..game import Game
from ..plaindata import plain_data_problem
from ..replaying import ReplayError, ReplayStep, replay, replay_to
from ..undo import FINAL_TURN, UndoLog
from ..version import APP_VERSION
from ..views import Origin
from ..words.messages import QT_TRANSLATE_NOOP, Message, Param
from .atomic import atomic_write, write_atomic
from .save_errors import SaveFileError, check_path, error_text, path_text, short_repr
from .savefile_migrate import MigrationError, migrate
from .saveframe import (
    EXTENSION,
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_DECISIONS,
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MSGPACK_INT_MAX,
    MSGPACK_INT_MIN,
    frame,
    pack,
    parse_frame,
    read_bytes,
    read_header,
    unpack_bounded,
)

__all__ = [
    "EXTENSION",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "SaveFileError",
    "SavedGame",
    "Seat",
    "dumps",
    "frame",
    "load",
    "loads",
    "read_header",
    "save",
    "write_atomic",
]

CHECKPOINT_EVERY = 64  # decisions between the positions kept for game_at()
DECISION_QUOTE_CHARS = 40  # a bad decision is quoted this long in an error

_KINDS = ("human", "bot")
_RULES = ("solo", "multiplayer")


@dataclass
class Seat:
    """Who sits at a seat: a person, or a bot with its kind and settings.

    The one seat model: the app's table, saves and the bots' descriptions all
    use it.  ``bot`` names a bot as ``ai.create_bot`` reads it ("mcts:hard",
    "greedy"); a person's seat may name one too (the level offered when the
    seat is handed to a bot), or None.  ``settings`` is JSON-able data kept in
    the save (e.g. the hints a person used)."""

    name: str
    kind: str = "human"  # or "bot"
    bot: str | None = None  # e.g. "mcts:hard"
    settings: dict[str, Any] = field(default_factory=dict)

    @property
    def is_bot(self) -> bool:
        """True for a bot's seat."""
        return self.kind == "bot"

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "bot": self.bot, "settings": self.settings}


_SEAT_KEYS = frozenset(f.name for f in fields(Seat))


@dataclass
class SavedGame:
    """A loaded save: the game continued at its last decision, and what led there."""

    game: Game
    seats: list[Seat]
    decisions: list[str]
    annotations: dict[int, dict[str, Any]]
    origin: Origin
    header: dict[str, Any]
    path: Path | None = None
    # load_autosave: why the autosave itself could not be read, when this game
    # comes from its backup (the app tells the user); "" otherwise.
    recovered_from_backup: str = ""
    _checkpoints: list[Game] = field(default_factory=list, repr=False, compare=False)

    def game_at(self, i: int) -> Game:
        """A new Game: the position after the first ``i`` decisions (0 = the start)."""
        n = len(self.decisions)
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i <= n:
            raise IndexError(f"game_at: a decision count from 0 to {n}, not {short_repr(i)}")
        if not self._checkpoints:
            self._checkpoints.append(Game.from_origin(self.origin))
        k = min(i // CHECKPOINT_EVERY, len(self._checkpoints) - 1)
        return replay_to(self._checkpoints[k], self.decisions[k * CHECKPOINT_EVERY : i],
                         start_index=k * CHECKPOINT_EVERY)


def _json_problem(value: Any, where: str) -> str | None:
    """Why ``value`` is not plain JSON-able data (None when it is): core.plaindata."""
    return plain_data_problem(value, where, MAX_DEPTH)


def _seat_from(value: Any, where: str) -> Seat:
    """A Seat from a Seat or a map with its keys; ValueError says what is wrong."""
    if isinstance(value, Seat):
        d = value.to_dict()
    elif isinstance(value, Mapping):
        unknown = set(value) - _SEAT_KEYS
        if unknown:
            raise ValueError(f"{where}: unknown keys {short_repr(sorted(map(str, unknown)))}")
        d = {"kind": "human", "bot": None, "settings": {}, **value}
    else:
        raise ValueError(f"{where}: expected a Seat or a map, not {type(value).__name__}")
    if "name" not in d:
        raise ValueError(f"{where}: a seat needs a name")
    name, kind, bot, settings = d["name"], d["kind"], d["bot"], d["settings"]
    if not isinstance(name, str):
        raise ValueError(f"{where}.name: expected text, not {short_repr(name)}")
    if kind not in _KINDS:
        raise ValueError(f"{where}.kind: 'human' or 'bot', not {short_repr(kind)}")
    if bot is not None and not isinstance(bot, str):
        raise ValueError(f"{where}.bot: expected text like 'mcts:hard' or null, not {short_repr(bot)}")
    if kind == "bot" and not bot:
        raise ValueError(f"{where}.bot: a bot seat names its bot, e.g. 'mcts:hard'")
    if not isinstance(settings, dict):
        raise ValueError(f"{where}.settings: expected a map, not {type(settings).__name__}")
    problem = _json_problem(settings, f"{where}.settings")
    if problem:
        raise ValueError(problem)
    return Seat(name, kind, bot, settings)


def _is_decision_index(value: Any, decisions: int) -> bool:
    """``value`` is a whole number from 0 to ``decisions`` (a bool is not one)."""
    return not isinstance(value, bool) and isinstance(value, int) and 0 <= value <= decisions


def _json_map(note: Any, where: str) -> dict[str, Any]:
    """``note`` when it is a map that JSON can hold (an annotation); ValueError naming ``where`` otherwise."""
    if not isinstance(note, dict):
        raise ValueError(f"{where}: expected a map, not {type(note).__name__}")
    problem = _json_problem(note, where)
    if problem:
        raise ValueError(problem)
    return note


def _annotations_from(value: Any, n_decisions: int, where: str) -> dict[int, dict[str, Any]]:
    """Annotations as given to ``save``: a map decision index -> JSON-able map."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ValueError(f"{where}: expected a map of decision index to map, not {type(value).__name__}")
    out: dict[int, dict[str, Any]] = {}
    for key, note in value.items():
        if not _is_decision_index(key, n_decisions):
            raise ValueError(f"{where}: key {short_repr(key)} is not a decision index from 0 to {n_decisions}")
        out[key] = _json_map(note, f"{where}[{key}]")
    return out


# ------------------------------------------------------------------ writing
def dumps(
    game: Game,
    seats: Sequence[Seat | Mapping[str, Any]] | None = None,
    annotations: Mapping[int, dict[str, Any]] | None = None,
) -> bytes:
    """The bytes of a save of ``game`` (``save`` writes them to a file)."""
    return encode(game, seats, annotations, "the game")


def encode(game: Any, seats: Any, annotations: Any, name: str) -> bytes:
    def fail(msg: str) -> SaveFileError:
        return SaveFileError(f"cannot save {name}: {msg}", name)

    if not isinstance(game, Game):
        raise fail(f"expected a Game, not {type(game).__name__}")
    try:
        if seats is None:
            seat_list = [Seat(n) for n in game.names]
        elif isinstance(seats, str | bytes | Mapping) or not isinstance(seats, Sequence):
            raise ValueError(f"seats: expected a list of {game.n_players} seats")
        else:
            seat_list = [_seat_from(s, f"seats[{i}]") for i, s in enumerate(seats)]
        if len(seat_list) != game.n_players:
            raise ValueError(f"seats: the game has {game.n_players} seats, {len(seat_list)} were given")
        decisions = [str(a) for a in game.history()]
        if len(decisions) > MAX_DECISIONS:
            raise ValueError(f"{len(decisions)} decisions are more than a save holds ({MAX_DECISIONS})")
        notes = _annotations_from(annotations, len(decisions), "annotations")
        origin = game.origin
        body: dict[str, Any] = {"seats": [s.to_dict() for s in seat_list], "names": list(game.names)}
        if "position" in origin:
            position = origin["position"]
            problem = _json_problem(position, "the starting position")
            if problem:
                raise ValueError(problem)
            body["position"] = position
        else:
            seed = origin["seed"]
            if not MSGPACK_INT_MIN <= seed <= MSGPACK_INT_MAX:
                raise ValueError(f"the seed {seed} is too large for a save (at most 64 bits)")
            body["seed"] = seed
            body["first_seat"] = origin["first_seat"]
        body["decisions"] = decisions
        body["state_hash"] = game.state_hash()
        body["annotations"] = [[i, notes[i]] for i in sorted(notes)]
        body_bytes = pack(body)
    except SaveFileError:
        raise
    except (ValueError, TypeError, OverflowError) as exc:  # what packing or checking refused
        raise fail(str(exc)) from None
    header = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "app": APP_VERSION,
        "created": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "rules": "solo" if game.n_players == 1 else "multiplayer",
        "players": game.n_players,
        "decisions": len(decisions),
        "body_size": len(body_bytes),
        "body_sha256": hashlib.sha256(body_bytes).digest(),
    }
    data = frame(header, body_bytes)
    if len(data) > MAX_FILE_BYTES:
        raise fail(f"the save would be {len(data)} bytes, more than the {MAX_FILE_BYTES} a save may have")
    return data


def save(
    path: str | os.PathLike[str],
    game: Game,
    seats: Sequence[Seat | Mapping[str, Any]] | None = None,
    annotations: Mapping[int, dict[str, Any]] | None = None,
) -> None:
    """Write a save of ``game`` to ``path`` atomically (the old file survives any failure)."""
    target = check_path(path)
    data = encode(game, seats, annotations, path_text(path))
    atomic_write(target, data)


def _decision_number(index: int, total: int, decision: str) -> Message:
    """"decision number 12 of 40 ('buy 5 s1')": which decision of a save went wrong."""
    return Message(QT_TRANSLATE_NOOP("core", "decision number {number} of {total} ({text})"), number=index + 1,
                   total=total, text=repr(decision[:DECISION_QUOTE_CHARS]))


Observer = Callable[[ReplayStep], None]
Before = Callable[[Game, Action], Any]


def load(path: str | os.PathLike[str], observe: Observer | None = None, before: Before | None = None) -> SavedGame:
    """Read, check and replay a save; the game continues at its last decision.

    ``observe(step)``, when given, is called with every ``core.replaying.ReplayStep``
    of that one replay (the analysis builds its timeline from them rather than
    replaying the game a second time).  Whatever it raises is an error of the
    caller's and is not turned into a ``SaveFileError``.  ``before(game, action)``
    is the replay's ``before`` (``core.replay``): what it returns for the game
    before each decision is the step's ``before`` (e.g. the decision in words)."""
    target, data = read_bytes(path)
    saved = _loads(data, path_text(path), observe, before)
    saved.path = target
    return saved


def loads(
    data: bytes, name: str = "the save", observe: Observer | None = None, before: Before | None = None
) -> SavedGame:
    """``load`` from bytes in memory; ``name`` is used in error messages."""
    if not isinstance(data, bytes | bytearray | memoryview):
        raise SaveFileError(f"{name} is not a save: expected bytes, not {type(data).__name__}", name)
    data = bytes(data)
    if len(data) > MAX_FILE_BYTES:
        raise SaveFileError(f"{name} is not a save: more than the {MAX_FILE_BYTES} bytes a save may have", name)
    return _loads(data, name, observe, before)


def _loads(data: bytes, name: str, observe: Observer | None = None, before: Before | None = None) -> SavedGame:
    header, body_bytes = parse_frame(data, name)
    try:
        body = unpack_bounded(body_bytes, "game data")
    except Exception as exc:  # the checksum matched: written wrongly, not damaged in transit
        raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "{name} is damaged: the game data is unreadable ({why})"),
                                    name=name, why=error_text(exc)), name) from None
    if not isinstance(body, dict):
        raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "{name} is damaged: the game data is not a map"),
                                    name=name), name)
    if header["version"] < FORMAT_VERSION:
        try:
            header, body = migrate(header, body, FORMAT_VERSION)
        except MigrationError as exc:
            upgrade = QT_TRANSLATE_NOOP("core", "{name} cannot be upgraded from an older version: {why}")
            raise SaveFileError(Message(upgrade, name=name, why=str(exc)), name) from None
    try:
        seats, names, origin, decisions, state_hash, notes = _check_body(header, body)
    except ValueError as exc:
        raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "{name} is not a valid save: {why}"), name=name,
                                    why=str(exc)), name) from None
    return _replay(name, header, seats, names, origin, decisions, state_hash, notes, observe, before)


def _check_body(
    header: dict[str, Any], body: dict[str, Any]
) -> tuple[list[Seat], list[str], Origin, list[str], str, dict[int, dict[str, Any]]]:
    """The shape of a current-version body; ValueError names the faulty field.
    The parts are checked in this order, so a body with several faults names
    the first of them."""
    seats, names = _check_seats(body)
    _check_header(header, len(seats))
    origin = _check_origin(body, names)
    decisions = _check_decisions(header, body)
    state_hash = body.get("state_hash")
    if not isinstance(state_hash, str):
        raise ValueError(f"state_hash: expected the text of the final state check, not {short_repr(state_hash)}")
    notes = _check_notes(body.get("annotations", []), len(decisions))
    return seats, names, origin, decisions, state_hash, notes


def _check_seats(body: dict[str, Any]) -> tuple[list[Seat], list[str]]:
    """The seats and the players' names, one per seat."""
    raw_seats = body.get("seats")
    if not isinstance(raw_seats, list) or not 1 <= len(raw_seats) <= 4:
        raise ValueError("seats: expected a list of 1 to 4 seats")
    seats = [_seat_from(s, f"seats[{i}]") for i, s in enumerate(raw_seats)]
    names = body.get("names")
    if not isinstance(names, list) or len(names) != len(seats) or not all(isinstance(n, str) for n in names):
        raise ValueError(f"names: expected {len(seats)} names (text), one per seat")
    return seats, names


def _check_header(header: dict[str, Any], players: int) -> None:
    """The header's texts, and its rules and player count agreeing with the seats."""
    for key in ("app", "created"):
        value = header.get(key)
        if not isinstance(value, str) or len(value) > 100:
            raise ValueError(f"header {key}: expected a short text, not {short_repr(value)}")
    rules = header.get("rules")
    if rules not in _RULES:
        raise ValueError(f"header rules: 'solo' or 'multiplayer', not {short_repr(rules)}")
    if (rules == "solo") != (players == 1):
        raise ValueError(f"header rules say {rules}, but the game has {players} seats")
    if header.get("players") != players:
        raise ValueError(f"the header says {short_repr(header.get('players'))} players, the game has {players}")


def _check_origin(body: dict[str, Any], names: list[str]) -> Origin:
    """Where the game started: a position, or a seed and the first seat."""
    if "position" in body:
        if not isinstance(body["position"], dict):
            raise ValueError("position: expected a map (docs/position.md)")
        return {"position": body["position"]}
    seed, first = body.get("seed"), body.get("first_seat")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed: expected a whole number, not {short_repr(seed)}")
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(names):
        raise ValueError(f"first_seat: expected a seat from 0 to {len(names) - 1}, not {short_repr(first)}")
    return {"seed": seed, "players": list(names), "first_seat": first}


def _check_decisions(header: dict[str, Any], body: dict[str, Any]) -> list[str]:
    """The decisions in notation, as many as the header counts."""
    decisions = body.get("decisions")
    if not isinstance(decisions, list) or not all(isinstance(d, str) for d in decisions):
        raise ValueError("decisions: expected a list of decisions in notation")
    if len(decisions) > MAX_DECISIONS:
        raise ValueError(f"{len(decisions)} decisions are more than a save may hold ({MAX_DECISIONS})")
    if header.get("decisions") != len(decisions):
        counted = short_repr(header.get("decisions"))
        raise ValueError(f"the header counts {counted} decisions, the game has {len(decisions)}")
    return decisions


def _check_notes(raw_notes: Any, decisions: int) -> dict[int, dict[str, Any]]:
    """The annotations: [decision index, map] pairs, one per decision at most."""
    if not isinstance(raw_notes, list):
        raise ValueError("annotations: expected a list of [decision index, map] pairs")
    notes: dict[int, dict[str, Any]] = {}
    for k, pair in enumerate(raw_notes):
        if not isinstance(pair, list) or len(pair) != 2:
            raise ValueError(f"annotations[{k}]: expected a [decision index, map] pair")
        index, note = pair
        if not _is_decision_index(index, decisions):
            raise ValueError(f"annotations[{k}]: {short_repr(index)} is not a decision index from 0 to {decisions}")
        if index in notes:
            raise ValueError(f"annotations[{k}]: decision {index} is annotated twice")
        notes[index] = _json_map(note, f"annotations[{k}]")
    return notes


def _replay(
    name: str,
    header: dict[str, Any],
    seats: list[Seat],
    names: list[str],
    origin: Origin,
    decisions: list[str],
    state_hash: str,
    notes: dict[int, dict[str, Any]],
    observe: Observer | None = None,
    before: Before | None = None,
) -> SavedGame:
    def err(template: str, /, **params: Param) -> SaveFileError:
        return SaveFileError(Message(template, name=name, **params), name)

    try:
        game = Game.from_origin(origin)
    except Exception as exc:  # PositionError, or anything a hostile position provokes
        raise err(QT_TRANSLATE_NOOP("core", "{name} is not a valid save: the game cannot be set up ({why})"),
                  why=error_text(exc)) from None
    if list(game.names) != names:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is not a valid save: the names in the starting position differ "
                                            "from the seats"))
    # One checked replay with no undo record: positions kept every
    # CHECKPOINT_EVERY decisions for game_at(), the last point before which
    # nothing may be taken back remembered for the undo record of the turn in progress.
    checkpoints = [game.clone()]
    canonical: list[str] = []
    total = len(decisions)
    final_at, final = 0, FINAL_TURN  # decisions up to final_at are final, and why
    index = 0
    try:
        for step in replay(game, decisions, before=_guarded(before)):
            index = step.index + 1
            canonical.append(str(step.action))
            if step.final:
                final_at, final = index, step.final
            if index % CHECKPOINT_EVERY == 0:
                checkpoints.append(step.position())
            if observe is not None:
                try:
                    observe(step)
                except Exception as exc:
                    raise _ObserverError(exc) from exc
            game = step.game
    except _ObserverError as failed:  # the caller's own failure, not the file's
        raise failed.error from None
    except ReplayError as exc:
        number = _decision_number(exc.index, total, exc.decision)
        if exc.not_a_decision:
            raise err(QT_TRANSLATE_NOOP("core", "{name} is damaged: {number} is not a decision"),
                      number=number) from None
        raise err(QT_TRANSLATE_NOOP("core", "{name} holds an illegal decision: {number}: {why}"), number=number,
                  why=exc.reason) from None
    except Exception as exc:  # an engine bug must not escape as a crash
        number = _decision_number(index, total, decisions[index] if index < total else "")
        raise err(QT_TRANSLATE_NOOP("core", "{name} could not be replayed: {number} failed ({why})"), number=number,
                  why=f"{type(exc).__name__}: {exc}") from None
    game = _with_undo_record(game, checkpoints, canonical, final_at, final)
    if game.state_hash() != state_hash:
        raise err(QT_TRANSLATE_NOOP("core", "{name} does not replay to the saved game (the state check differs): it "
                                            "was changed, or written by an app whose rules differ from this one"))
    public_header = {k: v for k, v in header.items() if k != "body_sha256"}
    return SavedGame(
        game=game,
        seats=seats,
        decisions=canonical,
        annotations=notes,
        origin=game.origin,
        header=public_header,
        _checkpoints=checkpoints,
    )


class _ObserverError(Exception):
    """Carries what ``load``'s ``observe`` raised past the replay's error handling."""

    def __init__(self, error: Exception) -> None:
        super().__init__(str(error))
        self.error = error


def _guarded(before: Before | None) -> Before | None:
    """``before``, its failures carried past the replay's error handling (the caller's, not the file's)."""
    if before is None:
        return None

    def guarded(game: Game, action: Action) -> Any:
        try:
            return before(game, action)
        except Exception as exc:
            raise _ObserverError(exc) from exc

    return guarded


def _with_undo_record(
    game: Game, checkpoints: list[Game], decisions: list[str], final_at: int, final: str
) -> Game:
    """The loaded game, keeping the undo record a played game would have: the
    decisions after ``final_at`` (the turn in progress) may be taken back.
    Only they are replayed again, from the nearest kept position."""
    if final_at == len(decisions):
        game._undo = UndoLog(final)
        return game
    k = final_at // CHECKPOINT_EVERY
    start = replay_to(checkpoints[k], decisions[k * CHECKPOINT_EVERY : final_at], start_index=k * CHECKPOINT_EVERY)
    start._undo = UndoLog(final)
    return replay_to(start, decisions[final_at:], keep_undo=True, start_index=final_at)
