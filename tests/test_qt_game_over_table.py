"""A finished game's table offers nothing to do: a bot's (or anyone's)
unplayed leader is shown face up without its Play / Discard buttons, and Bot speed
is gone.  The score sheet keeps no blank row for a missing ending note, nor does the
table's info panel, and once put away ("Look at the table") the side panel brings it back."""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers_rules import random_playout
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from core import ActionKind, Game, Seat
from mor_qt.game_end import ending_note, result_title
from mor_qt.i18n import NO_BREAK_SPACE
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

DECISIONS_MAX = 5000  # a random game ends far sooner
WIDE, TALL = 10.0, 0.5  # view aspects: three players' info panel a strip, then full height
RECT_FLAGS_TEXT = 3  # drawText(rect, flags, text): the calls the info panel makes
# the side panel's note on the sheet put away: words for several players, and for one against Lorenzo
EVERYONE = {"en": "everyone's points", "fr": "points de chacun"}
YOURS = {"en": "your points", "fr": "vos points"}
ROW_SLACK = 4  # px: the last move's row starts this near under the status's, the hint's row left out


def _finished_with_a_leader_in_hand(seed: int) -> Game:
    """A random game played to its end in which leaders are never played or discarded."""
    game = Game.new(["Ann", "Rob"], seed)
    rng = random.Random(seed)
    for _ in range(DECISIONS_MAX):
        if game.is_over:
            break
        legal = [a for a in game.legal_actions() if a.kind not in (ActionKind.PLAY, ActionKind.DISCARD)]
        game.apply(rng.choice(legal or game.legal_actions()))
    assert game.is_over and game.player(1).hand
    return game


def test_after_game_over_a_bots_unplayed_leader_has_no_buttons(qtbot: QtBot, win: MainWindow) -> None:
    win.ctl.autosave_enabled = False
    game = _finished_with_a_leader_in_hand(7)
    win.set_loaded(game, [Seat("Ann", "human"), Seat("Rob", "bot", "random")], None)
    win.table.flush()
    hand = game.player(1).hand
    assert sorted(it.tag[2] for it in win.table.find("leader", 1) if it.tag[3] == "hand") == sorted(hand)  # face up
    assert win.table.find("play") == [] and win.table.find("discard") == []


def _random_finished(names: list[str], seed: int) -> Game:
    game = Game.new(names, seed)
    random_playout(game, random.Random(seed), check=False, limit=DECISIONS_MAX)
    return game


def test_the_score_sheet_shows_its_ending_note_only_when_there_is_one(qtbot: QtBot, win: MainWindow) -> None:
    """A multi-seat sheet without a tie has no note: its empty wrapped label left ~35 px blank above the buttons."""
    win.ctl.autosave_enabled = False
    game = _finished_with_a_leader_in_hand(7)
    assert ending_note(game) == ""
    win.set_loaded(game, [Seat("Ann", "human"), Seat("Rob", "bot", "random")], None)
    qtbot.waitUntil(win.sheet.isVisible)
    assert not win.sheet.note.isVisible()
    solo = _random_finished(["Ada"], 4)
    win.set_loaded(solo, [Seat("Ada")], None)
    qtbot.waitUntil(win.sheet.isVisible)
    assert win.sheet.note.isVisible() and win.sheet.note.text() == ending_note(solo) != ""


def test_the_score_sheet_put_away_comes_back_from_the_side_panel(qtbot: QtBot, win: MainWindow) -> None:
    """After "Look at the table" the panel still said "The score sheet shows the result." with no way back
    to the sheet (nor to its Rematch and New game): it now offers "Show the score sheet"."""
    win.ctl.autosave_enabled = False
    game = _finished_with_a_leader_in_hand(7)
    win.set_loaded(game, [Seat("Ann", "human"), Seat("Rob", "bot", "random")], None)
    qtbot.waitUntil(win.sheet.isVisible)
    assert "score sheet" not in win.panel.buttons  # the sheet is there: nothing to bring back
    win.sheet.b_close.click()  # Look at the table
    assert not win.sheet.isVisible()
    button = win.panel.buttons["score sheet"]
    qtbot.waitUntil(button.isVisible)
    assert "shows the result" not in " ".join(label.text() for label in win.panel.findChildren(QLabel))
    button.click()
    qtbot.waitUntil(win.sheet.isVisible)
    assert win.sheet.b_rematch.isVisible() and win.sheet.b_new.isVisible()
    assert win.sheet.cells[("total", 0)].text() == str(game.scores()[0].total)
    assert "score sheet" not in win.panel.buttons


def test_bot_speed_is_hidden_once_the_game_is_over(qtbot: QtBot, win: MainWindow) -> None:
    """Shown where a bot plays (2ca0ca0); at the end no bot has anything left to play."""
    win.ctl.autosave_enabled = False
    seats = [Seat("Ann", "human"), Seat("Rob", "bot", "random")]
    win.set_loaded(Game.new(["Ann", "Rob"], 7), seats, None)
    qtbot.waitUntil(win.pace.isVisible)
    win.set_loaded(_finished_with_a_leader_in_hand(7), seats, None)
    qtbot.waitUntil(win.sheet.isVisible)
    assert not win.pace.isVisible() and not win.pace_label.isVisible()


def test_the_info_panel_titles_the_points_final_once_the_game_is_over(win: MainWindow) -> None:
    """It still said "Victory points now" under "Isabella wins!"."""
    playing = Game.new(["Ann", "Rob"], 7)
    assert win.table.scores_heading(playing) == "Victory points now"
    assert win.table.scores_heading(_finished_with_a_leader_in_hand(7)) == "Final victory points"


def _info_texts(win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[tuple[QRectF, str]]:
    """Each text the info panel draws, with its rectangle (in the panel's coordinates)."""
    (info,) = win.table.find("info")
    texts: list[tuple[QRectF, str]] = []
    draw_text = QPainter.drawText

    def record(painter: QPainter, *args: Any) -> None:
        if isinstance(args[0], QRectF) and len(args) == RECT_FLAGS_TEXT:
            texts.append((QRectF(args[0]), str(args[2])))
        draw_text(painter, *args)

    image = QImage(int(info.rect.right()) + 1, int(info.rect.bottom()) + 1, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    assert info.draw is not None
    monkeypatch.setattr(QPainter, "drawText", record)
    info.draw(painter, info.rect)
    monkeypatch.setattr(QPainter, "drawText", draw_text)
    painter.end()
    return texts


@pytest.mark.parametrize(("names", "aspect"), [(["Ann", "Rob"], None), (["Ann", "Rob", "Cy"], WIDE),
                                               (["Ann", "Rob", "Cy"], TALL)])
def test_the_info_panel_keeps_no_blank_row_for_a_missing_ending_note(
        win: MainWindow, monkeypatch: pytest.MonkeyPatch, names: list[str], aspect: float | None) -> None:
    """At the end the hint's row holds the ending note; without one it stayed blank
    between who won and the last move."""
    win.ctl.autosave_enabled = False
    game = _random_finished(names, 3)
    assert ending_note(game) == ""
    win.set_loaded(game, [Seat(name) for name in names], None)
    if aspect is not None:
        win.table.view_aspect = aspect
        win.table.rebuild()
    win.table.flush()
    assert (win.table.strip_hint is not None) == (aspect == WIDE)  # a strip, or the full panel
    texts = _info_texts(win, monkeypatch)
    assert all(text for _rect, text in texts)
    status = next(rect for rect, text in texts if text == result_title(game))
    last = next(rect for rect, text in texts if text.startswith("Last move"))
    assert 0 <= last.top() - status.bottom() <= ROW_SLACK


def test_the_info_panel_shows_the_ending_note_under_who_won(win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    win.ctl.autosave_enabled = False
    solo = _random_finished(["Ada"], 4)
    win.set_loaded(solo, [Seat("Ada")], None)
    win.table.flush()
    # the note's last two words are held together by a no-break space
    texts = [text.replace(NO_BREAK_SPACE, " ") for _rect, text in _info_texts(win, monkeypatch)]
    note = ending_note(solo)
    assert note and texts.index(note) == texts.index(result_title(solo)) + 1


def _panel_words(win: MainWindow) -> str:
    return " ".join(label.text() for label in win.panel.findChildren(QLabel) if label.isVisibleTo(win.panel))


@pytest.mark.parametrize("names", [["Ada"], ["Ann", "Rob"]])
def test_the_side_panel_speaks_of_the_one_player_of_a_solo_game(
        qtbot: QtBot, language: str, win: MainWindow, names: list[str]) -> None:
    """Solo, the panel said the sheet had "everyone's points" ("les points de chacun")."""
    win.ctl.autosave_enabled = False
    win.set_loaded(_random_finished(names, 4), [Seat(name) for name in names], None)
    qtbot.waitUntil(win.sheet.isVisible)
    win.sheet.b_close.click()  # Look at the table
    qtbot.waitUntil(lambda: "score sheet" in win.panel.buttons and bool(_panel_words(win)))
    words = _panel_words(win)
    solo = len(names) == 1
    assert (YOURS[language] in words) == solo, words
    assert (EVERYONE[language] in words) != solo, words
