"""The rules of Masters of Renaissance: one API for the app, bots, saves and tests.

``ai/`` and ``mor_qt/`` import only the names below (``from core import ...``),
never a submodule of ``core``: tests/test_core_api_boundary.py checks it.
docs/api.md lists them by purpose:

- the game: ``Game`` (its docstring lists what may be read), ``Action`` and
  ``parse_action``, ``PlayerView``, ``Production``, ``Outcome`` (its
  ``EndReason``), ``ScoreSheet`` (``game.scores()``), ``Origin`` (``game.origin``),
  the errors ``IllegalActionError``, ``NotationError``, ``EngineError``,
  ``PositionError``; ``LINE_CELLS`` (the market cells of each line);
- events (docs/events.md): ``Event``, its ``EventKind`` and ``Visibility``,
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
  ``leader_cards``, ``solo_token`` (``DevCard``, ``LeaderCard``, ``SoloToken``),
  ``deck_index``, the faith track ``FAITH_MAX``, ``FAITH_VP``,
  ``VATICAN_SECTIONS`` (``VaticanSection``) and ``END_TRIGGER_CARDS``;
  ``MAX_PLAYERS`` (4) and ``MARKET_ROWS`` (lines below it are rows, the rest columns);
- rules helpers: ``power_name`` (a production power's notation name),
  ``can_store`` (room in a warehouse), ``levels_that_fit`` (the card
  levels a board's slots can take, R6.4), ``final_reason`` (why a decision can no
  longer be taken back);
- replaying a game (docs/replay.md): ``replay``, ``replay_to``, ``ReplayStep``,
  ``ReplayError``;
- words for people: ``describe_action``, ``describe_event``, ``describe_events``,
  ``log_notation``, ``card_text``, ``leader_text``, ``line_text``,
  ``resources_text``, ``token_text``, ``requirement_text``, ``why_illegal``
  (``illegal_reason``: the reason alone), ``resource_name``, ``a_resource``,
  ``colour_name``, ``marble_name``; they return ``Message`` (translatable,
  context ``MESSAGE_CONTEXT``; ``QT_TRANSLATE_NOOP`` marks a source string,
  ``join_and`` lists items);
- save files (docs/savefile.md): ``save``, ``load``, ``dumps``, ``loads``,
  ``read_header``, ``SavedGame``, ``Seat``, ``SaveFileError``, ``autosave``, ``load_autosave``,
  ``clear_autosave``, ``write_atomic``, ``data_dir``; ``frame``, ``SAVE_MAGIC``
  and ``MAX_SAVE_BYTES`` for tools that build damaged files on purpose;
- the rules text: ``rules_markdown``, ``parse_rules``, ``Rule``, ``RULE_CITATION``;
- the program: ``APP_VERSION``, ``APP_ID``; logs: ``setup_logging``,
  ``stop_logging``, ``enable_crash_log``, ``disable_crash_log``.
"""

from .actions import Action, IllegalActionError, NotationError, parse_action, power_name
from .cards import (
    END_TRIGGER_CARDS,
    FAITH_MAX,
    FAITH_VP,
    MARKET_ROWS,
    MAX_PLAYERS,
    VATICAN_SECTIONS,
    DevCard,
    LeaderCard,
    SoloToken,
    VaticanSection,
    deck_index,
    dev_card,
    dev_cards,
    leader_card,
    leader_cards,
    solo_token,
)
from .describe import (
    card_text,
    describe_action,
    describe_event,
    describe_events,
    leader_text,
    line_text,
    log_notation,
    resources_text,
    token_text,
)
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
from .explain import illegal_reason, requirement_text, why_illegal
from .game import LINE_CELLS, EngineError, Game, levels_that_fit
from .logfiles import disable_crash_log, enable_crash_log, setup_logging, stop_logging
from .messages import CONTEXT as MESSAGE_CONTEXT
from .messages import QT_TRANSLATE_NOOP, Message, join_and
from .position import PositionError
from .replaying import ReplayError, ReplayStep, replay, replay_to
from .rulebook import CITATION as RULE_CITATION
from .rulebook import Rule, parse_rules, rules_markdown
from .savefile import MAGIC as SAVE_MAGIC
from .savefile import MAX_FILE_BYTES as MAX_SAVE_BYTES
from .savefile import (
    SavedGame,
    SaveFileError,
    Seat,
    autosave,
    clear_autosave,
    data_dir,
    dumps,
    frame,
    load,
    load_autosave,
    loads,
    read_header,
    save,
    write_atomic,
)
from .scoring import ScoreSheet
from .undo import final_reason
from .version import APP_ID, APP_VERSION
from .views import EndReason, Origin, Outcome, PlayerView, Production
from .warehouse import can_store
from .words import a_resource, colour_name, marble_name, resource_name

__all__ = [
    "APP_ID",
    "APP_VERSION",
    "END_TRIGGER_CARDS",
    "FAITH_MAX",
    "FAITH_VP",
    "LINE_CELLS",
    "MARKET_ROWS",
    "MAX_PLAYERS",
    "MAX_SAVE_BYTES",
    "MESSAGE_CONTEXT",
    "PAYLOAD_TYPES",
    "QT_TRANSLATE_NOOP",
    "RULE_CITATION",
    "SAVE_MAGIC",
    "VATICAN_SECTIONS",
    "Ability",
    "Action",
    "ActionKind",
    "BlackCrossMoved",
    "CardBought",
    "Colour",
    "DevCard",
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
    "LeaderCard",
    "LeaderDiscarded",
    "LeaderPlayed",
    "LeadersKept",
    "LorenzoDiscard",
    "Marble",
    "MarketTaken",
    "Message",
    "NotationError",
    "Origin",
    "Outcome",
    "Payload",
    "Phase",
    "PlayerView",
    "PositionError",
    "PowerUsed",
    "Produced",
    "Production",
    "ReplayError",
    "ReplayStep",
    "Resource",
    "ResourceDropped",
    "ResourceStored",
    "Rule",
    "SaveFileError",
    "SavedGame",
    "ScoreSheet",
    "Seat",
    "SetupDone",
    "SoloToken",
    "TokenRevealed",
    "TokensShuffled",
    "TurnEnded",
    "TurnMode",
    "TurnStarted",
    "VaticanReport",
    "VaticanSection",
    "Visibility",
    "WhiteConverted",
    "a_resource",
    "autosave",
    "can_store",
    "card_text",
    "clear_autosave",
    "colour_name",
    "data_dir",
    "deck_index",
    "describe_action",
    "describe_event",
    "describe_events",
    "dev_card",
    "dev_cards",
    "disable_crash_log",
    "dumps",
    "enable_crash_log",
    "final_reason",
    "frame",
    "illegal_reason",
    "join_and",
    "leader_card",
    "leader_cards",
    "leader_text",
    "levels_that_fit",
    "line_text",
    "load",
    "load_autosave",
    "loads",
    "log_notation",
    "marble_name",
    "parse_action",
    "parse_rules",
    "power_name",
    "read_header",
    "replay",
    "replay_to",
    "requirement_text",
    "resource_name",
    "resources_text",
    "rules_markdown",
    "save",
    "setup_logging",
    "solo_token",
    "stop_logging",
    "token_text",
    "why_illegal",
    "write_atomic",
]
