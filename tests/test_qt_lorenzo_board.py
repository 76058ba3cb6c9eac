"""Lorenzo's board (solo): the stack of his tokens left (R12.1: seven tokens, one revealed a
round, the shuffle token puts them all back) is drawn clear of the words around it, however
many tokens are left."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from core import solo_tokens
from mor_qt.table_layout import BOARD_H, BOARD_W
from mor_qt.table_lorenzo import RULES_TEXT, STACK_LABEL, TOKEN_R, stack_centres

FULL_STACK = len(solo_tokens())


@pytest.mark.parametrize("left", range(1, FULL_STACK + 1))
def test_the_stack_of_tokens_left_clears_its_label_and_the_rules_text(left: int) -> None:
    centres = stack_centres(left)
    assert len(centres) == left
    disks = [QRectF(c.x() - TOKEN_R, c.y() - TOKEN_R, 2 * TOKEN_R, 2 * TOKEN_R) for c in centres]
    stack = disks[0]
    for disk in disks[1:]:
        stack = stack.united(disk)
    assert not stack.intersects(STACK_LABEL)
    assert not stack.intersects(RULES_TEXT)
    assert QRectF(0, 0, BOARD_W, BOARD_H).contains(stack)
    # each token shows above the one below it: a stack, not one disk
    assert all(b.y() < a.y() for a, b in itertools.pairwise(centres))


def test_an_empty_stack_draws_no_token() -> None:
    assert stack_centres(0) == []
    assert FULL_STACK == 7  # R12.1's seven tokens
