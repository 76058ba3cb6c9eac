"""A read-only sequence whose items are made when first asked for: the
analysis window's positions, score series and move-list rows of a long game
(100,000 decisions) are not all made when it opens.

Subclasses give ``__len__`` and ``item(i)`` for ``0 <= i < len(self)``; indexing
by int (negative ones count from the end) and by slice is handled here, once."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import TypeVar, overload

T = TypeVar("T")


class LazySequence(Sequence[T]):
    """``seq[i]``, ``seq[-1]``, ``seq[a:b:c]`` (a list) over ``item(i)``; an index
    out of range raises IndexError naming ``what`` the items are."""

    what = "item"

    def item(self, i: int) -> T:
        """Item ``i``, with ``0 <= i < len(self)`` (already checked)."""
        raise NotImplementedError

    def __len__(self) -> int:
        raise NotImplementedError

    @overload
    def __getitem__(self, i: int) -> T: ...

    @overload
    def __getitem__(self, i: slice) -> list[T]: ...

    def __getitem__(self, i: int | slice) -> T | list[T]:
        n = len(self)
        if isinstance(i, slice):
            return [self.item(k) for k in range(*i.indices(n))]
        k = operator.index(i)  # TypeError for anything but a whole number
        if k < 0:
            k += n
        if not 0 <= k < n:
            raise IndexError(f"{self.what} {i} of {n} (from 0 to {n - 1}, or negative from the end)")
        return self.item(k)
