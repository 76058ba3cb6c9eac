"""Is a value plain JSON-able data of bounded size? (positions, save contents)

One check shared by ``Game.from_position`` and the save files, so a position
that loads can always be saved again and a save never holds what a load
refuses. It walks the value with an explicit stack: no recursion, so a value
nested thousands of levels deep gives an answer, not a ``RecursionError``.
"""

from __future__ import annotations

from typing import Any

MAX_DEPTH = 32  # nesting of maps and lists
MAX_ITEMS = 200_000  # values in one checked object (a real position has ~300)
INT_MIN, INT_MAX = -(1 << 63), (1 << 64) - 1  # what msgpack can hold


def plain_data_problem(value: Any, where: str, max_depth: int = MAX_DEPTH, max_items: int = MAX_ITEMS) -> str | None:
    """Why ``value`` is not plain data (text, whole numbers within 64 bits,
    floats, true/false, null, lists and maps with text keys) nested at most
    ``max_depth`` deep with at most ``max_items`` values; None when it is."""
    stack: list[tuple[Any, str, int]] = [(value, where, 0)]
    seen = 0
    while stack:
        item, at, depth = stack.pop()
        seen += 1
        if seen > max_items:
            return f"{where}: more than {max_items} values"
        if item is None or isinstance(item, bool | str | float):
            continue
        if isinstance(item, int):
            if not INT_MIN <= item <= INT_MAX:
                return f"{at}: the number {item} is too large"
            continue
        if isinstance(item, list | tuple | dict) and depth >= max_depth:
            return f"{at}: nested deeper than {max_depth} levels"
        if isinstance(item, list | tuple):
            stack.extend((x, f"{at}[{i}]", depth + 1) for i, x in enumerate(item))
            continue
        if isinstance(item, dict):
            for key, x in item.items():
                if not isinstance(key, str):
                    return f"{at}: map keys must be text, not {type(key).__name__}"
                stack.append((x, f"{at}.{key}", depth + 1))
            continue
        return f"{at}: {type(item).__name__} is not plain data (text, numbers, true/false, null, lists, maps)"
    return None
