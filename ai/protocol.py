"""What the app and the arena ask of a bot: the ``Bot`` protocol ``make_bot`` returns.

Every bot (``RandomBot``, ``GreedyBot``, ``MctsBot``) has it; the app
(mor_qt/bots.py) and the programs that play bots against each other (the
arena, the ladder) use nothing else of a bot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from core import Action, Game

if TYPE_CHECKING:  # annotations only: the search's modules import the bots' helpers
    from .search_status import SearchOutcome


class Cancel(Protocol):
    """A request to stop searching early (a ``threading.Event`` or a process's ``Event``)."""

    def is_set(self) -> bool: ...


@runtime_checkable
class Bot(Protocol):
    """A computer player.

    ``choose(game, seat, budget, cancel)``: the decision of ``seat``, whose
    turn it is in ``game`` (``game`` is left unchanged); ``budget`` overrides
    the bot's search budget for this decision (``ai.parse_budget`` text, e.g.
    ``"it=200"``); a set ``cancel`` ends the search early (a decision is still
    given).  ``close()`` frees the bot's worker processes (if it owns any).
    ``name`` is the name ``make_bot`` knows it by; ``last_outcome`` what became
    of its last decision's search (None: it did not search, as bots that never
    search); ``failed_searches`` how many searches failed since it was made."""

    @property
    def name(self) -> str: ...

    @property
    def last_outcome(self) -> SearchOutcome | None: ...

    @property
    def failed_searches(self) -> int: ...

    def choose(self, game: Game, seat: int, budget: str | None = None, cancel: Cancel | None = None) -> Action: ...

    def close(self) -> None: ...
