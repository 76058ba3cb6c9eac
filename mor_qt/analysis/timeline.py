"""A saved game replayed once for the analysis window: every position, the
plain-words text of every decision and what it caused, the turns, and the
per-position series the charts draw (score if the game ended now, faith).

Pure Python (no Qt), so it is cheap to test and reuse."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, overload

from PySide6.QtCore import QCoreApplication

from core import Action, Game, describe_action, describe_events, parse_action


class Row:
    """One decision: index in the game, who made it, in words and notation.
    The words (``text``, ``events``) are written when first asked for, a block
    of CHECKPOINT_EVERY decisions at a time (a long game opens without
    describing its 100,000 decisions)."""

    __slots__ = ("_words", "action", "index", "notation", "round", "seat", "source")

    def __init__(self, index: int, seat: int, round: int, action: Action, source: Positions) -> None:
        self.index = index
        self.seat = seat
        self.round = round
        self.action = action
        self.notation = str(action)
        self.source = source
        self._words: tuple[str, list[str]] | None = None

    @property
    def text(self) -> str:
        if self._words is None:
            self.source.describe_block(self.index // CHECKPOINT_EVERY)
        assert self._words is not None
        return self._words[0]

    @property
    def events(self) -> list[str]:
        if self._words is None:
            self.source.describe_block(self.index // CHECKPOINT_EVERY)
        assert self._words is not None
        return self._words[1]

    def hidden(self, text: str, notation: str) -> Row:
        """A copy that shows ``text`` and ``notation`` instead, with no events:
        the decision as a seat that may not read it sees it."""
        row = Row(self.index, self.seat, self.round, self.action, self.source)
        row.notation = notation
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
        when = QCoreApplication.translate("MoveList", "Setup") if self.round == 0 else \
            QCoreApplication.translate("MoveList", "Round %1").replace("%1", str(self.round))
        return f"{when} — {names[self.seat]}"


CHECKPOINT_EVERY = 32  # positions between the copies a Positions keeps


class Positions(Sequence[Game]):
    """The position after i decisions, i = 0 … n, as a read-only sequence: a
    copy is kept every CHECKPOINT_EVERY positions and the others are replayed
    from it on demand (a few milliseconds), so a 100,000-decision game does not
    hold 100,000 copies.  Each item is a new Game the caller may change."""

    def __init__(self, checkpoints: list[Game], actions: list[Action], rows: list[Row] | None = None) -> None:
        self._checkpoints = checkpoints
        self._actions = actions
        self._rows = rows if rows is not None else []

    def describe_block(self, k: int) -> None:
        """Write the words of the rows of decisions k*CHECKPOINT_EVERY … (k+1)*CHECKPOINT_EVERY - 1."""
        game = self._checkpoints[k].clone()
        for row in self._rows[k * CHECKPOINT_EVERY : (k + 1) * CHECKPOINT_EVERY]:
            words = describe_action(game, row.action, reveal=True)
            row._words = (words, describe_events(game, game.apply(row.action)))

    def __len__(self) -> int:
        return len(self._actions) + 1

    @overload
    def __getitem__(self, i: int) -> Game: ...

    @overload
    def __getitem__(self, i: slice) -> list[Game]: ...

    def __getitem__(self, i: int | slice) -> Game | list[Game]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(f"position {i} of a game with {n - 1} decisions")
        k = i // CHECKPOINT_EVERY
        game = self._checkpoints[k].clone()
        for act in self._actions[k * CHECKPOINT_EVERY : i]:
            game.apply(act)
        return game


SCORE_POINTS = 4_000  # a longer game scores every few positions for its chart, the rest on demand


class ScoreSeries(Sequence[int]):
    """One seat's score at every position of a long game: computed while
    replaying every ``stride`` positions, the others when asked for."""

    def __init__(self, seat: int, positions: Positions, stride: int) -> None:
        self._seat = seat
        self._positions = positions
        self.stride = stride
        self._known: dict[int, int] = {}

    def __len__(self) -> int:
        return len(self._positions)

    def __getitem__(self, i: int) -> int:  # type: ignore[override]
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(f"position {i} of {n}")
        if i not in self._known:
            self._known[i] = self._positions[i].scores()[self._seat]["total"]
        return self._known[i]

    def points(self) -> list[tuple[int, int]]:
        return sorted(self._known.items())


@dataclass
class Timeline:
    games: Sequence[Game]  # the position after i decisions, i = 0 … len(rows)
    rows: list[Row]
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

    def turn_at_position(self, pos: int) -> int:
        """The turn of the last decision played to reach position ``pos`` (0 before any)."""
        if pos <= 0 or not self.turn_of:
            return 0
        return self.turn_of[min(pos, len(self.turn_of)) - 1]


def build_timeline(origin: dict[str, Any], decisions: Sequence[str]) -> Timeline:
    """Replay ``decisions`` from ``origin`` once (raises ValueError on an illegal one)."""
    game = Game.from_origin(origin).clone()  # a clone keeps no undo record: the replay pays nothing for it
    names = list(game.names)
    checkpoints = [game.clone()]
    actions: list[Action] = []
    rows: list[Row] = []
    positions = Positions(checkpoints, actions, rows)
    turns: list[Turn] = []
    turn_of: list[int] = []
    stride = max(1, len(decisions) // SCORE_POINTS)
    series = [ScoreSeries(seat, positions, stride) for seat in range(len(names))] if stride > 1 else None
    score: list[list[int]] = [[s["total"] for s in game.scores()]]
    faith: list[list[int]] = [[p.faith for p in game.players]]
    cross: list[int] = [game.black_cross] if game.solo else []
    for i, text in enumerate(decisions):
        action = parse_action(text)
        seat = game.current_seat
        if seat is None:
            raise ValueError(f"decision {i + 1} ({text}) comes after the end of the game")
        rnd = game.round
        game.apply(action)
        rows.append(Row(i, seat, rnd, action, positions))
        if not turns or turns[-1].seat != seat or turns[-1].round != rnd:
            turns.append(Turn(len(turns), seat, rnd, i, i))
        else:
            turns[-1].last = i
        turn_of.append(turns[-1].number)
        actions.append(action)
        if len(actions) % CHECKPOINT_EVERY == 0:
            checkpoints.append(game.clone())
        if series is None:
            score.append([s["total"] for s in game.scores()])
        elif (i + 1) % stride == 0 or i + 1 == len(decisions):
            for seat, total in enumerate(s["total"] for s in game.scores()):
                series[seat]._known[i + 1] = total
        faith.append([p.faith for p in game.players])
        if game.solo:
            cross.append(game.black_cross)
    by_seat_score: list[Sequence[int]]
    if series is None:
        by_seat_score = [[row[s] for row in score] for s in range(len(names))]
    else:
        for seat, total in enumerate(score[0]):
            series[seat]._known[0] = total
        by_seat_score = list(series)
    by_seat_faith = [[row[s] for row in faith] for s in range(len(names))]
    return Timeline(positions, rows, turns, names, by_seat_score, by_seat_faith, turn_of, cross)


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
