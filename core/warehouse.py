"""Warehouse rules (R5).

The engine keeps, per player, only how many of each resource sit in the
warehouse (the three depots and the depot leaders together).  Because R3.3
lets a player rearrange the warehouse freely during their turn, only whether
*some* arrangement satisfies R5.1/R5.2 matters; ``arrange`` gives the canonical
one for display.
"""

from __future__ import annotations

from .data import DEPOT_SIZES, LEADER_DEPOT_SLOTS

_CAP = tuple(sorted(DEPOT_SIZES, reverse=True))  # (3, 2, 1)


def fits(wh: tuple[int, ...] | list[int], extra: tuple[int, ...]) -> bool:
    """True when counts ``wh`` can be arranged in the depots (R5.1) plus the
    depot leaders' slots ``extra`` (slots per resource, R5.2)."""
    a, b, c, d = (
        wh[0] - extra[0],
        wh[1] - extra[1],
        wh[2] - extra[2],
        wh[3] - extra[3],
    )
    main = sorted((a if a > 0 else 0, b if b > 0 else 0, c if c > 0 else 0, d if d > 0 else 0), reverse=True)
    return main[0] <= _CAP[0] and main[1] <= _CAP[1] and main[2] <= _CAP[2] and main[3] == 0


def can_store(wh: tuple[int, ...], extra: tuple[int, ...], res: int) -> bool:
    """True when one more ``res`` fits a warehouse holding ``wh`` (counts by
    resource, depot leaders included) with depot leader slots ``extra``
    (``PlayerView.depot_slots``), R5.  Memoized: a game meets few warehouses."""
    key = (wh, extra, res)
    try:
        room = _ROOM.get(key)
    except TypeError:  # counts given as a list
        return _can_store(wh, extra, res)
    if room is None:
        if len(_ROOM) > ROOM_CACHE_LIMIT:
            _ROOM.clear()
        room = _ROOM[key] = _can_store(wh, extra, res)
    return room


def _can_store(wh: tuple[int, ...] | list[int], extra: tuple[int, ...], res: int) -> bool:
    new = list(wh)
    new[res] += 1
    return fits(new, extra)


_ROOM: dict[tuple[tuple[int, ...], tuple[int, ...], int], bool] = {}
ROOM_CACHE_LIMIT = 100_000  # entries of ``_ROOM`` before it is emptied


def arrange(
    wh: tuple[int, ...], depot_leaders: tuple[int, ...]
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """A canonical arrangement of warehouse counts.

    ``depot_leaders`` lists the resource of each active depot leader in the
    order they were played.  Returns (depots, leader_depots): ``depots`` is
    three (resource or -1, count) pairs for the depots of 1, 2 and 3 slots;
    ``leader_depots`` one (resource, count) pair per depot leader.  Leader
    depots are filled first, then the largest remaining pile goes to the
    largest depot.
    """
    left = list(wh)
    leader_depots: list[tuple[int, int]] = []
    for res in depot_leaders:
        n = min(LEADER_DEPOT_SLOTS, left[res])
        left[res] -= n
        leader_depots.append((res, n))
    piles = sorted(((n, r) for r, n in enumerate(left) if n > 0), reverse=True)
    by_size: dict[int, tuple[int, int]] = {}
    for size, (n, r) in zip(_CAP, piles, strict=False):
        by_size[size] = (r, n)
    depots = [by_size.get(size, (-1, 0)) for size in DEPOT_SIZES]
    return depots, leader_depots
