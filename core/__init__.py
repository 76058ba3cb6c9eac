"""The rules of Masters of Renaissance: one API for the app, bots, saves and tests."""

from .actions import Action, IllegalActionError, NotationError, parse_action
from .enums import Ability, ActionKind, Colour, Phase, Resource, TurnMode
from .events import Event
from .game import EngineError, Game
from .position import PositionError

__all__ = [
    "Ability",
    "Action",
    "ActionKind",
    "Colour",
    "EngineError",
    "Event",
    "Game",
    "IllegalActionError",
    "NotationError",
    "Phase",
    "PositionError",
    "Resource",
    "TurnMode",
    "parse_action",
]
