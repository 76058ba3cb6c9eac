"""The keyboard shortcuts for the main decisions, listed in one place: the
main window binds them (``MainWindow.install_shortcuts``) and the Quick
reference (``help.quick_reference_html``) lists them.

``keys`` is a ``QKeySequence`` string; "R, 1" is R then 1 (a chord), like
the notation ``market r1``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from core import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # Qt loads only when a window asks
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QWidget


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


def redo_keys() -> list[QKeySequence]:
    """Redo: the platform's own key first (the menu shows it), and Ctrl+Shift+Z
    when that is another key.  On a Linux desktop the platform's Redo *is*
    Ctrl+Shift+Z: listing it twice made Qt drop it as an ambiguous overload."""
    from PySide6.QtGui import QKeySequence

    return unique_keys([platform_redo(), QKeySequence("Ctrl+Shift+Z")])


def platform_redo() -> QKeySequence:
    """The platform's standard Redo key: Ctrl+Y on Windows (and offscreen),
    Ctrl+Shift+Z on a Linux desktop (xcb, wayland)."""
    from PySide6.QtGui import QKeySequence

    return QKeySequence(QKeySequence.StandardKey.Redo)


def unique_keys(keys: list[QKeySequence]) -> list[QKeySequence]:
    """``keys`` without repeats (nor empty keys), in their order."""
    out: list[QKeySequence] = []
    for key in keys:
        if not key.isEmpty() and key not in out:
            out.append(key)
    return out


def bound_keys(window: QWidget) -> dict[str, list[str]]:
    """Every key the window answers to, with what it does: its own actions and
    shortcuts and its menus' actions (each action once).  A key listed for two
    things, or twice for one, is an "ambiguous shortcut overload": Qt then runs neither."""
    from PySide6.QtGui import QAction, QShortcut
    from PySide6.QtWidgets import QMainWindow, QMenu

    actions: list[QAction] = list(window.actions())
    menus: list[QMenu] = []
    if isinstance(window, QMainWindow):
        menus = [a.menu() for a in window.menuBar().actions() if isinstance(a.menu(), QMenu)]  # type: ignore[misc]
    while menus:
        menu = menus.pop()
        for a in menu.actions():
            sub = a.menu()
            if isinstance(sub, QMenu):
                menus.append(sub)
            elif a not in actions:
                actions.append(a)
    out: dict[str, list[str]] = {}
    for a in actions:
        for key in a.shortcuts():
            out.setdefault(key.toString(), []).append(a.text() or a.objectName())
    for sc in window.findChildren(QShortcut):
        if sc.isEnabled() and sc.parent() is window:
            out.setdefault(sc.key().toString(), []).append(sc.objectName() or "shortcut")
    out.pop("", None)
    return out


def keys_bound_twice(window: QWidget) -> dict[str, list[str]]:
    """The keys of ``bound_keys`` listed more than once (none, when all is well)."""
    return {key: what for key, what in bound_keys(window).items() if len(what) > 1}
