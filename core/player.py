"""One seat's board (``Player``; other layers read it as a ``PlayerView``) and
the resource count type the engine builds everywhere (``Res4``)."""

from __future__ import annotations

from collections.abc import Sequence

from .data import DEPOT, DEV_CARDS, DISCOUNT, LEADER_DEPOT_SLOTS, LEADERS, PRODUCTION, WHITE_MARBLE
from .warehouse import arrange

# A count per resource, indexed by ``Resource``.  The engine builds most new ones
# with ``tuple(a_list)`` (the fastest way), whose length mypy cannot know: those
# lines say ``# type: ignore[assignment]``.  A sum of two (``_add4``, the
# productions) is typed as it is built and needs none.
Res4 = tuple[int, int, int, int]
ZERO4: Res4 = (0, 0, 0, 0)


class Player:
    """One seat's board.  Plain data; copied field by field by ``copy``."""

    __slots__ = (
        "dealt",
        "depot_slots",
        "discarded",
        "discounts",
        "faith",
        "favor",
        "hand",
        "played",
        "production_leaders",
        "resources_to_take",
        "setup_discards",
        "slots",
        "strongbox",
        "warehouse",
        "white_marble_options",
    )

    # The state, one annotation per slot (what ``copy`` copies).
    warehouse: Res4  # warehouse counts, depot leaders included (R5)
    strongbox: Res4  # strongbox counts
    faith: int  # the faith marker's space, 0-24
    favor: tuple[int, int, int]  # 0 unresolved, 1 face up, -1 discarded
    slots: tuple[tuple[int, ...], ...]  # card ids, bottom first
    hand: tuple[int, ...]  # leaders kept, not yet played
    played: tuple[int, ...]  # active leaders, in the order played
    dealt: tuple[int, ...]  # the 4 leaders dealt, until kept (R2.2)
    setup_discards: tuple[int, ...]  # the 2 not kept (private)
    discarded: tuple[int, ...]  # leaders discarded for faith (public)
    resources_to_take: int  # initial resources still to choose (R2.4)
    # Derived from ``played`` (``refresh_leaders``):
    depot_slots: Res4  # depot leader slots per resource
    white_marble_options: tuple[int, ...]  # white-marble conversions
    discounts: Res4  # discount per resource
    production_leaders: tuple[int, ...]  # production leaders

    def __init__(self) -> None:
        self.warehouse = ZERO4
        self.strongbox = ZERO4
        self.faith = 0
        self.favor = (0, 0, 0)
        self.slots = ((), (), ())
        self.hand = ()
        self.played = ()
        self.dealt = ()
        self.setup_discards = ()
        self.discarded = ()
        self.resources_to_take = 0
        self.depot_slots = ZERO4
        self.white_marble_options = ()
        self.discounts = ZERO4
        self.production_leaders = ()

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.warehouse = self.warehouse
        p.strongbox = self.strongbox
        p.faith = self.faith
        p.favor = self.favor
        p.slots = self.slots
        p.hand = self.hand
        p.played = self.played
        p.dealt = self.dealt
        p.setup_discards = self.setup_discards
        p.discarded = self.discarded
        p.resources_to_take = self.resources_to_take
        p.depot_slots = self.depot_slots
        p.white_marble_options = self.white_marble_options
        p.discounts = self.discounts
        p.production_leaders = self.production_leaders
        return p

    def refresh_leaders(self) -> None:
        extra = [0, 0, 0, 0]
        disc = [0, 0, 0, 0]
        white: list[int] = []
        lprod: list[int] = []
        for lid in self.played:
            card = LEADERS[lid]
            if card.ability == DEPOT:
                extra[card.resource] += LEADER_DEPOT_SLOTS
            elif card.ability == DISCOUNT:
                disc[card.resource] += 1
            elif card.ability == WHITE_MARBLE:
                white.append(card.resource)
            elif card.ability == PRODUCTION:
                lprod.append(lid)
        self.depot_slots = tuple(extra)  # type: ignore[assignment]
        self.discounts = tuple(disc)  # type: ignore[assignment]
        self.white_marble_options = tuple(white)
        self.production_leaders = tuple(lprod)

    @property
    def n_cards(self) -> int:
        """Development cards owned, covered ones included."""
        s = self.slots
        return len(s[0]) + len(s[1]) + len(s[2])

    def holdings(self) -> list[int]:
        """Resources owned: warehouse (depot leaders included) + strongbox."""
        wh, sb = self.warehouse, self.strongbox
        return [wh[0] + sb[0], wh[1] + sb[1], wh[2] + sb[2], wh[3] + sb[3]]

    def cards(self) -> list[int]:
        """Every development card owned, slot by slot, bottom first."""
        return [cid for slot in self.slots for cid in slot]

    def depots(self) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """A canonical arrangement of the warehouse (see ``PlayerView.depots``)."""
        leaders = tuple(LEADERS[lid].resource for lid in self.played if LEADERS[lid].ability == DEPOT)
        return arrange(self.warehouse, leaders)

    def requirement_met(self, lid: int) -> bool:
        """R9.1: owned, never paid; covered cards count; exact levels."""
        card = LEADERS[lid]
        if card.req_cards:
            key = (lid, self.slots)
            met = _CARDS_MET.get(key)
            if met is None:
                if len(_CARDS_MET) > CARDS_MET_LIMIT:
                    _CARDS_MET.clear()
                met = _CARDS_MET[key] = _cards_met(card.req_cards, self.slots)
            if not met:
                return False
        req = card.req_resources
        if req != ZERO4:
            h = self.holdings()
            for i in range(4):
                if h[i] < req[i]:
                    return False
        return True

    def pay(self, cost: Sequence[int]) -> None:
        """Pay from the warehouse first, the rest from the strongbox (R6.3).

        Paying from the warehouse first is never worse: it only frees depot
        space, and every other count (scores, requirements) is the same.
        """
        wh = list(self.warehouse)
        sb = list(self.strongbox)
        for i in range(4):
            need = cost[i]
            if need:
                from_wh = need if need <= wh[i] else wh[i]
                wh[i] -= from_wh
                sb[i] -= need - from_wh
        self.warehouse = tuple(wh)  # type: ignore[assignment]
        self.strongbox = tuple(sb)  # type: ignore[assignment]


def _cards_met(req_cards: tuple[tuple[int, int, int], ...], slots: tuple[tuple[int, ...], ...]) -> bool:
    """R9.1: the cards of ``slots`` meet a leader's card requirement
    ((colour, level or 0 for any, count) each); covered cards count."""
    mine = [DEV_CARDS[cid] for slot in slots for cid in slot]
    for color, level, count in req_cards:
        have = 0
        for c in mine:
            if c.color == color and (level == 0 or c.level == level):
                have += 1
        if have < count:
            return False
    return True


# ``_cards_met`` by (leader, slots): a game meets few distinct ones
_CARDS_MET: dict[tuple[int, tuple[tuple[int, ...], ...]], bool] = {}
CARDS_MET_LIMIT = 100_000



