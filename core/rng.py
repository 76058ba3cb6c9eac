"""A tiny deterministic generator whose whole state is one int.

The game keeps its randomness (solo token reshuffles) inside the state, so a
clone copies one int instead of a Mersenne Twister, and the same seed gives
the same game on every platform and Python version.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


def next_u64(state: int) -> tuple[int, int]:
    """splitmix64: returns (new state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def seed_state(seed: int) -> int:
    return next_u64(seed & _MASK)[1]


def shuffled(state: int, items: Sequence[T]) -> tuple[int, tuple[T, ...]]:
    """Fisher-Yates; returns (new state, shuffled tuple)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, r = next_u64(state)
        j = r % (i + 1)
        out[i], out[j] = out[j], out[i]
    return state, tuple(out)


def below(state: int, n: int) -> tuple[int, int]:
    """(new state, a number in range(n))."""
    state, r = next_u64(state)
    return state, r % n
