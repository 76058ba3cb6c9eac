"""The solo model's fitted weights and their provenance, in a data file.

``ai/data/solo_weights.json`` (shipped with the package and in the frozen
app) holds the weights of the solo win model (``solo_model.solo_win_chance``)
and of the final-VP forecast (``solo_model.solo_vp_forecast``), each with the
names of its features, and optionally a second set of win weights, ``win_levels``,
that solo hard and expert read (``solo_model.SoloWinFit``), and where they came from: the command line, the bot
and seeds of the games, the date, the git commit and the fit's quality.
``python -m lab.fit_solo --out FILE`` writes one; ``load_weights`` reads and
checks it.  See docs/tuning.md#the-solo-model.

A missing or damaged file raises ``SoloWeightsError`` with a message that
names the file and says how to get a good one, when ``ai.solo_model`` is
imported: never later, in the middle of a search.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from core import write_atomic

from .data_files import finite_numbers, parse_header, read_text

# a weights file to play with instead of the shipped one (``solo_model``)
WEIGHTS_ENV = "MOR_SOLO_WEIGHTS"
WEIGHTS_FORMAT = "mor-solo-weights"
WEIGHTS_VERSION = 1
# the shipped file, inside the ``ai`` package
WEIGHTS_PACKAGE = "ai"
WEIGHTS_RESOURCE = ("data", "solo_weights.json")

# The inputs of ``solo_model.solo_features``, in order.
WIN_FEATURES: tuple[str, ...] = (
    "bias",
    "cards_needed",
    "cross_to_24",
    "thinnest_column",
    "second_thinnest_column",
    "faith",
    "resources",
    "next_card_potential",
    "seven_cards_out_of_reach",
    "levels_needed",
)
# The inputs of ``solo_model.solo_vp_features``, in order.
VP_FEATURES: tuple[str, ...] = (
    "bias",
    "expected_vp_without_leaders",
    "expected_vp_of_leaders",
    "card_vp",
    "faith_vp",
    "faith",
    "favor_vp",
    "faith_from_production",
    "resources",
    "cards",
    "black_cross",
    "turns_left",
    "round",
    "next_card_potential",
    "thinnest_column",
)

# The optional second set of win weights (``SoloWeights.win_levels``): the win model fitted with
# every input free, the levels still needed among them, which the deep solo search of hard and
# expert reads (docs/tuning.md#solo-hard-reads-the-levels-still-needed).
WIN_LEVELS_KEY = "win_levels"

REGENERATE = "python -m lab.fit_solo --out ai/data/solo_weights.json (docs/tuning.md#regenerating-the-solo-weights)"


class SoloWeightsError(ValueError):
    """The solo weights file is missing, unreadable or not a valid one."""


@dataclass(frozen=True, slots=True)
class SoloWeights:
    """``win``: weights of ``WIN_FEATURES``; ``vp``: of ``VP_FEATURES``;
    ``provenance``: where they came from (free-form JSON object);
    ``win_levels``: the second set of win weights (``WIN_LEVELS_KEY``), None
    when the file has none (then every level reads ``win``)."""

    win: tuple[float, ...]
    vp: tuple[float, ...]
    provenance: dict[str, Any] = field(default_factory=dict)
    win_levels: tuple[float, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": WEIGHTS_FORMAT,
            "version": WEIGHTS_VERSION,
            "win": {"features": list(WIN_FEATURES), "weights": list(self.win)},
        }
        if self.win_levels is not None:
            data[WIN_LEVELS_KEY] = {"features": list(WIN_FEATURES), "weights": list(self.win_levels)}
        data["vp"] = {"features": list(VP_FEATURES), "weights": list(self.vp)}
        data["provenance"] = self.provenance
        return data


def shipped_path() -> Traversable:
    """The weights file shipped inside the ``ai`` package (also in the frozen app)."""
    return resources.files(WEIGHTS_PACKAGE).joinpath(*WEIGHTS_RESOURCE)


def _weights(data: dict[str, Any], key: str, names: tuple[str, ...], where: str) -> tuple[float, ...]:
    part = data.get(key)
    if not isinstance(part, dict):
        raise SoloWeightsError(f"{where}: no {key!r} weights")
    if part.get("features") != list(names):
        raise SoloWeightsError(
            f"{where}: the {key!r} weights are for the features {part.get('features')!r}, "
            f"this program's model has {list(names)!r}"
        )
    weights = finite_numbers(part.get("weights"), len(names))
    if weights is None:
        raise SoloWeightsError(f"{where}: the {key!r} weights must be {len(names)} finite numbers")
    return weights


def parse_weights(text: str, where: str) -> SoloWeights:
    """The weights in ``text`` (the file's content; ``where`` names it in errors)."""
    data = parse_header(text, where, "solo weights", WEIGHTS_FORMAT, WEIGHTS_VERSION, SoloWeightsError)
    provenance = data.get("provenance", {})
    if not isinstance(provenance, dict):
        raise SoloWeightsError(f"{where}: 'provenance' must be an object")
    win = _weights(data, "win", WIN_FEATURES, where)
    vp = _weights(data, "vp", VP_FEATURES, where)
    win_levels = _weights(data, WIN_LEVELS_KEY, WIN_FEATURES, where) if WIN_LEVELS_KEY in data else None
    return SoloWeights(win, vp, provenance, win_levels)


def load_weights(path: Path | Traversable | None = None) -> SoloWeights:
    """The weights in ``path`` (default: the shipped file).  Raises
    ``SoloWeightsError`` naming the file, and how to get a good one, when it
    is missing or damaged."""
    source = shipped_path() if path is None else path
    where = f"solo weights file {source}"
    try:
        return parse_weights(read_text(source, where, SoloWeightsError), where)
    except SoloWeightsError as exc:
        raise SoloWeightsError(f"{exc}; reinstall the program, or regenerate the file with {REGENERATE}") from None


def write_weights(path: Path, weights: SoloWeights) -> None:
    """Write ``weights`` to ``path`` atomically (a temporary file beside it,
    flushed, then renamed over it)."""
    text = json.dumps(weights.to_json(), indent=2) + "\n"
    parse_weights(text, str(path))  # never write a file that would not load
    write_atomic(path, text.encode("utf-8"))
