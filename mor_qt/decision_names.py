"""Short names of decisions for menus and buttons ("take row 2", "store a coin"):
what Edit › Undo / Redo and the hint list say."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core import Action
from core.actions import (
    BUY,
    DISCARD,
    DONE,
    DROP,
    END,
    KEEP,
    MARKET,
    PLAY,
    PROD_BASE,
    PROD_LEADER,
    PROD_SLOT,
    STORE,
    TAKE,
    WHITE,
)

_CONTEXT = "Decision"


translate = QCoreApplication.translate  # pyside6-lupdate reads the translate("Decision", "…") calls below


def resource_name(res: int) -> str:
    return (translate("Decision", "coin"), translate("Decision", "stone"), translate("Decision", "servant"),
            translate("Decision", "shield"))[res]


def line_name(line: int) -> str:
    if line < 3:
        return translate("Decision", "row %1").replace("%1", str(line + 1))
    return translate("Decision", "column %1").replace("%1", str(line - 2))


def short_name(action: Action) -> str:
    """A few words naming ``action``, lower case, no seat: "take row 2"."""
    k, a, b, c = action.kind, action.a, action.b, action.c
    if k == KEEP:
        return translate("Decision", "keep leaders %1 and %2").replace("%1", str(a)).replace("%2", str(b))
    if k == TAKE:
        return translate("Decision", "take a %1 to start").replace("%1", resource_name(a))
    if k == MARKET:
        return translate("Decision", "take %1").replace("%1", line_name(a))
    if k == WHITE:
        return translate("Decision", "white marble as a %1").replace("%1", resource_name(a))
    if k == STORE:
        return translate("Decision", "store a %1").replace("%1", resource_name(a))
    if k == DROP:
        return translate("Decision", "discard a %1").replace("%1", resource_name(a))
    if k == BUY:
        return translate("Decision", "buy card %1 into slot %2").replace("%1", str(a)).replace("%2", str(b + 1))
    if k == PROD_SLOT:
        return translate("Decision", "produce with slot %1").replace("%1", str(a + 1))
    if k == PROD_BASE:
        return (translate("Decision", "basic production: %1 + %2 → %3")
                .replace("%1", resource_name(a)).replace("%2", resource_name(b)).replace("%3", resource_name(c)))
    if k == PROD_LEADER:
        return translate("Decision", "produce with leader %1 → %2").replace("%1", str(a)) \
            .replace("%2", resource_name(c))
    if k == DONE:
        return translate("Decision", "finish the production")
    if k == PLAY:
        return translate("Decision", "play leader %1").replace("%1", str(a))
    if k == DISCARD:
        return translate("Decision", "discard leader %1").replace("%1", str(a))
    if k == END:
        return translate("Decision", "end the turn")
    return str(action)
