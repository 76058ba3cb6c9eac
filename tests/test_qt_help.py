"""Help › Rules / Quick reference / About, rule links and the first-start
welcome (pytest-qt, offscreen)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from core.words.rulebook import rule_numbers
from mor_qt import i18n
from mor_qt.help import (
    QUICK_REF_SCREEN_SHARE,
    QUICK_REF_WIDTH,
    cited_rules,
    key_text,
    linkify,
    quick_reference_html,
    rule_tip,
)
from mor_qt.window import MainWindow


@pytest.fixture(autouse=True)
def own_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MOR_SETTINGS_DIR", str(tmp_path / "settings"))
    monkeypatch.setenv("MOR_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def win(win: MainWindow) -> MainWindow:
    """The shared window (tests/conftest.py) at 1366x768."""
    win.resize(1366, 768)
    return win


def _menu(w: MainWindow, title: str) -> list[str]:
    for act in w.menuBar().actions():
        if act.text().replace("&", "") == title:
            menu = act.menu()
            assert isinstance(menu, QMenu)
            return [a.text().replace("&", "") for a in menu.actions() if a.text()]
    raise AssertionError(f"no menu {title}")


def test_help_menu_offers_rules_quick_reference_and_about(win: MainWindow) -> None:
    assert _menu(win, "Help") == ["Rules", "Quick reference", "About"]
    assert win.rules_action.shortcut().toString() == "F1"


def test_rules_window_lists_every_rule_of_docs_rules_md_and_opens_at_one(win: MainWindow) -> None:
    rules = win.show_rules("R6.4")
    assert sorted(rules.items) == sorted(rule_numbers()) and len(rules.items) == 48
    assert rules.tree.currentItem() is rules.items["R6.4"]
    assert "R6.4" in rules.text.toPlainText() and "R12.4" in rules.text.toPlainText()
    assert win.show_rules() is rules  # one window, brought back


def test_rules_search_keeps_only_the_rules_with_every_word(win: MainWindow) -> None:
    rules = win.show_rules()
    rules.search.setText("white marble")
    shown = {r.number for r in rules.shown}
    assert "R9.4" in shown and "R4.3" in shown and "R6.4" not in shown
    assert all("white" in r.text.lower() and "marble" in r.text.lower() for r in rules.shown)
    assert rules.items["R6.4"].isHidden() and not rules.items["R9.4"].isHidden()
    rules.search.setText("R7.2")
    assert [r.number for r in rules.shown] == ["R7.2"]
    rules.search.setText("zebra")
    assert rules.shown == [] and "No rule matches" in rules.text.toPlainText()
    rules.search.clear()
    assert len(rules.shown) == 48


def test_a_rule_number_in_a_message_or_tooltip_is_a_link_that_opens_the_rule(qtbot: QtBot, win: MainWindow) -> None:
    assert linkify("no room for it (R5.1)") == 'no room for it (<a href="rule:R5.1">R5.1</a>)'
    assert 'href="rule:R5.1"' in rule_tip("No room (R5.1)") and rule_tip("plain") == "plain"
    assert cited_rules(rule_tip("No room (R5.1)")) == ["R5.1", "R5.1"]
    # a player's name that looks like markup is shown as typed, with or without a cited rule
    assert "&lt;b&gt;Ann&lt;/b&gt;" in rule_tip("<b>Ann</b> holds it")
    assert "&lt;b&gt;Ann&lt;/b&gt;" in rule_tip("<b>Ann</b> has no room (R5.1)")
    win.message("Could not do that", "A card that has no place cannot be bought (R6.4)")
    assert win.last_message is not None
    assert 'href="rule:R6.4"' in win.last_message.text()
    QDesktopServices.openUrl(QUrl("rule:R6.4"))  # what clicking the link does
    qtbot.waitUntil(lambda: win.rules_window is not None and win.rules_window.isVisible())
    assert win.rules_window is not None
    assert win.rules_window.tree.currentItem() is win.rules_window.items["R6.4"]


def test_quick_reference_and_about_say_what_they_must(win: MainWindow) -> None:
    quick = win.show_quick_reference().text.toPlainText()
    for words in ("Your turn", "Market", "Production", "Faith", "End", "Solo tokens", "Ctrl+Z", "H hint"):
        assert words in quick
    from PySide6.QtWidgets import QLabel

    text = " ".join(lab.text() for lab in win.show_about().findChildren(QLabel))
    assert "Simone Luciani" in text and "Nestore Mangone" in text and "unofficial" in text and "0.1.0" in text


def test_the_first_start_welcomes_once_and_play_a_solo_game_starts_one(qtbot: QtBot) -> None:
    first = MainWindow()
    qtbot.addWidget(first)
    assert first.first_start()
    first.welcome.buttons["solo"].click()
    assert first.ctl.game is not None and first.ctl.game.n_players == 1
    first.ctl.shutdown()
    second = MainWindow()
    qtbot.addWidget(second)
    assert not second.first_start()  # the settings remember the welcome
    second.ctl.shutdown()


def test_welcome_read_the_rules_opens_the_rules(qtbot: QtBot) -> None:
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.first_start()
    w.welcome.buttons["rules"].click()
    assert w.rules_window is not None and w.rules_window.isVisible()
    w.ctl.shutdown()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_window_opens_speaking_to_players_not_developers(
        qtbot: QtBot, win: MainWindow, language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from helpers_i18n import install_committed_catalogue

    from mor_qt import i18n

    install_committed_catalogue(language, tmp_path, monkeypatch)
    try:
        rules = win.show_rules()
        opening = rules.text.toPlainText()[:600]
        assert "tests" not in opening and "code" not in opening  # "the tests and code comments cite…"
        assert ("The goal" in opening) if language == "en" else ("Le but" in opening)
        assert "R1.1" in opening and "F1" in opening
        assert rules.rules and rules.rules[0].number == "R1.1"  # the rules themselves, untouched
    finally:
        i18n.set_language("en")


def test_the_quick_reference_is_as_tall_as_its_text_and_scrolls_only_on_a_small_screen(
        qtbot: QtBot, win: MainWindow) -> None:
    """It was a fixed 900x640 whose last third was empty."""
    quick = win.show_quick_reference()
    quick.show()
    qtbot.waitExposed(quick)
    bar = quick.text.verticalScrollBar()
    room = quick.screen().availableGeometry().height() * QUICK_REF_SCREEN_SHARE
    if quick.height() < room:  # the whole text fits: nothing to scroll, and no empty band under it
        assert bar.maximum() == 0
        text_h = quick.text.document().size().height()
        assert quick.text.viewport().height() - text_h < quick.text.fontMetrics().height() * 2
    assert quick.fitting_height(QUICK_REF_WIDTH) <= room
    assert quick.fitting_height(QUICK_REF_WIDTH // 2) > quick.fitting_height(QUICK_REF_WIDTH) or \
        quick.fitting_height(QUICK_REF_WIDTH) == int(room)  # narrower wraps more lines
    quick.close()


def test_keys_are_named_as_the_menus_name_them(french_catalogue: None) -> None:
    """The French reference said "Ctrl+Shift+Z" where the Edit menu says "Ctrl+Maj+Z"."""
    redo = QKeySequence("Ctrl+Shift+Z").toString(QKeySequence.SequenceFormat.NativeText)
    assert redo != "Ctrl+Shift+Z"  # Qt's own French names the keys
    assert key_text("Ctrl+Shift+Z") == redo and key_text("Esc") == QKeySequence("Esc").toString(
        QKeySequence.SequenceFormat.NativeText)
    assert key_text("R 1–3 / C 1–4") == "R 1–3 / C 1–4"  # not one key: as it is
    reference = quick_reference_html()
    assert f"<code>{redo}</code>" in reference and "Shift" not in reference


def test_the_reference_gives_undo_and_redo_the_keys_of_the_edit_menu(win: MainWindow, language: str) -> None:
    """The reference said Ctrl+Shift+Z for Redo where the Edit menu shows Ctrl+Y (Windows, offscreen)."""
    import html
    import re

    reference = quick_reference_html()
    listed = {what: re.findall(r"<code>(.*?)</code>", keys)
              for keys, what in re.findall(r"((?:<code>[^<]*</code>(?: / )?)+) ([^,<]+)", reference)}
    undo, redo = (QCoreApplication.translate("Help", word) for word in ("undo", "redo"))
    shown = {name: [html.unescape(k) for k in listed[name]] for name in (undo, redo)}
    for name, action in ((undo, win.undo_action), (redo, win.redo_action)):
        menu = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
        assert shown[name] == menu, (name, shown[name], menu)  # the menu's own key first, as it shows it


@pytest.fixture
def french_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object) -> Iterator[None]:
    (tmp_path / "catalogue").mkdir()
    install_committed_catalogue("fr", tmp_path / "catalogue", monkeypatch)
    yield
    i18n.set_language("en")


def test_the_rules_list_cuts_each_rule_once_at_its_width_and_tells_it_whole(qtbot: QtBot, win: MainWindow) -> None:
    """Each rule was cut after six words with "…", then cut again by the list with another."""
    rules = win.show_rules()
    qtbot.waitExposed(rules)
    item = rules.items["R6.4"]
    text = item.text(0)
    assert text.startswith("R6.4  ") and not text.endswith("…") and len(text.split()) > 10  # the whole rule
    assert rules.tree.textElideMode() == Qt.TextElideMode.ElideRight  # the list cuts it once, with "…"
    assert rules.tree.horizontalScrollBar().maximum() == 0  # cut to the width, never scrolled sideways
    tip = item.toolTip(0)
    assert tip.replace("\n", " ").startswith(text.removeprefix("R6.4  ")[:40]) and "\n" in tip
    rules.close()
