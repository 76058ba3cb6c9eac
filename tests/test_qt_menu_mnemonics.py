"""Each menu's items have distinct keyboard letters (the "&" of their text), in
English and in French, the network's Rejoin item included: with two items on one
letter, Alt+letter only cycles between them ("Rematch" and "Open recent" both
had R, "Save as" and "Open for analysis" both A)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from PySide6.QtWidgets import QMenu

from mor_qt import i18n
from mor_qt.i18n import ENGLISH, FRENCH
from mor_qt.settings import Settings
from mor_qt.window import MainWindow

INVITE = "mor://127.0.0.1:7878/" + "R" * 16


def mnemonic(text: str) -> str | None:
    """The letter after a single "&" ("&&" is a plain ampersand), lower case."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


def _clashes(menu: QMenu) -> list[str]:
    seen: dict[str, str] = {}
    clashes = []
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        letter = mnemonic(action.text())
        if letter is None:
            continue
        if letter in seen:
            clashes.append(f"{menu.title()}: {seen[letter]!r} and {action.text()!r} share {letter!r}")
        seen[letter] = action.text()
        sub = action.menu()
        if isinstance(sub, QMenu):
            clashes += _clashes(sub)
    return clashes


def test_mnemonic_reads_the_letter_after_a_single_ampersand() -> None:
    assert mnemonic("Open r&ecent") == "e" and mnemonic("Save &as…") == "a"
    assert mnemonic("Rock && roll") is None and mnemonic("plain") is None


@pytest.mark.parametrize("language", [ENGLISH, FRENCH])
def test_every_menu_of_the_main_window_has_distinct_keyboard_letters(
    win: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    Settings().network_seat = {"invite": INVITE, "token": "t" * 43, "name": "Ann", "port": 0}
    try:
        install_committed_catalogue(language, tmp_path, monkeypatch)
        win.retranslate()  # the menus made again, with the Rejoin item of the kept seat
        menus = [m for a in win.menuBar().actions() if isinstance(m := a.menu(), QMenu)]
        rejoin = [a for m in menus for a in m.actions() if INVITE in a.text()]
        assert len(rejoin) == 1
        assert [c for m in menus for c in _clashes(m)] == []
        assert len({mnemonic(a.text()) for a in win.menuBar().actions()}) == len(win.menuBar().actions())
    finally:
        i18n.set_language(ENGLISH)
