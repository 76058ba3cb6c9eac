"""A saved game replayed once for the analysis window: every position, the
plain-words text of every decision and what it caused, the turns, and the
per-position series the charts draw (score if the game ended now, faith).

Pure Python (no Qt), so it is cheap to test and reuse."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from core import Action, Game, Origin, ReplayStep, SavedGame, describe_action, describe_events, replay, replay_to

from .lazy_sequence import LazySequence


class Row:
    """One decision: index in the game, who made it, in words and notation.
    The words (``text``, ``events``) are written when first asked for, a block
    of DESCRIBE_EVERY decisions at a time (a long game opens without
    describing its 100,000 decisions)."""

    __slots__ = ("_notation", "_words", "action", "index", "round", "seat", "source")

    def __init__(self, index: int, seat: int, round: int, action: Action, source: Positions) -> None:
        self.index = index
        self.seat = seat
        self.round = round
        self.action = action
        self.source = source
        self._notation: str | None = None
        self._words: tuple[Any, list[Any]] | None = None

    @property
    def notation(self) -> str:
        if self._notation is None:
            self._notation = str(self.action)
        return self._notation

    @property
    def text(self) -> Any:
        if self._words is None:
            self.source.describe_block(self.index // DESCRIBE_EVERY)
        assert self._words is not None
        return self._words[0]

    @property
    def events(self) -> list[Any]:
        if self._words is None:
            self.source.describe_block(self.index // DESCRIBE_EVERY)
        assert self._words is not None
        return self._words[1]

    def hidden(self, text: Any, notation: str) -> Row:
        """A copy that shows ``text`` and ``notation`` instead, with no events:
        the decision as a seat that may not read it sees it."""
        row = Row(self.index, self.seat, self.round, self.action, self.source)
        row._notation = notation
        row._words = (text, [])
        return row


@dataclass(slots=True)
class Turn:
    """Consecutive decisions of one seat in one round (round 0 is the setup)."""

    number: int
    seat: int
    round: int
    first: int  # index of its first decision
    last: int  # index of its last decision

    def label(self, names: Sequence[str]) -> str:
        return turn_labels([self], names)[0]


def turn_labels(turns: Sequence[Turn], names: Sequence[str]) -> list[str]:
    """Each turn's label ("Round 3 — Ada"), the words translated once for all
    (a long game has tens of thousands of turns)."""
    setup = QCoreApplication.translate("MoveList", "Setup")
    round_words = QCoreApplication.translate("MoveList", "Round %1")
    return [f"{setup if t.round == 0 else round_words.replace('%1', str(t.round))} — {names[t.seat]}" for t in turns]


class Rows(LazySequence[Row]):
    """The rows of a timeline, made when first asked for from the seat, round and
    decision of each (kept as plain lists while replaying); ``hidden`` replaces
    some rows (privacy.py: what a seat may not read)."""

    what = "decision"

    def __init__(self, seats: list[int], rounds: list[int], actions: list[Action], source: Positions,
                 hidden: dict[int, Row] | None = None, words: list[tuple[Any, list[Any]]] | None = None) -> None:
        self.seats = seats
        self.rounds = rounds
        self.actions = actions
        self.source = source
        self.hidden = hidden if hidden is not None else {}
        self.words = words if words is not None else []  # written while loading (short games), by index
        self._made: dict[int, Row] = {}

    def __len__(self) -> int:
        return len(self.actions)

    def item(self, i: int) -> Row:
        row = self.hidden.get(i) or self._made.get(i)
        if row is None:
            row = self._made[i] = Row(i, self.seats[i], self.rounds[i], self.actions[i], self.source)
            if i < len(self.words):
                row._words = self.words[i]
        return row

    def with_hidden(self, hidden: dict[int, Row]) -> Rows:
        """The same rows, those of ``hidden`` replaced (their words kept apart)."""
        rows = Rows(self.seats, self.rounds, self.actions, self.source, {**self.hidden, **hidden}, self.words)
        rows._made = self._made
        return rows


DESCRIBE_ON_LOAD = 5_000  # a game this long (the move list shows all its rows) is described while it loads
DESCRIBE_EVERY = 32  # decisions whose words are written together when one of them is shown
CHECKPOINT_EVERY = 64  # positions between the copies build_timeline keeps (as a loaded save does)


class Positions(LazySequence[Game]):
    """The position after i decisions, i = 0 … n, as a read-only sequence.
    ``game_at(i)`` makes each (a loaded save's ``SavedGame.game_at``, which
    replays a few decisions from a position it kept), so a 100,000-decision game
    does not hold 100,000 copies.  Each item is a new Game the caller may change."""

    what = "position"

    def __init__(
        self, game_at: Callable[[int], Game], actions: list[Action], rows: Sequence[Row] | None = None
    ) -> None:
        self.game_at = game_at
        self._actions = actions
        self._rows: Sequence[Row] = rows if rows is not None else []

    def describe_block(self, k: int) -> None:
        """Write the words of the rows of decisions k*DESCRIBE_EVERY … (k+1)*DESCRIBE_EVERY - 1."""
        first = k * DESCRIBE_EVERY
        rows = self._rows[first : first + DESCRIBE_EVERY]
        if all(row._words is not None for row in rows):
            return
        steps = replay(self.game_at(first), [row.action for row in rows], start_index=first, before=_revealed)
        for row, step in zip(rows, steps, strict=False):
            row._words = (step.before, describe_events(step.game, step.events))

    def __len__(self) -> int:
        return len(self._actions) + 1

    def item(self, i: int) -> Game:
        return self.game_at(i)


def _revealed(game: Game, action: Action) -> Any:
    """A decision in words, the kept leaders shown (the analysis of a save)."""
    return describe_action(game, action, reveal=True)


SCORE_POINTS = 4_000  # a longer game scores every few positions for its chart, the rest on demand


class ScoreSeries(LazySequence[int]):
    """One seat's score at every position of a long game: computed while
    replaying every ``stride`` positions, the others when asked for."""

    what = "position"

    def __init__(self, seat: int, positions: Positions, known: dict[int, int], stride: int = 1) -> None:
        self._seat = seat
        self._positions = positions
        self.stride = stride
        self._known = known

    def __len__(self) -> int:
        return len(self._positions)

    def item(self, i: int) -> int:
        if i not in self._known:
            self._known[i] = self._positions[i].scores()[self._seat].total
        return self._known[i]

    def points(self) -> list[tuple[int, int]]:
        return sorted(self._known.items())


@dataclass
class Timeline:
    games: Sequence[Game]  # the position after i decisions, i = 0 … len(rows)
    rows: Sequence[Row]
    turns: list[Turn]
    names: list[str]
    score: Sequence[Sequence[int]] = field(default_factory=list)  # score[seat][i]
    faith: list[list[int]] = field(default_factory=list)  # faith[seat][i]
    turn_of: list[int] = field(default_factory=list)  # turn number of decision i
    cross: list[int] = field(default_factory=list)  # solo: Lorenzo's black cross at position i

    def score_points(self, seat: int) -> list[tuple[int, int]]:
        """(position, score if the game ended there) for the chart: every position,
        or in a game over SCORE_POINTS decisions every few, the last one included."""
        series = self.score[seat]
        if isinstance(series, ScoreSeries):
            return series.points()
        return list(enumerate(series))

    @property
    def n_decisions(self) -> int:
        return len(self.rows)

    @property
    def n_seats(self) -> int:
        return len(self.names)

    def decisions_of(self, seat: int) -> list[int]:
        """The indices of the decisions ``seat`` made (without making a row for each)."""
        rows = self.rows
        seats = rows.seats if isinstance(rows, Rows) else [row.seat for row in rows]
        return [i for i, s in enumerate(seats) if s == seat]

    def turn_at_position(self, pos: int) -> int:
        """The turn of the last decision played to reach position ``pos`` (0 before any)."""
        if pos <= 0 or not self.turn_of:
            return 0
        return self.turn_of[min(pos, len(self.turn_of)) - 1]


class TimelineBuilder:
    """Builds a Timeline from the steps of the one replay of a game: pass
    ``step`` as ``core.load``'s ``observe`` (the analysis window then
    replays nothing more), or let ``build_timeline`` replay ``decisions``.

    Scores are computed every ``stride`` positions, the stride doubling (and
    every other score dropped) whenever more than SCORE_POINTS are kept, so a
    long game costs a few thousand score sheets whatever its length."""

    def __init__(self, expected: int = 0) -> None:
        """``expected``: how many decisions the game has, when known (a save's
        header says): the scores are then computed every few positions from the
        start, and a game of at most DESCRIBE_ON_LOAD decisions has them written
        in words by ``before`` (pass it to ``load`` too) rather than by a replay later."""
        self.seats: list[int] = []
        self.rounds: list[int] = []
        self.actions: list[Action] = []
        self.turns: list[Turn] = []
        self.turn_of: list[int] = []
        self.faith: list[list[int]] = []  # faith[seat][i], from position 1 on until finish()
        self.cross: list[int] = []
        self.scores: list[dict[int, int]] = []  # per seat: position -> score
        self.stride = max(1, expected // SCORE_POINTS)
        self.solo = False
        self._last: Game | None = None  # the game after the last step
        # finish() gives it the real positions; rows made before refer to it
        self.positions = Positions(_no_position, self.actions)
        self.words: list[tuple[Any, list[Any]]] = []
        self.describing = 0 < expected <= DESCRIBE_ON_LOAD
        self.rows = Rows(self.seats, self.rounds, self.actions, self.positions, words=self.words)
        self.positions._rows = self.rows

    def before(self, game: Game, action: Action) -> Any:
        """The replay's ``before``: the decision in words while ``describing``."""
        return describe_action(game, action, reveal=True) if self.describing else None

    def step(self, step: ReplayStep) -> None:
        game = step.game
        i = step.index
        if not self.faith:
            self.faith = [[] for _ in game.players]
            self.scores = [{} for _ in game.players]
            self.solo = game.solo
        seat, rnd = step.seat, step.round
        self.seats.append(seat)
        self.rounds.append(rnd)
        self.actions.append(step.action)
        if step.before is not None and len(self.words) == i:
            self.words.append((step.before, describe_events(step.game, step.events)))
        turns = self.turns
        if not turns or turns[-1].seat != seat or turns[-1].round != rnd:
            turns.append(Turn(len(turns), seat, rnd, i, i))
        else:
            turns[-1].last = i
        self.turn_of.append(turns[-1].number)
        for faith, player in zip(self.faith, game.players, strict=True):
            faith.append(player.faith)
        if self.solo:
            self.cross.append(game.black_cross)
        pos = i + 1
        if pos % self.stride == 0:
            for known, sheet in zip(self.scores, game.scores(), strict=True):
                known[pos] = sheet.total
            if len(self.scores[0]) > SCORE_POINTS:
                self.stride *= 2
                self.scores = [{p: v for p, v in known.items() if p % self.stride == 0} for known in self.scores]
        self._last = game

    def finish(self, game_at: Callable[[int], Game]) -> Timeline:
        """The timeline, ``game_at(i)`` giving the position after i decisions."""
        start = game_at(0)
        names = list(start.names)
        self.positions.game_at = game_at
        n = len(self.actions)
        if not self.faith:
            self.faith = [[] for _ in names]
            self.scores = [{} for _ in names]
        first_scores = [sheet.total for sheet in start.scores()]
        for s in range(len(names)):
            self.faith[s].insert(0, start.players[s].faith)
            self.scores[s][0] = first_scores[s]
        if n and n % self.stride and self._last is not None:  # the last position is always on the chart
            for s, sheet in enumerate(self._last.scores()):
                self.scores[s][n] = sheet.total
        cross = [start.black_cross, *self.cross] if start.solo else []
        score: list[Sequence[int]]
        if self.stride == 1:
            score = [[known[p] for p in range(n + 1)] for known in self.scores]
        else:
            score = [ScoreSeries(s, self.positions, known, self.stride) for s, known in enumerate(self.scores)]
        return Timeline(self.positions, self.rows, self.turns, names, score, self.faith, self.turn_of, cross)


def _no_position(i: int) -> Game:
    raise LookupError("the timeline is not finished: no position yet")


class KeptPositions:
    """``game_at(i)`` of a game replayed by ``build_timeline``: a copy of every
    CHECKPOINT_EVERY-th position (``copies``), the others replayed from the one before."""

    def __init__(self, start: Game, actions: list[Action]) -> None:
        self.copies = [start]
        self.actions = actions

    def keep(self, step: ReplayStep) -> None:
        if (step.index + 1) % CHECKPOINT_EVERY == 0:
            self.copies.append(step.position())

    def __call__(self, i: int) -> Game:
        k = i // CHECKPOINT_EVERY
        return replay_to(self.copies[k], self.actions[k * CHECKPOINT_EVERY : i], start_index=k * CHECKPOINT_EVERY)


def build_timeline(origin: Origin, decisions: Sequence[str]) -> Timeline:
    """Replay ``decisions`` from ``origin`` once (``core.replay``: raises
    ``ReplayError``, a ValueError, on an illegal one), keeping a position every
    CHECKPOINT_EVERY decisions."""
    builder = TimelineBuilder(len(decisions))
    kept = KeptPositions(replay_to(origin, []), builder.actions)
    for step in replay(origin, decisions, before=builder.before):
        builder.step(step)
        kept.keep(step)
    return builder.finish(kept)


def timeline_of(saved: SavedGame, builder: TimelineBuilder | None = None) -> Timeline:
    """The timeline of a loaded save: from ``builder`` when it observed the
    save's replay (``load(path, observe=builder.step)``), else replayed once more."""
    if builder is None or len(builder.actions) != len(saved.decisions):
        return build_timeline(saved.origin, saved.decisions)
    return builder.finish(saved.game_at)


def win_prob_series(annotations: dict[int, dict[str, Any]], n_seats: int) -> list[list[tuple[int, float]]]:
    """Per seat, the bot's win probability at the positions an annotation
    covers: (position index, probability).  An annotation of decision i holds
    the search before it (position i) and, as eval_after, position i + 1 for
    its own seat."""
    out: list[list[tuple[int, float]]] = [[] for _ in range(n_seats)]
    seen: list[dict[int, float]] = [{} for _ in range(n_seats)]
    for i in sorted(annotations):
        note = annotations[i]
        wp = note.get("win_prob")
        if isinstance(wp, list) and len(wp) == n_seats:
            for s in range(n_seats):
                if isinstance(wp[s], (int, float)):
                    seen[s][i] = float(wp[s])
        seat = note.get("seat")
        after = note.get("eval_after")
        if isinstance(seat, int) and 0 <= seat < n_seats and isinstance(after, (int, float)):
            seen[seat].setdefault(i + 1, float(after))
    for s in range(n_seats):
        out[s] = sorted(seen[s].items())
    return out
