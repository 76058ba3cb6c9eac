"""Screens of the search's tuning as commands: ``mor-arena match`` and
``mor-arena solo`` take ``--weights JSON`` (fields of the search's
evaluation weights, ``evaluation.Weights``) and ``--params JSON`` (fields of
the search's ``mcts.Params``).  Every bot of the run that reads the search
weights or searches (``greedy:search``, ``mcts…``) plays with them; the
reference ``greedy`` keeps its own, so a screen is the tuned search against
the yardstick, and the same command replays the same screen
(docs/tuning.md)."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ai.bots import MctsBot
from ai.evaluation import SEARCH, Weights
from ai.greedy import GreedyBot
from ai.protocol import Bot
from ai.search_params import TUNABLE_PARAMS, checked_number

# weights the search sets from its own parameters (``mcts.Settings.of``):
# a screen changes them as ``--params`` (``solo_win_shift``)
SEARCH_SET_WEIGHTS = frozenset(
    {"solo_win_shift", "solo_won_score", "solo_near_empty", "solo_win_weight", "solo_win_fit"}
)

AnyBot = TypeVar("AnyBot", bound=Bot)  # ``apply`` gives back the bot it was given


@dataclass(frozen=True)
class Tuning:
    """Changes to the search's weights and parameters (empty: as shipped)."""

    weights: dict[str, Any] = field(default_factory=dict)  # numbers, by ``Weights``' fields
    params: dict[str, Any] = field(default_factory=dict)  # numbers, by ``TUNABLE_PARAMS``

    @property
    def changes(self) -> bool:
        """Whether this tuning changes anything."""
        return bool(self.weights or self.params)

    def search_weights(self) -> Weights:
        """The search's weights with this tuning's changes."""
        return SEARCH._replace(**self.weights) if self.weights else SEARCH

    def apply(self, bot: AnyBot) -> AnyBot:
        """``bot`` playing with this tuning (a bot that neither searches nor
        reads the search weights is returned as it is)."""
        if not self.changes:
            return bot
        if isinstance(bot, MctsBot):  # what the bot's name sets wins
            changes = {**self.params, **bot.budget.param_changes()}
            bot.params = dataclasses.replace(bot.params, weights=self.search_weights(), **changes)
        elif isinstance(bot, GreedyBot) and bot.w is SEARCH:
            bot.w = self.search_weights()
        return bot

    def describe(self) -> dict[str, dict[str, Any]]:
        """For a run's JSON: what was changed."""
        return {"weights": dict(self.weights), "params": dict(self.params)}


def parse_tuning(weights: str | None = None, params: str | None = None) -> Tuning:
    """A ``Tuning`` from the text of ``--weights`` and ``--params`` (JSON
    objects); ValueError naming what is wrong."""
    w = _numbers(weights, "--weights", {name: False for name in Weights._fields if name not in SEARCH_SET_WEIGHTS})
    p = _numbers(params, "--params", TUNABLE_PARAMS)
    return Tuning(w, p)


def _numbers(text: str | None, flag: str, allowed: dict[str, bool]) -> dict[str, float]:
    if not text:
        return {}
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{flag} is not JSON: {exc.msg}") from None
    if not isinstance(obj, dict):
        raise ValueError(f"{flag} takes a JSON object, e.g. {{\"{next(iter(allowed))}\": 0.5}}")
    out: dict[str, float] = {}
    for key, value in obj.items():
        if key not in allowed:
            raise ValueError(f"{flag}: unknown field {key!r}; use {', '.join(allowed)}")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"{flag}: {key} must be a finite number")
        try:
            out[key] = checked_number(key, value, allowed[key])
        except ValueError as exc:
            raise ValueError(f"{flag}: {exc}") from None
    return out
