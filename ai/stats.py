"""Small statistics for the arena."""

from __future__ import annotations

import math


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a proportion.

    ``successes`` may be fractional (shared wins count 1/k each); with n = 0
    the interval is the whole [0, 1]."""
    if n <= 0:
        return (0.0, 1.0)
    if successes <= 0:
        return (0.0, z * z / (n + z * z))
    if successes >= n:
        return (n / (n + z * z), 1.0)
    p = min(1.0, max(0.0, successes / n))
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def sign_test(wins: int, losses: int) -> float:
    """The two-sided exact sign test's p-value of ``wins`` against ``losses``
    (the pairs that differ; ties left out): how often a fair coin splits
    wins + losses tosses at least this unevenly.  1.0 with no pairs."""
    n = wins + losses
    if n <= 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(wins, losses) + 1)) / (1 << n)
    return min(1.0, 2 * tail)
