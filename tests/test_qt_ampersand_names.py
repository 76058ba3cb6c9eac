"""A button's or a menu item's text reads "&" as a mnemonic marker: a name put in as it is
lost its "&" ("Bob&Co" showed "Bob" + underlined "C" + "o") and Alt+C became a hidden key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from core import Game, Seat
from mor_qt.mnemonics import mnemonic_safe
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py: recent files of the test's own

NAME = "<b>Bob&Co</b>"
FILE = "Bob&Co vs Ada.mor"
SEED = 3
SINGLE_MARKER = re.compile("&(.)")  # "&C" shows "C" (underlined), "&&" shows "&"


def shown(text: str) -> str:
    """The words a button or menu item with ``text`` shows, as Qt reads its "&" markers."""
    return SINGLE_MARKER.sub(r"\1", text)


def test_shown_reads_a_single_ampersand_as_a_marker_and_a_double_one_as_an_ampersand() -> None:
    assert shown("&Save") == "Save" and shown("Bob&Co") == "BobCo" and shown("Rock && roll") == "Rock & roll"


@pytest.mark.parametrize("text", ["Bob&Co", "&&", "&", "a&&&b", "plain", "", NAME])
def test_a_text_made_mnemonic_safe_is_shown_as_it_is_with_no_key(text: str) -> None:
    safe = mnemonic_safe(text)
    assert shown(safe) == text
    assert QKeySequence.mnemonic(safe).isEmpty()


def test_the_pass_the_screen_button_names_the_player_as_typed(qtbot: QtBot, language: str,
                                                              win: MainWindow) -> None:
    win.ctl.autosave_enabled = False
    win.set_loaded(Game.new(["Ann", NAME], SEED), [Seat("Ann"), Seat(NAME)], None)
    win.privacy.ask(1, NAME)
    qtbot.waitUntil(win.privacy.isVisible)
    assert NAME in shown(win.privacy.button.text()), win.privacy.button.text()
    assert win.privacy.button.shortcut().isEmpty()  # no hidden Alt+C


def test_open_recent_names_a_file_as_it_is_named(win: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / FILE
    win._add_recent(path)
    items = [action for action in win.recent_menu.actions() if action.toolTip() == str(path.resolve())]
    assert len(items) == 1
    assert shown(items[0].text()) == FILE, items[0].text()
    assert QKeySequence.mnemonic(items[0].text()).isEmpty()  # no hidden Alt+C
