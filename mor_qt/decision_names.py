"""Short names of decisions for menus and buttons ("take row 2", "store a coin"):
what Edit › Undo / Redo and the hint list say."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core import MARKET_ROWS, Action, ActionKind

_CONTEXT = "Decision"


translate = QCoreApplication.translate  # pyside6-lupdate reads the translate("Decision", "…") calls below


def resource_name(res: int) -> str:
    return (translate("Decision", "coin"), translate("Decision", "stone"), translate("Decision", "servant"),
            translate("Decision", "shield"))[res]


def a_resource_name(res: int) -> str:
    """One resource with its article: "a coin", "une Pièce" (French nouns differ in gender)."""
    return (translate("Decision", "a coin"), translate("Decision", "a stone"), translate("Decision", "a servant"),
            translate("Decision", "a shield"))[res]


def line_name(line: int) -> str:
    if line < MARKET_ROWS:
        return translate("Decision", "row %1").replace("%1", str(line + 1))
    return translate("Decision", "column %1").replace("%1", str(line - 2))


def short_name(action: Action) -> str:
    """A few words naming ``action``, lower case, no seat: "take row 2"."""
    k = action.kind
    if k == ActionKind.KEEP:
        first, second = action.leaders
        return translate("Decision", "keep leaders %1 and %2").replace("%1", str(first)).replace("%2", str(second))
    if k == ActionKind.TAKE:
        return translate("Decision", "take %1 to start").replace("%1", a_resource_name(action.resource))
    if k == ActionKind.MARKET:
        return translate("Decision", "take %1").replace("%1", line_name(action.line))
    if k == ActionKind.WHITE:
        return translate("Decision", "white marble as %1").replace("%1", a_resource_name(action.resource))
    if k == ActionKind.STORE:
        return translate("Decision", "store %1").replace("%1", a_resource_name(action.resource))
    if k == ActionKind.DROP:
        return translate("Decision", "discard %1").replace("%1", a_resource_name(action.resource))
    if k == ActionKind.BUY:
        return (translate("Decision", "buy card %1 into slot %2")
                .replace("%1", str(action.card)).replace("%2", str(action.slot + 1)))
    if k == ActionKind.PROD_SLOT:
        return translate("Decision", "produce with slot %1").replace("%1", str(action.slot + 1))
    if k == ActionKind.PROD_BASE:
        first, second = action.inputs
        return (translate("Decision", "basic production: %1 + %2 → %3")
                .replace("%1", resource_name(first)).replace("%2", resource_name(second))
                .replace("%3", resource_name(action.output)))
    if k == ActionKind.PROD_LEADER:
        return translate("Decision", "produce with leader %1 → %2").replace("%1", str(action.leader)) \
            .replace("%2", resource_name(action.output))
    if k == ActionKind.DONE:
        return translate("Decision", "finish the production")
    if k == ActionKind.PLAY:
        return translate("Decision", "play leader %1").replace("%1", str(action.leader))
    if k == ActionKind.DISCARD:
        return translate("Decision", "discard leader %1").replace("%1", str(action.leader))
    if k == ActionKind.END:
        return translate("Decision", "end the turn")
    return str(action)
