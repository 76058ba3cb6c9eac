"""What the human at the screen has half-chosen: leaders to keep, the card to
buy, the production plan.  Shared by the table (scene) and the action panel."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from core import (
    Action,
    ActionKind,
    Game,
    IllegalActionError,
    PowerUsed,
    dev_card,
    illegal_reason,
    leader_card,
    levels_that_fit,
    power_name,
)


def power_key(act: Action) -> str:
    """The power a production decision uses, named as in the notation (``s1``, ``base``, ``L61``)."""
    return power_name(act)


PRODUCTION_KINDS = (ActionKind.PROD_SLOT, ActionKind.PROD_BASE, ActionKind.PROD_LEADER)
DONE = Action(ActionKind.DONE)  # finish the production
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
        self.last_choice: dict[str, Action] = {}  # the variant the player last picked, per power

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
        for act in self.plan_actions():
            try:
                events = trial.apply(act)
            except IllegalActionError:  # the copy is unchanged: the reason is asked of it
                reason = illegal_reason(trial, act)  # a Message, rendered in the app's language by the panel
                return PlanResult(False, reason, paid, list(trial.production_out), trial.production_faith)
            for ev in events:
                if isinstance(used := ev.payload, PowerUsed):
                    for i, n in enumerate(used.paid):
                        paid[i] += n
        return PlanResult(True, "", paid, list(trial.production_out), trial.production_faith)

    def _after_rest(self, game: Game, key: str) -> Game | None:
        """A copy of ``game`` with the rest of the plan (all but ``key``) applied; None if it is illegal."""
        trial = game.clone()
        try:
            for k, act in sorted((self.plan or {}).items()):
                if k != key:
                    trial.apply(act)
        except IllegalActionError:
            return None
        return trial

    def options_for(self, game: Game, key: str) -> list[Action]:
        """The variants of power ``key`` legal after the rest of the plan."""
        trial = self._after_rest(game, key)
        if trial is None:
            return []
        return [a for a in trial.legal_actions() if a.kind in PRODUCTION_KINDS and power_name(a) == key]

    def toggle_power(self, game: Game, key: str) -> bool:
        if self.plan is None:
            self.plan = {}
        if key in self.plan:
            del self.plan[key]
            self.changed.emit()
            return True
        opts = self.options_for(game, key)
        trial = self._after_rest(game, key)
        if not opts or trial is None:
            return False
        self.plan[key] = self.default_choice(trial, key, opts)
        self.buy_card = None
        self.changed.emit()
        return True

    def default_choice(self, trial: Game, key: str, opts: list[Action]) -> Action:
        """The player's last choice for this power when it is open again, else the
        variant that leaves the player best placed (ai's estimate of the final VP
        after the production): resources being saved for a card are not spent."""
        last = self.last_choice.get(key)
        if last in opts:
            return last
        return best_placed(trial, opts)

    def set_choice(self, key: str, act: Action) -> None:
        if self.plan is not None:
            self.plan[key] = act
            self.last_choice[key] = act  # offered first next time
            self.changed.emit()


def affordable_vp(game: Game, seat: int) -> int:
    """The most VP of a card on top of the grid that ``seat`` could pay for
    (its discounts counted) and place in one of its slots: what it is saving for."""
    player = game.player(seat)
    have = player.holdings()
    fits = levels_that_fit(player.slots)  # per card level (R6.4)
    best = 0
    for deck in game.decks:
        if not deck:
            continue
        card = dev_card(deck[0])
        if fits[card.level] and all(c <= h for c, h in zip(game.card_cost(seat, deck[0]), have, strict=True)):
            best = max(best, card.vp)
    return best


def _targets(game: Game, seat: int, have: Sequence[int]) -> tuple[list[int], list[int]]:
    """What ``seat`` is gathering resources for, given what it holds (``have``): the best
    card on top of the grid it could place in a slot (most VP, then fewest
    resources missing) and the resource requirements of its leaders in hand.
    Per resource: (how many it still lacks for them, how many of them they take)."""
    player = game.player(seat)
    fits = levels_that_fit(player.slots)  # per card level (R6.4)
    best: tuple[int, int] | None = None
    best_cost: Sequence[int] = (0, 0, 0, 0)
    for deck in game.decks:
        if not deck or not fits[dev_card(deck[0]).level]:
            continue
        cost = game.card_cost(seat, deck[0])
        rank = (dev_card(deck[0]).vp, -sum(max(0, c - h) for c, h in zip(cost, have, strict=True)))
        if best is None or rank > best:
            best, best_cost = rank, cost
    kept = list(best_cost)
    for lid in player.hand:
        kept = [max(k, n) for k, n in zip(kept, leader_card(lid).req_resources, strict=True)]
    return [max(0, k - h) for k, h in zip(kept, have, strict=True)], kept


@dataclass(frozen=True)
class _Variant:
    """What one variant of a production power takes and gives, per resource."""

    paid: tuple[int, ...]
    out: tuple[int, ...]

    @property
    def recycles(self) -> bool:
        """True when it gives back a resource it takes: that part of it gains nothing."""
        return any(p and o for p, o in zip(self.paid, self.out, strict=True))

    def gives_needed(self, wanted: Sequence[int]) -> int:
        """How many of the resources it gives the player lacks."""
        return sum(min(o, w) for o, w in zip(self.out, wanted, strict=True))

    def spends_spare(self, have: Sequence[int], kept: Sequence[int]) -> int:
        """How far what it takes lies above what the player keeps for its targets
        (each resource taken counted from the player's surplus of it)."""
        return sum(have[r] - kept[r] - i for r, n in enumerate(self.paid) for i in range(n))


def best_placed(game: Game, opts: list[Action]) -> Action:
    """Of the variants ``opts`` of one production power, the one that leaves
    the player best placed once the production is finished: first the best card
    it can still (or now) afford, so resources saved for a card are not spent;
    then the estimated final VP (``ai.evaluation``).  Among variants that leave
    it as well placed: not one that gives back a resource it takes (it gains
    nothing), then the one giving what the player lacks for the best card it
    could place or a leader in hand, then the one spending what it has spare."""
    if len(opts) == 1:
        return opts[0]
    from ai.evaluation import expected_vp

    seat = game.current_seat
    if seat is None:
        return opts[0]
    pending = game.production()
    waiting = pending.resources if pending is not None else (0, 0, 0, 0)
    have = [h + w for h, w in zip(game.player(seat).holdings(), waiting, strict=True)]
    wanted, kept = _targets(game, seat, have)

    def value(act: Action) -> tuple[int, float, bool, int, int]:
        trial = game.clone()
        try:
            paid = next((p.paid for ev in trial.apply(act) if isinstance(p := ev.payload, PowerUsed)), (0, 0, 0, 0))
            made = trial.production()
            out = made.resources if made is not None else (0, 0, 0, 0)
            variant = _Variant(tuple(paid), tuple(o - w for o, w in zip(out, waiting, strict=True)))
            if DONE in trial.legal_actions():
                trial.apply(DONE)
            saved, estimate = affordable_vp(trial, seat), expected_vp(trial, seat)
        except IllegalActionError:
            return (-1, float("-inf"), False, 0, 0)
        return (saved, round(estimate, 6), not variant.recycles, variant.gives_needed(wanted),
                variant.spends_spare(have, kept))

    return max(opts, key=value)
