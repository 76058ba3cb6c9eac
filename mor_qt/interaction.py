"""What the human at the screen has half-chosen: leaders to keep, the card to
buy, the production plan.  Shared by the table (scene) and the action panel."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from core import Action, Game, IllegalActionError
from core.actions import (
    A_PROD_BASE,
    A_PROD_LEADER,
    A_PROD_SLOT,
    BASE_PAIRS,
    PROD_LEADER,
    PROD_SLOT,
    power_name,
)


def power_key(act: Action) -> str:
    """The power a production decision uses, named as in the notation (``s1``, ``base``, ``L61``)."""
    return power_name(act)


_ORDER = {"s1": 0, "s2": 1, "s3": 2, "base": 3}


@dataclass
class PlanResult:
    ok: bool
    reason: str
    paid: list[int]
    out: list[int]
    faith: int


class Interaction(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.keep_sel: list[int] = []
        self.buy_card: int | None = None
        self.plan: dict[str, Action] | None = None  # None: no production being planned

    def reset(self) -> None:
        self.keep_sel = []
        self.buy_card = None
        self.plan = None
        self.changed.emit()

    # ---------------------------------------------------------- setup leaders
    def toggle_keep(self, lid: int) -> None:
        if lid in self.keep_sel:
            self.keep_sel.remove(lid)
        else:
            self.keep_sel = [*self.keep_sel, lid][-2:]
        self.changed.emit()

    # ------------------------------------------------------------------ buying
    def select_card(self, cid: int | None) -> None:
        self.buy_card = None if cid == self.buy_card else cid
        self.plan = None
        self.changed.emit()

    # -------------------------------------------------------------- production
    def plan_actions(self) -> list[Action]:
        if not self.plan:
            return []
        return [self.plan[k] for k in sorted(self.plan, key=lambda k: (_ORDER.get(k, 9), k))]

    def start_plan(self) -> None:
        self.plan = {}
        self.buy_card = None
        self.changed.emit()

    def cancel_plan(self) -> None:
        self.plan = None
        self.changed.emit()

    def evaluate(self, game: Game) -> PlanResult:
        """Apply the plan on a copy: legal?  total paid, produced and faith."""
        trial = game.clone()
        paid = [0, 0, 0, 0]
        try:
            for act in self.plan_actions():
                for ev in trial.apply(act):
                    if ev.kind == "power_used":
                        for i, n in enumerate(ev.data["paid"]):
                            paid[i] += n
        except IllegalActionError as exc:
            return PlanResult(False, str(exc).split(": ", 1)[-1], paid, list(trial.prod_out), trial.prod_faith)
        return PlanResult(True, "", paid, list(trial.prod_out), trial.prod_faith)

    def options_for(self, game: Game, key: str) -> list[Action]:
        """The variants of power ``key`` legal after the rest of the plan."""
        trial = game.clone()
        try:
            for k, act in sorted((self.plan or {}).items()):
                if k != key:
                    trial.apply(act)
        except IllegalActionError:
            return []
        legal = trial.legal_actions()
        if key == "base":
            cands = [a for pair in BASE_PAIRS for a in A_PROD_BASE[pair]]
        elif key.startswith("s"):
            cands = [A_PROD_SLOT[int(key[1:]) - 1]]
        else:
            cands = list(A_PROD_LEADER.get(int(key[1:]), ()))
        return [a for a in cands if a in legal]

    def toggle_power(self, game: Game, key: str) -> bool:
        if self.plan is None:
            self.plan = {}
        if key in self.plan:
            del self.plan[key]
            self.changed.emit()
            return True
        opts = self.options_for(game, key)
        if not opts:
            return False
        self.plan[key] = _default_choice(game, opts)
        self.buy_card = None
        self.changed.emit()
        return True

    def set_choice(self, key: str, act: Action) -> None:
        if self.plan is not None:
            self.plan[key] = act
            self.changed.emit()


def _default_choice(game: Game, opts: list[Action]) -> Action:
    """For base production: spend what the player has most of; output a coin."""
    if opts[0].kind == PROD_LEADER or opts[0].kind == PROD_SLOT:
        return opts[0]
    seat = game.current_seat
    have = game.players[seat].holdings() if seat is not None else [0, 0, 0, 0]
    return max(opts, key=lambda a: (have[a.a] + have[a.b] - (a.a == a.b), -a.c))
