"""The keyboard shortcuts for the main decisions, listed in one place: the
main window binds them (``MainWindow.install_shortcuts``) and the Quick
reference (``help.quick_reference_html``) lists them.

``keys`` is a ``QKeySequence`` string; "R, 1" is R then 1 (a chord), like
the notation ``market r1``."""

from __future__ import annotations

from dataclasses import dataclass

from core import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Shortcut:
    name: str  # what it does, for the code: end_turn, confirm, cancel, produce, market_r1 … market_c4
    keys: str  # QKeySequence text
    text: str  # what it does, for the player (translated in context "Shortcuts")


MARKET_LINES = ("r1", "r2", "r3", "c1", "c2", "c3", "c4")  # the market lines in A_MARKET order

SHORTCUTS: tuple[Shortcut, ...] = (
    Shortcut("end_turn", "Ctrl+E", QT_TRANSLATE_NOOP("Shortcuts", "end your turn")),
    Shortcut("confirm", "Ctrl+Return", QT_TRANSLATE_NOOP(
        "Shortcuts", "confirm: keep the chosen leaders, produce, place everything")),
    Shortcut("cancel", "Esc", QT_TRANSLATE_NOOP("Shortcuts", "cancel a half-made purchase, production or choice")),
    Shortcut("produce", "P", QT_TRANSLATE_NOOP("Shortcuts", "start a production")),
    *(Shortcut(f"market_{line}", f"{line[0].upper()}, {line[1]}",
               QT_TRANSLATE_NOOP("Shortcuts", "take a market line: R then 1-3 for a row, C then 1-4 for a column"))
      for line in MARKET_LINES),
)


def listed() -> list[tuple[str, str]]:
    """(keys, what) for the Quick reference: the market lines as one entry."""
    from PySide6.QtCore import QCoreApplication

    out: list[tuple[str, str]] = []
    for s in SHORTCUTS:
        if s.name.startswith("market_"):
            if s.name == "market_r1":
                out.append(("R 1–3 / C 1–4", QCoreApplication.translate("Shortcuts", s.text)))
            continue
        out.append((s.keys, QCoreApplication.translate("Shortcuts", s.text)))
    return out
