"""The rules of Masters of Renaissance: one API for the app, bots, saves and tests.

``ai/`` and ``mor_qt/`` import only the names below (``from core import ...``),
never a submodule of ``core``: tests/test_core_api_boundary.py checks it.
The rules sit at the top of the package (``game``, ``actions``, ``player``,
``position*``, ``events``, ``scoring``, ``undo``...); around them, two rooms
that hold no rule: ``core/words/`` (the sentences for people) and
``core/files/`` (what is kept on disk).  The names, grouped as ``__all__`` is
and as docs/api.md lists them:

- the game and its events: ``Game`` (its docstring lists what may be read), ``Action`` and
  ``parse_action``, ``PlayerView``, ``Production``, ``Outcome`` (its
  ``EndReason``), ``ScoreSheet`` (``game.scores()``), ``Origin`` (``game.origin``),
  the errors ``IllegalActionError``, ``NotationError``, ``EngineError``,
  ``PositionError``; ``LINE_CELLS`` (the market cells of each line);
  events (docs/events.md): ``Event``, its ``EventKind`` and ``Visibility``,
  one payload type per kind (``Payload``; ``PAYLOAD_TYPES`` maps each kind to
  its own): ``LeadersKept``, ``InitialResourceTaken``, ``SetupDone``,
  ``TurnStarted``, ``TurnEnded``, ``MarketTaken``, ``WhiteConverted``,
  ``ResourceStored``, ``ResourceDropped``, ``CardBought``, ``PowerUsed``,
  ``Produced``, ``LeaderPlayed``, ``LeaderDiscarded``, ``FaithMoved``,
  ``BlackCrossMoved``, ``VaticanReport``, ``EndTriggered``, ``GameOver``,
  ``TokenRevealed``, ``LorenzoDiscard``, ``TokensShuffled``;
- named constants: ``ActionKind``, ``Phase``, ``TurnMode``, ``Ability``,
  ``Resource``, ``Colour``, ``Marble``;
- the printed material: ``dev_card``, ``dev_cards``, ``leader_card``,
  ``leader_cards``, ``solo_token``, ``solo_tokens`` (``DevCard``, ``LeaderCard``, ``SoloToken``),
  ``deck_index``, the faith track ``FAITH_MAX``, ``FAITH_VP``,
  ``VATICAN_SECTIONS`` (``VaticanSection``) and ``END_TRIGGER_CARDS``;
  ``MAX_PLAYERS`` (4) and ``MARKET_ROWS`` (lines below it are rows, the rest columns);
- rules helpers: ``power_name`` (a production power's notation name),
  ``can_store`` (room in a warehouse), ``levels_that_fit`` (the card
  levels a board's slots can take, R6.4), ``final_reason`` (why a decision can no
  longer be taken back);
- replaying a game (docs/replay.md): ``replay``, ``replay_to``, ``ReplayStep``,
  ``ReplayError``;
- words for people (``core/words/``): ``describe_action`` (``without_subject``: its sentence without
  the seat's name), ``describe_event``, ``describe_events``,
  ``log_notation``, ``card_text``, ``leader_text``, ``line_text``,
  ``resources_text``, ``token_text``, ``requirement_text``, ``why_illegal``
  (``illegal_reason``: the reason alone), ``resource_name``, ``a_resource``,
  ``colour_name``, ``marble_name`` (``PLAYER_NAMES``: the names of seats nobody
  named); they return ``Message`` (translatable,
  context ``MESSAGE_CONTEXT``; ``QT_TRANSLATE_NOOP`` marks a source string,
  ``join_and`` lists items);
- save files and the data folder (``core/files/``, docs/savefile.md): ``save``, ``load``, ``dumps``, ``loads``,
  ``read_header``, ``SavedGame``, ``Seat``, ``SaveFileError``, ``autosave``, ``load_autosave``,
  ``clear_autosave``, ``write_atomic``, ``data_dir``; ``system_reason`` (why the system refused a file,
  translatable); ``frame``, ``SAVE_MAGIC``
  and ``MAX_SAVE_BYTES`` for tools that build damaged files on purpose;
- the rules text (``core/words/rulebook.py``): ``rules_markdown``, ``parse_rules``, ``Rule``, ``RULE_CITATION``;
- the program and its logs (``core/files/logfiles.py``): ``APP_VERSION``, ``APP_ID``; ``setup_logging``,
  ``stop_logging``, ``enable_crash_log``, ``disable_crash_log``.
"""

from . import cards as _cards
from .actions import Action, IllegalActionError, NotationError, parse_action, power_name
from .cards import *  # noqa: F403  (the names of core/cards.py's __all__, listed once there)
from .enums import Ability, ActionKind, Colour, Marble, Phase, Resource, TurnMode
from .events import (
    PAYLOAD_TYPES,
    BlackCrossMoved,
    CardBought,
    EndTriggered,
    Event,
    EventKind,
    FaithMoved,
    GameOver,
    InitialResourceTaken,
    LeaderDiscarded,
    LeaderPlayed,
    LeadersKept,
    LorenzoDiscard,
    MarketTaken,
    Payload,
    PowerUsed,
    Produced,
    ResourceDropped,
    ResourceStored,
    SetupDone,
    TokenRevealed,
    TokensShuffled,
    TurnEnded,
    TurnStarted,
    VaticanReport,
    Visibility,
    WhiteConverted,
)
from .files.autosave import autosave, clear_autosave, load_autosave
from .files.datafolder import data_dir
from .files.logfiles import disable_crash_log, enable_crash_log, setup_logging, stop_logging
from .files.save_errors import system_reason
from .files.savefile import SavedGame, SaveFileError, Seat, dumps, frame, load, loads, read_header, save, write_atomic
from .files.saveframe import MAGIC as SAVE_MAGIC
from .files.saveframe import MAX_FILE_BYTES as MAX_SAVE_BYTES
from .game import LINE_CELLS, EngineError, Game, levels_that_fit
from .position import PositionError
from .replaying import ReplayError, ReplayStep, replay, replay_to
from .scoring import ScoreSheet
from .undo import final_reason
from .version import APP_ID, APP_VERSION
from .views import EndReason, Origin, Outcome, PlayerView, Production
from .warehouse import can_store
from .words.describe import (
    card_text,
    describe_action,
    describe_event,
    describe_events,
    leader_text,
    line_text,
    log_notation,
    resources_text,
    token_text,
    without_subject,
)
from .words.explain import illegal_reason, requirement_text, why_illegal
from .words.messages import CONTEXT as MESSAGE_CONTEXT
from .words.messages import QT_TRANSLATE_NOOP, Message, join_and
from .words.names import PLAYER_NAMES, a_resource, colour_name, marble_name, resource_name
from .words.rulebook import CITATION as RULE_CITATION
from .words.rulebook import Rule, parse_rules, rules_markdown

# the game and its events
__all__ = [
    "LINE_CELLS",
    "PAYLOAD_TYPES",
    "Action",
    "BlackCrossMoved",
    "CardBought",
    "EndReason",
    "EndTriggered",
    "EngineError",
    "Event",
    "EventKind",
    "FaithMoved",
    "Game",
    "GameOver",
    "IllegalActionError",
    "InitialResourceTaken",
    "LeaderDiscarded",
    "LeaderPlayed",
    "LeadersKept",
    "LorenzoDiscard",
    "MarketTaken",
    "NotationError",
    "Origin",
    "Outcome",
    "Payload",
    "PlayerView",
    "PositionError",
    "PowerUsed",
    "Produced",
    "Production",
    "ResourceDropped",
    "ResourceStored",
    "ScoreSheet",
    "SetupDone",
    "TokenRevealed",
    "TokensShuffled",
    "TurnEnded",
    "TurnStarted",
    "VaticanReport",
    "Visibility",
    "WhiteConverted",
    "parse_action",
]

# named constants
__all__ += [
    "Ability",
    "ActionKind",
    "Colour",
    "Marble",
    "Phase",
    "Resource",
    "TurnMode",
]

# the printed material: all that core/cards.py exports
__all__ += _cards.__all__

# rules helpers
__all__ += [
    "can_store",
    "final_reason",
    "levels_that_fit",
    "power_name",
]

# replaying a game
__all__ += [
    "ReplayError",
    "ReplayStep",
    "replay",
    "replay_to",
]

# words for people (core/words/)
__all__ += [
    "MESSAGE_CONTEXT",
    "PLAYER_NAMES",
    "QT_TRANSLATE_NOOP",
    "Message",
    "a_resource",
    "card_text",
    "colour_name",
    "describe_action",
    "describe_event",
    "describe_events",
    "illegal_reason",
    "join_and",
    "leader_text",
    "line_text",
    "log_notation",
    "marble_name",
    "requirement_text",
    "resource_name",
    "resources_text",
    "token_text",
    "why_illegal",
    "without_subject",
]

# save files and the data folder (core/files/)
__all__ += [
    "MAX_SAVE_BYTES",
    "SAVE_MAGIC",
    "SaveFileError",
    "SavedGame",
    "Seat",
    "autosave",
    "clear_autosave",
    "data_dir",
    "dumps",
    "frame",
    "load",
    "load_autosave",
    "loads",
    "read_header",
    "save",
    "system_reason",
    "write_atomic",
]

# the rules text (core/words/rulebook.py)
__all__ += [
    "RULE_CITATION",
    "Rule",
    "parse_rules",
    "rules_markdown",
]

# the program and its logs (core/files/logfiles.py)
__all__ += [
    "APP_ID",
    "APP_VERSION",
    "disable_crash_log",
    "enable_crash_log",
    "setup_logging",
    "stop_logging",
]
