"""The rules of Masters of Renaissance: one API for the app, bots, saves and tests."""

from .actions import Action, IllegalActionError, NotationError, parse_action
from .enums import Ability, ActionKind, Colour, Phase, Resource, TurnMode
from .events import Event
from .game import LINE_CELLS, EngineError, Game
from .position import PositionError
from .views import Outcome, PlayerView, Production

__all__ = [
    "LINE_CELLS",
    "Ability",
    "Action",
    "ActionKind",
    "Colour",
    "EngineError",
    "Event",
    "Game",
    "IllegalActionError",
    "NotationError",
    "Outcome",
    "Phase",
    "PlayerView",
    "PositionError",
    "Production",
    "Resource",
    "TurnMode",
    "parse_action",
]
