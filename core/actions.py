"""Atomic decisions and their notation (docs/notation.md).

Every possible decision exists once, as a canonical ``Action`` built at import
time; ``legal_actions`` hands out these shared objects and ``parse_action``
looks them up, so comparing actions is cheap and ``parse_action(str(a)) == a``.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement

from .data import DEV_IDS, LEADER_IDS, LEADERS, PRODUCTION, RES_INDEX, RESOURCES
from .enums import ActionKind

# Action kinds: module aliases of ``ActionKind`` members for the engine's code.
KEEP = ActionKind.KEEP
TAKE = ActionKind.TAKE
MARKET = ActionKind.MARKET
WHITE = ActionKind.WHITE
STORE = ActionKind.STORE
DROP = ActionKind.DROP
BUY = ActionKind.BUY
PROD_SLOT = ActionKind.PROD_SLOT
PROD_BASE = ActionKind.PROD_BASE
PROD_LEADER = ActionKind.PROD_LEADER
DONE = ActionKind.DONE
PLAY = ActionKind.PLAY
DISCARD = ActionKind.DISCARD
END = ActionKind.END

KIND_NAMES = (
    "keep", "take", "market", "white", "store", "drop", "buy",
    "prod", "prod", "prod", "done", "play", "discard", "end",
)


_RESOURCE_KINDS = frozenset((TAKE, WHITE, STORE, DROP))
_LEADER_KINDS = frozenset((PLAY, DISCARD, PROD_LEADER))
_OUTPUT_KINDS = frozenset((PROD_BASE, PROD_LEADER))


class IllegalActionError(ValueError):
    """The decision is not legal now (or is no decision at all); the game is unchanged."""


class NotationError(IllegalActionError):
    """The text is not the notation of any decision."""


@dataclass(frozen=True, slots=True)
class Action:
    """One atomic decision.  ``kind`` is an ``ActionKind`` (a plain int only in
    actions built by hand); ``str(action)`` is its notation.

    Read what it names by the field of its kind (docs/notation.md): ``leaders``
    (keep), ``resource`` (take, white, store, drop), ``line`` (market),
    ``card`` (buy), ``slot`` (buy, prod of a slot), ``leader`` (play, discard,
    prod of a leader), ``inputs`` (basic prod) and ``output`` (basic or leader
    prod).  A field its kind does not have raises ``AttributeError``.  The
    engine stores them as ``a``, ``b`` and ``c`` (see ``ActionKind``)."""

    kind: int
    a: int = 0
    b: int = 0
    c: int = 0

    def _no(self, name: str) -> AttributeError:
        return AttributeError(f"the decision {self} has no {name} (docs/notation.md)")

    @property
    def leaders(self) -> tuple[int, int]:
        """keep: the two leader ids kept, smaller first."""
        if self.kind != KEEP:
            raise self._no("leaders")
        return self.a, self.b

    @property
    def resource(self) -> int:
        """take, white, store, drop: the resource (``Resource``)."""
        if self.kind not in _RESOURCE_KINDS:
            raise self._no("resource")
        return self.a

    @property
    def line(self) -> int:
        """market: the line, 0-2 rows 1-3, 3-6 columns 1-4 (``LINE_CELLS[line]`` its cells)."""
        if self.kind != MARKET:
            raise self._no("line")
        return self.a

    @property
    def card(self) -> int:
        """buy: the development card id."""
        if self.kind != BUY:
            raise self._no("card")
        return self.a

    @property
    def slot(self) -> int:
        """buy: the slot the card goes on; prod of a slot: the slot producing (0-2, left to right)."""
        if self.kind == BUY:
            return self.b
        if self.kind == PROD_SLOT:
            return self.a
        raise self._no("slot")

    @property
    def leader(self) -> int:
        """play, discard, prod of a leader: the leader id."""
        if self.kind not in _LEADER_KINDS:
            raise self._no("leader")
        return self.a

    @property
    def inputs(self) -> tuple[int, int]:
        """Basic production: the two resources paid, smaller first."""
        if self.kind != PROD_BASE:
            raise self._no("inputs")
        return self.a, self.b

    @property
    def output(self) -> int:
        """Basic or leader production: the resource it gives."""
        if self.kind not in _OUTPUT_KINDS:
            raise self._no("output")
        return self.c

    @staticmethod
    def basic_production(first: int, second: int, output: int) -> Action:
        """The basic production paying ``first`` and ``second`` (in either order) for ``output``."""
        try:
            return A_PROD_BASE[(min(first, second), max(first, second))][output]
        except (KeyError, IndexError, TypeError):
            raise NotationError(f"no basic production pays {first} and {second} for {output}") from None

    @staticmethod
    def leader_production(leader: int, output: int) -> Action:
        """Production leader ``leader`` making ``output``."""
        try:
            return A_PROD_LEADER[leader][output]
        except (KeyError, IndexError, TypeError):
            raise NotationError(f"leader {leader} making {output} is no production") from None

    def __str__(self) -> str:
        text = _TEXT.get(self)
        if text is None:  # built by hand, not one of the canonical decisions
            return f"<no decision: kind {self.kind} {self.a} {self.b} {self.c}>"
        return text

    def __repr__(self) -> str:
        text = _TEXT.get(self)
        if text is None:
            return f"Action(kind={self.kind}, a={self.a}, b={self.b}, c={self.c})"
        return f"Action({text!r})"


def _line(a: int) -> str:
    return f"r{a + 1}" if a < 3 else f"c{a - 2}"


def _text(act: Action) -> str:
    k, a, b, c = act.kind, act.a, act.b, act.c
    if k == KEEP:
        return f"keep L{a} L{b}"
    if k in (TAKE, WHITE, STORE, DROP):
        return f"{KIND_NAMES[k]} {RESOURCES[a]}"
    if k == MARKET:
        return f"market {_line(a)}"
    if k == BUY:
        return f"buy {a} s{b + 1}"
    if k == PROD_SLOT:
        return f"prod s{a + 1}"
    if k == PROD_BASE:
        return f"prod base {RESOURCES[a]}+{RESOURCES[b]}>{RESOURCES[c]}"
    if k == PROD_LEADER:
        return f"prod L{a}>{RESOURCES[c]}"
    if k in (PLAY, DISCARD):
        return f"{KIND_NAMES[k]} L{a}"
    return KIND_NAMES[k]


_R = range(4)
A_KEEP: dict[tuple[int, int], Action] = {(a, b): Action(KEEP, a, b) for a, b in combinations(LEADER_IDS, 2)}
A_TAKE: tuple[Action, ...] = tuple(Action(TAKE, r) for r in _R)
A_MARKET: tuple[Action, ...] = tuple(Action(MARKET, i) for i in range(7))
A_WHITE: tuple[Action, ...] = tuple(Action(WHITE, r) for r in _R)
A_STORE: tuple[Action, ...] = tuple(Action(STORE, r) for r in _R)
A_DROP: tuple[Action, ...] = tuple(Action(DROP, r) for r in _R)
A_BUY: dict[int, tuple[Action, ...]] = {cid: tuple(Action(BUY, cid, s) for s in range(3)) for cid in DEV_IDS}
A_PROD_SLOT: tuple[Action, ...] = tuple(Action(PROD_SLOT, s) for s in range(3))
# Basic production: each unordered input pair with its four outputs.
BASE_PAIRS: tuple[tuple[int, int], ...] = tuple(combinations_with_replacement(_R, 2))
A_PROD_BASE: dict[tuple[int, int], tuple[Action, ...]] = {
    (a, b): tuple(Action(PROD_BASE, a, b, c) for c in _R) for a, b in BASE_PAIRS
}
A_PROD_LEADER: dict[int, tuple[Action, ...]] = {
    lid: tuple(Action(PROD_LEADER, lid, 0, c) for c in _R)
    for lid in LEADER_IDS
    if LEADERS[lid].ability == PRODUCTION
}
A_DONE = Action(DONE)
A_PLAY: dict[int, Action] = {lid: Action(PLAY, lid) for lid in LEADER_IDS}
A_DISCARD: dict[int, Action] = {lid: Action(DISCARD, lid) for lid in LEADER_IDS}
A_END = Action(END)

ALL_ACTIONS: tuple[Action, ...] = (
    *A_KEEP.values(), *A_TAKE, *A_MARKET, *A_WHITE, *A_STORE, *A_DROP,
    *(a for acts in A_BUY.values() for a in acts), *A_PROD_SLOT,
    *(a for acts in A_PROD_BASE.values() for a in acts),
    *(a for acts in A_PROD_LEADER.values() for a in acts),
    A_DONE, *A_PLAY.values(), *A_DISCARD.values(), A_END,
)
_TEXT: dict[Action, str] = {act: _text(act) for act in ALL_ACTIONS}
_BY_TEXT: dict[str, Action] = {text.lower(): act for act, text in _TEXT.items()}


def power_name(act: Action) -> str:
    """The production power a ``prod`` decision uses, named as in the notation:
    ``base``, ``s1``-``s3`` (slots, left to right) or ``L61``... (a leader)."""
    if act.kind == PROD_SLOT:
        return f"s{act.a + 1}"
    if act.kind == PROD_BASE:
        return "base"
    if act.kind == PROD_LEADER:
        return f"L{act.a}"
    raise ValueError(f"{act} uses no production power")


def is_decision(act: object) -> bool:
    """True for an ``Action`` that is one of the canonical decisions (has a notation)."""
    return act in _TEXT
assert len(_BY_TEXT) == len(ALL_ACTIONS), "notation must be unambiguous"


def parse_action(text: str) -> Action:
    """The decision written ``text`` (case and spacing are forgiven)."""
    if not isinstance(text, str):
        raise NotationError(f"notation must be text, not {type(text).__name__}")
    key = " ".join(text.lower().split())
    act = _BY_TEXT.get(key)
    if act is None:
        # Also accept "keep L53 L49" (any order) and "prod base stone+coin>x".
        act = _BY_TEXT.get(_normalise(key))
    if act is None:
        raise NotationError(f"not a decision: {text!r} (see docs/notation.md)")
    return act


def _normalise(key: str) -> str:
    parts = key.split(" ")
    if parts[0] == "keep" and len(parts) == 3:
        return " ".join(["keep", *sorted(parts[1:], key=lambda p: (len(p), p))])
    if parts[:2] == ["prod", "base"] and len(parts) == 3 and ">" in parts[2]:
        ins, _, out = parts[2].partition(">")
        pair = ins.split("+")
        if len(pair) == 2 and all(p in RES_INDEX for p in pair):
            pair.sort(key=RES_INDEX.__getitem__)
            return f"prod base {pair[0]}+{pair[1]}>{out}"
    return key
