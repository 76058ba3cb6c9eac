"""A player's name, a decision's words or a reason are shown as they are in the side panel
and the hint box, never read as markup: "<b>Bob&Co</b>, your turn" read "Bob&Co, your turn"
in bold, the panel taking the name for rich text."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import cast

import pytest
from PySide6.QtGui import QKeySequence, Qt, QTextDocument
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot

from core import Game, Seat, save
from mor_qt import hint
from mor_qt.analysis import AnalysisWindow, open_analysis
from mor_qt.analysis.window_play import PlayOnDialog
from mor_qt.hint import Hint
from mor_qt.screenshots import auto_setup
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

NAME = "<b>Bob&Co</b>"
SEED = 3
CHANCE = 0.42
ANALYSED_ROUNDS = 3
REVIEWED = 3  # decisions of the player under review with a stored review
SHOWING_THE_NAME = 2  # the review line and the decision's details


def _shown(label: QLabel) -> str:
    """The words ``label`` shows: its text, or the text its markup makes."""
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(text))
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def _panel(win: MainWindow) -> list[str]:
    return [_shown(label) for label in win.panel.findChildren(QLabel) if not label.isHidden()]


def _loaded(qtbot: QtBot, win: MainWindow, seats: list[Seat]) -> Game:
    win.ctl.autosave_enabled = False
    win.ctl.paused = True  # a bot seat waits
    game = Game.new([seat.name for seat in seats], SEED)
    auto_setup(game)
    while game.current_seat != 0:  # the person's turn
        game.apply(game.legal_actions()[0])
    win.set_loaded(game, seats, None)
    qtbot.waitUntil(lambda: any(NAME in words for words in _panel(win)))
    return game


def test_the_panel_shows_a_name_with_markup_as_it_was_typed(qtbot: QtBot, language: str, win: MainWindow) -> None:
    _loaded(qtbot, win, [Seat(NAME), Seat("Ann", "bot", "greedy")])
    title = _panel(win)[0]
    assert title.startswith(NAME), title


def test_the_production_s_rich_lines_still_read_as_words(qtbot: QtBot, win: MainWindow) -> None:
    """Pay and Get stay bold labels, not tags shown: only the words put in are escaped."""
    _loaded(qtbot, win, [Seat(NAME), Seat("Ann", "bot", "greedy")])
    win.ui.start_plan()
    qtbot.waitUntil(lambda: any(words.startswith("Pay:") for words in _panel(win)))
    shown = "\n".join(_panel(win))
    assert "Get:" in shown and "<b>Pay" not in shown
    assert shown.startswith(NAME)


def test_a_bot_s_name_with_markup_is_shown_as_it_was_typed(qtbot: QtBot, win: MainWindow) -> None:
    win.ctl.autosave_enabled = False
    win.ctl.paused = True
    game = Game.new(["Ann", NAME], SEED)
    auto_setup(game)
    while game.current_seat != 1:
        game.apply(game.legal_actions()[0])
    win.set_loaded(game, [Seat("Ann", "bot", "greedy"), Seat(NAME, "bot", "greedy")], None)
    qtbot.waitUntil(lambda: bool(_panel(win)))
    # only bots, paused: "Paused", then "<b>Bob&Co</b> plays next: Resume, or Step for one decision."
    assert any(words.startswith(f"{NAME} ") for words in _panel(win)), _panel(win)


def test_the_hint_box_shows_its_words_as_they_are(qtbot: QtBot, language: str, win: MainWindow,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    game = _loaded(qtbot, win, [Seat(NAME)])
    monkeypatch.setattr(hint, "short_name", lambda _action: NAME)  # a hint's words with "<", "&" and ">"
    action = game.legal_actions()[0]
    win._hint_ready(win.hinter.ticket, [Hint(action, CHANCE, 1), Hint(action, None, 1)])
    shown = _shown(win.hint_box)
    assert f"1. {NAME}" in shown.replace("\u00a0", " ") and f"2. {NAME}" in shown, shown
    win._hint_failed(win.hinter.ticket, NAME)
    assert _shown(win.hint_box).endswith(NAME)


def _markup_read(win: QWidget) -> list[str]:
    """The window's shown labels that took a name's tags for markup: "Bob&Co" shown, the tags gone."""
    return [label.text() for label in win.findChildren(QLabel)
            if label.isVisible() and "Bob&Co" in _shown(label) and NAME not in _shown(label)]


def _named(win: QWidget) -> list[str]:
    """The words of the window's shown labels that name the player as typed."""
    return [_shown(label) for label in win.findChildren(QLabel) if label.isVisible() and NAME in _shown(label)]


def test_the_pass_the_screen_card_names_the_player_as_typed(qtbot: QtBot, win: MainWindow) -> None:
    win.ctl.autosave_enabled = False
    win.set_loaded(Game.new(["Ann", NAME], SEED), [Seat("Ann"), Seat(NAME)], None)
    win.privacy.ask(1, NAME)
    qtbot.waitUntil(win.privacy.isVisible)
    assert NAME in _shown(win.privacy.title)
    assert not _markup_read(win)


def test_the_score_sheet_names_the_players_as_typed(qtbot: QtBot, language: str, win: MainWindow) -> None:
    import random

    from helpers_rules import random_playout

    win.ctl.autosave_enabled = False
    game = Game.new([NAME, "Ann"], SEED)
    random_playout(game, random.Random(SEED), check=False)
    assert game.is_over
    win.set_loaded(game, [Seat(NAME), Seat("Ann")], None)
    qtbot.waitUntil(win.sheet.isVisible)
    shown = [_shown(label) for label in win.sheet.findChildren(QLabel) if label.isVisible()]
    assert any(NAME in words for words in shown), shown
    assert not _markup_read(win)


@pytest.fixture
def analysis(qtbot: QtBot, tmp_path: Path) -> Iterator[AnalysisWindow]:
    """The analysis window of a game of "<b>Bob&Co</b>" against a bot, shown at its last decision."""
    game = Game.new([NAME, "Ann"], SEED)
    rng = random.Random(SEED)
    while not game.is_over and game.round < ANALYSED_ROUNDS:
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / "game.mor"
    save(path, game, seats=[Seat(NAME), Seat("Ann", "bot", "greedy")])
    window = open_analysis(path)
    assert window is not None
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def test_the_analysis_window_shows_a_name_with_markup_as_it_was_typed(language: str, analysis: AnalysisWindow) -> None:
    """Its review line said "Bob&Co has not been reviewed yet." with "Bob&Co" in bold, the tags gone,
    and "3 of 78 decisions of Bob&Co reviewed" once a review was stored."""
    window = analysis
    assert window.review_seat == 0
    window._update_review_status()  # not reviewed yet
    assert _named(window) and not _markup_read(window), _markup_read(window)
    mine = window.timeline.decisions_of(0)
    window.annotations.update({i: {"seat": 0, "budget": "easy"} for i in mine[:REVIEWED]})
    window._update_review_status()  # "3 of 78 decisions of <name> reviewed (budget Easy), stored in the file."
    window.go_to(mine[0] + 1)  # the details name who decided
    assert len(_named(window)) >= SHOWING_THE_NAME and not _markup_read(window), _markup_read(window)
    window._reviewing = (NAME, "easy")
    window._review_started()  # "Reviewing <name> at easy…"
    assert NAME in _shown(window.review_status) and not _markup_read(window)
    done = SimpleNamespace(decisions=[{}] * REVIEWED, cancelled=False, seat=0, budget="easy")
    window._set_status(lambda w: w._finished_text(done, 0))  # "Reviewed 3 decisions of <name> at Easy."
    assert NAME in _shown(window.review_status) and not _markup_read(window)
    window._review_failed(NAME)  # a reason in the player's words
    assert _shown(window.review_status).endswith(NAME)


def test_the_play_on_dialog_names_the_players_as_typed(qtbot: QtBot, language: str) -> None:
    """Its rows were named "BobCo" in bold with an underlined "C": markup and a key read in the name."""
    dialog = PlayOnDialog([Seat(NAME), Seat("Ann", "bot", "greedy")])
    qtbot.addWidget(dialog)
    form = dialog.layout()
    assert isinstance(form, QFormLayout)
    labels = [form.labelForField(box) for box in dialog.combos]
    assert all(isinstance(label, QLabel) for label in labels)
    named = cast(QLabel, labels[0])
    assert _shown(named) == NAME
    assert named.buddy() is None or QKeySequence.mnemonic(named.text()).isEmpty()  # no hidden Alt+C


def test_the_import_progress_names_the_folder_as_typed(qtbot: QtBot, tmp_path: Path) -> None:
    from mor_qt.library.index import Library
    from mor_qt.library.window import LibraryWindow

    folder = tmp_path / "<i>Bob&Co"  # a folder's name cannot hold "/"
    folder.mkdir()
    win = LibraryWindow(Library(tmp_path / "library"))
    qtbot.addWidget(win)
    try:
        with qtbot.waitSignal(win.import_finished, timeout=60_000):
            win.start_import(folder)
            dialog = win.progress_dialog
            assert dialog is not None
            shown = [_shown(label) for label in dialog.findChildren(QLabel)]
    finally:
        win.close()
        win.library.close()
    assert any(folder.name in words for words in shown), shown
