"""The fitted multiplayer value model: a win share per seat from each seat's
expected VP, how far the end is, and its place in the round, with weights
fitted on the bots' own games (``python -m lab.fit_value``).

The hand-written value (``value.values``) is a softmax over the seats of
the expected VPs divided by ``win_temperature(turns left)``.  The fitted
model keeps that form and gives each seat the utility

    (w_vp · expected VP + w_early · expected VP · turns left / EARLY_TURNS
     + w_moved · has played this round + w_order · place after the inkwell)
    / win_temperature(turns left)

so the weights ``HAND_WRITTEN`` = (1, 0, 0, 0) are exactly the hand-written
value: a fit can only move away from it where the games say so.  A seat
that has already played its turn of the round is behind at equal VP; a
fit also says whether the hand-written value is too sharp or too flat.

``ai/data/value_model.json`` holds the weights and their provenance.  The
search reads them (``VALUE_MODEL``) when its ``Params.value_model`` is on
(docs/tuning.md#fitted-value-model); ``MOR_VALUE_MODEL=FILE`` plays another
file instead.  A missing or damaged file raises ``ValueModelError`` when
this module is imported: never later, in the middle of a search.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from core import Game, write_atomic

from .data_files import finite_numbers, parse_header, read_text
from .evaluation import SEARCH, Weights, seat_vps, turns_left
from .value import TEMPO, win_temperature

# a model file to play with instead of the shipped one
MODEL_ENV = "MOR_VALUE_MODEL"
MODEL_FORMAT = "mor-value-model"
MODEL_VERSION = 1
MODEL_PACKAGE = "ai"
MODEL_RESOURCE = ("data", "value_model.json")
# The inputs of a seat's utility, in order (each divided by the temperature).
FEATURES: tuple[str, ...] = ("expected_vp", "expected_vp_early", "played_this_round", "place_in_round")
HAND_WRITTEN: tuple[float, ...] = (1.0, 0.0, 0.0, 0.0)
PLAYER_COUNTS = (2, 3, 4)  # a model has weights for each multiplayer table size
EARLY_TURNS = 10.0  # ``expected_vp_early`` is the expected VP x turns left / EARLY_TURNS
EXP_LIMIT = 700.0  # math.exp overflows just above 709
REGENERATE = "python -m lab.fit_value fit RECORDS --out ai/data/value_model.json (docs/tuning.md#fitted-value-model)"


class ValueModelError(ValueError):
    """The value model file is missing, unreadable or not a valid one."""


@dataclass(frozen=True, slots=True)
class ValueModel:
    """``weights``: of ``FEATURES``, per table size (``PLAYER_COUNTS``);
    ``provenance``: where they came from."""

    weights: dict[int, tuple[float, ...]]
    provenance: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def hand_written(cls) -> ValueModel:
        return cls({n: HAND_WRITTEN for n in PLAYER_COUNTS}, {"source": "hand-written"})

    def to_json(self) -> dict[str, Any]:
        return {
            "format": MODEL_FORMAT,
            "version": MODEL_VERSION,
            "features": list(FEATURES),
            "weights": {str(n): list(w) for n, w in sorted(self.weights.items())},
            "provenance": self.provenance,
        }

    def shares(self, vps: Sequence[float], turns: float, played: Sequence[int], places: Sequence[int]) -> list[float]:
        """Each seat's share of the win (not yet drawn towards an even share)."""
        w = self.weights[len(vps)]
        return softmax([utility(w, x) for x in seat_features(vps, turns, played, places)])


def seat_features(
    vps: Sequence[float], turns: float, played: Sequence[int], places: Sequence[int]
) -> list[tuple[float, ...]]:
    """Each seat's ``FEATURES``: its expected VP, that VP weighted by the
    turns left, whether it has played its turn of this round (0/1) and its
    place after the inkwell (0 = holds it), all divided by the temperature."""
    inv = 1.0 / win_temperature(turns)
    early = turns / EARLY_TURNS
    return [(v * inv, v * early * inv, p * inv, o * inv) for v, p, o in zip(vps, played, places, strict=True)]


def utility(weights: Sequence[float], x: Sequence[float]) -> float:
    return sum(a * b for a, b in zip(weights, x, strict=True))


def softmax(u: Sequence[float]) -> list[float]:
    top = max(u)
    ex = [math.exp(max(-EXP_LIMIT, v - top)) for v in u]
    z = sum(ex)
    return [e / z for e in ex]


def round_places(game: Game) -> tuple[list[int], list[int]]:
    """(per seat: 1 if it has played its turn of this round, else 0; its
    place after the inkwell, 0 for the seat holding it)."""
    n = game.n_players
    played = [0 if still else 1 for still in game.seats_still_to_play()]
    return played, [(seat - game.first_seat) % n for seat in range(n)]


def model_values(game: Game, model: ValueModel, w: Weights = SEARCH) -> tuple[list[float], list[float]]:
    """``value.values`` of a multiplayer game not over, by ``model``: the
    search's leaf value, so the features and utilities are computed inline,
    with exactly the arithmetic of ``seat_features`` and ``utility``."""
    t = turns_left(game, w)
    vps = seat_vps(game, t, w=w)
    n = len(vps)
    w0, w1, w2, w3 = model.weights[n]
    inv = 1.0 / win_temperature(t)
    early = t / EARLY_TURNS
    first = game.first_seat
    now = (game.to_move - first) % n
    u = []
    for seat, v in enumerate(vps):
        place = (seat - first) % n
        played = 0 if place >= now else 1  # ``round_places``
        u.append(0 + w0 * (v * inv) + w1 * (v * early * inv) + w2 * (played * inv) + w3 * (place * inv))
    even = TEMPO / n
    return [(1 - TEMPO) * s + even for s in softmax(u)], vps


def raw_inputs(game: Game, w: Weights = SEARCH) -> dict[str, Any]:
    """What a fit reads of one position (a multiplayer game not over, its
    end not triggered): the turns left and, per seat, the expected VP, the
    round places (``round_places``) and the banked score."""
    t = turns_left(game, w)
    played, places = round_places(game)
    return {
        "t": t,
        "evp": [round(v, 4) for v in seat_vps(game, t, w=w)],
        "moved": played,
        "banked": [s.total for s in game.scores()],
        "order": places,
    }


def shipped_path() -> Traversable:
    """The model file shipped inside the ``ai`` package (also in the frozen app)."""
    return resources.files(MODEL_PACKAGE).joinpath(*MODEL_RESOURCE)


def parse_model(text: str, where: str) -> ValueModel:
    """The model in ``text`` (a file's content; ``where`` names it in errors)."""
    data = parse_header(text, where, "value model", MODEL_FORMAT, MODEL_VERSION, ValueModelError)
    if data.get("features") != list(FEATURES):
        raise ValueModelError(
            f"{where}: weights for the features {data.get('features')!r}, this program's model has {list(FEATURES)!r}"
        )
    table = data.get("weights")
    if not isinstance(table, dict) or sorted(table) != sorted(str(n) for n in PLAYER_COUNTS):
        sizes = ", ".join(map(str, PLAYER_COUNTS))
        raise ValueModelError(f"{where}: 'weights' must give the weights of {sizes} players")
    weights: dict[int, tuple[float, ...]] = {}
    for key, row in table.items():
        numbers = finite_numbers(row, len(FEATURES))
        if numbers is None:
            raise ValueModelError(f"{where}: the weights of {key} players must be {len(FEATURES)} finite numbers")
        weights[int(key)] = numbers
    provenance = data.get("provenance", {})
    if not isinstance(provenance, dict):
        raise ValueModelError(f"{where}: 'provenance' must be an object")
    return ValueModel(weights, provenance)


def load_model(path: Path | Traversable | None = None) -> ValueModel:
    """The model in ``path`` (default: the shipped file); ``ValueModelError``
    naming the file, and how to get a good one, when it is missing or damaged."""
    source = shipped_path() if path is None else path
    where = f"value model file {source}"
    try:
        return parse_model(read_text(source, where, ValueModelError), where)
    except ValueModelError as exc:
        raise ValueModelError(f"{exc}; reinstall the program, or regenerate the file with {REGENERATE}") from None


# The model the search reads: the shipped file, or the one ``MODEL_ENV``
# names (to play a refit before shipping it), read at import so a damaged
# file stops the program at start, never a search.
VALUE_MODEL = load_model(Path(os.environ[MODEL_ENV]) if os.environ.get(MODEL_ENV) else None)


def write_model(path: Path, model: ValueModel) -> None:
    """Write ``model`` to ``path`` atomically; never a file that would not load."""
    text = json.dumps(model.to_json(), indent=2) + "\n"
    parse_model(text, str(path))
    write_atomic(path, text.encode("utf-8"))
