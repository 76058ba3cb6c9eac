"""The rules of Masters of Renaissance: one API for the app, bots, saves and tests."""

from .actions import Action, IllegalActionError, NotationError, parse_action
from .events import Event
from .game import Game
from .position import PositionError

__all__ = [
    "Action",
    "Event",
    "Game",
    "IllegalActionError",
    "NotationError",
    "PositionError",
    "parse_action",
]
